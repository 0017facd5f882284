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
    vi.doMock(path.join(coreClient, 'preload.js'), () => ({default: () => Promise.reject(new Error('offline'))}));
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
