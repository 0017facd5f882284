/**
 * PromQL on pages is parsed with Prometheus's grammar (scripts/samples/pageFacts.ts): a syntax error is
 * reported at its page line with the text around it, and every op-node series an expression selects
 * must be one op-node exports.
 */
import {describe, expect, it} from 'vitest';
import {extractPage, parseMeta, type Sample} from '../../scripts/samples/extract';
import {checkPageFacts, checkPromql, parsePromql, promqlExpressions} from '../../scripts/samples/pageFacts';
import {isOpNodeMetric} from '@site/src/data/opNodeMetrics';

const PAGE = 'docs/cel2/operators/p.mdx';
const block = (code: string, lang = 'promql', line = 30): Sample => ({page: PAGE, line, lang, metaRaw: '', meta: parseMeta(''), code, kind: 'fence'});
/** The 1-based line of the first line of `text` that contains `needle`. */
const lineOf = (text: string, needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;

const PEERS = 'op_node_default_p2p_peer_count';
const LATENCY = 'op_node_default_rpc_client_request_duration_seconds';

describe('PromQL parsed with Prometheus grammar', () => {
  it('uses real op-node series names in these tests', () => {
    expect(isOpNodeMetric(PEERS)).toBe(true);
    expect(isOpNodeMetric(`${LATENCY}_bucket`)).toBe(true);
  });

  it.each([
    [`histogram_quantile(0.99, sum by (le) (rate(${LATENCY}_bucket[5m])))`],
    [`sum without (instance) (rate(${LATENCY}_count{job="op-node"}[5m])) > bool 10`],
    [`min_over_time(${PEERS}[10m:1m]) == 0 unless on (instance) up{job="op-node"} == 0`],
    [`# peers, averaged\navg by (instance) (\n  ${PEERS}\n) offset 5m`],
  ])('passes a valid expression: %s', (expr) => {
    expect(parsePromql(expr).error).toBeNull();
    expect(checkPromql([block(expr)])).toEqual([]);
  });

  it.each([
    [`rate(${PEERS}[5m]`, `the expression ends early, after "${PEERS}[5m]"`],
    ['sum by (job) (', 'the expression ends early, after "sum by (job) ("'],
    ['up == ', 'the expression ends early, after "up =="'],
    [`${PEERS}{job=op-node}`, `unexpected "op" after "${PEERS}{job="`],
    [`sum(${PEERS}))`, `unexpected ")" after "${PEERS})"`],
    [`rate(${PEERS}[$__rate_interval])`, 'unexpected "$"'],
  ])('fails a syntax error: %s', (expr, where) => {
    const problems = checkPromql([block(expr)]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({page: PAGE, line: 30});
    expect(problems[0]!.message).toContain(`PromQL does not parse: ${where}`);
  });

  it('names the line of the error inside a block', () => {
    const expr = ['sum by (instance) (', `  rate(${LATENCY}_count[5m])`, '  > > 3', ')'].join('\n');
    expect(checkPromql([block(expr, 'promql', 40)])).toEqual([{page: PAGE, line: 42, message: 'PromQL does not parse: something is missing between ">" and "> 3"'}]);
  });

  it('reads the expr of alert rules in YAML, a block scalar at the line of its text', () => {
    const yaml = [
      'groups:',
      '  - name: celo-node',
      '    rules:',
      '      - alert: NoPeers',
      `        expr: '${PEERS} == 0'`,
      '      - alert: SlowL1',
      '        expr: |',
      '          histogram_quantile(0.9,',
      `            sum by (le) (rate(${LATENCY}_bucket[5m]) > 2`,
      '        for: 10m',
    ].join('\n');
    expect(promqlExpressions(block(yaml, 'yaml'))).toEqual([
      {line: 4, expr: `${PEERS} == 0`},
      {line: 7, expr: expect.stringContaining('histogram_quantile(0.9,')},
    ]);
    const problems = checkPromql([block(yaml, 'yaml', 10)]);
    expect(problems).toEqual([{page: PAGE, line: 18, message: expect.stringMatching(/^PromQL does not parse: the expression ends early/)}]);
  });

  it('takes the series from the parse tree: selectors, __name__ and quoted names, not label values or functions', () => {
    expect(parsePromql(`rate(${PEERS}{job="op_node_default_not_a_series"}[5m]) + on (x) {__name__="op_node_a"} + {"op_node_b"} + {__name__=~"op_node_.*"}`).series.map((s) => s.name)).toEqual([
      PEERS,
      'op_node_a',
      'op_node_b',
    ]);
  });

  it('fails a series op-node does not export, once per line, on a page with the word scan', () => {
    const text = ['# Alerts', '', '```promql', `${PEERS} > 0`, 'and on (instance)', '{__name__="op_node_default_peer_count"} == 0', '```', ''].join('\n');
    const problems = checkPageFacts(PAGE, text, extractPage(text, PAGE));
    expect(problems).toEqual([{page: PAGE, line: lineOf(text, 'op_node_default_peer_count'), message: expect.stringContaining('op-node exports no metric "op_node_default_peer_count"')}]);
  });

  it('fails an empty expression', () => {
    expect(checkPromql([block('  \n')])).toEqual([{page: PAGE, line: 30, message: 'PromQL does not parse: empty expression'}]);
  });
});
