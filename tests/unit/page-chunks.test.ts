import {describe, expect, it} from 'vitest';
import {matchPath} from 'react-router-dom';
import {
  chunkNamesOf,
  matchRouteChain,
  matchesStaticRoute,
  pageChunkFiles,
  parseRoutesModule,
  type ClientManifest,
  type RouteLike,
} from '../../src/utils/pageChunks';

// The shape of `.docusaurus/routes.js`: a page, the docs plugin's nested routes, the catch-all.
// The site's own generated file and built pages are checked by tests/build-output/page-chunks.test.ts.
const routesSource = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/showcase',
    component: ComponentCreator('/showcase', 'd2d'),
    exact: true
  },
  {
    path: '/',
    component: ComponentCreator('/', 'e5f'),
    exact: true
  },
  {
    path: '/',
    component: ComponentCreator('/', 'b0a'),
    routes: [
      {
        path: '/',
        component: ComponentCreator('/', 'c72'),
        routes: [
          {
            path: '/cli/account',
            component: ComponentCreator('/cli/account', '3f2'),
            exact: true,
            sidebar: "cli"
          }
        ]
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const routesChunkNames = {
  '/showcase-d2d': {__comp: 'showcase'},
  '/-e5f': {__comp: 'home'},
  '/-b0a': {__comp: 'docsRoot', __context: {plugin: 'docsPlugin'}},
  '/-c72': {__comp: 'docRoot', version: 'version'},
  '/cli/account-3f2': {__comp: 'docItem', content: 'accountMd'},
};

const manifest: ClientManifest = {
  entrypoints: ['main'],
  origins: {
    main: ['runtime', 'main'],
    showcase: ['showcase'],
    home: ['home'],
    docsRoot: ['docsRoot'],
    docsPlugin: ['docsPlugin'],
    docRoot: ['shared', 'docRoot'],
    version: ['version'],
    // The doc item needs a split-out vendor chunk and, here, part of the entry.
    docItem: ['shared', 'main', 'docItem'],
    accountMd: ['accountMd'],
  },
  assets: Object.fromEntries(
    ['runtime', 'main', 'showcase', 'home', 'docsRoot', 'docsPlugin', 'docRoot', 'version', 'docItem', 'accountMd', 'shared'].map(
      (id) => [id, {js: [{file: `assets/js/${id}.js`}]}],
    ),
  ),
};

describe('parseRoutesModule', () => {
  it('reads the route tree with each route’s chunk-names key', () => {
    const routes = parseRoutesModule(routesSource);
    expect(routes.map((route) => route.key)).toEqual(['/showcase-d2d', '/-e5f', '/-b0a', '*-']);
    expect(routes[2]?.routes?.[0]?.routes?.[0]).toMatchObject({path: '/cli/account', exact: true, key: '/cli/account-3f2'});
  });

  it('refuses a module that does not export a list of routes', () => {
    expect(() => parseRoutesModule('export default {};')).toThrow(/array of routes/);
  });
});

describe('matchesStaticRoute', () => {
  const cases: Array<[string, {path: string; exact?: boolean}]> = [
    ['/cli/account', {path: '/cli/account', exact: true}],
    ['/cli/account/', {path: '/cli/account', exact: true}],
    ['/cli/account', {path: '/cli', exact: true}],
    ['/cli/account', {path: '/cli'}],
    ['/cli/accounts', {path: '/cli/account'}],
    ['/CLI/Account', {path: '/cli/account', exact: true}],
    ['/anything', {path: '/'}],
    ['/', {path: '/', exact: true}],
    ['/home', {path: '/', exact: true}],
  ];
  it.each(cases)('%s against %j agrees with react-router', (pathname, route) => {
    expect(matchesStaticRoute(pathname, route)).toBe(matchPath(pathname, route) !== null);
  });

  it('never matches a route with parameters, and always the catch-all', () => {
    expect(matchesStaticRoute('/blog/post', {path: '/blog/:slug'})).toBe(false);
    expect(matchesStaticRoute('/no/such/page', {path: '*'})).toBe(true);
  });
});

describe('pageChunkFiles', () => {
  const routes = parseRoutesModule(routesSource);

  it('lists the chunks of every route that renders the page, without the entry’s', () => {
    expect(pageChunkFiles('/cli/account', routes, routesChunkNames, manifest)).toEqual([
      'assets/js/accountMd.js',
      'assets/js/docItem.js',
      'assets/js/docRoot.js',
      'assets/js/docsPlugin.js',
      'assets/js/docsRoot.js',
      'assets/js/shared.js',
      'assets/js/version.js',
    ]);
  });

  it('takes only the first matching route, as the router does', () => {
    expect(pageChunkFiles('/', routes, routesChunkNames, manifest)).toEqual(['assets/js/home.js']);
  });

  it('gives an unknown page what renders it: the docs layout, mounted at the root', () => {
    expect(pageChunkFiles('/no/such/page', routes, routesChunkNames, manifest)).toEqual([
      'assets/js/docRoot.js',
      'assets/js/docsPlugin.js',
      'assets/js/docsRoot.js',
      'assets/js/shared.js',
      'assets/js/version.js',
    ]);
    expect(pageChunkFiles('/showcase', routes, routesChunkNames, manifest)).toEqual(['assets/js/showcase.js']);
  });
});

describe('route parts', () => {
  // The shape the route-parts patch of Docusaurus generates (PATCHES.md): the doc routes in a part.
  const partedSource = routesSource.replace(
    /routes: \[\n          \{\n            path: '\/cli\/account'[^]*?\n          \}\n        \]/,
    `routes: [],
        routeParts: [
          ["part0", () => import(/* webpackChunkName: "part0" */ "@generated/route-parts/part0.js")]
        ]`,
  );
  const partSource = `import ComponentCreator from '@docusaurus/ComponentCreator';
import registry from '@generated/registry';
import routesChunkNames from '@generated/routesChunkNames';

Object.assign(registry, {
  "accountMd": [() => import(/* webpackChunkName: "accountMd" */ "@site/docs/cli/account.md"), "@site/docs/cli/account.md", require.resolveWeak("@site/docs/cli/account.md")],
});
Object.assign(routesChunkNames, {"/cli/account-3f2": {"__comp": "docItem", "content": "accountMd"}});

export default [
  {
    path: '/cli/account',
    component: ComponentCreator('/cli/account', '3f2'),
    exact: true,
    sidebar: "cli"
  }
];
`;
  const {'/cli/account-3f2': _inPart, ...mainChunkNames} = routesChunkNames;
  const withPart: ClientManifest = {...manifest, origins: {...manifest.origins, part0: ['part0']}, assets: {...manifest.assets, part0: {js: [{file: 'assets/js/part0.js'}]}}};

  it('reads a part\'s routes into their parent, with the part and their own chunk names', () => {
    expect(partedSource).toContain('routeParts');
    const read: string[] = [];
    const routes = parseRoutesModule(partedSource, (name) => (read.push(name), partSource));
    expect(read).toEqual(['part0']);
    expect(routes[2]?.routes?.[0]?.routes?.[0]).toMatchObject({
      path: '/cli/account',
      key: '/cli/account-3f2',
      part: {name: 'part0', chunkNames: {__comp: 'docItem', content: 'accountMd'}},
    });
  });

  it('counts the part among the chunks of its pages', () => {
    const routes = parseRoutesModule(partedSource, () => partSource);
    expect(pageChunkFiles('/cli/account', routes, mainChunkNames, withPart)).toEqual(
      [...pageChunkFiles('/cli/account', parseRoutesModule(routesSource), routesChunkNames, manifest), 'assets/js/part0.js'].sort(),
    );
  });

  it('refuses a route table with parts when it cannot read them', () => {
    expect(() => parseRoutesModule(partedSource)).toThrow(/route parts \(part0\)/);
  });
});

describe('route chains', () => {
  // The shape Docusaurus generates: a home page and the docs plugin's nested routes.
  const routes: RouteLike[] = [
    {path: '/', exact: true},
    {path: '/', routes: [{path: '/', routes: [{path: '/', routes: [{path: '/cli/account', exact: true}, {path: '/cli/lockedcelo', exact: true}]}]}]},
  ];
  const matches = (pathname: string, route: RouteLike) =>
    matchPath(pathname, {path: route.path, exact: route.exact, strict: route.strict}) !== null;

  it('lists every chunk name of a nested chunk tree', () => {
    expect(chunkNamesOf({__comp: 'a', __context: {plugin: 'b'}, list: ['c', {d: 'e'}]})).toEqual(['a', 'b', 'c', 'e']);
  });

  it('matches the chain of routes that render a docs page, outermost first', () => {
    const chain = matchRouteChain(routes, '/cli/account', matches).map((r) => r.path);
    expect(chain).toEqual(['/', '/', '/', '/cli/account']);
    expect(matchRouteChain(routes, '/', matches)).toEqual([routes[0]]);
  });

});
