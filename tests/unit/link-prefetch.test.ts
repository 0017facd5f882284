import {describe, expect, it} from 'vitest';
import {matchPath} from 'react-router-dom';
import {
  chunkNamesOf,
  createPrefetcher,
  indexChunkNames,
  matchRouteChain,
  type PrefetcherDeps,
  type RouteLike,
} from '../../src/clientModules/linkPrefetch/prefetcher';

// The shape Docusaurus generates: a home page and the docs plugin's nested routes.
const routes: RouteLike[] = [
  {path: '/', exact: true},
  {
    path: '/',
    routes: [
      {
        path: '/',
        routes: [
          {path: '/', routes: [{path: '/cli/account', exact: true}, {path: '/cli/lockedcelo', exact: true}]},
        ],
      },
    ],
  },
];

const routesChunkNames = {
  '/-e5f': {__comp: 'home', __context: {plugin: 'pages'}},
  '/-b0a': {__comp: 'docsRoot', __context: {plugin: 'docsPlugin'}},
  '/-1a2': {__comp: 'docVersion', version: 'sidebars'},
  '/-3c4': {__comp: 'docRoot'},
  '/cli/account-9f1': {__comp: 'docItem', content: 'accountPage'},
  '/cli/lockedcelo-77a': {__comp: 'docItem', content: 'lockedPage'},
};

const matches: PrefetcherDeps['matches'] = (pathname, route) =>
  matchPath(pathname, {path: route.path, exact: route.exact, strict: route.strict}) !== null;

function harness(overrides: Partial<PrefetcherDeps> = {}) {
  const links: string[] = [];
  const queue: Array<() => void> = [];
  const prefetcher = createPrefetcher({
    routes,
    routesChunkNames,
    matches,
    chunkUrl: (name) => (name === 'pages' ? undefined : `/assets/js/${name}.js`),
    addPrefetchLink: (url) => links.push(url),
    schedule: (work) => queue.push(work),
    isConstrained: () => false,
    ...overrides,
  });
  const flush = () => queue.splice(0).forEach((work) => work());
  return {prefetcher, links, flush};
}

describe('link prefetcher', () => {
  it('lists every chunk name of a nested chunk tree', () => {
    expect(chunkNamesOf({__comp: 'a', __context: {plugin: 'b'}, list: ['c', {d: 'e'}]})).toEqual(['a', 'b', 'c', 'e']);
  });

  it('groups the chunk table by route path, dropping the hash suffix', () => {
    const index = indexChunkNames(routesChunkNames);
    expect(index.get('/cli/account')).toEqual(['docItem', 'accountPage']);
    expect(index.get('/')).toEqual(['home', 'pages', 'docsRoot', 'docsPlugin', 'docVersion', 'sidebars', 'docRoot']);
  });

  it('matches the chain of routes that render a docs page, outermost first', () => {
    const chain = matchRouteChain(routes, '/cli/account', matches).map((r) => r.path);
    expect(chain).toEqual(['/', '/', '/', '/cli/account']);
    expect(matchRouteChain(routes, '/', matches)).toEqual([routes[0]]);
  });

  it('waits for the idle callback before touching the page', () => {
    const {prefetcher, links, flush} = harness();
    expect(prefetcher.prefetch('/cli/account')).toBe(true);
    expect(links).toEqual([]);
    flush();
    expect(links).toContain('/assets/js/accountPage.js');
  });

  it('asks for each file once across links, and skips merged chunks', () => {
    const {prefetcher, links, flush} = harness();
    prefetcher.prefetch('/cli/account');
    prefetcher.prefetch('/cli/lockedcelo');
    prefetcher.prefetch('/cli/account');
    flush();
    expect(new Set(links).size).toBe(links.length);
    expect(links.filter((url) => url.endsWith('/docItem.js'))).toHaveLength(1);
    expect(links).toContain('/assets/js/lockedPage.js');
    expect(links.some((url) => url.includes('pages'))).toBe(false);
  });

  it('prefetches nothing on a constrained connection', () => {
    const {prefetcher, links, flush} = harness({isConstrained: () => true});
    expect(prefetcher.prefetch('/cli/account')).toBe(false);
    flush();
    expect(links).toEqual([]);
  });

  it('ignores a path no route serves', () => {
    const {prefetcher, links, flush} = harness({routes: [{path: '/cli/account', exact: true}]});
    prefetcher.prefetch('/nowhere');
    flush();
    expect(links).toEqual([]);
  });
});
