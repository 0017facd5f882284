import {describe, expect, it, vi} from 'vitest';
import {loadOnce} from '../../src/utils/loadOnce';

describe('loadOnce', () => {
  it('loads once and shares the load between callers', async () => {
    const load = vi.fn(() => Promise.resolve('chunk'));
    const get = loadOnce(load);
    expect(get.current()).toBeUndefined();
    const [a, b] = await Promise.all([get(), get()]);
    expect([a, b]).toEqual(['chunk', 'chunk']);
    expect(await get()).toBe('chunk');
    expect(get.current()).toBe('chunk');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('chunk');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('offline');
    expect(get.current()).toBeUndefined();
    expect(await get()).toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
