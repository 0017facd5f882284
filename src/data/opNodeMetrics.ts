/**
 * The Prometheus metrics op-node exports, by full name, so that a page cannot name one that does not exist
 * (tests/unit/op-node-metrics.test.ts checks every `op_node_*` name under docs/ against this list).
 *
 * How a name is made: op-node registers every metric under the namespace `op_node_<procName>` (`Namespace +
 * "_" + procName`, with procName "default" when none is given, which is how the node runs), then the
 * metric's subsystem, if any, then its name. So the peer gauge, `Subsystem: "p2p"`, `Name: "peer_count"`,
 * is `op_node_default_p2p_peer_count`, the name the node's own Grafana dashboard queries.
 *
 * Scope: the metrics `NewMetrics` in op-node/metrics/metrics.go creates, with the op-service helpers it
 * calls (RPC metrics, block references, source caches, events: an event `x` is the counter `x_total` and
 * the gauge `last_x_unix`). Not listed: the event-system tracker (`event.NewMetricsTracker`), the Alt-DA
 * metrics (`altda.MakeMetrics`) and the Go and process collectors; add a name from those with its source.
 * A histogram also exports `<name>_bucket`, `<name>_sum` and `<name>_count`; the test accepts those.
 */
import type {Sources} from './sources';

/** The op-node metrics file read (celo-org/optimism, the Celo fork of the OP Stack). */
const metricsGo = 'celo-org/optimism@16fa3ceb86baf48306302ad27691747762085bf3:op-node/metrics/metrics.go';
/** The op-service helpers (commit of the celo10 branch; the names match ethereum-optimism/optimism's today). */
const opService = (file: string) => `celo-org/optimism@1b60358679f6b5c6984e95240cf2d347c608e79a:op-service/metrics/${file}` as const;
/** The dashboard the Docker Compose setup provisions, which shows the names as the node exports them. */
const dashboard = 'celo-org/celo-l2-node-docker-compose@7aafa1c0e202e7ec6dcd7c14757c55522006a12f:docker/grafana/dashboards/celo_node_monitoring.json';

export const opNodeMetricSources: Sources = [
  metricsGo,
  opService('rpc_metrics.go'),
  opService('ref_metrics.go'),
  opService('caching.go'),
  opService('event.go'),
  dashboard,
];

/** `Namespace` ("op_node") + "_" + the default procName ("default"). */
export const opNodeMetricPrefix = 'op_node_default_'; // src: metricsGo (NewMetrics), dashboard

export type MetricKind = 'gauge' | 'counter' | 'histogram';

/** Names after the prefix, with the subsystem (`p2p_`, `rpc_client_`, `rpc_server_`) where the source sets one. */
const metricKinds: Record<string, MetricKind> = {
  // metrics.go: NewMetrics
  info: 'gauge',
  up: 'gauge',
  derivation_idle: 'gauge',
  sequencer_active: 'gauge',
  unsafe_payloads_buffer_len: 'gauge',
  unsafe_payloads_buffer_mem_size: 'gauge',
  l1_reorg_depth: 'histogram',
  transactions_sequenced_total: 'counter',
  batch_queue_size: 'gauge',
  peer_scores: 'histogram',
  channel_input_bytes: 'counter',
  l1_request_seconds: 'histogram',
  sequencer_building_diff_seconds: 'histogram',
  sequencer_building_diff_total: 'counter',
  sequencer_sealing_seconds: 'histogram',
  sequencer_sealing_total: 'counter',
  protocol_version_delta: 'gauge',
  protocol_versions: 'gauge',
  // metrics.go, Subsystem "p2p"
  p2p_peer_count: 'gauge',
  p2p_stream_count: 'gauge',
  p2p_gossip_events_total: 'counter',
  p2p_bandwidth_bytes_total: 'gauge',
  p2p_peer_unbans: 'counter',
  p2p_ip_unbans: 'counter',
  p2p_dials: 'counter',
  p2p_accepts: 'counter',
  p2p_req_duration_seconds: 'histogram',
  p2p_req_total: 'counter',
  p2p_payload_by_number: 'gauge',
  p2p_payloads_quarantine_total: 'gauge',
  // rpc_metrics.go: MakeRPCMetrics, Subsystems "rpc_server" and "rpc_client"
  rpc_server_requests_total: 'counter',
  rpc_server_request_duration_seconds: 'histogram',
  rpc_client_requests_total: 'counter',
  rpc_client_request_duration_seconds: 'histogram',
  rpc_client_responses_total: 'counter',
  // ref_metrics.go: MakeRefMetrics (labels layer and type)
  refs_number: 'gauge',
  refs_time: 'gauge',
  refs_hash: 'gauge',
  refs_seqnr: 'gauge',
  refs_latency: 'gauge',
};

/** caching.go: NewCacheMetrics for "l1_source_cache" and "l2_source_cache". */
const caches = ['l1_source_cache', 'l2_source_cache'];

/** event.go: NewEvent and NewEventVec, as metrics.go calls them (no subsystem). */
const events = [
  'pipeline_resets',
  'unsafe_payloads',
  'derivation_errors',
  'sequencing_errors',
  'publishing_errors',
  'derived_batches',
  'sequencer_inconsistent_l1_origin',
  'sequencer_resets',
  'head_channel',
  'channel_timeout',
  'frame_added',
];

export interface OpNodeMetric {
  /** Full name as Prometheus shows it. */
  name: string;
  kind: MetricKind;
}

export const opNodeMetrics: readonly OpNodeMetric[] = [
  ...Object.entries(metricKinds).map(([name, kind]) => ({name: opNodeMetricPrefix + name, kind})),
  ...caches.flatMap((cache) => [
    {name: `${opNodeMetricPrefix}${cache}_size`, kind: 'gauge' as const},
    {name: `${opNodeMetricPrefix}${cache}_get`, kind: 'counter' as const},
    {name: `${opNodeMetricPrefix}${cache}_add`, kind: 'counter' as const},
  ]),
  ...events.flatMap((event) => [
    {name: `${opNodeMetricPrefix}${event}_total`, kind: 'counter' as const},
    {name: `${opNodeMetricPrefix}last_${event}_unix`, kind: 'gauge' as const},
  ]),
];

/** Whether `name` is a series op-node exports: a listed metric, or a histogram's bucket, sum or count. */
export function isOpNodeMetric(name: string): boolean {
  return opNodeMetrics.some(
    (m) => m.name === name || (m.kind === 'histogram' && ['_bucket', '_sum', '_count'].some((s) => name === m.name + s)),
  );
}

/** Look up a metric by full name; throws on an unknown one, so a page that renders it cannot build with a typo. */
export function opNodeMetric(name: string): string {
  if (!isOpNodeMetric(name)) throw new Error(`op-node exports no metric "${name}" (src/data/opNodeMetrics.ts)`);
  return name;
}
