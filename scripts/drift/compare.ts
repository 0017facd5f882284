/**
 * What became of one pinned file (`owner/name@commit:path`) between its commit and the default branch
 * of a clone: unchanged, changed (with `git diff --stat`, the changed lines, capped, and the commits),
 * moved (git's rename detection on the commit that removed it), deleted, or not comparable (the commit
 * or the file at it is not there). Reads trees only, until a file changed: then its two versions are
 * fetched, all in one fetch per repository.
 */
import {fetchBlobs, firstLine, git, gitOut, type Clone} from './git';

/** At most this many changed lines are shown for one source. */
export const MAX_LINES = 20;
/** At most this many commits are listed for one source. */
export const MAX_COMMITS = 5;

export interface Change {
  /** `git diff --stat` of the file. */
  stat: string;
  /** The changed lines (`-old`, `+new`), at most MAX_LINES. */
  lines: string[];
  /** How many changed lines were left out. */
  moreLines: number;
  /** The commits that touched the file since the pin (`abc123456789 2026-07-20 subject`), newest first, at most MAX_COMMITS. */
  commits: string[];
  moreCommits: number;
  /** Set when the lines could not be fetched (the diff needs both versions of the file). */
  unavailable?: string;
}

export type Status =
  | {kind: 'unchanged'}
  | ({kind: 'changed'} & Change)
  | {kind: 'moved'; to: string; commit: string; date: string; similarity?: number; change?: Change}
  | {kind: 'deleted'; commit?: string; date?: string}
  | {kind: 'missing-at-pin'}
  | {kind: 'commit-unreachable'; detail: string};

/** A pinned file to check: the commit as written (7 to 40 hex) and the path. */
export interface Pin {
  commit: string;
  path: string;
}

export const pinKey = (pin: Pin): string => `${pin.commit}:${pin.path}`;

interface Entry {
  type: string;
  oid: string;
}

/** `git ls-tree` of some paths at one commit: path to entry (paths absent there are left out). */
async function entriesAt(dir: string, commit: string, paths: readonly string[]): Promise<Map<string, Entry>> {
  const found = new Map<string, Entry>();
  // In slices, to stay below the command-line length limit.
  for (let i = 0; i < paths.length; i += 200) {
    // -t: a folder's own entry too when another path asks for a file inside it.
    const out = await gitOut(dir, ['ls-tree', '-z', '-t', '--full-tree', commit, '--', ...paths.slice(i, i + 200)]);
    for (const record of out.split('\0')) {
      const match = /^\d+ (\w+) ([0-9a-f]+)\t([\s\S]+)$/.exec(record);
      if (match) found.set(match[3]!, {type: match[1]!, oid: match[2]!});
    }
  }
  return found;
}

/**
 * The full commit a pin names, or why it is not there. Looked up with `rev-list`, which, unlike
 * `rev-parse`, does not ask the remote for an object the partial clone lacks; a full id the clone
 * lacks is then fetched once by id (a commit no branch or tag reaches may still be served).
 */
async function resolveCommit(clone: Clone, commit: string): Promise<string | {detail: string}> {
  const lookup = async () => {
    const found = await git(['--git-dir', clone.dir, 'rev-list', '--no-walk', '--missing=print', '-n', '1', commit]);
    return found.code === 0 ? found.stdout.trim() : undefined;
  };
  const resolved = await lookup();
  if (resolved) return resolved;
  if (commit.length === 40) {
    await git(['--git-dir', clone.dir, 'fetch', '--quiet', '--no-tags', '--no-write-fetch-head', '--filter=blob:none', 'origin', commit], {timeoutMs: 120_000});
    const again = await lookup();
    if (again) return again;
  }
  return {detail: `commit ${commit} is not in ${clone.repo} (no branch or tag reaches it, and it could not be fetched by id)`};
}

/** The changed lines of a unified diff with no context, capped. */
export function changedLines(diff: string, max = MAX_LINES): {lines: string[]; more: number} {
  const all = diff.split('\n').filter((l) => /^[-+]/.test(l) && !/^(---|\+\+\+) /.test(l));
  return {lines: all.slice(0, max), more: Math.max(0, all.length - max)};
}

async function describeChange(clone: Clone, from: string, paths: readonly string[], rename: boolean): Promise<Change> {
  const log = await git(['--git-dir', clone.dir, 'log', '--format=%H %cs %s', `${from}..HEAD`, '--', ...paths]);
  // Commit ids cut to 12 characters, not git's %h, whose length depends on the clone's size.
  const commits = log.code === 0 ? log.stdout.split('\n').filter(Boolean).map((l) => l.slice(0, 12) + l.slice(40)) : [];
  const diffArgs = (format: string) =>
    ['--git-dir', clone.dir, 'diff', format, '--no-color', '--no-ext-diff', ...(rename ? ['-M'] : []), from, 'HEAD', '--', ...paths];
  const stat = await git(diffArgs('--stat=120'), {timeoutMs: 120_000});
  const diff = await git(diffArgs('-U0'), {timeoutMs: 120_000});
  const base = {commits: commits.slice(0, MAX_COMMITS), moreCommits: Math.max(0, commits.length - MAX_COMMITS)};
  if (stat.code !== 0 || diff.code !== 0) {
    return {...base, stat: '', lines: [], moreLines: 0, unavailable: firstLine(stat.stderr || diff.stderr) || 'git diff failed'};
  }
  const {lines, more} = changedLines(diff.stdout);
  return {...base, stat: stat.stdout.trimEnd(), lines, moreLines: more};
}

/** The commit (after `from`) that removed `path`, and where git says it went. */
async function followRemoval(clone: Clone, from: string, path: string): Promise<{commit: string; date: string; to?: string; similarity?: number} | undefined> {
  const removed = await git(['--git-dir', clone.dir, 'log', '-1', '--format=%H %cs', '--diff-filter=D', `${from}..HEAD`, '--', path]);
  const [commit, date] = removed.stdout.trim().split(' ');
  if (removed.code !== 0 || !commit || !date) return undefined;
  // The whole commit, so the file's new name is in view of the rename detection.
  const names = await git(['--git-dir', clone.dir, 'diff', '-M', '--name-status', '-z', `${commit}^`, commit], {timeoutMs: 120_000});
  const fields = names.stdout.split('\0');
  for (let i = 0; i < fields.length; i += 1) {
    const status = fields[i] ?? '';
    if (/^R\d*$/.test(status)) {
      if (fields[i + 1] === path) return {commit, date, to: fields[i + 2], similarity: Number(status.slice(1)) || undefined};
      i += 2;
    } else if (/^C\d*$/.test(status)) {
      i += 2;
    } else if (status) {
      i += 1;
    }
  }
  return {commit, date};
}

export interface Comparison {
  /** The status of each `commit:path` (see pinKey). */
  statuses: Map<string, Status>;
  /** The committer time (Unix seconds) of each pinned commit found, by the commit as written. */
  times: Map<string, number>;
}

/** Checks every pin of one repository against its default branch. */
export async function comparePins(clone: Clone, pins: readonly Pin[]): Promise<Comparison> {
  const statuses = new Map<string, Status>();
  const times = new Map<string, number>();
  const unique = [...new Map(pins.map((p) => [pinKey(p), p])).values()];
  const paths = [...new Set(unique.map((p) => p.path))];
  const atHead = await entriesAt(clone.dir, 'HEAD', paths);

  const byCommit = new Map<string, Pin[]>();
  for (const pin of unique) byCommit.set(pin.commit, [...(byCommit.get(pin.commit) ?? []), pin]);
  const resolved = new Map<string, string>();
  const atPin = new Map<string, Entry | undefined>();
  for (const [commit, group] of byCommit) {
    const full = await resolveCommit(clone, commit);
    if (typeof full !== 'string') {
      for (const pin of group) statuses.set(pinKey(pin), {kind: 'commit-unreachable', detail: full.detail});
      continue;
    }
    resolved.set(commit, full);
    times.set(commit, Number((await gitOut(clone.dir, ['log', '-1', '--format=%ct', full])).trim()));
    const entries = await entriesAt(clone.dir, full, group.map((p) => p.path));
    for (const pin of group) atPin.set(pinKey(pin), entries.get(pin.path));
  }

  const changed: Pin[] = [];
  const gone: Pin[] = [];
  for (const pin of unique) {
    const key = pinKey(pin);
    if (statuses.has(key)) continue;
    const before = atPin.get(key);
    const now = atHead.get(pin.path);
    if (!before) statuses.set(key, {kind: 'missing-at-pin'});
    else if (!now) gone.push(pin);
    else if (now.oid === before.oid) statuses.set(key, {kind: 'unchanged'});
    else changed.push(pin);
  }

  // Both versions of every changed file, in one fetch.
  const blobs = changed.flatMap((pin) => [atPin.get(pinKey(pin)), atHead.get(pin.path)]).filter((e) => e?.type === 'blob').map((e) => e!.oid);
  await fetchBlobs(clone.dir, blobs);
  for (const pin of changed) {
    statuses.set(pinKey(pin), {kind: 'changed', ...(await describeChange(clone, resolved.get(pin.commit)!, [pin.path], false))});
  }

  for (const pin of gone) {
    const from = resolved.get(pin.commit)!;
    let path = pin.path;
    let status: Status = {kind: 'deleted'};
    // A file may be renamed more than once; follow a few steps.
    for (let step = 0, since = from; step < 5; step += 1) {
      const removal = await followRemoval(clone, since, path);
      if (!removal) break;
      if (!removal.to) {
        status = {kind: 'deleted', commit: removal.commit, date: removal.date};
        break;
      }
      path = removal.to;
      status = {kind: 'moved', to: path, commit: removal.commit, date: removal.date, ...(removal.similarity ? {similarity: removal.similarity} : {})};
      if ((await entriesAt(clone.dir, 'HEAD', [path])).has(path)) break;
      since = removal.commit;
    }
    if (status.kind === 'moved') {
      const now = (await entriesAt(clone.dir, 'HEAD', [status.to])).get(status.to);
      if (!now) {
        status = {kind: 'deleted'};
      } else if (now.oid !== atPin.get(pinKey(pin))?.oid) {
        await fetchBlobs(clone.dir, [atPin.get(pinKey(pin))!.oid, now.oid]);
        status = {...status, change: await describeChange(clone, from, [pin.path, status.to], true)};
      }
    }
    statuses.set(pinKey(pin), status);
  }
  return {statuses, times};
}
