/**
 * The drift report: per page or data module, what became of each pinned source, as text for people
 * and JSON for the workflow. Pure: built from the sources found and the comparisons made, sorted by
 * file, then line, so two runs over the same repositories print the same report.
 */
import {parseRepoFile} from '../../src/data/sources';
import type {Change, Comparison, Status} from './compare';
import type {Unreachable} from './git';
import type {SourceUse} from './pageSources';

export type EntryStatus =
  | Status
  | {kind: 'repo-unreachable'; why: Unreachable['why']; detail: string}
  | {kind: 'not-pinned'}
  /** The file names the same repository file again at a newer commit: this pin records history. */
  | {kind: 'history'; newer: string};

export interface ReportEntry {
  /** Lines of the file that name the source (a data module may name one source on several). */
  lines: number[];
  source: string;
  /** Names the lines used for it in a data module (`docs_jello`). */
  via?: string[];
  status: EntryStatus;
}

export interface FileReport {
  file: string;
  entries: ReportEntry[];
}

export interface RepoState {
  repo: string;
  url: string;
  head?: string;
  headDate?: string;
  /** Set when a fetch failed and an older copy was compared. */
  stale?: string;
  unreachable?: Unreachable;
}

export interface Report {
  repositories: RepoState[];
  files: FileReport[];
  /** True when a source changed, moved, was deleted, or its pin cannot be found. */
  drifted: boolean;
}

/** The kinds that mean someone has to re-read a source. */
export const DRIFT_KINDS: ReadonlySet<EntryStatus['kind']> = new Set(['changed', 'moved', 'deleted', 'missing-at-pin', 'commit-unreachable']);

export function isDrift(status: EntryStatus): boolean {
  return DRIFT_KINDS.has(status.kind) || (status.kind === 'repo-unreachable' && status.why === 'not-found');
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Builds the report. `comparisons` holds, per repository, the status of each `commit:path` checked
 * there; `repos` the state of each repository's clone.
 *
 * A page or module that pins one repository file at several commits (a release history: the
 * compose file at each tag) is about what the file said at each of them; only its newest pin is
 * compared with today's file, and the older ones are reported as history.
 */
export function buildReport(uses: readonly SourceUse[], repos: readonly RepoState[], comparisons: ReadonlyMap<string, Comparison>): Report {
  const byRepo = new Map(repos.map((r) => [r.repo, r]));
  const files = new Map<string, Map<string, ReportEntry>>();
  for (const use of uses) {
    const parsed = parseRepoFile(use.source);
    if (!parsed) continue;
    let status: EntryStatus;
    if (!parsed.commit) {
      status = {kind: 'not-pinned'};
    } else {
      const state = byRepo.get(parsed.repo);
      if (state?.unreachable) status = {kind: 'repo-unreachable', why: state.unreachable.why, detail: state.unreachable.detail};
      else status = comparisons.get(parsed.repo)?.statuses.get(`${parsed.commit}:${parsed.path}`) ?? {kind: 'repo-unreachable', why: 'other', detail: 'not checked'};
    }
    const entries = files.get(use.file) ?? new Map<string, ReportEntry>();
    files.set(use.file, entries);
    const entry = entries.get(use.source);
    if (entry) {
      if (!entry.lines.includes(use.line)) entry.lines.push(use.line);
      if (use.via && !entry.via?.includes(use.via)) entry.via = [...(entry.via ?? []), use.via];
    } else {
      entries.set(use.source, {lines: [use.line], source: use.source, ...(use.via ? {via: [use.via]} : {}), status});
    }
  }
  for (const entries of files.values()) markHistory([...entries.values()], comparisons);
  const fileReports = [...files]
    .map(([file, entries]) => ({
      file,
      entries: [...entries.values()]
        .map((e) => ({...e, lines: [...e.lines].sort((a, b) => a - b), ...(e.via ? {via: [...e.via].sort(compare)} : {})}))
        .sort((a, b) => (a.lines[0] ?? 0) - (b.lines[0] ?? 0) || compare(a.source, b.source)),
    }))
    .sort((a, b) => compare(a.file, b.file));
  return {
    repositories: [...repos].sort((a, b) => compare(a.repo, b.repo)),
    files: fileReports,
    drifted: fileReports.some((f) => f.entries.some((e) => isDrift(e.status))),
  };
}

/** Within one file, every pin of a repository file but the newest becomes history. */
function markHistory(entries: ReportEntry[], comparisons: ReadonlyMap<string, Comparison>): void {
  const byFile = new Map<string, {entry: ReportEntry; time: number; commit: string}[]>();
  for (const entry of entries) {
    const parsed = parseRepoFile(entry.source);
    const time = parsed?.commit ? comparisons.get(parsed.repo)?.times.get(parsed.commit) : undefined;
    if (!parsed?.commit || time === undefined) continue;
    const key = `${parsed.repo}:${parsed.path}`;
    byFile.set(key, [...(byFile.get(key) ?? []), {entry, time, commit: parsed.commit}]);
  }
  for (const pins of byFile.values()) {
    if (new Set(pins.map((p) => p.commit)).size < 2) continue;
    const newest = pins.reduce((a, b) => (b.time > a.time || (b.time === a.time && b.commit > a.commit) ? b : a));
    for (const pin of pins) if (pin.commit !== newest.commit) pin.entry.status = {kind: 'history', newer: newest.commit};
  }
}

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

function changeLines(change: Change, indent: string): string[] {
  const out: string[] = [];
  if (change.commits.length > 0) {
    out.push(`${indent}${plural(change.commits.length + change.moreCommits, 'commit')} since the pin, newest first:`);
    for (const c of change.commits) out.push(`${indent}  ${c}`);
    if (change.moreCommits > 0) out.push(`${indent}  and ${change.moreCommits} more`);
  }
  if (change.unavailable) {
    out.push(`${indent}(the changed lines could not be fetched: ${change.unavailable})`);
    return out;
  }
  for (const l of change.stat.split('\n').filter(Boolean)) out.push(`${indent}${l.trim()}`);
  for (const l of change.lines) out.push(`${indent}${l.length > 160 ? `${l.slice(0, 160)}…` : l}`);
  if (change.moreLines > 0) out.push(`${indent}… ${plural(change.moreLines, 'more changed line')}`);
  return out;
}

/** One entry's heading and detail lines. */
export function entryText(file: string, entry: ReportEntry): string[] {
  const where = `${file}:${entry.lines.join(',')}`;
  const via = entry.via ? ` (via ${entry.via.join(', ')})` : '';
  const s = entry.status;
  const indent = '    ';
  switch (s.kind) {
    case 'changed':
      return [`${where}: changed since the pin: ${entry.source}${via}`, ...changeLines(s, indent)];
    case 'moved': {
      const how = `${s.similarity ? `${s.similarity}% similar, ` : ''}in ${s.commit.slice(0, 12)} ${s.date}`;
      const head = `${where}: moved to ${s.to} (${how}): ${entry.source}${via}`;
      return s.change ? [head, ...changeLines(s.change, indent)] : [head, `${indent}content unchanged since the pin`];
    }
    case 'deleted':
      return [`${where}: deleted${s.commit ? ` in ${s.commit.slice(0, 12)} ${s.date}` : ' (not on the default branch)'}: ${entry.source}${via}`];
    case 'missing-at-pin':
      return [`${where}: the pinned commit has no such file: ${entry.source}${via}`];
    case 'commit-unreachable':
      return [`${where}: pinned commit unreachable: ${entry.source}${via}`, `${indent}${s.detail}`];
    case 'repo-unreachable':
      // Only a repository that is not found comes here (drift); one the network could not reach is summed up per file.
      return [`${where}: repository not found: ${entry.source}${via}`, `${indent}${s.detail}`];
    case 'not-pinned':
      return [`${where}: not pinned to a commit, cannot be compared: ${entry.source}${via}`];
    default:
      return [`${where}: ${s.kind}: ${entry.source}${via}`];
  }
}

/** The report as text: repositories, then each file, then one closing sentence. */
export function formatText(report: Report): string {
  const out: string[] = [];
  const width = Math.max(0, ...report.repositories.map((r) => r.repo.length));
  out.push('Repositories:');
  for (const r of report.repositories) {
    const name = r.repo.padEnd(width);
    if (r.unreachable) {
      const what = r.unreachable.why === 'not-found' ? 'not found' : 'unreachable';
      out.push(`  ${name}  ${what}: ${r.unreachable.detail} (${r.url})`);
    } else {
      out.push(`  ${name}  default branch at ${r.head?.slice(0, 12)} (${r.headDate})${r.url.startsWith('https://github.com/') ? '' : ` from ${r.url}`}`);
      if (r.stale) out.push(`  ${' '.repeat(width)}  ${r.stale}`);
    }
  }
  out.push('');
  let drifted = 0;
  let unchanged = 0;
  let unchecked = 0;
  const driftFiles = new Set<string>();
  for (const f of report.files) {
    const quiet = f.entries.filter((e) => e.status.kind === 'unchanged');
    const history = f.entries.filter((e) => e.status.kind === 'history');
    const away = f.entries.filter((e) => e.status.kind === 'repo-unreachable' && !isDrift(e.status));
    const loud = f.entries.filter((e) => !quiet.includes(e) && !away.includes(e) && !history.includes(e));
    unchanged += quiet.length;
    unchecked += away.length;
    for (const e of loud) {
      out.push(...entryText(f.file, e));
      if (isDrift(e.status)) {
        drifted += 1;
        driftFiles.add(f.file);
      }
    }
    if (quiet.length > 0) out.push(`${f.file}: ${loud.length > 0 ? `${plural(quiet.length, 'other source')} unchanged` : `unchanged (${plural(quiet.length, 'source')})`}`);
    if (history.length > 0) out.push(`${f.file}: ${plural(history.length, 'older pin')} of files it pins again at a newer commit (history, not compared)`);
    if (away.length > 0) {
      const reposAway = [...new Set(away.map((e) => parseRepoFile(e.source)?.repo ?? ''))].sort(compare);
      out.push(`${f.file}: not checked: ${plural(away.length, 'source')} in ${reposAway.join(', ')} (unreachable)`);
    }
  }
  out.push('');
  const checked = drifted + unchanged;
  out.push(
    drifted === 0
      ? checked === 0
        ? 'No source could be compared.'
        : `No drift in the ${plural(checked, 'source')} compared.`
      : `Drift in ${plural(drifted, 'source')} on ${plural(driftFiles.size, 'file')}: re-read each source named above, update what changed, then pin the commit you read (CONTRIBUTING.md, "Act on a drift report").`,
  );
  if (unchecked > 0) out.push(`Not compared: ${plural(unchecked, 'source')} in unreachable repositories (see above); run again with the network, or point --repo owner/name=<path> at a local clone.`);
  return out.join('\n') + '\n';
}
