/**
 * The docs plugin wrapper (src/plugins/docs) on the site's own build: the version metadata every
 * docs page loads carries no docs map and no sidebar, and each page loads its own sidebar's
 * module, only that one. The route rewrite on small inputs: tests/unit/docs-plugin.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {allRoutes, parseRoutesModule} from '../../src/utils/pageChunks';
import {BUILD_DIR, GENERATED_DIR, builtFile, readBuilt, scriptSources} from './support/buildOutput';

const readPart = (name: string) => readBuilt(GENERATED_DIR, `route-parts/${name}.js`);
const docsData = builtFile(GENERATED_DIR, 'docusaurus-plugin-content-docs/default');

describe('docs metadata and sidebar modules in the build', () => {
  const routes = allRoutes(parseRoutesModule(readBuilt(GENERATED_DIR, 'routes.js'), readPart));
  const sidebarChunk = new Map(
    routes.flatMap((route) => {
      const name = (route.part?.chunkNames as Record<string, unknown> | undefined)?.sidebarItems;
      return route.path && typeof name === 'string' ? [[route.path, name] as const] : [];
    }),
  );

  it('writes the version metadata without the docs map and the sidebars', () => {
    const versions = fs
      .readdirSync(path.join(docsData, 'p'))
      .map((file) => JSON.parse(fs.readFileSync(path.join(docsData, 'p', file), 'utf8')) as {version?: {docs?: object; docsSidebars?: object}})
      .filter((props) => props.version?.docsSidebars !== undefined);
    expect(versions).toHaveLength(1);
    expect(versions[0]!.version).toMatchObject({docs: {}, docsSidebars: {}});
  });

  it('lists in the global data only the docs every page must know; the sidebar modules list the others', () => {
    const globalData = JSON.parse(readBuilt(GENERATED_DIR, 'globalData.json')) as Record<string, Record<string, {versions: Array<{mainDocId: string; docs: Array<{id: string; path: string}>}>}>>;
    const [version] = globalData['docusaurus-plugin-content-docs']!.default!.versions;
    expect(version!.docs.map((doc) => doc.id)).toContain(version!.mainDocId);
    expect(version!.docs.length).toBeLessThan(10);
    const listed = fs
      .readdirSync(docsData)
      .filter((file) => /^sidebar-.*\.js$/.test(file))
      .flatMap((file) => [...fs.readFileSync(path.join(docsData, file), 'utf8').matchAll(/"path":"([^"]+)"/g)].map((match) => match[1]));
    // Every doc page in a sidebar is listed by its sidebar's module (an index doc's path ends in "/").
    const known = new Set([...listed, ...version!.docs.map((doc) => doc.path)].map((known) => known!.replace(/(.)\/$/, '$1')));
    for (const page of sidebarChunk.keys()) expect(known.has(page), page).toBe(true);
  });

  it('gives every doc page in a sidebar one of the sidebar modules, one a sidebar', () => {
    const modules = fs.readdirSync(docsData).filter((file) => /^sidebar-.*\.js$/.test(file));
    expect(modules.length).toBeGreaterThanOrEqual(4);
    expect(sidebarChunk.size).toBeGreaterThan(200);
    expect(new Set(sidebarChunk.values()).size).toBe(modules.length);
  });

  it.each(['/cli/account', '/cel2', '/build/build-on-minipay/overview'])('%s loads its own sidebar module and no other', (page) => {
    const own = sidebarChunk.get(page);
    expect(own, `${page} shows no sidebar`).toBeDefined();
    const html = readBuilt(BUILD_DIR, `${page.slice(1)}.html`);
    const loaded = new Set(scriptSources(html).map((src) => /\/assets\/js\/([^/]+)\.[0-9a-f]{8}\.js$/.exec(src)?.[1]));
    const sidebarsLoaded = [...new Set(sidebarChunk.values())].filter((name) => loaded.has(name));
    expect(sidebarsLoaded).toEqual([own]);
    // The server HTML has the sidebar's links.
    expect(html).toContain('theme-doc-sidebar-menu');
  });
});
