import {describe, expect, it} from 'vitest';

import {
  EMPTY_PROVIDER_FILTER,
  filterProviders,
  isProviderFilterActive,
  parseProviderFilter,
} from '../../src/components/ProviderTable/filter';

const rows = [
  {name: 'Alpha RPC', summary: 'Hosted endpoints with a free tier.', networks: ['mainnet', 'celoSepolia'], offers: ['freeTier']},
  {name: 'Beta Nodes', summary: 'Dedicated nodes.', networks: ['mainnet'], offers: ['dedicatedNodes']},
  {name: 'Gamma', summary: 'Networks not stated.', networks: [], offers: []},
];
const networks = ['mainnet', 'celoSepolia'];
const offers = ['freeTier', 'dedicatedNodes'];

describe('filterProviders', () => {
  it('returns every row for the empty filter', () => {
    expect(filterProviders(rows, EMPTY_PROVIDER_FILTER)).toEqual(rows);
    expect(isProviderFilterActive(EMPTY_PROVIDER_FILTER)).toBe(false);
  });

  it('filters by network and leaves out rows whose networks are not stated', () => {
    const result = filterProviders(rows, {...EMPTY_PROVIDER_FILTER, network: 'celoSepolia'});
    expect(result.map((r) => r.name)).toEqual(['Alpha RPC']);
  });

  it('filters by offer', () => {
    expect(filterProviders(rows, {...EMPTY_PROVIDER_FILTER, offer: 'dedicatedNodes'}).map((r) => r.name)).toEqual(['Beta Nodes']);
  });

  it('searches name and summary, case-insensitively, ignoring surrounding spaces', () => {
    expect(filterProviders(rows, {...EMPTY_PROVIDER_FILTER, search: '  FREE tier '}).map((r) => r.name)).toEqual(['Alpha RPC']);
    expect(filterProviders(rows, {...EMPTY_PROVIDER_FILTER, search: 'gamma'}).map((r) => r.name)).toEqual(['Gamma']);
  });

  it('combines all three conditions', () => {
    const filter = {network: 'mainnet', offer: 'freeTier', search: 'beta'};
    expect(filterProviders(rows, filter)).toEqual([]);
    expect(isProviderFilterActive(filter)).toBe(true);
  });
});

describe('filter from the URL query', () => {
  it('keeps known values and ignores unknown ones', () => {
    expect(parseProviderFilter({network: 'alfajores', offer: 'nope', search: 'node'}, networks, offers)).toEqual({
      network: '',
      offer: '',
      search: 'node',
    });
    expect(parseProviderFilter({network: 'mainnet', offer: 'freeTier', search: ''}, networks, offers)).toEqual({
      network: 'mainnet',
      offer: 'freeTier',
      search: '',
    });
  });
});
