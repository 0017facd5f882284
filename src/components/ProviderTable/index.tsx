/**
 * A table of ecosystem providers of one category (src/data/ecosystem.ts).
 *
 * The table is rendered on the server with every provider, so names are in the
 * static HTML (search indexes them) and the page works without JavaScript. In
 * the browser, native inputs filter the rows by network, by what a provider
 * offers and by text; the filter lives in the URL query (see filter.ts), so a
 * filtered view can be shared.
 */
import React, {useCallback, useId, useMemo, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useQueryString} from '@docusaurus/theme-common';
import useIsBrowser from '@docusaurus/useIsBrowser';

import {
  categories,
  categoryOffers,
  ecosystemNetworks,
  networkLabels,
  offerLabels,
  providersIn,
  type Category,
  type Provider,
} from '@site/src/data/ecosystem';

import {
  EMPTY_PROVIDER_FILTER,
  filterProviders,
  isProviderFilterActive,
  parseProviderFilter,
  ProviderQueryKeys,
  type ProviderFilter,
} from './filter';
import styles from './styles.module.css';

export interface ProviderTableProps {
  category: Category;
  /** Table caption; defaults to the category label. */
  caption?: string;
  /** Hide the filter form, for short tables. */
  noFilters?: boolean;
}

/**
 * The filter in the URL query, through theme-common's query-string hooks: during server rendering
 * and hydration they read an empty query, so the first client render matches the static HTML and
 * the filtered rows appear right after.
 */
function useProviderFilter(knownOffers: readonly string[]): [ProviderFilter, (next: ProviderFilter) => void] {
  const [network, setNetwork] = useQueryString(ProviderQueryKeys.network);
  const [offer, setOffer] = useQueryString(ProviderQueryKeys.offer);
  const [search, setSearch] = useQueryString(ProviderQueryKeys.search);
  const filter = useMemo(
    () => parseProviderFilter({network, offer, search}, ecosystemNetworks, knownOffers),
    [network, offer, search, knownOffers],
  );
  // Each setter leaves the other parameters alone and drops an empty value from the URL.
  const update = useCallback(
    (next: ProviderFilter) => {
      if (next.network !== filter.network) setNetwork(next.network);
      if (next.offer !== filter.offer) setOffer(next.offer);
      if (next.search !== filter.search) setSearch(next.search);
    },
    [filter, setNetwork, setOffer, setSearch],
  );
  return [filter, update];
}

function NetworkCell({provider}: {provider: Provider}): ReactNode {
  if (provider.networks.length === 0) {
    return <span className={styles.muted}>Not stated; check the provider</span>;
  }
  return provider.networks.map((network) => networkLabels[network]).join(', ');
}

function LinksCell({provider}: {provider: Provider}): ReactNode {
  const links: ReactNode[] = [];
  if (provider.guide) {
    links.push(
      <li key="guide">
        <Link to={provider.guide}>Guide on this site</Link>
      </li>,
    );
  }
  if (provider.docs) {
    links.push(
      <li key="docs">
        <Link href={provider.docs}>Provider docs</Link>
      </li>,
    );
  }
  if (links.length === 0) {
    return <span className={styles.muted}>See the provider's site</span>;
  }
  return <ul className={styles.links}>{links}</ul>;
}

export default function ProviderTable({category, caption, noFilters = false}: ProviderTableProps): ReactNode {
  const meta = categories[category];
  const all = providersIn(category);
  const offers = categoryOffers[category].filter((offer) => all.some((p) => p.offers.includes(offer)));
  const [filter, setFilter] = useProviderFilter(offers);
  const isBrowser = useIsBrowser();
  const id = useId();
  const rows = filterProviders(all, filter);
  const showGasColumn = category === 'wallets';
  const columnCount = showGasColumn ? 5 : 4;

  return (
    <div className={styles.wrapper}>
      {!noFilters && (
        <form
          className={styles.filters}
          role="search"
          aria-label={`Filter ${meta.label.toLowerCase()}`}
          onSubmit={(event) => event.preventDefault()}>
          <fieldset className={styles.fieldset} disabled={!isBrowser}>
            <div className={styles.field}>
              <label htmlFor={`${id}-network`}>Network</label>
              <select
                id={`${id}-network`}
                name="network"
                value={filter.network}
                onChange={(event) => setFilter({...filter, network: event.target.value})}>
                <option value="">Any network</option>
                {ecosystemNetworks.map((network) => (
                  <option key={network} value={network}>
                    {networkLabels[network]}
                  </option>
                ))}
              </select>
            </div>
            {offers.length > 0 && (
              <div className={styles.field}>
                <label htmlFor={`${id}-offer`}>Offers</label>
                <select
                  id={`${id}-offer`}
                  name="offer"
                  value={filter.offer}
                  onChange={(event) => setFilter({...filter, offer: event.target.value})}>
                  <option value="">Anything</option>
                  {offers.map((offer) => (
                    <option key={offer} value={offer}>
                      {offerLabels[offer]}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <div className={styles.field}>
              <label htmlFor={`${id}-q`}>Name or feature</label>
              <input
                id={`${id}-q`}
                name="q"
                type="search"
                value={filter.search}
                onChange={(event) => setFilter({...filter, search: event.target.value})}
              />
            </div>
            {isProviderFilterActive(filter) && (
              <button type="button" className="button button--sm button--secondary" onClick={() => setFilter(EMPTY_PROVIDER_FILTER)}>
                Clear filters
              </button>
            )}
          </fieldset>
          <p className={styles.count} aria-live="polite">
            {rows.length === all.length ? `${all.length} providers` : `${rows.length} of ${all.length} providers`}
          </p>
        </form>
      )}
      <table className={styles.table}>
        <caption>{caption ?? meta.label}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">What it offers on Celo</th>
            <th scope="col">Networks</th>
            {showGasColumn && <th scope="col">Gas in stablecoins</th>}
            <th scope="col">Links</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((provider) => (
            <tr key={provider.name}>
              <th scope="row">
                <Link href={provider.url}>{provider.name}</Link>
              </th>
              <td>
                {provider.summary}
                {provider.offers.length > 0 && (
                  <ul className={styles.offers} aria-label="Offers">
                    {provider.offers.map((offer) => (
                      <li key={offer}>{offerLabels[offer]}</li>
                    ))}
                  </ul>
                )}
              </td>
              <td>
                <NetworkCell provider={provider} />
              </td>
              {showGasColumn && (
                <td>
                  {provider.stablecoinGas === true ? 'Yes' : provider.stablecoinGas === false ? 'No' : <span className={styles.muted}>Not stated</span>}
                </td>
              )}
              <td>
                <LinksCell provider={provider} />
              </td>
            </tr>
          ))}
          {rows.length === 0 && (
            <tr>
              <td colSpan={columnCount}>No provider matches these filters. Clear a filter to see more.</td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
