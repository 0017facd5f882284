/**
 * Docusaurus's SSG, as patched (patches/@docusaurus+core+3.10.2.patch, PATCHES.md), on the site's own
 * build: each page's HTML loads the chunks of its routes as deferred scripts before the bundler
 * runtime, exactly the files the route table and the client manifest of that build name
 * (src/utils/pageChunks.ts, which the offline worker uses too). Without the patch a page
 * loads only the runtime and main.js. The logic on small inputs: tests/unit/page-chunks.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {pageChunkFiles, parseRoutesModule, type ChunkTree, type ClientManifest} from '../../src/utils/pageChunks';
import {BUILD_DIR, GENERATED_DIR, builtFile, htmlFiles, readBuilt, readBuiltJson, scriptSources} from './support/buildOutput';

/** A page of each kind: the home page, a custom page, a generated docs page, a hand-written docs page. */
const PAGES: Array<[string, string]> = [
  ['/', 'index.html'],
  ['/showcase', 'showcase.html'],
  ['/cli/account', 'cli/account.html'],
  ['/network/celo-sepolia', 'network/celo-sepolia.html'],
];

describe('route chunks in the built pages', () => {
  const routes = parseRoutesModule(readBuilt(GENERATED_DIR, 'routes.js'), (name) =>
    readBuilt(GENERATED_DIR, `route-parts/${name}.js`),
  );
  const routesChunkNames = readBuiltJson<Record<string, ChunkTree>>(GENERATED_DIR, 'routesChunkNames.json');
  const manifest = readBuiltJson<ClientManifest>(GENERATED_DIR, 'client-manifest.json');

  it('reads the route table Docusaurus generated for this site', () => {
    expect(routes.length).toBeGreaterThan(3);
    expect(routes.every((route) => typeof route.key === 'string')).toBe(true);
  });

  it.each(PAGES)('%s loads its route chunks, and only those, before the runtime', (routePath, file) => {
    const sources = scriptSources(readBuilt(BUILD_DIR, file));
    const runtime = sources.findIndex((src) => /\/runtime~main\.[0-9a-f]+\.js$/.test(src));
    expect(runtime, `${file} has no runtime~main script`).toBeGreaterThan(0);
    const expected = pageChunkFiles(routePath, routes, routesChunkNames, manifest).map((chunk) => `/${chunk}`);
    expect(expected.length).toBeGreaterThan(0);
    expect(sources.slice(0, runtime).sort()).toEqual(expected);
  });

  it('names no script that the build does not have, on any page', () => {
    const missing = htmlFiles(builtFile(BUILD_DIR, '.')).flatMap((file) =>
      scriptSources(fs.readFileSync(file, 'utf8'))
        .filter((src) => src.startsWith('/') && !fs.existsSync(path.join(BUILD_DIR, src)))
        .map((src) => `${path.relative(BUILD_DIR, file)}: ${src}`),
    );
    expect(missing).toEqual([]);
  });
});
