/**
 * The bundler's prefetch step, made safe for failed chunk loads (../README.md,
 * "Chunk load failures", says what the stock step leaves uncaught). Free of
 * browser globals so unit tests can drive it; `chunkLoadFailures.ts` installs it.
 */
import type {ChunkLoadSteps} from './chunkLoadSteps';

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
