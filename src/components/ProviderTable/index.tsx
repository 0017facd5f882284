/**
 * A table of ecosystem providers of one category (src/data/ecosystem.ts).
 *
 * The table is rendered on the server with every provider, so names are in the
 * static HTML (search indexes them) and the page works without JavaScript. In
 * the browser, native inputs filter the rows by network, by what a provider
 * offers and by text; the filter lives in the URL query (see filter.ts), so a
 * filtered view can be shared.
 */
import '@site/src/i18n/codeStrings?namespace=providerTable';
import React, {useCallback, useId, useMemo, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {useQueryString} from '@docusaurus/theme-common';
import useIsBrowser from '@docusaurus/useIsBrowser';

import {
  categoryOffers,
  ecosystemNetworks,
  networkLabels,
  providersIn,
  type Category,
  type Offer,
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
 * The category and offer labels in the page's language. The data module keeps the English labels for
 * the tests, the MCP server and other Node code, which cannot load `@docusaurus/Translate`; here each
 * label is a `translate()` call with a literal id and the same English message, so `write-translations`
 * finds it, and the `Record` types make the compiler refuse a category or offer without one
 * (tests/unit/provider-table.test.ts holds the English messages to the data module's labels).
 */
export function categoryLabel(category: Category): string {
  const labels: Record<Category, string> = {
    oracles: translate({id: 'providerTable.category.oracles', message: 'Oracles'}),
    indexers: translate({id: 'providerTable.category.indexers', message: 'Indexers and data APIs'}),
    rpc: translate({id: 'providerTable.category.rpc', message: 'RPC providers'}),
    explorers: translate({id: 'providerTable.category.explorers', message: 'Explorers and analytics'}),
    devEnvironments: translate({id: 'providerTable.category.devEnvironments', message: 'Development environments'}),
    sdks: translate({id: 'providerTable.category.sdks', message: 'SDKs and wallet kits'}),
    bridges: translate({id: 'providerTable.category.bridges', message: 'Bridges and cross-chain messaging'}),
    wallets: translate({id: 'providerTable.category.wallets', message: 'Wallets'}),
  };
  return labels[category];
}

export function offerLabel(offer: Offer): string {
  const labels: Record<Offer, string> = {
    priceFeeds: translate({id: 'providerTable.offer.priceFeeds', message: 'Price feeds'}),
    randomness: translate({id: 'providerTable.offer.randomness', message: 'Randomness'}),
    customData: translate({id: 'providerTable.offer.customData', message: 'Custom data from any API'}),
    rwaFeeds: translate({id: 'providerTable.offer.rwaFeeds', message: 'Real-world asset data'}),
    subgraphs: translate({id: 'providerTable.offer.subgraphs', message: 'Subgraphs (GraphQL)'}),
    indexingFramework: translate({id: 'providerTable.offer.indexingFramework', message: 'Indexing framework'}),
    dataApi: translate({id: 'providerTable.offer.dataApi', message: 'Ready-made data API'}),
    streaming: translate({id: 'providerTable.offer.streaming', message: 'Real-time streams'}),
    pipelines: translate({id: 'providerTable.offer.pipelines', message: 'Pipelines to your database'}),
    freeTier: translate({id: 'providerTable.offer.freeTier', message: 'Free tier'}),
    payAsYouGo: translate({id: 'providerTable.offer.payAsYouGo', message: 'Pay as you go'}),
    publicEndpoint: translate({id: 'providerTable.offer.publicEndpoint', message: 'Public endpoint'}),
    archive: translate({id: 'providerTable.offer.archive', message: 'Archive data'}),
    decentralizedRpc: translate({id: 'providerTable.offer.decentralizedRpc', message: 'Decentralized network'}),
    dedicatedNodes: translate({id: 'providerTable.offer.dedicatedNodes', message: 'Dedicated nodes'}),
    blockExplorer: translate({id: 'providerTable.offer.blockExplorer', message: 'Block explorer'}),
    contractVerification: translate({id: 'providerTable.offer.contractVerification', message: 'Contract verification'}),
    dashboards: translate({id: 'providerTable.offer.dashboards', message: 'Dashboards'}),
    metrics: translate({id: 'providerTable.offer.metrics', message: 'Chain metrics'}),
    solidityToolchain: translate({id: 'providerTable.offer.solidityToolchain', message: 'Solidity toolchain'}),
    browserIde: translate({id: 'providerTable.offer.browserIde', message: 'Browser IDE'}),
    restApi: translate({id: 'providerTable.offer.restApi', message: 'REST API for contracts'}),
    deployTools: translate({id: 'providerTable.offer.deployTools', message: 'Deploy tools'}),
    chainLibrary: translate({id: 'providerTable.offer.chainLibrary', message: 'Chain library'}),
    walletConnection: translate({id: 'providerTable.offer.walletConnection', message: 'Wallet connection'}),
    embeddedWallets: translate({id: 'providerTable.offer.embeddedWallets', message: 'Embedded wallets'}),
    smartAccounts: translate({id: 'providerTable.offer.smartAccounts', message: 'Smart accounts'}),
    uiComponents: translate({id: 'providerTable.offer.uiComponents', message: 'UI components'}),
    nativeBridge: translate({id: 'providerTable.offer.nativeBridge', message: 'Native bridge'}),
    tokenBridge: translate({id: 'providerTable.offer.tokenBridge', message: 'Token bridge'}),
    messaging: translate({id: 'providerTable.offer.messaging', message: 'Cross-chain messaging'}),
    swaps: translate({id: 'providerTable.offer.swaps', message: 'Cross-chain swaps'}),
    mobileWallet: translate({id: 'providerTable.offer.mobileWallet', message: 'Mobile wallet'}),
    desktopWallet: translate({id: 'providerTable.offer.desktopWallet', message: 'Desktop wallet'}),
    browserExtension: translate({id: 'providerTable.offer.browserExtension', message: 'Browser extension'}),
    hardwareWallet: translate({id: 'providerTable.offer.hardwareWallet', message: 'Hardware wallet'}),
    multisig: translate({id: 'providerTable.offer.multisig', message: 'Multisig'}),
    miniApps: translate({id: 'providerTable.offer.miniApps', message: 'Mini Apps'}),
  };
  return labels[offer];
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
    return (
      <span className={styles.muted}>
        <Translate id="providerTable.networks.notStated" description="Networks cell when no source says which Celo networks a provider serves">
          Not stated; check the provider
        </Translate>
      </span>
    );
  }
  return provider.networks.map((network) => networkLabels[network]).join(', ');
}

function LinksCell({provider}: {provider: Provider}): ReactNode {
  const links: ReactNode[] = [];
  if (provider.guide) {
    links.push(
      <li key="guide">
        <Link to={provider.guide}>
          <Translate id="providerTable.links.guide" description="Link to this site's guide for a provider">
            Guide on this site
          </Translate>
        </Link>
      </li>,
    );
  }
  if (provider.docs) {
    links.push(
      <li key="docs">
        <Link href={provider.docs}>
          <Translate id="providerTable.links.docs" description="Link to a provider's own documentation">
            Provider docs
          </Translate>
        </Link>
      </li>,
    );
  }
  if (links.length === 0) {
    return (
      <span className={styles.muted}>
        <Translate id="providerTable.links.none" description="Links cell of a provider with neither a guide nor docs">
          See the provider's site
        </Translate>
      </span>
    );
  }
  return <ul className={styles.links}>{links}</ul>;
}

export default function ProviderTable({category, caption, noFilters = false}: ProviderTableProps): ReactNode {
  const label = categoryLabel(category);
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
          aria-label={translate(
            {id: 'providerTable.filter.label', message: 'Filter {category}', description: 'Accessible name of the provider filter form; category is in lower case'},
            {category: label.toLowerCase()},
          )}
          onSubmit={(event) => event.preventDefault()}>
          <fieldset className={styles.fieldset} disabled={!isBrowser}>
            <div className={styles.field}>
              <label htmlFor={`${id}-network`}>
                <Translate id="providerTable.filter.network" description="Label of the network filter">
                  Network
                </Translate>
              </label>
              <select
                id={`${id}-network`}
                name="network"
                value={filter.network}
                onChange={(event) => setFilter({...filter, network: event.target.value})}>
                <option value="">{translate({id: 'providerTable.filter.anyNetwork', message: 'Any network', description: 'Network filter option that shows every network'})}</option>
                {ecosystemNetworks.map((network) => (
                  <option key={network} value={network}>
                    {networkLabels[network]}
                  </option>
                ))}
              </select>
            </div>
            {offers.length > 0 && (
              <div className={styles.field}>
                <label htmlFor={`${id}-offer`}>
                  <Translate id="providerTable.filter.offers" description="Label of the filter by what a provider offers">
                    Offers
                  </Translate>
                </label>
                <select
                  id={`${id}-offer`}
                  name="offer"
                  value={filter.offer}
                  onChange={(event) => setFilter({...filter, offer: event.target.value})}>
                  <option value="">{translate({id: 'providerTable.filter.anything', message: 'Anything', description: 'Offers filter option that shows every provider'})}</option>
                  {offers.map((offer) => (
                    <option key={offer} value={offer}>
                      {offerLabel(offer)}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <div className={styles.field}>
              <label htmlFor={`${id}-q`}>
                <Translate id="providerTable.filter.search" description="Label of the text filter of the provider table">
                  Name or feature
                </Translate>
              </label>
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
                <Translate id="providerTable.filter.clear" description="Button that clears the provider filters">
                  Clear filters
                </Translate>
              </button>
            )}
          </fieldset>
          <p className={styles.count} aria-live="polite">
            {rows.length === all.length
              ? translate({id: 'providerTable.count.all', message: '{total} providers', description: 'Number of providers in the table, unfiltered'}, {total: all.length})
              : translate(
                  {id: 'providerTable.count.filtered', message: '{shown} of {total} providers', description: 'Number of providers the filter shows, of all'},
                  {shown: rows.length, total: all.length},
                )}
          </p>
        </form>
      )}
      <table className={styles.table}>
        <caption>{caption ?? label}</caption>
        <thead>
          <tr>
            <th scope="col">
              <Translate id="providerTable.col.name">Name</Translate>
            </th>
            <th scope="col">
              <Translate id="providerTable.col.offers">What it offers on Celo</Translate>
            </th>
            <th scope="col">
              <Translate id="providerTable.col.networks">Networks</Translate>
            </th>
            {showGasColumn && (
              <th scope="col">
                <Translate id="providerTable.col.stablecoinGas" description="Column: whether the wallet can pay gas in stablecoins">
                  Gas in stablecoins
                </Translate>
              </th>
            )}
            <th scope="col">
              <Translate id="providerTable.col.links">Links</Translate>
            </th>
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
                  <ul className={styles.offers} aria-label={translate({id: 'providerTable.offersList', message: 'Offers', description: "Accessible name of a provider's list of offers"})}>
                    {provider.offers.map((offer) => (
                      <li key={offer}>{offerLabel(offer)}</li>
                    ))}
                  </ul>
                )}
              </td>
              <td>
                <NetworkCell provider={provider} />
              </td>
              {showGasColumn && (
                <td>
                  {provider.stablecoinGas === true ? (
                    translate({id: 'providerTable.stablecoinGas.yes', message: 'Yes'})
                  ) : provider.stablecoinGas === false ? (
                    translate({id: 'providerTable.stablecoinGas.no', message: 'No'})
                  ) : (
                    <span className={styles.muted}>{translate({id: 'providerTable.stablecoinGas.notStated', message: 'Not stated'})}</span>
                  )}
                </td>
              )}
              <td>
                <LinksCell provider={provider} />
              </td>
            </tr>
          ))}
          {rows.length === 0 && (
            <tr>
              <td colSpan={columnCount}>
                <Translate id="providerTable.empty" description="Shown when the filters leave no provider">
                  No provider matches these filters. Clear a filter to see more.
                </Translate>
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
