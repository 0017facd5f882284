/**
 * The redirect table the build deploys (src/plugins/deploy-config), in three parts:
 * - `pages`: the entries of config/redirects.ts, then every other page URL of the committed
 *   navigations (config/routes/navigation/) and of the old route lists (config/routes/*.txt) that
 *   resolves to a redirect: each gets a client redirect page and a host rule;
 * - `server`: every in-scope source of upstream's own redirect rules not listed above: a host rule
 *   only (`_redirects`, `vercel.json`, scripts/serve.mjs), no page, so the build does not grow by a
 *   thousand files for URLs no navigation shows;
 * - `prefixes`: upstream's wildcard families (`/tooling/:slug*`) as prefix rules, each with the
 *   nearest page for the paths of the family no list names, and a rule for each folder of the
 *   family whose own page differs from the family's (`/tooling/libraries-sdks/cli/*` to `/cli`).
 *   Hosts try them after the exact rules, deepest first. A family that holds pages of this site
 *   (`/cli/:slug*`) gets no prefix rule, which would shadow those pages on Vercel: its old paths
 *   resolve one by one (`ownSections`).
 *
 * Node only: never import it from client code.
 */
import {redirects as entryRedirects, type Redirect} from '../redirects';
import {createResolver, exactSources, navigationUrls, wildcardSources, type Resolver} from './upstream';
import {routeLists} from './siteRoutes';

export interface PrefixRedirect {
  /** A path prefix without the trailing slash (`/tooling`): the rule matches `/tooling/<anything>`. */
  prefix: string;
  to: string;
}

export interface RedirectTable {
  pages: Redirect[];
  server: Redirect[];
  prefixes: PrefixRedirect[];
  /** Wildcard families that hold pages of this site, so they get no prefix rule. */
  ownSections: string[];
}

const parentOf = (path: string) => path.slice(0, path.lastIndexOf('/')) || '/';
const depth = (path: string) => path.split('/').length;

export function buildRedirectTable(resolver: Resolver = createResolver()): RedirectTable {
  const pages: Redirect[] = [...entryRedirects];
  const server: Redirect[] = [];
  const taken = new Set(pages.map((redirect) => redirect.from));
  const add = (list: Redirect[], from: string) => {
    if (taken.has(from)) return;
    const result = resolver.resolve(from);
    if (result?.kind !== 'redirect') return;
    list.push({from, to: result.to});
    taken.add(from);
  };
  for (const nav of resolver.data.navigations) for (const url of navigationUrls(nav)) add(pages, url);
  for (const url of Object.values(routeLists()).flat()) add(pages, url);
  for (const nav of [...resolver.data.navigations].reverse()) for (const source of exactSources(nav)) add(server, source);

  // Where a path of a family with no rule of its own goes: its own decision, else its folder's.
  const routes = [...resolver.routes.keys()];
  const nearest = (path: string): string => {
    for (let at = path; ; at = parentOf(at)) {
      const result = resolver.resolve(at);
      if (result?.kind === 'redirect') return result.to;
      if (result?.kind === 'page') return result.path;
      if (at === '/') return '/';
    }
  };
  const families = [...new Set(resolver.data.navigations.flatMap(wildcardSources))].sort((a, b) => depth(a) - depth(b) || a.localeCompare(b));
  const ownSections = families.filter((family) => routes.some((route) => route.startsWith(family + '/')));
  const prefixed = families.filter((family) => !ownSections.includes(family));
  const rules = new Map<string, string>();
  /** The target a path gets from the deepest prefix rule above it. */
  const inherited = (path: string): string | undefined => {
    for (let at = parentOf(path); at !== '/'; at = parentOf(at)) if (rules.has(at)) return rules.get(at);
    return undefined;
  };
  const known = [...taken];
  for (const family of prefixed) {
    const target = nearest(family);
    if (inherited(family) !== target) rules.set(family, target);
    // The folders of the family that the lists name paths under, shallow first.
    const folders = new Set<string>();
    for (const path of known) {
      if (!path.startsWith(family + '/')) continue;
      for (let at = parentOf(path); at.length > family.length; at = parentOf(at)) folders.add(at);
    }
    for (const folder of [...folders].sort((a, b) => depth(a) - depth(b) || a.localeCompare(b))) {
      if (routes.some((route) => route === folder || route.startsWith(folder + '/'))) continue;
      const result = resolver.resolve(folder);
      const to = result?.kind === 'redirect' ? result.to : result?.kind === 'page' ? result.path : undefined;
      if (to && to !== inherited(folder)) rules.set(folder, to);
    }
  }
  const prefixes = [...rules]
    .map(([prefix, to]) => ({prefix, to}))
    .sort((a, b) => depth(b.prefix) - depth(a.prefix) || a.prefix.localeCompare(b.prefix));
  return {pages, server, prefixes, ownSections};
}

/** The table of this build, worked out once. */
export const redirectTable: RedirectTable = buildRedirectTable();
