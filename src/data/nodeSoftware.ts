/**
 * Node software for running a Celo L2 node: client versions, container images,
 * default ports of the docker-compose setup, hardware, rollup assets.
 *
 * Each value has a `// src:` comment naming a key of src/data/sourceKeys.ts (each a file
 * pinned to the commit read). Values read directly from the
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
    role: 'Execution client (Go fork of go-ethereum). Deprecated: supported only until the switch date the op-geth deprecation notice gives for each network.',
    image: `${registry}/op-geth`, // src: celo-org/celo-l2-node-docker-compose@a0dd6d9d3420bcc947ca510216dcb56bc5a10e66:docker-compose.yml (tag v1.3.4)
    currentTag: 'celo-v2.2.4', // src: celo-org/celo-l2-node-docker-compose@a0dd6d9d3420bcc947ca510216dcb56bc5a10e66:docker-compose.yml (v1.3.4, the last tag that runs op-geth)
    status: 'deprecated', // src: celo-org/docs@39cd58c3782b55a332fb3f9dc32f523179e308b2:operate/notices/op-geth-deprecation.mdx (switch dates per network), docs_architecture
    releases: [
      {version: 'celo-v2.0.0', context: 'L2 migration and Ethereum Pectra'}, // src: docs_pectra
      {version: 'celo-v2.1.0', context: 'Isthmus; docker-compose v1.0.0', date: '2025-07-09'}, // src: docs_isthmus, dc_tags (v1.0.0)
      {version: 'celo-v2.1.2', context: 'Celo Sepolia launch, Jello, Fusaka; docker-compose v1.1.0', date: '2025-08-13'}, // src: docs_sepolia_launch, docs_jello, docs_fusaka, dc_tags (v1.1.0)
      {version: 'celo-v2.1.3', context: 'docker-compose v1.2.1', date: '2026-01-15'}, // src: dc_tags (v1.2.1)
      {version: 'celo-v2.2.0', context: 'Jovian, first announcement; docker-compose v1.3.0', date: '2026-03-16'}, // src: docs_jovian_mid, dc_tags (v1.3.0)
      {version: 'celo-v2.2.1', context: 'docker-compose v1.3.2', date: '2026-03-17'}, // src: dc_tags (v1.3.2)
      {version: 'celo-v2.2.2', context: 'Jovian, final notice; docker-compose v1.3.3', date: '2026-03-30'}, // src: docs_jovian_final, dc_tags (v1.3.3)
      {version: 'celo-v2.2.4', context: 'last op-geth default of docker-compose (v1.3.4); v1.4.0 replaced op-geth with op-reth', date: '2026-06-08'}, // src: dc_tags (v1.3.4, v1.4.0)
    ],
  },
  opNode: {
    name: 'op-node',
    role: 'Consensus (rollup) client. Derives L2 blocks from Ethereum and EigenDA and drives the execution client.',
    image: `${registry}/op-node`, // src: celo-org/celo-l2-node-docker-compose@7aafa1c0e202e7ec6dcd7c14757c55522006a12f:docker-compose.yml
    currentTag: 'celo-v2.2.1', // src: celo-org/celo-l2-node-docker-compose@7aafa1c0e202e7ec6dcd7c14757c55522006a12f:docker-compose.yml, docs_jovian_final
    status: 'current',
    releases: [
      {version: 'celo-v2.0.0', context: 'L2 migration and Ethereum Pectra'}, // src: docs_pectra
      {version: 'celo-v2.1.0', context: 'Isthmus; docker-compose v1.0.0', date: '2025-07-09'}, // src: docs_isthmus, docs_network_config, dc_tags (v1.0.0)
      {version: 'celo-v2.1.1', context: 'docker-compose v1.2.1', date: '2026-01-15'}, // src: dc_tags (v1.2.1)
      {version: 'celo-v2.2.0', context: 'Jovian, first announcement; docker-compose v1.3.0', date: '2026-03-16'}, // src: docs_jovian_mid, dc_tags (v1.3.0)
      {version: 'celo-v2.2.1', context: 'Jovian; docker-compose v1.3.2; minimum to drive op-reth', date: '2026-03-17'}, // src: docs_jovian_final, dc_tags (v1.3.2), dc_reth_migration
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
      {version: 'v1.8.2', context: 'Isthmus and EigenDA v2; docker-compose v1.0.0', date: '2025-07-09'}, // src: docs_isthmus, dc_tags (v1.0.0)
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
  latestTag: 'v1.4.1', // src: dc_tags (newest tag; also the newest commit of the stored snapshot, 7aafa1c)
  latestTagDate: '2026-07-20', // src: dc_tags (commit date of 7aafa1c)
  latestTagCommit: '7aafa1c0e202e7ec6dcd7c14757c55522006a12f', // src: dc_head
  /** Env files copied to `.env` for each network. */
  envFile: {mainnet: 'mainnet.env', celoSepolia: 'celo-sepolia.env'}, // src: dc_head
} as const;

export interface DockerComposeRelease {
  tag: string;
  /** Commit the tag points to (short form). */
  commit: string;
  /** Commit date of the tagged commit (the tags are lightweight and carry no date of their own). */
  date: string;
  execution: string;
  opNode: string;
  eigendaProxy: string;
  /** Default challenger image tag, when the release has a challenger service. */
  challenger?: string;
  note: string;
}

/** Every tag of celo-l2-node-docker-compose, with the image tags its docker-compose.yml runs by default. */
export const dockerComposeReleases: readonly DockerComposeRelease[] = [
  {tag: 'v1.0.0', commit: '1030f1f', date: '2025-07-09', execution: 'op-geth celo-v2.1.0', opNode: 'celo-v2.1.0', eigendaProxy: 'v1.8.2', note: 'First tag (the same commit is also tagged celo-v2.1.0). Isthmus versions.'}, // src: celo-org/celo-l2-node-docker-compose@1030f1f757845731a576f6e54e359043b124b951:docker-compose.yml
  {tag: 'v1.1.0', commit: '40ca605', date: '2025-08-13', execution: 'op-geth celo-v2.1.2', opNode: 'celo-v2.1.0', eigendaProxy: 'v1.8.2', note: 'op-geth update.'}, // src: celo-org/celo-l2-node-docker-compose@40ca6053e7944a45ac1692a6de189d51d84c9697:docker-compose.yml
  {tag: 'v1.2.0', commit: 'deb2c13', date: '2025-12-04', execution: 'op-geth celo-v2.1.2', opNode: 'celo-v2.1.0', eigendaProxy: 'v1.8.2', challenger: 'v1', note: 'Adds the optional OP Succinct challenger service. Alfajores and Baklava were removed before this tag (commit 741d2773, 2025-11-05).'}, // src: celo-org/celo-l2-node-docker-compose@deb2c13e1816813615699179d56d78c582070261:docker-compose.yml, commit 741d2773
  {tag: 'v1.2.1', commit: '1240759', date: '2026-01-15', execution: 'op-geth celo-v2.1.3', opNode: 'celo-v2.1.1', eigendaProxy: 'v1.8.2', challenger: 'v1', note: 'Client updates.'}, // src: celo-org/celo-l2-node-docker-compose@12407598235685742f813164b983fd088cd55b83:docker-compose.yml
  {tag: 'v1.3.0', commit: '2590f47', date: '2026-03-16', execution: 'op-geth celo-v2.2.0', opNode: 'celo-v2.2.0', eigendaProxy: 'v2.6.0', challenger: 'v1', note: 'Jovian clients and the EigenDA cert verifier router.'}, // src: celo-org/celo-l2-node-docker-compose@2590f4769c001979149209534290e813950c7e95:docker-compose.yml
  {tag: 'v1.3.1', commit: 'a37ef72', date: '2026-03-16', execution: 'op-geth celo-v2.2.0', opNode: 'celo-v2.2.0', eigendaProxy: 'v2.6.0', challenger: 'v1', note: 'Jovian activation time in rollup.json.'}, // src: celo-org/celo-l2-node-docker-compose@a37ef72a62a7a892cce15cf62e500d78f2769c6b:docker-compose.yml (commit time 2026-03-17 01:44 +0900)
  {tag: 'v1.3.2', commit: '94d7485', date: '2026-03-17', execution: 'op-geth celo-v2.2.1', opNode: 'celo-v2.2.1', eigendaProxy: 'v2.6.0', challenger: 'v1', note: 'Jovian in genesis; op-node celo-v2.2.1 becomes the default.'}, // src: celo-org/celo-l2-node-docker-compose@94d74850ac870f97961b33f38832d4b8f6aa0312:docker-compose.yml
  {tag: 'v1.3.3', commit: '3fb7a9a', date: '2026-03-30', execution: 'op-geth celo-v2.2.2', opNode: 'celo-v2.2.1', eigendaProxy: 'v2.6.0', challenger: 'v2', note: 'op-geth celo-v2.2.2; challenger image v2.'}, // src: celo-org/celo-l2-node-docker-compose@3fb7a9ad3fa3072a5978d5052d520e5fb4a49963:docker-compose.yml
  {tag: 'v1.3.4', commit: 'a0dd6d9', date: '2026-06-08', execution: 'op-geth celo-v2.2.4', opNode: 'celo-v2.2.1', eigendaProxy: 'v2.6.0', challenger: 'v2', note: 'Last tag with op-geth. op-node waits for 4 L1 confirmations (--verifier.l1-confs=4).'}, // src: celo-org/celo-l2-node-docker-compose@a0dd6d9d3420bcc947ca510216dcb56bc5a10e66:docker-compose.yml
  {tag: 'v1.4.0', commit: 'da680ff', date: '2026-07-08', execution: 'op-reth celo-v1.0.0', opNode: 'celo-v2.2.1', eigendaProxy: 'v2.6.0', challenger: 'v2', note: 'op-reth replaces op-geth; snapshot bootstrap on by default; NODE_TYPE minimal, full or archive; optional historical proofs; chain config from the superchain registry.'}, // src: celo-org/celo-l2-node-docker-compose@da680ffbd5633434ddc91e71add53440cd467621:docker-compose.yml, commits a35db3e..da680ff
  {tag: 'v1.4.1', commit: '7aafa1c', date: '2026-07-20', execution: 'op-reth celo-v1.0.1', opNode: 'celo-v2.2.1', eigendaProxy: 'v2.6.0', challenger: 'v2', note: 'op-reth celo-v1.0.1.'}, // src: celo-org/celo-l2-node-docker-compose@7aafa1c0e202e7ec6dcd7c14757c55522006a12f:docker-compose.yml
];

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

/**
 * Default host ports published by docker-compose.yml at tag v1.4.1
 * (celo-org/celo-l2-node-docker-compose@7aafa1c0e202e7ec6dcd7c14757c55522006a12f:docker-compose.yml), each with the `.env`
 * variable that overrides it. The monitoring and historical-rpc-node services exit at start unless
 * enabled (celo-org/celo-l2-node-docker-compose@7aafa1c0e202e7ec6dcd7c14757c55522006a12f:scripts/start-*.sh), so nothing listens on their ports until you turn them on.
 */
export const ports: readonly PortInfo[] = [
  {id: 'execution_http', service: 'op-reth', port: 9993, protocol: 'TCP', purpose: 'JSON-RPC over HTTP', public: false, envVar: 'PORT__OP_RETH_HTTP'}, // src: dc_head
  {id: 'execution_ws', service: 'op-reth', port: 9994, protocol: 'TCP', purpose: 'JSON-RPC over WebSocket', public: false, envVar: 'PORT__OP_RETH_WS'}, // src: dc_head
  {id: 'execution_p2p', service: 'op-reth', port: 30303, protocol: 'TCP and UDP', purpose: 'Execution-layer peer-to-peer', public: true, envVar: 'PORT__OP_RETH_P2P'}, // src: dc_head; dc_reth_migration (TCP and UDP)
  {id: 'op_node_p2p', service: 'op-node', port: 9222, protocol: 'TCP and UDP', purpose: 'Consensus-layer peer-to-peer', public: true, envVar: 'PORT__OP_NODE_P2P'}, // src: dc_head; dc_readme
  {id: 'op_node_http', service: 'op-node', port: 9545, protocol: 'TCP', purpose: 'op-node RPC, for example optimism_syncStatus', public: false, envVar: 'PORT__OP_NODE_HTTP'}, // src: dc_head
  {id: 'eigenda_proxy', service: 'eigenda-proxy', port: 4242, protocol: 'TCP', purpose: 'EigenDA proxy API', public: false, envVar: 'PORT_EIGENDA_PROXY'}, // src: dc_head (one underscore in this name)
  {id: 'historical_rpc_http', service: 'historical-rpc-node', port: 9991, protocol: 'TCP', purpose: 'Pre-migration state, HTTP (optional)', public: false, envVar: 'PORT__HISTORICAL_RPC_NODE_HTTP'}, // src: dc_head
  {id: 'historical_rpc_ws', service: 'historical-rpc-node', port: 9992, protocol: 'TCP', purpose: 'Pre-migration state, WebSocket (optional)', public: false, envVar: 'PORT__HISTORICAL_RPC_NODE_WS'}, // src: dc_head
  {id: 'healthcheck_metrics', service: 'healthcheck', port: 7300, protocol: 'TCP', purpose: 'Healthcheck metrics (monitoring)', public: false, envVar: 'PORT__HEALTHCHECK_METRICS'}, // src: dc_head
  {id: 'prometheus', service: 'prometheus', port: 9090, protocol: 'TCP', purpose: 'Prometheus web UI and API (monitoring)', public: false, envVar: 'PORT__PROMETHEUS'}, // src: dc_head
  {id: 'grafana', service: 'grafana', port: 3000, protocol: 'TCP', purpose: 'Grafana dashboards (monitoring)', public: false, envVar: 'PORT__GRAFANA'}, // src: dc_head
  {id: 'influxdb', service: 'influxdb', port: 8086, protocol: 'TCP', purpose: 'InfluxDB (monitoring)', public: false, envVar: 'PORT__INFLUXDB'}, // src: dc_head
];

/** Ports inside the containers that are not published on the host. */
export const internalPorts = [
  {id: 'op_reth_engine', service: 'op-reth', port: 8551, purpose: 'Authenticated engine API (op-node drives op-reth here)'}, // src: celo-org/celo-l2-node-docker-compose@7aafa1c0e202e7ec6dcd7c14757c55522006a12f:scripts/start-op-reth.sh
  {id: 'op_reth_metrics', service: 'op-reth', port: 9001, purpose: 'Prometheus metrics'}, // src: celo-org/celo-l2-node-docker-compose@7aafa1c0e202e7ec6dcd7c14757c55522006a12f:scripts/start-op-reth.sh
  {id: 'op_node_metrics', service: 'op-node', port: 7300, purpose: 'Prometheus metrics'}, // src: celo-org/celo-l2-node-docker-compose@7aafa1c0e202e7ec6dcd7c14757c55522006a12f:scripts/start-op-node.sh
  {id: 'challenger_metrics', service: 'challenger', port: 7300, purpose: 'Prometheus metrics'}, // src: celo-org/celo-l2-node-docker-compose@7aafa1c0e202e7ec6dcd7c14757c55522006a12f:docker-compose.yml
] as const;

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

/**
 * op-reth node types. `NODE_TYPE` sets both the snapshot tier that is downloaded and the
 * prune mode op-reth runs with. Sizes are approximate and grow over time.
 */
export const snapshotTiers = [
  {tier: 'minimal', flag: '--minimal', purpose: 'Latest-state RPC (eth_call, eth_getBalance at the head); keeps about 64 blocks of receipts; smallest disk', download: '~65 GB', onDisk: '~130 GB', sepoliaDownload: '~7 GB', sepoliaOnDisk: '~20 GB'}, // src: celo-org/celo-l2-node-docker-compose@7aafa1c0e202e7ec6dcd7c14757c55522006a12f:README.md
  {tier: 'full', flag: '--full', purpose: 'Default. Keeps about 10,064 recent blocks of history; dApp backends and personal nodes', download: '~215 GB', onDisk: '~355 GB', sepoliaDownload: '~11 GB', sepoliaOnDisk: '~30 GB'}, // src: celo-org/celo-l2-node-docker-compose@7aafa1c0e202e7ec6dcd7c14757c55522006a12f:README.md, RETH_MIGRATION.md
  {tier: 'archive', flag: '(no prune flag)', purpose: 'All state since the L2 start; indexers, historical RPC, challengers', download: '~390 GB', onDisk: '~1.35 TB', sepoliaDownload: '~13 GB', sepoliaOnDisk: '~50 GB'}, // src: celo-org/celo-l2-node-docker-compose@7aafa1c0e202e7ec6dcd7c14757c55522006a12f:README.md
] as const;

export interface RollupAssets {
  genesis: string;
  rollupJson: string;
  /** Addresses of the rollup contracts on Ethereum, as the deployment wrote them. */
  deploymentL1: string;
  /** The OP Stack deploy configuration the L1 contracts were deployed with. */
  deployConfig?: string;
  /** State allocations of the OP Stack predeploys written into the state at the L2 migration. */
  l2Allocs?: string;
  /** Mainnet chain data after the L2 migration, in op-geth's format (for op-geth full or archive sync only). */
  migratedChaindata?: string;
}

const assetBase = 'https://storage.googleapis.com/cel2-rollup-files'; // src: docs_network_config

export const rollupAssets: Record<NodeNetwork, RollupAssets> = {
  mainnet: {
    genesis: `${assetBase}/celo/genesis.json`, // src: docs_network_config
    rollupJson: `${assetBase}/celo/rollup.json`, // src: docs_network_config
    deploymentL1: `${assetBase}/celo/deployment-l1.json`, // src: docs_network_config
    deployConfig: `${assetBase}/celo/config.json`, // src: celo-org/docs@12ee4abda47df9085cb930a87af88b04057e6dec:operate/operators/network-config.mdx ("Rollup deploy config")
    l2Allocs: `${assetBase}/celo/l2-allocs.json`, // src: celo-org/docs@12ee4abda47df9085cb930a87af88b04057e6dec:operate/operators/network-config.mdx ("L2 allocs")
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
    v1ServiceManager: '0x870679E138bCdf293b7Ff14dD44b70FC97e12fc0', // src: dc_head mainnet.env (EIGENDA_LOCAL_SVC_MANAGER_ADDR, written in lower case there)
  },
  celoSepolia: {
    disperserRpc: 'disperser-testnet-sepolia.eigenda.xyz:443', // src: docs_sepolia_launch
    v2Network: 'sepolia_testnet', // src: docs_jovian_final, dc_head
    certVerifierRouter: '0xf4f934A0b5c09d302d9C6f60040754fEebdd6073', // src: docs_jovian_final, dc_head
    v2CertVerifier: '0x73818fED0743085C4557A736A7630447fb57c662', // src: docs_eigenda_v2_final
    v1ServiceManager: '0x3a5acf46ba6890B8536420F4900AC9BC45Df4764', // src: docs_sepolia_launch
  },
} as const;

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

/** OP Succinct Lite challenger used by the docker-compose setup. */
export const challenger = {
  image: `${registry}/op-succinct-challenger`, // src: dc_tags
  defaultTag: 'v2', // src: dc_tags (v1 in v1.2.0 to v1.3.2, v2 from v1.3.3)
  enableVar: 'CHALLENGER__ENABLED', // src: celo-org/celo-l2-node-docker-compose@7aafa1c0e202e7ec6dcd7c14757c55522006a12f:README.md
  /** Monitor-only is the default: mismatches are logged, no transaction is sent. */
  monitorOnlyVar: 'CHALLENGER__DISABLE_MONITOR_ONLY_MODE', // src: celo-org/celo-l2-node-docker-compose@7aafa1c0e202e7ec6dcd7c14757c55522006a12f:README.md
  /** Minimum bond the challenging account must hold, as the README states it. */
  minimumBond: '0.01 ETH', // src: celo-org/celo-l2-node-docker-compose@7aafa1c0e202e7ec6dcd7c14757c55522006a12f:README.md (challenger requirements)
  /** Mainnet contracts the README links to on Etherscan. */
  mainnet: {
    accessManager: '0xF59a19c5578291cB7fd22618D16281aDf76f2816', // src: celo-org/celo-l2-node-docker-compose@7aafa1c0e202e7ec6dcd7c14757c55522006a12f:README.md (AccessManager link)
    bondContract: '0x113f434f82FF82678AE7f69Ea122791FE1F6b73e', // src: celo-org/celo-l2-node-docker-compose@7aafa1c0e202e7ec6dcd7c14757c55522006a12f:README.md (challenger-bond link)
  },
  /** Prometheus metrics the README suggests alerting on. */
  alertMetrics: ['op_succinct_fp_challenger_games_challenged', 'op_succinct_fp_challenger_game_challenging_error'], // src: celo-org/celo-l2-node-docker-compose@7aafa1c0e202e7ec6dcd7c14757c55522006a12f:README.md
} as const;
