import {describe, expect, it} from 'vitest';
import {selectTop} from '../../src/plugins/local-search/engine/selectTop';

// selectTop stands in for sort-then-slice in the search engine's ranking: it must give the same
// items in the same order for every count, including ties broken by a later key.
describe('selectTop', () => {
  const byScoreThenId = (a: {score: number; id: number}, b: {score: number; id: number}) => b.score - a.score || a.id - b.id;

  it('returns the first items of the sorted list, in order, for every count', () => {
    // A fixed pseudo-random list with many equal scores, so the tie-break decides.
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const items = Array.from({length: 500}, (_, id) => ({score: Math.floor(random() * 40), id}));
    const sorted = [...items].sort(byScoreThenId);
    for (const count of [1, 2, 5, 20, 21, 100, 499, 500, 800]) {
      expect(selectTop(items, count, byScoreThenId), `count ${count}`).toEqual(sorted.slice(0, count));
    }
  });

  it('reads any iterable once and leaves it as it was', () => {
    const items = [3, 1, 4, 1.5, 9, 2.6];
    const copy = [...items];
    expect(selectTop(new Set(items).values(), 3, (a, b) => b - a)).toEqual([9, 4, 3]);
    expect(selectTop(items, 2, (a, b) => a - b)).toEqual([1, 1.5]);
    expect(items).toEqual(copy);
  });

  it('returns nothing for a count of zero or less, or no items', () => {
    expect(selectTop([1, 2], 0, (a, b) => a - b)).toEqual([]);
    expect(selectTop([1, 2], -3, (a, b) => a - b)).toEqual([]);
    expect(selectTop([], 5, (a: number, b: number) => a - b)).toEqual([]);
  });
});
