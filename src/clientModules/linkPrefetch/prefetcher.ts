/**
 * The logic of the site's link prefetcher, free of browser globals so unit
 * tests can drive it (`index.ts` wires it to the page).
 *
 * Docusaurus prefetches the JS chunks of every internal link that scrolls
 * into view. Its own prefetch filters the whole route-to-chunk table with a
 * regular expression for each matched route of each link, and appends one
 * `<link rel=prefetch>` per chunk even when an earlier link asked for the same
 * chunk. On a long docs page that is about 350 link elements for 40 distinct
 * files, and a few hundred milliseconds of main-thread work on a mid-range
 * phone, in the middle of hydration. This one indexes the table once, asks for
 * each file once, and does its work when the main thread is idle.
 */

/** The parts of a route object (`@generated/routes`) the prefetcher reads. */
export interface RouteLike {
  path?: string;
  exact?: boolean;
  strict?: boolean;
  routes?: RouteLike[];
}

/** Chunk names of one route: `{__comp: 'abc', __context: {plugin: 'def'}, content: 'ghi'}`. */
export type ChunkTree = string | {[key: string]: ChunkTree} | ChunkTree[];

export interface PrefetcherDeps {
  routes: RouteLike[];
  /** `@generated/routesChunkNames`: `'/path-hash'` to the chunk names of that route. */
  routesChunkNames: Record<string, ChunkTree>;
  /** Whether `pattern` (a route) matches `pathname`; react-router's `matchPath`. */
  matches: (pathname: string, route: RouteLike) => boolean;
  /** URL of a named chunk, or nothing when the bundler merged it into another. */
  chunkUrl: (chunkName: string) => string | undefined;
  /** Asks the browser to fetch a URL at low priority. */
  addPrefetchLink: (url: string) => void;
  /** Runs work later, when the page is idle. */
  schedule: (work: () => void) => void;
  /** True on a slow or data-saving connection: prefetch nothing then. */
  isConstrained: () => boolean;
}

/** Every chunk name in a route's chunk tree. */
export function chunkNamesOf(tree: ChunkTree, out: string[] = []): string[] {
  if (typeof tree === 'string') out.push(tree);
  else if (Array.isArray(tree)) tree.forEach((child) => chunkNamesOf(child, out));
  else if (tree && typeof tree === 'object') Object.values(tree).forEach((child) => chunkNamesOf(child, out));
  return out;
}

/**
 * Route path to chunk names, built once. Keys of the table end in a hash
 * (`/cli/account-3f2`) that several routes with the same path do not share;
 * like Docusaurus, every route with the matched path contributes.
 */
export function indexChunkNames(routesChunkNames: Record<string, ChunkTree>): Map<string, string[]> {
  const byPath = new Map<string, string[]>();
  for (const [key, tree] of Object.entries(routesChunkNames)) {
    const routePath = key.replace(/-[^-]+$/, '');
    const names = byPath.get(routePath) ?? [];
    chunkNamesOf(tree, names);
    byPath.set(routePath, names);
  }
  return byPath;
}

/** The chain of routes that render `pathname`, outermost first (react-router-config's `matchRoutes`). */
export function matchRouteChain(
  routes: RouteLike[],
  pathname: string,
  matches: PrefetcherDeps['matches'],
  chain: RouteLike[] = [],
): RouteLike[] {
  for (const route of routes) {
    // A route without a path always matches inside its parent.
    if (route.path === undefined || matches(pathname, route)) {
      chain.push(route);
      if (route.routes) matchRouteChain(route.routes, pathname, matches, chain);
      break;
    }
  }
  return chain;
}

export interface Prefetcher {
  /** Same contract as `window.docusaurus.prefetch`: false when nothing is done. */
  prefetch: (routePath: string) => boolean;
  /** URLs asked for so far, for tests. */
  requested: () => ReadonlySet<string>;
}

export function createPrefetcher(deps: PrefetcherDeps): Prefetcher {
  let byPath: Map<string, string[]> | null = null;
  const seenPaths = new Set<string>();
  const requestedUrls = new Set<string>();

  function run(routePath: string): void {
    byPath ??= indexChunkNames(deps.routesChunkNames);
    for (const route of matchRouteChain(deps.routes, routePath, deps.matches)) {
      for (const name of byPath.get(route.path ?? '') ?? []) {
        const url = deps.chunkUrl(name);
        // A merged chunk has no file of its own (the URL then contains "undefined").
        if (!url || url.includes('undefined') || requestedUrls.has(url)) continue;
        requestedUrls.add(url);
        deps.addPrefetchLink(url);
      }
    }
  }

  return {
    prefetch(routePath) {
      if (seenPaths.has(routePath) || deps.isConstrained()) return false;
      seenPaths.add(routePath);
      deps.schedule(() => run(routePath));
      return true;
    },
    requested: () => requestedUrls,
  };
}
