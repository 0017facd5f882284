/**
 * Every op-node metric a docs page names is one op-node exports (src/data/opNodeMetrics.ts, read from
 * celo-org/optimism). A review found an alert on `op_node_default_peer_count`, a name op-node never
 * exports (the gauge is `op_node_default_p2p_peer_count`), so the alert could never fire.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {isOpNodeMetric, opNodeMetric, opNodeMetricPrefix, opNodeMetricSources, opNodeMetrics} from '@site/src/data/opNodeMetrics';
import {internalPorts, ports} from '@site/src/data/nodeSoftware';
import {isSourceRef} from '@site/src/data/sources';

const ROOT = path.resolve(__dirname, '../..');

function walk(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/** Ids of src/data/nodeSoftware.ts ports (`port('op_node_p2p')`), which look like metric names but are not. */
const portIds = new Set([...ports, ...internalPorts].map((p) => p.id));

/** `op_node_…` words of a page (lowercase: `OP_NODE__…` environment variables are not metrics), with their lines. */
function metricNames(text: string): {line: number; name: string}[] {
  return text.split('\n').flatMap((line, i) =>
    [...line.matchAll(/(?<![\w])op_node_[a-z0-9_]+/g)].map((m) => ({line: i + 1, name: m[0]})).filter((m) => !portIds.has(m.name)),
  );
}

describe('op-node metric data', () => {
  it('lists the metrics with the prefix op-node uses, each once', () => {
    expect(opNodeMetrics.length).toBeGreaterThan(50);
    const names = opNodeMetrics.map((m) => m.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i), 'duplicate metric names').toEqual([]);
    for (const n of names) expect(n.startsWith(opNodeMetricPrefix), n).toBe(true);
    for (const s of opNodeMetricSources) expect(isSourceRef(s), `source "${s}"`).toBe(true);
  });

  it('knows the peer gauge under its p2p subsystem, and a histogram by its series', () => {
    expect(isOpNodeMetric('op_node_default_p2p_peer_count')).toBe(true);
    expect(isOpNodeMetric('op_node_default_peer_count')).toBe(false);
    expect(isOpNodeMetric('op_node_default_rpc_client_request_duration_seconds_bucket')).toBe(true);
    expect(isOpNodeMetric('op_node_default_refs_number_bucket'), 'refs_number is a gauge').toBe(false);
    expect(() => opNodeMetric('op_node_default_peer_count')).toThrow(/no metric/);
  });

  it('tells port ids apart from metrics', () => {
    expect(metricNames("open {port('op_node_p2p')} and `op_node_default_up`; set OP_NODE__P2P_ADVERTISE_IP")).toEqual([
      {line: 1, name: 'op_node_default_up'},
    ]);
  });
});

describe('docs pages', () => {
  const pages = walk(path.join(ROOT, 'docs')).map((file) => ({rel: path.relative(ROOT, file), text: fs.readFileSync(file, 'utf8')}));
  const named = pages.flatMap((p) => metricNames(p.text).map((m) => ({...m, rel: p.rel})));

  it('name op-node metrics (the check has something to check)', () => {
    expect(named.length).toBeGreaterThan(3);
  });

  it('name only metrics op-node exports', () => {
    const unknown = named
      .filter((m) => !isOpNodeMetric(m.name))
      .map((m) => `${m.rel}:${m.line}: op-node exports no metric "${m.name}"; check the name in src/data/opNodeMetrics.ts (from op-node/metrics/metrics.go: namespace, subsystem, name)`);
    expect(unknown).toEqual([]);
  });
});
