/**
 * Client module: splits the page's start-up into two tasks.
 *
 * Every page's HTML carries its route chunks (Docusaurus's SSG, patched: PATCHES.md), so
 * when `main.js` starts and asks for them they are already installed, and
 * the bundler would run the page's modules (the doc's MDX, the doc layout) in
 * the same task as `main.js` itself: one task of about 200 ms on a mid-range
 * phone, all of it blocking input. This adds a step to the bundler's chunk
 * loading that waits for a new task first, so the page's modules run in a
 * task of their own, and the browser can handle input in between. A load
 * that really goes to the network is not slowed: the network takes longer
 * than one task.
 */
// The runtime's chunk-loading steps are private to the bundler: PATCHES.md.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {addYieldStep, type ChunkLoadSteps} from './yieldingChunkLoads';

// The bundler's runtime; `f` holds the chunk-loading steps.
declare const __webpack_require__: {f?: ChunkLoadSteps};

if (ExecutionEnvironment.canUseDOM && __webpack_require__.f) {
  addYieldStep(__webpack_require__.f, (callback) => window.setTimeout(callback, 0));
}
