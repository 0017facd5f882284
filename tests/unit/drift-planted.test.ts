/**
 * Plant and catch: a temporary copy of real site files, whose sources are pinned into repositories
 * made here, then drifted upstream: a file changed after the pin, and a file renamed. The command
 * (`npm run check:drift`, run as a process) must name the page or module and the line of each.
 */
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {GitFixture, numberedLines} from './support/gitFixture';

const ROOT = path.resolve(__dirname, '../..');
const PAGE = 'docs/cel2/operators/run-node.md';
const COMPOSE = 'celo-org/celo-l2-node-docker-compose';
const run = promisify(execFile);

/** The 1-based line of the first line of `text` that contains `needle`. */
const lineOf = (text: string, needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;

describe('planted source drift', () => {
  let site: string;
  let compose: GitFixture;
  let page = '';
  let output = '';
  let code = 0;

  beforeAll(async () => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'drift-planted-site-'));
    compose = new GitFixture('drift-planted-compose-');

    // Upstream: every file the page names from the compose repository, as the page's author read them.
    const original = fs.readFileSync(path.join(ROOT, PAGE), 'utf8');
    const composePaths = [...original.matchAll(new RegExp(`^\\s+- ${COMPOSE}@[0-9a-f]+:(\\S+)$`, 'gm'))].map((m) => m[1]!);
    expect(composePaths, `${PAGE} should name README.md and mainnet.env of ${COMPOSE}`).toEqual(expect.arrayContaining(['README.md', 'mainnet.env']));
    for (const file of composePaths) compose.write(file, numberedLines(30, file));
    const pin = compose.commit('the files the page was checked against');

    // Then upstream moves on: the README changes, mainnet.env is renamed.
    compose.write('README.md', numberedLines(30, 'README.md').replace('README.md 12: a sentence', 'README.md 12: a rewritten sentence'));
    compose.move('mainnet.env', 'envs/mainnet/node.env');
    const later = compose.commit('restructure the env files');

    // The copy of the page, its compose sources pinned to that first commit.
    page = original.replace(new RegExp(`(- ${COMPOSE})@[0-9a-f]+:`, 'g'), `$1@${pin}:`);
    fs.mkdirSync(path.join(site, path.dirname(PAGE)), {recursive: true});
    fs.writeFileSync(path.join(site, PAGE), page);
    fs.mkdirSync(path.join(site, 'src/data'), {recursive: true});

    const result = await run(
      path.join(ROOT, 'node_modules/.bin/tsx'),
      [
        path.join(ROOT, 'scripts/drift/check.ts'),
        '--root',
        site,
        '--repo',
        `${COMPOSE}=${compose.dir}`,
        // The page's other repository: nothing listens there, as with no network.
        '--repo',
        'celo-org/docs=http://127.0.0.1:9/celo-org/docs.git',
        PAGE,
      ],
      {cwd: site, env: {...process.env, DRIFT_CACHE_DIR: `${site}-cache`}},
    ).catch((error: {code: number; stdout: string; stderr: string}) => error);
    code = result && 'code' in result ? result.code : 0;
    output = result.stdout;
    expect(later).toMatch(/^[0-9a-f]{40}$/);
  }, 60_000);

  afterAll(() => {
    compose.cleanup();
    fs.rmSync(site, {recursive: true, force: true});
    fs.rmSync(`${site}-cache`, {recursive: true, force: true});
  });

  it('names the page and line of a source whose file changed since its commit, with the changed line', () => {
    const line = lineOf(page, ':README.md');
    expect(output).toMatch(new RegExp(`^${PAGE}:${line}: changed since the pin: ${COMPOSE}@[0-9a-f]{40}:README\\.md$`, 'm'));
    expect(output).toContain('+README.md 12: a rewritten sentence the page was checked against.');
  });

  it('names the page and line of a source whose file was renamed, and where it went', () => {
    const line = lineOf(page, ':mainnet.env');
    expect(output).toMatch(new RegExp(`^${PAGE}:${line}: moved to envs/mainnet/node\\.env \\(100% similar, in [0-9a-f]{12} \\d{4}-\\d{2}-\\d{2}\\): ${COMPOSE}@[0-9a-f]{40}:mainnet\\.env$`, 'm'));
  });

  it('reports the unreachable repository in a line and exits 1 for the drift', () => {
    expect(output).toMatch(/^ {2}celo-org\/docs +unreachable: .+$/m);
    expect(output).toMatch(new RegExp(`^${PAGE}: not checked: \\d+ sources? in celo-org/docs \\(unreachable\\)$`, 'm'));
    expect(code).toBe(1);
  });
});
