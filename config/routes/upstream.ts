/**
 * Where every URL of the committed Celo docs navigations (config/routes/navigation/*.json) leads on
 * this site: its page paths, and the sources of upstream's own redirect rules.
 *
 * A path resolves, in this order, to:
 * 1. its entry in config/redirects.ts (a redirect, a "no page yet", or the same decision as
 *    another old path): hand-made decisions always win;
 * 2. a page of this site (a path that differs only in case redirects to the page);
 * 3. what upstream says of it, followed to this site: an exact redirect rule of upstream (newest
 *    commit first) is followed to its destination; a wildcard rule (`/tooling/:slug*` to
 *    `/build/tools/:slug*`) maps the family; and a page path upstream moved with its family
 *    (`/learn/x`, moved from `/home/x`) follows the older path of the same page.
 *
 * Node only (reads docs/ and the navigation files): never import it from client code.
 */
import {decide, type NoPageYet, type Redirect} from '../redirects';
import {loadNavigations, navPages, navUrls, redirectScope, requestPath, wildcardPrefix, type Navigation} from './navigation';
import {cleanPath, headingIds, siteRoutes} from './siteRoutes';

export type Resolution =
  | {kind: 'page'; path: string}
  | {kind: 'redirect'; to: string; via: string[]}
  | {kind: 'none'; entry: NoPageYet; via: string[]};

interface Wildcard {
  /** The source without `/:slug*` (`/tooling`). */
  prefix: string;
  /** The destination: a fixed path, or a prefix followed by `/:slug*`. */
  destination: string;
  commit: string;
}

export interface UpstreamData {
  navigations: Navigation[];
  /** Exact in-scope sources (as the server sees them) to each destination upstream gave them, newest commit first. */
  exact: Map<string, {destination: string; commit: string}[]>;
  /** Wildcard rules, newest commit first, longer prefixes first within a commit. */
  wildcards: Wildcard[];
}

export function upstreamData(navigations: Navigation[] = loadNavigations()): UpstreamData {
  const exact = new Map<string, {destination: string; commit: string}[]>();
  const wildcards: Wildcard[] = [];
  // A source with a fragment (`/faqs#supply`) reaches a server as its path alone (`/faqs`): its
  // destination counts only when upstream gave the path no rule of its own.
  const fragments = new Map<string, {destination: string; commit: string}[]>();
  for (const nav of [...navigations].reverse()) {
    const own: Wildcard[] = [];
    for (const rule of nav.redirects) {
      if (!redirectScope(rule).inScope) continue;
      const prefix = wildcardPrefix(rule.source);
      if (prefix) {
        own.push({prefix, destination: rule.destination, commit: nav.commit});
        continue;
      }
      const into = rule.source.includes('#') ? fragments : exact;
      const known = into.get(requestPath(rule.source)) ?? [];
      if (!known.some((entry) => entry.destination === rule.destination)) known.push({destination: rule.destination, commit: nav.commit});
      into.set(requestPath(rule.source), known);
    }
    wildcards.push(...own.sort((a, b) => b.prefix.length - a.prefix.length));
  }
  for (const [path, destinations] of fragments) if (!exact.has(path)) exact.set(path, destinations);
  return {navigations, exact, wildcards};
}

const isExternal = (destination: string) => /^[a-z][a-z0-9+.-]*:/i.test(destination);

/** How specific a resolution is: the depth of the page it lands on, a little more with an anchor. */
function specificity(result: Resolution | null): number {
  if (!result) return -Infinity;
  if (result.kind === 'none') return 0;
  const target = result.kind === 'page' ? result.path : result.to;
  const [path = '', anchor] = target.split('#');
  return path.split('/').length + (anchor ? 0.5 : 0);
}

export interface Resolver {
  resolve(path: string): Resolution | null;
  routes: Map<string, string>;
  data: UpstreamData;
}

export function createResolver(routes: Map<string, string> = siteRoutes(), data: UpstreamData = upstreamData()): Resolver {
  const byLower = new Map([...routes.keys()].map((route) => [route.toLowerCase(), route]));

  function follow(destination: string, via: string[], seen: Set<string>): Resolution | null {
    if (isExternal(destination)) return null;
    // Upstream's anchors name upstream's headings: the page is what carries over.
    const target = cleanPath(requestPath(destination));
    const result = resolve(target, [...via, target], seen);
    return result?.kind === 'page' ? {kind: 'redirect', to: result.path, via} : result;
  }

  function resolve(input: string, via: string[], seen: Set<string>): Resolution | null {
    const path = cleanPath(input);
    if (seen.has(path)) return null;
    seen.add(path);
    // Entries are written in clean form, a few also as `/a/index`.
    const decision = decide(input) ?? decide(path);
    if (decision) return 'issue' in decision ? {kind: 'none', entry: decision, via} : {kind: 'redirect', to: decision.to, via};
    if (routes.has(path)) return {kind: 'page', path};
    const caseless = byLower.get(path.toLowerCase());
    if (caseless) return {kind: 'page', path: caseless};
    // Of the destinations upstream gave a source over time, the one that leads to the most specific
    // page here (deepest path, then one with an anchor), newest first on a tie: an early rule often
    // named the very page (`/legacy/validator/proxy`) where a later one sends a whole family to a hub.
    let best: Resolution | null = null;
    for (const rule of data.exact.get(input) ?? data.exact.get(path) ?? []) {
      const result = follow(rule.destination, via, new Set(seen));
      if (result && specificity(result) > specificity(best)) best = result;
    }
    if (best) return best;
    for (const wildcard of data.wildcards) {
      if (path !== wildcard.prefix && !path.startsWith(wildcard.prefix + '/')) continue;
      const rest = path.slice(wildcard.prefix.length);
      const destination = wildcard.destination.endsWith('/:slug*') ? wildcard.destination.slice(0, -'/:slug*'.length) + rest : wildcard.destination;
      const result = follow(destination, via, seen);
      if (result) return result;
    }
    // A page upstream moved with its family: the same page at its older path.
    for (const wildcard of data.wildcards) {
      if (!wildcard.destination.endsWith('/:slug*')) continue;
      const moved = wildcard.destination.slice(0, -'/:slug*'.length);
      if (path !== moved && !path.startsWith(moved + '/')) continue;
      const older = wildcard.prefix + path.slice(moved.length);
      const result = resolve(older, [...via, older], seen);
      if (result) return result.kind === 'page' ? {kind: 'redirect', to: result.path, via} : result;
    }
    return null;
  }

  return {
    resolve: (path) => {
      const clean = cleanPath(requestPath(path));
      const result = resolve(requestPath(path), [clean], new Set());
      // `/a/index` of a page `/a`: hosts that serve files need the rule (serve.mjs answers it anyway).
      if (result?.kind === 'page' && result.path !== requestPath(path)) return {kind: 'redirect', to: result.path, via: [clean]};
      return result;
    },
    routes,
    data,
  };
}

/**
 * What is wrong with a resolution, or null: a redirect must land on a page of this site and, with an
 * `#anchor`, on a heading or id of that page.
 */
export function problemWith(resolver: Resolver, result: Resolution | null): string | null {
  if (!result) return 'is neither a page nor a redirect here, and no rule of upstream leads to one (add an entry to config/redirects.ts)';
  if (result.kind !== 'redirect') return null;
  const [target = '', anchor] = result.to.split('#');
  const file = resolver.routes.get(target);
  if (file === undefined) return `redirects to ${result.to}, which is not a page of this site`;
  if (anchor && !headingIds(file).has(anchor)) return `redirects to ${result.to}, but ${file} has no heading or id "${anchor}"`;
  return null;
}

/** Every URL of the page paths of a navigation, each once. */
export function navigationUrls(nav: Navigation): string[] {
  return [...new Set(navPages(nav.tabs).flatMap(navUrls))];
}

/** The in-scope exact sources of a navigation's redirect rules, as the server sees them. */
export function exactSources(nav: Navigation): string[] {
  return [
    ...new Set(
      nav.redirects.filter((rule) => redirectScope(rule).inScope && !wildcardPrefix(rule.source)).map((rule) => requestPath(rule.source)),
    ),
  ];
}

/** The in-scope wildcard sources of a navigation (`/tooling`), each once. */
export function wildcardSources(nav: Navigation): string[] {
  return [
    ...new Set(
      nav.redirects.filter((rule) => redirectScope(rule).inScope).flatMap((rule) => {
        const prefix = wildcardPrefix(rule.source);
        return prefix ? [prefix] : [];
      }),
    ),
  ];
}

export type {Redirect};
