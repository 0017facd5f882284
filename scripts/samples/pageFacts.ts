/**
 * Checks of a whole page's text (prose, tables, inline code and every code block), run by
 * `npm run check:samples` (`--only=names`):
 *
 * - Metric names: every `op_node_…` word (lower case; `OP_NODE__…` environment variables and the port
 *   ids of src/data/nodeSoftware.ts are not metrics) must be a series op-node exports
 *   (src/data/opNodeMetrics.ts, read from celo-org/optimism at a pinned commit).
 * - PromQL blocks (```promql, and the `expr:` of Prometheus alert rules in YAML blocks): each expression
 *   must be balanced (brackets, braces, parentheses, quotes) and name only known op-node series. No
 *   maintained PromQL parser is among the site's dependencies, so this is a shape check, not a parse.
 * - Durations: a paragraph about locked CELO requirements types no duration in days by hand (render
 *   `lockedCeloRequirements` of src/data/governance.ts), and "N-day unlocking period" must say the
 *   unlocking period of the data (`stakingFacts.unlockingPeriodDays`).
 */
import type {Problem, Sample} from './extract';
import {isOpNodeMetric} from '../../src/data/opNodeMetrics';
import {internalPorts, ports} from '../../src/data/nodeSoftware';
import {stakingFacts} from '../../src/data/governance';

const portIds = new Set<string>([...ports, ...internalPorts].map((p) => p.id));

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
      message: `op-node exports no metric "${m.name}" (src/data/opNodeMetrics.ts, from op-node/metrics/metrics.go: namespace op_node_default_, then the subsystem such as p2p_, then the name)`,
    }));
}

/** A problem with the shape of one PromQL expression, or null. */
export function promqlShape(expr: string): string | null {
  const stack: string[] = [];
  const pairs: Record<string, string> = {')': '(', ']': '[', '}': '{'};
  for (let i = 0; i < expr.length; i++) {
    const c = expr[i]!;
    if (c === '"' || c === "'" || c === '`') {
      const end = expr.indexOf(c, i + 1);
      if (end === -1) return `unclosed ${c} string`;
      i = end;
    } else if (c === '#') {
      const nl = expr.indexOf('\n', i);
      if (nl === -1) break;
      i = nl;
    } else if ('([{'.includes(c)) stack.push(c);
    else if (c in pairs) {
      if (stack.pop() !== pairs[c]) return `unbalanced "${c}"`;
    }
  }
  if (stack.length) return `unclosed "${stack[stack.length - 1]}"`;
  if (expr.trim() === '') return 'empty expression';
  return null;
}

/** PromQL expressions of a block, with their 0-based line in it. */
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
      const body: string[] = [];
      for (let j = i + 1; j < lines.length && (lines[j]!.trim() === '' || /^\s/.test(lines[j]!.slice(m[1]!.length))); j++) body.push(lines[j]!);
      expr = body.join('\n');
    } else if (/^(['"]).*\1$/.test(expr)) expr = expr.slice(1, -1);
    out.push({line: i, expr});
  });
  return out;
}

export function checkPromql(samples: readonly Sample[]): Problem[] {
  const problems: Problem[] = [];
  for (const s of samples) {
    for (const e of promqlExpressions(s)) {
      const shape = promqlShape(e.expr);
      if (shape) problems.push({page: s.page, line: s.line + e.line, message: `PromQL: ${shape} in \`${e.expr.trim().split('\n')[0]}\``});
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
  return [...checkMetricNames(page, text), ...checkPromql(samples), ...checkDurations(page, text)];
}
