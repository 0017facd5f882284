/**
 * Op-reth metric names on pages. A page once told operators to graph `reth_optimism_trie_proof_window_*`,
 * names copied from upstream prose that no op-reth source read for this site defines (op-reth's proofs
 * code, ethereum-optimism/optimism@07b75fd7daace1c4d4f95ac3a998dc05b8ccf92e:rust/op-reth/crates/trie/src/metrics.rs,
 * keeps the window as `earliest_number` and `latest_number` of its `optimism_trie.block` metrics). A page
 * may name an op-reth series only when the node's own Grafana dashboards query it, which shows the name as
 * the node exports it.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {docsPages} from '../../config/docsFiles';

const ROOT = path.resolve(__dirname, '../..');

/** The op-reth series the Docker Compose setup's dashboards query (celo-org/celo-l2-node-docker-compose@7aafa1c0e202e7ec6dcd7c14757c55522006a12f:docker/grafana/dashboards). */
const DASHBOARD_SERIES = new Set([
  'reth_blockchain_tree_canonical_chain_height',
  'reth_blockchain_tree_finalized_block_height',
  'reth_blockchain_tree_safe_block_height',
  'reth_consensus_engine_beacon_new_payload_gas_per_second_last',
  'reth_db_table_size',
  'reth_network_connected_peers',
  'reth_rocksdb_table_size',
]);

/** `reth_…` metric words of a page that the dashboards do not query, with their 1-based line. */
export function unknownRethMetrics(text: string): {line: number; name: string}[] {
  return text.split('\n').flatMap((line, i) =>
    [...line.matchAll(/(?<![\w-])reth_[a-z0-9_]+/g)].map((m) => ({line: i + 1, name: m[0]})).filter((m) => !DASHBOARD_SERIES.has(m.name)),
  );
}

describe('op-reth metric names', () => {
  it('finds a name the node does not export, and accepts a dashboard series', () => {
    expect(unknownRethMetrics('graph `reth_optimism_trie_proof_window_earliest`')).toEqual([{line: 1, name: 'reth_optimism_trie_proof_window_earliest'}]);
    expect(unknownRethMetrics('peers: `reth_network_connected_peers`; OP_RETH__PROOFS_HISTORY_ENABLED; celo-reth_x')).toEqual([]);
  });

  it.each(docsPages(ROOT))('%s names only op-reth series the node dashboards query', (page) => {
    const found = unknownRethMetrics(readFileSync(path.join(ROOT, page), 'utf8')).map((m) => `${page}:${m.line}: ${m.name}`);
    expect(found, 'op-reth series no source shows the node exporting under this name').toEqual([]);
  });
});
