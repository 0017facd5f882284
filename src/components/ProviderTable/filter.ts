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
 * The filter a URL's query values describe. A network or offer that is not in
 * the known lists is ignored, so a stale or mistyped link still shows every row.
 */
export function parseProviderFilter(
  values: ProviderFilter,
  knownNetworks: readonly string[],
  knownOffers: readonly string[],
): ProviderFilter {
  return {
    network: knownNetworks.includes(values.network) ? values.network : '',
    offer: knownOffers.includes(values.offer) ? values.offer : '',
    search: values.search,
  };
}
