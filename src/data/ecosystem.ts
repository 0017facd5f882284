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
import {localized} from '../i18n/locale';
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
    summary: localized('Decentralized price feeds that contracts read through the AggregatorV3Interface; its CCIP protocol also runs on Celo.', {es: 'Feeds de precios descentralizados que los contratos leen mediante AggregatorV3Interface; su protocolo CCIP también funciona en Celo.', 'pt-BR': 'Feeds de preços descentralizados que os contratos leem pela AggregatorV3Interface; o protocolo CCIP dele também funciona na Celo.'}),
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
    summary: localized('Signed price data fetched on demand and delivered on chain, with more than a thousand feeds for tokens, stocks and commodities.', {es: 'Datos de precios firmados que se obtienen a pedido y se entregan en la cadena, con más de mil feeds de tokens, acciones y materias primas.', 'pt-BR': 'Dados de preços assinados, obtidos sob demanda e entregues na cadeia, com mais de mil feeds de tokens, ações e commodities.'}),
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
    summary: localized('A reference data contract on Celo that returns base/quote rates, such as CELO/USD, scaled by 1e18.', {es: 'Un contrato de datos de referencia en Celo que devuelve tasas de pares base/cotización, como CELO/USD, escaladas por 1e18.', 'pt-BR': 'Um contrato de dados de referência na Celo que retorna taxas base/cotação, como CELO/USD, escaladas por 1e18.'}),
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
    summary: localized('Price feeds, including a pull oracle with sub-second responses, served from its own oracle chain for DEXes, lending and payments.', {es: 'Feeds de precios, incluido un oráculo de tipo pull con respuestas en menos de un segundo, servidos desde su propia cadena de oráculos para DEX, préstamos y pagos.', 'pt-BR': 'Feeds de preços, incluindo um oráculo do tipo pull com respostas em menos de um segundo, servidos pela própria cadeia de oráculos para DEXs, empréstimos e pagamentos.'}),
    guide: '/developer/oracles/supra',
    sources: [oracleList, supraPage],
  },
  {
    name: 'Pyth Network',
    category: 'oracles',
    url: 'https://pyth.network/',
    networks: [],
    offers: ['priceFeeds', 'randomness'],
    summary: localized('Price feeds and, through Pyth Entropy, random numbers for contracts on Celo.', {es: 'Feeds de precios y, mediante Pyth Entropy, números aleatorios para contratos en Celo.', 'pt-BR': 'Feeds de preços e, por meio do Pyth Entropy, números aleatórios para contratos na Celo.'}),
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
    summary: localized('Price feeds through a single price router contract, on-chain randomness, and feeds you define yourself.', {es: 'Feeds de precios mediante un único contrato enrutador de precios, aleatoriedad en la cadena y feeds que usted mismo define.', 'pt-BR': 'Feeds de preços por meio de um único contrato roteador de preços, aleatoriedade na cadeia e feeds que você mesmo define.'}),
    guide: '/developer/oracles/wit-oracle',
    sources: [oracleList, witPage, witPage2026, witnetAddresses],
  },
  {
    name: 'Quex',
    category: 'oracles',
    url: 'https://docs.quex.tech',
    networks: [],
    offers: ['customData'],
    summary: localized('Verifiable calls to any HTTPS API, including private ones, with results proven by confidential computing.', {es: 'Llamadas verificables a cualquier API HTTPS, incluidas las privadas, con resultados probados mediante computación confidencial.', 'pt-BR': 'Chamadas verificáveis a qualquer API HTTPS, inclusive privadas, com resultados comprovados por computação confidencial.'}),
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
    summary: localized('Token price feeds computed from primary-market trades, fundamental and real-world asset feeds, and randomness.', {es: 'Feeds de precios de tokens calculados a partir de operaciones del mercado primario, feeds de datos fundamentales y de activos del mundo real, y aleatoriedad.', 'pt-BR': 'Feeds de preços de tokens calculados a partir de negociações do mercado primário, feeds de dados fundamentais e de ativos do mundo real, e aleatoriedade.'}),
    guide: '/developer/oracles/dia',
    sources: [oracleList, diaPage],
  },
  {
    name: 'SortedOracles',
    category: 'oracles',
    url: 'https://github.com/celo-org/celo-monorepo',
    networks: ['mainnet', 'celoSepolia'],
    offers: ['priceFeeds'],
    summary: localized('The Celo core contract that stores the median exchange rate per feed, posted by authorized reporters and used by Mento.', {es: 'El contrato principal de Celo que guarda la tasa de cambio mediana de cada feed, publicada por informantes autorizados y usada por Mento.', 'pt-BR': 'O contrato principal da Celo que guarda a taxa de câmbio mediana de cada feed, publicada por informantes autorizados e usada pela Mento.'}),
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
    summary: localized('Subgraphs: event handlers you write and deploy through Subgraph Studio, queried over GraphQL on its decentralized network.', {es: 'Subgraphs: manejadores de eventos que usted escribe y despliega con Subgraph Studio, consultados por GraphQL en su red descentralizada.', 'pt-BR': 'Subgraphs: manipuladores de eventos que você escreve e implanta pelo Subgraph Studio, consultados via GraphQL na rede descentralizada dele.'}),
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
    summary: localized('HyperIndex, an indexing framework with TypeScript handlers and a GraphQL API, fed by its HyperSync data layer on Celo Mainnet and by RPC on Celo Sepolia.', {es: 'HyperIndex, un framework de indexación con manejadores en TypeScript y una API GraphQL, alimentado por su capa de datos HyperSync en Celo Mainnet y por RPC en Celo Sepolia.', 'pt-BR': 'HyperIndex, um framework de indexação com manipuladores em TypeScript e uma API GraphQL, alimentado pela camada de dados HyperSync na Celo Mainnet e por RPC na Celo Sepolia.'}),
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
    summary: localized('An open-source indexer with a Celo Mainnet starter project, run yourself, on the SubQuery Network or by a hosting partner.', {es: 'Un indexador de código abierto con un proyecto inicial para Celo Mainnet, que puede ejecutar usted mismo, en SubQuery Network o con un socio de alojamiento.', 'pt-BR': 'Um indexador de código aberto com um projeto inicial para a Celo Mainnet, que você pode executar por conta própria, na SubQuery Network ou com um parceiro de hospedagem.'}),
    guide: '/developer/indexers/subquery',
    sources: [indexerList, subqueryPage],
  },
  {
    name: 'Goldsky',
    category: 'indexers',
    url: 'https://goldsky.com/',
    networks: [],
    offers: ['subgraphs', 'streaming', 'pipelines'],
    summary: localized('Hosted subgraphs with custom endpoints, and Mirror to stream chain data into your own database or warehouse.', {es: 'Subgraphs alojados con endpoints personalizados, y Mirror para transmitir datos de la cadena a su propia base de datos o almacén de datos.', 'pt-BR': 'Subgraphs hospedados com endpoints personalizados, e o Mirror para transmitir dados da cadeia para o seu próprio banco de dados ou data warehouse.'}),
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
    summary: localized('Covalent\'s REST APIs for balances, transfers, holders, prices and logs on Celo Mainnet, with a TypeScript SDK.', {es: 'Las API REST de Covalent para saldos, transferencias, tenedores, precios y logs en Celo Mainnet, con un SDK de TypeScript.', 'pt-BR': 'As APIs REST da Covalent para saldos, transferências, detentores, preços e logs na Celo Mainnet, com um SDK em TypeScript.'}),
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
    summary: localized('A GraphQL API with token prices, DEX trades, pools and wallet activity, plus WebSocket subscriptions and webhooks.', {es: 'Una API GraphQL con precios de tokens, operaciones en DEX, pools y actividad de billeteras, además de suscripciones por WebSocket y webhooks.', 'pt-BR': 'Uma API GraphQL com preços de tokens, negociações em DEXs, pools e atividade de carteiras, além de assinaturas via WebSocket e webhooks.'}),
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
    summary: localized('Pipelines that filter Celo blocks, transform them with JavaScript and deliver them to Postgres, webhooks or Kafka, with backfills.', {es: 'Pipelines que filtran bloques de Celo, los transforman con JavaScript y los entregan a Postgres, webhooks o Kafka, con cargas de datos históricos.', 'pt-BR': 'Pipelines que filtram blocos da Celo, transformam-nos com JavaScript e os entregam ao Postgres, a webhooks ou ao Kafka, com cargas de dados históricos.'}),
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
    summary: localized('Firehose block streams and Substreams on Celo Mainnet, and archive JSON-RPC on Mainnet and Celo Sepolia.', {es: 'Flujos de bloques Firehose y Substreams en Celo Mainnet, y JSON-RPC de archivo en Mainnet y Celo Sepolia.', 'pt-BR': 'Streams de blocos Firehose e Substreams na Celo Mainnet, e JSON-RPC de arquivo na Mainnet e na Celo Sepolia.'}),
    guide: '/developer/indexers/pinax',
    sources: [pinaxPage, graphRegistryMainnet],
  },
  {
    name: 'Chainbase',
    category: 'indexers',
    url: 'https://chainbase.com/',
    networks: [],
    offers: [],
    summary: localized('A blockchain data network listed among Celo\'s indexers; the Celo documentation does not describe its Celo products, so check its site.', {es: 'Una red de datos de blockchain que figura entre los indexadores de Celo; la documentación de Celo no describe sus productos para Celo, así que consulte su sitio.', 'pt-BR': 'Uma rede de dados de blockchain listada entre os indexadores da Celo; a documentação da Celo não descreve os produtos dela para a Celo, então consulte o site.'}),
    sources: [indexerList],
  },
  {
    name: 'Bitquery',
    category: 'indexers',
    url: 'https://bitquery.io/blockchains/celo-blockchain-api',
    networks: [],
    offers: ['dataApi'],
    summary: localized('GraphQL APIs with historical and real-time Celo data: token transfers, balances and DEX trades.', {es: 'API GraphQL con datos históricos y en tiempo real de Celo: transferencias de tokens, saldos y operaciones en DEX.', 'pt-BR': 'APIs GraphQL com dados históricos e em tempo real da Celo: transferências de tokens, saldos e negociações em DEXs.'}),
    sources: [indexerList],
  },
  {
    name: 'OnFinality Indexing',
    category: 'indexers',
    url: 'https://indexing.onfinality.io',
    networks: [],
    offers: ['subgraphs', 'indexingFramework'],
    summary: localized('Managed hosting for SubQuery projects and subgraphs.', {es: 'Alojamiento administrado para proyectos de SubQuery y subgraphs.', 'pt-BR': 'Hospedagem gerenciada para projetos do SubQuery e subgraphs.'}),
    sources: [indexerList, subqueryPage],
  },

  // -------------------------------------------------------------------- rpc
  {
    name: 'Forno',
    category: 'rpc',
    url: 'https://forno.celo.org',
    networks: ['mainnet', 'celoSepolia'],
    offers: ['publicEndpoint', 'freeTier'],
    summary: localized('The public, rate-limited HTTP and WebSocket endpoint run by cLabs; full nodes without historical state.', {es: 'El endpoint público HTTP y WebSocket, con límite de solicitudes, que opera cLabs; nodos completos sin estado histórico.', 'pt-BR': 'O endpoint público HTTP e WebSocket, com limite de requisições, operado pela cLabs; nós completos sem estado histórico.'}),
    guide: '/network/node/forno',
    sources: [rpcList, fornoPage],
  },
  {
    name: 'Alchemy',
    category: 'rpc',
    url: 'https://docs.alchemy.com/reference/celo-chain-api-quickstart',
    networks: ['mainnet', 'celoSepolia'],
    offers: ['freeTier', 'dataApi'],
    summary: localized('Hosted endpoints with a free tier, enhanced APIs and SDKs.', {es: 'Endpoints alojados con plan gratuito, API mejoradas y SDK.', 'pt-BR': 'Endpoints hospedados com plano gratuito, APIs aprimoradas e SDKs.'}),
    sources: [rpcList],
  },
  {
    name: 'Ankr',
    category: 'rpc',
    url: 'https://www.ankr.com/rpc/celo/',
    networks: ['mainnet', 'celoSepolia'],
    offers: ['publicEndpoint'],
    summary: localized('A public RPC API layer with load-balanced access to its node clusters.', {es: 'Una capa pública de API RPC con acceso a sus clústeres de nodos con balanceo de carga.', 'pt-BR': 'Uma camada pública de API RPC com acesso balanceado aos clusters de nós dela.'}),
    sources: [rpcList],
  },
  {
    name: 'dRPC',
    category: 'rpc',
    url: 'https://drpc.org/chainlist/celo-mainnet-rpc',
    docs: 'https://drpc.org/docs/celo-api',
    networks: ['mainnet', 'celoSepolia'],
    offers: ['freeTier', 'payAsYouGo'],
    summary: localized('Load-balanced endpoints with a free tier and flat-rate, pay-as-you-go pricing payable in crypto.', {es: 'Endpoints con balanceo de carga, plan gratuito y precios de tarifa fija o de pago por uso, que se pueden pagar en cripto.', 'pt-BR': 'Endpoints balanceados com plano gratuito e preços de tarifa fixa ou de pagamento por uso, que podem ser pagos em cripto.'}),
    sources: [rpcList],
  },
  {
    name: 'Infura',
    category: 'rpc',
    url: 'https://www.infura.io/networks/celo',
    docs: 'https://docs.metamask.io/services/reference/celo/',
    networks: ['mainnet'],
    offers: [],
    summary: localized('Hosted endpoints from MetaMask\'s node infrastructure.', {es: 'Endpoints alojados en la infraestructura de nodos de MetaMask.', 'pt-BR': 'Endpoints hospedados na infraestrutura de nós da MetaMask.'}),
    sources: [rpcList],
  },
  {
    name: 'QuickNode',
    category: 'rpc',
    url: 'https://www.quicknode.com/chains/celo',
    docs: 'https://www.quicknode.com/docs/celo',
    networks: ['mainnet'],
    offers: ['payAsYouGo'],
    summary: localized('Endpoints with a dashboard, metrics, security controls and support, billed pay as you go.', {es: 'Endpoints con panel, métricas, controles de seguridad y soporte, con facturación de pago por uso.', 'pt-BR': 'Endpoints com painel, métricas, controles de segurança e suporte, com cobrança por uso.'}),
    sources: [rpcList],
  },
  {
    name: 'Tatum',
    category: 'rpc',
    url: 'https://tatum.io/chain/celo',
    docs: 'https://docs.tatum.io/reference/rpc-celo',
    networks: ['mainnet'],
    offers: ['dataApi'],
    summary: localized('RPC nodes together with data APIs and an SDK.', {es: 'Nodos RPC junto con API de datos y un SDK.', 'pt-BR': 'Nós RPC junto com APIs de dados e um SDK.'}),
    sources: [rpcList],
  },
  {
    name: 'Chainstack',
    category: 'rpc',
    url: 'https://chainstack.com/build-better-with-celo/',
    docs: 'https://docs.chainstack.com/docs/celo-tooling',
    networks: ['mainnet'],
    offers: ['freeTier'],
    summary: localized('Globally load-balanced nodes with a free developer plan and top-ups in crypto.', {es: 'Nodos con balanceo de carga global, un plan gratuito para desarrolladores y recargas en cripto.', 'pt-BR': 'Nós balanceados globalmente com um plano gratuito para desenvolvedores e recargas em cripto.'}),
    sources: [rpcList],
  },
  {
    name: 'All That Node',
    category: 'rpc',
    url: 'https://www.allthatnode.com/celo.dsrv',
    docs: 'https://docs.allthatnode.com/reference/quickstart-celo',
    networks: ['mainnet', 'celoSepolia'],
    offers: ['freeTier'],
    summary: localized('Public and private endpoints, free up to 10,000 requests a day, and a Celo Sepolia faucet without sign-up.', {es: 'Endpoints públicos y privados, gratis hasta 10.000 solicitudes por día, y un faucet de Celo Sepolia sin registro.', 'pt-BR': 'Endpoints públicos e privados, grátis até 10.000 requisições por dia, e um faucet da Celo Sepolia sem cadastro.'}),
    sources: [rpcList],
  },
  {
    name: 'Dwellir',
    category: 'rpc',
    url: 'https://www.dwellir.com/networks/celo',
    networks: ['mainnet'],
    offers: [],
    summary: localized('Scalable hosted RPC nodes.', {es: 'Nodos RPC alojados y escalables.', 'pt-BR': 'Nós RPC hospedados e escaláveis.'}),
    sources: [rpcList],
  },
  {
    name: 'GetBlock',
    category: 'rpc',
    url: 'https://getblock.io/nodes/celo/',
    networks: ['mainnet', 'celoSepolia'],
    offers: ['dedicatedNodes'],
    summary: localized('Shared and dedicated nodes deployed in New York, Singapore and Frankfurt.', {es: 'Nodos compartidos y dedicados desplegados en Nueva York, Singapur y Fráncfort.', 'pt-BR': 'Nós compartilhados e dedicados implantados em Nova York, Singapura e Frankfurt.'}),
    sources: [rpcList],
  },
  {
    name: 'OnFinality',
    category: 'rpc',
    url: 'https://onfinality.io/networks/celo',
    networks: ['mainnet'],
    offers: [],
    summary: localized('Hosted RPC endpoints.', {es: 'Endpoints RPC alojados.', 'pt-BR': 'Endpoints RPC hospedados.'}),
    sources: [rpcList],
  },
  {
    name: 'thirdweb',
    category: 'rpc',
    url: 'https://thirdweb.com/celo',
    networks: ['mainnet', 'celoSepolia'],
    offers: [],
    summary: localized('RPC endpoints as part of its web3 development platform.', {es: 'Endpoints RPC como parte de su plataforma de desarrollo web3.', 'pt-BR': 'Endpoints RPC como parte da plataforma de desenvolvimento web3 dela.'}),
    sources: [rpcList],
  },
  {
    name: 'Lava',
    category: 'rpc',
    url: 'https://docs.lavanet.xyz',
    networks: ['mainnet'],
    offers: ['decentralizedRpc'],
    summary: localized('A multi-chain RPC provider with managed and decentralized options.', {es: 'Un proveedor de RPC multicadena con opciones administradas y descentralizadas.', 'pt-BR': 'Um provedor de RPC multichain com opções gerenciadas e descentralizadas.'}),
    sources: [rpcList],
  },
  {
    name: 'Pocket Network',
    category: 'rpc',
    url: 'https://pocket.network/',
    docs: 'https://docs.pokt.network/reference/supported-chains#pokt-mainnet',
    networks: ['mainnet'],
    offers: [],
    summary: localized('A network that serves standard RPC requests for many chains, Celo Mainnet among them.', {es: 'Una red que atiende solicitudes RPC estándar de muchas cadenas, entre ellas Celo Mainnet.', 'pt-BR': 'Uma rede que atende requisições RPC padrão de muitas cadeias, entre elas a Celo Mainnet.'}),
    sources: [rpcList],
  },
  {
    name: 'Celo Community RPC Gateway',
    category: 'rpc',
    url: 'https://celo-community.org/',
    networks: [],
    offers: ['publicEndpoint'],
    summary: localized('A gateway to the community RPC nodes run by Celo validators; list them with celocli network:community-rpc-nodes.', {es: 'Una puerta de enlace a los nodos RPC comunitarios que operan los validadores de Celo; puede listarlos con celocli network:community-rpc-nodes.', 'pt-BR': 'Um gateway para os nós RPC comunitários operados pelos validadores da Celo; liste-os com celocli network:community-rpc-nodes.'}),
    sources: [rpcList],
  },
  {
    name: 'Stakely Celo RPC Load Balancer',
    category: 'rpc',
    url: 'https://celo-json-rpc.stakely.io',
    networks: [],
    offers: ['publicEndpoint'],
    summary: localized('A load balancer in front of the Celo community RPC nodes.', {es: 'Un balanceador de carga delante de los nodos RPC comunitarios de Celo.', 'pt-BR': 'Um balanceador de carga na frente dos nós RPC comunitários da Celo.'}),
    sources: [rpcList],
  },
  {
    name: 'Vido Node Explorer',
    category: 'rpc',
    url: 'https://dev.vido.atalma.io/celo/rpc',
    networks: ['mainnet'],
    offers: [],
    summary: localized('A directory of the Celo community RPC nodes run by former validators, to find one to use.', {es: 'Un directorio de los nodos RPC comunitarios de Celo que operan antiguos validadores, para encontrar uno que usar.', 'pt-BR': 'Um diretório dos nós RPC comunitários da Celo operados por ex-validadores, para encontrar um para usar.'}),
    sources: [rpcList2026],
  },
  {
    name: 'NOWNodes',
    category: 'rpc',
    url: 'https://nownodes.io/nodes/celo-celo',
    networks: ['mainnet'],
    offers: [],
    summary: localized('A managed RPC provider whose Celo Mainnet endpoints also answer debug methods.', {es: 'Un proveedor de RPC administrado cuyos endpoints de Celo Mainnet también responden métodos de depuración.', 'pt-BR': 'Um provedor de RPC gerenciado cujos endpoints da Celo Mainnet também respondem a métodos de depuração.'}),
    sources: [rpcList2026],
  },
  {
    name: 'node101',
    category: 'rpc',
    url: 'https://node101.io/en/rpc/celo',
    // Networks: Celo Sepolia only on request, so it is not listed.
    networks: ['mainnet'],
    offers: ['dedicatedNodes'],
    summary: localized('Paid JSON-RPC and managed dedicated nodes with monitoring and 24/7 support; archive nodes and Celo Sepolia RPC on request.', {es: 'JSON-RPC de pago y nodos dedicados administrados, con monitoreo y soporte 24/7; nodos de archivo y RPC de Celo Sepolia a pedido.', 'pt-BR': 'JSON-RPC pago e nós dedicados gerenciados, com monitoramento e suporte 24/7; nós de arquivo e RPC da Celo Sepolia sob solicitação.'}),
    sources: [rpcList2026],
  },
  {
    name: 'PublicNode',
    category: 'rpc',
    url: 'https://celo.publicnode.com',
    docs: 'https://www.publicnode.com',
    networks: ['mainnet'],
    offers: ['publicEndpoint', 'freeTier'],
    summary: localized('Free, privacy-first public RPC endpoints run by Allnodes.', {es: 'Endpoints RPC públicos y gratuitos, centrados en la privacidad, que opera Allnodes.', 'pt-BR': 'Endpoints RPC públicos e gratuitos, focados em privacidade, operados pela Allnodes.'}),
    sources: [rpcList2026],
  },
  {
    name: 'BoltRPC',
    category: 'rpc',
    url: 'https://boltrpc.io/networks/celo',
    networks: ['mainnet'],
    offers: [],
    summary: localized('Paid HTTPS and WebSocket endpoints with debug methods from Matrixed.Link, with a 14-day trial; archive access on request for some plans.', {es: 'Endpoints HTTPS y WebSocket de pago con métodos de depuración, de Matrixed.Link, con prueba de 14 días; acceso de archivo a pedido en algunos planes.', 'pt-BR': 'Endpoints HTTPS e WebSocket pagos com métodos de depuração, da Matrixed.Link, com teste de 14 dias; acesso de arquivo sob solicitação em alguns planos.'}),
    sources: [rpcList2026],
  },

  // -------------------------------------------------------------- explorers
  {
    name: 'Blockscout',
    category: 'explorers',
    url: 'https://celo.blockscout.com/',
    networks: ['mainnet', 'celoSepolia'],
    offers: ['blockExplorer', 'contractVerification'],
    summary: localized('Open-source explorer: search blocks, transactions and tokens, and verify, read and call contracts.', {es: 'Explorador de código abierto: busque bloques, transacciones y tokens, y verifique, lea y llame contratos.', 'pt-BR': 'Explorador de código aberto: pesquise blocos, transações e tokens, e verifique, leia e chame contratos.'}),
    guide: '/developer/explorers/block-explorers',
    sources: [explorerPage],
  },
  {
    name: 'Celoscan',
    category: 'explorers',
    url: 'https://celoscan.io/',
    networks: ['mainnet', 'celoSepolia'],
    offers: ['blockExplorer', 'contractVerification'],
    summary: localized('Etherscan-family explorer: search transactions and addresses, and verify, read and call contracts.', {es: 'Explorador de la familia Etherscan: busque transacciones y direcciones, y verifique, lea y llame contratos.', 'pt-BR': 'Explorador da família Etherscan: pesquise transações e endereços, e verifique, leia e chame contratos.'}),
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
    summary: localized('Dashboards about Celo: browse the community\'s or build your own.', {es: 'Paneles sobre Celo: explore los de la comunidad o cree los suyos.', 'pt-BR': 'Painéis sobre a Celo: explore os da comunidade ou crie os seus.'}),
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
    summary: localized('Industry metrics, filtered for Celo.', {es: 'Métricas del sector, filtradas para Celo.', 'pt-BR': 'Métricas do setor, filtradas para a Celo.'}),
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
    summary: localized('Industry metrics, filtered for Celo.', {es: 'Métricas del sector, filtradas para Celo.', 'pt-BR': 'Métricas do setor, filtradas para a Celo.'}),
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
    summary: localized('Analytics and visualizations of applications on Celo.', {es: 'Analítica y visualizaciones de las aplicaciones en Celo.', 'pt-BR': 'Análises e visualizações dos aplicativos na Celo.'}),
    guide: '/developer/explorers/analytics',
    sources: [analyticsPage],
  },
  {
    name: 'L2BEAT',
    category: 'explorers',
    url: 'https://l2beat.com/scaling/projects/celo',
    networks: ['mainnet'],
    offers: ['metrics'],
    summary: localized('Analytics and research on Celo as an Ethereum L2.', {es: 'Analítica e investigación sobre Celo como L2 de Ethereum.', 'pt-BR': 'Análises e pesquisas sobre a Celo como L2 do Ethereum.'}),
    guide: '/developer/explorers/analytics',
    sources: [analyticsPage],
  },
  {
    name: 'growthepie',
    category: 'explorers',
    url: 'https://www.growthepie.xyz/chains/celo',
    networks: ['mainnet'],
    offers: ['metrics'],
    summary: localized('Ethereum ecosystem analytics and research, with a page for Celo.', {es: 'Analítica e investigación del ecosistema de Ethereum, con una página para Celo.', 'pt-BR': 'Análises e pesquisas do ecossistema do Ethereum, com uma página para a Celo.'}),
    guide: '/developer/explorers/analytics',
    sources: [analyticsPage],
  },
  {
    name: 'DefiLlama',
    category: 'explorers',
    url: 'https://defillama.com/chain/celo',
    networks: ['mainnet'],
    offers: ['metrics'],
    summary: localized('Open DeFi analytics for Celo.', {es: 'Analítica abierta de DeFi para Celo.', 'pt-BR': 'Análises abertas de DeFi para a Celo.'}),
    guide: '/developer/explorers/analytics',
    sources: [analyticsPage],
  },
  {
    name: 'Messari',
    category: 'explorers',
    url: 'https://messari.io/asset/celo',
    networks: [],
    offers: ['metrics'],
    summary: localized('Market research and analytics on Celo.', {es: 'Investigación de mercado y analítica sobre Celo.', 'pt-BR': 'Pesquisa de mercado e análises sobre a Celo.'}),
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
    summary: localized('A Solidity-first toolchain: forge to build, test, deploy and verify, cast to call the chain.', {es: 'Un conjunto de herramientas centrado en Solidity: forge para compilar, probar, desplegar y verificar, y cast para llamar a la cadena.', 'pt-BR': 'Um conjunto de ferramentas focado em Solidity: forge para compilar, testar, implantar e verificar, e cast para chamar a cadeia.'}),
    guide: '/developer/deploy/foundry',
    sources: [foundryPage],
  },
  {
    name: 'Hardhat',
    category: 'devEnvironments',
    url: 'https://hardhat.org/',
    networks: ['mainnet', 'celoSepolia'],
    offers: ['solidityToolchain', 'deployTools'],
    summary: localized('A TypeScript-first environment to compile, test, deploy and verify contracts, extended with plugins.', {es: 'Un entorno centrado en TypeScript para compilar, probar, desplegar y verificar contratos, ampliable con plugins.', 'pt-BR': 'Um ambiente focado em TypeScript para compilar, testar, implantar e verificar contratos, extensível com plugins.'}),
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
    summary: localized('A browser IDE that compiles and deploys contracts through your browser wallet, with nothing to install.', {es: 'Un IDE en el navegador que compila y despliega contratos mediante la billetera de su navegador, sin nada que instalar.', 'pt-BR': 'Um IDE no navegador que compila e implanta contratos pela carteira do seu navegador, sem nada para instalar.'}),
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
    summary: localized('Prebuilt and custom contracts deployed from a dashboard or CLI, with SDKs to use them.', {es: 'Contratos prediseñados y personalizados que se despliegan desde un panel o la CLI, con SDK para usarlos.', 'pt-BR': 'Contratos prontos e personalizados implantados por um painel ou pela CLI, com SDKs para usá-los.'}),
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
    summary: localized('Curvegrid middleware that wraps your contracts in a REST API, with event indexing, webhooks and cloud signing.', {es: 'Middleware de Curvegrid que envuelve sus contratos en una API REST, con indexación de eventos, webhooks y firma en la nube.', 'pt-BR': 'Middleware da Curvegrid que envolve os seus contratos em uma API REST, com indexação de eventos, webhooks e assinatura na nuvem.'}),
    sources: [multibaasPage],
  },

  // ------------------------------------------------------------------- sdks
  {
    name: 'viem',
    category: 'sdks',
    url: 'https://viem.sh',
    networks: ['mainnet', 'celoSepolia'],
    offers: ['chainLibrary'],
    summary: localized('TypeScript client with built-in celo and celoSepolia chains and support for paying gas in stablecoins.', {es: 'Cliente de TypeScript con las cadenas celo y celoSepolia incluidas y soporte para pagar el gas con stablecoins.', 'pt-BR': 'Cliente TypeScript com as cadeias celo e celoSepolia incluídas e suporte para pagar o gas com stablecoins.'}),
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
    summary: localized('JavaScript library for reading, writing and deploying; it does not build fee-currency transactions.', {es: 'Biblioteca de JavaScript para leer, escribir y desplegar; no crea transacciones con moneda de comisión.', 'pt-BR': 'Biblioteca JavaScript para ler, escrever e implantar; não cria transações com moeda de taxa.'}),
    guide: '/developer/ethers',
    sources: [sdkList, 'celo-org/docs@00604e21b1b32401d7197e91e933985e0d780215:build-on-celo/fee-abstraction/using-fee-abstraction.mdx'],
  },
  {
    name: 'thirdweb SDK',
    category: 'sdks',
    url: 'https://portal.thirdweb.com/',
    networks: [],
    offers: ['chainLibrary', 'walletConnection', 'embeddedWallets'],
    summary: localized('SDK with a connect UI and self-custodial embedded wallets for onboarding users.', {es: 'SDK con una interfaz de conexión y billeteras integradas de autocustodia para incorporar usuarios.', 'pt-BR': 'SDK com uma interface de conexão e carteiras integradas de autocustódia para integrar usuários.'}),
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
    summary: localized('React components made for Celo: wallet connection, balances, payments, swaps, NFTs and identity.', {es: 'Componentes de React hechos para Celo: conexión de billeteras, saldos, pagos, intercambios, NFT e identidad.', 'pt-BR': 'Componentes React feitos para a Celo: conexão de carteiras, saldos, pagamentos, swaps, NFTs e identidade.'}),
    sources: [composerKitPage],
  },
  {
    name: 'RainbowKit',
    category: 'sdks',
    url: 'https://www.rainbowkit.com/',
    networks: [],
    offers: ['walletConnection'],
    summary: localized('A wallet picker for React apps built on wagmi.', {es: 'Un selector de billeteras para aplicaciones de React basado en wagmi.', 'pt-BR': 'Um seletor de carteiras para aplicativos React baseado no wagmi.'}),
    guide: '/developer/wallet-libraries',
    sources: [sdkList],
  },
  {
    name: 'Reown AppKit',
    category: 'sdks',
    url: 'https://reown.com/',
    networks: [],
    offers: ['walletConnection'],
    summary: localized('The former WalletConnect Inc. toolkit that connects mobile and browser wallets to your app.', {es: 'El conjunto de herramientas de la antigua WalletConnect Inc. que conecta billeteras móviles y de navegador con su aplicación.', 'pt-BR': 'O kit de ferramentas da antiga WalletConnect Inc. que conecta carteiras móveis e de navegador ao seu aplicativo.'}),
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
    summary: localized('An authentication SDK with Celo built in: multi-wallet login, linking and network switching.', {es: 'Un SDK de autenticación con Celo incluido: inicio de sesión con varias billeteras, vinculación y cambio de red.', 'pt-BR': 'Um SDK de autenticação com a Celo incluído: login com várias carteiras, vinculação e troca de rede.'}),
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
    summary: localized('Embedded MPC wallets with SDKs for iOS, Android, web, React Native and Flutter.', {es: 'Billeteras MPC integradas con SDK para iOS, Android, web, React Native y Flutter.', 'pt-BR': 'Carteiras MPC integradas com SDKs para iOS, Android, web, React Native e Flutter.'}),
    guide: '/developer/portal',
    sources: [sdkList, walletList, portalPage, portalChains],
  },
  {
    name: 'Privy',
    category: 'sdks',
    url: 'https://www.privy.io/',
    networks: [],
    offers: ['embeddedWallets'],
    summary: localized('White-label embedded wallets and transaction signing behind one API.', {es: 'Billeteras integradas de marca blanca y firma de transacciones detrás de una sola API.', 'pt-BR': 'Carteiras integradas white-label e assinatura de transações por trás de uma única API.'}),
    sources: [walletList],
  },
  {
    name: 'JAW',
    category: 'sdks',
    url: 'https://jaw.id/',
    docs: 'https://docs.jaw.id/',
    networks: ['mainnet', 'celoSepolia'],
    offers: ['smartAccounts', 'walletConnection'],
    summary: localized('Passkey-secured ERC-4337 smart accounts with sponsored gas, ENS names and delegated permissions.', {es: 'Cuentas inteligentes ERC-4337 protegidas con passkeys, con gas patrocinado, nombres ENS y permisos delegados.', 'pt-BR': 'Contas inteligentes ERC-4337 protegidas por passkeys, com gas patrocinado, nomes ENS e permissões delegadas.'}),
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
    summary: localized('Embedded wallets your users hold themselves, with social sign-in; wallets your backend controls; smart accounts whose gas a paymaster can cover.', {es: 'Billeteras integradas que sus usuarios custodian, con inicio de sesión social; billeteras que controla su backend; cuentas inteligentes cuyo gas puede cubrir un paymaster.', 'pt-BR': 'Carteiras integradas custodiadas pelos próprios usuários, com login social; carteiras controladas pelo seu backend; contas inteligentes cujo gas um paymaster pode cobrir.'}),
    sources: [walletList2026],
  },
  {
    name: 'Alchemy Smart Wallets',
    category: 'sdks',
    url: 'https://www.alchemy.com/smart-wallets',
    networks: [],
    offers: ['smartAccounts', 'embeddedWallets'],
    summary: localized('Smart wallets that onboard users without a seed phrase or gas.', {es: 'Billeteras inteligentes que incorporan usuarios sin frase semilla ni gas.', 'pt-BR': 'Carteiras inteligentes que integram usuários sem frase semente nem gas.'}),
    sources: [walletList],
  },
  {
    name: 'Para',
    category: 'sdks',
    url: 'https://www.getpara.com/',
    docs: 'https://docs.getpara.com/welcome',
    networks: [],
    offers: ['embeddedWallets'],
    summary: localized('A wallet and authentication suite for apps.', {es: 'Un conjunto de billetera y autenticación para aplicaciones.', 'pt-BR': 'Um conjunto de carteira e autenticação para aplicativos.'}),
    sources: [walletList],
  },
  {
    name: 'Zerion',
    category: 'sdks',
    url: 'https://zerion.io/',
    docs: 'https://developers.zerion.io/reference/getting-started',
    networks: [],
    offers: [],
    summary: localized('Infrastructure and APIs for building web3 apps, wallets and protocols.', {es: 'Infraestructura y API para crear aplicaciones, billeteras y protocolos web3.', 'pt-BR': 'Infraestrutura e APIs para criar aplicativos, carteiras e protocolos web3.'}),
    sources: [walletList],
  },
  {
    name: 'Blockradar',
    category: 'sdks',
    url: 'https://www.blockradar.co/',
    docs: 'https://docs.blockradar.co/introduction',
    networks: [],
    offers: ['embeddedWallets'],
    summary: localized('Wallet infrastructure as a service for fintechs that move stablecoins.', {es: 'Infraestructura de billeteras como servicio para fintechs que mueven stablecoins.', 'pt-BR': 'Infraestrutura de carteiras como serviço para fintechs que movimentam stablecoins.'}),
    sources: [walletList],
  },

  // ---------------------------------------------------------------- bridges
  {
    name: 'Superbridge',
    category: 'bridges',
    url: 'https://superbridge.app/celo',
    networks: ['mainnet', 'celoSepolia'],
    offers: ['nativeBridge', 'tokenBridge'],
    summary: localized('A web app for the native OP Stack bridge between Ethereum and Celo.', {es: 'Una aplicación web para el puente nativo del OP Stack entre Ethereum y Celo.', 'pt-BR': 'Um aplicativo web para a ponte nativa do OP Stack entre o Ethereum e a Celo.'}),
    sources: [bridgeList],
  },
  {
    name: 'Chainlink CCIP',
    category: 'bridges',
    url: 'https://chain.link/cross-chain',
    docs: 'https://docs.chain.link/ccip',
    networks: ['mainnet'],
    offers: ['messaging', 'tokenBridge'],
    summary: localized('Messages, tokens, or both in one transaction between chains; Transporter is its app for token transfers.', {es: 'Mensajes, tokens o ambos en una sola transacción entre cadenas; Transporter es su aplicación para transferir tokens.', 'pt-BR': 'Mensagens, tokens ou ambos em uma única transação entre cadeias; o Transporter é o aplicativo dele para transferir tokens.'}),
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
    summary: localized('Permissionless messaging between chains; Hyperlane Nexus is its bridge app.', {es: 'Mensajería sin permisos entre cadenas; Hyperlane Nexus es su aplicación de puente.', 'pt-BR': 'Mensagens sem permissão entre cadeias; o Hyperlane Nexus é o aplicativo de ponte dele.'}),
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
    summary: localized('Messages verified by a guardian network; Portal is its token bridge app.', {es: 'Mensajes verificados por una red de guardianes; Portal es su aplicación de puente de tokens.', 'pt-BR': 'Mensagens verificadas por uma rede de guardiões; o Portal é o aplicativo de ponte de tokens dele.'}),
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
    summary: localized('An omnichain messaging protocol for contracts that send data and tokens between chains.', {es: 'Un protocolo de mensajería omnichain para contratos que envían datos y tokens entre cadenas.', 'pt-BR': 'Um protocolo de mensagens omnichain para contratos que enviam dados e tokens entre cadeias.'}),
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
    summary: localized('A proof-of-stake network that routes messages and contract calls; Satellite is its bridge app.', {es: 'Una red basada en prueba de participación que enruta mensajes y llamadas a contratos; Satellite es su aplicación de puente.', 'pt-BR': 'Uma rede de prova de participação que roteia mensagens e chamadas de contratos; o Satellite é o aplicativo de ponte dela.'}),
    guide: '/developer/bridges/cross-chain-messaging',
    sources: [messagingList, bridgeList],
  },
  {
    name: 'Squid Router',
    category: 'bridges',
    url: 'https://v2.app.squidrouter.com/',
    networks: ['mainnet'],
    offers: ['swaps'],
    summary: localized('Cross-chain swaps routed over Axelar, with liquidity from several DEXes.', {es: 'Intercambios entre cadenas enrutados por Axelar, con liquidez de varios DEX.', 'pt-BR': 'Swaps entre cadeias roteados pelo Axelar, com liquidez de vários DEXs.'}),
    sources: [bridgeList],
  },
  {
    name: 'Layerswap',
    category: 'bridges',
    url: 'https://layerswap.io/app',
    networks: ['mainnet'],
    offers: ['tokenBridge'],
    summary: localized('Transfers between many chains and directly to and from centralized exchanges.', {es: 'Transferencias entre muchas cadenas y directamente desde y hacia exchanges centralizados.', 'pt-BR': 'Transferências entre muitas cadeias e diretamente de e para exchanges centralizadas.'}),
    sources: [bridgeList],
  },
  {
    name: 'Jumper Exchange',
    category: 'bridges',
    url: 'https://jumper.exchange/',
    networks: ['mainnet'],
    offers: ['swaps'],
    summary: localized('A cross-chain swap and bridge interface.', {es: 'Una interfaz de intercambio y puente entre cadenas.', 'pt-BR': 'Uma interface de swap e ponte entre cadeias.'}),
    sources: [bridgeList],
  },
  {
    name: 'Allbridge',
    category: 'bridges',
    url: 'https://app.allbridge.io/bridge?from=ETH&to=CELO&asset=ABR',
    networks: ['mainnet'],
    offers: ['tokenBridge'],
    summary: localized('A bridge between EVM and non-EVM chains.', {es: 'Un puente entre cadenas EVM y no EVM.', 'pt-BR': 'Uma ponte entre cadeias EVM e não EVM.'}),
    sources: [bridgeList],
  },
  {
    name: 'SmolRefuel',
    category: 'bridges',
    url: 'https://smolrefuel.com/?outboundChain=42220',
    networks: ['mainnet'],
    offers: ['tokenBridge'],
    summary: localized('Small gas top-ups, so a wallet arriving on Celo has CELO for fees.', {es: 'Pequeñas recargas de gas, para que una billetera que llega a Celo tenga CELO para las comisiones.', 'pt-BR': 'Pequenas recargas de gas, para que uma carteira que chega à Celo tenha CELO para as taxas.'}),
    sources: [bridgeList],
  },

  // ---------------------------------------------------------------- wallets
  {
    name: 'MiniPay',
    category: 'wallets',
    url: 'https://www.opera.com/products/minipay',
    networks: ['mainnet'],
    offers: ['mobileWallet', 'miniApps'],
    summary: localized('A non-custodial stablecoin wallet in Opera Mini and as an app for Android and iOS, with USDm, USDT and USDC and built-in Mini Apps.', {es: 'Una billetera de stablecoins sin custodia en Opera Mini y como aplicación para Android e iOS, con USDm, USDT y USDC y Mini Apps incluidas.', 'pt-BR': 'Uma carteira de stablecoins sem custódia no Opera Mini e como aplicativo para Android e iOS, com USDm, USDT e USDC e Mini Apps integrados.'}),
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
    summary: localized('A non-custodial multichain mobile wallet with swaps, WalletConnect and payments to phone contacts.', {es: 'Una billetera móvil multicadena sin custodia con intercambios, WalletConnect y pagos a contactos del teléfono.', 'pt-BR': 'Uma carteira móvel multichain sem custódia com swaps, WalletConnect e pagamentos para contatos do telefone.'}),
    stablecoinGas: true,
    sources: [walletList, userWallets, feeAbstractionGuide],
  },
  {
    name: 'Celo Terminal',
    category: 'wallets',
    url: 'https://celoterminal.com/',
    networks: ['mainnet'],
    offers: ['desktopWallet', 'hardwareWallet'],
    summary: localized('A desktop wallet and app platform for macOS, Linux and Windows, with Ledger support.', {es: 'Una billetera de escritorio y plataforma de aplicaciones para macOS, Linux y Windows, compatible con Ledger.', 'pt-BR': 'Uma carteira para desktop e plataforma de aplicativos para macOS, Linux e Windows, com suporte à Ledger.'}),
    sources: [walletList, userWallets],
  },
  {
    name: 'Safe',
    category: 'wallets',
    url: 'https://app.safe.global/welcome',
    docs: 'https://docs.safe.global/home/what-is-safe',
    networks: [],
    offers: ['multisig'],
    summary: localized('A multisig smart account for teams and treasuries, in the browser and on iOS and Android.', {es: 'Una cuenta inteligente multifirma para equipos y tesorerías, en el navegador y en iOS y Android.', 'pt-BR': 'Uma conta inteligente multisig para equipes e tesourarias, no navegador e no iOS e Android.'}),
    sources: [walletList, userWallets],
  },
  {
    name: 'MetaMask',
    category: 'wallets',
    url: 'https://docs.metamask.io/',
    networks: ['mainnet', 'celoSepolia'],
    offers: ['browserExtension', 'mobileWallet'],
    summary: localized('A browser extension and mobile wallet; add Celo as a network.', {es: 'Una extensión del navegador y billetera móvil; agregue Celo como red.', 'pt-BR': 'Uma extensão de navegador e carteira móvel; adicione a Celo como rede.'}),
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
    summary: localized('The self-custody wallet from Coinbase; apps add Celo to it with wallet_addEthereumChain.', {es: 'La billetera de autocustodia de Coinbase; las aplicaciones le agregan Celo con wallet_addEthereumChain.', 'pt-BR': 'A carteira de autocustódia da Coinbase; os aplicativos adicionam a Celo a ela com wallet_addEthereumChain.'}),
    guide: '/wallet/coinbase-wallet',
    sources: ['celo-org/docs@ca4ffde102f00852bd1ba263787b1b7981066d89:tooling/wallets/coinbase-wallet.mdx'],
  },
  {
    name: 'Ledger',
    category: 'wallets',
    url: 'https://www.ledger.com/',
    networks: ['mainnet'],
    offers: ['hardwareWallet'],
    summary: localized('A hardware wallet; Ledger Live holds CELO and Celo stablecoins, and its own send flow can pay gas in a fee currency you choose.', {es: 'Una billetera de hardware; Ledger Live guarda CELO y las stablecoins de Celo, y su propio flujo de envío puede pagar el gas con la moneda de comisión que usted elija.', 'pt-BR': 'Uma carteira de hardware; o Ledger Live guarda CELO e as stablecoins da Celo, e o próprio fluxo de envio dele pode pagar o gas com a moeda de taxa que você escolher.'}),
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
    summary: localized('An EVM wallet for the browser, iOS and Android that tracks a portfolio across EVM chains.', {es: 'Una billetera EVM para el navegador, iOS y Android que da seguimiento a un portafolio en varias cadenas EVM.', 'pt-BR': 'Uma carteira EVM para navegador, iOS e Android que acompanha um portfólio em várias cadeias EVM.'}),
    sources: [userWallets],
  },
  {
    name: 'Uniswap Wallet',
    category: 'wallets',
    url: 'https://wallet.uniswap.org/',
    networks: ['mainnet'],
    offers: ['mobileWallet', 'browserExtension'],
    summary: localized('The self-custody wallet from Uniswap, for iOS, Android and Chrome.', {es: 'La billetera de autocustodia de Uniswap, para iOS, Android y Chrome.', 'pt-BR': 'A carteira de autocustódia da Uniswap, para iOS, Android e Chrome.'}),
    sources: [userWallets],
  },
  {
    name: 'Trust Wallet',
    category: 'wallets',
    url: 'https://trustwallet.com/',
    networks: ['mainnet'],
    offers: ['mobileWallet', 'browserExtension'],
    summary: localized('A self-custody wallet as a mobile app and as an extension for Chrome, Brave, Opera and Edge.', {es: 'Una billetera de autocustodia como aplicación móvil y como extensión para Chrome, Brave, Opera y Edge.', 'pt-BR': 'Uma carteira de autocustódia como aplicativo móvel e como extensão para Chrome, Brave, Opera e Edge.'}),
    sources: [userWallets],
  },
  {
    name: 'Gem Wallet',
    category: 'wallets',
    url: 'https://gemwallet.com/',
    networks: ['mainnet'],
    offers: ['mobileWallet'],
    summary: localized('An open-source mobile wallet that sends, receives, buys and swaps CELO and Celo stablecoins.', {es: 'Una billetera móvil de código abierto que envía, recibe, compra e intercambia CELO y las stablecoins de Celo.', 'pt-BR': 'Uma carteira móvel de código aberto que envia, recebe, compra e troca CELO e as stablecoins da Celo.'}),
    sources: [userWallets],
  },
  {
    name: 'OKX Wallet',
    category: 'wallets',
    url: 'https://web3.okx.com/',
    networks: ['mainnet'],
    offers: ['mobileWallet', 'browserExtension'],
    summary: localized('A multichain wallet for mobile, browsers and Telegram with a built-in app browser and WalletConnect; no OKX exchange account needed.', {es: 'Una billetera multicadena para móviles, navegadores y Telegram con navegador de aplicaciones incluido y WalletConnect; no necesita una cuenta en el exchange OKX.', 'pt-BR': 'Uma carteira multichain para celular, navegadores e Telegram com navegador de aplicativos integrado e WalletConnect; não é preciso ter conta na exchange OKX.'}),
    sources: [userWallets],
  },
  {
    name: 'Zerion Wallet',
    category: 'wallets',
    url: 'https://zerion.io/',
    networks: ['mainnet'],
    offers: ['mobileWallet', 'browserExtension'],
    summary: localized('A non-custodial wallet for DeFi and NFTs, in the browser and on iOS and Android.', {es: 'Una billetera sin custodia para DeFi y NFT, en el navegador y en iOS y Android.', 'pt-BR': 'Uma carteira sem custódia para DeFi e NFTs, no navegador e no iOS e Android.'}),
    sources: [userWallets],
  },
  {
    name: '1inch Wallet',
    category: 'wallets',
    url: 'https://1inch.com/wallet',
    networks: ['mainnet'],
    offers: ['mobileWallet'],
    summary: localized('A mobile wallet for iOS and Android to check balances and place swap orders.', {es: 'Una billetera móvil para iOS y Android para consultar saldos y hacer órdenes de intercambio.', 'pt-BR': 'Uma carteira móvel para iOS e Android para consultar saldos e fazer ordens de swap.'}),
    sources: [userWallets],
  },
  {
    name: 'Bridge Wallet',
    category: 'wallets',
    url: 'https://www.mtpelerin.com/bridge-wallet',
    networks: ['mainnet'],
    offers: ['mobileWallet'],
    summary: localized('The mobile wallet from Mt Pelerin, for iOS and Android.', {es: 'La billetera móvil de Mt Pelerin, para iOS y Android.', 'pt-BR': 'A carteira móvel da Mt Pelerin, para iOS e Android.'}),
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
