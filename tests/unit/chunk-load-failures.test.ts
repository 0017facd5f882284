import {describe, expect, it, vi} from 'vitest';
import {catchPrefetchRejections} from '../../src/features/start-up/client/prefetchStep';
import type {ChunkLoadSteps} from '../../src/features/start-up/client/chunkLoadSteps';

/** The runtime's own prefetch step, as Rspack writes it: no rejection handler. */
function runtimeSteps(prefetched: string[]): ChunkLoadSteps {
  return {
    prefetch: (chunkId, promises) => {
      void Promise.all(promises).then(() => prefetched.push(`children of ${chunkId}`));
    },
  };
}

describe('prefetch step on failed chunk loads', () => {
  it('the runtime step leaves a failed load unhandled (the bug)', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const steps = runtimeSteps([]);
    const failed = Promise.reject(new Error('Loading chunk 1 failed.'));
    failed.catch(() => undefined); // the caller handles its own load
    steps.prefetch!('1', [failed]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).toHaveBeenCalledTimes(1);
  });

  it('after the fix a failed load rejects nowhere else, and a good load still prefetches the children', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const prefetched: string[] = [];
    const steps = runtimeSteps(prefetched);
    catchPrefetchRejections(steps);
    const failed = Promise.reject(new Error('Loading chunk 1 failed.'));
    failed.catch(() => undefined);
    steps.prefetch!('1', [failed]);
    steps.prefetch!('2', [Promise.resolve()]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    expect(prefetched).toEqual(['children of 2']);
  });

  it('does nothing where the runtime has no prefetch step', () => {
    const steps: ChunkLoadSteps = {};
    catchPrefetchRejections(steps);
    expect(steps).toEqual({});
  });
});
