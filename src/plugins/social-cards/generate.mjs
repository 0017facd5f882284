// Writes the social card of every page, from the cache where it can: a card is drawn only when no
// card of the same title, section, host and template version is cached. Drawing runs in worker
// threads (one per core by default; satori and resvg are synchronous and CPU-bound).
// Plain JavaScript so the benchmark (bench/social-cards/run.mjs) runs it with Node alone. Types: generate.d.mts.
import {availableParallelism} from 'node:os';
import {mkdir, copyFile, rename, writeFile, access} from 'node:fs/promises';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import {cardKey} from './key.mjs';

/** Where cards are cached between builds: `SOCIAL_CARDS_CACHE_DIR`, or node_modules/.cache/social-cards. */
export function defaultCacheDir(siteDir, env = process.env) {
  const fromEnv = env.SOCIAL_CARDS_CACHE_DIR?.trim();
  return fromEnv ? path.resolve(fromEnv) : path.join(siteDir, 'node_modules', '.cache', 'social-cards');
}

const exists = (file) => access(file).then(() => true, () => false);

/** A pool of `size` workers that draw cards; `close()` ends them. */
function workerPool(size) {
  const workers = Array.from({length: size}, () => new Worker(new URL('./worker.mjs', import.meta.url)));
  const waiting = new Map();
  let next = 0;
  for (const worker of workers) {
    worker.on('message', ({id, png, error}) => {
      const pending = waiting.get(id);
      waiting.delete(id);
      if (error) pending.reject(new Error(`[social-cards] drawing "${pending.card.title}" failed: ${error}`));
      else pending.resolve(Buffer.from(png.buffer, png.byteOffset, png.byteLength));
    });
    const fail = (error) => {
      for (const pending of waiting.values()) pending.reject(error);
      waiting.clear();
    };
    worker.on('error', fail);
    // A worker that dies without an error (out of memory) would otherwise leave its cards waiting forever.
    worker.on('exit', (code) => {
      if (waiting.size > 0) fail(new Error(`[social-cards] a drawing thread stopped (exit code ${code}) with cards still to draw`));
    });
  }
  return {
    render(card) {
      const id = next++;
      return new Promise((resolve, reject) => {
        waiting.set(id, {resolve, reject, card});
        // Round robin: the cards take about the same time each.
        workers[id % size].postMessage({id, card});
      });
    },
    close: () => Promise.all(workers.map((worker) => worker.terminate())),
  };
}

/**
 * Writes one PNG per job to `path.join(outDir, job.file)`.
 * - `cacheDir`: the cache folder (created if missing).
 * - `threads`: worker threads to draw with; 0 draws in this thread (with `render` if given, for tests).
 * Returns what it did: how many cards were drawn and how many came from the cache, and the time taken.
 */
export async function generateCards(jobs, {outDir, cacheDir, threads = availableParallelism(), render} = {}) {
  const started = performance.now();
  await mkdir(cacheDir, {recursive: true});
  const keyed = jobs.map((job) => ({job, key: cardKey(job.card)}));
  const missing = [];
  const seen = new Set();
  for (const {job, key} of keyed) {
    if (seen.has(key)) continue;
    seen.add(key);
    if (!(await exists(path.join(cacheDir, `${key}.png`)))) missing.push({card: job.card, key});
  }

  const pool = threads > 0 && missing.length > 0 ? workerPool(Math.min(threads, missing.length)) : undefined;
  // In this thread, the renderer is loaded only when needed: the plugin's process never loads it.
  const draw = pool ? (card) => pool.render(card) : (render ?? (await import('./render.mjs')).renderCard);
  try {
    await Promise.all(
      missing.map(async ({card, key}) => {
        const png = await draw(card);
        // Written under a temporary name and renamed: a build stopped half-way leaves no half card.
        const temp = path.join(cacheDir, `${key}.${process.pid}.tmp`);
        await writeFile(temp, png);
        await rename(temp, path.join(cacheDir, `${key}.png`));
      }),
    );
  } finally {
    await pool?.close();
  }

  const dirs = new Set(keyed.map(({job}) => path.dirname(path.join(outDir, job.file))));
  await Promise.all([...dirs].map((dir) => mkdir(dir, {recursive: true})));
  await Promise.all(keyed.map(({job, key}) => copyFile(path.join(cacheDir, `${key}.png`), path.join(outDir, job.file))));
  return {cards: jobs.length, drawn: missing.length, cached: seen.size - missing.length, ms: performance.now() - started};
}
