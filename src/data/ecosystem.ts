/**
 * The ecosystem directory: providers of oracles, indexers, RPC endpoints,
 * explorers, development environments, SDKs, bridges and wallets on Celo.
 *
 * Every record names its sources (`sources: Sources`, a non-empty list), so a
 * provider without a source does not compile. `networks` lists only the Celo
 * networks a source says the provider serves; an empty list means the sources
 * do not say, and pages tell the reader to check with the provider.
 *
 * To add a provider: append a record to `providers`, with `offers` from the
 * category's list in `offerLabels`, and run `npx vitest run tests/unit/ecosystem-data.test.ts`.
 */
import type {Sources} from './sources';

/** The Celo networks a provider can serve today. */
export type EcosystemNetwork = 'mainnet' | 'celoSepolia';

export const ecosystemNetworks = ['mainnet', 'celoSepolia'] as const satisfies readonly EcosystemNetwork[];

export const networkLabels: Record<EcosystemNetwork, string> = {
  mainnet: 'Celo Mainnet',
  celoSepolia: 'Celo Sepolia',
};

export type Category =
  | 'oracles'
  | 'indexers'
  | 'rpc'
  | 'explorers'
  | 'devEnvironments'
  | 'sdks'
  | 'bridges'
  | 'wallets';

export interface CategoryMeta {
  label: string;
  /** One sentence: what the category is for. */
  description: string;
  /** The docs page (site path, no trailing slash) that shows this category's table. */
  page: string;
}

export const categories: Record<Category, CategoryMeta> = {
  oracles: {
    label: 'Oracles',
    description: 'Services that publish off-chain data, such as prices and randomness, to contracts on Celo.',
    page: '/developer/oracles',
  },
  indexers: {
    label: 'Indexers and data APIs',
    description: 'Services that read Celo blocks and events once and answer queries about history fast.',
    page: '/developer/indexers',
  },
  rpc: {
    label: 'RPC providers',
    description: 'Hosted JSON-RPC endpoints for Celo, so you can read the chain and send transactions without running a node.',
    page: '/network/node/run-hosted-node',
  },
  explorers: {
    label: 'Explorers and analytics',
    description: 'Websites and APIs to look up transactions, addresses and contracts, and dashboards with chain metrics.',
    page: '/developer/explorers',
  },
  devEnvironments: {
    label: 'Development environments',
    description: 'Toolchains and platforms to compile, test, deploy and manage contracts on Celo.',
    page: '/developer/setup',
  },
  sdks: {
    label: 'SDKs and wallet kits',
    description: 'Libraries to read and write Celo from code, and kits that connect or embed wallets in your app.',
    page: '/developer/sdks',
  },
  bridges: {
    label: 'Bridges and cross-chain messaging',
    description: 'Apps and protocols that move tokens and messages between Celo and other chains.',
    page: '/developer/bridges',
  },
  wallets: {
    label: 'Wallets',
    description: 'Wallets that people use to hold CELO and stablecoins and to use apps on Celo.',
    page: '/wallet',
  },
};

export const categoryIds = Object.keys(categories) as Category[];

/** What a provider offers on Celo: the values the "offers" filter uses. */
export type Offer =
  // oracles
  | 'priceFeeds'
  | 'randomness'
  | 'customData'
  | 'rwaFeeds'
  // indexers
  | 'subgraphs'
  | 'indexingFramework'
  | 'dataApi'
  | 'streaming'
  | 'pipelines'
  // rpc
  | 'freeTier'
  | 'payAsYouGo'
  | 'publicEndpoint'
  | 'archive'
  | 'decentralizedRpc'
  | 'dedicatedNodes'
  // explorers
  | 'blockExplorer'
  | 'contractVerification'
  | 'dashboards'
  | 'metrics'
  // dev environments
  | 'solidityToolchain'
  | 'browserIde'
  | 'restApi'
  | 'deployTools'
  // sdks
  | 'chainLibrary'
  | 'walletConnection'
  | 'embeddedWallets'
  | 'smartAccounts'
  | 'uiComponents'
  // bridges
  | 'nativeBridge'
  | 'tokenBridge'
  | 'messaging'
  | 'swaps'
  // wallets
  | 'mobileWallet'
  | 'desktopWallet'
  | 'browserExtension'
  | 'hardwareWallet'
  | 'multisig'
  | 'miniApps';

export const offerLabels: Record<Offer, string> = {
  priceFeeds: 'Price feeds',
  randomness: 'Randomness',
  customData: 'Custom data from any API',
  rwaFeeds: 'Real-world asset data',
  subgraphs: 'Subgraphs (GraphQL)',
  indexingFramework: 'Indexing framework',
  dataApi: 'Ready-made data API',
  streaming: 'Real-time streams',
  pipelines: 'Pipelines to your database',
  freeTier: 'Free tier',
  payAsYouGo: 'Pay as you go',
  publicEndpoint: 'Public endpoint',
  archive: 'Archive data',
  decentralizedRpc: 'Decentralized network',
  dedicatedNodes: 'Dedicated nodes',
  blockExplorer: 'Block explorer',
  contractVerification: 'Contract verification',
  dashboards: 'Dashboards',
  metrics: 'Chain metrics',
  solidityToolchain: 'Solidity toolchain',
  browserIde: 'Browser IDE',
  restApi: 'REST API for contracts',
  deployTools: 'Deploy tools',
  chainLibrary: 'Chain library',
  walletConnection: 'Wallet connection',
  embeddedWallets: 'Embedded wallets',
  smartAccounts: 'Smart accounts',
  uiComponents: 'UI components',
  nativeBridge: 'Native bridge',
  tokenBridge: 'Token bridge',
  messaging: 'Cross-chain messaging',
  swaps: 'Cross-chain swaps',
  mobileWallet: 'Mobile wallet',
  desktopWallet: 'Desktop wallet',
  browserExtension: 'Browser extension',
  hardwareWallet: 'Hardware wallet',
  multisig: 'Multisig',
  miniApps: 'Mini Apps',
};

/** Which offers belong to which category: the filter shows only these. */
export const categoryOffers: Record<Category, readonly Offer[]> = {
  oracles: ['priceFeeds', 'randomness', 'customData', 'rwaFeeds'],
  indexers: ['subgraphs', 'indexingFramework', 'dataApi', 'streaming', 'pipelines', 'archive'],
  rpc: ['freeTier', 'payAsYouGo', 'publicEndpoint', 'archive', 'decentralizedRpc', 'dedicatedNodes', 'dataApi'],
  explorers: ['blockExplorer', 'contractVerification', 'dashboards', 'metrics'],
  devEnvironments: ['solidityToolchain', 'browserIde', 'restApi', 'deployTools'],
  sdks: ['chainLibrary', 'walletConnection', 'embeddedWallets', 'smartAccounts', 'uiComponents'],
  bridges: ['nativeBridge', 'tokenBridge', 'messaging', 'swaps'],
  wallets: ['mobileWallet', 'desktopWallet', 'browserExtension', 'hardwareWallet', 'multisig', 'miniApps'],
};

export interface Provider {
  name: string;
  category: Category;
  /** The provider's canonical page for Celo (https). */
  url: string;
  /** Celo networks a source says it serves; empty when the sources do not say. */
  networks: readonly EcosystemNetwork[];
  /** What it offers, from `categoryOffers[category]`. */
  offers: readonly Offer[];
  /** One sentence: what it does on Celo. */
  summary: string;
  /** The provider's own documentation (https), when it has a separate docs site. */
  docs?: string;
  /** A page on this site with steps for this provider (site path). */
  guide?: string;
  /**
   * Wallets only: true when a source says the wallet pays gas in stablecoins (fee abstraction),
   * false when a source says it does not; absent when no source says either.
   */
  stablecoinGas?: boolean;
  sources: Sources;
}

// Sources, each a file read on 2026-11-23.
const rpcList = 'celo-org/docs@e1a5a6a3d75f91d4f8e209e2bc8660879978e400:tooling/nodes/overview.mdx';
const fornoPage = 'celo-org/docs@0c3bacf309fd383dd51a3f5897294cb649d67c6c:tooling/nodes/forno.mdx';
const oracleList = 'celo-org/docs@03ce7589a5cac36367e72b752eab9a7d720535a0:tooling/oracles/index.mdx';
const oracleList2025 = 'celo-org/docs@4cf33ca6cc316b50f5a77151936761955bce94e2:docs/developer/oracles/index.md';
const chainlinkPage = 'celo-org/docs@3274d94d149b7c5483dd1a387bd7c72a7f65adfe:tooling/oracles/chainlink-oracles.mdx';
const redstonePage = 'celo-org/docs@dc2745498d6b2ed9c2cabcc6b908092175851df4:tooling/oracles/redstone.mdx';
const bandPage = 'celo-org/docs@dc2745498d6b2ed9c2cabcc6b908092175851df4:tooling/oracles/band-protocol.mdx';
const supraPage = 'celo-org/docs@12ed646646ab4ee82e088e836f5a85f1c1bfab7d:tooling/oracles/supra.mdx';
const quexPage = 'celo-org/docs@dc2745498d6b2ed9c2cabcc6b908092175851df4:tooling/oracles/quex-oracles.mdx';
const diaPage = 'celo-org/docs@10957be81f00ad90fc668eada0f6c8bc00861905:tooling/oracles/dia.mdx';
const witPage = 'celo-org/docs@dc2745498d6b2ed9c2cabcc6b908092175851df4:tooling/oracles/wit-oracle.mdx';
const indexerList = 'celo-org/docs@f06386522942be60d54bba0db3f43476f1238545:tooling/indexers/overview.mdx';
const graphPage = 'celo-org/docs@dc2745498d6b2ed9c2cabcc6b908092175851df4:tooling/indexers/the-graph.mdx';
const envioPage = 'celo-org/docs@dc2745498d6b2ed9c2cabcc6b908092175851df4:tooling/indexers/envio.mdx';
const subqueryPage = 'celo-org/docs@dc2745498d6b2ed9c2cabcc6b908092175851df4:tooling/indexers/subquery.mdx';
const goldrushPage = 'celo-org/docs@3274d94d149b7c5483dd1a387bd7c72a7f65adfe:tooling/indexers/goldrush.mdx';
const codexPage = 'celo-org/docs@26944a360c9e9445d3a28ae870ee7473814799d6:tooling/indexers/codex.mdx';
const indexingCoPage = 'celo-org/docs@10957be81f00ad90fc668eada0f6c8bc00861905:tooling/indexers/indexing-co.mdx';
const pinaxPage = 'celo-org/docs@a8a725f94e8496573d462d487d6ad91017150635:build/tools/indexers/pinax.mdx';
const explorerPage = 'celo-org/docs@1c0bafcc029b16e1b0cebfb7c75d3f454b5fa8f3:tooling/explorers/block-explorers.mdx';
const analyticsPage = 'celo-org/docs@dc2745498d6b2ed9c2cabcc6b908092175851df4:tooling/explorers/analytics.mdx';
const devEnvList = 'celo-org/docs@12ed646646ab4ee82e088e836f5a85f1c1bfab7d:tooling/dev-environments/index.mdx';
const foundryPage = 'celo-org/docs@dc2745498d6b2ed9c2cabcc6b908092175851df4:tooling/dev-environments/foundry.mdx';
const hardhatPage = 'celo-org/docs@f5e54939a74ba31f88b00328d95723ab829553dd:tooling/dev-environments/hardhat.mdx';
const remixPage = 'celo-org/docs@3b42227c77d78df07a84bda09c12d317ef2b2386:tooling/dev-environments/remix.mdx';
const multibaasPage = 'celo-org/docs@9acbede00c864fd38839af567b492e695196e572:tooling/dev-environments/multibaas/overview.mdx';
const sdkList = 'celo-org/docs@2332e67743c37b0ef2b54d782a03b1337249023e:tooling/libraries-sdks/celo-sdks.mdx';
const composerKitPage = 'celo-org/docs@dc2745498d6b2ed9c2cabcc6b908092175851df4:tooling/libraries-sdks/composer-kit.mdx';
const dynamicPage = 'celo-org/docs@53b7a402c9ab57865fdce05f30d0212826d7598b:tooling/libraries-sdks/dynamic/index.mdx';
const jawPage = 'celo-org/docs@31aab6372c8f42375465b534043b653af223a6ab:tooling/libraries-sdks/jaw/index.mdx';
const walletList = 'celo-org/docs@4a64d5e31e328b1623487b2b33ed06bb4fc7d3a7:tooling/wallets/index.mdx';
/** The wallet providers page after the restructure (read 2026-11-28): adds Openfort; Particle Network's page is gone (its path redirects to the SDK list, which does not name it). */
const walletList2026 = 'celo-org/docs@7b8f97c2fec13e0de78dacfd91bc3e367f92607c:build/tools/wallets/index.mdx';
const bridgeList = 'celo-org/docs@35844a39c1085d1d0248da40b159a4ac2c4acf1e:tooling/bridges/bridges.mdx';
const messagingList = 'celo-org/docs@35844a39c1085d1d0248da40b159a4ac2c4acf1e:tooling/bridges/cross-chain-messaging.mdx';
const minipayPage = 'celo-org/docs@d67fd65a6ba28f6a54cb43dd03310a68fc0c5356:build-on-celo/build-on-minipay/overview.mdx';
const graphRegistryMainnet = 'graphprotocol/networks-registry@042c486c902ae165c43ecc23cb3efad22693315f:registry/eip155/celo.json';
// Read on 2026-11-28.
const rpcList2026 = 'celo-org/docs@cdf5e7698211dede0c5bec8506e2fb579d3fec9e:build/tools/nodes/overview.mdx';
const envioPage2026 = 'celo-org/docs@cdf5e7698211dede0c5bec8506e2fb579d3fec9e:build/tools/indexers/envio.mdx';
const indexerList2026 = 'celo-org/docs@80009f2f1331e6bae3bf28a0fc48eb9f4138d54a:build/tools/indexers/overview.mdx';
const witPage2026 = 'celo-org/docs@a5fae26323a86f3d2fd83c73e865e5f4bc4cb0ca:build/tools/oracles/wit-oracle.mdx';
/** Witnet's deployment file (commit of 2026-03-19), with its `celo:mainnet` and `celo:sepolia` (chain 11142220) sections. */
const witnetAddresses = 'witnet/witnet-solidity-bridge@3de82c7d201abfdf06ae2e1a2c97a38ab1819ed9:migrations/addresses.json';
const portalPage = 'celo-org/docs@961edefd18767940ba067f1aa1a0d3ed47b9be86:build/tools/libraries-sdks/portal/index.mdx';
const portalChains = 'portal-hq/docs@52c9f6b937a4ad33f7cf340082863bf3d5462e00:resources/blockchain-support.md';
const userWallets = 'celo-org/docs@27616910173aff6753fc7a912739f39e2a04067f:learn/wallets.mdx';
const feeAbstractionGuide = 'celo-org/docs@67192e3928613dbc57eae2018d8c8b0eeef11f9b:build/fee-abstraction/overview.mdx';
const goldrushSdk = 'https://www.npmjs.com/package/@covalenthq/client-sdk/v/3.0.6';
const graphRegistrySepolia = 'graphprotocol/networks-registry@042c486c902ae165c43ecc23cb3efad22693315f:registry/eip155/celo-sepolia.json';

export const providers: readonly Provider[] = [
  // ---------------------------------------------------------------- oracles
  {
    name: 'Chainlink',
    category: 'oracles',
    url: 'https://docs.chain.link/data-feeds/price-feeds/addresses?network=celo',
    docs: 'https://docs.chain.link/data-feeds',
    networks: [],
    offers: ['priceFeeds'],
    summary: 'Decentralized price feeds that contracts read through the AggregatorV3Interface; its CCIP protocol also runs on Celo.',
    guide: '/developer/oracles/chainlink-oracles',
    sources: [oracleList, chainlinkPage],
  },
  {
    name: 'RedStone',
    category: 'oracles',
    url: 'https://app.redstone.finance/',
    docs: 'https://github.com/redstone-finance/redstone-oracles-monorepo',
    networks: [],
    offers: ['priceFeeds'],
    summary: 'Signed price data fetched on demand and delivered on chain, with more than a thousand feeds for tokens, stocks and commodities.',
    guide: '/developer/oracles/redstone',
    sources: [oracleList, redstonePage],
  },
  {
    name: 'Band',
    category: 'oracles',
    url: 'https://www.bandprotocol.com/',
    docs: 'https://docs.bandchain.org/',
    networks: ['mainnet', 'celoSepolia'],
    offers: ['priceFeeds'],
    summary: 'A reference data contract on Celo that returns base/quote rates, such as CELO/USD, scaled by 1e18.',
    guide: '/developer/oracles/band-protocol',
    sources: [oracleList, bandPage],
  },
  {
    name: 'Supra',
    category: 'oracles',
    url: 'https://supra.com',
    docs: 'https://docs.supra.com/oracles/overview',
    networks: [],
    offers: ['priceFeeds'],
    summary: 'Price feeds, including a pull oracle with sub-second responses, served from its own oracle chain for DEXes, lending and payments.',
    guide: '/developer/oracles/supra',
    sources: [oracleList, supraPage],
  },
  {
    name: 'Pyth Network',
    category: 'oracles',
    url: 'https://pyth.network/',
    networks: [],
    offers: ['priceFeeds', 'randomness'],
    summary: 'Price feeds and, through Pyth Entropy, random numbers for contracts on Celo.',
    sources: [oracleList, oracleList2025],
  },
  {
    name: 'Wit/Oracle (Witnet)',
    category: 'oracles',
    url: 'https://witnet.io/',
    docs: 'https://docs.witnet.io/',
    // Networks: Witnet's deployment file has celo:mainnet and celo:sepolia sections.
    networks: ['mainnet', 'celoSepolia'],
    offers: ['priceFeeds', 'randomness', 'customData'],
    summary: 'Price feeds through a single price router contract, on-chain randomness, and feeds you define yourself.',
    guide: '/developer/oracles/wit-oracle',
    sources: [oracleList, witPage, witPage2026, witnetAddresses],
  },
  {
    name: 'Quex',
    category: 'oracles',
    url: 'https://docs.quex.tech',
    networks: [],
    offers: ['customData'],
    summary: 'Verifiable calls to any HTTPS API, including private ones, with results proven by confidential computing.',
    guide: '/developer/oracles/quex-oracles',
    sources: [oracleList, quexPage],
  },
  {
    name: 'DIA',
    category: 'oracles',
    url: 'https://www.diadata.org',
    docs: 'https://www.diadata.org/docs/guides/chain-specific-guide/celo',
    networks: [],
    offers: ['priceFeeds', 'randomness', 'rwaFeeds'],
    summary: 'Token price feeds computed from primary-market trades, fundamental and real-world asset feeds, and randomness.',
    guide: '/developer/oracles/dia',
    sources: [oracleList, diaPage],
  },
  {
    name: 'SortedOracles',
    category: 'oracles',
    url: 'https://github.com/celo-org/celo-monorepo',
    networks: ['mainnet', 'celoSepolia'],
    offers: ['priceFeeds'],
    summary: 'The Celo core contract that stores the median exchange rate per feed, posted by authorized reporters and used by Mento.',
    guide: '/contracts/core-contracts',
    // Networks: SortedOracles is a core contract on both networks (src/data/contracts.ts, from the facts sheet).
    sources: [oracleList2025, oracleList, 'celo-org/docs@e1a5a6a3d75f91d4f8e209e2bc8660879978e400:tooling/contracts/core-contracts.mdx'],
  },

  // --------------------------------------------------------------- indexers
  {
    name: 'The Graph',
    category: 'indexers',
    url: 'https://thegraph.com/',
    docs: 'https://thegraph.com/docs/en/',
    // Networks: The Graph's networks registry lists Subgraph Studio and the gateway for both.
    networks: ['mainnet', 'celoSepolia'],
    offers: ['subgraphs'],
    summary: 'Subgraphs: event handlers you write and deploy through Subgraph Studio, queried over GraphQL on its decentralized network.',
    guide: '/developer/indexers/the-graph',
    sources: [indexerList, graphPage, graphRegistryMainnet, graphRegistrySepolia],
  },
  {
    name: 'Envio',
    category: 'indexers',
    url: 'https://envio.dev/',
    docs: 'https://docs.envio.dev/docs/overview',
    // Celo Sepolia: HyperIndex reads it through an RPC data source (no HyperSync there), per envioPage2026.
    networks: ['mainnet', 'celoSepolia'],
    offers: ['indexingFramework', 'dataApi'],
    summary: 'HyperIndex, an indexing framework with TypeScript handlers and a GraphQL API, fed by its HyperSync data layer on Celo Mainnet and by RPC on Celo Sepolia.',
    guide: '/developer/indexers/envio',
    sources: [indexerList, envioPage, envioPage2026],
  },
  {
    name: 'SubQuery',
    category: 'indexers',
    url: 'https://subquery.network/',
    docs: 'https://academy.subquery.network/',
    networks: ['mainnet'],
    offers: ['indexingFramework'],
    summary: 'An open-source indexer with a Celo Mainnet starter project, run yourself, on the SubQuery Network or by a hosting partner.',
    guide: '/developer/indexers/subquery',
    sources: [indexerList, subqueryPage],
  },
  {
    name: 'Goldsky',
    category: 'indexers',
    url: 'https://goldsky.com/',
    networks: [],
    offers: ['subgraphs', 'streaming', 'pipelines'],
    summary: 'Hosted subgraphs with custom endpoints, and Mirror to stream chain data into your own database or warehouse.',
    sources: [indexerList],
  },
  {
    name: 'GoldRush',
    category: 'indexers',
    url: 'https://goldrush.dev/docs/chains/celo',
    docs: 'https://goldrush.dev/docs/',
    // Networks: the SDK's chain names include celo-mainnet and no Celo testnet; its streaming chains do not include Celo.
    networks: ['mainnet'],
    offers: ['dataApi'],
    summary: 'Covalent\'s REST APIs for balances, transfers, holders, prices and logs on Celo Mainnet, with a TypeScript SDK.',
    guide: '/developer/indexers/goldrush',
    sources: [indexerList, indexerList2026, goldrushPage, goldrushSdk],
  },
  {
    name: 'Codex',
    category: 'indexers',
    url: 'https://www.codex.io/',
    docs: 'https://docs.codex.io/',
    networks: [],
    offers: ['dataApi', 'streaming'],
    summary: 'A GraphQL API with token prices, DEX trades, pools and wallet activity, plus WebSocket subscriptions and webhooks.',
    guide: '/developer/indexers/codex',
    sources: [codexPage, indexerList2026],
  },
  {
    name: 'Indexing Co',
    category: 'indexers',
    url: 'https://indexing.co',
    docs: 'https://docs.indexing.co',
    networks: ['mainnet'],
    offers: ['pipelines', 'streaming'],
    summary: 'Pipelines that filter Celo blocks, transform them with JavaScript and deliver them to Postgres, webhooks or Kafka, with backfills.',
    guide: '/developer/indexers/indexing-co',
    sources: [indexingCoPage, indexerList2026, 'indexing-co/docs@6cd4fa223d3d6f4ca1ccb3e197b616accbfba291:networks/celo.mdx'],
  },
  {
    name: 'Pinax',
    category: 'indexers',
    url: 'https://pinax.network/',
    docs: 'https://app.pinax.network/docs',
    networks: ['mainnet', 'celoSepolia'],
    offers: ['streaming', 'archive'],
    summary: 'Firehose block streams and Substreams on Celo Mainnet, and archive JSON-RPC on Mainnet and Celo Sepolia.',
    guide: '/developer/indexers/pinax',
    sources: [pinaxPage, graphRegistryMainnet],
  },
  {
    name: 'Chainbase',
    category: 'indexers',
    url: 'https://chainbase.com/',
    networks: [],
    offers: [],
    summary: 'A blockchain data network listed among Celo\'s indexers; the Celo documentation does not describe its Celo products, so check its site.',
    sources: [indexerList],
  },
  {
    name: 'Bitquery',
    category: 'indexers',
    url: 'https://bitquery.io/blockchains/celo-blockchain-api',
    networks: [],
    offers: ['dataApi'],
    summary: 'GraphQL APIs with historical and real-time Celo data: token transfers, balances and DEX trades.',
    sources: [indexerList],
  },
  {
    name: 'OnFinality Indexing',
    category: 'indexers',
    url: 'https://indexing.onfinality.io',
    networks: [],
    offers: ['subgraphs', 'indexingFramework'],
    summary: 'Managed hosting for SubQuery projects and subgraphs.',
    sources: [indexerList, subqueryPage],
  },

  // -------------------------------------------------------------------- rpc
  {
    name: 'Forno',
    category: 'rpc',
    url: 'https://forno.celo.org',
    networks: ['mainnet', 'celoSepolia'],
    offers: ['publicEndpoint', 'freeTier'],
    summary: 'The public, rate-limited HTTP and WebSocket endpoint run by cLabs; full nodes without historical state.',
    guide: '/network/node/forno',
    sources: [rpcList, fornoPage],
  },
  {
    name: 'Alchemy',
    category: 'rpc',
    url: 'https://docs.alchemy.com/reference/celo-chain-api-quickstart',
    networks: ['mainnet', 'celoSepolia'],
    offers: ['freeTier', 'dataApi'],
    summary: 'Hosted endpoints with a free tier, enhanced APIs and SDKs.',
    sources: [rpcList],
  },
  {
    name: 'Ankr',
    category: 'rpc',
    url: 'https://www.ankr.com/rpc/celo/',
    networks: ['mainnet', 'celoSepolia'],
    offers: ['publicEndpoint'],
    summary: 'A public RPC API layer with load-balanced access to its node clusters.',
    sources: [rpcList],
  },
  {
    name: 'dRPC',
    category: 'rpc',
    url: 'https://drpc.org/chainlist/celo-mainnet-rpc',
    docs: 'https://drpc.org/docs/celo-api',
    networks: ['mainnet', 'celoSepolia'],
    offers: ['freeTier', 'payAsYouGo'],
    summary: 'Load-balanced endpoints with a free tier and flat-rate, pay-as-you-go pricing payable in crypto.',
    sources: [rpcList],
  },
  {
    name: 'Infura',
    category: 'rpc',
    url: 'https://www.infura.io/networks/celo',
    docs: 'https://docs.metamask.io/services/reference/celo/',
    networks: ['mainnet'],
    offers: [],
    summary: 'Hosted endpoints from MetaMask\'s node infrastructure.',
    sources: [rpcList],
  },
  {
    name: 'QuickNode',
    category: 'rpc',
    url: 'https://www.quicknode.com/chains/celo',
    docs: 'https://www.quicknode.com/docs/celo',
    networks: ['mainnet'],
    offers: ['payAsYouGo'],
    summary: 'Endpoints with a dashboard, metrics, security controls and support, billed pay as you go.',
    sources: [rpcList],
  },
  {
    name: 'Tatum',
    category: 'rpc',
    url: 'https://tatum.io/chain/celo',
    docs: 'https://docs.tatum.io/reference/rpc-celo',
    networks: ['mainnet'],
    offers: ['dataApi'],
    summary: 'RPC nodes together with data APIs and an SDK.',
    sources: [rpcList],
  },
  {
    name: 'Chainstack',
    category: 'rpc',
    url: 'https://chainstack.com/build-better-with-celo/',
    docs: 'https://docs.chainstack.com/docs/celo-tooling',
    networks: ['mainnet'],
    offers: ['freeTier'],
    summary: 'Globally load-balanced nodes with a free developer plan and top-ups in crypto.',
    sources: [rpcList],
  },
  {
    name: 'All That Node',
    category: 'rpc',
    url: 'https://www.allthatnode.com/celo.dsrv',
    docs: 'https://docs.allthatnode.com/reference/quickstart-celo',
    networks: ['mainnet', 'celoSepolia'],
    offers: ['freeTier'],
    summary: 'Public and private endpoints, free up to 10,000 requests a day, and a Celo Sepolia faucet without sign-up.',
    sources: [rpcList],
  },
  {
    name: 'Dwellir',
    category: 'rpc',
    url: 'https://www.dwellir.com/networks/celo',
    networks: ['mainnet'],
    offers: [],
    summary: 'Scalable hosted RPC nodes.',
    sources: [rpcList],
  },
  {
    name: 'GetBlock',
    category: 'rpc',
    url: 'https://getblock.io/nodes/celo/',
    networks: ['mainnet', 'celoSepolia'],
    offers: ['dedicatedNodes'],
    summary: 'Shared and dedicated nodes deployed in New York, Singapore and Frankfurt.',
    sources: [rpcList],
  },
  {
    name: 'OnFinality',
    category: 'rpc',
    url: 'https://onfinality.io/networks/celo',
    networks: ['mainnet'],
    offers: [],
    summary: 'Hosted RPC endpoints.',
    sources: [rpcList],
  },
  {
    name: 'thirdweb',
    category: 'rpc',
    url: 'https://thirdweb.com/celo',
    networks: ['mainnet', 'celoSepolia'],
    offers: [],
    summary: 'RPC endpoints as part of its web3 development platform.',
    sources: [rpcList],
  },
  {
    name: 'Lava',
    category: 'rpc',
    url: 'https://docs.lavanet.xyz',
    networks: ['mainnet'],
    offers: ['decentralizedRpc'],
    summary: 'A multi-chain RPC provider with managed and decentralized options.',
    sources: [rpcList],
  },
  {
    name: 'Pocket Network',
    category: 'rpc',
    url: 'https://pocket.network/',
    docs: 'https://docs.pokt.network/reference/supported-chains#pokt-mainnet',
    networks: ['mainnet'],
    offers: [],
    summary: 'A network that serves standard RPC requests for many chains, Celo Mainnet among them.',
    sources: [rpcList],
  },
  {
    name: 'Celo Community RPC Gateway',
    category: 'rpc',
    url: 'https://celo-community.org/',
    networks: [],
    offers: ['publicEndpoint'],
    summary: 'A gateway to the community RPC nodes run by Celo validators; list them with celocli network:community-rpc-nodes.',
    sources: [rpcList],
  },
  {
    name: 'Stakely Celo RPC Load Balancer',
    category: 'rpc',
    url: 'https://celo-json-rpc.stakely.io',
    networks: [],
    offers: ['publicEndpoint'],
    summary: 'A load balancer in front of the Celo community RPC nodes.',
    sources: [rpcList],
  },
  {
    name: 'Vido Node Explorer',
    category: 'rpc',
    url: 'https://dev.vido.atalma.io/celo/rpc',
    networks: ['mainnet'],
    offers: [],
    summary: 'A directory of the Celo community RPC nodes run by former validators, to find one to use.',
    sources: [rpcList2026],
  },
  {
    name: 'NOWNodes',
    category: 'rpc',
    url: 'https://nownodes.io/nodes/celo-celo',
    networks: ['mainnet'],
    offers: [],
    summary: 'A managed RPC provider whose Celo Mainnet endpoints also answer debug methods.',
    sources: [rpcList2026],
  },
  {
    name: 'node101',
    category: 'rpc',
    url: 'https://node101.io/en/rpc/celo',
    // Networks: Celo Sepolia only on request, so it is not listed.
    networks: ['mainnet'],
    offers: ['dedicatedNodes'],
    summary: 'Paid JSON-RPC and managed dedicated nodes with monitoring and 24/7 support; archive nodes and Celo Sepolia RPC on request.',
    sources: [rpcList2026],
  },
  {
    name: 'PublicNode',
    category: 'rpc',
    url: 'https://celo.publicnode.com',
    docs: 'https://www.publicnode.com',
    networks: ['mainnet'],
    offers: ['publicEndpoint', 'freeTier'],
    summary: 'Free, privacy-first public RPC endpoints run by Allnodes.',
    sources: [rpcList2026],
  },
  {
    name: 'BoltRPC',
    category: 'rpc',
    url: 'https://boltrpc.io/networks/celo',
    networks: ['mainnet'],
    offers: [],
    summary: 'Paid HTTPS and WebSocket endpoints with debug methods from Matrixed.Link, with a 14-day trial; archive access on request for some plans.',
    sources: [rpcList2026],
  },

  // -------------------------------------------------------------- explorers
  {
    name: 'Blockscout',
    category: 'explorers',
    url: 'https://celo.blockscout.com/',
    networks: ['mainnet', 'celoSepolia'],
    offers: ['blockExplorer', 'contractVerification'],
    summary: 'Open-source explorer: search blocks, transactions and tokens, and verify, read and call contracts.',
    guide: '/developer/explorers/block-explorers',
    sources: [explorerPage],
  },
  {
    name: 'Celoscan',
    category: 'explorers',
    url: 'https://celoscan.io/',
    networks: ['mainnet', 'celoSepolia'],
    offers: ['blockExplorer', 'contractVerification'],
    summary: 'Etherscan-family explorer: search transactions and addresses, and verify, read and call contracts.',
    guide: '/developer/explorers/block-explorers',
    sources: [explorerPage],
  },
  {
    name: 'Dune',
    category: 'explorers',
    url: 'https://dune.com/blockchains/celo',
    docs: 'https://docs.dune.com/',
    networks: ['mainnet'],
    offers: ['dashboards'],
    summary: 'Dashboards about Celo: browse the community\'s or build your own.',
    guide: '/developer/explorers/analytics',
    sources: [analyticsPage],
  },
  {
    name: 'Token Terminal',
    category: 'explorers',
    url: 'https://tokenterminal.com/terminal/projects/celo',
    docs: 'https://docs.tokenterminal.com/',
    networks: ['mainnet'],
    offers: ['metrics'],
    summary: 'Industry metrics, filtered for Celo.',
    guide: '/developer/explorers/analytics',
    sources: [analyticsPage],
  },
  {
    name: 'Artemis',
    category: 'explorers',
    url: 'https://app.artemis.xyz/project/celo',
    docs: 'https://docs.artemis.xyz/',
    networks: ['mainnet'],
    offers: ['metrics'],
    summary: 'Industry metrics, filtered for Celo.',
    guide: '/developer/explorers/analytics',
    sources: [analyticsPage],
  },
  {
    name: 'dAppLooker',
    category: 'explorers',
    url: 'https://dapplooker.com/analytics/celo',
    docs: 'https://docs.dapplooker.com/',
    networks: ['mainnet'],
    offers: ['dashboards'],
    summary: 'Analytics and visualizations of applications on Celo.',
    guide: '/developer/explorers/analytics',
    sources: [analyticsPage],
  },
  {
    name: 'L2BEAT',
    category: 'explorers',
    url: 'https://l2beat.com/scaling/projects/celo',
    networks: ['mainnet'],
    offers: ['metrics'],
    summary: 'Analytics and research on Celo as an Ethereum L2.',
    guide: '/developer/explorers/analytics',
    sources: [analyticsPage],
  },
  {
    name: 'growthepie',
    category: 'explorers',
    url: 'https://www.growthepie.xyz/chains/celo',
    networks: ['mainnet'],
    offers: ['metrics'],
    summary: 'Ethereum ecosystem analytics and research, with a page for Celo.',
    guide: '/developer/explorers/analytics',
    sources: [analyticsPage],
  },
  {
    name: 'DefiLlama',
    category: 'explorers',
    url: 'https://defillama.com/chain/celo',
    networks: ['mainnet'],
    offers: ['metrics'],
    summary: 'Open DeFi analytics for Celo.',
    guide: '/developer/explorers/analytics',
    sources: [analyticsPage],
  },
  {
    name: 'Messari',
    category: 'explorers',
    url: 'https://messari.io/asset/celo',
    networks: [],
    offers: ['metrics'],
    summary: 'Market research and analytics on Celo.',
    guide: '/developer/explorers/analytics',
    sources: [analyticsPage],
  },

  // ------------------------------------------------------- dev environments
  {
    name: 'Foundry',
    category: 'devEnvironments',
    url: 'https://book.getfoundry.sh/',
    networks: ['mainnet', 'celoSepolia'],
    offers: ['solidityToolchain', 'deployTools'],
    summary: 'A Solidity-first toolchain: forge to build, test, deploy and verify, cast to call the chain.',
    guide: '/developer/deploy/foundry',
    sources: [foundryPage],
  },
  {
    name: 'Hardhat',
    category: 'devEnvironments',
    url: 'https://hardhat.org/',
    networks: ['mainnet', 'celoSepolia'],
    offers: ['solidityToolchain', 'deployTools'],
    summary: 'A TypeScript-first environment to compile, test, deploy and verify contracts, extended with plugins.',
    guide: '/developer/deploy/hardhat',
    sources: [devEnvList, hardhatPage],
  },
  {
    name: 'Remix',
    category: 'devEnvironments',
    url: 'https://remix.ethereum.org/',
    docs: 'https://remix-ide.readthedocs.io/en/latest/',
    networks: ['mainnet', 'celoSepolia'],
    offers: ['browserIde', 'deployTools'],
    summary: 'A browser IDE that compiles and deploys contracts through your browser wallet, with nothing to install.',
    guide: '/developer/deploy/remix',
    sources: [devEnvList, remixPage],
  },
  {
    name: 'thirdweb',
    category: 'devEnvironments',
    url: 'https://thirdweb.com/celo',
    docs: 'https://portal.thirdweb.com/',
    networks: ['mainnet', 'celoSepolia'],
    offers: ['deployTools'],
    summary: 'Prebuilt and custom contracts deployed from a dashboard or CLI, with SDKs to use them.',
    guide: '/build/build-with-thirdweb',
    sources: [devEnvList, rpcList],
  },
  {
    name: 'MultiBaas',
    category: 'devEnvironments',
    url: 'https://www.curvegrid.com/blockchain-platform',
    docs: 'https://docs.curvegrid.com/multibaas/',
    networks: ['mainnet', 'celoSepolia'],
    offers: ['restApi', 'deployTools'],
    summary: 'Curvegrid middleware that wraps your contracts in a REST API, with event indexing, webhooks and cloud signing.',
    sources: [multibaasPage],
  },

  // ------------------------------------------------------------------- sdks
  {
    name: 'viem',
    category: 'sdks',
    url: 'https://viem.sh',
    networks: ['mainnet', 'celoSepolia'],
    offers: ['chainLibrary'],
    summary: 'TypeScript client with built-in celo and celoSepolia chains and support for paying gas in stablecoins.',
    guide: '/developer/viem',
    // Fee currency: viem's celo chain ships Celo formatters and serializers (CIP-64 fee-currency transactions).
    sources: [sdkList, 'wevm/viem@028dbdfac8f1aea5198da1219e5f3f88991bf1c4:src/chains/definitions/celo.ts'],
  },
  {
    name: 'ethers',
    category: 'sdks',
    url: 'https://docs.ethers.org/v6/',
    networks: [],
    offers: ['chainLibrary'],
    summary: 'JavaScript library for reading, writing and deploying; it does not build fee-currency transactions.',
    guide: '/developer/ethers',
    sources: [sdkList, 'celo-org/docs@00604e21b1b32401d7197e91e933985e0d780215:build-on-celo/fee-abstraction/using-fee-abstraction.mdx'],
  },
  {
    name: 'thirdweb SDK',
    category: 'sdks',
    url: 'https://portal.thirdweb.com/',
    networks: [],
    offers: ['chainLibrary', 'walletConnection', 'embeddedWallets'],
    summary: 'SDK with a connect UI and self-custodial embedded wallets for onboarding users.',
    guide: '/build/build-with-thirdweb',
    sources: [sdkList, walletList],
  },
  {
    name: 'Composer Kit',
    category: 'sdks',
    url: 'https://www.composerkit.xyz/',
    docs: 'https://github.com/celo-org/composer-kit',
    networks: [],
    offers: ['uiComponents', 'walletConnection'],
    summary: 'React components made for Celo: wallet connection, balances, payments, swaps, NFTs and identity.',
    sources: [composerKitPage],
  },
  {
    name: 'RainbowKit',
    category: 'sdks',
    url: 'https://www.rainbowkit.com/',
    networks: [],
    offers: ['walletConnection'],
    summary: 'A wallet picker for React apps built on wagmi.',
    guide: '/developer/wallet-libraries',
    sources: [sdkList],
  },
  {
    name: 'Reown AppKit',
    category: 'sdks',
    url: 'https://reown.com/',
    networks: [],
    offers: ['walletConnection'],
    summary: 'The former WalletConnect Inc. toolkit that connects mobile and browser wallets to your app.',
    guide: '/developer/web3modal',
    sources: [sdkList, walletList],
  },
  {
    name: 'Dynamic',
    category: 'sdks',
    url: 'https://www.dynamic.xyz/',
    docs: 'https://docs.dynamic.xyz/introduction/welcome',
    networks: [],
    offers: ['walletConnection'],
    summary: 'An authentication SDK with Celo built in: multi-wallet login, linking and network switching.',
    guide: '/developer/dynamic',
    sources: [dynamicPage],
  },
  {
    name: 'Portal',
    category: 'sdks',
    url: 'https://portalhq.io/',
    docs: 'https://docs.portalhq.io/',
    // Networks: Portal's list names Celo Mainnet and the retired Alfajores testnet, not Celo Sepolia.
    networks: ['mainnet'],
    offers: ['embeddedWallets'],
    summary: 'Embedded MPC wallets with SDKs for iOS, Android, web, React Native and Flutter.',
    guide: '/developer/portal',
    sources: [sdkList, walletList, portalPage, portalChains],
  },
  {
    name: 'Privy',
    category: 'sdks',
    url: 'https://www.privy.io/',
    networks: [],
    offers: ['embeddedWallets'],
    summary: 'White-label embedded wallets and transaction signing behind one API.',
    sources: [walletList],
  },
  {
    name: 'JAW',
    category: 'sdks',
    url: 'https://jaw.id/',
    docs: 'https://docs.jaw.id/',
    networks: ['mainnet', 'celoSepolia'],
    offers: ['smartAccounts', 'walletConnection'],
    summary: 'Passkey-secured ERC-4337 smart accounts with sponsored gas, ENS names and delegated permissions.',
    guide: '/developer/jaw',
    sources: [jawPage, 'JustaName-id/jaw-mono@24910c40e89600788ccb39629e6ef1e5367a2d24:packages/core/src/account/smartAccount.ts'],
  },
  {
    name: 'Openfort',
    category: 'sdks',
    url: 'https://www.openfort.io/',
    docs: 'https://www.openfort.io/docs',
    networks: [],
    offers: ['embeddedWallets', 'smartAccounts'],
    summary: 'Embedded wallets your users hold themselves, with social sign-in; wallets your backend controls; smart accounts whose gas a paymaster can cover.',
    sources: [walletList2026],
  },
  {
    name: 'Alchemy Smart Wallets',
    category: 'sdks',
    url: 'https://www.alchemy.com/smart-wallets',
    networks: [],
    offers: ['smartAccounts', 'embeddedWallets'],
    summary: 'Smart wallets that onboard users without a seed phrase or gas.',
    sources: [walletList],
  },
  {
    name: 'Para',
    category: 'sdks',
    url: 'https://www.getpara.com/',
    docs: 'https://docs.getpara.com/welcome',
    networks: [],
    offers: ['embeddedWallets'],
    summary: 'A wallet and authentication suite for apps.',
    sources: [walletList],
  },
  {
    name: 'Zerion',
    category: 'sdks',
    url: 'https://zerion.io/',
    docs: 'https://developers.zerion.io/reference/getting-started',
    networks: [],
    offers: [],
    summary: 'Infrastructure and APIs for building web3 apps, wallets and protocols.',
    sources: [walletList],
  },
  {
    name: 'Blockradar',
    category: 'sdks',
    url: 'https://www.blockradar.co/',
    docs: 'https://docs.blockradar.co/introduction',
    networks: [],
    offers: ['embeddedWallets'],
    summary: 'Wallet infrastructure as a service for fintechs that move stablecoins.',
    sources: [walletList],
  },

  // ---------------------------------------------------------------- bridges
  {
    name: 'Superbridge',
    category: 'bridges',
    url: 'https://superbridge.app/celo',
    networks: ['mainnet', 'celoSepolia'],
    offers: ['nativeBridge', 'tokenBridge'],
    summary: 'A web app for the native OP Stack bridge between Ethereum and Celo.',
    sources: [bridgeList],
  },
  {
    name: 'Chainlink CCIP',
    category: 'bridges',
    url: 'https://chain.link/cross-chain',
    docs: 'https://docs.chain.link/ccip',
    networks: ['mainnet'],
    offers: ['messaging', 'tokenBridge'],
    summary: 'Messages, tokens, or both in one transaction between chains; Transporter is its app for token transfers.',
    guide: '/developer/bridges/cross-chain-messaging',
    sources: [messagingList, bridgeList],
  },
  {
    name: 'Hyperlane',
    category: 'bridges',
    url: 'https://www.hyperlane.xyz/',
    docs: 'https://docs.hyperlane.xyz/',
    networks: ['mainnet', 'celoSepolia'],
    offers: ['messaging', 'tokenBridge'],
    summary: 'Permissionless messaging between chains; Hyperlane Nexus is its bridge app.',
    guide: '/developer/bridges/cross-chain-messaging',
    sources: [messagingList, bridgeList],
  },
  {
    name: 'Wormhole',
    category: 'bridges',
    url: 'https://wormhole.com/',
    docs: 'https://wormhole.com/docs/',
    networks: ['mainnet'],
    offers: ['messaging', 'tokenBridge'],
    summary: 'Messages verified by a guardian network; Portal is its token bridge app.',
    guide: '/developer/bridges/cross-chain-messaging',
    sources: [messagingList, bridgeList],
  },
  {
    name: 'LayerZero',
    category: 'bridges',
    url: 'https://layerzero.network/',
    docs: 'https://docs.layerzero.network/v2',
    networks: ['mainnet'],
    offers: ['messaging'],
    summary: 'An omnichain messaging protocol for contracts that send data and tokens between chains.',
    guide: '/developer/bridges/cross-chain-messaging',
    sources: [messagingList],
  },
  {
    name: 'Axelar',
    category: 'bridges',
    url: 'https://axelar.network/',
    docs: 'https://docs.axelar.dev/',
    networks: ['mainnet'],
    offers: ['messaging', 'tokenBridge'],
    summary: 'A proof-of-stake network that routes messages and contract calls; Satellite is its bridge app.',
    guide: '/developer/bridges/cross-chain-messaging',
    sources: [messagingList, bridgeList],
  },
  {
    name: 'Squid Router',
    category: 'bridges',
    url: 'https://v2.app.squidrouter.com/',
    networks: ['mainnet'],
    offers: ['swaps'],
    summary: 'Cross-chain swaps routed over Axelar, with liquidity from several DEXes.',
    sources: [bridgeList],
  },
  {
    name: 'Layerswap',
    category: 'bridges',
    url: 'https://layerswap.io/app',
    networks: ['mainnet'],
    offers: ['tokenBridge'],
    summary: 'Transfers between many chains and directly to and from centralized exchanges.',
    sources: [bridgeList],
  },
  {
    name: 'Jumper Exchange',
    category: 'bridges',
    url: 'https://jumper.exchange/',
    networks: ['mainnet'],
    offers: ['swaps'],
    summary: 'A cross-chain swap and bridge interface.',
    sources: [bridgeList],
  },
  {
    name: 'Allbridge',
    category: 'bridges',
    url: 'https://app.allbridge.io/bridge?from=ETH&to=CELO&asset=ABR',
    networks: ['mainnet'],
    offers: ['tokenBridge'],
    summary: 'A bridge between EVM and non-EVM chains.',
    sources: [bridgeList],
  },
  {
    name: 'SmolRefuel',
    category: 'bridges',
    url: 'https://smolrefuel.com/?outboundChain=42220',
    networks: ['mainnet'],
    offers: ['tokenBridge'],
    summary: 'Small gas top-ups, so a wallet arriving on Celo has CELO for fees.',
    sources: [bridgeList],
  },

  // ---------------------------------------------------------------- wallets
  {
    name: 'MiniPay',
    category: 'wallets',
    url: 'https://www.opera.com/products/minipay',
    networks: ['mainnet'],
    offers: ['mobileWallet', 'miniApps'],
    summary: 'A non-custodial stablecoin wallet in Opera Mini and as an app for Android and iOS, with USDm, USDT and USDC and built-in Mini Apps.',
    guide: '/build/build-on-minipay/overview',
    // Fee abstraction: the Celo ethers page says apps opened in MiniPay or Valora must handle it.
    stablecoinGas: true,
    sources: [walletList, minipayPage, 'celo-org/docs@10957be81f00ad90fc668eada0f6c8bc00861905:tooling/libraries-sdks/ethers/index.mdx', userWallets, feeAbstractionGuide],
  },
  {
    name: 'Valora',
    category: 'wallets',
    url: 'https://valora.xyz/',
    networks: ['mainnet'],
    offers: ['mobileWallet'],
    summary: 'A non-custodial multichain mobile wallet with swaps, WalletConnect and payments to phone contacts.',
    stablecoinGas: true,
    sources: [walletList, userWallets, feeAbstractionGuide],
  },
  {
    name: 'Celo Terminal',
    category: 'wallets',
    url: 'https://celoterminal.com/',
    networks: ['mainnet'],
    offers: ['desktopWallet', 'hardwareWallet'],
    summary: 'A desktop wallet and app platform for macOS, Linux and Windows, with Ledger support.',
    sources: [walletList, userWallets],
  },
  {
    name: 'Safe',
    category: 'wallets',
    url: 'https://app.safe.global/welcome',
    docs: 'https://docs.safe.global/home/what-is-safe',
    networks: [],
    offers: ['multisig'],
    summary: 'A multisig smart account for teams and treasuries, in the browser and on iOS and Android.',
    sources: [walletList, userWallets],
  },
  {
    name: 'MetaMask',
    category: 'wallets',
    url: 'https://docs.metamask.io/',
    networks: ['mainnet', 'celoSepolia'],
    offers: ['browserExtension', 'mobileWallet'],
    summary: 'A browser extension and mobile wallet; add Celo as a network.',
    guide: '/wallet/metamask',
    // Fee abstraction: MetaMask drops feeCurrency and charges gas in CELO.
    stablecoinGas: false,
    sources: ['celo-org/docs@e74bc0d91982e462cecf1e189f1acd944a62cc07:tooling/wallets/metamask/setup.mdx', userWallets, feeAbstractionGuide],
  },
  {
    name: 'Coinbase Wallet',
    category: 'wallets',
    url: 'https://docs.cloud.coinbase.com/wallet-sdk/docs/switching-chains',
    networks: ['mainnet', 'celoSepolia'],
    offers: [],
    summary: 'The self-custody wallet from Coinbase; apps add Celo to it with wallet_addEthereumChain.',
    guide: '/wallet/coinbase-wallet',
    sources: ['celo-org/docs@ca4ffde102f00852bd1ba263787b1b7981066d89:tooling/wallets/coinbase-wallet.mdx'],
  },
  {
    name: 'Ledger',
    category: 'wallets',
    url: 'https://www.ledger.com/',
    networks: ['mainnet'],
    offers: ['hardwareWallet'],
    summary: 'A hardware wallet; Ledger Live holds CELO and Celo stablecoins, and its own send flow can pay gas in a fee currency you choose.',
    guide: '/wallet/ledger',
    // Fee abstraction: Ledger Live's send flow only, not apps reached through MetaMask.
    stablecoinGas: true,
    sources: [userWallets, feeAbstractionGuide],
  },
  {
    name: 'Rabby',
    category: 'wallets',
    url: 'https://rabby.io/',
    networks: ['mainnet'],
    offers: ['browserExtension', 'mobileWallet'],
    summary: 'An EVM wallet for the browser, iOS and Android that tracks a portfolio across EVM chains.',
    sources: [userWallets],
  },
  {
    name: 'Uniswap Wallet',
    category: 'wallets',
    url: 'https://wallet.uniswap.org/',
    networks: ['mainnet'],
    offers: ['mobileWallet', 'browserExtension'],
    summary: 'The self-custody wallet from Uniswap, for iOS, Android and Chrome.',
    sources: [userWallets],
  },
  {
    name: 'Trust Wallet',
    category: 'wallets',
    url: 'https://trustwallet.com/',
    networks: ['mainnet'],
    offers: ['mobileWallet', 'browserExtension'],
    summary: 'A self-custody wallet as a mobile app and as an extension for Chrome, Brave, Opera and Edge.',
    sources: [userWallets],
  },
  {
    name: 'Gem Wallet',
    category: 'wallets',
    url: 'https://gemwallet.com/',
    networks: ['mainnet'],
    offers: ['mobileWallet'],
    summary: 'An open-source mobile wallet that sends, receives, buys and swaps CELO and Celo stablecoins.',
    sources: [userWallets],
  },
  {
    name: 'OKX Wallet',
    category: 'wallets',
    url: 'https://web3.okx.com/',
    networks: ['mainnet'],
    offers: ['mobileWallet', 'browserExtension'],
    summary: 'A multichain wallet for mobile, browsers and Telegram with a built-in app browser and WalletConnect; no OKX exchange account needed.',
    sources: [userWallets],
  },
  {
    name: 'Zerion Wallet',
    category: 'wallets',
    url: 'https://zerion.io/',
    networks: ['mainnet'],
    offers: ['mobileWallet', 'browserExtension'],
    summary: 'A non-custodial wallet for DeFi and NFTs, in the browser and on iOS and Android.',
    sources: [userWallets],
  },
  {
    name: '1inch Wallet',
    category: 'wallets',
    url: 'https://1inch.com/wallet',
    networks: ['mainnet'],
    offers: ['mobileWallet'],
    summary: 'A mobile wallet for iOS and Android to check balances and place swap orders.',
    sources: [userWallets],
  },
  {
    name: 'Bridge Wallet',
    category: 'wallets',
    url: 'https://www.mtpelerin.com/bridge-wallet',
    networks: ['mainnet'],
    offers: ['mobileWallet'],
    summary: 'The mobile wallet from Mt Pelerin, for iOS and Android.',
    sources: [userWallets],
  },
];

/**
 * How a wallet handles Celo's fee currencies (CIP-64 transactions), for the wallets a source
 * describes. A wallet not listed here has not been confirmed either way.
 */
export interface WalletFeeCurrencySupport {
  /** The wallet's name as in `providers`. */
  wallet: string;
  /** Whether the wallet can pay gas in a fee currency. */
  paysInFeeCurrency: boolean;
  /** What happens, in one or two sentences. */
  behaviour: string;
  /** What an app's `feeCurrency` field does with this wallet. */
  appFeeCurrency: string;
  sources: Sources;
}

export const walletFeeCurrencySupport: readonly WalletFeeCurrencySupport[] = [
  {
    wallet: 'MiniPay',
    paysInFeeCurrency: true,
    behaviour: 'Pays gas in the stablecoin the user holds the most of.',
    appFeeCurrency: 'May be overridden by MiniPay.',
    sources: [feeAbstractionGuide, minipayPage],
  },
  {
    wallet: 'Valora',
    paysInFeeCurrency: true,
    behaviour: 'Builds the CIP-64 transaction itself: pays in CELO when the CELO balance covers the fee, otherwise in the fee currency the user holds the most of by value.',
    appFeeCurrency: 'Ignored; Valora chooses.',
    sources: [feeAbstractionGuide],
  },
  {
    wallet: 'Ledger',
    paysInFeeCurrency: true,
    behaviour: 'Ledger Live 4.8 or later: its own send flow lets the user choose the fee currency.',
    appFeeCurrency: 'Not applied: a Ledger used through MetaMask signs what MetaMask builds, without feeCurrency.',
    sources: [feeAbstractionGuide, userWallets],
  },
  {
    wallet: 'MetaMask',
    paysInFeeCurrency: false,
    behaviour: 'Keeps only the transaction fields it knows, so gas is charged in CELO.',
    appFeeCurrency: 'Dropped without an error; with no CELO the transaction fails as insufficient funds.',
    sources: [feeAbstractionGuide],
  },
];

/**
 * Service endpoints of indexers and data APIs that a source names, rendered on the provider pages
 * so a page never retypes them.
 */
export interface ProviderEndpoint {
  provider: string;
  /** What the endpoint serves, such as `Firehose` or `GraphQL (HTTPS)`. */
  service: string;
  /** The Celo network it serves; absent when the endpoint serves every network of the provider. */
  network?: EcosystemNetwork;
  endpoint: string;
  /** How a request authenticates. */
  auth: string;
  sources: Sources;
}

const indexingCoApi = 'indexing-co/docs@6cd4fa223d3d6f4ca1ccb3e197b616accbfba291:guide/openapi.json';

export const providerEndpoints: readonly ProviderEndpoint[] = [
  {provider: 'Pinax', service: 'Firehose', network: 'mainnet', endpoint: 'celo.firehose.pinax.network:443', auth: 'X-Api-Key header', sources: [pinaxPage, graphRegistryMainnet]},
  {provider: 'Pinax', service: 'Substreams', network: 'mainnet', endpoint: 'celo.substreams.pinax.network:443', auth: 'SUBSTREAMS_API_KEY', sources: [pinaxPage, graphRegistryMainnet]},
  {provider: 'Pinax', service: 'JSON-RPC (archive)', network: 'mainnet', endpoint: 'https://celo.rpc.pinax.network', auth: 'API key', sources: [pinaxPage, graphRegistryMainnet]},
  {provider: 'Pinax', service: 'JSON-RPC (archive)', network: 'celoSepolia', endpoint: 'https://celosepolia.rpc.pinax.network', auth: 'API key', sources: [pinaxPage]},
  {provider: 'Codex', service: 'GraphQL (HTTPS POST)', endpoint: 'https://graph.codex.io/graphql', auth: 'Authorization header with your API key', sources: [codexPage]},
  {provider: 'Codex', service: 'GraphQL subscriptions (WebSocket)', endpoint: 'wss://graph.codex.io/graphql', auth: 'API key', sources: [codexPage]},
  {provider: 'Indexing Co', service: 'Pipelines API', endpoint: 'https://app.indexing.co/dw', auth: 'X-API-KEY header', sources: [indexingCoPage, indexingCoApi]},
];

/** The endpoint of one provider service (and network), or an error naming what is missing. */
export function providerEndpoint(provider: string, service: string, network?: EcosystemNetwork): ProviderEndpoint {
  const found = providerEndpoints.find((e) => e.provider === provider && e.service === service && e.network === network);
  if (!found) {
    throw new Error(`No ${service} endpoint of ${provider}${network ? ` on ${network}` : ''} in src/data/ecosystem.ts`);
  }
  return found;
}

/** Providers of one category, in data order. */
export function providersIn(category: Category): readonly Provider[] {
  return providers.filter((provider) => provider.category === category);
}

/**
 * Where to find the current address of Band's reference data contract (StdReference) on Celo. The address is not
 * kept here: Celo's Band page withdrew the addresses it listed, because Band replaces the contract from time to
 * time and an old one returns stale rates; it sends readers to this page of Band's documentation instead.
 */
export const bandSupportedBlockchainsUrl = 'https://docs.bandchain.org/develop/supported-blockchains/'; // src: celo-org/docs@67192e3928613dbc57eae2018d8c8b0eeef11f9b:build/tools/oracles/band-protocol.mdx

/** Envio's HyperSync endpoint for Celo Mainnet, HyperIndex's default data source there (Celo Sepolia has none). */
export const envioHyperSyncMainnet = 'https://celo.hypersync.xyz'; // src: celo-org/docs@cdf5e7698211dede0c5bec8506e2fb579d3fec9e:build/tools/indexers/envio.mdx

/**
 * Oracle contracts that a source names, rendered on the oracle pages. Addresses
 * are EIP-55 checksummed; the unit test checks them. Band's is deliberately absent (see above).
 */
export interface OracleContract {
  provider: string;
  name: string;
  network: EcosystemNetwork;
  address: string;
  sources: Sources;
}

export const oracleContracts: readonly OracleContract[] = [
  // Witnet's price feeds contracts as its deployment file lists them at the pinned commit. The newest Celo
  // page (build/tools/oracles/wit-oracle.mdx) says to confirm them in Witnet's catalog, because Witnet
  // upgrades and rotates its contracts; the wit-oracle page says so beside them. The file's Celo entries for
  // the legacy price router (WitPriceFeedsLegacy) and WitRandomnessV2, printed by earlier Celo pages, are the
  // zero address, so they are not listed.
  {provider: 'Wit/Oracle (Witnet)', name: 'WitPriceFeedsV3Upgradable', network: 'mainnet', address: '0xD26c5C7e37FEa11f620aBdAD2dCE501dfc8291Ec', sources: [witnetAddresses]}, // src: witnetAddresses (celo:mainnet apps)
  {provider: 'Wit/Oracle (Witnet)', name: 'WitPriceFeedsLegacyUpgradableBypass', network: 'mainnet', address: '0x0F0aC64F47B1E9f13C907f82167452ec4B8AF5E9', sources: [witnetAddresses]}, // src: witnetAddresses (celo:mainnet apps)
  {provider: 'Wit/Oracle (Witnet)', name: 'WitPriceFeedsV3Upgradable', network: 'celoSepolia', address: '0x2e0CC2373f31D1C47D6871f6464A358451471927', sources: [witnetAddresses]}, // src: witnetAddresses (celo:sepolia apps)
  {provider: 'Wit/Oracle (Witnet)', name: 'WitPriceFeedsLegacyUpgradableBypass', network: 'celoSepolia', address: '0x0bb6C53c9Aa391B40Dbf373B1Cf957F60ADcC18C', sources: [witnetAddresses]}, // src: witnetAddresses (celo:sepolia apps)
];

export function oracleContract(provider: string, name: string, network: EcosystemNetwork): OracleContract {
  const found = oracleContracts.find((c) => c.provider === provider && c.name === name && c.network === network);
  if (!found) {
    throw new Error(`No oracle contract "${name}" of ${provider} on ${network} in src/data/ecosystem.ts`);
  }
  return found;
}
