/**
 * A chunk-loading step that hands the main thread back to the browser before
 * loaded chunks are used. Free of browser globals so unit tests can drive it;
 * `chunkYield.ts` installs it.
 */
import type {ChunkLoadSteps} from './chunkLoadSteps';

/**
 * Adds a step to `steps` after which every chunk load resolves only in a new
 * task. Loads asked for in the same task share one yield.
 */
export function addYieldStep(steps: ChunkLoadSteps, nextTask: (callback: () => void) => void): void {
  let pending: Promise<void> | null = null;
  steps.yieldToBrowser = (_chunkId, promises) => {
    pending ??= new Promise<void>((resolve) =>
      nextTask(() => {
        pending = null;
        resolve();
      }),
    );
    promises.push(pending);
  };
}
