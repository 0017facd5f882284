/**
 * What the compile hints of src/features/start-up do to a bundle: a small app is bundled by the site's bundler with
 * the site's minifiers and output names, once as the browser build and once as the server build, and
 * the test reads the files that come out. tests/build-output/compile-hints.test.ts checks the same
 * on the site's own build.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {getCurrentBundler} from '@docusaurus/bundler';
import type {ConfigureWebpackUtils, CurrentBundler, DocusaurusConfig} from '@docusaurus/types';
import startUpPlugin from '../../src/features/start-up';
import {COMPILE_HINT} from '../../src/features/start-up/compileHints';
import {type AddedConfig, bundleApp, scriptsOf} from './support/bundleApp';
import {xxhash64} from './support/xxhash64';

const APP = {
  'index.js': [
    '/* A note the minifier drops. */',
    "import notes from './notes.txt';",
    "import './style.css';",
    'export function greet(name) {',
    "  return 'hello ' + name + ' ' + notes;",
    '}',
    "import('./lazy.js').then((lazy) => console.log(greet(String(lazy.answer()))));",
  ].join('\n'),
  'lazy.js': 'export function answer() {\n  return 42;\n}\n',
  'notes.txt': 'plain text, not a script\n',
  'style.css': '.greeting {\n  color: rebeccapurple;\n}\n',
};

let work: string;
let bundler: CurrentBundler;

/** Bundles APP as Docusaurus does for production plus what the plugin adds; returns file name to contents. */
function bundle(isServer: boolean): Promise<Map<string, string>> {
  const added = startUpPlugin().configureWebpack!({}, isServer, {currentBundler: bundler} as ConfigureWebpackUtils, {} as never);
  return bundleApp(work, bundler, {isServer, out: isServer ? 'server' : 'client', added: added as AddedConfig});
}

describe('compile-hints on a bundle', () => {
  let client: Map<string, string>;
  let server: Map<string, string>;

  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
    for (const [name, text] of Object.entries(APP)) fs.writeFileSync(path.join(work, name), text);
    bundler = await getCurrentBundler({siteConfig: {future: {faster: {rspackBundler: true}}} as DocusaurusConfig});
    client = await bundle(false);
    server = await bundle(true);
  });
  afterAll(() => fs.rmSync(work, {recursive: true, force: true}));

  it('starts every browser script, the entry and a lazy chunk, with V8’s compile hint on a line of its own', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
    expect(scriptsOf(client).length).toBeGreaterThanOrEqual(2);
    for (const [name, text] of scriptsOf(client)) {
      expect(text.startsWith(COMPILE_HINT), `${name} starts with ${JSON.stringify(text.slice(0, 40))}`).toBe(true);
    }
  });

  it('puts it in after minification: the minifier has run and the hint survived it', () => {
    for (const [name, text] of scriptsOf(client)) {
      expect(text, name).not.toContain('A note the minifier drops');
      expect(text.slice(COMPILE_HINT.length).split('\n').length, `${name} is not minified`).toBeLessThanOrEqual(2);
    }
  });

  it('puts it in before the names are hashed: each file’s name matches its final contents', () => {
    for (const [name, text] of client) {
      const hash = /\.([0-9a-f]{8})\.[a-z]+$/.exec(name)?.[1];
      expect(hash, `${name} has no content hash`).toBeDefined();
      expect(xxhash64(new TextEncoder().encode(text)).slice(0, 8), `${name}: name and contents disagree`).toBe(hash);
    }
  });

  it('leaves style sheets, other files and the server bundle as they were', () => {
    const notes = [...client].filter(([name]) => name.endsWith('.txt'));
    expect(notes.map(([, text]) => text)).toEqual([APP['notes.txt']]);
    const styles = [...client].filter(([name]) => name.endsWith('.css'));
    expect(styles.length).toBe(1);
    for (const [name, text] of styles) expect(text, name).toMatch(/^\.greeting\{color:/);
    expect(scriptsOf(server).length).toBeGreaterThan(0);
    for (const [name, text] of scriptsOf(server)) expect(text.startsWith(COMPILE_HINT), name).toBe(false);
  });
});
