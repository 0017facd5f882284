/**
 * Client module: the page's own modules run in a task after `main.js`'s, not in it
 * (../README.md, "Chunk yield", says why). The runtime's chunk-loading steps are private to the
 * bundler: PATCHES.md ledgers them.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ChunkLoadSteps} from './chunkLoadSteps';
import {addYieldStep} from './yieldingChunkLoads';

// The bundler's runtime; `f` holds the chunk-loading steps.
declare const __webpack_require__: {f?: ChunkLoadSteps};

if (ExecutionEnvironment.canUseDOM && __webpack_require__.f) {
  addYieldStep(__webpack_require__.f, (callback) => window.setTimeout(callback, 0));
}
