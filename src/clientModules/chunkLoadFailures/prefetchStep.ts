/**
 * The bundler's prefetch step, made safe for failed chunk loads. Free of
 * browser globals so unit tests can drive it; `index.ts` installs it.
 *
 * With any `webpackPrefetch` import in the app (the code highlighter has one),
 * the runtime adds a step to every chunk load that waits for the load and then
 * prefetches the chunk's children: `Promise.all(promises).then(...)`, with no
 * rejection handler. When a load fails (the reader went offline), the caller
 * handles its own rejection and shows a message, but this second chain is left
 * rejected: an "Uncaught (in promise) ChunkLoadError" on every failed load.
 */
import type {ChunkLoadSteps} from '../chunkYield/yieldingChunkLoads';

/** Replaces `steps.prefetch` with the same step that ignores failed loads. */
export function catchPrefetchRejections(steps: ChunkLoadSteps): void {
  const prefetchChildren = steps.prefetch;
  if (!prefetchChildren) return;
  steps.prefetch = (chunkId, promises) => {
    Promise.all(promises).then(
      // The original step with nothing left to wait for: it prefetches the children.
      () => prefetchChildren(chunkId, []),
      // The load failed; whoever asked for the chunk has the error.
      () => undefined,
    );
  };
}
