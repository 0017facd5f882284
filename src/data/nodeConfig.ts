/**
 * Configuration of a Celo node run with celo-org/celo-l2-node-docker-compose: every environment
 * variable of the release the site documents, and the rollup configuration of each network.
 *
 * Read at tag v1.4.1 (commit 7aafa1c0e202e7ec6dcd7c14757c55522006a12f, also the newest commit
 * of the stored repository): mainnet.env, celo-sepolia.env, envs/**, docker-compose.yml,
 * README.md, RETH_MIGRATION.md, progress.sh, migrate.sh and scripts/*.sh. Rollup values come from
 * envs/<network>/config/rollup.json at commit a0dd6d9 (tag v1.3.4), the last commit with those
 * files; since v1.4.0 op-node loads the same configuration from the superchain registry.
 *
 * Every record carries `sources`. Values that are addresses are EIP-55 checksummed here even where
 * an env file writes them in lower case.
 */
import type {Sources} from '@site/src/data/sources';
import {l1Contracts} from '@site/src/data/contracts';
import {networks} from '@site/src/data/networks';
import {dockerCompose, eigenda, l2Genesis, ports} from '@site/src/data/nodeSoftware';
import {rollupConfig as spec, rollupConfigCommit} from '@site/src/data/protocolParams';
import {rollupTimes} from '@site/src/data/rollupTimes';

const DC = 'celo-org/celo-l2-node-docker-compose@7aafa1c0e202e7ec6dcd7c14757c55522006a12f';
const MAINNET_ENV = `${DC}:mainnet.env` as const;
const SEPOLIA_ENV = `${DC}:celo-sepolia.env` as const;
const README = `${DC}:README.md` as const;
const COMPOSE = `${DC}:docker-compose.yml` as const;
const S = {
  opReth: `${DC}:scripts/start-op-reth.sh`,
  opNode: `${DC}:scripts/start-op-node.sh`,
  eigenda: `${DC}:scripts/start-eigenda-proxy.sh`,
  historical: `${DC}:scripts/start-historical-rpc-node.sh`,
  challenger: `${DC}:scripts/start-challenger.sh`,
  monitoring: `${DC}:scripts/start-prometheus.sh`,
} as const;

/** The release these tables describe. */
export const configRelease = {
  tag: dockerCompose.latestTag,
  commit: dockerCompose.latestTagCommit,
} as const;

export type ConfigService =
  | 'op-reth'
  | 'op-node'
  | 'eigenda-proxy'
  | 'historical-rpc-node'
  | 'challenger'
  | 'healthcheck'
  | 'prometheus'
  | 'grafana'
  | 'influxdb'
  | 'docker compose'
  | 'progress.sh'
  | 'migrate.sh';

export type EnvGroupId =
  | 'network'
  | 'l1'
  | 'datadir'
  | 'historical'
  | 'proofs'
  | 'p2p'
  | 'eigenda'
  | 'challenger'
  | 'monitoring'
  | 'images'
  | 'ports'
  | 'network-files'
  | 'common-files'
  | 'internal';

export interface EnvGroup {
  id: EnvGroupId;
  title: string;
  /** One or two sentences shown above the table. */
  intro: string;
}

export const envGroups: readonly EnvGroup[] = [
  {id: 'network', title: 'Network and node type', intro: 'Set by the env file you copy to `.env`. `NODE_TYPE` is the one most operators change.'},
  {id: 'l1', title: 'Ethereum (L1) connection', intro: 'The Ethereum endpoints op-node, eigenda-proxy and the challenger read. The public defaults work for a test; use a paid provider or your own Ethereum node in production.'},
  {id: 'datadir', title: 'Data directory and snapshot', intro: 'Where op-reth keeps its database and how an empty database is filled.'},
  {id: 'historical', title: 'State from before the L2 migration', intro: 'Mainnet only: these variables are not in `celo-sepolia.env`, because Celo Sepolia started as an L2.'},
  {id: 'proofs', title: 'Historical proofs', intro: 'An optional op-reth sidecar database that answers `eth_getProof` for older blocks quickly.'},
  {id: 'p2p', title: 'Peer-to-peer networking', intro: 'Without these, other nodes cannot find or reach yours, and your node can fall behind.'},
  {id: 'eigenda', title: 'EigenDA', intro: 'Settings of the local eigenda-proxy that op-node uses to read batch data. Keep the network defaults unless a notice tells you to change them.'},
  {id: 'challenger', title: 'Challenger', intro: 'The optional OP Succinct Lite challenger. It is off by default and, once on, runs in monitor-only mode until you change that.'},
  {id: 'monitoring', title: 'Monitoring', intro: 'The optional healthcheck, Prometheus, Grafana and InfluxDB services.'},
  {id: 'images', title: 'Image overrides', intro: 'Empty means the image the release pins in `docker-compose.yml`. Change these only to test a specific version.'},
  {id: 'ports', title: 'Host ports', intro: 'Empty means the default host port. Every port must be unique on the host.'},
  {id: 'network-files', title: 'Per-network files', intro: 'Files under `envs/<network>/` that the services load next to `.env`. They are part of the release; do not edit them.'},
  {id: 'common-files', title: 'Shared service files', intro: 'Files under `envs/common/` that the monitoring and legacy services load.'},
  {id: 'internal', title: 'Set by the setup itself', intro: 'Variables that `docker-compose.yml` or the start scripts set or derive. You do not set them; they are listed so you can read the logs and scripts.'},
];

export interface EnvVar {
  name: string;
  group: EnvGroupId;
  /**
   * Value in mainnet.env or the per-network file ('' when the file leaves it empty).
   * Undefined when the Mainnet files do not define the variable.
   */
  mainnet?: string;
  /** Same for Celo Sepolia. */
  celoSepolia?: string;
  /** Value for every network, when it is the same and not in a per-network env file. */
  value?: string;
  /** What docker-compose.yml or a start script uses when the variable is empty or unset. */
  fallback?: string;
  /** Accepted values, when the sources list them. */
  allowed?: string;
  effect: string;
  services: readonly ConfigService[];
  /** File(s) of the repository that define the variable. */
  definedIn: readonly string[];
  sources: Sources;
}

function l1Address(network: 'mainnet' | 'celoSepolia', name: string): string {
  const found = l1Contracts[network]?.contracts.find((c) => c.name === name);
  if (!found) throw new Error(`nodeConfig: no ${name} in l1Contracts.${network}`);
  return found.address;
}

function hostPort(envVar: string): string {
  const found = ports.find((p) => p.envVar === envVar);
  if (!found) throw new Error(`nodeConfig: no port with envVar ${envVar} in nodeSoftware.ports`);
  return String(found.port);
}

const BOTH_ENV = ['mainnet.env', 'celo-sepolia.env'] as const;

function portVar(name: string, service: ConfigService, what: string): EnvVar {
  return {
    name,
    group: 'ports',
    mainnet: name === 'PORT__OP_RETH_P2P' ? '30303' : '',
    celoSepolia: name === 'PORT__OP_RETH_P2P' ? '30303' : '',
    fallback: hostPort(name),
    effect: what,
    services: name === 'PORT__OP_RETH_HTTP' ? [service, 'progress.sh'] : [service],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, COMPOSE],
  };
}

function imageVar(name: string, service: ConfigService, fallback: string | undefined, effect: string): EnvVar {
  return {name, group: 'images', mainnet: '', celoSepolia: '', fallback, effect, services: [service], definedIn: BOTH_ENV, sources: [MAINNET_ENV, COMPOSE]};
}

export const envVars: readonly EnvVar[] = [
  // Network and node type
  {
    name: 'NETWORK_NAME',
    group: 'network',
    mainnet: 'mainnet',
    celoSepolia: 'celo-sepolia',
    allowed: '`mainnet`, `celo-sepolia`',
    effect: 'Selects the per-network files under `envs/<network>/`, the op-node `--network` name (`celo-mainnet` or `celo-sepolia`) and the default data directory. The historical-rpc-node starts only on `mainnet`.',
    services: ['docker compose', 'op-node', 'historical-rpc-node'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, SEPOLIA_ENV, S.opNode, S.historical],
  },
  {
    name: 'NODE_TYPE',
    group: 'network',
    mainnet: 'full',
    celoSepolia: 'full',
    fallback: 'full',
    allowed: '`minimal`, `full`, `archive`',
    effect: 'Sets both the snapshot tier downloaded into an empty data directory and the prune mode: `minimal` runs op-reth with `--minimal` (about 64 blocks of receipts), `full` with `--full` (about 10,064 blocks of history), `archive` with no prune flag (all state since the L2 start). The script does not validate the value; op-reth rejects an unknown one.',
    services: ['op-reth'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, README, S.opReth],
  },
  // L1
  {
    name: 'OP_NODE__RPC_ENDPOINT',
    group: 'l1',
    mainnet: 'https://ethereum-rpc.publicnode.com',
    celoSepolia: 'https://ethereum-sepolia-rpc.publicnode.com',
    effect: 'Ethereum execution RPC. op-node reads the chain from it (`--l1`); eigenda-proxy uses it for certificate checks; the challenger sends transactions through it; migrate.sh reads it.',
    services: ['op-node', 'eigenda-proxy', 'challenger', 'migrate.sh'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, SEPOLIA_ENV, S.opNode, S.eigenda, COMPOSE],
  },
  {
    name: 'OP_NODE__L1_BEACON',
    group: 'l1',
    mainnet: 'https://ethereum-beacon-api.publicnode.com',
    celoSepolia: 'https://ethereum-sepolia-beacon-api.publicnode.com',
    effect: 'Ethereum beacon (consensus) API that op-node reads blobs from (`--l1.beacon`).',
    services: ['op-node', 'migrate.sh'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, SEPOLIA_ENV, S.opNode],
  },
  {
    name: 'OP_NODE__RPC_TYPE',
    group: 'l1',
    mainnet: 'basic',
    celoSepolia: 'basic',
    allowed: '`alchemy`, `quicknode` (Ethereum only), `erigon`, `basic` (any other provider)',
    effect: 'Kind of Ethereum RPC provider, passed to op-node as `--l1.rpckind` so it can use provider-specific batch methods.',
    services: ['op-node'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, README, S.opNode],
  },
  // Data directory
  {
    name: 'DATADIR_PATH',
    group: 'datadir',
    mainnet: './envs/${NETWORK_NAME}/datadir',
    celoSepolia: './envs/${NETWORK_NAME}/datadir',
    effect: 'Host directory mounted as op-reth\'s data directory. Absolute, or relative to `docker-compose.yml`. It must be empty on first start; op-reth refuses to start on a directory that holds op-geth data.',
    services: ['op-reth'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, README, S.opReth],
  },
  {
    name: 'OP_RETH__SNAPSHOT',
    group: 'datadir',
    mainnet: 'true',
    celoSepolia: 'true',
    allowed: '`true`, `false`',
    effect: 'When `true` and the data directory holds no database yet, op-reth first downloads the snapshot tier named by `NODE_TYPE` from snapshots.celo.org (`celo-reth download`). Ignored once data exists. Celo\'s node guide calls the snapshot required on Mainnet, where it carries the L1 state at the migration; on Celo Sepolia `false` syncs from the first block by executing every block. Celo\'s configuration guide lists `false` as the default; both env files of the release set `true`.',
    services: ['op-reth'],
    definedIn: BOTH_ENV,
    sources: [
      MAINNET_ENV,
      README,
      S.opReth,
      'celo-org/docs@2a5052c630e492539f644feddae265996c3524f6:operate/operators/run-node.mdx',
      'celo-org/docs@12ee4abda47df9085cb930a87af88b04057e6dec:operate/operators/configuration.mdx',
    ],
  },
  // Historical
  {
    name: 'HISTORICAL_RPC_DATADIR_PATH',
    group: 'historical',
    mainnet: '',
    effect: 'Path to a Celo L1 archive data directory. When set (and `OP_RETH__HISTORICAL_RPC` is empty), the setup starts historical-rpc-node (celo-blockchain in archive mode) on it, and op-reth forwards requests for pre-migration state to it with `--rollup.historicalrpc=http://historical-rpc-node:8545`.',
    services: ['historical-rpc-node', 'op-reth'],
    definedIn: ['mainnet.env'],
    sources: [MAINNET_ENV, README, S.opReth, S.historical],
  },
  {
    name: 'OP_RETH__HISTORICAL_RPC',
    group: 'historical',
    mainnet: '',
    effect: 'URL of a running legacy Celo L1 archive node. When set, op-reth forwards requests for pre-migration state there (`--rollup.historicalrpc`) and the local historical-rpc-node does not start, whatever `HISTORICAL_RPC_DATADIR_PATH` says.',
    services: ['op-reth', 'historical-rpc-node'],
    definedIn: ['mainnet.env'],
    sources: [MAINNET_ENV, README, S.opReth, S.historical],
  },
  // Proofs
  {
    name: 'OP_RETH__PROOFS_HISTORY_ENABLED',
    group: 'proofs',
    mainnet: 'false',
    celoSepolia: 'false',
    allowed: '`true`, `false`',
    effect: 'When `true`, op-reth initializes the proofs database once (only if the data directory is synced past its first block) and then runs with `--proofs-history`, serving `eth_getProof` for blocks inside the window from that database. If the data directory is not synced yet, op-reth starts without proofs and logs a warning.',
    services: ['op-reth'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, README, S.opReth],
  },
  {
    name: 'OP_RETH__PROOFS_HISTORY_WINDOW',
    group: 'proofs',
    mainnet: '1296000',
    celoSepolia: '1296000',
    fallback: '1296000',
    effect: 'Number of recent blocks the proofs database keeps (`--proofs-history.window`). 1,296,000 blocks is about 15 days at one block per second. A larger window needs more disk.',
    services: ['op-reth'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, README, S.opReth],
  },
  {
    name: 'PROOFS_HISTORY_DATADIR_PATH',
    group: 'proofs',
    mainnet: './envs/${NETWORK_NAME}/proofs',
    celoSepolia: './envs/${NETWORK_NAME}/proofs',
    fallback: './proofs',
    effect: 'Host directory for the proofs database, mounted at `/proofs`. Keep it on a different volume from the chain data.',
    services: ['op-reth'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, README, COMPOSE],
  },
  // P2P
  {
    name: 'OP_RETH__NAT',
    group: 'p2p',
    mainnet: 'any',
    celoSepolia: 'any',
    allowed: '`any`, `none`, `upnp`, `publicip`, `extip:<IP>`, `stun:<IP:PORT>`',
    effect: 'How op-reth finds the public IP it announces for discovery (`--nat`). `any` detects it; `extip:<your-public-ip>` is the most reliable. Check the value in use with the `admin_nodeInfo` RPC method.',
    services: ['op-reth'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, README, S.opReth],
  },
  {
    name: 'OP_NODE__P2P_ADVERTISE_IP',
    group: 'p2p',
    mainnet: '',
    celoSepolia: '',
    effect: 'Public IP op-node announces to peers (`--p2p.advertise.ip`). When empty, other nodes cannot discover your op-node. Check the value in use in the `started p2p host` log line or with the `opp2p_self` RPC method.',
    services: ['op-node'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, README, S.opNode],
  },
  // EigenDA
  {
    name: 'EIGENDA_PROXY_ENDPOINT',
    group: 'eigenda',
    mainnet: '',
    celoSepolia: '',
    fallback: 'http://eigenda-proxy:4242',
    effect: 'URL of an eigenda-proxy you run elsewhere. When set, the local eigenda-proxy does not start and op-node uses this URL as its alt-DA server.',
    services: ['eigenda-proxy', 'op-node'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, S.eigenda, S.opNode],
  },
  {
    name: 'EIGENDA_LOCAL_SVC_MANAGER_ADDR',
    group: 'eigenda',
    mainnet: eigenda.mainnet.v1ServiceManager,
    celoSepolia: eigenda.celoSepolia.v1ServiceManager,
    effect: 'EigenDA service manager contract on Ethereum (`--eigenda.svc-manager-addr`).',
    services: ['eigenda-proxy'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, SEPOLIA_ENV, S.eigenda],
  },
  {
    name: 'EIGENDA_LOCAL_DISPERSER_RPC',
    group: 'eigenda',
    mainnet: eigenda.mainnet.disperserRpc,
    celoSepolia: eigenda.celoSepolia.disperserRpc,
    effect: 'EigenDA disperser the proxy connects to (`--eigenda.disperser-rpc`).',
    services: ['eigenda-proxy'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, SEPOLIA_ENV, S.eigenda],
  },
  {
    name: 'EIGENDA_V2_LOCAL_CERT_VERIFIER_ROUTER_ADDR',
    group: 'eigenda',
    mainnet: eigenda.mainnet.certVerifierRouter,
    celoSepolia: eigenda.celoSepolia.certVerifierRouter,
    effect: 'EigenDA v2 certificate verifier router on Ethereum (`--eigenda.v2.cert-verifier-router-or-immutable-verifier-addr`).',
    services: ['eigenda-proxy'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, SEPOLIA_ENV, S.eigenda],
  },
  {
    name: 'EIGENDA_V2_LOCAL_NETWORK',
    group: 'eigenda',
    mainnet: eigenda.mainnet.v2Network,
    celoSepolia: eigenda.celoSepolia.v2Network,
    effect: 'EigenDA v2 network name (`--eigenda.v2.network`).',
    services: ['eigenda-proxy'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, SEPOLIA_ENV, S.eigenda],
  },
  {
    name: 'EIGENDA_LOCAL_S3_CREDENTIAL_TYPE',
    group: 'eigenda',
    mainnet: 'public',
    celoSepolia: 'public',
    effect: 'Credential type for the S3-compatible blob cache the proxy falls back to (`--s3.credential-type`). Used only while `EIGENDA_LOCAL_ARCHIVE_BLOBS` is not empty.',
    services: ['eigenda-proxy'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, S.eigenda],
  },
  {
    name: 'EIGENDA_LOCAL_S3_ACCESS_KEY_ID',
    group: 'eigenda',
    mainnet: '',
    celoSepolia: '',
    effect: 'Access key id for the blob cache (`--s3.access-key-id`); empty for the public cache.',
    services: ['eigenda-proxy'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, S.eigenda],
  },
  {
    name: 'EIGENDA_LOCAL_S3_ACCESS_KEY_SECRET',
    group: 'eigenda',
    mainnet: '',
    celoSepolia: '',
    effect: 'Secret for the blob cache (`--s3.access-key-secret`); empty for the public cache.',
    services: ['eigenda-proxy'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, S.eigenda],
  },
  {
    name: 'EIGENDA_LOCAL_S3_BUCKET',
    group: 'eigenda',
    mainnet: 'eigenda-proxy-cache-mainnet',
    celoSepolia: 'eigenda-proxy-cache-celo-sepolia',
    effect: 'Bucket of the public blob cache (`--s3.bucket`).',
    services: ['eigenda-proxy'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, SEPOLIA_ENV, S.eigenda],
  },
  {
    name: 'EIGENDA_LOCAL_S3_PATH',
    group: 'eigenda',
    mainnet: 'blobs/',
    celoSepolia: 'blobs/',
    effect: 'Path inside the bucket (`--s3.path`).',
    services: ['eigenda-proxy'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, S.eigenda],
  },
  {
    name: 'EIGENDA_LOCAL_S3_ENDPOINT',
    group: 'eigenda',
    mainnet: 'storage.googleapis.com',
    celoSepolia: 'storage.googleapis.com',
    effect: 'S3-compatible endpoint of the blob cache (`--s3.endpoint`).',
    services: ['eigenda-proxy'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, S.eigenda],
  },
  {
    name: 'EIGENDA_LOCAL_ARCHIVE_BLOBS',
    group: 'eigenda',
    mainnet: '${EIGENDA_LOCAL_S3_BUCKET:+0}',
    celoSepolia: '${EIGENDA_LOCAL_S3_BUCKET:+0}',
    effect: 'When not empty, the proxy adds the blob cache as a fallback storage target (`--storage.fallback-targets=s3`). The default is non-empty whenever a bucket is set. A challenger sets it to an empty value so that it reads from EigenDA only.',
    services: ['eigenda-proxy'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, S.eigenda, README],
  },
  // Challenger
  {
    name: 'CHALLENGER__ENABLED',
    group: 'challenger',
    mainnet: 'false',
    celoSepolia: 'false',
    allowed: '`true`, `false`',
    effect: 'The challenger service starts only when this is `true` and `CHALLENGER__PRIVATE_KEY` is a hex string.',
    services: ['challenger'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, S.challenger, README],
  },
  {
    name: 'CHALLENGER__PRIVATE_KEY',
    group: 'challenger',
    mainnet: 'a placeholder hex key',
    celoSepolia: 'a placeholder hex key',
    effect: 'Ethereum key of the challenger account. To send challenges, the account needs the challenger permission on the dispute-game AccessManager and ETH for the bond and gas. Replace the placeholder, and keep the real key out of version control.',
    services: ['challenger'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, README, COMPOSE],
  },
  {
    name: 'CHALLENGER__FETCH_INTERVAL_SECONDS',
    group: 'challenger',
    mainnet: '',
    celoSepolia: '',
    fallback: '30',
    effect: 'Seconds between checks of new proposals. A higher value lowers the load on your Ethereum node, but challenges are first come, first served: a slower challenger is less likely to be the one that submits.',
    services: ['challenger'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, COMPOSE, README],
  },
  {
    name: 'CHALLENGER__DISABLE_MONITOR_ONLY_MODE',
    group: 'challenger',
    mainnet: 'false',
    celoSepolia: 'false',
    fallback: 'false',
    allowed: '`true`, `false`',
    effect: 'With the default `false`, the challenger only logs a warning when a proposed state root differs from your node; it sends nothing. `true` lets it send `challenge()` transactions.',
    services: ['challenger'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, COMPOSE, README],
  },
  {
    name: 'CHALLENGER__TX_CONFIRMATION_TIMEOUT_SECONDS',
    group: 'challenger',
    mainnet: '',
    celoSepolia: '',
    fallback: '180',
    effect: 'Longest time, in seconds, the challenger waits for an Ethereum transaction to confirm. Raise it if your Ethereum RPC is slow.',
    services: ['challenger'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, COMPOSE, README],
  },
  // Monitoring
  {
    name: 'MONITORING_ENABLED',
    group: 'monitoring',
    mainnet: 'false',
    celoSepolia: 'false',
    allowed: '`true`, `false`',
    effect: 'When `true`, healthcheck, Prometheus, Grafana and InfluxDB run; otherwise their containers exit at once. It also makes the historical-rpc-node send metrics to InfluxDB.',
    services: ['healthcheck', 'prometheus', 'grafana', 'influxdb', 'historical-rpc-node'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, S.monitoring, S.historical],
  },
  {
    name: 'HEALTHCHECK__REFERENCE_RPC_PROVIDER',
    group: 'monitoring',
    mainnet: networks.mainnet.rpc.http,
    celoSepolia: networks.celoSepolia.rpc.http,
    effect: 'Public RPC the healthcheck compares your node with. progress.sh also uses it to estimate the time left to sync.',
    services: ['healthcheck', 'progress.sh'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, SEPOLIA_ENV, `${DC}:progress.sh`],
  },
  // Images
  imageVar('IMAGE_TAG__OP_RETH', 'op-reth', 'celo-v1.0.1', 'Tag of the op-reth image.'),
  imageVar('IMAGE_REPO__OP_RETH', 'op-reth', 'us-west1-docker.pkg.dev/devopsre/celo-blockchain-public/op-reth', 'Repository of the op-reth image, to run a build from another registry.'),
  imageVar('IMAGE_TAG__OP_NODE', 'op-node', undefined, 'Listed in the env files, but `docker-compose.yml` at this release does not read it: the op-node image is fixed at celo-v2.2.1. Setting it changes nothing.'),
  imageVar('IMAGE_TAG__CHALLENGER', 'challenger', 'v2', 'Tag of the OP Succinct challenger image.'),
  imageVar('IMAGE_TAG__HEALTHCHECK', 'healthcheck', 'latest', 'Tag of the replica-healthcheck image.'),
  imageVar('IMAGE_TAG__PROMETHEUS', 'prometheus', 'latest', 'Tag of the Prometheus image.'),
  imageVar('IMAGE_TAG__GRAFANA', 'grafana', '9.3.0', 'Tag of the Grafana image.'),
  imageVar('IMAGE_TAG__INFLUXDB', 'influxdb', '1.8', 'Tag of the InfluxDB image.'),
  // Ports
  portVar('PORT__OP_RETH_HTTP', 'op-reth', 'Host port of op-reth JSON-RPC over HTTP (container port 8545).'),
  portVar('PORT__OP_RETH_WS', 'op-reth', 'Host port of op-reth JSON-RPC over WebSocket (container port 8546).'),
  portVar('PORT__OP_RETH_P2P', 'op-reth', 'op-reth peer-to-peer port, TCP and UDP. Unlike the other ports it is also passed to op-reth (`--port`, `--discovery.port`, `--discovery.v5.port`), so host and container use the same number.'),
  portVar('PORT__OP_NODE_P2P', 'op-node', 'Host port of op-node peer-to-peer, TCP and UDP (container port 9222).'),
  portVar('PORT__OP_NODE_HTTP', 'op-node', 'Host port of the op-node RPC (container port 9545).'),
  portVar('PORT_EIGENDA_PROXY', 'eigenda-proxy', 'Host port of the eigenda-proxy API (container port 4242). Note the single underscore after PORT.'),
  portVar('PORT__HISTORICAL_RPC_NODE_HTTP', 'historical-rpc-node', 'Host port of the legacy archive node, HTTP (container port 8545).'),
  portVar('PORT__HISTORICAL_RPC_NODE_WS', 'historical-rpc-node', 'Host port of the legacy archive node, WebSocket (container port 8546).'),
  portVar('PORT__HEALTHCHECK_METRICS', 'healthcheck', 'Host port of the healthcheck metrics (container port 7300).'),
  portVar('PORT__PROMETHEUS', 'prometheus', 'Host port of Prometheus (container port 9090).'),
  portVar('PORT__GRAFANA', 'grafana', 'Host port of Grafana (container port 3000).'),
  portVar('PORT__INFLUXDB', 'influxdb', 'Host port of InfluxDB (container port 8086).'),
  // Per-network files
  {
    name: 'OP_RETH__CHAIN',
    group: 'network-files',
    mainnet: 'celo',
    celoSepolia: 'celo-sepolia',
    effect: 'Built-in chain spec op-reth loads (`--chain`); also picks the snapshot manifest.',
    services: ['op-reth'],
    definedIn: ['envs/<network>/op-reth.env'],
    sources: [`${DC}:envs/mainnet/op-reth.env`, `${DC}:envs/celo-sepolia/op-reth.env`, S.opReth],
  },
  {
    name: 'OP_RETH__SEQUENCER_URL',
    group: 'network-files',
    mainnet: networks.mainnet.sequencerHttp,
    celoSepolia: networks.celoSepolia.sequencerHttp,
    effect: 'Sequencer op-reth forwards submitted transactions to (`--rollup.sequencer`). If it is wrong, your node accepts transactions that are never executed.',
    services: ['op-reth'],
    definedIn: ['envs/<network>/op-reth.env'],
    sources: [`${DC}:envs/mainnet/op-reth.env`, `${DC}:envs/celo-sepolia/op-reth.env`, S.opReth, 'celo-org/docs@05f517f0b5c2cda9cee89857227ea52bf0f652b8:infra-partners/operators/public-rpc-node.mdx'],
  },
  {
    name: 'OP_RETH__BOOTNODES',
    group: 'network-files',
    mainnet: '12 enode URLs',
    celoSepolia: '6 enode URLs',
    effect: 'Execution-layer bootnodes (`--bootnodes`), run by cLabs.',
    services: ['op-reth'],
    definedIn: ['envs/<network>/op-reth.env'],
    sources: [`${DC}:envs/mainnet/op-reth.env`, `${DC}:envs/celo-sepolia/op-reth.env`, S.opReth],
  },
  {
    name: 'OP_RETH__TRUSTED_PEERS',
    group: 'network-files',
    mainnet: '12 enode URLs (the bootnodes)',
    celoSepolia: '4 enode URLs (the first four bootnodes)',
    effect: 'Peers op-reth always keeps connected, outside the peer limit (`--trusted-peers`).',
    services: ['op-reth'],
    definedIn: ['envs/<network>/op-reth.env'],
    sources: [`${DC}:envs/mainnet/op-reth.env`, `${DC}:envs/celo-sepolia/op-reth.env`, S.opReth],
  },
  {
    name: 'OP_NODE_P2P_BOOTNODES',
    group: 'network-files',
    mainnet: '12 ENRs',
    celoSepolia: '4 ENRs',
    effect: 'Consensus-layer bootnodes; op-node reads this variable itself.',
    services: ['op-node'],
    definedIn: ['envs/<network>/op-node.env'],
    sources: [`${DC}:envs/mainnet/op-node.env`, `${DC}:envs/celo-sepolia/op-node.env`],
  },
  {
    name: 'OP_NODE_ALTDA_ENABLED',
    group: 'network-files',
    mainnet: 'true',
    celoSepolia: 'true',
    effect: 'Turns on alternative data availability (EigenDA) in op-node.',
    services: ['op-node'],
    definedIn: ['envs/<network>/op-node.env'],
    sources: [`${DC}:envs/mainnet/op-node.env`, 'celo-org/celo-l2-node-docker-compose@58fd68f19c5706dcaaf180ec10a09448f4ea2238:RETH_MIGRATION.md'],
  },
  {
    name: 'OP_NODE_ALTDA_DA_SERVICE',
    group: 'network-files',
    mainnet: 'true',
    celoSepolia: 'true',
    effect: 'Tells op-node that the alt-DA server is a DA service (eigenda-proxy).',
    services: ['op-node'],
    definedIn: ['envs/<network>/op-node.env'],
    sources: [`${DC}:envs/mainnet/op-node.env`, 'celo-org/celo-l2-node-docker-compose@58fd68f19c5706dcaaf180ec10a09448f4ea2238:RETH_MIGRATION.md'],
  },
  {
    name: 'OP_NODE_ALTDA_VERIFY_ON_READ',
    group: 'network-files',
    mainnet: 'false',
    celoSepolia: 'false',
    effect: 'op-node does not verify commitments again when it reads batch data.',
    services: ['op-node'],
    definedIn: ['envs/<network>/op-node.env'],
    sources: [`${DC}:envs/mainnet/op-node.env`, 'celo-org/celo-l2-node-docker-compose@58fd68f19c5706dcaaf180ec10a09448f4ea2238:RETH_MIGRATION.md'],
  },
  {
    name: 'FACTORY_ADDRESS',
    group: 'network-files',
    mainnet: l1Address('mainnet', 'DisputeGameFactoryProxy'),
    celoSepolia: l1Address('celoSepolia', 'DisputeGameFactoryProxy'),
    effect: 'DisputeGameFactory on Ethereum that the challenger watches.',
    services: ['challenger'],
    definedIn: ['envs/<network>/challenger.env'],
    sources: [`${DC}:envs/mainnet/challenger.env`, `${DC}:envs/celo-sepolia/challenger.env`],
  },
  {
    name: 'GAME_TYPE',
    group: 'network-files',
    mainnet: '42',
    celoSepolia: '42',
    effect: 'Dispute game type the challenger follows.',
    services: ['challenger'],
    definedIn: ['envs/<network>/challenger.env'],
    sources: [`${DC}:envs/mainnet/challenger.env`, `${DC}:envs/celo-sepolia/challenger.env`],
  },
  {
    name: 'ANCHOR_STATE_REGISTRY_ADDRESS',
    group: 'network-files',
    mainnet: l1Address('mainnet', 'AnchorStateRegistryProxy'),
    celoSepolia: l1Address('celoSepolia', 'AnchorStateRegistryProxy'),
    effect: 'AnchorStateRegistry on Ethereum that the challenger reads.',
    services: ['challenger'],
    definedIn: ['envs/<network>/challenger.env'],
    sources: [`${DC}:envs/mainnet/challenger.env`, `${DC}:envs/celo-sepolia/challenger.env`],
  },
  {
    name: 'MIGRATION_BLOCK_NUMBER',
    group: 'network-files',
    mainnet: String(networks.mainnet.l2Migration?.block ?? ''),
    effect: 'Block at which Mainnet became an L2; read by migrate.sh, the old L1-to-op-geth migration script.',
    services: ['migrate.sh'],
    definedIn: ['envs/mainnet/migration-config/migration.env'],
    sources: [`${DC}:envs/mainnet/migration-config/migration.env`, `${DC}:migrate.sh`],
  },
  // Shared service files
  {
    name: 'GF_SECURITY_ADMIN_PASSWORD',
    group: 'common-files',
    value: 'celo',
    effect: 'Password of the Grafana `admin` user. Change it before you expose Grafana beyond your machine.',
    services: ['grafana'],
    definedIn: ['envs/common/grafana.env'],
    sources: [`${DC}:envs/common/grafana.env`, README],
  },
  {
    name: 'HEALTHCHECK__TARGET_RPC_PROVIDER',
    group: 'common-files',
    value: 'http://op-reth:8545',
    effect: 'Your node, as the healthcheck reaches it inside the Docker network.',
    services: ['healthcheck'],
    definedIn: ['envs/common/healthcheck.env'],
    sources: [`${DC}:envs/common/healthcheck.env`],
  },
  {
    name: 'INFLUXDB_HTTP_AUTH_ENABLED',
    group: 'common-files',
    value: 'false',
    effect: 'InfluxDB accepts HTTP requests without authentication. Do not publish its port to the internet.',
    services: ['influxdb'],
    definedIn: ['envs/common/influxdb.env'],
    sources: [`${DC}:envs/common/influxdb.env`],
  },
  ...(
    [
      ['USING_OVM', 'true'],
      ['ETH1_SYNC_SERVICE_ENABLE', 'false'],
      ['RPC_API', 'eth,rollup,net,web3,debug'],
      ['RPC_ADDR', '0.0.0.0'],
      ['RPC_CORS_DOMAIN', '*'],
      ['RPC_ENABLE', 'true'],
      ['RPC_PORT', '8545'],
      ['RPC_VHOSTS', '*'],
    ] as const
  ).map(
    ([name, value]): EnvVar => ({
      name,
      group: 'common-files',
      value,
      effect: 'Set in the environment of the historical-rpc-node container. Its start script does not read it; the repository does not document what the image does with it.',
      services: ['historical-rpc-node'],
      definedIn: ['envs/common/historical-rpc-node.env'],
      sources: [`${DC}:envs/common/historical-rpc-node.env`, S.historical],
    }),
  ),
  // Internal
  ...(
    [
      ['CHALLENGER_ENABLED', '${CHALLENGER__ENABLED}', 'Copy of `CHALLENGER__ENABLED` that the challenger start script checks.'],
      ['L1_RPC', '${OP_NODE__RPC_ENDPOINT}', 'Ethereum RPC of the challenger.'],
      ['L2_RPC', 'http://op-reth:8545', 'Celo RPC of the challenger: your own op-reth.'],
      ['PRIVATE_KEY', '${CHALLENGER__PRIVATE_KEY}', 'Key the challenger signs with.'],
      ['FETCH_INTERVAL', '${CHALLENGER__FETCH_INTERVAL_SECONDS:-30}', 'Poll interval of the challenger.'],
      ['DISABLE_MONITOR_ONLY', '${CHALLENGER__DISABLE_MONITOR_ONLY_MODE:-false}', 'Monitor-only switch of the challenger.'],
      ['TX_CONFIRMATION_TIMEOUT', '${CHALLENGER__TX_CONFIRMATION_TIMEOUT_SECONDS:-180}', 'Confirmation timeout of the challenger.'],
      ['CHALLENGER_METRICS_PORT', '7300', 'Port of the challenger metrics inside the Docker network.'],
    ] as const
  ).map(
    ([name, value, effect]): EnvVar => ({
      name,
      group: 'internal',
      value,
      effect: `${effect} Set in the \`environment:\` block of the challenger service.`,
      services: ['challenger'],
      definedIn: ['docker-compose.yml'],
      sources: [COMPOSE],
    }),
  ),
  {
    name: 'OP_NODE_ALTDA_DA_SERVER',
    group: 'internal',
    fallback: 'http://eigenda-proxy:4242',
    effect: 'Alt-DA server op-node reads batch data from: `EIGENDA_PROXY_ENDPOINT` when set, otherwise the local eigenda-proxy.',
    services: ['op-node'],
    definedIn: ['scripts/start-op-node.sh'],
    sources: [S.opNode],
  },
  {
    name: 'EXTENDED_ARG',
    group: 'internal',
    effect: 'Extra command-line flags the op-reth and op-node start scripts append to (for example `--network`, `--rollup.historicalrpc`, `--trusted-peers`, the prune flag and the proofs flags). The scripts start from any value already in the environment.',
    services: ['op-reth', 'op-node'],
    definedIn: ['scripts/start-op-reth.sh', 'scripts/start-op-node.sh'],
    sources: [S.opReth, S.opNode],
  },
  {
    name: 'EXTENDED_EIGENDA_PARAMETERS',
    group: 'internal',
    effect: 'Extra eigenda-proxy flags; the start script appends the blob-cache flags to it when `EIGENDA_LOCAL_ARCHIVE_BLOBS` is not empty.',
    services: ['eigenda-proxy'],
    definedIn: ['scripts/start-eigenda-proxy.sh'],
    sources: [S.eigenda],
  },
  {
    name: 'DATADIR',
    group: 'internal',
    value: '/reth',
    effect: 'op-reth data directory inside the container (the mount point of `DATADIR_PATH`). The historical-rpc-node script also passes a `DATADIR` variable to `--datadir`, which no file of the repository sets; its volume is mounted at `/geth`.',
    services: ['op-reth', 'historical-rpc-node'],
    definedIn: ['scripts/start-op-reth.sh', 'scripts/start-historical-rpc-node.sh'],
    sources: [S.opReth, S.historical, COMPOSE],
  },
];

/**
 * Names of the variables each file of the release defines or reads, as read at the tag.
 * The unit test checks that every one of them is described in `envVars`, and the reverse.
 */
export const envFileInventory: Readonly<Record<string, readonly string[]>> = {
  'mainnet.env': [
    'NETWORK_NAME', 'NODE_TYPE', 'OP_NODE__RPC_ENDPOINT', 'OP_NODE__L1_BEACON', 'OP_NODE__RPC_TYPE', 'HEALTHCHECK__REFERENCE_RPC_PROVIDER',
    'HISTORICAL_RPC_DATADIR_PATH', 'OP_RETH__HISTORICAL_RPC', 'DATADIR_PATH', 'OP_RETH__SNAPSHOT', 'OP_RETH__PROOFS_HISTORY_ENABLED',
    'OP_RETH__PROOFS_HISTORY_WINDOW', 'PROOFS_HISTORY_DATADIR_PATH', 'OP_RETH__NAT', 'OP_NODE__P2P_ADVERTISE_IP', 'EIGENDA_PROXY_ENDPOINT',
    'EIGENDA_LOCAL_SVC_MANAGER_ADDR', 'EIGENDA_LOCAL_DISPERSER_RPC', 'EIGENDA_V2_LOCAL_CERT_VERIFIER_ROUTER_ADDR', 'EIGENDA_V2_LOCAL_NETWORK',
    'EIGENDA_LOCAL_S3_CREDENTIAL_TYPE', 'EIGENDA_LOCAL_S3_ACCESS_KEY_ID', 'EIGENDA_LOCAL_S3_ACCESS_KEY_SECRET', 'EIGENDA_LOCAL_S3_BUCKET',
    'EIGENDA_LOCAL_S3_PATH', 'EIGENDA_LOCAL_S3_ENDPOINT', 'EIGENDA_LOCAL_ARCHIVE_BLOBS', 'CHALLENGER__ENABLED', 'CHALLENGER__PRIVATE_KEY',
    'CHALLENGER__FETCH_INTERVAL_SECONDS', 'CHALLENGER__DISABLE_MONITOR_ONLY_MODE', 'CHALLENGER__TX_CONFIRMATION_TIMEOUT_SECONDS',
    'MONITORING_ENABLED', 'IMAGE_TAG__HEALTHCHECK', 'IMAGE_TAG__PROMETHEUS', 'IMAGE_TAG__GRAFANA', 'IMAGE_TAG__INFLUXDB', 'IMAGE_TAG__OP_RETH',
    'IMAGE_REPO__OP_RETH', 'IMAGE_TAG__OP_NODE', 'IMAGE_TAG__CHALLENGER', 'PORT__HISTORICAL_RPC_NODE_HTTP', 'PORT__HISTORICAL_RPC_NODE_WS',
    'PORT__HEALTHCHECK_METRICS', 'PORT__PROMETHEUS', 'PORT__GRAFANA', 'PORT__INFLUXDB', 'PORT__OP_RETH_HTTP', 'PORT__OP_RETH_WS',
    'PORT__OP_RETH_P2P', 'PORT__OP_NODE_P2P', 'PORT__OP_NODE_HTTP', 'PORT_EIGENDA_PROXY',
  ],
  // celo-sepolia.env: the same names as mainnet.env without the two historical-state variables.
  'celo-sepolia.env': [
    'NETWORK_NAME', 'NODE_TYPE', 'OP_NODE__RPC_ENDPOINT', 'OP_NODE__L1_BEACON', 'OP_NODE__RPC_TYPE', 'HEALTHCHECK__REFERENCE_RPC_PROVIDER',
    'DATADIR_PATH', 'OP_RETH__SNAPSHOT', 'OP_RETH__PROOFS_HISTORY_ENABLED', 'OP_RETH__PROOFS_HISTORY_WINDOW', 'PROOFS_HISTORY_DATADIR_PATH',
    'OP_RETH__NAT', 'OP_NODE__P2P_ADVERTISE_IP', 'EIGENDA_PROXY_ENDPOINT', 'EIGENDA_LOCAL_SVC_MANAGER_ADDR', 'EIGENDA_LOCAL_DISPERSER_RPC',
    'EIGENDA_V2_LOCAL_CERT_VERIFIER_ROUTER_ADDR', 'EIGENDA_V2_LOCAL_NETWORK', 'EIGENDA_LOCAL_S3_CREDENTIAL_TYPE', 'EIGENDA_LOCAL_S3_ACCESS_KEY_ID',
    'EIGENDA_LOCAL_S3_ACCESS_KEY_SECRET', 'EIGENDA_LOCAL_S3_BUCKET', 'EIGENDA_LOCAL_S3_PATH', 'EIGENDA_LOCAL_S3_ENDPOINT',
    'EIGENDA_LOCAL_ARCHIVE_BLOBS', 'CHALLENGER__ENABLED', 'CHALLENGER__PRIVATE_KEY', 'CHALLENGER__FETCH_INTERVAL_SECONDS',
    'CHALLENGER__DISABLE_MONITOR_ONLY_MODE', 'CHALLENGER__TX_CONFIRMATION_TIMEOUT_SECONDS', 'MONITORING_ENABLED', 'IMAGE_TAG__HEALTHCHECK',
    'IMAGE_TAG__PROMETHEUS', 'IMAGE_TAG__GRAFANA', 'IMAGE_TAG__INFLUXDB', 'IMAGE_TAG__OP_RETH', 'IMAGE_REPO__OP_RETH', 'IMAGE_TAG__OP_NODE',
    'IMAGE_TAG__CHALLENGER', 'PORT__HISTORICAL_RPC_NODE_HTTP', 'PORT__HISTORICAL_RPC_NODE_WS', 'PORT__HEALTHCHECK_METRICS', 'PORT__PROMETHEUS',
    'PORT__GRAFANA', 'PORT__INFLUXDB', 'PORT__OP_RETH_HTTP', 'PORT__OP_RETH_WS', 'PORT__OP_RETH_P2P', 'PORT__OP_NODE_P2P',
    'PORT__OP_NODE_HTTP', 'PORT_EIGENDA_PROXY',
  ],
  'envs/mainnet/op-reth.env': ['OP_RETH__CHAIN', 'OP_RETH__SEQUENCER_URL', 'OP_RETH__BOOTNODES', 'OP_RETH__TRUSTED_PEERS'],
  'envs/celo-sepolia/op-reth.env': ['OP_RETH__CHAIN', 'OP_RETH__SEQUENCER_URL', 'OP_RETH__BOOTNODES', 'OP_RETH__TRUSTED_PEERS'],
  'envs/mainnet/op-node.env': ['OP_NODE_P2P_BOOTNODES', 'OP_NODE_ALTDA_ENABLED', 'OP_NODE_ALTDA_DA_SERVICE', 'OP_NODE_ALTDA_VERIFY_ON_READ'],
  'envs/celo-sepolia/op-node.env': ['OP_NODE_P2P_BOOTNODES', 'OP_NODE_ALTDA_ENABLED', 'OP_NODE_ALTDA_DA_SERVICE', 'OP_NODE_ALTDA_VERIFY_ON_READ'],
  'envs/mainnet/challenger.env': ['FACTORY_ADDRESS', 'GAME_TYPE', 'ANCHOR_STATE_REGISTRY_ADDRESS'],
  'envs/celo-sepolia/challenger.env': ['FACTORY_ADDRESS', 'GAME_TYPE', 'ANCHOR_STATE_REGISTRY_ADDRESS'],
  'envs/mainnet/migration-config/migration.env': ['MIGRATION_BLOCK_NUMBER'],
  'envs/common/grafana.env': ['GF_SECURITY_ADMIN_PASSWORD'],
  'envs/common/healthcheck.env': ['HEALTHCHECK__TARGET_RPC_PROVIDER'],
  'envs/common/influxdb.env': ['INFLUXDB_HTTP_AUTH_ENABLED'],
  'envs/common/historical-rpc-node.env': ['USING_OVM', 'ETH1_SYNC_SERVICE_ENABLE', 'RPC_API', 'RPC_ADDR', 'RPC_CORS_DOMAIN', 'RPC_ENABLE', 'RPC_PORT', 'RPC_VHOSTS'],
  // Variables docker-compose.yml substitutes or sets (the challenger `environment:` block).
  'docker-compose.yml': [
    'HISTORICAL_RPC_DATADIR_PATH', 'PORT__HISTORICAL_RPC_NODE_HTTP', 'PORT__HISTORICAL_RPC_NODE_WS', 'IMAGE_TAG__HEALTHCHECK',
    'PORT__HEALTHCHECK_METRICS', 'PORT_EIGENDA_PROXY', 'IMAGE_REPO__OP_RETH', 'IMAGE_TAG__OP_RETH', 'NETWORK_NAME', 'DATADIR_PATH',
    'PROOFS_HISTORY_DATADIR_PATH', 'PORT__OP_RETH_HTTP', 'PORT__OP_RETH_WS', 'PORT__OP_RETH_P2P', 'PORT__OP_NODE_P2P', 'PORT__OP_NODE_HTTP',
    'IMAGE_TAG__CHALLENGER', 'CHALLENGER_ENABLED', 'CHALLENGER__ENABLED', 'L1_RPC', 'OP_NODE__RPC_ENDPOINT', 'L2_RPC', 'PRIVATE_KEY',
    'CHALLENGER__PRIVATE_KEY', 'FETCH_INTERVAL', 'CHALLENGER__FETCH_INTERVAL_SECONDS', 'DISABLE_MONITOR_ONLY',
    'CHALLENGER__DISABLE_MONITOR_ONLY_MODE', 'TX_CONFIRMATION_TIMEOUT', 'CHALLENGER__TX_CONFIRMATION_TIMEOUT_SECONDS',
    'CHALLENGER_METRICS_PORT', 'IMAGE_TAG__PROMETHEUS', 'PORT__PROMETHEUS', 'IMAGE_TAG__GRAFANA', 'PORT__GRAFANA', 'IMAGE_TAG__INFLUXDB',
    'PORT__INFLUXDB',
  ],
  // Environment variables the start scripts read or set (local shell variables left out).
  'scripts/*.sh': [
    'CHALLENGER_ENABLED', 'PRIVATE_KEY', 'EIGENDA_PROXY_ENDPOINT', 'EIGENDA_LOCAL_ARCHIVE_BLOBS', 'EXTENDED_EIGENDA_PARAMETERS',
    'EIGENDA_LOCAL_S3_CREDENTIAL_TYPE', 'EIGENDA_LOCAL_S3_ACCESS_KEY_ID', 'EIGENDA_LOCAL_S3_ACCESS_KEY_SECRET', 'EIGENDA_LOCAL_S3_BUCKET',
    'EIGENDA_LOCAL_S3_PATH', 'EIGENDA_LOCAL_S3_ENDPOINT', 'EIGENDA_LOCAL_DISPERSER_RPC', 'OP_NODE__RPC_ENDPOINT', 'EIGENDA_LOCAL_SVC_MANAGER_ADDR',
    'EIGENDA_V2_LOCAL_NETWORK', 'EIGENDA_V2_LOCAL_CERT_VERIFIER_ROUTER_ADDR', 'MONITORING_ENABLED', 'NETWORK_NAME', 'OP_RETH__HISTORICAL_RPC',
    'HISTORICAL_RPC_DATADIR_PATH', 'DATADIR', 'EXTENDED_ARG', 'OP_NODE__P2P_ADVERTISE_IP', 'OP_NODE_ALTDA_DA_SERVER', 'OP_NODE__L1_BEACON',
    'OP_NODE__RPC_TYPE', 'OP_RETH__SNAPSHOT', 'NODE_TYPE', 'OP_RETH__CHAIN', 'OP_RETH__TRUSTED_PEERS', 'OP_RETH__PROOFS_HISTORY_ENABLED',
    'OP_RETH__PROOFS_HISTORY_WINDOW', 'OP_RETH__SEQUENCER_URL', 'OP_RETH__BOOTNODES', 'PORT__OP_RETH_P2P', 'OP_RETH__NAT',
  ],
  'progress.sh': ['PORT__OP_RETH_HTTP', 'HEALTHCHECK__REFERENCE_RPC_PROVIDER'],
  'migrate.sh': ['MIGRATION_BLOCK_NUMBER', 'OP_NODE__RPC_ENDPOINT', 'OP_NODE__L1_BEACON'],
};

/** Variables of the op-geth releases (v1.3.4 and earlier) that v1.4.0 removed or renamed. */
export const removedEnvVars: readonly {name: string; replacedBy?: string; sources: Sources}[] = [
  {name: 'OP_GETH__SYNCMODE', sources: ['celo-org/celo-l2-node-docker-compose@a0dd6d9d3420bcc947ca510216dcb56bc5a10e66:mainnet.env']},
  {name: 'OP_GETH__NAT', replacedBy: 'OP_RETH__NAT', sources: ['celo-org/celo-l2-node-docker-compose@a0dd6d9d3420bcc947ca510216dcb56bc5a10e66:mainnet.env', MAINNET_ENV]},
  {name: 'OP_GETH__HISTORICAL_RPC', replacedBy: 'OP_RETH__HISTORICAL_RPC', sources: ['celo-org/celo-l2-node-docker-compose@a0dd6d9d3420bcc947ca510216dcb56bc5a10e66:mainnet.env', MAINNET_ENV]},
  {name: 'IPC_PATH', sources: ['celo-org/celo-l2-node-docker-compose@a0dd6d9d3420bcc947ca510216dcb56bc5a10e66:mainnet.env']},
  {name: 'IS_CUSTOM_CHAIN', sources: ['celo-org/celo-l2-node-docker-compose@a0dd6d9d3420bcc947ca510216dcb56bc5a10e66:mainnet.env']},
  {name: 'IMAGE_TAG__OP_GETH', replacedBy: 'IMAGE_TAG__OP_RETH', sources: ['celo-org/celo-l2-node-docker-compose@a0dd6d9d3420bcc947ca510216dcb56bc5a10e66:mainnet.env', MAINNET_ENV]},
  {name: 'IMAGE_TAG__HEALTCHECK', replacedBy: 'IMAGE_TAG__HEALTHCHECK', sources: ['celo-org/celo-l2-node-docker-compose@a0dd6d9d3420bcc947ca510216dcb56bc5a10e66:mainnet.env', MAINNET_ENV]},
  {name: 'PORT__OP_GETH_HTTP', replacedBy: 'PORT__OP_RETH_HTTP', sources: ['celo-org/celo-l2-node-docker-compose@a0dd6d9d3420bcc947ca510216dcb56bc5a10e66:mainnet.env', MAINNET_ENV]},
  {name: 'PORT__OP_GETH_WS', replacedBy: 'PORT__OP_RETH_WS', sources: ['celo-org/celo-l2-node-docker-compose@a0dd6d9d3420bcc947ca510216dcb56bc5a10e66:mainnet.env', MAINNET_ENV]},
  {name: 'PORT__OP_GETH_P2P', replacedBy: 'PORT__OP_RETH_P2P', sources: ['celo-org/celo-l2-node-docker-compose@a0dd6d9d3420bcc947ca510216dcb56bc5a10e66:mainnet.env', MAINNET_ENV]},
  {name: 'PORT__TORRENT', sources: ['celo-org/celo-l2-node-docker-compose@a0dd6d9d3420bcc947ca510216dcb56bc5a10e66:mainnet.env']},
  {name: 'PORT__TORRENT_UI', sources: ['celo-org/celo-l2-node-docker-compose@a0dd6d9d3420bcc947ca510216dcb56bc5a10e66:mainnet.env']},
];

/** The variables most operators change, for the run-node guide. */
export const keyEnvVarNames = [
  'NODE_TYPE',
  'OP_NODE__RPC_ENDPOINT',
  'OP_NODE__L1_BEACON',
  'OP_NODE__RPC_TYPE',
  'OP_NODE__P2P_ADVERTISE_IP',
  'OP_RETH__NAT',
  'OP_RETH__SNAPSHOT',
  'DATADIR_PATH',
  'MONITORING_ENABLED',
] as const;

export function envVar(name: string): EnvVar {
  const found = envVars.find((v) => v.name === name);
  if (!found) throw new Error(`nodeConfig: unknown environment variable ${name}`);
  return found;
}

// ---------------------------------------------------------------------------------------------
// Rollup configuration (rollup.json) per network.

export type RollupNetwork = 'mainnet' | 'celoSepolia';

export interface RollupConfig {
  l1ChainId: number;
  l1ChainName: string;
  l2ChainId: number;
  blockTimeSeconds: number;
  maxSequencerDrift: number;
  seqWindowSize: number;
  channelTimeout: number;
  genesis: {
    l1Hash: string;
    l1Number: number;
    l2Hash: string;
    l2Number: number;
    l2Time: number;
    gasLimit: number;
    batcher: string;
  };
  batchInbox: string;
  depositContract: string;
  systemConfig: string;
  protocolVersions: string;
  /** Fork activation timestamps (seconds); 0 means from genesis. */
  forks: Readonly<Record<string, number>>;
  eip1559: {elasticity: number; denominator: number; denominatorCanyon: number};
  altDa: {commitmentType: string; challengeWindow: number; resolveWindow: number};
  sources: Sources;
}

const ROLLUP_COMMIT = `celo-org/celo-l2-node-docker-compose@${rollupConfigCommit}` as const;

/**
 * The rollup.json values node operators look up. The values that the specification pages show too
 * (sequencing windows, genesis, batcher and inbox, fork times, EIP-1559, Alt-DA commitment) are read from
 * `rollupConfig` of src/data/protocolParams.ts, where each is defined once with its source; chain ids and
 * block time from networks.ts, the L2 genesis block's hash and L1 origin from nodeSoftware.ts `l2Genesis`,
 * the L1 contracts from contracts.ts. The L1 genesis hash and the full fork list are defined here.
 */
export const rollupConfigs: Record<RollupNetwork, RollupConfig> = {
  mainnet: {
    l1ChainId: networks.mainnet.settlementLayer.chainId,
    l1ChainName: networks.mainnet.settlementLayer.name,
    l2ChainId: networks.mainnet.chainId,
    blockTimeSeconds: networks.mainnet.blockTimeSeconds,
    maxSequencerDrift: spec.mainnet.maxSequencerDrift,
    seqWindowSize: spec.mainnet.seqWindowSize,
    channelTimeout: spec.mainnet.channelTimeout,
    genesis: {
      l1Hash: '0xe499ec12e12fc2c94e6714a94f2640dbc748ff6c26fd3f420b25264a3d90066f',
      l1Number: l2Genesis.mainnet.l1OriginBlock,
      l2Hash: l2Genesis.mainnet.hash,
      l2Number: spec.mainnet.l2GenesisBlock,
      l2Time: spec.mainnet.l2GenesisTime,
      gasLimit: spec.mainnet.genesisGasLimit,
      batcher: spec.mainnet.batcher,
    },
    batchInbox: spec.mainnet.batchInbox,
    depositContract: l1Address('mainnet', 'OptimismPortalProxy'),
    systemConfig: l1Address('mainnet', 'SystemConfigProxy'),
    protocolVersions: l1Address('mainnet', 'ProtocolVersionsProxy'),
    forks: {regolith: 0, cel2: 0, canyon: 0, delta: 0, ecotone: 0, fjord: 0, granite: 0, holocene: spec.mainnet.forkTimes.holocene, isthmus: spec.mainnet.forkTimes.isthmus, pectraBlobSchedule: rollupTimes.mainnet.pectraBlobSchedule, jovian: spec.mainnet.forkTimes.jovian},
    eip1559: spec.mainnet.eip1559,
    altDa: {commitmentType: spec.mainnet.daCommitmentType, challengeWindow: 1, resolveWindow: 1},
    sources: [`${ROLLUP_COMMIT}:envs/mainnet/config/rollup.json`],
  },
  celoSepolia: {
    l1ChainId: networks.celoSepolia.settlementLayer.chainId,
    l1ChainName: networks.celoSepolia.settlementLayer.name,
    l2ChainId: networks.celoSepolia.chainId,
    blockTimeSeconds: networks.celoSepolia.blockTimeSeconds,
    maxSequencerDrift: spec.celoSepolia.maxSequencerDrift,
    seqWindowSize: spec.celoSepolia.seqWindowSize,
    channelTimeout: spec.celoSepolia.channelTimeout,
    genesis: {
      l1Hash: '0xeed417004236aa692023c216e8f1bd2185ac87a70c6f4393099f9c3777f05675',
      l1Number: l2Genesis.celoSepolia.l1OriginBlock,
      l2Hash: l2Genesis.celoSepolia.hash,
      l2Number: spec.celoSepolia.l2GenesisBlock,
      l2Time: spec.celoSepolia.l2GenesisTime,
      gasLimit: spec.celoSepolia.genesisGasLimit,
      batcher: spec.celoSepolia.batcher,
    },
    batchInbox: spec.celoSepolia.batchInbox,
    depositContract: l1Address('celoSepolia', 'OptimismPortalProxy'),
    systemConfig: l1Address('celoSepolia', 'SystemConfigProxy'),
    protocolVersions: l1Address('celoSepolia', 'ProtocolVersionsProxy'),
    forks: {regolith: 0, canyon: 0, cel2: 0, delta: 0, ecotone: 0, fjord: 0, granite: 0, holocene: spec.celoSepolia.forkTimes.holocene, isthmus: spec.celoSepolia.forkTimes.isthmus, jovian: spec.celoSepolia.forkTimes.jovian},
    eip1559: spec.celoSepolia.eip1559,
    altDa: {commitmentType: spec.celoSepolia.daCommitmentType, challengeWindow: 1, resolveWindow: 1},
    sources: [`${ROLLUP_COMMIT}:envs/celo-sepolia/config/rollup.json`],
  },
};

/** Addresses in rollup.json as the file writes them (lower case), to check the checksummed copies. */
export const rollupJsonAddresses: Record<RollupNetwork, Record<'batcher' | 'batchInbox' | 'depositContract' | 'systemConfig' | 'protocolVersions', string>> = {
  // src: celo-org/celo-l2-node-docker-compose@a0dd6d9d3420bcc947ca510216dcb56bc5a10e66:envs/mainnet/config/rollup.json
  mainnet: {
    batcher: '0x0cd08c7f7a96aa9635f761b49216b9ea74c5ca60',
    batchInbox: '0xff00000000000000000000000000000000042220',
    depositContract: '0xc5c5d157928bdbd2acf6d0777626b6c75a9eaedc',
    systemConfig: '0x89e31965d844a309231b1f17759ccaf1b7c09861',
    protocolVersions: '0x1b6deb2197418075ab314ac4d52ca1d104a8f663',
  },
  // src: celo-org/celo-l2-node-docker-compose@a0dd6d9d3420bcc947ca510216dcb56bc5a10e66:envs/celo-sepolia/config/rollup.json
  celoSepolia: {
    batcher: '0xe80d3f16e4d44a5127e1bd6ad9ed4e17a96475f0',
    batchInbox: '0x00076c1f80cdb1d670046465c5ccd04e9e78c1f0',
    depositContract: '0x44ae3d41a335a7d05eb533029917aad35662dcc2',
    systemConfig: '0x760a5f022c9940f4a074e0030be682f560d29818',
    protocolVersions: '0x0e2d45f3393c3a02ebf285f998c5bf990a1541cd',
  },
};
