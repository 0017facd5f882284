import {describe, expect, it} from 'vitest';
import type {ChunkLoadSteps} from '../../src/features/start-up/client/chunkLoadSteps';
import {addYieldStep} from '../../src/features/start-up/client/yieldingChunkLoads';

/** A stand-in for the next task: callbacks run only when the test says so. */
function manualTasks() {
  const callbacks: Array<() => void> = [];
  return {nextTask: (callback: () => void) => void callbacks.push(callback), runAll: () => callbacks.splice(0).forEach((run) => run()), callbacks};
}

describe('addYieldStep', () => {
  it('holds a chunk load until the next task', async () => {
    const steps: ChunkLoadSteps = {};
    const tasks = manualTasks();
    addYieldStep(steps, tasks.nextTask);
    const promises: Array<Promise<unknown>> = [];
    steps.yieldToBrowser?.('42', promises);
    let done = false;
    void Promise.all(promises).then(() => (done = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(done).toBe(false);
    tasks.runAll();
    await Promise.all(promises);
    expect(done).toBe(true);
  });

  it('lets loads asked for in one task share a yield, and later loads get a new one', async () => {
    const steps: ChunkLoadSteps = {};
    const tasks = manualTasks();
    addYieldStep(steps, tasks.nextTask);
    const first: Array<Promise<unknown>> = [];
    steps.yieldToBrowser?.('a', first);
    steps.yieldToBrowser?.('b', first);
    expect(tasks.callbacks).toHaveLength(1);
    expect(first[0]).toBe(first[1]);
    tasks.runAll();
    await Promise.all(first);
    const second: Array<Promise<unknown>> = [];
    steps.yieldToBrowser?.('c', second);
    expect(tasks.callbacks).toHaveLength(1);
    expect(second[0]).not.toBe(first[0]);
  });

  it('keeps the bundler’s own steps', () => {
    const jsonp = () => undefined;
    const steps: ChunkLoadSteps = {j: jsonp};
    addYieldStep(steps, manualTasks().nextTask);
    expect(Object.keys(steps)).toEqual(['j', 'yieldToBrowser']);
    expect(steps.j).toBe(jsonp);
  });
});
