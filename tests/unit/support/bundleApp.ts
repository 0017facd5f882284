/**
 * Bundles a small app the way Docusaurus bundles a site for production (its output names, hash
 * function and minifiers, with Rspack), plus what a plugin's `configureWebpack` adds, and returns
 * the files that come out. Tests of the start-up plugin read them.
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import {getMinimizers} from '@docusaurus/bundler';
import type {CurrentBundler} from '@docusaurus/types';

/** What a plugin's `configureWebpack` may add that these tests pass on. */
export interface AddedConfig {
  plugins?: unknown[];
  optimization?: Record<string, unknown>;
}

/** Bundles the app in `work` (entry `index.js`) into `work/<out>`; returns file name to contents. */
export async function bundleApp(
  work: string,
  bundler: CurrentBundler,
  {isServer, out, added}: {isServer: boolean; out: string; added?: AddedConfig},
): Promise<Map<string, string>> {
  const outDir = path.join(work, out);
  const rspack = bundler.instance as unknown as typeof import('@rspack/core').rspack;
  const compiler = rspack({
    mode: 'production',
    context: work,
    entry: {main: './index.js'},
    target: isServer ? 'node' : 'web',
    devtool: false,
    output: {
      path: outDir,
      publicPath: '/',
      filename: 'assets/js/[name].[contenthash:8].js',
      chunkFilename: 'assets/js/[name].[contenthash:8].js',
      assetModuleFilename: 'assets/files/[name].[contenthash:8][ext]',
      cssFilename: 'assets/css/[name].[contenthash:8].css',
      hashFunction: 'xxhash64',
    },
    experiments: {css: true},
    module: {rules: [{test: /\.txt$/, type: 'asset/resource'}, {test: /\.css$/, type: 'css'}]},
    optimization: {
      minimize: true,
      minimizer: (await getMinimizers({faster: {swcJsMinimizer: true, lightningCssMinimizer: true} as never, currentBundler: bundler})) as never,
      realContentHash: true,
      ...added?.optimization,
    },
    plugins: (added?.plugins ?? []) as never,
  });
  await new Promise<void>((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString({all: false, errors: true})));
      else resolve();
    });
  });
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.set(path.relative(outDir, full), fs.readFileSync(full, 'utf8'));
    }
  };
  walk(outDir);
  return files;
}

/** The scripts among bundled files, as [name, contents] pairs. */
export const scriptsOf = (files: Map<string, string>) => [...files].filter(([name]) => name.endsWith('.js'));

/** The contents of the script of chunk `name` (`assets/js/<name>.<hash>.js`); throws when there is none. */
export function scriptNamed(files: Map<string, string>, name: string): string {
  const found = scriptsOf(files).find(([file]) => file.startsWith(`assets/js/${name}.`));
  if (!found) throw new Error(`no script of chunk ${name} among ${[...files.keys()].join(', ')}`);
  return found[1];
}

/** A page's globals after its scripts ran, and the script URLs the bundler's runtime asked the document for. */
export interface StandInPage {
  globals: Record<string, unknown>;
  requested: string[];
  /** Runs one more script in the page, as a `<script>` the runtime asked for would run. */
  run: (script: string) => void;
}

/**
 * Runs scripts in a stand-in page: a document that records the scripts the runtime creates and
 * loads none of them, and timers that never fire (so the runtime's load timeouts do not either).
 */
export function runInStandInPage(scripts: string[]): StandInPage {
  const requested: string[] = [];
  const document = {
    getElementsByTagName: () => [],
    createElement: () => ({setAttribute: () => undefined}),
    head: {appendChild: (script: {src: string}) => requested.push(script.src)},
  };
  const context = vm.createContext({document, setTimeout: () => 0, clearTimeout: () => undefined});
  context.self = context;
  const run = (script: string) => void vm.runInContext(script, context);
  for (const script of scripts) run(script);
  return {globals: context as Record<string, unknown>, requested, run};
}
