/**
 * Celo networks: the single source of truth for chain ids, RPC endpoints, explorers, faucets and
 * bridges used across the site. Pages render these values through components (NetworkTable,
 * AddToWallet, Address) and never retype them.
 *
 * Every value carries a `// src:` comment naming a source key of `src/data/sourceKeys.ts` (each a
 * file pinned to the commit read). Where sources disagree, the comment says which
 * value was chosen and why (conflict numbers refer to `shared/facts/sources.md`).
 */

import {chainNames, clients, dockerCompose, hardware, imageRef, port, snapshotsUrl} from './nodeSoftware';
import {formatLongDate, localized} from '../i18n/locale';

export type NetworkId = 'mainnet' | 'celoSepolia' | 'alfajores' | 'baklava';

/** Every network id, in the order pages list them (live networks first). */
export const networkIds = ['mainnet', 'celoSepolia', 'alfajores', 'baklava'] as const satisfies readonly NetworkId[];

export interface NamedLink {
  /** Display name of the service. */
  name: string;
  url: string;
  /** Short context shown next to the link. */
  note?: string;
}

/** Block explorer. `addressPaths` is true when `<url>/address/<address>` opens an address page. */
export interface Explorer extends NamedLink {
  addressPaths: boolean;
}

export interface NativeCurrency {
  name: string;
  symbol: string;
  decimals: number;
}

export interface Retirement {
  /**
   * Day support for the network ended (UTC, ISO 8601). Earlier versions of the launch notice gave
   * it as the planned sunset, aligned with Holesky's deprecation; the newest marks it done. No
   * source gives the day the network stopped producing blocks, so pages say support ended, not
   * that the chain stopped.
   */
  date: string;
  /**
   * Day the network's configuration was removed from the Celo node software
   * (celo-org/celo-l2-node-docker-compose), UTC, ISO 8601.
   */
  removedFromNodeSoftware: string;
  /** The network to use instead. */
  replacement: NetworkId;
  /** Extra context about the replacement, shown on the history pages. */
  note: string;
}

export interface SettlementLayer {
  name: string;
  chainId: number;
}

export interface L2Migration {
  /** First block produced as an L2. */
  block: number;
  /** Date of the migration (UTC, ISO 8601). */
  date: string;
}

export interface Network {
  id: NetworkId;
  name: string;
  /** What the network is for. */
  role: string;
  status: 'live' | 'retired';
  /** Set when `status` is `'retired'`. */
  retirement?: Retirement;
  chainId: number;
  /** `chainId` as a 0x-prefixed lowercase hex string (EIP-695 / EIP-3085 form). */
  chainIdHex: `0x${string}`;
  currency: NativeCurrency;
  rpc: {
    /** Public HTTPS endpoint (Forno). */
    http: string;
    /** Public WebSocket endpoint, when one was published. */
    ws?: string;
  };
  /** Rate limits and caveats of the public endpoint. */
  rpcNotes?: string;
  /** Sequencer endpoint that node operators point their execution client at. */
  sequencerHttp: string;
  /** Public op-node (rollup node) RPC endpoint, best effort, when one is published. */
  opNodeHttp?: string;
  explorers: Explorer[];
  faucets: NamedLink[];
  bridges: NamedLink[];
  /** The L1 chain this network posts its state to. */
  settlementLayer: SettlementLayer;
  /** Block time in seconds. */
  blockTimeSeconds: number;
  /** Set for networks that started as a Celo L1 and migrated to an L2. */
  l2Migration?: L2Migration;
  /** Date the L2 chain started, for chains that launched as an L2. */
  launched?: string;
  /** Date the original Celo layer 1 started (UTC, ISO 8601), when known. */
  l1Launched?: string;
  /** Site path of the network's page. */
  docsPath: string;
}

// Shared values (one place each).
const celoCurrency: NativeCurrency = {
  name: 'Celo', // src: monorepo_goldtoken (NAME "Celo native asset"; wallets show the short name)
  symbol: 'CELO', // src: docs_net_mintlify, docs_net_docusaurus
  decimals: 18, // src: chainlist; monorepo_goldtoken (DECIMALS = 18)
};

/** End of support for both old testnets, aligned with the Holesky deprecation (planned, then marked done). */
const oldTestnetEndOfSupport = '2025-09-30'; // src: docs_sepolia_launch_done ("Sep 30, 2025: End of support for Alfajores and Baklava ✅"); docs_sepolia_launch (planned)
/** Both old testnets were removed from the node software in one commit. */
const oldTestnetRemoval = '2025-11-05'; // src: dc_alfajores_baklava (commit 741d2773 "chore: Remove Alfajores and Baklava (#76)")

export const networks: Record<NetworkId, Network> = {
  mainnet: {
    id: 'mainnet',
    name: 'Celo Mainnet', // src: docs_net_mintlify
    role: localized('Production network', {es: 'Red de producción', 'pt-BR': 'Rede de produção'}), // src: docs_net_mintlify
    status: 'live', // src: docs_net_mintlify
    chainId: 42220, // src: docs_net_mintlify, docs_net_docusaurus, chainlist, dc_rollup_configs
    chainIdHex: '0xa4ec', // src: derived from chainId (checked by tests/unit/data-facts.test.ts)
    currency: celoCurrency,
    rpc: {
      http: 'https://forno.celo.org', // src: docs_net_mintlify, docs_forno_mintlify, chainlist
      ws: 'wss://forno.celo.org/ws', // src: docs_forno_mintlify, chainlist
    },
    // src: docs_forno_mintlify
    rpcNotes:
      'Best effort, rate limited and not an archive node; WebSocket connections are closed after 20 minutes.',
    sequencerHttp: 'https://cel2-sequencer.celo.org', // src: dc_head (envs/mainnet/op-reth.env)
    explorers: [
      // src: docs_net_mintlify, docs_net_docusaurus, chainlist
      {name: 'Celo Explorer', url: 'https://explorer.celo.org', addressPaths: false},
      // src: docs_net_mintlify, docs_explorers, l2beat
      {name: 'Celoscan', url: 'https://celoscan.io', addressPaths: true},
      // src: docs_explorers, l2beat
      {name: 'Blockscout', url: 'https://celo.blockscout.com', addressPaths: true},
    ],
    faucets: [], // src: docs_net_mintlify (its Mainnet table lists no faucet; the Celo Sepolia table does)
    bridges: [
      // src: docs_bridges (native bridge UI)
      {name: 'Superbridge', url: 'https://superbridge.app/celo', note: localized('Native bridge between Ethereum and Celo', {es: 'Puente nativo entre Ethereum y Celo', 'pt-BR': 'Ponte nativa entre o Ethereum e a Celo'})},
    ],
    settlementLayer: {name: 'Ethereum Mainnet', chainId: 1}, // src: dc_rollup_configs (l1_chain_id 1)
    blockTimeSeconds: 1, // src: dc_rollup_configs (block_time), docs_l1_to_l2
    // Block from all sources; date from docs_l2_migration. Genesis cel2Time is 02:47:38 UTC the same
    // day (conflict C2), so the date is the same either way.
    l2Migration: {block: 31056500, date: '2025-03-26'}, // src: docs_l2_migration, cb_config, dc_rollup_configs
    l1Launched: '2020-04-22', // src: dc_rollup_configs (genesis timestamp 1587571200), l2beat
    docsPath: '/network/mainnet',
  },

  celoSepolia: {
    id: 'celoSepolia',
    name: 'Celo Sepolia Testnet', // src: docs_net_mintlify
    role: localized('Developer testnet, replacing Alfajores; starts from fresh state', {
      es: 'Red de prueba para desarrolladores, que reemplaza a Alfajores; empieza con un estado nuevo',
      'pt-BR': 'Rede de teste para desenvolvedores, que substitui a Alfajores; começa com um estado novo',
    }), // src: docs_net_mintlify, docs_sepolia_index
    status: 'live', // src: docs_sepolia_launch
    chainId: 11142220, // src: docs_net_mintlify, docs_sepolia_launch, dc_rollup_configs, dt_bridge
    chainIdHex: '0xaa044c', // src: derived from chainId (checked by tests/unit/data-facts.test.ts)
    // Symbol: the docs say CELO; the celocli viem chain definition says S-CELO (conflict C8). The
    // official network overview wins: wallets match it against the docs readers see.
    currency: celoCurrency, // src: docs_net_mintlify
    rpc: {
      http: 'https://forno.celo-sepolia.celo-testnet.org', // src: docs_net_mintlify, docs_forno_mintlify, dt_bridge
      ws: 'wss://forno.celo-sepolia.celo-testnet.org/ws', // src: docs_forno_mintlify
    },
    // src: docs_forno_mintlify
    rpcNotes:
      'Best effort, rate limited and not an archive node; WebSocket connections are closed after 20 minutes.',
    sequencerHttp: 'https://sequencer.celo-sepolia.celo-testnet.org', // src: dc_head (envs/celo-sepolia/op-reth.env)
    opNodeHttp: 'https://op.celo-sepolia.celo-testnet.org', // src: docs_net_mintlify ("OP-Node RPC Endpoint (best effort)")
    explorers: [
      // src: docs_net_mintlify, docs_explorers, dt_bridge. A Celoscan URL for Celo Sepolia is not in
      // any official source, so it is left out.
      {name: 'Blockscout', url: 'https://celo-sepolia.blockscout.com', addressPaths: true},
    ],
    faucets: [
      // src: docs_net_mintlify, docs_faucet, docs_sepolia_launch
      {name: 'Celo Faucet', url: 'https://faucet.celo.org/celo-sepolia'},
      // src: docs_net_mintlify, docs_sepolia_launch
      {name: 'Google Cloud Web3 Faucet', url: 'https://cloud.google.com/application/web3/faucet/celo/sepolia'},
    ],
    bridges: [
      {
        name: 'Superbridge (testnets)',
        url: 'https://testnets.superbridge.app/?fromChainId=11155111&toChainId=11142220', // src: docs_net_mintlify, docs_sepolia_launch
        note: localized('Turn on testnets in the Superbridge settings', {
          es: 'Active las redes de prueba en la configuración de Superbridge',
          'pt-BR': 'Ative as redes de teste nas configurações do Superbridge',
        }), // src: docs_net_mintlify
      },
    ],
    settlementLayer: {name: 'Ethereum Sepolia', chainId: 11155111}, // src: dc_rollup_configs, docs_sepolia_launch
    blockTimeSeconds: 1, // src: dc_rollup_configs
    launched: '2025-07-23', // src: docs_sepolia_launch
    docsPath: '/network/celo-sepolia',
  },

  alfajores: {
    id: 'alfajores',
    name: 'Celo Alfajores Testnet', // src: docs_net_docusaurus ("Celo Alfajores (testnet)")
    role: localized('Developer testnet', {es: 'Red de prueba para desarrolladores', 'pt-BR': 'Rede de teste para desenvolvedores'}), // src: docs_net_docusaurus
    status: 'retired', // src: docs_sepolia_launch, dc_alfajores_baklava, docs_net_mintlify
    retirement: {
      date: oldTestnetEndOfSupport,
      removedFromNodeSoftware: oldTestnetRemoval,
      replacement: 'celoSepolia', // src: docs_sepolia_launch
      note: 'Celo Sepolia is the developer testnet that replaced Alfajores. It started from fresh state, so Alfajores balances and contracts were not carried over.', // src: docs_sepolia_index
    },
    chainId: 44787, // src: docs_net_docusaurus, dc_alfajores_baklava, cb_config
    chainIdHex: '0xaef3', // src: derived from chainId (checked by tests/unit/data-facts.test.ts)
    currency: celoCurrency, // src: docs_net_docusaurus
    rpc: {
      // Conflict C9: alfajores-forno.celo-testnet.org is in the network table, the Forno page and the
      // node docker-compose health check; forno.alfajores.celo-testnet.org only in two cel2 pages.
      http: 'https://alfajores-forno.celo-testnet.org', // src: docs_net_docusaurus, docs_forno_docusaurus, dc_alfajores_baklava
      ws: 'wss://alfajores-forno.celo-testnet.org/ws', // src: docs_forno_docusaurus
    },
    sequencerHttp: 'https://sequencer.alfajores.celo-testnet.org', // src: dc_alfajores_baklava
    explorers: [
      // src: docs_net_docusaurus, docs_alfajores_mintlify
      {name: 'Blockscout', url: 'https://celo-alfajores.blockscout.com', addressPaths: true},
      // src: docs_net_docusaurus, docs_cel2_netinfo
      {name: 'Celoscan', url: 'https://alfajores.celoscan.io', addressPaths: true},
    ],
    faucets: [
      // src: docs_alfajores_mintlify, docs_cel2_faq
      {name: 'Celo Faucet', url: 'https://faucet.celo.org/alfajores'},
      {
        name: localized('Large request form', {es: 'Formulario para montos grandes', 'pt-BR': 'Formulário para valores altos'}),
        url: 'https://docs.google.com/forms/d/e/1FAIpQLSfpt3WikYt5-TsDHmUgfFCbZjmZMcWr9bO5H0csHcmMrl9sFw/viewform', // src: docs_net_docusaurus
        note: localized('For amounts above the faucet limit', {es: 'Para montos superiores al límite del faucet', 'pt-BR': 'Para valores acima do limite do faucet'}),
      },
    ],
    bridges: [
      // Conflict C10: this URL is in the network table and the L1-to-L2 page; the celo-testnet
      // variants appear only in the cel2 FAQ.
      {name: 'Superbridge (testnets)', url: 'https://testnets.superbridge.app/celo-alfajores'}, // src: docs_net_docusaurus, docs_l1_to_l2
    ],
    settlementLayer: {name: 'Ethereum Holesky', chainId: 17000}, // src: dc_alfajores_baklava, docs_sepolia_launch
    blockTimeSeconds: 1, // src: dc_alfajores_baklava, docs_cel2_faq
    l2Migration: {block: 26384000, date: '2024-09-26'}, // src: docs_l2_migration, cb_config, dc_alfajores_baklava
    docsPath: '/network/alfajores',
  },

  baklava: {
    id: 'baklava',
    name: 'Celo Baklava Testnet', // src: docs_net_docusaurus ("Celo Baklava (testnet)")
    role: localized('Node operator and validator testnet', {
      es: 'Red de prueba para operadores de nodos y validadores',
      'pt-BR': 'Rede de teste para operadores de nós e validadores',
    }), // src: docs_net_docusaurus
    status: 'retired', // src: docs_sepolia_launch, dc_alfajores_baklava
    retirement: {
      date: oldTestnetEndOfSupport,
      removedFromNodeSoftware: oldTestnetRemoval,
      // No dedicated operator testnet replaced Baklava (docs_sepolia_launch); Celo Sepolia is the
      // testnet that remains, so the pages send readers there.
      replacement: 'celoSepolia',
      note: 'No separate operator testnet replaced Baklava. Celo Sepolia is the testnet to use now, including for node operators.', // src: docs_sepolia_launch, docs_network_config
    },
    chainId: 62320, // src: docs_net_docusaurus, dc_alfajores_baklava, cb_config
    chainIdHex: '0xf370', // src: derived from chainId (checked by tests/unit/data-facts.test.ts)
    currency: celoCurrency, // src: docs_net_docusaurus
    rpc: {
      http: 'https://baklava-forno.celo-testnet.org', // src: docs_net_docusaurus, docs_forno_docusaurus
      // No WebSocket endpoint is stated in any source.
    },
    sequencerHttp: 'https://sequencer.baklava.celo-testnet.org', // src: dc_alfajores_baklava
    explorers: [
      {name: 'Blockscout', url: 'https://celo-baklava.blockscout.com', addressPaths: true}, // src: docs_net_docusaurus
    ],
    faucets: [
      {
        name: localized('Request form', {es: 'Formulario de solicitud', 'pt-BR': 'Formulário de solicitação'}),
        url: 'https://forms.gle/JTYkMAJWTAUQp1sv9', // src: docs_net_docusaurus
        note: localized('Baklava CELO was granted on request', {es: 'El CELO de Baklava se otorgaba a pedido', 'pt-BR': 'O CELO da Baklava era concedido mediante solicitação'}),
      },
    ],
    bridges: [
      {name: 'Superbridge (testnets)', url: 'https://testnets.superbridge.app/celo-baklava'}, // src: docs_net_docusaurus
    ],
    settlementLayer: {name: 'Ethereum Holesky', chainId: 17000}, // src: dc_alfajores_baklava
    blockTimeSeconds: 1, // src: dc_alfajores_baklava
    l2Migration: {block: 28308600, date: '2025-02-20'}, // src: docs_l2_migration, cb_config, dc_alfajores_baklava
    docsPath: '/network/baklava',
  },
};

/** Networks as a list, in `networkIds` order. */
export const networkList: readonly Network[] = networkIds.map((id) => networks[id]);

/** Live networks only. */
export const liveNetworks: readonly Network[] = networkList.filter((n) => n.status === 'live');

/**
 * Bridges other than the native bridge that the Celo docs list for Mainnet. Third-party services:
 * the site lists them, it does not vouch for them.
 */
export const otherMainnetBridges: readonly NamedLink[] = [
  // src: docs_bridges (all entries)
  {name: 'Layerswap', url: 'https://layerswap.io/app'},
  {name: 'Squid Router', url: 'https://v2.app.squidrouter.com/'},
  {name: 'Jumper', url: 'https://jumper.exchange/'},
  {name: 'Hyperlane Nexus', url: 'https://www.usenexus.org/'},
  {name: 'Portal (Wormhole)', url: 'https://portalbridge.com/'},
  {name: 'AllBridge', url: 'https://app.allbridge.io/'},
  {name: 'Satellite (Axelar)', url: 'https://satellite.money/'},
  {name: 'Transporter (Chainlink CCIP)', url: 'https://www.transporter.io/'},
  {name: 'Galaxy', url: 'https://galaxy.exchange/swap'},
  {name: 'SmolRefuel', url: 'https://smolrefuel.com/?outboundChain=42220'},
];

/**
 * Celo Mainnet protocol facts that the Mainnet page quotes. Values at L2 genesis come from the
 * rollup configuration; later SystemConfig changes are not tracked here (see C16 in sources.md).
 */
export const mainnetProtocol = {
  baseFeeFloorGweiAtL2Genesis: 25, // src: dc_rollup_configs (genesis.json config.celo eip1559BaseFeeFloor 25000000000 wei)
  gasLimitAtL2Genesis: 30_000_000, // src: dc_rollup_configs (system_config.gasLimit), docs_l1_to_l2
  gasLimitOnL1: 50_000_000, // src: docs_l1_to_l2 ("from 50m to 30m")
  blockTimeOnL1Seconds: 5, // src: docs_l1_to_l2 ("from 5s to 1s")
  // src: docs_l1_to_l2 ("All Celo specific precompiles have been removed except for the transfer precompile")
  keptCeloPrecompile: 'transfer',
} as const;

/** Public RPC service (Forno) facts shared by the node pages. */
export const forno = {
  // src: docs_forno_mintlify
  limits: [
    'Best effort: a free service with no terms of service and no uptime guarantee.',
    'Rate limited.',
    'Not an archive node: it runs full nodes in non-archive mode, so historical state is not available.',
    'WebSocket connections are closed after 20 minutes.',
    'Forno signs nothing: sign transactions locally with your own key, then send the signed transaction.',
  ],
} as const;

/** Node software and operator facts (Mainnet and Celo Sepolia), drawn from src/data/nodeSoftware.ts, where each is defined once. */
export const nodeOperation = {
  dockerComposeRepo: dockerCompose.repo,
  dockerComposeLatestTag: dockerCompose.latestTag,
  executionClient: {name: clients.opReth.name, image: imageRef('opReth'), version: clients.opReth.currentTag},
  consensusClient: {name: clients.opNode.name, version: clients.opNode.currentTag},
  eigendaProxyVersion: clients.eigendaProxy.currentTag,
  snapshots: snapshotsUrl,
  /** The host ports of the docker-compose setup, labelled for readers (numbers from nodeSoftware `ports`). */
  defaultPorts: (
    [
      ['execution_http', 'Execution client HTTP RPC'],
      ['execution_ws', 'Execution client WebSocket RPC'],
      ['execution_p2p', 'Execution client P2P'],
      ['op_node_p2p', 'op-node P2P'],
      ['op_node_http', 'op-node HTTP RPC'],
      ['eigenda_proxy', 'EigenDA proxy'],
      ['historical_rpc_http', 'Historical RPC HTTP (pre-migration state)'],
      ['historical_rpc_ws', 'Historical RPC WebSocket (pre-migration state)'],
    ] as const
  ).map(([id, name]) => ({name, port: port(id)})),
  hardware,
  // Names passed to op-node --network and op-reth --chain.
  chainNames: {
    mainnet: {opNode: chainNames.mainnet.opNodeNetwork, opReth: chainNames.mainnet.opRethChain},
    celoSepolia: {opNode: chainNames.celoSepolia.opNodeNetwork, opReth: chainNames.celoSepolia.opRethChain},
  },
  opGethStatus:
    'op-geth is deprecated and supported only until the switch date the op-geth deprecation notice gives for each network; op-reth replaces it.', // src: celo-org/docs@39cd58c3782b55a332fb3f9dc32f523179e308b2:operate/notices/op-geth-deprecation.mdx, docs_architecture
} as const;

/** The first L2 block of a network that migrated from L1 (networks.ts `l2Migration`, where it is defined once). */
export function l2MigrationBlock(id: NetworkId): number {
  const migration = networks[id].l2Migration;
  if (!migration) throw new Error(`${id} has no L2 migration`);
  return migration.block;
}

/**
 * Format a date such as `2025-09-30` as `September 30, 2025` (UTC, independent of the reader's zone), or
 * as the language the page is built for writes it (`30 de septiembre de 2025`).
 */
export function formatDate(isoDate: string, locale?: string): string {
  return formatLongDate(isoDate, locale);
}
