/**
 * Plant and catch: temporary copies of real site files, whose sources are pinned into repositories
 * made here, then drifted upstream. The command (`npm run check:drift`, run as a process) must name
 * the file and line of each plant:
 * - a page pinned to a commit whose file changed since (and a data module: the Jello time of
 *   src/data/upgrades.ts, pinned to a specification page that changed after it was read);
 * - a renamed source file.
 * Every other repository the copies name is cloned from where nothing answers, as with no network.
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
const MODULE = 'src/data/upgrades.ts';
const COMPOSE = 'celo-org/celo-l2-node-docker-compose';
const JELLO = 'operate/specification/upgrades/jello.mdx';
const exec = promisify(execFile);

/** The 1-based line of the first line of `text` that contains `needle`. */
const lineOf = (text: string, needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;

/** Runs the command on a copy of the site; its output and exit code. */
async function checkDrift(site: string, args: string[]): Promise<{output: string; code: number}> {
  const result = await exec(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(ROOT, 'scripts/drift/check.ts'), '--root', site, ...args], {
    cwd: site,
    env: {...process.env, DRIFT_CACHE_DIR: `${site}-cache`, DRIFT_DEFAULT_REMOTE: 'http://127.0.0.1:9/{repo}.git'},
  }).then(
    (ok) => ({stdout: ok.stdout, code: 0}),
    (error: {code: number; stdout: string}) => ({stdout: error.stdout, code: error.code}),
  );
  return {output: result.stdout, code: result.code};
}

describe('planted source drift', () => {
  let site: string;
  let compose: GitFixture;
  let docs: GitFixture;
  let page = '';
  let module = '';
  let output = '';
  let code = 0;

  beforeAll(async () => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'drift-planted-site-'));

    // A page: every compose file it names, as its author read them; then the README changes
    // and mainnet.env is renamed upstream.
    compose = new GitFixture('drift-planted-compose-');
    const realPage = fs.readFileSync(path.join(ROOT, PAGE), 'utf8');
    const composePaths = [...realPage.matchAll(new RegExp(`^\\s+- ${COMPOSE}@[0-9a-f]+:(\\S+)$`, 'gm'))].map((m) => m[1]!);
    expect(composePaths, `${PAGE} should name README.md and mainnet.env of ${COMPOSE}`).toEqual(expect.arrayContaining(['README.md', 'mainnet.env']));
    for (const file of composePaths) compose.write(file, numberedLines(30, file));
    const pagePin = compose.commit('the files the page was checked against');
    compose.write('README.md', numberedLines(30, 'README.md').replace('README.md 12: a sentence', 'README.md 12: a rewritten sentence'));
    compose.move('mainnet.env', 'envs/mainnet/node.env');
    compose.commit('restructure the env files');
    page = realPage.replace(new RegExp(`(- ${COMPOSE})@[0-9a-f]+:`, 'g'), `$1@${pagePin}:`);

    // A data module: the Jello specification page at its earlier and its newer version, then a correction.
    docs = new GitFixture('drift-planted-docs-');
    docs.write(JELLO, '# Jello\n\n| Network | Executed |\n| Mainnet | 2025-12-10 10:24:22 UTC |\n');
    const earlier = docs.commit('Jello specification');
    docs.write(JELLO, '# Jello\n\n| Network | Executed |\n| Mainnet | 2025-12-10 10:24:11 UTC |\n');
    const newer = docs.commit('Jello: the Mainnet time');
    docs.write(JELLO, '# Jello\n\n| Network | Executed |\n| Mainnet | 2025-12-10 10:24:05 UTC |\n');
    docs.commit('Jello: the Mainnet time, from the block');
    const realModule = fs.readFileSync(path.join(ROOT, MODULE), 'utf8');
    module = realModule
      .replace(/(docsJelloSpec: 'celo-org\/docs)@[0-9a-f]{40}:/, `$1@${newer}:`)
      .replace(/(docsJelloSpecEarlier: 'celo-org\/docs)@[0-9a-f]{40}:/, `$1@${earlier}:`);
    expect(module, `${MODULE} should pin docsJelloSpec and docsJelloSpecEarlier`).toContain(`@${newer}:${JELLO}`);

    for (const [file, text] of [
      [PAGE, page],
      [MODULE, module],
    ] as const) {
      fs.mkdirSync(path.join(site, path.dirname(file)), {recursive: true});
      fs.writeFileSync(path.join(site, file), text);
    }
    ({output, code} = await checkDrift(site, ['--repo', `${COMPOSE}=${compose.dir}`, '--repo', `celo-org/docs=${docs.dir}`, PAGE, MODULE]));
  }, 120_000);

  afterAll(() => {
    compose.cleanup();
    docs.cleanup();
    fs.rmSync(site, {recursive: true, force: true});
    fs.rmSync(`${site}-cache`, {recursive: true, force: true});
  });

  it('names the page and line of a source whose file changed since its commit, with the changed line', () => {
    expect(output).toMatch(new RegExp(`^${PAGE}:${lineOf(page, ':README.md')}: changed since the pin: ${COMPOSE}@[0-9a-f]{40}:README\\.md$`, 'm'));
    expect(output).toContain('+README.md 12: a rewritten sentence the page was checked against.');
  });

  it('names the page and line of a source whose file was renamed, and where it went', () => {
    const line = lineOf(page, ':mainnet.env');
    expect(output).toMatch(new RegExp(`^${PAGE}:${line}: moved to envs/mainnet/node\\.env \\(100% similar, in [0-9a-f]{12} \\d{4}-\\d{2}-\\d{2}\\): ${COMPOSE}@[0-9a-f]{40}:mainnet\\.env$`, 'm'));
  });

  it('names the data module lines that cite a changed source, the Jello time among them', () => {
    const heading = output.split('\n').find((l) => l.startsWith(`${MODULE}:`) && l.includes(`:${JELLO}`) && l.includes('changed since the pin'));
    expect(heading, output).toBeDefined();
    const lines = heading!.slice(MODULE.length + 1).split(':')[0]!.split(',').map(Number);
    expect(lines).toContain(lineOf(module, "mainnet: '2025-12-10T"));
    expect(heading).toContain('(via docsJelloSpec');
    expect(output).toContain('-| Mainnet | 2025-12-10 10:24:11 UTC |');
    expect(output).toContain('+| Mainnet | 2025-12-10 10:24:05 UTC |');
    // The earlier version is pinned as history: not reported as drift.
    expect(output).toMatch(new RegExp(`^${MODULE}: \\d+ older pins? of files it pins again at a newer commit \\(history, not compared\\)$`, 'm'));
  });

  it('reports the unreachable repositories in a line each and exits 1 for the drift', () => {
    expect(output).toMatch(/^ {2}ethereum\/EIPs +unreachable: .+$/m);
    expect(output).toMatch(new RegExp(`^${MODULE}: not checked: \\d+ sources? in .*ethereum/EIPs.* \\(unreachable\\)$`, 'm'));
    expect(code).toBe(1);
  });
});

/**
 * Plants in temporary copies of pages, caught by the checkers of `npm run check:samples` (their exported
 * functions, on the copies' text), with page and line:
 * - an unpinned `npm install -g @graphprotocol/graph-cli` (the walkthrough that broke when 0.88 removed a flag),
 *   in a block and in the inline code of the text;
 * - a Prometheus alert on `op_node_default_peer_count`, a name op-node does not export, and a PromQL
 *   expression that does not parse;
 * - a requirement duration and an unlocking period typed by hand, different from src/data/governance.ts.
 */
describe('planted sample defects', () => {
  const GRAPH_PAGE = 'docs/developer/indexers/the-graph.md';
  const MONITORING = 'docs/cel2/operators/monitoring.mdx';
  const GROUPS = 'docs/what-is-celo/using-celo/protocol/staking/validator-groups.md';
  const NETWORK_CONFIG = 'docs/cel2/operators/network-config.mdx';
  let dir: string;
  const copy = (rel: string, edit: (text: string) => string): {rel: string; text: string} => {
    const text = edit(fs.readFileSync(path.join(ROOT, rel), 'utf8'));
    fs.mkdirSync(path.join(dir, path.dirname(rel)), {recursive: true});
    fs.writeFileSync(path.join(dir, rel), text);
    return {rel, text: fs.readFileSync(path.join(dir, rel), 'utf8')};
  };

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'samples-planted-'));
  });
  afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

  it('catches an unpinned global install of graph-cli, with page and line', async () => {
    const {extractPage, skipReason} = await import('../../scripts/samples/extract');
    const {checkInstalls} = await import('../../scripts/samples/installs');
    // As check:samples runs it: the blocks it checks, and every block of the page for what the page installs.
    const check = (all: ReturnType<typeof extractPage>) => checkInstalls(all.filter((s) => skipReason(s) === null), () => all);
    const planted = '## Install the CLI\n\n```bash\nnpm install -g @graphprotocol/graph-cli\ngraph --version\n```\n';
    const page = copy(GRAPH_PAGE, (t) => t.replace(/\n## /, `\n${planted}\n## `));
    const samples = extractPage(page.text, page.rel);
    const {problems} = check(samples);
    expect(problems.map((p) => `${p.page}:${p.line}`)).toEqual([`${GRAPH_PAGE}:${lineOf(page.text, 'npm install -g @graphprotocol/graph-cli')}`]);
    expect(problems[0]!.message).toContain('@graphprotocol/graph-cli without an exact version');
    // The real page installs it pinned, from data: nothing to report.
    const real = fs.readFileSync(path.join(ROOT, GRAPH_PAGE), 'utf8');
    expect(check(extractPage(real, GRAPH_PAGE)).problems).toEqual([]);
  });

  it('catches an unpinned global install of graph-cli written in the text, with page and line, once', async () => {
    const {extractPage} = await import('../../scripts/samples/extract');
    const {checkProseInstalls} = await import('../../scripts/samples/installs');
    const planted = 'If you prefer a global CLI, run `npm install -g @graphprotocol/graph-cli` instead.\n';
    const page = copy(GRAPH_PAGE, (t) => t.replace(/\n## /, `\n${planted}\n## `));
    const {problems} = checkProseInstalls(page.rel, page.text, extractPage(page.text, page.rel));
    expect(problems.map((p) => `${p.page}:${p.line}`)).toEqual([`${GRAPH_PAGE}:${lineOf(page.text, 'run `npm install -g @graphprotocol/graph-cli`')}`]);
    expect(problems[0]!.message).toContain('@graphprotocol/graph-cli without an exact version');
    // Pinned from the data, as the page's own block is: nothing to report.
    const pinned = copy(GRAPH_PAGE, (t) => t.replace(/\n## /, '\nIf you prefer a global CLI, run <code>{`npm install -g ${devTools.graphCli.name}@${devTools.graphCli.version}`}</code> instead.\n\n## '));
    expect(checkProseInstalls(pinned.rel, pinned.text, extractPage(pinned.text, pinned.rel)).problems).toEqual([]);
    const real = fs.readFileSync(path.join(ROOT, GRAPH_PAGE), 'utf8');
    expect(checkProseInstalls(GRAPH_PAGE, real, extractPage(real, GRAPH_PAGE)).problems).toEqual([]);
  });

  it('catches a PromQL alert on op_node_default_peer_count, with page and line', async () => {
    const {extractPage} = await import('../../scripts/samples/extract');
    const {checkPageFacts} = await import('../../scripts/samples/pageFacts');
    const rule = [
      '```yaml title="alerts.yml"',
      'groups:',
      '  - name: celo-node',
      '    rules:',
      '      - alert: NoPeers',
      '        expr: op_node_default_peer_count == 0',
      '        for: 5m',
      '```',
      '',
      '```promql',
      'sum(rate(op_node_default_p2p_peer_count[5m])',
      '```',
      '',
    ].join('\n');
    const page = copy(MONITORING, (t) => t.replace('## Alerts worth having\n', `## Alerts worth having\n\n${rule}`));
    const problems = checkPageFacts(page.rel, page.text, extractPage(page.text, page.rel));
    expect(problems).toContainEqual(expect.objectContaining({page: MONITORING, line: lineOf(page.text, 'expr: op_node_default_peer_count'), message: expect.stringContaining('op-node exports no metric "op_node_default_peer_count"')}));
    expect(problems).toContainEqual(expect.objectContaining({page: MONITORING, line: lineOf(page.text, 'sum(rate(op_node_default_p2p_peer_count'), message: expect.stringMatching(/^PromQL does not parse: the expression ends early, after "op_node_default_p2p_peer_count\[5m\]\)"/)}));
    expect(problems).toHaveLength(2);
  });

  it("catches op-reth's --bootnodes given to op-node and an op-node variable that does not exist, with page and line", async () => {
    const {checkNodeFlags} = await import('../../scripts/samples/nodeFlags');
    const page = copy(NETWORK_CONFIG, (t) =>
      t
        .replace('  --p2p.bootnodes "$(paste -sd, mainnet-enrs.txt)"', '  --bootnodes "$(paste -sd, mainnet-enrs.txt)"')
        .replace('reads them from the `OP_NODE_P2P_BOOTNODES` variable', 'reads them from the `OP_NODE_P2P_PEER_COUNT` variable'),
    );
    const {problems} = checkNodeFlags(page.rel, page.text);
    expect(problems.map((p) => `${p.page}:${p.line}`)).toEqual([
      `${NETWORK_CONFIG}:${lineOf(page.text, 'op-node --network')}`,
      `${NETWORK_CONFIG}:${lineOf(page.text, 'OP_NODE_P2P_PEER_COUNT')}`,
    ]);
    expect(problems[0]!.message).toMatch(/^op-node has no flag --bootnodes \(src\/data\/nodeFlags\.ts/);
    expect(problems[1]!.message).toMatch(/^op-node reads no environment variable OP_NODE_P2P_PEER_COUNT/);
    expect(checkNodeFlags(NETWORK_CONFIG, fs.readFileSync(path.join(ROOT, NETWORK_CONFIG), 'utf8')).problems).toEqual([]);
  });

  it('catches durations typed by hand that differ from the data, with page and line', async () => {
    const {checkDurations} = await import('../../scripts/samples/pageFacts');
    const {lockedCeloRequirements, stakingFacts} = await import('@site/src/data/governance');
    const wrongRequirement = lockedCeloRequirements.groupDurationDays + 1;
    const wrongUnlocking = stakingFacts.unlockingPeriodDays + 4;
    const page = copy(GROUPS, (t) =>
      t.replace(
        /\n## /,
        `\nA group that deregisters keeps its locked CELO requirement for ${wrongRequirement} days.\n\nWithdrawals wait for a ${wrongUnlocking}-day unlocking period.\n\n## `,
      ),
    );
    const problems = checkDurations(page.rel, page.text);
    expect(problems.map((p) => `${p.page}:${p.line}`)).toEqual([
      `${GROUPS}:${lineOf(page.text, `requirement for ${wrongRequirement} days`)}`,
      `${GROUPS}:${lineOf(page.text, `${wrongUnlocking}-day unlocking period`)}`,
    ]);
    expect(checkDurations(GROUPS, fs.readFileSync(path.join(ROOT, GROUPS), 'utf8'))).toEqual([]);
  });
});
