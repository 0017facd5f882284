import {describe, expect, it} from 'vitest';
import {forEachConcurrently} from '../../src/utils/forEachConcurrently';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('forEachConcurrently', () => {
  it('runs every item once, never more than the limit at a time', async () => {
    let running = 0;
    let most = 0;
    const seen: number[] = [];
    await forEachConcurrently([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      running += 1;
      most = Math.max(most, running);
      await tick();
      seen.push(item);
      running -= 1;
    });
    expect(seen.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
  });

  it('starts the items in order', async () => {
    const started: string[] = [];
    await forEachConcurrently(['a', 'b', 'c', 'd'], 2, async (item) => {
      started.push(item);
      await tick();
    });
    expect(started).toEqual(['a', 'b', 'c', 'd']);
  });

  it('rejects with the first failure and starts nothing after it', async () => {
    const started: number[] = [];
    const run = forEachConcurrently([1, 2, 3, 4, 5], 1, async (item) => {
      started.push(item);
      if (item === 2) throw new Error('page 2 unreadable');
    });
    await expect(run).rejects.toThrow('page 2 unreadable');
    expect(started).toEqual([1, 2]);
  });

  it('refuses a limit below one', async () => {
    await expect(forEachConcurrently([1], 0, async () => {})).rejects.toThrow(RangeError);
  });
});
