/**
 * Checks of a whole page's text (prose, tables, inline code and every code block), run by
 * `npm run check:samples` (`--only=names`):
 *
 * - Metric names: every `op_node_…` word (lower case; `OP_NODE__…` environment variables and the port
 *   ids of src/data/nodeSoftware.ts are not metrics) must be a series op-node exports
 *   (src/data/opNodeMetrics.ts, read from celo-org/optimism at a pinned commit).
 * - PromQL blocks (```promql, and the `expr:` of Prometheus alert rules in YAML blocks): each expression
 *   is parsed with Prometheus's own grammar (@prometheus-io/lezer-promql, the grammar of the query editor
 *   in Prometheus's web UI). A syntax error is reported at the line it is on, with the text around it; every `op_node_…`
 *   series an expression selects (a selector's metric name, `{__name__="…"}`, `{"…"}`) must be one
 *   op-node exports. The grammar checks syntax only: it does not type-check (it accepts `rate(x)`), and
 *   Grafana's `$__rate_interval` and other dashboard variables are not PromQL, so they fail to parse.
 * - Durations: a paragraph about locked CELO requirements types no duration in days by hand (render
 *   `lockedCeloRequirements` of src/data/governance.ts), and "N-day unlocking period" must say the
 *   unlocking period of the data (`stakingFacts.unlockingPeriodDays`).
 */
import {parser as promqlParser} from '@prometheus-io/lezer-promql';
import type {Problem, Sample} from './extract';
import {isOpNodeMetric} from '../../src/data/opNodeMetrics';
import {internalPorts, ports} from '../../src/data/nodeSoftware';
import {stakingFacts} from '../../src/data/governance';

const portIds = new Set<string>([...ports, ...internalPorts].map((p) => p.id));

const unknownMetric = (name: string) =>
  `op-node exports no metric "${name}" (src/data/opNodeMetrics.ts, from op-node/metrics/metrics.go: namespace op_node_default_, then the subsystem such as p2p_, then the name)`;

/** `op_node_…` metric words of a text, with their 0-based line. */
export function opNodeMetricWords(text: string): {line: number; name: string}[] {
  return text.split('\n').flatMap((line, i) =>
    [...line.matchAll(/(?<![\w])op_node_[a-z0-9_]+/g)].map((m) => ({line: i, name: m[0]})).filter((m) => !portIds.has(m.name)),
  );
}

export function checkMetricNames(page: string, text: string): Problem[] {
  return opNodeMetricWords(text)
    .filter((m) => !isOpNodeMetric(m.name))
    .map((m) => ({
      page,
      line: m.line + 1,
      message: unknownMetric(m.name),
    }));
}

/** What the parser found in one PromQL expression: its first syntax error, and the series it selects by name. */
export interface PromqlParse {
  /** The first syntax error: its offset in the expression and a short description of where it fails. */
  error: {offset: number; description: string} | null;
  /** Metric names the expression selects, with the offset of each. */
  series: {offset: number; name: string}[];
}

/** The text of a string literal of PromQL ("…", '…' or `…`), escapes resolved for the common cases. */
function stringValue(literal: string): string {
  const body = literal.slice(1, -1);
  return literal.startsWith('`') ? body : body.replace(/\\(.)/g, '$1');
}

/** The text of the line around `from`…`to` in `expr`: about 24 characters either side, whole words, trimmed. */
function around(expr: string, from: number, to: number): {before: string; at: string; after: string} {
  const lineStart = expr.lastIndexOf('\n', from - 1) + 1;
  const lineEnd = expr.indexOf('\n', to) === -1 ? expr.length : expr.indexOf('\n', to);
  let start = Math.max(lineStart, from - 24);
  while (start > Math.max(lineStart, from - 64) && /\w/.test(expr[start - 1]!)) start--;
  const before = expr.slice(start, from).trim();
  const at = expr.slice(from, Math.min(to, lineEnd));
  const after = expr.slice(Math.min(to, lineEnd), Math.min(lineEnd, to + 24)).trimEnd();
  return {before, at, after};
}

/** Parses one PromQL expression with Prometheus's grammar. */
export function parsePromql(expr: string): PromqlParse {
  const series: PromqlParse['series'] = [];
  let error: PromqlParse['error'] = null;
  if (expr.trim() === '') return {error: {offset: 0, description: 'empty expression'}, series};
  const tree = promqlParser.parse(expr);
  tree.iterate({
    enter: (node) => {
      if (node.type.isError) {
        if (!error) error = {offset: node.from, description: describeError(expr, node.from, node.to)};
        return false;
      }
      if (node.name === 'Identifier' && node.node.parent?.name === 'VectorSelector') {
        series.push({offset: node.from, name: expr.slice(node.from, node.to)});
      } else if (node.name === 'QuotedLabelName' && node.node.parent?.name === 'LabelMatchers') {
        // `{"name"}`: a quoted metric name (Prometheus 3).
        series.push({offset: node.from, name: stringValue(expr.slice(node.from, node.to))});
      } else if (node.name === 'UnquotedLabelMatcher') {
        // `{__name__="name"}` selects that series; `=~` and `!=` select a pattern, not a name.
        const label = node.node.getChild('LabelName');
        const op = node.node.getChild('MatchOp')?.firstChild;
        const value = node.node.getChild('StringLiteral');
        if (label && value && op?.name === 'EqlSingle' && expr.slice(label.from, label.to) === '__name__') {
          series.push({offset: value.from, name: stringValue(expr.slice(value.from, value.to))});
        }
      }
      return undefined;
    },
  });
  return {error, series};
}

/** Where a parse fails, in words: the text the parser could not take, or where a token is missing. */
function describeError(expr: string, from: number, to: number): string {
  const {before, at, after} = around(expr, from, to);
  if (from === to && expr.slice(from).trim() === '') return `the expression ends early, after "${before}" (a bracket left open or an operand missing)`;
  if (from === to) return `something is missing between "${before}" and "${after}"`;
  return `unexpected "${at}"${before ? ` after "${before}"` : ''}`;
}

/** PromQL expressions of a block, with the 0-based line of the block their text starts on. */
export function promqlExpressions(s: Sample): {line: number; expr: string}[] {
  if (s.lang === 'promql') return [{line: 0, expr: s.code}];
  if (s.lang !== 'yaml' && s.lang !== 'yml') return [];
  const lines = s.code.split('\n');
  const out: {line: number; expr: string}[] = [];
  lines.forEach((l, i) => {
    const m = /^(\s*)(?:-\s+)?expr:\s*(.*)$/.exec(l);
    if (!m) return;
    let expr = m[2]!.trim();
    if (/^[|>][-+]?$/.test(expr)) {
      // A block scalar: its text is the indented lines that follow.
      const body: string[] = [];
      for (let j = i + 1; j < lines.length && (lines[j]!.trim() === '' || /^\s/.test(lines[j]!.slice(m[1]!.length))); j++) body.push(lines[j]!);
      out.push({line: i + 1, expr: body.join('\n')});
      return;
    }
    if (/^(['"]).*\1$/.test(expr)) expr = expr.slice(1, -1);
    out.push({line: i, expr});
  });
  return out;
}

/** The 0-based line of `offset` in `text`. */
const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length - 1;

/** Every PromQL expression of the samples parsed: syntax errors and unknown op-node series, at their page line. */
export function checkPromql(samples: readonly Sample[]): Problem[] {
  const problems: Problem[] = [];
  for (const s of samples) {
    for (const e of promqlExpressions(s)) {
      const {error, series} = parsePromql(e.expr);
      const at = (offset: number) => s.line + e.line + lineAt(e.expr, offset);
      if (error) problems.push({page: s.page, line: at(error.offset), message: `PromQL does not parse: ${error.description}`});
      for (const m of series) {
        if (m.name.startsWith('op_node_') && !isOpNodeMetric(m.name)) problems.push({page: s.page, line: at(m.offset), message: unknownMetric(m.name)});
      }
    }
  }
  return problems;
}

/** Paragraphs of a page outside fenced code blocks, with the 1-based line each starts on. */
export function paragraphs(text: string): {line: number; text: string}[] {
  const out: {line: number; text: string}[] = [];
  let current: string[] = [];
  let start = 0;
  let fence: string | null = null;
  text.split('\n').forEach((line, i) => {
    const marker = /^\s*(```+|~~~+)/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
      return;
    }
    if (marker) {
      fence = marker;
      return;
    }
    if (line.trim() === '') {
      if (current.length) out.push({line: start + 1, text: current.join(' ')});
      current = [];
      return;
    }
    if (!current.length) start = i;
    current.push(line);
  });
  if (current.length) out.push({line: start + 1, text: current.join(' ')});
  return out;
}

const HAND_TYPED_DAYS = /\b\d[\d,]*(?:[- ]|&nbsp;)days?\b/i;

export function checkDurations(page: string, text: string): Problem[] {
  const problems: Problem[] = [];
  for (const p of paragraphs(text)) {
    if (/lock/i.test(p.text) && /requirement|deregist/i.test(p.text) && HAND_TYPED_DAYS.test(p.text)) {
      problems.push({
        page,
        line: p.line,
        message: `"${HAND_TYPED_DAYS.exec(p.text)?.[0]}" typed by hand near a locked CELO requirement: render {lockedCeloRequirements.groupDurationDays} or {lockedCeloRequirements.validatorDurationDays} (or {stakingFacts.unlockingPeriodDays}) from src/data/governance.ts`,
      });
    }
    for (const m of [
      ...p.text.matchAll(/\b(\d+)[- ]days?\s+unlocking period/gi),
      ...p.text.matchAll(/unlocking period (?:of|is) (?:about |approximately )?(\d+) days?/gi),
    ]) {
      if (Number(m[1]) !== stakingFacts.unlockingPeriodDays) {
        problems.push({page, line: p.line, message: `"${m[0]}": the unlocking period is ${stakingFacts.unlockingPeriodDays} days (stakingFacts.unlockingPeriodDays of src/data/governance.ts); render it from there`});
      }
    }
  }
  return problems;
}

/** Every page-level check of one page. */
export function checkPageFacts(page: string, text: string, samples: readonly Sample[]): Problem[] {
  const promql = checkPromql(samples);
  // A series name the parse already reported is not reported again by the word scan of the page.
  const reported = new Set(promql.map((p) => `${p.line} ${p.message}`));
  return [...checkMetricNames(page, text).filter((p) => !reported.has(`${p.line} ${p.message}`)), ...promql, ...checkDurations(page, text)];
}
