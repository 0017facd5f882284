// A worker thread of the social card pool (generate.mjs): it draws the cards it is sent, one at a time.
import {parentPort} from 'node:worker_threads';
import {renderCard} from './render.mjs';

parentPort.on('message', async ({id, card}) => {
  try {
    const png = await renderCard(card);
    // A copy in a buffer of its own, whose memory is handed over rather than copied again.
    const bytes = new Uint8Array(png);
    parentPort.postMessage({id, png: bytes}, [bytes.buffer]);
  } catch (error) {
    parentPort.postMessage({id, error: error instanceof Error ? error.stack ?? error.message : String(error)});
  }
});
