/**
 * Compiles the Solidity samples with solc-js (the `solc` devDependency), in
 * one standard-JSON compilation. Each block is a source file named after its
 * page and `title`, so a block can import another block of its page by
 * relative path. `@openzeppelin/contracts` imports resolve from node_modules.
 * A block importing a library that is not installed is an error that names
 * the reason: the writer marks the block `check=skip reason="..."`.
 * Errors fail the check; warnings are printed as notes.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Problem, Sample} from './extract';

export const SOLIDITY_LANGS: ReadonlySet<string> = new Set(['solidity', 'sol']);

/** Import prefixes that are not installed, with the reason (for the error message). */
export const SOL_NOT_INSTALLED: Record<string, string> = {
  'forge-std/': 'not installed: forge-std comes with a Foundry project (forge init), not from npm',
  '@selfxyz/contracts/': 'not installed: the npm registry here cannot install @selfxyz packages (their dependency "fs" has no versions)',
};

interface SolcOutput {
  errors?: {severity: 'error' | 'warning' | 'info'; formattedMessage: string; message: string; type: string; sourceLocation?: {file: string; start: number}}[];
}

interface Solc {
  version(): string;
  compile(input: string, callbacks: {import: (p: string) => {contents: string} | {error: string}}): string;
}

export function sourceName(s: Sample): string {
  const title = (s.meta.values.title ?? '').trim();
  const dir = s.page.replace(/\.mdx?$/, '');
  return /^[\w./-]+\.sol$/.test(title) && !title.includes('..') ? `${dir}/${title}` : `${dir}/line-${s.line}.sol`;
}

export function checkSolidity(root: string, samples: readonly Sample[]): {problems: Problem[]; notes: string[]} {
  const problems: Problem[] = [];
  const notes: string[] = [];
  const sources: Record<string, {content: string}> = {};
  const bySource = new Map<string, Sample>();
  for (const s of samples) {
    const missing = [...s.code.matchAll(/import\s+[^;]*?["']([^"']+)["']/g)]
      .map((m) => Object.keys(SOL_NOT_INSTALLED).find((prefix) => m[1]!.startsWith(prefix)))
      .find(Boolean);
    if (missing) {
      problems.push({page: s.page, line: s.line, message: `imports ${missing}, ${SOL_NOT_INSTALLED[missing]}; mark the block check=skip reason="..."`});
      continue;
    }
    const name = sourceName(s);
    sources[name] = {content: s.code};
    bySource.set(name, s);
  }
  if (bySource.size === 0) return {problems, notes};
  // solc-js is CommonJS and loads its 8 MB compiler on require: load it only when there is Solidity to compile.
  const solc = require('solc') as Solc;
  const input = {
    language: 'Solidity',
    sources,
    settings: {outputSelection: {'*': {'': ['ast']}}, optimizer: {enabled: false}},
  };
  const findImport = (p: string): {contents: string} | {error: string} => {
    const file = path.join(root, 'node_modules', p);
    if (p.startsWith('@') && fs.existsSync(file)) return {contents: fs.readFileSync(file, 'utf8')};
    return {error: `${p} is neither a block of this page nor a file in node_modules`};
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input), {import: findImport})) as SolcOutput;
  for (const e of output.errors ?? []) {
    const file = e.sourceLocation?.file ?? '';
    const s = bySource.get(file);
    const where = s ? {page: s.page, line: s.line + s.code.slice(0, e.sourceLocation!.start).split('\n').length - 1} : {page: file || 'solc', line: 0};
    if (e.severity === 'error') problems.push({...where, message: `solc ${e.type}: ${e.message}`});
    else if (s) notes.push(`${where.page}:${where.line}: solc ${e.severity}: ${e.message}`);
  }
  notes.push(`${bySource.size} sources compiled with solc ${solc.version()}`);
  return {problems, notes};
}
