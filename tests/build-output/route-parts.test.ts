/**
 * The route-parts patch of Docusaurus (PATCHES.md) on the site's own build: the doc pages' routes
 * live in route parts, not in the entry bundle every page loads, and each doc page's HTML loads
 * the one part that holds it. The codegen and the client on small inputs: tests/unit/patches.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {allRoutes, chunkNamesOf, parseRoutesModule, type BuiltRoute, type ChunkTree} from '../../src/utils/pageChunks';
import {BUILD_DIR, GENERATED_DIR, builtFile, readBuilt, scriptSources} from './support/buildOutput';

const readPart = (name: string) => readBuilt(GENERATED_DIR, `route-parts/${name}.js`);

/** A page's own chunks (its content or props), not those many pages share: the page component, the sidebar's module. */
function ownChunkNames(route: BuiltRoute): string[] {
  const {__comp: _component, sidebarItems: _sidebar, ...own} = route.part!.chunkNames as Record<string, ChunkTree>;
  return chunkNamesOf(own);
}

describe('route parts in the build', () => {
  const routes = allRoutes(parseRoutesModule(readBuilt(GENERATED_DIR, 'routes.js'), readPart));
  const docPages = routes.filter((route) => route.part);
  const entryFiles = fs
    .readdirSync(builtFile(BUILD_DIR, 'assets/js'))
    .filter((file) => /^(main|runtime~main)\.[0-9a-f]+\.js$/.test(file));

  it('puts the doc pages in parts of about 40', () => {
    expect(docPages.length).toBeGreaterThan(200);
    const sizes = new Map<string, number>();
    for (const route of docPages) sizes.set(route.part!.name, (sizes.get(route.part!.name) ?? 0) + 1);
    expect(sizes.size).toBe(Math.ceil(docPages.length / 40));
    expect(Math.max(...sizes.values())).toBeLessThan(80);
  });

  it('leaves no doc page route, and none of its chunks, in the entry bundle', () => {
    expect(entryFiles).toHaveLength(2);
    const entry = entryFiles.map((file) => readBuilt(BUILD_DIR, path.join('assets/js', file))).join('\n');
    // A route is `ComponentCreator(path, hash)` in the minified route table: the key's two halves.
    const routeCode = (route: BuiltRoute) => {
      const [, routePath, hash] = /^(.*)-([^-]*)$/.exec(route.key)!;
      return `"${routePath}","${hash}"`;
    };
    expect(docPages.filter((route) => entry.includes(routeCode(route))).map((route) => route.path)).toEqual([]);
    const ownChunks = docPages.flatMap(ownChunkNames);
    // main.js has no loader for them, and the runtime no file (the parts name those: src/features/start-up).
    const main = readBuilt(BUILD_DIR, path.join('assets/js', entryFiles.find((file) => file.startsWith('main.'))!));
    expect(ownChunks.length).toBeGreaterThanOrEqual(docPages.length);
    expect(ownChunks.filter((name) => main.includes(`"${name}"`))).toEqual([]);
    // The check can fail: the entry does hold the routes it keeps.
    const showcase = routes.find((route) => route.path === '/showcase');
    expect(entry).toContain(routeCode(showcase!));
  });

  it('names each doc page’s own chunk files in its part, not in the runtime, and the files exist', () => {
    const runtime = readBuilt(BUILD_DIR, path.join('assets/js', entryFiles.find((file) => file.startsWith('runtime~main.'))!));
    const jsFiles = fs.readdirSync(builtFile(BUILD_DIR, 'assets/js'));
    const partText = new Map<string, string>();
    const partOf = (name: string) => {
      if (!partText.has(name)) partText.set(name, readBuilt(BUILD_DIR, path.join('assets/js', jsFiles.find((file) => file.startsWith(`${name}.`))!)));
      return partText.get(name)!;
    };
    let checked = 0;
    for (const route of docPages) {
      for (const name of ownChunkNames(route)) {
        const file = jsFiles.find((candidate) => candidate.startsWith(`${name}.`));
        expect(file, `${route.path}: no file of chunk ${name}`).toBeDefined();
        const hash = /\.([0-9a-f]{8})\.js$/.exec(file!)![1]!;
        expect(partOf(route.part!.name), `${route.path}: part ${route.part!.name} does not name ${file}`).toContain(`"assets/js/${file}"`);
        expect(runtime.includes(hash), `${route.path}: the runtime still names ${file}`).toBe(false);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(docPages.length);
  });

  it('loads the layout routes above the parts (DocsRoot, DocVersionRoot, DocRoot) as one chunk', () => {
    const routesChunkNames = JSON.parse(readBuilt(GENERATED_DIR, 'routesChunkNames.json')) as Record<string, ChunkTree>;
    const page = docPages.find((route) => route.path === '/network/celo-sepolia')!;
    const layouts = routes.filter((route) => !route.part && route.routes?.some(function holds(child): boolean {
      return child === page || (child.routes ?? []).some(holds);
    }));
    expect(layouts.length).toBeGreaterThanOrEqual(3);
    const layoutNames = layouts.flatMap((route) => chunkNamesOf(routesChunkNames[route.key]!));
    const registry = readBuilt(GENERATED_DIR, 'registry.js');
    const bundleOf = (name: string) => new RegExp(`"${name}": \\[\\(\\) => import\\(/\\* webpackChunkName: "([^"]+)"`).exec(registry)?.[1];
    const bundles = new Set(layoutNames.map(bundleOf));
    expect(layoutNames.length).toBeGreaterThanOrEqual(5);
    expect([...bundles]).toHaveLength(1);
    const [bundle] = bundles as Set<string>;
    const sources = scriptSources(readBuilt(BUILD_DIR, 'network/celo-sepolia.html')).map((src) => src.split('/').pop()!);
    expect(sources.filter((file) => file.startsWith(`${bundle}.`))).toHaveLength(1);
    expect(sources.filter((file) => layoutNames.some((name) => name !== bundle && file.startsWith(`${name}.`)))).toEqual([]);
  });

  it.each(['/cli/account', '/network/celo-sepolia', '/build/build-on-minipay/overview'])(
    '%s loads the part that holds it, before the runtime',
    (page) => {
      const route = docPages.find((candidate) => candidate.path === page);
      expect(route?.part, `${page} is not in a route part`).toBeDefined();
      const sources = scriptSources(readBuilt(BUILD_DIR, `${page.slice(1)}.html`));
      const runtime = sources.findIndex((src) => /\/runtime~main\.[0-9a-f]+\.js$/.test(src));
      const partScripts = sources.slice(0, runtime).filter((src) => src.includes(`/${route!.part!.name}.`));
      expect(partScripts).toHaveLength(1);
    },
  );
});
