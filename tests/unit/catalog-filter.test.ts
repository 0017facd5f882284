import {describe, expect, it} from 'vitest';

import {
  EMPTY_FILTER,
  filterItems,
  isFilterActive,
  parseFilter,
  parseOperator,
  toggleTag,
  type CatalogFilter,
} from '../../src/components/FilterableCatalog/filter';

const items = [
  {title: 'MiniPay', tags: ['wallets', 'apps', 'favorite']},
  {title: 'Valora', tags: ['wallets', 'apps']},
  {title: 'Mento', tags: ['defi']},
  {title: 'Aave', tags: ['defi', 'earn']},
  {title: 'Ledger', tags: ['wallets']},
  {title: 'The Graph', tags: ['developers']},
];

const titles = (filter: Partial<CatalogFilter>) =>
  filterItems(items, {...EMPTY_FILTER, ...filter}, (item) => item.tags).map((item) => item.title);

describe('filterItems', () => {
  it('returns every item, in order, for an empty filter', () => {
    expect(titles({})).toEqual(['MiniPay', 'Valora', 'Mento', 'Aave', 'Ledger', 'The Graph']);
  });

  it('keeps the items that have one selected tag', () => {
    expect(titles({tags: ['defi']})).toEqual(['Mento', 'Aave']);
  });

  it('with two tags and OR keeps items that have either tag', () => {
    expect(titles({tags: ['earn', 'wallets'], operator: 'OR'})).toEqual(['MiniPay', 'Valora', 'Aave', 'Ledger']);
  });

  it('with two tags and AND keeps only items that have both tags', () => {
    expect(titles({tags: ['wallets', 'apps'], operator: 'AND'})).toEqual(['MiniPay', 'Valora']);
    expect(titles({tags: ['earn', 'wallets'], operator: 'AND'})).toEqual([]);
  });

  it('searches titles case-insensitively and ignores surrounding spaces', () => {
    expect(titles({search: 'mini'})).toEqual(['MiniPay']);
    expect(titles({search: '  MINIPAY '})).toEqual(['MiniPay']);
    expect(titles({search: 'graph'})).toEqual(['The Graph']);
  });

  it('combines tags and search', () => {
    expect(titles({tags: ['wallets'], search: 'val'})).toEqual(['Valora']);
    expect(titles({tags: ['defi'], search: 'val'})).toEqual([]);
  });

  it('returns an empty list when nothing matches or there are no items', () => {
    expect(titles({search: 'no such project'})).toEqual([]);
    expect(filterItems([], {...EMPTY_FILTER, tags: ['defi']}, () => [])).toEqual([]);
  });

  it('does not match tags a user did not select by substring', () => {
    expect(titles({tags: ['app']})).toEqual([]);
  });
});

describe('isFilterActive', () => {
  it('is false for no tags and a blank search, true otherwise', () => {
    expect(isFilterActive(EMPTY_FILTER)).toBe(false);
    expect(isFilterActive({...EMPTY_FILTER, search: '   '})).toBe(false);
    expect(isFilterActive({...EMPTY_FILTER, operator: 'AND'})).toBe(false);
    expect(isFilterActive({...EMPTY_FILTER, tags: ['defi']})).toBe(true);
    expect(isFilterActive({...EMPTY_FILTER, search: 'a'})).toBe(true);
  });
});

describe('URL query', () => {
  const known = ['defi', 'wallets', 'earn'];

  it('reads tags, operator and name', () => {
    expect(parseFilter({tags: ['defi', 'wallets'], operator: 'AND', search: 'pay'}, known)).toEqual({
      tags: ['defi', 'wallets'],
      operator: 'AND',
      search: 'pay',
    });
  });

  it('drops unknown and repeated tags and defaults the operator to OR', () => {
    expect(parseFilter({tags: ['defi', 'nope', 'defi'], operator: 'XOR', search: ''}, known)).toEqual({
      tags: ['defi'],
      operator: 'OR',
      search: '',
    });
    expect(parseOperator(null)).toBe('OR');
  });

  it('toggles a tag in or out of the list', () => {
    expect(toggleTag(['defi'], 'earn')).toEqual(['defi', 'earn']);
    expect(toggleTag(['defi', 'earn'], 'defi')).toEqual(['earn']);
  });
});

describe('getTags', () => {
  it('reads tags where the item keeps them, without copying items', () => {
    const tutorials = [
      {title: 'First contract', level: 'beginner', tags: ['solidity']},
      {title: 'Run a node', level: 'advanced', tags: ['nodes']},
    ];
    const filtered = filterItems(tutorials, {...EMPTY_FILTER, tags: ['beginner']}, (t) => [t.level, ...t.tags]);
    expect(filtered).toEqual([tutorials[0]]);
    expect(filtered[0]).toBe(tutorials[0]);
  });
});
