/**
 * Canary tests of the dependency patches in patches/ (PATCHES.md). `patch-package
 * --error-on-fail` stops `npm install` when a patch no longer applies; these tests check that the
 * patched behaviour is what the installed code does, so an upgrade that changes it, or an install
 * that skipped the patches, fails here by name.
 */
import fs from 'node:fs';
import path from 'node:path';
import {afterEach, describe, expect, it, vi} from 'vitest';

const themeCommonLib = path.dirname(require.resolve('@docusaurus/theme-common'));

/**
 * One exported function of an installed module, evaluated on its own with `deps` as its imports
 * (the modules around it are JSX or need the bundler's aliases).
 */
function loadFunction<F>(file: string, name: string, deps: Record<string, unknown>): F {
  const source = fs.readFileSync(file, 'utf8');
  const match = new RegExp(`^(?:export )?function ${name}\\([^]*?^}`, 'm').exec(source);
  if (!match) throw new Error(`${name} is no longer in ${file}: see PATCHES.md`);
  const body = `${match[0].replace(/^export /, '')}\nreturn ${name};`;
  return new Function(...Object.keys(deps), body)(...Object.values(deps)) as F;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('@docusaurus/theme-common: useShallowMemoObject without localeCompare', () => {
  it('sorts keys without starting the ICU collator, and still ignores key order', () => {
    const deps: unknown[][] = [];
    const useMemo = (make: () => unknown, list: unknown[]) => (deps.push(list), make());
    const useShallowMemoObject = loadFunction<(obj: object) => object>(
      path.join(themeCommonLib, 'utils', 'reactUtils.js'),
      'useShallowMemoObject',
      {useMemo},
    );
    const localeCompare = vi.spyOn(String.prototype, 'localeCompare');
    useShallowMemoObject({sidebar: 1, path: 2, onItemClick: 3});
    useShallowMemoObject({onItemClick: 3, sidebar: 1, path: 2});
    expect(localeCompare).not.toHaveBeenCalled();
    expect(deps[0]).toEqual(['onItemClick', 3, 'path', 2, 'sidebar', 1]);
    expect(deps[1]).toEqual(deps[0]);
  });
});

describe('@docusaurus/core: link prefetch indexes the route table once and asks for each chunk once', () => {
  const coreClient = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib', 'client');

  it('prefetches the chunks of matched routes in idle time, each file once', async () => {
    vi.resetModules();
    const prefetched: string[] = [];
    const idle: Array<() => void> = [];
    vi.doMock('@generated/routes', () => ({
      default: [
        {path: '/docs', routes: [{path: '/docs/a', exact: true}, {path: '/docs/b', exact: true}]},
      ],
    }));
    vi.doMock('@generated/routesChunkNames', () => ({
      default: {
        '/docs-1a2': {__comp: 'layout', __props: 'sidebar'},
        '/docs/a-3b4': {__comp: 'doc', content: 'a'},
        '/docs/b-5c6': {__comp: 'doc', content: 'b'},
      },
    }));
    vi.doMock(path.join(coreClient, 'prefetch.js'), () => ({default: (url: string) => (prefetched.push(url), Promise.resolve())}));
    vi.doMock(path.join(coreClient, 'preload.js'), () => ({
      default: () => Promise.reject(new Error('offline')),
      // '/docs/c' is in a route part not loaded yet.
      pendingRouteParts: (pathname: string) => (pathname === '/docs/c' ? ['partC'] : []),
    }));
    vi.stubGlobal('navigator', {});
    vi.stubGlobal('window', {requestIdleCallback: (run: () => void) => idle.push(run)});
    vi.stubGlobal('__webpack_require__', {gca: (name: string) => `/assets/js/${name}.js`});
    try {
      const {default: docusaurus} = (await import(path.join(coreClient, 'docusaurus.js'))) as {
        default: {prefetch: (p: string) => false | Promise<unknown>; preload: (p: string) => false | Promise<unknown>};
      };
      const a = docusaurus.prefetch('/docs/a');
      const b = docusaurus.prefetch('/docs/b');
      expect(docusaurus.prefetch('/docs/a')).toBe(false);
      // Nothing is done until the browser is idle.
      expect(prefetched).toEqual([]);
      idle.splice(0).forEach((run) => run());
      await Promise.all([a, b]);
      // The layout's chunks are shared: asked for once.
      expect(prefetched.sort()).toEqual(['a', 'b', 'doc', 'layout', 'sidebar'].map((name) => `/assets/js/${name}.js`));
      // A page in a route part not loaded yet: only the part's file, not run, and none of the page's chunks.
      prefetched.length = 0;
      const c = docusaurus.prefetch('/docs/c');
      idle.splice(0).forEach((run) => run());
      await c;
      expect(prefetched).toEqual(['/assets/js/partC.js']);

      // A failed hover preload is handled (no unhandled rejection), and still reported to a caller that waits.
      const unhandled = vi.fn();
      process.on('unhandledRejection', unhandled);
      void docusaurus.preload('/docs/b'); // dropped, as <Link> does on hover
      await expect(docusaurus.preload('/docs/a')).rejects.toThrow('offline');
      await new Promise((resolve) => setTimeout(resolve, 10));
      process.off('unhandledRejection', unhandled);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('@docusaurus/core: each page\'s HTML carries its route chunks', () => {
  const coreLib = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib');

  it('reports route chunks by name, which the client manifest knows them by', () => {
    const source = fs.readFileSync(path.join(coreLib, 'client', 'exports', 'ComponentCreator.js'), 'utf8');
    expect(source).toMatch(/modules\.push\(chunkRegistry\[1\]\);[^]*?modules\.push\(chunkName\);/);
  });

  it('writes the page\'s chunks, then the entry\'s, as the SSG template\'s scripts', () => {
    const addon = path.dirname(require.resolve('react-loadable-ssr-addon-v5-slorber', {paths: [coreLib]}));
    const getScriptsAndStylesheets = loadFunction<
      (input: {modules: Iterable<string>; manifest: unknown}) => {scripts: string[]; stylesheets: string[]}
    >(path.join(coreLib, 'ssg', 'ssgTemplate.js'), 'getScriptsAndStylesheets', {
      react_loadable_ssr_addon_v5_slorber_1: require(addon) as unknown,
    });
    // The shape Rspack's client manifest has: origins keyed by chunk name or id, never by module path.
    const manifest = {
      entrypoints: ['main'],
      origins: {main: [1, 2], docPage: [7, 3]},
      assets: {
        1: {js: [{file: 'runtime~main.js'}]},
        2: {js: [{file: 'main.js'}], css: [{file: 'styles.css'}]},
        3: {js: [{file: 'docPage.js'}]},
        7: {js: [{file: 'shared.js'}]},
      },
    };
    expect(getScriptsAndStylesheets({modules: new Set(['@site/docs/page.md', 'docPage']), manifest})).toEqual({
      scripts: ['shared.js', 'docPage.js', 'runtime~main.js', 'main.js'],
      stylesheets: ['styles.css'],
    });
  });
});

describe('@docusaurus/core: route parts keep pages out of the entry bundle', () => {
  const coreLib = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib');
  type Codegen = {
    generateRoutesCode: (routes: unknown[]) => {
      routesConfig: string;
      registry: Record<string, string>;
      routesChunkNames: Record<string, unknown>;
      routeParts: Array<{name: string; code: string}>;
      layoutChunkOf: Record<string, string>;
    };
    routePartIndex: (path: string, count: number) => number;
  };
  const codegen = () => require(path.join(coreLib, 'server', 'codegen', 'codegenRoutes.js')) as Codegen;
  const pages = Array.from({length: 100}, (_, i) => `/guide/page-${i}`);
  const docsRoute = {
    path: '/guide',
    component: '@theme/DocRoot',
    routes: pages.map((page) => ({path: page, component: '@theme/DocItem', exact: true, modules: {content: `@site/docs${page}.md`}})),
  };

  it('writes many plain pages into parts, not into routes.js or the main registry', () => {
    const {routesConfig, registry, routesChunkNames, routeParts} = codegen().generateRoutesCode([
      {path: '/', component: '@site/src/pages/index.tsx', exact: true},
      docsRoute,
    ]);
    expect(routeParts).toHaveLength(3); // 100 pages, 40 a part
    expect(routesConfig).not.toContain('/guide/page-');
    expect(routesConfig.match(/@generated\/route-parts\//g)).toHaveLength(3);
    expect(Object.keys(routesChunkNames).some((key) => key.startsWith('/guide/page-'))).toBe(false);
    // The doc page component is shared by every part: it stays in the main registry.
    expect(Object.values(registry)).toContain('@theme/DocItem');
    expect(Object.values(registry).some((modulePath) => modulePath.startsWith('@site/docs/'))).toBe(false);
    // Every page is in exactly one part: the one routePartIndex names.
    for (const [index, page] of pages.entries()) {
      const holders = routeParts.filter(({code}) => code.includes(`path: '${page}'`));
      expect(holders, page).toHaveLength(1);
      expect(holders[0], page).toBe(routeParts[codegen().routePartIndex(page, 3)]);
      expect(holders[0]?.code, page).toContain(`"@site/docs${page}.md"`);
      if (index === 0) expect(holders[0]?.code).not.toContain('"@theme/DocItem"');
    }
  });

  it('keeps a short list, and a list with a route that is not a plain page, in routes.js', () => {
    const short = codegen().generateRoutesCode([{...docsRoute, routes: docsRoute.routes.slice(0, 40)}]);
    expect(short.routeParts).toEqual([]);
    expect(short.routesConfig).toContain("path: '/guide/page-39'");
    const withParams = codegen().generateRoutesCode([
      {...docsRoute, routes: [...docsRoute.routes, {path: '/guide/:id', component: '@theme/DocItem', exact: true}]},
    ]);
    expect(withParams.routeParts).toEqual([]);
  });

  it('the routes above the parts share one chunk, unless a route outside them loads one of their modules', () => {
    // The docs plugin's shape: DocsRoot (with its plugin context), DocVersionRoot (with its
    // props), DocRoot, then the pages in parts.
    const docsTree = (extraRoutes: unknown[] = []) => [
      {
        path: '/',
        component: '@theme/DocsRoot',
        context: {plugin: '@generated/docs/__plugin.json'},
        routes: [
          {path: '/', component: '@theme/DocVersionRoot', modules: {__props: '@generated/docs/version.json'}, routes: [docsRoute]},
        ],
      },
      ...extraRoutes,
    ];
    const nameOf = (registry: Record<string, string>, modulePath: string) =>
      Object.keys(registry).find((name) => registry[name] === modulePath) as string;
    const chain = ['@theme/DocsRoot', '@generated/docs/__plugin.json', '@theme/DocVersionRoot', '@generated/docs/version.json', '@theme/DocRoot'];

    const merged = codegen().generateRoutesCode(docsTree());
    const layout = nameOf(merged.registry, '@theme/DocsRoot');
    for (const modulePath of chain) expect(merged.layoutChunkOf[nameOf(merged.registry, modulePath)], modulePath).toBe(layout);
    // The pages' own modules and the shared page component keep their chunks.
    expect(merged.layoutChunkOf[nameOf(merged.registry, '@theme/DocItem')]).toBeUndefined();
    expect(Object.keys(merged.layoutChunkOf)).toHaveLength(chain.length);

    // A tag page rendered by DocVersionRoot's module too: that module keeps its own chunk.
    const shared = codegen().generateRoutesCode([
      ...docsTree(),
      {path: '/tags', component: '@theme/DocVersionRoot', exact: true},
    ]);
    expect(shared.layoutChunkOf[nameOf(shared.registry, '@theme/DocVersionRoot')]).toBeUndefined();
    expect(shared.layoutChunkOf[nameOf(shared.registry, '@theme/DocRoot')]).toBe(layout);
    // A parent with a second child is not a chain: its modules would load on that child's pages.
    const branched = codegen().generateRoutesCode([
      {path: '/', component: '@theme/DocsRoot', routes: [docsRoute, {path: '/about', component: '@site/about.md', exact: true}]},
    ]);
    expect(branched.layoutChunkOf[nameOf(branched.registry, '@theme/DocsRoot')]).toBeUndefined();
    const docRoot = nameOf(branched.registry, '@theme/DocRoot');
    expect(branched.layoutChunkOf).toEqual({[docRoot]: docRoot}); // DocRoot's chain is DocRoot alone
  });

  it('the client finds a URL\'s part as the build placed it, whatever its case or trailing slash', () => {
    const clientIndex = loadFunction<(path: string, count: number) => number>(
      path.join(coreLib, 'client', 'preload.js'),
      'routePartIndex',
      {},
    );
    for (const page of pages) {
      for (const count of [1, 3, 7, 50]) {
        const placed = codegen().routePartIndex(page, count);
        expect(clientIndex(page, count)).toBe(placed);
        expect(clientIndex(`${page.toUpperCase()}/`, count)).toBe(placed);
      }
    }
    // The parts share the pages out: none of 7 is empty or holds more than twice its share.
    const sizes = Array.from({length: 7}, (_, part) => pages.filter((page) => clientIndex(page, 7) === part).length);
    expect(Math.min(...sizes)).toBeGreaterThan(0);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(2 * Math.ceil(100 / 7));
  });

  it('preload adds the URL\'s part to its parent route once, and tries a failed part again', async () => {
    vi.resetModules();
    const coreClient = path.join(coreLib, 'client');
    const loads: number[] = [];
    const docPreload = vi.fn(() => Promise.resolve());
    let failNext = true;
    const part = (index: number) => () => {
      loads.push(index);
      if (index === 0 && failNext) {
        failNext = false;
        return Promise.reject(new Error('offline'));
      }
      return Promise.resolve({
        default: pages
          .filter((page) => routePartIndexFor(page) === index)
          .map((page) => ({path: page, exact: true, component: {preload: docPreload}})),
      });
    };
    const routePartIndexFor = (page: string) => codegen().routePartIndex(page, 2);
    const docsRoot = {
      path: '/guide',
      component: {preload: () => Promise.resolve()},
      routes: [] as unknown[],
      routeParts: [
        ['part-a', part(0)],
        ['part-b', part(1)],
      ],
    };
    vi.doMock('@generated/routes', () => ({default: [docsRoot]}));
    vi.doUnmock(path.join(coreClient, 'preload.js')); // mocked by the prefetch test above
    const {default: preload, loadRouteParts} = (await import(path.join(coreClient, 'preload.js'))) as {
      default: (pathname: string) => Promise<unknown>;
      loadRouteParts: (pathname: string) => Promise<string[]>;
    };
    const page = pages.find((p) => routePartIndexFor(p) === 0) as string;
    await expect(preload(page)).rejects.toThrow('offline');
    expect(docsRoot.routes).toEqual([]);
    await preload(page);
    expect(docPreload).toHaveBeenCalledTimes(1);
    expect(docsRoot.routes.length).toBe(pages.filter((p) => routePartIndexFor(p) === 0).length);
    expect(await loadRouteParts(page)).toEqual(['part-a']);
    expect(loads).toEqual([0, 0]);
    // A malformed escape in the URL is looked up as it is, not thrown.
    await expect(loadRouteParts('/guide/%E0%A4%A')).resolves.toHaveLength(1);
  });
});
