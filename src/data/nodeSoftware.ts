/**
 * Node software for running a Celo L2 node: client versions, container images,
 * default ports of the docker-compose setup, hardware, rollup assets.
 *
 * Each value has a `// src:` comment naming a key of the `sources:` block in
 * /work/shared/facts/networks.yaml. Values read directly from the
 * celo-org/celo-l2-node-docker-compose repository name the file and commit.
 */

export type NodeNetwork = 'mainnet' | 'celoSepolia';

export interface ClientRelease {
  version: string;
  /** What the release was for, in a few words. */
  context: string;
  /** ISO day the release became the docker-compose default, when known. */
  date?: string;
}

export interface ClientInfo {
  name: string;
  role: string;
  /** Image repository without tag. */
  image: string;
  /** Tag to run today. */
  currentTag: string;
  status: 'current' | 'deprecated' | 'legacy';
  repo?: string;
  releases: readonly ClientRelease[];
}

const registry = 'us-west1-docker.pkg.dev/devopsre/celo-blockchain-public'; // src: dc_head (docker-compose.yml image names)

export const clients = {
  opReth: {
    name: 'op-reth',
    role: 'Execution client (Rust). Executes blocks, stores state, serves JSON-RPC.',
    image: `${registry}/op-reth`, // src: dc_head
    currentTag: 'celo-v1.0.1', // src: dc_head (default IMAGE_TAG__OP_RETH)
    status: 'current',
    releases: [
      {version: 'celo-v0.0.1-rc.1', context: 'first release listed in the network configuration'}, // src: docs_network_config
      {version: 'celo-v1.0.0', context: 'first stable release, docker-compose v1.4.0', date: '2026-07-08'}, // src: dc_tags
      {version: 'celo-v1.0.1', context: 'current default, docker-compose v1.4.1', date: '2026-07-20'}, // src: dc_tags
    ],
  },
  opGeth: {
    name: 'op-geth',
    role: 'Execution client (Go fork of go-ethereum). Deprecated: supported only until Ethereum Glamsterdam.',
    image: `${registry}/op-geth`, // src: dc_tags (docker-compose.yml image)
    currentTag: 'celo-v2.2.4', // src: dc_tags (v1.3.4 default, last op-geth default)
    status: 'deprecated', // src: docs_opgeth_deprecation, docs_architecture
    releases: [
      {version: 'celo-v2.0.0', context: 'L2 migration and Ethereum Pectra'}, // src: docs_pectra
      {version: 'celo-v2.1.0', context: 'Isthmus'}, // src: docs_isthmus
      {version: 'celo-v2.1.2', context: 'Celo Sepolia launch, Jello, Fusaka'}, // src: docs_sepolia_launch, docs_jello, docs_fusaka
      {version: 'celo-v2.2.0', context: 'Jovian, first announcement'}, // src: docs_jovian_mid
      {version: 'celo-v2.2.2', context: 'Jovian, final notice', date: '2026-03-30'}, // src: docs_jovian_final, dc_tags (v1.3.3)
      {version: 'celo-v2.2.4', context: 'last op-geth default, docker-compose v1.3.4', date: '2026-06-08'}, // src: dc_tags
    ],
  },
  opNode: {
    name: 'op-node',
    role: 'Consensus (rollup) client. Derives L2 blocks from Ethereum and EigenDA and drives the execution client.',
    image: `${registry}/op-node`, // src: celo-l2-node-docker-compose RETH_MIGRATION.md @ 58fd68f
    currentTag: 'celo-v2.2.1', // src: dc_head, docs_jovian_final
    status: 'current',
    releases: [
      {version: 'celo-v2.0.0', context: 'L2 migration and Ethereum Pectra'}, // src: docs_pectra
      {version: 'celo-v2.1.0', context: 'Isthmus'}, // src: docs_isthmus, docs_network_config
      {version: 'celo-v2.2.0', context: 'Jovian, first announcement'}, // src: docs_jovian_mid
      {version: 'celo-v2.2.1', context: 'Jovian; minimum to drive op-reth', date: '2026-03-30'}, // src: docs_jovian_final, dc_tags (v1.3.3)
    ],
  },
  eigendaProxy: {
    name: 'eigenda-proxy',
    role: 'Sidecar that fetches batch data from EigenDA for op-node.',
    image: 'ghcr.io/layr-labs/eigenda-proxy', // src: dc_tags (docker-compose.yml image)
    currentTag: 'v2.6.0', // src: dc_head, docs_jovian_final
    status: 'current',
    releases: [
      {version: 'v1.4.1', context: 'early Alfajores L2'}, // src: docs_cel2_faq
      {version: 'v1.8.2', context: 'Isthmus and EigenDA v2'}, // src: docs_isthmus
      {version: 'v2.6.0', context: 'Jovian minimum; docker-compose default since v1.3.0', date: '2026-03-16'}, // src: docs_jovian_final, dc_tags
    ],
  },
  legacyL1: {
    name: 'celo-blockchain',
    role: 'The original Celo L1 client. Only needed to serve state from before the L2 migration (historical RPC).',
    image: 'us-docker.pkg.dev/celo-org/us.gcr.io/geth-all', // src: docs_network_config, dc_head
    currentTag: '1.8.9', // src: cb_config (last tag v1.8.9, 2025-03-05)
    status: 'legacy',
    releases: [{version: 'v1.8.9', context: 'last release', date: '2025-03-05'}], // src: cb_config
  },
} as const satisfies Record<string, ClientInfo>;

export type ClientId = keyof typeof clients;

/** Full `image:tag` reference for a client. */
export function imageRef(id: ClientId): string {
  const c = clients[id];
  return `${c.image}:${c.currentTag}`;
}

export const dockerCompose = {
  repo: 'https://github.com/celo-org/celo-l2-node-docker-compose', // src: dc_tags
  cloneDir: 'celo-l2-node-docker-compose',
  latestTag: 'v1.4.1', // src: dc_tags
  latestTagDate: '2026-07-20', // src: dc_tags
  /** Env files copied to `.env` for each network. */
  envFile: {mainnet: 'mainnet.env', celoSepolia: 'celo-sepolia.env'}, // src: dc_head
} as const;

export interface PortInfo {
  id: string;
  service: string;
  port: number;
  protocol: string;
  purpose: string;
  /** Must be reachable from the internet for peers to find you. */
  public: boolean;
  /** docker-compose variable that overrides the host port. */
  envVar?: string;
}

/** Default host ports published by docker-compose.yml. */
export const ports: readonly PortInfo[] = [
  {id: 'execution_http', service: 'op-reth', port: 9993, protocol: 'TCP', purpose: 'JSON-RPC over HTTP', public: false}, // src: dc_head
  {id: 'execution_ws', service: 'op-reth', port: 9994, protocol: 'TCP', purpose: 'JSON-RPC over WebSocket', public: false}, // src: dc_head
  {id: 'execution_p2p', service: 'op-reth', port: 30303, protocol: 'TCP and UDP', purpose: 'Execution-layer peer-to-peer', public: true}, // src: dc_head; RETH_MIGRATION.md @ 58fd68f (TCP and UDP)
  {id: 'op_node_p2p', service: 'op-node', port: 9222, protocol: 'TCP and UDP', purpose: 'Consensus-layer peer-to-peer', public: true, envVar: 'PORT__OP_NODE_P2P'}, // src: dc_head; README.md @ 12e53ef
  {id: 'op_node_http', service: 'op-node', port: 9545, protocol: 'TCP', purpose: 'op-node RPC, for example optimism_syncStatus', public: false, envVar: 'PORT__OP_NODE_HTTP'}, // src: dc_head
  {id: 'eigenda_proxy', service: 'eigenda-proxy', port: 4242, protocol: 'TCP', purpose: 'EigenDA proxy API', public: false}, // src: dc_head
  {id: 'historical_rpc_http', service: 'historical-rpc-node', port: 9991, protocol: 'TCP', purpose: 'Pre-migration state, HTTP (optional)', public: false, envVar: 'PORT__HISTORICAL_RPC_NODE_HTTP'}, // src: dc_head
  {id: 'historical_rpc_ws', service: 'historical-rpc-node', port: 9992, protocol: 'TCP', purpose: 'Pre-migration state, WebSocket (optional)', public: false, envVar: 'PORT__HISTORICAL_RPC_NODE_WS'}, // src: dc_head
];

export function port(id: string): number {
  const found = ports.find((p) => p.id === id);
  if (!found) {
    throw new Error(`Unknown port id: ${id}`);
  }
  return found.port;
}

export interface Hardware {
  ram: string;
  disk: string;
  cpu: string;
  bandwidth: string;
}

export const hardware: Record<NodeNetwork, Hardware> = {
  mainnet: {ram: '16 GB or more', disk: '1 TB or more SSD (NVMe recommended)', cpu: '4 cores minimum, 8 recommended', bandwidth: '100 Mbit/s or more download'}, // src: docs_run_node
  celoSepolia: {ram: '16 GB or more', disk: '500 GB SSD (NVMe recommended)', cpu: '4 cores minimum, 8 recommended', bandwidth: '100 Mbit/s or more download'}, // src: docs_run_node
};

/** op-reth snapshot tiers for Celo Mainnet (approximate; sizes grow). */
export const snapshotTiers = [
  {tier: 'minimal', flag: '--minimal', purpose: 'Latest state, smallest disk, limited history', download: '~65 GB', onDisk: '~130 GB'},
  {tier: 'full', flag: '--full', purpose: 'dApp backends and personal nodes with recent history', download: '~215 GB', onDisk: '~355 GB'},
  {tier: 'archive', flag: '(no prune flag)', purpose: 'Indexers and historical RPC with complete state', download: '~390 GB', onDisk: '~1.35 TB'},
] as const; // src: celo-l2-node-docker-compose RETH_MIGRATION.md @ 58fd68f, envs/mainnet/op-reth.env @ 4c5d554

export interface RollupAssets {
  genesis: string;
  rollupJson: string;
  deploymentL1: string;
  migratedChaindata?: string;
}

const assetBase = 'https://storage.googleapis.com/cel2-rollup-files'; // src: docs_network_config

export const rollupAssets: Record<NodeNetwork, RollupAssets> = {
  mainnet: {
    genesis: `${assetBase}/celo/genesis.json`, // src: docs_network_config
    rollupJson: `${assetBase}/celo/rollup.json`, // src: docs_network_config
    deploymentL1: `${assetBase}/celo/deployment-l1.json`, // src: docs_network_config
    migratedChaindata: `${assetBase}/celo/celo-mainnet-migrated-chaindata.tar.zst`, // src: docs_network_config
  },
  celoSepolia: {
    genesis: `${assetBase}/celo-sepolia/genesis.json`, // src: docs_network_config
    rollupJson: `${assetBase}/celo-sepolia/rollup.json`, // src: docs_network_config
    deploymentL1: `${assetBase}/celo-sepolia/deployment-l1.json`, // src: docs_network_config
  },
};

export const snapshotsUrl = 'https://snapshots.celo.org'; // src: docs_network_config, docs_jovian_final

/** Names the clients use for each network. */
export const chainNames: Record<NodeNetwork, {opNodeNetwork: string; opRethChain: string}> = {
  mainnet: {opNodeNetwork: 'celo-mainnet', opRethChain: 'celo'}, // src: docs_network_config, dc_head
  celoSepolia: {opNodeNetwork: 'celo-sepolia', opRethChain: 'celo-sepolia'}, // src: docs_network_config, dc_head
};

/** EigenDA settings in the docker-compose env files. */
export const eigenda = {
  mainnet: {
    disperserRpc: 'disperser.eigenda.xyz:443', // src: dc_head mainnet.env, docs_eigenda_v2_final
    v2Network: 'mainnet', // src: docs_jovian_final, dc_head
    certVerifierRouter: '0x2ea418AE1852bfC79e18B37E55F278F9c598AA08', // src: docs_jovian_final, dc_head
    v2CertVerifier: '0xE1Ae45810A738F13e70Ac8966354d7D0feCF7BD6', // src: docs_eigenda_v2_final
    v1ServiceManager: '0x870679e138bcdf293b7ff14dd44b70fc97e12fc0', // src: dc_head mainnet.env
  },
  celoSepolia: {
    disperserRpc: 'disperser-testnet-sepolia.eigenda.xyz:443', // src: docs_sepolia_launch
    v2Network: 'sepolia_testnet', // src: docs_jovian_final, dc_head
    certVerifierRouter: '0xf4f934A0b5c09d302d9C6f60040754fEebdd6073', // src: docs_jovian_final, dc_head
    v2CertVerifier: '0x73818fed0743085c4557a736a7630447fb57c662', // src: docs_eigenda_v2_final
    v1ServiceManager: '0x3a5acf46ba6890B8536420F4900AC9BC45Df4764', // src: docs_sepolia_launch
  },
} as const;

/** Environment variables of the docker-compose `.env` file that the run-node guide uses. */
export const envVars = [
  {name: 'NETWORK_NAME', purpose: 'Network to run: mainnet or celo-sepolia. Set by the env file you copy.'}, // src: celo-l2-node-docker-compose mainnet.env @ 0c09824
  {name: 'NODE_TYPE', purpose: 'full (recent state only) or archive (all historical state).'}, // src: README.md @ 12e53ef
  {name: 'OP_NODE__RPC_ENDPOINT', purpose: 'Ethereum L1 execution RPC that op-node reads. Use a provider you trust or your own node.'}, // src: README.md @ 12e53ef
  {name: 'OP_NODE__L1_BEACON', purpose: 'Ethereum L1 beacon (consensus) API. Needed to read blobs.'}, // src: README.md @ 12e53ef
  {name: 'OP_NODE__RPC_TYPE', purpose: 'Kind of L1 RPC provider: alchemy, quicknode, erigon or basic.'}, // src: README.md @ 12e53ef
  {name: 'OP_NODE__P2P_ADVERTISE_IP', purpose: 'Public IP op-node announces to peers.'}, // src: README.md @ 12e53ef
  {name: 'OP_RETH__SNAPSHOT', purpose: 'true: bootstrap an empty datadir from a published snapshot.'}, // src: envs/mainnet/op-reth.env @ 4c5d554
  {name: 'OP_RETH__SNAPSHOT_MODE', purpose: 'Snapshot tier for a full node: minimal or full. Archive nodes use the archive snapshot.'}, // src: envs/mainnet/op-reth.env @ 4c5d554
  {name: 'HEALTHCHECK__REFERENCE_RPC_PROVIDER', purpose: 'Public RPC the optional healthcheck compares your node with.'}, // src: README.md @ 12e53ef
  {name: 'DATADIR_PATH', purpose: 'Custom data directory instead of ./envs/<network>/datadir.'}, // src: README.md @ 12e53ef
  {name: 'MONITORING_ENABLED', purpose: 'true starts healthcheck, Prometheus, Grafana and InfluxDB.'}, // src: README.md @ 12e53ef
] as const;

/** Identity of the first L2 block, for checking a migrated or synced datadir. */
export const l2Genesis = {
  mainnet: {
    hash: '0x7586014e20c69b3fa7c9070baf1a7edd95833db57853126f32593b455da2e5c5', // src: dc_rollup_configs
    l1OriginBlock: 22128103, // src: dc_rollup_configs
  },
  celoSepolia: {
    hash: '0xabcc77fb92a7ea1e7d330042d81200585d251355b33408ed1c27fb54175b1fe2', // src: dc_rollup_configs
    l1OriginBlock: 8825790, // src: dc_rollup_configs
  },
} as const;

/** OP Succinct Lite challenger image used by the docker-compose setup. */
export const challenger = {
  image: `${registry}/op-succinct-challenger`, // src: dc_tags
  defaultTag: 'v2', // src: dc_tags (v1 in v1.2.0, v2 from v1.3.3)
  enableVar: 'CHALLENGER__ENABLED', // src: celo-l2-node-docker-compose README.md @ 12e53ef
} as const;
