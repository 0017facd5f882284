/**
 * Type-checks the TypeScript and JavaScript samples: one `ts.createProgram`
 * over virtual files, strict, ES modules with top-level await, against the
 * packages installed from package.json (the versions the pages pin).
 *
 * File names: a block whose `title` is a file name (`wagmi.ts`,
 * `app/App.tsx`) becomes that file in a folder of its own for the page, so
 * another block of the page can import it (`import {config} from './wagmi'`).
 * Blocks with the same `group="name"` on a page are joined into one file, in
 * page order (for a walkthrough that builds a script step by step).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type {Problem, Sample} from './extract';

export const TS_LANGS: ReadonlySet<string> = new Set(['ts', 'tsx', 'js', 'jsx', 'typescript', 'mts', 'javascript']);

/**
 * Packages the docs import that are not installed here, with the reason. A
 * block importing one of them is an error that gives the reason, so the
 * writer marks it `check=skip reason="..."` where the reader can see why.
 */
const ZOD3 = 'not installed: ai 4 needs zod 3 and the GOAT packages pin viem 2.23.4 and zod 3.23.8 (src/data/goat.ts), which cannot share one node_modules with zod 4 (a site dependency) and viem 2.57.20';
const NO_REGISTRY = 'not installed: the npm registry this site is built with has no version of it';
const HARDHAT = 'not installed: Hardhat 3.18 needs Node.js 22.13 or later (the page says so) and the site builds on Node.js 20';
export const NOT_INSTALLED: Record<string, string> = {
  ai: ZOD3,
  '@ai-sdk/openai': ZOD3,
  '@goat-sdk/adapter-vercel-ai': ZOD3,
  '@goat-sdk/core': ZOD3,
  '@goat-sdk/plugin-erc20': ZOD3,
  '@goat-sdk/wallet-evm': ZOD3,
  '@goat-sdk/wallet-viem': ZOD3,
  mppx: 'not installed: mppx 0.11.0 installs only with --legacy-peer-deps (the page says so), which would loosen the whole site install',
  '@celo/attribution-tags': 'not installed: the npm registry here answers 404 for it',
  '@andrewkimjoseph/celina-sdk': NO_REGISTRY,
  '@celo/web3-plugin-transaction-types': NO_REGISTRY,
  '@selfxyz/agent-sdk': NO_REGISTRY,
  '@selfxyz/core': 'not installed: it depends on the npm placeholder package "fs", which the registry here has no versions of (ENOVERSIONS)',
  '@selfxyz/qrcode': 'not installed: it depends on the npm placeholder package "fs", which the registry here has no versions of (ENOVERSIONS)',
  '@reown/appkit-adapter-wagmi': 'not installed: npm install of 1.8.24 fails with ERESOLVE next to the packages the other pages pin',
  hardhat: HARDHAT,
  '@nomicfoundation/hardhat-toolbox-viem': HARDHAT,
  '@nomicfoundation/hardhat-ignition': HARDHAT,
};

const EXT: Record<string, string> = {ts: '.ts', typescript: '.ts', mts: '.mts', tsx: '.tsx', js: '.js', javascript: '.js', jsx: '.jsx'};

interface Segment {
  sample: Sample;
  /** First line of this block in the virtual file (0-based). */
  start: number;
  lines: number;
}

interface VirtualFile {
  name: string;
  text: string;
  segments: Segment[];
}

const SCRIPT_EXT = /\.(m?[jt]sx?|cjs|cts)$/;

/** Builds the virtual files for one page's blocks. */
export function virtualFiles(root: string, samples: readonly Sample[]): VirtualFile[] {
  const files = new Map<string, VirtualFile>();
  const byPage = new Map<string, Sample[]>();
  for (const s of samples) byPage.set(s.page, [...(byPage.get(s.page) ?? []), s]);
  // A folder's index page comes first: later pages build on the app it starts.
  const order = (page: string): string => page.replace(/\/index\.mdx?$/, '/');
  for (const [page, list] of [...byPage].sort((a, b) => order(a[0]).localeCompare(order(b[0])))) {
    for (const s of list) {
      const ext = EXT[s.lang] ?? '.ts';
      const group = s.meta.values.group;
      const title = (s.meta.values.title ?? '').trim();
      // project="name" puts the file in a folder shared by pages that build one app.
      const dir = s.meta.values.project
        ? path.join(root, '.samples', 'projects', s.meta.values.project)
        : path.join(root, '.samples', page.replace(/\.mdx?$/, ''));
      let name: string;
      if (group) name = path.join(dir, `group-${group}${ext}`);
      else if (SCRIPT_EXT.test(title) && !title.includes(' ') && !title.startsWith('/') && !title.includes('..')) {
        name = path.join(dir, title);
        if (files.has(name)) {
          // A later version of a file: it gets a copy of the folder as it stands, so its imports resolve.
          const copy = path.join(dir, '.versions', `line-${s.line}`);
          for (const f of [...files.values()]) {
            if (f.name.startsWith(dir + path.sep) && !f.name.includes(`${path.sep}.versions${path.sep}`) && f.name !== name) {
              files.set(path.join(copy, path.relative(dir, f.name)), {name: path.join(copy, path.relative(dir, f.name)), text: f.text, segments: []});
            }
          }
          name = path.join(copy, title);
        }
      } else name = path.join(dir, `line-${s.line}${ext}`);
      const file = files.get(name) ?? {name, text: '', segments: []};
      // A live playground runs with React in scope (theme-live-codeblock); the checker imports it.
      if (s.meta.flags.includes('live') && file.text === '') file.text = "import React from 'react';\n";
      const code = s.code.replace(/\s+$/, '') + '\n';
      const start = file.text.split('\n').length - 1;
      file.segments.push({sample: s, start, lines: code.split('\n').length - 1});
      file.text += code;
      files.set(name, file);
    }
  }
  // Every file is an ES module (its own scope, top-level await allowed).
  for (const f of files.values()) f.text += 'export {};\n';
  return [...files.values()];
}

const OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  // Node globals for scripts; vite/client for the Vite apps' import.meta.env.
  types: ['node', 'vite/client'],
  jsx: ts.JsxEmit.ReactJSX,
  allowJs: true,
  checkJs: true,
  skipLibCheck: true,
  esModuleInterop: true,
  resolveJsonModule: true,
  allowImportingTsExtensions: true,
  isolatedModules: true,
};

/** Bare package name of an import specifier (`viem/chains` -> `viem`). */
export function packageName(spec: string): string | null {
  if (spec.startsWith('.') || spec.startsWith('/') || spec.startsWith('node:')) return null;
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/**
 * Diagnostics that JavaScript blocks do not get: a JS reader has no type
 * annotations to write, so implicit any and unknown catch variables are fine.
 */
const TS_ONLY_CODES = new Set([7005, 7006, 7008, 7031, 7034, 7053, 18046]);

/** Files that add to the global scope (`declare global`) get a program of their own, as in the reader's project. */
export const isolated = (f: VirtualFile): boolean => /\bdeclare\s+global\b/.test(f.text);

export function checkTypeScript(root: string, samples: readonly Sample[], cacheName = 'typescript'): {problems: Problem[]; notes: string[]} {
  const notes: string[] = [];
  const problems: Problem[] = [];
  const files = virtualFiles(root, samples);
  const skippedFiles = new Set<string>();
  for (const f of files) {
    const missing = [...f.text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)]
      .map((m) => packageName(m[1]!))
      .filter((p): p is string => p !== null && p in NOT_INSTALLED);
    if (missing.length === 0) continue;
    skippedFiles.add(f.name);
    for (const seg of f.segments) {
      problems.push({
        page: seg.sample.page,
        line: seg.sample.line,
        message: `imports ${[...new Set(missing)].join(', ')}, ${NOT_INSTALLED[missing[0]!]}; mark the block check=skip reason="..."`,
      });
    }
  }
  const checked = files.filter((f) => !skippedFiles.has(f.name));
  const virtual = new Map(checked.map((f) => [path.resolve(f.name), f]));

  const host = ts.createCompilerHost(OPTIONS, true);
  const getSourceFile = host.getSourceFile.bind(host);
  const cache = new Map<string, ts.SourceFile | undefined>();
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const v = virtual.get(path.resolve(fileName));
    if (v) return ts.createSourceFile(fileName, v.text, languageVersion, true);
    // Library files are parsed once for all programs.
    if (!cache.has(fileName)) cache.set(fileName, getSourceFile(fileName, languageVersion, onError, shouldCreate));
    return cache.get(fileName);
  };
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (fileName) => virtual.has(path.resolve(fileName)) || fileExists(fileName);
  const readFile = host.readFile.bind(host);
  host.readFile = (fileName) => virtual.get(path.resolve(fileName))?.text ?? readFile(fileName);
  const dirs = new Set<string>();
  for (const name of virtual.keys()) for (let d = path.dirname(name); d.startsWith(root) && d !== root; d = path.dirname(d)) dirs.add(d);
  const directoryExists = host.directoryExists?.bind(host);
  host.directoryExists = (d) => dirs.has(path.resolve(d)) || (directoryExists ? directoryExists(d) : fs.existsSync(d));

  // A run whose files, lockfile and checker are unchanged since the last clean run is not repeated.
  const cacheFile = path.join(root, 'node_modules', '.cache', 'check-samples', `${cacheName}.json`);
  const hash = crypto.createHash('sha256');
  for (const f of [...checked].sort((a, b) => a.name.localeCompare(b.name))) hash.update(`${f.name}\0${f.text}\0`);
  for (const extra of ['package-lock.json', 'scripts/samples/typescript.ts']) hash.update(fs.readFileSync(path.join(root, extra)));
  const key = hash.digest('hex');
  if (!process.env.CHECK_SAMPLES_NO_CACHE && fs.existsSync(cacheFile) && (JSON.parse(fs.readFileSync(cacheFile, 'utf8')) as {key?: string}).key === key) {
    notes.push(`${checked.length} virtual files unchanged since the last clean run (${path.relative(root, cacheFile)}; CHECK_SAMPLES_NO_CACHE=1 checks again)`);
    return {problems, notes};
  }
  const alone = checked.filter(isolated).map((f) => [path.resolve(f.name)]);
  const shared = checked.filter((f) => !isolated(f)).map((f) => path.resolve(f.name));
  const diagnostics: ts.Diagnostic[] = [];
  let loaded = 0;
  for (const rootNames of [shared, ...alone]) {
    const program = ts.createProgram({rootNames, options: OPTIONS, host});
    loaded = Math.max(loaded, program.getSourceFiles().length);
    const mine = program.getSourceFiles().filter((f) => virtual.has(path.resolve(f.fileName)));
    for (const f of mine) diagnostics.push(...program.getSyntacticDiagnostics(f), ...program.getSemanticDiagnostics(f));
  }
  diagnostics.push(...ts.getPreEmitDiagnostics(ts.createProgram({rootNames: [], options: OPTIONS, host})).filter((d) => !d.file));
  for (const d of diagnostics) {
    const message = ts.flattenDiagnosticMessageText(d.messageText, '\n    ');
    if (!d.file) {
      problems.push({page: 'tsconfig', line: 0, message});
      continue;
    }
    const v = virtual.get(path.resolve(d.file.fileName));
    if (!v) continue; // library files: skipLibCheck covers .d.ts, anything else is not ours
    if (/\.jsx?$/.test(v.name) && TS_ONLY_CODES.has(d.code)) continue;
    if (v.segments.length === 0) continue; // a copy for a later version of a file; reported on the original
    const {line, character} = d.file.getLineAndCharacterOfPosition(d.start ?? 0);
    const seg = v.segments.find((s) => line >= s.start && line < s.start + s.lines) ?? v.segments[v.segments.length - 1]!;
    problems.push({
      page: seg.sample.page,
      line: seg.sample.line + (line - seg.start),
      message: `TS${d.code} (column ${character + 1}): ${message}`,
    });
  }
  notes.push(`${checked.length} virtual files (${alone.length} in programs of their own), ${loaded} source files loaded`);
  if (problems.length === 0) {
    fs.mkdirSync(path.dirname(cacheFile), {recursive: true});
    fs.writeFileSync(cacheFile, JSON.stringify({key}));
  }
  return {problems, notes};
}
