/**
 * Which JS files each built page needs, read from the files Docusaurus
 * generates (the route table, the chunk names of each route, the client
 * manifest). Build-time code shared by two features, so it sits here: the
 * offline plugin (src/plugins/offline) keeps these files with a saved page, and
 * tests/build-output/page-chunks.test.ts checks that each built page's HTML
 * loads exactly these (the start-up patch of Docusaurus's SSG, PATCHES.md).
 * Pure functions, so unit tests can drive them.
 */
/** The parts of a route object (`@generated/routes`) read here. */
export interface RouteLike {
  path?: string;
  exact?: boolean;
  strict?: boolean;
  routes?: RouteLike[];
}

/** Chunk names of one route: `{__comp: 'abc', __context: {plugin: 'def'}, content: 'ghi'}`. */
export type ChunkTree = string | {[key: string]: ChunkTree} | ChunkTree[];

/** Every chunk name in a route's chunk tree. */
export function chunkNamesOf(tree: ChunkTree, out: string[] = []): string[] {
  if (typeof tree === 'string') out.push(tree);
  else if (Array.isArray(tree)) tree.forEach((child) => chunkNamesOf(child, out));
  else if (tree && typeof tree === 'object') Object.values(tree).forEach((child) => chunkNamesOf(child, out));
  return out;
}

/** The chain of routes that render `pathname`, outermost first (react-router-config's `matchRoutes`). */
export function matchRouteChain(
  routes: RouteLike[],
  pathname: string,
  matches: (pathname: string, route: RouteLike) => boolean,
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

/** A route of `.docusaurus/routes.js`, with the key of its chunk names. */
export interface BuiltRoute extends RouteLike {
  /** `'/path-hash'`, the key of `routesChunkNames.json`. */
  key: string;
  routes?: BuiltRoute[];
  /**
   * For a route kept in a route part (`.docusaurus/route-parts/<name>.js`, the
   * route-parts patch of Docusaurus, PATCHES.md): the part's chunk name, and the
   * route's chunk names, which the part holds instead of `routesChunkNames.json`.
   */
  part?: {name: string; chunkNames: ChunkTree};
  /** The chunk names of the route parts of a parent route, before they are read. */
  routePartNames?: string[];
}

/** `client-manifest.json`: chunk name or id to the chunk ids it needs, and chunk id to files. */
export interface ClientManifest {
  entrypoints: string[];
  origins: Record<string, Array<string | number>>;
  assets: Record<string, {js?: Array<{file: string}>}>;
}

const componentKey = (routePath: string, hash?: string) => `${routePath}-${hash ?? ''}`;

/** Evaluates generated route code, whose imports are given as `stand-ins` (name to value). */
function evaluateRouteCode(source: string, standIns: Record<string, unknown>): unknown {
  const body = source
    .replace(/^import .*$/gm, '')
    .replace(/^export default /m, 'return ');
  return new Function(...Object.keys(standIns), body)(...Object.values(standIns)) as unknown;
}

function withKeys(route: Record<string, unknown>): BuiltRoute {
  const parts = route.routeParts as Array<[string, unknown]> | undefined;
  return {
    path: route.path as string | undefined,
    exact: route.exact as boolean | undefined,
    strict: route.strict as boolean | undefined,
    key: route.component as string,
    routes: Array.isArray(route.routes) ? route.routes.map(withKeys) : undefined,
    routePartNames: parts?.map(([name]) => name),
  };
}

/**
 * Reads the route tree from the source of `.docusaurus/routes.js`, and from
 * its route parts through `readPart(name)` (the source of
 * `.docusaurus/route-parts/<name>.js`). Those modules are plain generated
 * JavaScript whose only import used at run time is `ComponentCreator(path,
 * hash)`; evaluating them with a stand-in that returns the `path-hash` key
 * gives the tree with the keys of the routes' chunk names. A part's routes
 * join their parent's, each with the part's name and its own chunk names.
 */
export function parseRoutesModule(source: string, readPart?: (name: string) => string): BuiltRoute[] {
  const tree = evaluateRouteCode(source, {ComponentCreator: componentKey});
  if (!Array.isArray(tree)) throw new Error('routes.js did not export an array of routes');
  const addParts = (route: BuiltRoute): BuiltRoute => {
    const fromParts = (route.routePartNames ?? []).flatMap((name) => {
      if (!readPart) throw new Error(`routes.js has route parts (${name}): parseRoutesModule needs readPart`);
      const chunkNames: Record<string, ChunkTree> = {};
      const partRoutes = evaluateRouteCode(readPart(name), {
        ComponentCreator: componentKey,
        registry: {},
        routesChunkNames: chunkNames,
        require: {resolveWeak: () => undefined},
      });
      if (!Array.isArray(partRoutes)) throw new Error(`route part ${name} did not export an array of routes`);
      return partRoutes.map((partRoute: Record<string, unknown>) => {
        const built = withKeys(partRoute);
        return {...built, part: {name, chunkNames: chunkNames[built.key] ?? {}}};
      });
    });
    const routes = route.routes?.map(addParts);
    return {...route, routes: routes || fromParts.length > 0 ? [...(routes ?? []), ...fromParts] : undefined};
  };
  return (tree as Array<Record<string, unknown>>).map(withKeys).map(addParts);
}

/** Every route of a tree, parents before their children. */
export function allRoutes(routes: BuiltRoute[]): BuiltRoute[] {
  return routes.flatMap((route) => [route, ...allRoutes(route.routes ?? [])]);
}

/**
 * react-router's `matchPath` for the routes this site has: fixed paths and
 * the `*` catch-all. A path with parameters never matches here, so its pages
 * simply keep loading their chunks at run time.
 */
export function matchesStaticRoute(pathname: string, route: RouteLike): boolean {
  const pattern = route.path;
  if (pattern === undefined || pattern === '*') return true;
  if (/[:*?()]/.test(pattern)) return false;
  const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p).toLowerCase();
  const [page, routePath] = [trim(pathname), trim(pattern)];
  if (route.exact) return page === routePath;
  return routePath === '/' || page === routePath || page.startsWith(`${routePath}/`);
}

/**
 * The JS files (relative to the output folder, e.g. `assets/js/1df93b7f.e5.js`)
 * of every chunk the routes rendering `pathname` load, without the entry's own
 * files, which every page already has.
 */
export function pageChunkFiles(
  pathname: string,
  routes: BuiltRoute[],
  routesChunkNames: Record<string, ChunkTree>,
  manifest: ClientManifest,
): string[] {
  const entryIds = new Set(manifest.entrypoints.flatMap((name) => (manifest.origins[name] ?? []).map(String)));
  const files = new Set<string>();
  const chain = matchRouteChain(routes, pathname, matchesStaticRoute) as BuiltRoute[];
  for (const route of chain) {
    const tree = route.part ? [route.part.name, route.part.chunkNames] : routesChunkNames[route.key];
    if (tree === undefined) continue;
    for (const name of chunkNamesOf(tree)) {
      for (const id of manifest.origins[name] ?? []) {
        if (entryIds.has(String(id))) continue;
        for (const {file} of manifest.assets[String(id)]?.js ?? []) files.add(file);
      }
    }
  }
  return [...files].sort();
}
