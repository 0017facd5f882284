/**
 * Route parts carry their pages' chunk files (src/features/start-up/partChunkFiles.ts): the pure
 * rewrite of the runtime's map, then a small app bundled with the start-up plugin as the site's
 * browser build has it: an entry that loads a route part, which loads two pages' chunks, one of
 * which another entry import loads too.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {getCurrentBundler} from '@docusaurus/bundler';
import ChunkAssetPlugin from '@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin';
import type {ConfigureWebpackUtils, DocusaurusConfig} from '@docusaurus/types';
import startUpPlugin from '../../src/features/start-up';
import {PART_FILES_GLOBAL, parseRuntimeMap, withPartLookup} from '../../src/features/start-up/partChunkFiles';
import {type AddedConfig, bundleApp, runInStandInPage, scriptNamed, scriptsOf} from './support/bundleApp';
import {xxhash64} from './support/xxhash64';

const RUNTIME = [
  '__webpack_require__.u = (chunkId) => {',
  '  // return url for filenames based on template',
  '  return "assets/js/" + chunkId + "." + {"aaaa1111": "0000aaaa","page_js": "1111bbbb","p\\"q": "2222cccc",}[chunkId] + ".js"',
  '}',
].join('\n');

describe('the runtime map rewrite', () => {
  it('reads every entry of the map, quoted ids included', () => {
    const body = /\{("[^{}]*)\}\[chunkId\]/.exec(RUNTIME)![1]!;
    expect(parseRuntimeMap(body)).toEqual([['aaaa1111', '0000aaaa'], ['page_js', '1111bbbb'], ['p"q', '2222cccc']]);
  });

  it('leaves the moved chunks out and looks in the parts’ files first', () => {
    const rewritten = withPartLookup(RUNTIME, new Set(['page_js']));
    expect(rewritten).not.toContain('1111bbbb');
    expect(rewritten).toContain('"aaaa1111": "0000aaaa"');
    const u = (files?: Record<string, string>) =>
      new Function('self', `var __webpack_require__ = {}; ${rewritten}; return __webpack_require__.u;`)({[PART_FILES_GLOBAL]: files}) as (id: string) => string;
    expect(u()('aaaa1111')).toBe('assets/js/aaaa1111.0000aaaa.js');
    expect(u()('page_js')).toBe('assets/js/page_js.undefined.js');
    expect(u({page_js: 'assets/js/page_js.9999ffff.js'})('page_js')).toBe('assets/js/page_js.9999ffff.js');
    expect(u({})('p"q')).toBe('assets/js/p"q.2222cccc.js');
  });

  it('stops the build when the runtime is not what it knows', () => {
    expect(() => withPartLookup('__webpack_require__.u = (chunkId) => chunkId + ".js"', new Set(['a']))).toThrow(/no chunk-to-file map/);
    expect(() => withPartLookup(RUNTIME.replace('"page_js": "1111bbbb"', '17: "1111bbbb"'), new Set(['a']))).toThrow(/cannot read/);
  });
});

const PART = 'a0b1c2d3';
const APP = {
  'index.js': [
    'globalThis.chunkAsset = (name) => __webpack_require__.gca(name);',
    `globalThis.loadPart = () => import(/* webpackChunkName: "${PART}" */ './.docusaurus/route-parts/${PART}.js');`,
    // A page chunk something else loads too stays in the runtime's map.
    `globalThis.loadShared = () => import(/* webpackChunkName: "5e9f0c2b" */ './shared.js');`,
  ].join('\n'),
  [`.docusaurus/route-parts/${PART}.js`]: [
    `export const one = () => import(/* webpackChunkName: "5e9f0c2a" */ '../../page.js');`,
    `export const two = () => import(/* webpackChunkName: "5e9f0c2b" */ '../../shared.js');`,
  ].join('\n'),
  'page.js': 'export default function Page() {\n  return "a page";\n}\n',
  'shared.js': 'export default function Shared() {\n  return "a page linked from elsewhere";\n}\n',
};

describe('route parts carry their pages’ chunk files', () => {
  let work: string;
  let files: Map<string, string>;
  const fileOf = (name: string) => scriptsOf(files).find(([file]) => file.startsWith(`assets/js/${name}.`))![0];

  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'part-files-'));
    for (const [name, text] of Object.entries(APP)) {
      fs.mkdirSync(path.dirname(path.join(work, name)), {recursive: true});
      fs.writeFileSync(path.join(work, name), text);
    }
    const bundler = await getCurrentBundler({siteConfig: {future: {faster: {rspackBundler: true}}} as DocusaurusConfig});
    const plugin = startUpPlugin({generatedFilesDir: path.join(work, '.docusaurus')});
    const added = plugin.configureWebpack!({}, false, {currentBundler: bundler} as ConfigureWebpackUtils, {} as never) as AddedConfig;
    files = await bundleApp(work, bundler, {
      isServer: false,
      out: 'client',
      added: {...added, optimization: {...added.optimization, runtimeChunk: true}, plugins: [...(added.plugins ?? []), new ChunkAssetPlugin()]},
    });
  });
  afterAll(() => fs.rmSync(work, {recursive: true, force: true}));

  it('leaves a chunk only the part loads out of the runtime, and keeps one the app loads too', () => {
    const runtime = scriptNamed(files, 'runtime~main');
    const hashOf = (name: string) => /\.([0-9a-f]{8})\.js$/.exec(fileOf(name))![1]!;
    expect(runtime).not.toContain(hashOf('5e9f0c2a'));
    expect(runtime).toContain(hashOf('5e9f0c2b'));
    expect(runtime).toContain(hashOf(PART));
  });

  it('writes the file the build wrote into the part, with its final hash', () => {
    const part = scriptNamed(files, PART);
    expect(part).toContain(`"5e9f0c2a":"${fileOf('5e9f0c2a')}"`);
    expect(part).not.toContain('5e9f0c2b.');
  });

  it('finds a page’s file once its part has run, and not before', () => {
    const page = runInStandInPage([scriptNamed(files, 'runtime~main'), scriptNamed(files, 'main')]);
    const chunkAsset = page.globals.chunkAsset as (name: string) => string;
    expect(chunkAsset('5e9f0c2a')).toBe('/assets/js/5e9f0c2a.undefined.js');
    expect(chunkAsset('5e9f0c2b')).toBe(`/${fileOf('5e9f0c2b')}`);
    page.run(scriptNamed(files, PART));
    expect(chunkAsset('5e9f0c2a')).toBe(`/${fileOf('5e9f0c2a')}`);
  });

  it('keeps every file’s name matching its contents after the rewrite', () => {
    for (const [name, text] of scriptsOf(files)) {
      expect(xxhash64(new TextEncoder().encode(text)).slice(0, 8), name).toBe(/\.([0-9a-f]{8})\.js$/.exec(name)![1]);
    }
  });
});
