import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {decide, entries, isNoPageYet, isRedirect, noPageYet, redirects, type NoPageYet} from '../../config/redirects';
import {headingIds, routeLists, siteRoutes} from '../../config/routes/siteRoutes';
import {NAVIGATION_DIR, loadNavigations, navPages, outOfScope, requestPath, serializeNavigation, wildcardPrefix} from '../../config/routes/navigation';
import {createResolver, exactSources, navigationUrls, problemWith, wildcardSources} from '../../config/routes/upstream';
import {redirectTable} from '../../config/routes/redirectTable';
import {legacyAnchors, legacyCliAnchor, newAnchor} from '../../src/plugins/legacy-urls/anchors';
import {anchorFor} from '../../scripts/celocli-docs/generate';
import {topics} from '../../src/data/celocli';

// Every old URL readers have must be a page of this site, a redirect to a page
// and anchor that exist, or an honest "no page yet" in config/redirects.ts with
// the issue that writes it: the paths of config/routes/*.txt, and every page
// path and in-scope redirect source of each committed navigation of the Celo
// docs (config/routes/navigation/*.json, one per docs.json commit).
const routes = siteRoutes();
const lists = routeLists();
const navigations = loadNavigations();
const resolver = createResolver(routes);

type Outcome = {kind: 'page'} | {kind: 'redirect'; to: string} | {kind: 'none'; entry: NoPageYet} | {kind: 'broken'; why: string};

/** Where an old path leads, the way the server and the redirect pages resolve it. */
function outcome(oldPath: string): Outcome {
  const result = resolver.resolve(oldPath);
  const problem = problemWith(resolver, result);
  if (problem) return {kind: 'broken', why: problem};
  if (result!.kind === 'none') return {kind: 'none', entry: result!.entry};
  return result!.kind === 'redirect' ? {kind: 'redirect', to: result!.to} : {kind: 'page'};
}

/** Counts of outcomes and the paths that do not resolve, for a list of old paths. */
function survey(paths: string[]) {
  const counts = {page: 0, redirect: 0, none: 0};
  const byIssue: Record<string, number> = {};
  const broken: string[] = [];
  for (const oldPath of paths) {
    const result = outcome(oldPath);
    if (result.kind === 'broken') broken.push(`${oldPath} ${result.why}`);
    else counts[result.kind] += 1;
    if (result.kind === 'none') byIssue[`#${result.entry.issue}`] = (byIssue[`#${result.entry.issue}`] ?? 0) + 1;
  }
  const resolved = counts.page + counts.redirect;
  const summary =
    `${resolved} resolve (${paths.length ? ((100 * resolved) / paths.length).toFixed(1) : '100.0'}%: ${counts.page} pages and ` +
    `${counts.redirect} redirects) and ${counts.none} have no page yet ${JSON.stringify(byIssue)}`;
  return {counts, broken, summary};
}

describe('old URLs (config/routes/*.txt)', () => {
  it('has the route lists in the repository', () => {
    expect(Object.keys(lists)).toEqual(['routes-2025-extra.txt', 'routes-2025.txt', 'routes-mintlify.txt']);
    expect(lists['routes-2025.txt']).toHaveLength(234);
    expect(lists['routes-mintlify.txt']!.length).toBeGreaterThan(300);
  });

  it.each(Object.keys(lists))('every path of %s resolves to a page, a redirect, or "no page yet"', (name) => {
    const {broken, summary} = survey(lists[name]!);
    console.log(`Of the ${lists[name]!.length} paths of ${name}, ${summary}`);
    expect(broken, broken.join('\n')).toEqual([]);
  });
});

// The commits of celo-org/docs whose docs.json is committed, oldest layout first (issue 37).
const COMMITS = [
  'ac2db2e2367bcde68905869add51ac8332350ea3',
  '00484a4d6c189496498974afa3594df94969477a',
  '1c5df200b1ad277ea934c5daa1ab54d63b23a9b2',
  '37bde919a46b26b03f482a0d803cb473308b092e',
  '961edefd18767940ba067f1aa1a0d3ed47b9be86',
  '80009f2f1331e6bae3bf28a0fc48eb9f4138d54a',
  'a8a725f94e8496573d462d487d6ad91017150635',
];
const label = (nav: (typeof navigations)[number]) => `${nav.commit.slice(0, 8)} (${nav.layout})`;

describe('navigations of the Celo docs (config/routes/navigation/*.json)', () => {
  it('holds one file per docs.json commit, each as scripts/routes/extract-nav.ts writes it', () => {
    expect(navigations.map((nav) => nav.commit)).toEqual(COMMITS);
    for (const nav of navigations) {
      const file = path.join(NAVIGATION_DIR, `${String(nav.sequence).padStart(2, '0')}-${nav.commit.slice(0, 8)}.json`);
      expect(fs.existsSync(file), `${file}: name a navigation file <sequence>-<commit8>.json`).toBe(true);
      expect(fs.readFileSync(file, 'utf8'), `${file} is not in the extractor's format: rewrite it with npm run routes:extract`).toBe(serializeNavigation(nav));
      expect(nav.repository).toBe('celo-org/docs');
      expect(nav.read).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(nav.layout).toBe(nav.tabs.map((tab) => tab.tab).join(' / '));
      expect(nav.outOfScope, `${file}: its out-of-scope list is stale`).toEqual(outOfScope(nav.redirects));
    }
    // The newest layout: Learn / Build / Contribute to Celo / Operate, 224 pages.
    expect(navPages(navigations.at(-1)!.tabs)).toHaveLength(224);
  });

  it.each(navigations.map((nav) => [label(nav), nav] as const))('every page URL of %s resolves', (_, nav) => {
    const urls = navigationUrls(nav);
    const {broken, summary} = survey(urls);
    console.log(`Navigation ${label(nav)}: ${navPages(nav.tabs).length} pages at ${urls.length} URLs; ${summary}`);
    expect(broken, broken.join('\n')).toEqual([]);
  });

  it.each(navigations.map((nav) => [label(nav), nav] as const))('every in-scope redirect source of %s resolves', (_, nav) => {
    const sources = exactSources(nav);
    const {broken, summary} = survey(sources);
    const families = wildcardSources(nav);
    const prefixed = families.filter((family) => !redirectTable.ownSections.includes(family));
    console.log(
      `Redirects of ${label(nav)}: ${nav.redirects.length} rules, ${nav.outOfScope.length} out of scope; ${sources.length} exact sources: ${summary}; ` +
        `${families.length} wildcard families: ${prefixed.length} prefix rules, ${families.length - prefixed.length} sections of this site`,
    );
    expect(broken, broken.join('\n')).toEqual([]);
    for (const family of families) {
      // A family becomes a prefix rule to its nearest page, or is a section of this site whose old paths resolve one by one.
      if (redirectTable.ownSections.includes(family)) continue;
      const rule = redirectTable.prefixes.find((candidate) => family === candidate.prefix || family.startsWith(candidate.prefix + '/'));
      expect(rule, `${family}/:slug* has no prefix rule`).toBeDefined();
    }
  });

  it('lists the redirect rules it leaves out, with the reason', () => {
    const out = new Map<string, string>();
    for (const nav of navigations) for (const rule of nav.outOfScope) out.set(rule.source, rule.reason);
    console.log(`Out of scope (${out.size}):\n${[...out].map(([source, reason]) => `  ${source}: ${reason}`).join('\n')}`);
    for (const reason of out.values()) expect(reason).toMatch(/another site|locale prefix/);
    // Sources with spaces and encoded brackets are matched as the server decodes them.
    expect(requestPath('/blog/2022/03/04/3%20Simple%20Steps')).toBe('/blog/2022/03/04/3 Simple Steps');
    expect(requestPath('/command-line-interface/commands/exchange%5B/TD%5D')).toBe('/command-line-interface/commands/exchange[/TD]');
    expect(requestPath('/faqs#who-are-the-founders-of-celo')).toBe('/faqs');
    expect(wildcardPrefix('/tooling/:slug*')).toBe('/tooling');
    expect(wildcardPrefix('/tooling/overview')).toBeNull();
  });

  it('resolves the page paths the issue found missing', () => {
    const expected: [string, string][] = [
      ['/learn/history', '/what-is-celo/history'],
      ['/learn/protocol/security-council', '/what-is-celo/using-celo/protocol/security-council'],
      ['/learn/protocol/governance/governable-parameters', '/what-is-celo/using-celo/protocol/governance/governable-parameters'],
      ['/build/tools/libraries-sdks/cli/account', '/cli/account'],
      ['/build/tools/libraries-sdks/viem', '/developer/viem'],
      ['/build/tools/indexers/the-graph', '/developer/indexers/the-graph'],
      ['/build/tools/contracts/core-contracts', '/contracts/core-contracts'],
      ['/build/agents/usecases', '/build/build-with-ai/usecases'],
      ['/operate/specification/eigenda', '/cel2/specification/eigenda'],
    ];
    for (const [from, to] of expected) expect(outcome(from), from).toEqual({kind: 'redirect', to});
  });
});

describe('redirect table for the hosts (config/routes/redirectTable.ts)', () => {
  it('sends every rule to a page and anchor that exist, and lists each path once', () => {
    const froms = [...redirectTable.pages, ...redirectTable.server].map((rule) => rule.from);
    expect(froms.filter((from, index) => froms.indexOf(from) !== index)).toEqual([]);
    for (const rule of [...redirectTable.pages, ...redirectTable.server, ...redirectTable.prefixes.map(({prefix, to}) => ({from: `${prefix}/*`, to}))]) {
      expect(problemWith(resolver, {kind: 'redirect', to: rule.to, via: []}), `${rule.from} -> ${rule.to}`).toBeNull();
      expect(routes.has(rule.from), `${rule.from} is a page of this site`).toBe(false);
    }
    // Redirect pages are written at clean paths only; odd sources (spaces, brackets) are host rules.
    for (const {from} of redirectTable.pages) expect(from).toMatch(/^\/[A-Za-z0-9_/.-]*[A-Za-z0-9_-]$/);
  });

  it('never lets a prefix rule cover a page of this site, and tries deeper prefixes first', () => {
    for (const {prefix} of redirectTable.prefixes) {
      const covered = [...routes.keys()].filter((route) => route.startsWith(prefix + '/'));
      expect(covered, `${prefix}/* would shadow pages`).toEqual([]);
    }
    const depths = redirectTable.prefixes.map(({prefix}) => prefix.split('/').length);
    expect([...depths].sort((a, b) => b - a)).toEqual(depths);
    console.log(
      `Host redirects: ${redirectTable.pages.length} old page URLs (a redirect page each), ${redirectTable.server.length} more exact paths, ` +
        `${redirectTable.prefixes.length} prefix rules; ${redirectTable.ownSections.length} wildcard families are sections of this site`,
    );
  });
});

describe('redirect table (config/redirects.ts)', () => {
  it('lists each old path once, as a clean absolute path', () => {
    const froms = entries.map((entry) => entry.from);
    const duplicates = froms.filter((from, index) => froms.indexOf(from) !== index);
    expect(duplicates, `listed twice: ${duplicates.join(', ')}`).toEqual([]);
    for (const {from} of entries) {
      expect(from, `${from}: write old paths as /a/b, no trailing slash, .html, query or hash`).toMatch(/^\/[A-Za-z0-9_/.-]*[A-Za-z0-9_-]$/);
      expect(from).not.toMatch(/\/\/|\.html$/);
    }
  });

  it('never shadows a real page', () => {
    const shadows = entries.filter((entry) => routes.has(entry.from)).map((entry) => entry.from);
    expect(shadows, `these old paths are pages now: remove their entries\n${shadows.join('\n')}`).toEqual([]);
  });

  it('sends every redirect to a page and anchor that exist, never to another redirect', () => {
    for (const {from, to} of redirects) {
      expect(to, `${from} -> ${to}: targets are site paths`).toMatch(/^\/[a-z0-9/-]*(#[a-z0-9-]+)?$/);
      const [target = '', anchor] = to.split('#');
      const file = routes.get(target);
      expect(file, `${from} -> ${to}: ${target} is not a page of this site`).toBeDefined();
      if (anchor) expect(headingIds(file!).has(anchor), `${from} -> ${to}: no heading or id "${anchor}" in ${file}`).toBe(true);
      expect(target).not.toBe(from);
    }
  });

  it('keeps the "no page yet" list honest', () => {
    // Aliases ("same") follow their entry, so only direct entries need a change.
    const landed = entries
      .filter(isNoPageYet)
      .map((entry) => ({entry, at: entry.planned ?? entry.from}))
      .filter(({at}) => routes.has(at))
      .map(({entry, at}) =>
        at === entry.from
          ? `${entry.from} (issue ${entry.issue}) is a page now: delete its entry`
          : `${entry.from} (issue ${entry.issue}): ${at} is a page now: replace the entry with {from: '${entry.from}', to: '${at}'}`,
      );
    expect(landed, landed.join('\n')).toEqual([]);
    for (const entry of entries.filter(isNoPageYet)) {
      expect([14, 16, 17, 18, 39], `${entry.from}: name the issue that writes the page`).toContain(entry.issue);
      expect(entry.topic.length, `${entry.from}: say what the missing page covers`).toBeGreaterThan(3);
    }
  });

  it('resolves every alias ("same") and keeps direct redirects', () => {
    for (const entry of entries) {
      const decision = decide(entry.from);
      expect(decision, `${entry.from} leads nowhere`).not.toBeNull();
    }
    expect(redirects.length + noPageYet.length).toBe(entries.length);
    expect(entries.filter(isRedirect).every((entry) => redirects.some((r) => r.from === entry.from && r.to === entry.to))).toBe(true);
  });
});

describe('old anchors (src/plugins/legacy-urls)', () => {
  it('maps old network and contracts anchors to headings that exist', () => {
    for (const [page, anchors] of Object.entries(legacyAnchors)) {
      const file = routes.get(page);
      expect(file, `${page} is not a page: update src/plugins/legacy-urls/anchors.ts`).toBeDefined();
      const ids = headingIds(file!);
      for (const [oldId, id] of Object.entries(anchors)) {
        expect(ids.has(id), `${page}#${oldId} -> #${id}: no such heading in ${file}`).toBe(true);
        expect(ids.has(oldId), `${page}#${oldId} is a heading again: remove it from the table`).toBe(false);
      }
    }
  });

  it('maps 2025 celocli anchors to the command headings of the topic pages', () => {
    // Ids from celo-org/docs:docs/cli/account.md and validator.md (2025): `celocli account:balance ARG1`.
    const cases: [string, string, string][] = [
      ['account', 'celocli-accountbalance-arg1', 'account-balance'],
      ['account', 'celocli-accountauthorize', 'account-authorize'],
      ['account', 'celocli-accountshow-arg1', 'account-show'],
      ['account', 'celocli-accountshow-claimed-accounts-arg1', 'account-show-claimed-accounts'],
      ['account', 'celocli-accountclaim-account-arg1', 'account-claim-account'],
      ['lockedcelo', 'celocli-lockedcelolock', 'lockedcelo-lock'],
    ];
    for (const [topicName, oldId, expected] of cases) {
      const topic = topics.find((t) => t.name === topicName)!;
      const commands = topic.commands.map((c) => ({id: c.id, anchor: anchorFor(c.id)}));
      expect(legacyCliAnchor(oldId, commands), oldId).toBe(expected);
      expect(newAnchor(`/cli/${topicName}`, oldId, () => commands)).toBe(expected);
      const ids = headingIds(routes.get(`/cli/${topicName}`)!);
      expect(ids.has(expected), `/cli/${topicName} has no #${expected}`).toBe(true);
    }
    expect(legacyCliAnchor('celocli-accountnot-a-command', [{id: 'account:new', anchor: 'account-new'}])).toBeUndefined();
    expect(newAnchor('/network', 'celo-alfajores-l2-testnet', () => [])).toBe('alfajores');
    expect(newAnchor('/network/', 'unknown', () => [])).toBeUndefined();
    expect(newAnchor('/developer', 'celocli-accountnew', () => [{id: 'account:new', anchor: 'account-new'}])).toBeUndefined();
  });

  it('maps the old id of every celocli command of every topic page to its own heading', () => {
    for (const topic of topics) {
      const file = routes.get(`/cli/${topic.name}`);
      if (!file) continue;
      const ids = headingIds(file);
      const commands = topic.commands.map((c) => ({id: c.id, anchor: anchorFor(c.id)}));
      for (const command of topic.commands) {
        const oldId = `celocli-${command.id.toLowerCase().replace(/[^a-z0-9_ -]/g, '')}-arg1`;
        const anchor = legacyCliAnchor(oldId, commands);
        expect(anchor, `${command.id}`).toBe(anchorFor(command.id));
        expect(ids.has(anchor!), `/cli/${topic.name} has no #${anchor}`).toBe(true);
      }
    }
  });
});
