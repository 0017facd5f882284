/**
 * What a new navigation of the Celo docs (a `docs.json`) leaves unresolved on this site: the
 * library behind `npm run routes:check` (./check.ts), tested in tests/unit/routes-check.test.ts.
 *
 * The new file is read as the newest navigation, after the committed ones
 * (config/routes/navigation/), so its own redirect rules count: a page it moved with a rule, or
 * with a wildcard family, follows the rule to this site.
 */
import {extractNavigation, navPages, navUrls, outOfScope, redirectScope, requestPath, wildcardPrefix, loadNavigations, type Navigation, type OutOfScope} from '../../config/routes/navigation';
import {createResolver, problemWith, upstreamData, type Resolution} from '../../config/routes/upstream';
import {siteRoutes} from '../../config/routes/siteRoutes';

export interface Unresolved {
  path: string;
  problem: string;
}

export interface NavigationReport {
  pages: {total: number; page: number; redirect: number; none: number; unresolved: Unresolved[]};
  sources: {total: number; page: number; redirect: number; none: number; unresolved: Unresolved[]};
  /** Wildcard families of the new file that no committed navigation has. */
  newFamilies: string[];
  outOfScope: OutOfScope[];
}

type Counts = NavigationReport['pages'];

function tally(paths: string[], resolve: (path: string) => Resolution | null, problem: (result: Resolution | null) => string | null): Counts {
  const counts: Counts = {total: paths.length, page: 0, redirect: 0, none: 0, unresolved: []};
  for (const path of paths) {
    const result = resolve(path);
    const wrong = problem(result);
    if (wrong) counts.unresolved.push({path, problem: wrong});
    else counts[result!.kind] += 1;
  }
  return counts;
}

export function checkNavigation(docsJson: unknown, committed: Navigation[] = loadNavigations(), routes = siteRoutes()): NavigationReport {
  const {tabs, redirects} = extractNavigation(docsJson);
  const candidate: Navigation = {
    repository: 'celo-org/docs',
    commit: 'candidate',
    file: 'docs.json',
    read: '',
    sequence: Math.max(0, ...committed.map((nav) => nav.sequence)) + 1,
    layout: tabs.map((tab) => tab.tab).join(' / '),
    tabs,
    redirects,
    outOfScope: outOfScope(redirects),
  };
  const resolver = createResolver(routes, upstreamData([...committed, candidate]));
  const problem = (result: Resolution | null) => problemWith(resolver, result);
  const pageUrls = [...new Set(navPages(tabs).flatMap(navUrls))];
  const sources = [
    ...new Set(redirects.filter((rule) => redirectScope(rule).inScope && !wildcardPrefix(rule.source)).map((rule) => requestPath(rule.source))),
  ];
  const knownFamilies = new Set(committed.flatMap((nav) => nav.redirects.map((rule) => wildcardPrefix(rule.source)).filter(Boolean)));
  const newFamilies = [
    ...new Set(redirects.filter((rule) => redirectScope(rule).inScope).flatMap((rule) => {
      const prefix = wildcardPrefix(rule.source);
      return prefix && !knownFamilies.has(prefix) ? [prefix] : [];
    })),
  ];
  return {
    pages: tally(pageUrls, resolver.resolve, problem),
    sources: tally(sources, resolver.resolve, problem),
    newFamilies,
    outOfScope: candidate.outOfScope,
  };
}

/** The report as the lines `npm run routes:check` prints. */
export function formatReport(report: NavigationReport): string[] {
  const line = (what: string, counts: Counts) =>
    `${counts.total} ${what}: ${counts.page} pages, ${counts.redirect} redirects, ${counts.none} "no page yet", ${counts.unresolved.length} unresolved`;
  const lines = [line('page URLs of the navigation', report.pages), line('sources of its redirect rules in scope', report.sources)];
  if (report.newFamilies.length) lines.push(`New wildcard families (a prefix rule each, to the nearest page): ${report.newFamilies.join(', ')}`);
  if (report.outOfScope.length) lines.push(`${report.outOfScope.length} redirect rules out of scope (not answered here):`, ...report.outOfScope.map((rule) => `  ${rule.source}: ${rule.reason}`));
  const unresolved = [...report.pages.unresolved, ...report.sources.unresolved];
  if (unresolved.length) {
    lines.push('Not resolved yet (add an entry to config/redirects.ts: to(), same() or none()):', ...unresolved.map(({path, problem}) => `  ${path} ${problem}`));
  } else {
    lines.push('Every page URL and in-scope redirect source resolves.');
  }
  return lines;
}
