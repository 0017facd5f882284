/**
 * Pure filtering for the provider tables (src/components/ProviderTable). No
 * React, no browser APIs: tests/unit/provider-filter.test.ts calls these directly.
 *
 * The filter lives in the URL query, e.g. `?network=celoSepolia&offer=freeTier&q=node`,
 * so a filtered view can be shared and survives a reload.
 */

export interface FilterableProvider {
  name: string;
  summary: string;
  networks: readonly string[];
  offers: readonly string[];
}

export interface ProviderFilter {
  /** A network id; empty means any network (including "not stated"). */
  network: string;
  /** An offer id; empty means any offer. */
  offer: string;
  /** Matched against name and summary, case-insensitively; blank means anything. */
  search: string;
}

export const EMPTY_PROVIDER_FILTER: ProviderFilter = {network: '', offer: '', search: ''};

/** URL query keys. */
export const ProviderQueryKeys = {network: 'network', offer: 'offer', search: 'q'} as const;

export function isProviderFilterActive(filter: ProviderFilter): boolean {
  return filter.network !== '' || filter.offer !== '' || filter.search.trim() !== '';
}

export function matchesProvider(provider: FilterableProvider, filter: ProviderFilter): boolean {
  if (filter.network !== '' && !provider.networks.includes(filter.network)) {
    return false;
  }
  if (filter.offer !== '' && !provider.offers.includes(filter.offer)) {
    return false;
  }
  const needle = filter.search.trim().toLowerCase();
  if (needle === '') {
    return true;
  }
  return provider.name.toLowerCase().includes(needle) || provider.summary.toLowerCase().includes(needle);
}

/** Providers that pass the filter, in their original order. */
export function filterProviders<T extends FilterableProvider>(providers: readonly T[], filter: ProviderFilter): T[] {
  return providers.filter((provider) => matchesProvider(provider, filter));
}

/**
 * Reads a filter from a query string. A network or offer that is not in the
 * known lists is ignored, so a stale or mistyped link still shows every row.
 */
export function readProviderFilter(
  search: string,
  knownNetworks: readonly string[],
  knownOffers: readonly string[],
): ProviderFilter {
  const params = new URLSearchParams(search);
  const network = params.get(ProviderQueryKeys.network) ?? '';
  const offer = params.get(ProviderQueryKeys.offer) ?? '';
  return {
    network: knownNetworks.includes(network) ? network : '',
    offer: knownOffers.includes(offer) ? offer : '',
    search: params.get(ProviderQueryKeys.search) ?? '',
  };
}

/** Writes a filter into a query string, keeping unrelated parameters; empty values are omitted. */
export function writeProviderFilter(search: string, filter: ProviderFilter): string {
  const params = new URLSearchParams(search);
  const entries: Array<[string, string]> = [
    [ProviderQueryKeys.network, filter.network],
    [ProviderQueryKeys.offer, filter.offer],
    [ProviderQueryKeys.search, filter.search],
  ];
  for (const [key, value] of entries) {
    if (value === '') {
      params.delete(key);
    } else {
      params.set(key, value);
    }
  }
  return params.toString();
}
