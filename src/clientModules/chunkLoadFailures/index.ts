/**
 * Client module: a chunk that fails to load (offline after the page loaded)
 * reaches the code that asked for it, which shows a message, and nowhere else
 * (see ./prefetchStep.ts for the runtime step that left it uncaught).
 */
// The runtime's chunk-loading steps are private to the bundler: PATCHES.md.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ChunkLoadSteps} from '../chunkYield/yieldingChunkLoads';
import {catchPrefetchRejections} from './prefetchStep';

// The bundler's runtime; `f` holds the chunk-loading steps.
declare const __webpack_require__: {f?: ChunkLoadSteps};

if (ExecutionEnvironment.canUseDOM && __webpack_require__.f) {
  catchPrefetchRejections(__webpack_require__.f);
}
