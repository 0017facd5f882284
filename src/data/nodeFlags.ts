/**
 * The command-line flags and environment variables of the three node clients the operator pages
 * document, taken from the code that defines them, so that a page cannot name a flag the client does
 * not have (`npm run check:samples -- --only=flags`, scripts/samples/nodeFlags.ts).
 *
 * Versions the pages document (src/data/nodeSoftware.ts): op-node celo-v2.2.1, op-reth celo-v1.0.1 (the
 * `celo-reth` binary) and, for the pages about the migration away from it, op-geth celo-v2.2.4. The file
 * store holds none of these three release commits of celo-org/optimism or celo-org/op-geth, so the op-node
 * and op-geth lists come from the newest commits of those forks that could be read (named below): a flag
 * added after them is missing here, and one removed since is still here. Add a missing flag with the
 * source that defines it. op-reth's list is read at the exact dependencies of celo-reth celo-v1.0.1 where
 * they are stored (reth at the revision its Cargo.lock pins) and at the nearest stored commit where not.
 *
 * How each list was taken (with a throwaway script over the pinned files; the lists are sorted):
 * - op-node: the `Name`, `Aliases` and `EnvVars` of every urfave/cli flag literal in op-node/flags/flags.go
 *   and of the shared flag packages its `init` adds (P2P, log, pprof, rollup/network overrides, Alt-DA),
 *   with their name helpers resolved (`prefixEnvVars("X")` is `OP_NODE_X`, `p2pEnv(p, "X")` is
 *   `OP_NODE_P2P_X`, `altDAFlags("x")` is `altda.x`, `altDAEnvs(p, "X")` is `OP_NODE_ALTDA_X`).
 * - op-geth: the `Name` and `Aliases` of every flag literal in cmd/utils/flags.go, flags_legacy.go (still
 *   accepted), internal/debug/flags.go and cmd/geth/config.go; geth derives each flag's variable from its
 *   first name (`flags.AutoEnvVars(app.Flags, "GETH")`: `--rpc.txfeecap` is `GETH_RPC_TXFEECAP`).
 * - op-reth: the options of reth's generated `reth node --help` and `reth download --help` pages, the
 *   `RollupArgs` op-reth adds to `node` (including the historical-proofs flags), the storage-version flag
 *   celo-reth reads from those arguments, and the two Celo fee-currency flags of celo-reth. reth defines
 *   environment variables only for OpenTelemetry; no RETH_ or OP_RETH_ variable is read.
 * Every client also answers `--help` and `--version`. Short flags (`-v`) are not listed.
 */
import type {Sources} from './sources';
import {clients} from './nodeSoftware';

export type NodeClient = 'op-node' | 'op-geth' | 'op-reth';

const OPTIMISM_FLAGS = 'celo-org/optimism@0497efa076c8c87d4677fded67f9c72b51f67340';
/** The celo10 branch head of celo-org/optimism, the newest commit of the fetched repository. */
const OPTIMISM_CELO10 = 'celo-org/optimism@1b60358679f6b5c6984e95240cf2d347c608e79a';
const OP_GETH = 'celo-org/op-geth@ffa122403fea6acc8130752cda345df5d50c1320';
/** The reth revision celo-kona's Cargo.lock pins at tag celo/reth-v1.0.1 (celo-reth celo-v1.0.1). */
const RETH = 'paradigmxyz/reth@7680d6d8a931c0af4f4eed26e971596970238b54';
const CELO_RETH = 'celo-org/celo-kona@9f227dc5fa2e3ce1d3e6c4c437fe8029304490b1';

/** op-node/flags/flags.go at the newest stored commit; the shared packages at the celo10 head. */
const opNodeSources: Sources = [
  `${OPTIMISM_FLAGS}:op-node/flags/flags.go`,
  `${OPTIMISM_CELO10}:op-node/flags/p2p_flags.go`,
  `${OPTIMISM_CELO10}:op-service/flags/flags.go`,
  `${OPTIMISM_CELO10}:op-service/log/cli.go`,
  `${OPTIMISM_CELO10}:op-service/oppprof/cli.go`,
  `${OPTIMISM_CELO10}:op-alt-da/cli.go`,
  `${OPTIMISM_CELO10}:op-service/util.go`,
];

const opGethSources: Sources = [
  `${OP_GETH}:cmd/utils/flags.go`,
  `${OP_GETH}:cmd/utils/flags_legacy.go`,
  `${OP_GETH}:internal/debug/flags.go`,
  `${OP_GETH}:cmd/geth/config.go`,
  `${OP_GETH}:cmd/geth/main.go`,
  `${OP_GETH}:internal/flags/helpers.go`,
];

/**
 * celo-reth celo-v1.0.1 runs op-reth's `Cli` (tag op-reth/v2.3.1 of ethereum-optimism/optimism, commit
 * 3bccc608dc19beb9755abdcdd148bbf4ac12d12f, which the store does not hold: args.rs is read at the nearest
 * stored commit) on reth at the revision below, both pinned by celo-kona's Cargo.lock.
 */
const opRethSources: Sources = [
  `${RETH}:docs/vocs/docs/pages/cli/reth/node.mdx`,
  `${RETH}:docs/vocs/docs/pages/cli/reth/download.mdx`,
  'ethereum-optimism/optimism@cfc0e300307b26fc74b1dc5e08015573efbab135:rust/op-reth/crates/node/src/args.rs',
  `${CELO_RETH}:crates/celo-reth/src/bin/celo_reth.rs`,
  `${CELO_RETH}:Cargo.lock`,
];

/** 121 names: every `Name` and `Aliases` entry of the flags op-node registers (opNodeFiles). */
const opNodeFlagNames = [
  'altda.da-server', 'altda.da-service', 'altda.enabled', 'altda.get-timeout', 'altda.max-concurrent-da-requests',
  'altda.put-timeout', 'altda.verify-on-read', 'beta.extra-networks', 'conductor.enabled', 'conductor.rpc',
  'conductor.rpc-timeout', 'fetch-withdrawal-root-from-state', 'heartbeat.enabled', 'heartbeat.moniker',
  'heartbeat.url', 'ignore-missing-pectra-blob-schedule', 'interop.jwt-secret', 'interop.rpc.addr', 'interop.rpc.port',
  'interop.supervisor', 'l1', 'l1.beacon', 'l1.beacon-archiver', 'l1.beacon-fallbacks', 'l1.beacon-header',
  'l1.beacon.fetch-all-sidecars', 'l1.beacon.ignore', 'l1.cache-size', 'l1.epoch-poll-interval',
  'l1.http-poll-interval', 'l1.max-concurrency', 'l1.rpc-max-batch-size', 'l1.rpc-rate-limit', 'l1.rpckind',
  'l1.runtime-config-reload-interval', 'l1.trustrpc', 'l2', 'l2.backup-unsafe-sync-rpc',
  'l2.backup-unsafe-sync-rpc.trustrpc', 'l2.engine-rpc-timeout', 'l2.engine-sync', 'l2.enginekind', 'l2.jwt-secret',
  'l2.skip-sync-start-check', 'log.color', 'log.format', 'log.level', 'log.pid', 'metrics.addr', 'metrics.enabled',
  'metrics.port', 'network', 'override.canyon', 'override.delta', 'override.ecotone', 'override.fjord',
  'override.granite', 'override.holocene', 'p2p.advertise.ip', 'p2p.advertise.tcp', 'p2p.advertise.udp',
  'p2p.ban.duration', 'p2p.ban.peers', 'p2p.ban.threshold', 'p2p.bootnodes', 'p2p.disable', 'p2p.discovery.path',
  'p2p.gossip.mesh.d', 'p2p.gossip.mesh.dhi', 'p2p.gossip.mesh.dlazy', 'p2p.gossip.mesh.floodpublish',
  'p2p.gossip.mesh.lo', 'p2p.listen.ip', 'p2p.listen.tcp', 'p2p.listen.udp', 'p2p.mux', 'p2p.nat', 'p2p.netrestrict',
  'p2p.no-discovery', 'p2p.peers.grace', 'p2p.peers.hi', 'p2p.peers.lo', 'p2p.peerstore.path', 'p2p.ping',
  'p2p.priv.path', 'p2p.priv.raw', 'p2p.score.bands', 'p2p.scoring', 'p2p.scoring.peers', 'p2p.scoring.topics',
  'p2p.security', 'p2p.sequencer.key', 'p2p.static', 'p2p.sync.onlyreqtostatic', 'p2p.sync.req-resp',
  'p2p.timeout.accept', 'p2p.timeout.dial', 'p2p.timeout.negotiation', 'p2p.useragent', 'pprof.addr', 'pprof.enabled',
  'pprof.path', 'pprof.port', 'pprof.type', 'rollup.config', 'rollup.halt', 'rollup.load-protocol-versions',
  'rpc.addr', 'rpc.admin-state', 'rpc.enable-admin', 'rpc.port', 'safedb.path', 'sequencer.enabled',
  'sequencer.l1-confs', 'sequencer.max-safe-lag', 'sequencer.recover', 'sequencer.stopped', 'sequencer.use-finalized',
  'snapshotlog.file', 'syncmode', 'verifier.l1-confs',
] as const;

/** 118 names: every `EnvVars` entry of those flags, with the prefix OP_NODE. */
const opNodeEnvNames = [
  'OP_NODE_ALTDA_DA_SERVER', 'OP_NODE_ALTDA_DA_SERVICE', 'OP_NODE_ALTDA_ENABLED', 'OP_NODE_ALTDA_GET_TIMEOUT',
  'OP_NODE_ALTDA_MAX_CONCURRENT_DA_REQUESTS', 'OP_NODE_ALTDA_PUT_TIMEOUT', 'OP_NODE_ALTDA_VERIFY_ON_READ',
  'OP_NODE_BETA_EXTRA_NETWORKS', 'OP_NODE_CONDUCTOR_ENABLED', 'OP_NODE_CONDUCTOR_RPC', 'OP_NODE_CONDUCTOR_RPC_TIMEOUT',
  'OP_NODE_FETCH_WITHDRAWAL_ROOT_FROM_STATE', 'OP_NODE_HEARTBEAT_ENABLED', 'OP_NODE_HEARTBEAT_MONIKER',
  'OP_NODE_HEARTBEAT_URL', 'OP_NODE_IGNORE_MISSING_PECTRA_BLOB_SCHEDULE', 'OP_NODE_INTEROP_JWT_SECRET',
  'OP_NODE_INTEROP_RPC_ADDR', 'OP_NODE_INTEROP_RPC_PORT', 'OP_NODE_INTEROP_SUPERVISOR', 'OP_NODE_L1_BEACON',
  'OP_NODE_L1_BEACON_ARCHIVER', 'OP_NODE_L1_BEACON_FALLBACKS', 'OP_NODE_L1_BEACON_FETCH_ALL_SIDECARS',
  'OP_NODE_L1_BEACON_HEADER', 'OP_NODE_L1_BEACON_IGNORE', 'OP_NODE_L1_CACHE_SIZE', 'OP_NODE_L1_EPOCH_POLL_INTERVAL',
  'OP_NODE_L1_ETH_RPC', 'OP_NODE_L1_HTTP_POLL_INTERVAL', 'OP_NODE_L1_MAX_CONCURRENCY', 'OP_NODE_L1_RPC_KIND',
  'OP_NODE_L1_RPC_MAX_BATCH_SIZE', 'OP_NODE_L1_RPC_RATE_LIMIT', 'OP_NODE_L1_RUNTIME_CONFIG_RELOAD_INTERVAL',
  'OP_NODE_L1_TRUST_RPC', 'OP_NODE_L2_BACKUP_UNSAFE_SYNC_RPC', 'OP_NODE_L2_BACKUP_UNSAFE_SYNC_RPC_TRUST_RPC',
  'OP_NODE_L2_ENGINE_AUTH', 'OP_NODE_L2_ENGINE_KIND', 'OP_NODE_L2_ENGINE_RPC', 'OP_NODE_L2_ENGINE_RPC_TIMEOUT',
  'OP_NODE_L2_ENGINE_SYNC_ENABLED', 'OP_NODE_L2_SKIP_SYNC_START_CHECK', 'OP_NODE_LOG_COLOR', 'OP_NODE_LOG_FORMAT',
  'OP_NODE_LOG_LEVEL', 'OP_NODE_LOG_PID', 'OP_NODE_METRICS_ADDR', 'OP_NODE_METRICS_ENABLED', 'OP_NODE_METRICS_PORT',
  'OP_NODE_NETWORK', 'OP_NODE_OVERRIDE_CANYON', 'OP_NODE_OVERRIDE_DELTA', 'OP_NODE_OVERRIDE_ECOTONE',
  'OP_NODE_OVERRIDE_FJORD', 'OP_NODE_OVERRIDE_GRANITE', 'OP_NODE_OVERRIDE_HOLOCENE', 'OP_NODE_P2P_ADVERTISE_IP',
  'OP_NODE_P2P_ADVERTISE_TCP', 'OP_NODE_P2P_ADVERTISE_UDP', 'OP_NODE_P2P_AGENT', 'OP_NODE_P2P_BOOTNODES',
  'OP_NODE_P2P_DISABLE', 'OP_NODE_P2P_DISCOVERY_PATH', 'OP_NODE_P2P_GOSSIP_FLOOD_PUBLISH', 'OP_NODE_P2P_GOSSIP_MESH_D',
  'OP_NODE_P2P_GOSSIP_MESH_DHI', 'OP_NODE_P2P_GOSSIP_MESH_DLAZY', 'OP_NODE_P2P_GOSSIP_MESH_DLO',
  'OP_NODE_P2P_LISTEN_IP', 'OP_NODE_P2P_LISTEN_TCP_PORT', 'OP_NODE_P2P_LISTEN_UDP_PORT', 'OP_NODE_P2P_MUX',
  'OP_NODE_P2P_NAT', 'OP_NODE_P2P_NETRESTRICT', 'OP_NODE_P2P_NO_DISCOVERY', 'OP_NODE_P2P_PEERSTORE_PATH',
  'OP_NODE_P2P_PEERS_GRACE', 'OP_NODE_P2P_PEERS_HI', 'OP_NODE_P2P_PEERS_LO', 'OP_NODE_P2P_PEER_BANNING',
  'OP_NODE_P2P_PEER_BANNING_DURATION', 'OP_NODE_P2P_PEER_BANNING_THRESHOLD', 'OP_NODE_P2P_PEER_SCORING',
  'OP_NODE_P2P_PING', 'OP_NODE_P2P_PRIV_PATH', 'OP_NODE_P2P_PRIV_RAW', 'OP_NODE_P2P_SECURITY',
  'OP_NODE_P2P_SEQUENCER_KEY', 'OP_NODE_P2P_STATIC', 'OP_NODE_P2P_SYNC_ONLYREQTOSTATIC', 'OP_NODE_P2P_SYNC_REQ_RESP',
  'OP_NODE_P2P_TIMEOUT_ACCEPT', 'OP_NODE_P2P_TIMEOUT_DIAL', 'OP_NODE_P2P_TIMEOUT_NEGOTIATION', 'OP_NODE_PPROF_ADDR',
  'OP_NODE_PPROF_ENABLED', 'OP_NODE_PPROF_PATH', 'OP_NODE_PPROF_PORT', 'OP_NODE_PPROF_TYPE', 'OP_NODE_ROLLUP_CONFIG',
  'OP_NODE_ROLLUP_HALT', 'OP_NODE_ROLLUP_LOAD_PROTOCOL_VERSIONS', 'OP_NODE_RPC_ADDR', 'OP_NODE_RPC_ADMIN_STATE',
  'OP_NODE_RPC_ENABLE_ADMIN', 'OP_NODE_RPC_PORT', 'OP_NODE_SAFEDB_PATH', 'OP_NODE_SEQUENCER_ENABLED',
  'OP_NODE_SEQUENCER_L1_CONFS', 'OP_NODE_SEQUENCER_MAX_SAFE_LAG', 'OP_NODE_SEQUENCER_RECOVER',
  'OP_NODE_SEQUENCER_STOPPED', 'OP_NODE_SEQUENCER_USE_FINALIZED', 'OP_NODE_SNAPSHOT_LOG', 'OP_NODE_SYNCMODE',
  'OP_NODE_VERIFIER_L1_CONFS',
] as const;

/** 212 names: every `Name` and `Aliases` of the flag literals in opGethFiles. */
const opGethFlagNames = [
  'H', 'allow-insecure-unlock', 'authrpc.addr', 'authrpc.jwtsecret', 'authrpc.port', 'authrpc.vhosts', 'beacon.api',
  'beacon.api.header', 'beacon.checkpoint', 'beacon.config', 'beacon.genesis.gvroot', 'beacon.genesis.time',
  'beacon.nofilter', 'beacon.threshold', 'beta.op-network', 'beta.rollup.superchain-upgrades', 'blobpool.datacap',
  'blobpool.datadir', 'blobpool.pricebump', 'bloomfilter.size', 'blsync.engine.api', 'blsync.jwtsecret', 'bootnodes',
  'cache', 'cache.blocklogs', 'cache.database', 'cache.gc', 'cache.noprefetch', 'cache.preimages', 'cache.snapshot',
  'cache.trie', 'cache.trie.journal', 'cache.trie.rejournal', 'celo.feecurrency.default', 'celo.feecurrency.limits',
  'collectwitness', 'config', 'crypto.kzg', 'datadir', 'datadir.ancient', 'datadir.minfreedisk', 'db.engine', 'dev',
  'dev.gaslimit', 'dev.period', 'discovery.dns', 'discovery.port', 'discovery.v4', 'discovery.v5', 'discv4', 'discv5',
  'docroot', 'eth.requiredblocks', 'ethstats', 'exec', 'exitwhensynced', 'fdlimit', 'gcmode', 'goerli', 'gpo.blocks',
  'gpo.ignoreprice', 'gpo.maxprice', 'gpo.minsuggestedpriorityfee', 'gpo.percentile', 'graphql', 'graphql.corsdomain',
  'graphql.vhosts', 'header', 'history.state', 'history.transactions', 'holesky', 'http', 'http.addr', 'http.api',
  'http.corsdomain', 'http.port', 'http.rpcprefix', 'http.vhosts', 'identity', 'incompletes', 'ipcdisable', 'ipcpath',
  'iterative', 'jspath', 'keystore', 'light.egress', 'light.ingress', 'light.maxpeers', 'light.nopruning',
  'light.nosyncserve', 'light.serve', 'lightkdf', 'limit', 'log.backtrace', 'log.compress', 'log.debug', 'log.file',
  'log.format', 'log.json', 'log.maxage', 'log.maxbackups', 'log.maxsize', 'log.rotate', 'log.vmodule', 'mainnet',
  'maxpeers', 'maxpendpeers', 'metrics', 'metrics.addr', 'metrics.expensive', 'metrics.influxdb',
  'metrics.influxdb.bucket', 'metrics.influxdb.database', 'metrics.influxdb.endpoint', 'metrics.influxdb.organization',
  'metrics.influxdb.password', 'metrics.influxdb.tags', 'metrics.influxdb.token', 'metrics.influxdb.username',
  'metrics.influxdbv2', 'metrics.port', 'mine', 'miner.effectivegaslimit', 'miner.etherbase', 'miner.extradata',
  'miner.gaslimit', 'miner.gasprice', 'miner.newpayload-timeout', 'miner.pending.feeRecipient', 'miner.recommit',
  'nat', 'netrestrict', 'networkid', 'nocode', 'nocompaction', 'nodekey', 'nodekeyhex', 'nodiscover', 'nostorage',
  'nousb', 'op-network', 'override.cancun', 'override.canyon', 'override.cel2', 'override.ecotone', 'override.fjord',
  'override.granite', 'override.holocene', 'override.interop', 'override.verkle', 'password', 'pcscdpath', 'port',
  'pprof', 'pprof.addr', 'pprof.blockprofilerate', 'pprof.cpuprofile', 'pprof.memprofilerate', 'pprof.port', 'preload',
  'remotedb', 'rollup.computependingblock', 'rollup.disabletxpoolgossip', 'rollup.enabletxpooladmission',
  'rollup.halt', 'rollup.historicalrpc', 'rollup.historicalrpctimeout', 'rollup.sequencerhttp',
  'rollup.superchain-upgrades', 'rpc.allow-unprotected-txs', 'rpc.batch-request-limit', 'rpc.batch-response-max-size',
  'rpc.enabledeprecatedpersonal', 'rpc.evmtimeout', 'rpc.gascap', 'rpc.txfeecap', 'sepolia', 'signer', 'snapshot',
  'start', 'state.scheme', 'syncmode', 'synctarget', 'trace', 'txlookuplimit', 'txpool.accountqueue',
  'txpool.accountslots', 'txpool.globalqueue', 'txpool.globalslots', 'txpool.journal', 'txpool.journalremotes',
  'txpool.lifetime', 'txpool.locals', 'txpool.nolocals', 'txpool.pricebump', 'txpool.pricelimit', 'txpool.rejournal',
  'unlock', 'usb', 'v5disc', 'verbosity', 'vmdebug', 'vmodule', 'vmtrace', 'vmtrace.jsonconfig', 'whitelist', 'ws',
  'ws.addr', 'ws.api', 'ws.origins', 'ws.port', 'ws.rpcprefix',
] as const;

/** 207 names: GETH_ and the primary name of each flag, upper case, dots and dashes made underscores (AutoEnvVars). */
const opGethEnvNames = [
  'GETH_ALLOW_INSECURE_UNLOCK', 'GETH_AUTHRPC_ADDR', 'GETH_AUTHRPC_JWTSECRET', 'GETH_AUTHRPC_PORT',
  'GETH_AUTHRPC_VHOSTS', 'GETH_BEACON_API', 'GETH_BEACON_API_HEADER', 'GETH_BEACON_CHECKPOINT', 'GETH_BEACON_CONFIG',
  'GETH_BEACON_GENESIS_GVROOT', 'GETH_BEACON_GENESIS_TIME', 'GETH_BEACON_NOFILTER', 'GETH_BEACON_THRESHOLD',
  'GETH_BLOBPOOL_DATACAP', 'GETH_BLOBPOOL_DATADIR', 'GETH_BLOBPOOL_PRICEBUMP', 'GETH_BLOOMFILTER_SIZE',
  'GETH_BLSYNC_ENGINE_API', 'GETH_BLSYNC_JWTSECRET', 'GETH_BOOTNODES', 'GETH_CACHE', 'GETH_CACHE_BLOCKLOGS',
  'GETH_CACHE_DATABASE', 'GETH_CACHE_GC', 'GETH_CACHE_NOPREFETCH', 'GETH_CACHE_PREIMAGES', 'GETH_CACHE_SNAPSHOT',
  'GETH_CACHE_TRIE', 'GETH_CACHE_TRIE_JOURNAL', 'GETH_CACHE_TRIE_REJOURNAL', 'GETH_CELO_FEECURRENCY_DEFAULT',
  'GETH_CELO_FEECURRENCY_LIMITS', 'GETH_COLLECTWITNESS', 'GETH_CONFIG', 'GETH_CRYPTO_KZG', 'GETH_DATADIR',
  'GETH_DATADIR_ANCIENT', 'GETH_DATADIR_MINFREEDISK', 'GETH_DB_ENGINE', 'GETH_DEV', 'GETH_DEV_GASLIMIT',
  'GETH_DEV_PERIOD', 'GETH_DISCOVERY_DNS', 'GETH_DISCOVERY_PORT', 'GETH_DISCOVERY_V4', 'GETH_DISCOVERY_V5',
  'GETH_DOCROOT', 'GETH_ETHSTATS', 'GETH_ETH_REQUIREDBLOCKS', 'GETH_EXEC', 'GETH_EXITWHENSYNCED', 'GETH_FDLIMIT',
  'GETH_GCMODE', 'GETH_GOERLI', 'GETH_GPO_BLOCKS', 'GETH_GPO_IGNOREPRICE', 'GETH_GPO_MAXPRICE',
  'GETH_GPO_MINSUGGESTEDPRIORITYFEE', 'GETH_GPO_PERCENTILE', 'GETH_GRAPHQL', 'GETH_GRAPHQL_CORSDOMAIN',
  'GETH_GRAPHQL_VHOSTS', 'GETH_HEADER', 'GETH_HISTORY_STATE', 'GETH_HISTORY_TRANSACTIONS', 'GETH_HOLESKY', 'GETH_HTTP',
  'GETH_HTTP_ADDR', 'GETH_HTTP_API', 'GETH_HTTP_CORSDOMAIN', 'GETH_HTTP_PORT', 'GETH_HTTP_RPCPREFIX',
  'GETH_HTTP_VHOSTS', 'GETH_IDENTITY', 'GETH_INCOMPLETES', 'GETH_IPCDISABLE', 'GETH_IPCPATH', 'GETH_ITERATIVE',
  'GETH_JSPATH', 'GETH_KEYSTORE', 'GETH_LIGHTKDF', 'GETH_LIGHT_EGRESS', 'GETH_LIGHT_INGRESS', 'GETH_LIGHT_MAXPEERS',
  'GETH_LIGHT_NOPRUNING', 'GETH_LIGHT_NOSYNCSERVE', 'GETH_LIGHT_SERVE', 'GETH_LIMIT', 'GETH_LOG_BACKTRACE',
  'GETH_LOG_COMPRESS', 'GETH_LOG_DEBUG', 'GETH_LOG_FILE', 'GETH_LOG_FORMAT', 'GETH_LOG_JSON', 'GETH_LOG_MAXAGE',
  'GETH_LOG_MAXBACKUPS', 'GETH_LOG_MAXSIZE', 'GETH_LOG_ROTATE', 'GETH_LOG_VMODULE', 'GETH_MAINNET', 'GETH_MAXPEERS',
  'GETH_MAXPENDPEERS', 'GETH_METRICS', 'GETH_METRICS_ADDR', 'GETH_METRICS_EXPENSIVE', 'GETH_METRICS_INFLUXDB',
  'GETH_METRICS_INFLUXDBV2', 'GETH_METRICS_INFLUXDB_BUCKET', 'GETH_METRICS_INFLUXDB_DATABASE',
  'GETH_METRICS_INFLUXDB_ENDPOINT', 'GETH_METRICS_INFLUXDB_ORGANIZATION', 'GETH_METRICS_INFLUXDB_PASSWORD',
  'GETH_METRICS_INFLUXDB_TAGS', 'GETH_METRICS_INFLUXDB_TOKEN', 'GETH_METRICS_INFLUXDB_USERNAME', 'GETH_METRICS_PORT',
  'GETH_MINE', 'GETH_MINER_EFFECTIVEGASLIMIT', 'GETH_MINER_ETHERBASE', 'GETH_MINER_EXTRADATA', 'GETH_MINER_GASLIMIT',
  'GETH_MINER_GASPRICE', 'GETH_MINER_NEWPAYLOAD_TIMEOUT', 'GETH_MINER_PENDING_FEERECIPIENT', 'GETH_MINER_RECOMMIT',
  'GETH_NAT', 'GETH_NETRESTRICT', 'GETH_NETWORKID', 'GETH_NOCODE', 'GETH_NOCOMPACTION', 'GETH_NODEKEY',
  'GETH_NODEKEYHEX', 'GETH_NODISCOVER', 'GETH_NOSTORAGE', 'GETH_NOUSB', 'GETH_OP_NETWORK', 'GETH_OVERRIDE_CANCUN',
  'GETH_OVERRIDE_CANYON', 'GETH_OVERRIDE_CEL2', 'GETH_OVERRIDE_ECOTONE', 'GETH_OVERRIDE_FJORD',
  'GETH_OVERRIDE_GRANITE', 'GETH_OVERRIDE_HOLOCENE', 'GETH_OVERRIDE_INTEROP', 'GETH_OVERRIDE_VERKLE', 'GETH_PASSWORD',
  'GETH_PCSCDPATH', 'GETH_PORT', 'GETH_PPROF', 'GETH_PPROF_ADDR', 'GETH_PPROF_BLOCKPROFILERATE',
  'GETH_PPROF_CPUPROFILE', 'GETH_PPROF_MEMPROFILERATE', 'GETH_PPROF_PORT', 'GETH_PRELOAD', 'GETH_REMOTEDB',
  'GETH_ROLLUP_COMPUTEPENDINGBLOCK', 'GETH_ROLLUP_DISABLETXPOOLGOSSIP', 'GETH_ROLLUP_ENABLETXPOOLADMISSION',
  'GETH_ROLLUP_HALT', 'GETH_ROLLUP_HISTORICALRPC', 'GETH_ROLLUP_HISTORICALRPCTIMEOUT', 'GETH_ROLLUP_SEQUENCERHTTP',
  'GETH_ROLLUP_SUPERCHAIN_UPGRADES', 'GETH_RPC_ALLOW_UNPROTECTED_TXS', 'GETH_RPC_BATCH_REQUEST_LIMIT',
  'GETH_RPC_BATCH_RESPONSE_MAX_SIZE', 'GETH_RPC_ENABLEDEPRECATEDPERSONAL', 'GETH_RPC_EVMTIMEOUT', 'GETH_RPC_GASCAP',
  'GETH_RPC_TXFEECAP', 'GETH_SEPOLIA', 'GETH_SIGNER', 'GETH_SNAPSHOT', 'GETH_START', 'GETH_STATE_SCHEME',
  'GETH_SYNCMODE', 'GETH_SYNCTARGET', 'GETH_TRACE', 'GETH_TXLOOKUPLIMIT', 'GETH_TXPOOL_ACCOUNTQUEUE',
  'GETH_TXPOOL_ACCOUNTSLOTS', 'GETH_TXPOOL_GLOBALQUEUE', 'GETH_TXPOOL_GLOBALSLOTS', 'GETH_TXPOOL_JOURNAL',
  'GETH_TXPOOL_JOURNALREMOTES', 'GETH_TXPOOL_LIFETIME', 'GETH_TXPOOL_LOCALS', 'GETH_TXPOOL_NOLOCALS',
  'GETH_TXPOOL_PRICEBUMP', 'GETH_TXPOOL_PRICELIMIT', 'GETH_TXPOOL_REJOURNAL', 'GETH_UNLOCK', 'GETH_USB', 'GETH_V5DISC',
  'GETH_VERBOSITY', 'GETH_VMDEBUG', 'GETH_VMODULE', 'GETH_VMTRACE', 'GETH_VMTRACE_JSONCONFIG', 'GETH_WHITELIST',
  'GETH_WS', 'GETH_WS_ADDR', 'GETH_WS_API', 'GETH_WS_ORIGINS', 'GETH_WS_PORT', 'GETH_WS_RPCPREFIX',
] as const;

/** 264 names: the options of `reth node --help` (node.mdx), which op-reth's node command shares. */
const rethNodeFlagNames = [
  'addr', 'auth-ipc', 'auth-ipc.path', 'authrpc.addr', 'authrpc.jwtsecret', 'authrpc.port', 'blobpool.pricebump',
  'bootnodes', 'builder.deadline', 'builder.disallow', 'builder.extradata', 'builder.gaslimit', 'builder.interval',
  'builder.max-blobs', 'builder.max-tasks', 'chain', 'color', 'config', 'datadir', 'datadir.pprof-dumps',
  'datadir.rocksdb', 'datadir.static-files', 'db.balstore-cache-size', 'db.exclusive', 'db.growth-step',
  'db.log-level', 'db.max-readers', 'db.max-size', 'db.page-size', 'db.read-transaction-timeout',
  'db.rocksdb-block-cache-size', 'db.sync-mode', 'debug.engine-api-store', 'debug.etherscan',
  'debug.healthy-node-rpc-url', 'debug.invalid-block-hook', 'debug.max-block', 'debug.reorg-depth',
  'debug.reorg-frequency', 'debug.rpc-consensus-url', 'debug.skip-fcu', 'debug.skip-genesis-validation',
  'debug.skip-new-payload', 'debug.startup-sync-state-idle', 'debug.terminate', 'debug.tip', 'dev',
  'dev.block-max-transactions', 'dev.block-time', 'dev.mnemonic', 'dev.payload-wait-time', 'disable-auth-server',
  'disable-discovery', 'disable-discv4-discovery', 'disable-discv5-discovery', 'disable-dns-discovery', 'disable-nat',
  'disable-tx-gossip', 'discovery.addr', 'discovery.port', 'discovery.v5.addr', 'discovery.v5.addr.ipv6',
  'discovery.v5.bootstrap.lookup-countdown', 'discovery.v5.bootstrap.lookup-interval', 'discovery.v5.lookup-interval',
  'discovery.v5.port', 'discovery.v5.port.ipv6', 'dns-retries', 'enforce-enr-fork-id',
  'engine.accept-execution-requests-hash', 'engine.account-worker-count', 'engine.allow-unwind-canonical-header',
  'engine.always-process-payload-attributes-on-canonical-head', 'engine.cross-block-cache-size',
  'engine.disable-bal-batch-io', 'engine.disable-bal-parallel-execution', 'engine.disable-bal-parallel-state-root',
  'engine.disable-cache-metrics', 'engine.disable-precompile-cache', 'engine.disable-prewarming',
  'engine.disable-sparse-trie-cache-pruning', 'engine.disable-state-cache',
  'engine.invalid-header-cache-hit-eviction-threshold', 'engine.legacy-state-root',
  'engine.memory-block-buffer-target', 'engine.multiproof-chunk-size', 'engine.persistence-backpressure-threshold',
  'engine.persistence-threshold', 'engine.prewarming-threads', 'engine.reserved-cpu-cores',
  'engine.share-execution-cache-with-payload-builder', 'engine.share-sparse-trie-with-payload-builder',
  'engine.slow-block-threshold', 'engine.sparse-trie-max-hot-accounts', 'engine.sparse-trie-max-hot-slots',
  'engine.state-provider-metrics', 'engine.state-root-fallback', 'engine.state-root-task-compare-updates',
  'engine.state-root-task-timeout', 'engine.storage-worker-count', 'engine.suppress-persistence-during-build',
  'era.enable', 'era.path', 'era.url', 'eth-max-message-size', 'ethstats', 'full', 'gpo.blocks',
  'gpo.default-suggested-fee', 'gpo.ignoreprice', 'gpo.maxprice', 'gpo.percentile', 'help', 'http', 'http.addr',
  'http.api', 'http.corsdomain', 'http.disable-compression', 'http.port', 'identity', 'instance', 'ipc.permissions',
  'ipcdisable', 'ipcpath', 'log.file.directory', 'log.file.filter', 'log.file.format', 'log.file.max-files',
  'log.file.max-size', 'log.file.name', 'log.journald', 'log.journald.filter', 'log.stdout.filter',
  'log.stdout.format', 'logs-otlp', 'logs-otlp.filter', 'max-inbound-peers', 'max-outbound-peers', 'max-peers',
  'max-pending-imports', 'max-seen-tx-history', 'max-tx-pending-fetch', 'max-tx-reqs', 'max-tx-reqs-peer', 'metrics',
  'metrics.prometheus.push.interval', 'metrics.prometheus.push.url', 'minimal', 'nat', 'net-if.experimental',
  'netrestrict', 'network-id', 'no-persist-peers', 'p2p-secret-key', 'p2p-secret-key-hex', 'peers-file',
  'pooled-tx-pack-soft-limit', 'pooled-tx-response-soft-limit', 'port', 'prune.account-history.before',
  'prune.account-history.distance', 'prune.account-history.full', 'prune.block-interval', 'prune.bodies.before',
  'prune.bodies.distance', 'prune.bodies.pre-merge', 'prune.minimum-distance', 'prune.receipts.before',
  'prune.receipts.distance', 'prune.receipts.full', 'prune.receipts.pre-merge', 'prune.receiptslogfilter',
  'prune.sender-recovery.before', 'prune.sender-recovery.distance', 'prune.sender-recovery.full',
  'prune.storage-history.before', 'prune.storage-history.distance', 'prune.storage-history.full',
  'prune.transaction-lookup.before', 'prune.transaction-lookup.distance', 'prune.transaction-lookup.full', 'quiet',
  'required-block-hashes', 'rpc-cache.max-bals', 'rpc-cache.max-blocks', 'rpc-cache.max-cached-tx-hashes',
  'rpc-cache.max-concurrent-db-requests', 'rpc-cache.max-headers', 'rpc-cache.max-receipts', 'rpc.eth-proof-window',
  'rpc.evm-memory-limit', 'rpc.force-blob-sidecar-upcasting', 'rpc.forwarder', 'rpc.gascap', 'rpc.jwtsecret',
  'rpc.max-blocking-io-requests', 'rpc.max-blocks-per-filter', 'rpc.max-connections', 'rpc.max-logs-per-response',
  'rpc.max-request-size', 'rpc.max-response-size', 'rpc.max-simulate-blocks', 'rpc.max-subscriptions-per-connection',
  'rpc.max-trace-filter-blocks', 'rpc.max-tracing-requests', 'rpc.pending-block', 'rpc.proof-permits',
  'rpc.returndata.limit', 'rpc.send-raw-transaction-sync-timeout', 'rpc.txfeecap',
  'static-files.blocks-per-file.account-change-sets', 'static-files.blocks-per-file.headers',
  'static-files.blocks-per-file.receipts', 'static-files.blocks-per-file.storage-change-sets',
  'static-files.blocks-per-file.transaction-senders', 'static-files.blocks-per-file.transactions', 'storage.v2',
  'testing.skip-invalid-transactions', 'tracing-otlp', 'tracing-otlp-protocol', 'tracing-otlp.filter',
  'tracing-otlp.sample-ratio', 'trusted-only', 'trusted-peers', 'tx-channel-memory-limit', 'tx-ingress-policy',
  'tx-propagation-mode', 'tx-propagation-policy', 'txpool.additional-validation-tasks', 'txpool.basefee-max-count',
  'txpool.basefee-max-size', 'txpool.blob-cache-size', 'txpool.blobpool-max-count', 'txpool.blobpool-max-size',
  'txpool.disable-blobs-support', 'txpool.disable-transactions-backup', 'txpool.gas-limit', 'txpool.lifetime',
  'txpool.locals', 'txpool.max-account-slots', 'txpool.max-batch-size', 'txpool.max-cached-entries',
  'txpool.max-new-pending-txs-notifications', 'txpool.max-new-txns', 'txpool.max-pending-txns', 'txpool.max-tx-gas',
  'txpool.max-tx-input-bytes', 'txpool.minimal-protocol-fee', 'txpool.minimum-priority-fee',
  'txpool.no-local-transactions-propagation', 'txpool.nolocals', 'txpool.pending-max-count', 'txpool.pending-max-size',
  'txpool.pricebump', 'txpool.queued-max-count', 'txpool.queued-max-size', 'txpool.transactions-backup',
  'verbosity', 'with-unused-ports', 'ws', 'ws.addr', 'ws.api', 'ws.origins', 'ws.port',
] as const;

/** 21 names: the options of `reth download --help` (download.mdx) that `node` does not have. */
const rethDownloadFlagNames = [
  'archive', 'download-concurrency', 'force', 'list', 'manifest-path', 'manifest-url', 'non-interactive', 'resumable',
  'url', 'with-receipts', 'with-receipts-distance', 'with-receipts-since', 'with-rocksdb', 'with-senders',
  'with-state-history', 'with-state-history-distance', 'with-state-history-since', 'with-txs', 'with-txs-distance',
  'with-txs-since', 'without-rocksdb',
] as const;

/** 21 names: op-reth's `RollupArgs` (args.rs): each `long` name and alias, and `#[arg(long)]` fields in kebab case. */
const opRethRollupFlagNames = [
  'flashblock-consensus', 'flashblocks-url', 'min-suggested-priority-fee', 'proofs-history',
  'proofs-history.prune-interval', 'proofs-history.storage-path', 'proofs-history.verification-interval',
  'proofs-history.window', 'rollup.compute-pending-block', 'rollup.disable-tx-pool-gossip', 'rollup.discovery.v4',
  'rollup.enable-tx-conditional', 'rollup.historical-rpc', 'rollup.historicalrpc', 'rollup.sequencer',
  'rollup.sequencer-headers', 'rollup.sequencer-http', 'rollup.sequencer-ws', 'rollup.supervisor-http',
  'rollup.supervisor-safety-level', 'websocket-url',
] as const;

/** 4 names: every `[env: …]` of node.mdx and download.mdx. */
const rethEnvNames = [
  'OTEL_EXPORTER_OTLP_LOGS_ENDPOINT', 'OTEL_EXPORTER_OTLP_PROTOCOL', 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT',
  'OTEL_TRACES_SAMPLER_ARG',
] as const;

/** Flags of celo-reth read from sources other than the lists above. */
const celoRethFlagNames = [
  'celo.feecurrency.default', // src: celo-org/celo-kona@9f227dc5fa2e3ce1d3e6c4c437fe8029304490b1:crates/celo-reth/src/bin/celo_reth.rs (CeloArgs)
  'celo.feecurrency.limits', // src: celo-org/celo-kona@9f227dc5fa2e3ce1d3e6c4c437fe8029304490b1:crates/celo-reth/src/bin/celo_reth.rs (CeloArgs)
  // The field `proofs_history_storage_version` of op-reth/v2.3.1's RollupArgs, which celo-reth reads
  // and names in its comments; the stored args.rs predates it.
  'proofs-history.storage-version', // src: celo-org/celo-kona@9f227dc5fa2e3ce1d3e6c4c437fe8029304490b1:crates/celo-reth/src/bin/celo_reth.rs, celo-org/celo-l2-node-docker-compose@7aafa1c0e202e7ec6dcd7c14757c55522006a12f:scripts/start-op-reth.sh
] as const;

/** Every client answers these. */
const commonFlagNames = ['help', 'version'] as const;

export interface ClientFlags {
  client: NodeClient;
  /** The release the pages document (the image tag of src/data/nodeSoftware.ts). */
  documented: string;
  /** Flag names without the leading `--`. */
  flags: ReadonlySet<string>;
  /** Environment variables the client reads. */
  envVars: ReadonlySet<string>;
  sources: Sources;
}

export const nodeFlags: Readonly<Record<NodeClient, ClientFlags>> = {
  'op-node': {
    client: 'op-node',
    documented: clients.opNode.currentTag,
    flags: new Set([...opNodeFlagNames, ...commonFlagNames]),
    envVars: new Set(opNodeEnvNames),
    sources: opNodeSources,
  },
  'op-geth': {
    client: 'op-geth',
    documented: clients.opGeth.currentTag,
    flags: new Set([...opGethFlagNames, ...commonFlagNames]),
    envVars: new Set(opGethEnvNames),
    sources: opGethSources,
  },
  'op-reth': {
    client: 'op-reth',
    documented: clients.opReth.currentTag,
    flags: new Set([...rethNodeFlagNames, ...rethDownloadFlagNames, ...opRethRollupFlagNames, ...celoRethFlagNames, ...commonFlagNames]),
    envVars: new Set(rethEnvNames),
    sources: opRethSources,
  },
};

/** The binaries that start each client. celo-reth is op-reth with Celo's chain and fee-currency support. */
export const clientBinaries: Readonly<Record<string, NodeClient>> = {
  'op-node': 'op-node',
  'op-geth': 'op-geth',
  'op-reth': 'op-reth',
  'celo-reth': 'op-reth',
};

/** The client an environment variable belongs to, by its prefix; null for any other variable. */
export function envVarClient(name: string): NodeClient | null {
  if (/^OP_NODE_/.test(name)) return 'op-node';
  if (/^(OP_)?GETH_/.test(name)) return 'op-geth';
  if (/^(OP_)?RETH_/.test(name)) return 'op-reth';
  return null;
}

/** Whether `flag` (with or without `--`) is a flag of `client`, or of any of the three when client is null. */
export function isNodeFlag(client: NodeClient | null, flag: string): boolean {
  const name = flag.replace(/^--/, '');
  return client ? nodeFlags[client].flags.has(name) : Object.values(nodeFlags).some((c) => c.flags.has(name));
}

/** The lists as taken (each sorted, without duplicates), for the data test. */
export const nodeFlagLists: Readonly<Record<string, readonly string[]>> = {
  opNodeFlagNames,
  opNodeEnvNames,
  opGethFlagNames,
  opGethEnvNames,
  rethNodeFlagNames,
  rethDownloadFlagNames,
  opRethRollupFlagNames,
  rethEnvNames,
  celoRethFlagNames,
};
