/**
 * Chunk ids that are chunk names (src/features/start-up, README "Chunk ids") with Docusaurus's
 * chunk-asset runtime function, patched to skip names that are their own ids (PATCHES.md, "chunk
 * ids are chunk names"). A small app with a named lazy chunk, as a route's, and an unnamed one is
 * bundled with the site's settings; its runtime is then run with a stand-in document.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {getCurrentBundler} from '@docusaurus/bundler';
import ChunkAssetPlugin from '@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin';
import type {ConfigureWebpackUtils, CurrentBundler, DocusaurusConfig} from '@docusaurus/types';
import startUpPlugin from '../../src/features/start-up';
import {type AddedConfig, bundleApp, runInStandInPage, scriptNamed, scriptsOf} from './support/bundleApp';

// A Docusaurus route chunk is named by an 8-character hash of its module's path.
const ROUTE_CHUNK = '5e9f0c2a';

const APP = {
  'index.js': [
    'globalThis.chunkAsset = (name) => __webpack_require__.gca(name);',
    `globalThis.loadPage = () => import(/* webpackChunkName: "${ROUTE_CHUNK}" */ './page.js');`,
    "globalThis.loadHelper = () => import('./helper.js');",
  ].join('\n'),
  'page.js': 'export default function Page() {\n  return "a page";\n}\n',
  'helper.js': 'export const help = () => "help";\n',
};

interface Loaded {
  files: Map<string, string>;
  /** The runtime's file: the bundler's chunk loading and Docusaurus's `gca`. */
  runtime: string;
  /** The globals the app set, and the script URLs the runtime asked the document for. */
  app: {chunkAsset: (name: string) => string; loadPage: () => Promise<unknown>; loadHelper: () => Promise<unknown>};
  requested: string[];
}

async function bundleAndRun(work: string, bundler: CurrentBundler): Promise<Loaded> {
  const added = startUpPlugin().configureWebpack!({}, false, {currentBundler: bundler} as ConfigureWebpackUtils, {} as never) as AddedConfig;
  const files = await bundleApp(work, bundler, {
    isServer: false,
    out: 'client',
    // The runtime in a file of its own, as Docusaurus's browser build has it.
    added: {...added, optimization: {...added.optimization, runtimeChunk: true}, plugins: [...(added.plugins ?? []), new ChunkAssetPlugin()]},
  });
  const runtime = scriptNamed(files, 'runtime~main');
  const page = runInStandInPage([runtime, scriptNamed(files, 'main')]);
  return {files, runtime, app: page.globals as unknown as Loaded['app'], requested: page.requested};
}

const count = (text: string, part: string) => text.split(part).length - 1;

describe('chunk ids are chunk names', () => {
  let work: string;
  let loaded: Loaded;

  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'chunk-ids-'));
    for (const [name, text] of Object.entries(APP)) fs.writeFileSync(path.join(work, name), text);
    const bundler = await getCurrentBundler({siteConfig: {future: {faster: {rspackBundler: true}}} as DocusaurusConfig});
    loaded = await bundleAndRun(work, bundler);
  });
  afterAll(() => fs.rmSync(work, {recursive: true, force: true}));

  const lazyChunks = () =>
    scriptsOf(loaded.files)
      .map(([name]) => {
        const [, id = '', hash = ''] = /^assets\/js\/(.+)\.([0-9a-f]{8})\.js$/.exec(name) ?? [];
        return {id, hash};
      })
      .filter(({id}) => id !== 'main' && id !== 'runtime~main');

  it('names a route chunk’s file by its chunk name, and an unnamed chunk’s by a readable id', () => {
    const ids = lazyChunks().map(({id}) => id);
    expect(ids).toHaveLength(2);
    expect(ids).toContain(ROUTE_CHUNK);
    expect(ids.find((id) => id !== ROUTE_CHUNK)).toMatch(/helper/);
  });

  it('writes each lazy chunk’s id and content hash once in the runtime: no second map of names or numbers', () => {
    for (const {id, hash} of lazyChunks()) {
      expect(id && hash, 'a hashed file name').toBeTruthy();
      expect(count(loaded.runtime, id), `${id} in the runtime`).toBe(1);
      expect(count(loaded.runtime, hash), `${hash} in the runtime`).toBe(1);
    }
  });

  it('gives Docusaurus’s chunk-asset function the URL of the file a route chunk name is in', () => {
    const url = loaded.app.chunkAsset(ROUTE_CHUNK);
    expect(url).toMatch(new RegExp(`^/assets/js/${ROUTE_CHUNK}\\.[0-9a-f]{8}\\.js$`));
    expect(loaded.files.has(url.slice(1)), url).toBe(true);
  });

  it('loads a lazy chunk, named or not, from the file the build wrote', () => {
    void loaded.app.loadPage();
    void loaded.app.loadHelper();
    expect(loaded.requested).toHaveLength(2);
    for (const url of loaded.requested) expect(loaded.files.has(url.slice(1)), url).toBe(true);
    expect(loaded.requested[0]).toBe(loaded.app.chunkAsset(ROUTE_CHUNK));
  });
});
