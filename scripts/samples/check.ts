/**
 * `npm run check:samples`: checks every code sample of the docs.
 *
 * - TypeScript and JavaScript blocks are type-checked together in one
 *   TypeScript program (strict, ES modules, top-level await) against the
 *   libraries pinned in package.json devDependencies. See ./typescript.ts.
 * - Solidity blocks are compiled with solc-js (./solidity.ts).
 * - `celocli` commands in shell blocks are checked against src/data/celocli.
 * - JSON, YAML, TOML and env blocks are parsed; JSON-RPC bodies in curl
 *   commands must name a known method (./rpcMethods.ts).
 * - Every page's op-node metric names, PromQL blocks and durations (./pageFacts.ts).
 * - op-node, op-geth and op-reth flags and environment variables named on the operator pages, and on
 *   any page that runs one of them, against src/data/nodeFlags.ts (./nodeFlags.ts).
 * - Commands that install a package or tool name an exact version (./installs.ts), in blocks and in
 *   the inline code of the text.
 * - Addresses and chain ids in hand-written blocks, skipped ones included,
 *   must be rendered from src/data instead (./facts.ts).
 *
 * A block opts out only with `check=skip reason="..."` in its meta.
 * Errors print as `page:line: message`. Exit code 1 when any check fails.
 *
 *   npm run check:samples               every check
 *   npm run check:samples -- --only=ts  one checker (ts, solidity, celocli, data, installs, names, flags, facts)
 *   npm run check:samples -- --rendered the blocks rendered from data, read from the
 *                                       Markdown twins of build/ (after npm run build;
 *                                       --build=DIR for another build folder)
 */
import fs from 'node:fs';
import path from 'node:path';
import {extractAll, skipReason, walk, type Problem, type Sample} from './extract';
import {checkTypeScript, TS_LANGS} from './typescript';
import {checkCelocli, SHELL_LANGS} from './celocli';
import {checkData, DATA_LANGS} from './data';
import {checkSolidity, SOLIDITY_LANGS} from './solidity';
import {checkFacts, knownFacts} from './facts';
import {checkInstalls, checkProseInstalls, INSTALL_LANGS} from './installs';
import {checkPageFacts, promqlExpressions} from './pageFacts';
import {checkNodeFlags} from './nodeFlags';
import {companionSamples, renderedSamples} from './rendered';

const ROOT = path.resolve(__dirname, '../..');

// Counts are written as "no problem" / "3 problems" and never as "N x, N y" after a label:
// CI reads a line of that shape as a test runner's closing line.
const countOf = (n: number, noun: string): string => (n === 0 ? `no ${noun}` : `${n} ${noun}${n === 1 ? '' : 's'}`);

async function main(): Promise<void> {
  const started = Date.now();
  const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
  const rendered = process.argv.includes('--rendered');
  const source = extractAll(ROOT);
  // --rendered: the blocks drawn from data, as the build wrote them (see ./rendered.ts).
  const buildDir = path.resolve(ROOT, process.argv.find((a) => a.startsWith('--build='))?.slice('--build='.length) ?? 'build');
  const samples = rendered ? renderedSamples(ROOT, buildDir, source) : source;
  if (rendered) {
    const untraced = samples.filter((s) => !s.origin);
    console.log(`Checking the blocks rendered from data, in the Markdown twins of build/: ${samples.length - untraced.length} traced to their <CodeBlock> (${source.filter((s) => s.renderedFromData).length} in the sources), ${untraced.length} not`);
    for (const s of untraced) console.log(`  not traced: ${s.page}:${s.line} (${s.lang || 'no language'})`);
  }

  const perLang = new Map<string, {all: number; data: number}>();
  for (const s of samples) {
    const n = perLang.get(s.lang || '(none)') ?? {all: 0, data: 0};
    n.all++;
    if (s.renderedFromData) n.data++;
    perLang.set(s.lang || '(none)', n);
  }
  console.log(`Found ${samples.length} code blocks (in brackets: rendered from data):`);
  console.log('  ' + [...perLang].sort((a, b) => b[1].all - a[1].all).map(([l, n]) => `${l} ${n.all}${n.data ? ` (${n.data})` : ''}`).join(', '));

  const skipped = samples.filter((s) => skipReason(s) !== null);
  const active = samples.filter((s) => skipReason(s) === null);
  const problems: Problem[] = [];
  for (const s of samples) {
    if (s.meta.values.check === 'skip' && !s.meta.values.reason) {
      problems.push({page: s.page, line: s.line, message: 'check=skip needs reason="why this block cannot be checked"'});
    }
  }

  const companions = rendered ? companionSamples(samples, source.filter((s) => TS_LANGS.has(s.lang) && skipReason(s) === null)) : [];

  const checkers: {name: string; langs: ReadonlySet<string>; run: (s: Sample[]) => Promise<{problems: Problem[]; notes: string[]}> | {problems: Problem[]; notes: string[]}}[] = [
    {name: 'ts', langs: TS_LANGS, run: (s) => checkTypeScript(ROOT, [...s, ...companions], rendered ? 'typescript-rendered' : 'typescript')},
    {name: 'solidity', langs: SOLIDITY_LANGS, run: (s) => checkSolidity(ROOT, s)},
    {name: 'celocli', langs: SHELL_LANGS, run: (s) => checkCelocli(s, (page) => fs.readFileSync(path.join(ROOT, page), 'utf8'))},
    {name: 'data', langs: DATA_LANGS, run: (s) => checkData(s, isDataByTitle)},
    {
      name: 'installs',
      langs: INSTALL_LANGS,
      run: (s) => {
        const blocks = checkInstalls(s, (page) => samples.filter((x) => x.page === page));
        if (rendered) return blocks;
        // Install commands in the text of the pages (inline code, tables), outside the blocks.
        const prose = walk(path.join(ROOT, 'docs')).sort().map((file) => {
          const page = path.relative(ROOT, file);
          return checkProseInstalls(page, fs.readFileSync(file, 'utf8'), samples.filter((x) => x.page === page));
        });
        return {
          problems: [...blocks.problems, ...prose.flatMap((p) => p.problems)],
          notes: [
            ...blocks.notes,
            `${prose.reduce((n, p) => n + p.commands, 0)} install commands typed in the text of the pages (inline code) checked, and ${prose.reduce((n, p) => n + p.fromData, 0)} rendered there from data`,
          ],
        };
      },
    },
  ];
  for (const c of checkers) {
    if (only && only !== c.name) continue;
    const t = Date.now();
    const mine = active.filter((s) => c.langs.has(s.lang) || (c.name === 'data' && isDataByTitle(s)));
    const result = await c.run(mine);
    problems.push(...result.problems);
    console.log(`  ${c.name} (${((Date.now() - t) / 1000).toFixed(1)} s) checked ${mine.length} blocks and found ${countOf(result.problems.length, 'problem')}`);
    for (const n of result.notes) console.log(`    ${n}`);
  }

  // Names and durations in the whole text of each page: op-node metrics, PromQL blocks, typed durations.
  if ((!only || only === 'names') && !rendered) {
    const t = Date.now();
    const files = walk(path.join(ROOT, 'docs')).sort();
    const found = files.flatMap((file) => {
      const page = path.relative(ROOT, file);
      return checkPageFacts(page, fs.readFileSync(file, 'utf8'), samples.filter((s) => s.page === page));
    });
    problems.push(...found);
    const promql = samples.reduce((n, s) => n + promqlExpressions(s).length, 0);
    console.log(`  names (${((Date.now() - t) / 1000).toFixed(1)} s) read ${files.length} pages for op-node metric names, PromQL expressions (${promql} parsed) and hand-typed durations and found ${countOf(found.length, 'problem')}`);
  }

  // Client flags and environment variables in the whole text of each page (blocks rendered from data included).
  if ((!only || only === 'flags') && !rendered) {
    const t = Date.now();
    const files = walk(path.join(ROOT, 'docs')).sort();
    let flags = 0;
    let envVars = 0;
    const found = files.flatMap((file) => {
      const r = checkNodeFlags(path.relative(ROOT, file), fs.readFileSync(file, 'utf8'));
      flags += r.flags;
      envVars += r.envVars;
      return r.problems;
    });
    problems.push(...found);
    console.log(`  flags (${((Date.now() - t) / 1000).toFixed(1)} s) read ${files.length} pages: ${countOf(flags, 'client flag')} and ${countOf(envVars, 'client environment variable')} named, checked against src/data/nodeFlags.ts, and found ${countOf(found.length, 'problem')}`);
  }

  // Rendered blocks hold data values by design; the facts rule is for hand-written ones.
  if ((!only || only === 'facts') && !rendered) {
    const t = Date.now();
    const facts = await knownFacts(ROOT);
    const found = checkFacts(samples, facts);
    problems.push(...found);
    console.log(`  facts (${((Date.now() - t) / 1000).toFixed(1)} s) compared ${samples.length} blocks with ${facts.addresses.size} addresses and ${facts.chainIds.size} chain ids of src/data and found ${countOf(found.length, 'problem')}`);
  }

  const fromData = skipped.filter((s) => s.renderedFromData).length;
  console.log(`Left for later or skipped: blocks rendered from data (checked after the build) ${fromData}; blocks marked check=skip ${skipped.length - fromData}`);
  for (const s of skipped.filter((x) => !x.renderedFromData)) console.log(`  ${s.page}:${s.line}: ${skipReason(s)}`);

  problems.sort((a, b) => a.page.localeCompare(b.page) || a.line - b.line);
  // A block read from a twin also names the <CodeBlock> a writer edits.
  for (const p of problems) {
    const origin = samples.find((s) => s.page === p.page && s.origin && s.line <= p.line && p.line <= s.line + s.code.split('\n').length + 1)?.origin;
    console.error(`${p.page}:${p.line}: ${p.message}${origin ? ` (rendered from the <CodeBlock> at ${origin})` : ''}`);
  }
  console.log(`Code samples checked in ${((Date.now() - started) / 1000).toFixed(1)} s: ${countOf(problems.length, 'problem')}`);
  if (problems.length > 0) process.exitCode = 1;
}

/** Env files fenced as `bash`/`text` with a `.env` title are checked as env. */
export function isDataByTitle(s: Sample): boolean {
  return /(^|\/)\.env(\.[\w-]+)?(\s|$)/.test(s.meta.values.title ?? '');
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
