/**
 * `npm run check:drift` against real git repositories made here (a commit that pages pin, then a
 * change, a rename, a deletion), cloned blob-less into a temporary cache: no mock of git.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {parseArgs} from '../../scripts/drift/args';
import {changedLines} from '../../scripts/drift/compare';
import {cacheDir, classifyFailure, remoteUrl} from '../../scripts/drift/git';
import type {SourceUse} from '../../scripts/drift/pageSources';
import {formatText, type Report} from '../../scripts/drift/report';
import {runDrift} from '../../scripts/drift/run';
import {GitFixture, numberedLines} from './support/gitFixture';

const REPO = 'fixture/upstream';

// Each test makes and clones real git repositories (about 1.3 s idle): a budget of its own, so a
// busy machine does not fail it at vitest's 5 s default.
describe('check:drift against real git repositories', () => {
  let upstream: GitFixture;
  let cache: string;
  let pin: string;
  let later: string;
  const uses = (): SourceUse[] =>
    [
      'docs/changed.md',
      'docs/same.md',
      'docs/renamed.md',
      'docs/deleted.md',
      'docs/renamed-and-edited.md',
      'docs/never-there.md',
    ].map((file, i) => ({file: 'docs/page.md', line: 10 + i, source: `${REPO}@${pin}:${file}`}));

  beforeAll(() => {
    upstream = new GitFixture();
    upstream
      .write('docs/changed.md', numberedLines(30))
      .write('docs/same.md', numberedLines(5, 'same'))
      .write('docs/renamed.md', numberedLines(40, 'renamed'))
      .write('docs/deleted.md', numberedLines(10, 'deleted'))
      .write('docs/renamed-and-edited.md', numberedLines(40, 'edited'));
    pin = upstream.commit('the version the pages were checked against');
    upstream.write('docs/changed.md', numberedLines(30).replace('line 7: a sentence', 'line 7: a corrected sentence'));
    upstream.move('docs/renamed.md', 'guides/renamed.md');
    upstream.remove('docs/deleted.md');
    upstream.move('docs/renamed-and-edited.md', 'guides/edited.md');
    upstream.write('guides/edited.md', numberedLines(40, 'edited').replace('edited 3:', 'edited three:'));
    later = upstream.commit('reorganise the guides');
    cache = fs.mkdtempSync(path.join(os.tmpdir(), 'drift-cache-'));
  });

  afterAll(() => {
    upstream.cleanup();
    fs.rmSync(cache, {recursive: true, force: true});
  });

  let first: Report;
  it('reports each kind of drift with the page and line', async () => {
    first = await runDrift({uses: uses(), cache, overrides: new Map([[REPO, upstream.dir]])});
    const byLine = new Map(first.files[0]!.entries.map((e) => [e.lines[0], e.status]));
    expect(first.drifted).toBe(true);
    expect(byLine.get(10)).toMatchObject({kind: 'changed', lines: ['-line 7: a sentence the page was checked against.', '+line 7: a corrected sentence the page was checked against.']});
    expect(byLine.get(10)).toMatchObject({commits: [expect.stringMatching(/^[0-9a-f]{12} 2026-01-02 reorganise the guides$/)]});
    expect(byLine.get(11)).toEqual({kind: 'unchanged'});
    expect(byLine.get(12)).toMatchObject({kind: 'moved', to: 'guides/renamed.md', commit: later, date: '2026-01-02', similarity: 100});
    expect(byLine.get(12)).not.toHaveProperty('change');
    expect(byLine.get(13)).toEqual({kind: 'deleted', commit: later, date: '2026-01-02'});
    expect(byLine.get(14)).toMatchObject({kind: 'moved', to: 'guides/edited.md', change: {lines: ['-edited 3: a sentence the page was checked against.', '+edited three: a sentence the page was checked against.']}});
    expect(byLine.get(15)).toEqual({kind: 'missing-at-pin'});

    const text = formatText(first);
    expect(text).toContain(`docs/page.md:10: changed since the pin: ${REPO}@${pin}:docs/changed.md`);
    expect(text).toContain(`docs/page.md:12: moved to guides/renamed.md (100% similar, in ${later.slice(0, 12)} 2026-01-02): ${REPO}@${pin}:docs/renamed.md`);
    expect(text).toContain(`docs/page.md:13: deleted in ${later.slice(0, 12)} 2026-01-02`);
    expect(text).toContain('docs/page.md: 1 other source unchanged');
    expect(text).toMatch(/^Drift in 5 sources on 1 file/m);
  });

  it('keeps a blob-less clone in the cache, and gives the same report on the next run', async () => {
    const clone = path.join(cache, 'fixture+upstream.git');
    expect(fs.readFileSync(path.join(clone, 'config'), 'utf8')).toMatch(/partialclonefilter = blob:none/);
    const again = await runDrift({uses: uses(), cache, overrides: new Map([[REPO, upstream.dir]])});
    expect(JSON.stringify(again)).toBe(JSON.stringify(first));
  });

  it('fetches what changed upstream since the last run', async () => {
    upstream.write('docs/same.md', numberedLines(5, 'same').replace('same 2:', 'same two:'));
    upstream.commit('edit the page that had not changed');
    const report = await runDrift({uses: uses(), cache, overrides: new Map([[REPO, upstream.dir]])});
    expect(report.files[0]!.entries.find((e) => e.lines[0] === 11)?.status).toMatchObject({kind: 'changed', lines: ['-same 2: a sentence the page was checked against.', '+same two: a sentence the page was checked against.']});
  });

  it('compares with the cached copy, and says so, when the repository cannot be fetched', async () => {
    const report = await runDrift({uses: uses(), cache, overrides: new Map([[REPO, path.join(upstream.dir, 'gone')]])});
    expect(report.repositories[0]!.stale).toMatch(/^not updated \(.+\); compared with the copy fetched \d{4}-\d{2}-\d{2}$/);
    expect(report.files[0]!.entries.find((e) => e.lines[0] === 10)?.status.kind).toBe('changed');
  });

  it('reports a commit the repository does not have, and a repository that does not exist, in one line each', async () => {
    const missing = 'f'.repeat(40);
    const report = await runDrift({
      uses: [
        {file: 'docs/a.md', line: 3, source: `${REPO}@${missing}:docs/same.md`},
        {file: 'docs/b.md', line: 4, source: `nobody/nothing@${pin}:README.md`},
      ],
      cache,
      overrides: new Map([
        [REPO, upstream.dir],
        ['nobody/nothing', path.join(os.tmpdir(), 'drift-no-such-repository')],
      ]),
    });
    expect(report.files.map((f) => f.entries[0]!.status.kind)).toEqual(['commit-unreachable', 'repo-unreachable']);
    expect(report.drifted).toBe(true);
    const text = formatText(report);
    expect(text).toContain(`docs/a.md:3: pinned commit unreachable: ${REPO}@${missing}:docs/same.md`);
    expect(text).toMatch(/^ {2}nobody\/nothing +not found: .+$/m);
    expect(text).toContain(`docs/b.md:4: repository not found: nobody/nothing@${pin}:README.md`);
  });

  it('reports a repository the network cannot reach, quickly, without calling it drift', async () => {
    const started = Date.now();
    const report = await runDrift({
      uses: [{file: 'docs/a.md', line: 7, source: `some/where@${pin}:README.md`}],
      cache,
      // Nothing listens on port 9 of this machine: the connection is refused at once.
      overrides: new Map([['some/where', 'http://127.0.0.1:9/some/where.git']]),
    });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(report.repositories[0]!.unreachable?.why).toBe('network');
    expect(report.drifted).toBe(false);
    expect(formatText(report)).toContain('docs/a.md: not checked: 1 source in some/where (unreachable)');
  });

  it('compares a folder, also when a file inside it is pinned too', async () => {
    const report = await runDrift({
      uses: [
        {file: 'docs/a.md', line: 1, source: `${REPO}@${pin}:docs`},
        {file: 'docs/a.md', line: 2, source: `${REPO}@${pin}:docs/same.md`},
      ],
      cache,
      overrides: new Map([[REPO, upstream.dir]]),
    });
    expect(report.files[0]!.entries.map((e) => e.status.kind)).toEqual(['changed', 'changed']);
  });

  it('treats older pins of a file pinned again at a newer commit as history', async () => {
    const report = await runDrift({
      uses: [
        {file: 'src/data/x.ts', line: 1, source: `${REPO}@${pin}:docs/changed.md`},
        {file: 'src/data/x.ts', line: 2, source: `${REPO}@${later}:docs/changed.md`},
      ],
      cache,
      overrides: new Map([[REPO, upstream.dir]]),
    });
    expect(report.files[0]!.entries.map((e) => e.status.kind)).toEqual(['history', 'unchanged']);
    expect(report.drifted).toBe(false);
  });
});

describe('check:drift parts', () => {
  it('reads the command line, and refuses what it does not know', () => {
    const args = parseArgs(['--repo', 'celo-org/docs=../docs', '--repo=a/b=https://example.org/b.git', '--json', 'docs/x.md']);
    expect([...args.overrides]).toEqual([
      ['celo-org/docs', '../docs'],
      ['a/b', 'https://example.org/b.git'],
    ]);
    expect(args).toMatchObject({json: true, tools: false, files: ['docs/x.md']});
    expect(() => parseArgs(['--repo', 'celo-org/docs'])).toThrow(/owner\/name=/);
    expect(() => parseArgs(['--repo'])).toThrow(/needs a value/);
    expect(() => parseArgs(['--fast'])).toThrow(/unknown option --fast/);
  });

  it('keeps the clone cache outside the repository', () => {
    expect(cacheDir('/work/site', {DRIFT_CACHE_DIR: '/tmp/drift'})).toBe('/tmp/drift');
    expect(cacheDir('/work/site', {XDG_CACHE_HOME: '/home/me/.cache'})).toBe('/home/me/.cache/celo-docs-drift');
    expect(() => cacheDir('/work/site', {DRIFT_CACHE_DIR: '/work/site/.cache'})).toThrow(/inside the repository/);
  });

  it('clones GitHub by default, and a local path through file://', () => {
    expect(remoteUrl('celo-org/docs', undefined, {})).toBe('https://github.com/celo-org/docs.git');
    expect(remoteUrl('celo-org/docs', 'git@github.com:celo-org/docs.git')).toBe('git@github.com:celo-org/docs.git');
    expect(remoteUrl('celo-org/docs', '/srv/mirror/docs')).toBe('file:///srv/mirror/docs');
    expect(remoteUrl('celo-org/docs', undefined, {DRIFT_DEFAULT_REMOTE: 'https://mirror.example/{repo}.git'})).toBe('https://mirror.example/celo-org/docs.git');
  });

  it('tells the network from a missing repository', () => {
    const failure = (stderr: string) => classifyFailure({code: 128, stdout: '', stderr, timedOut: false});
    expect(failure("fatal: unable to access 'https://github.com/a/b.git/': Could not resolve host: github.com").why).toBe('network');
    expect(failure("fatal: unable to access 'https://github.com/a/b.git/': The requested URL returned error: 404").why).toBe('not-found');
    expect(failure("fatal: could not read Username for 'https://github.com': terminal prompts disabled").why).toBe('not-found');
    expect(classifyFailure({code: 137, stdout: '', stderr: '', timedOut: true})).toEqual({why: 'network', detail: 'timed out'});
  });

  it('caps the changed lines it shows', () => {
    const diff = ['--- a/x', '+++ b/x', '@@ -1 +1 @@', ...Array.from({length: 30}, (_, i) => `+${i}`)].join('\n');
    expect(changedLines(diff, 20)).toEqual({lines: Array.from({length: 20}, (_, i) => `+${i}`), more: 10});
  });
});
