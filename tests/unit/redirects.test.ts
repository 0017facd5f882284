import {describe, expect, it} from 'vitest';
import {decide, entries, isNoPageYet, isRedirect, noPageYet, redirects, type NoPageYet} from '../../config/redirects';
import {cleanPath, headingIds, routeLists, siteRoutes} from '../../config/routes/siteRoutes';
import {legacyAnchors, legacyCliAnchor, newAnchor} from '../../src/plugins/legacy-urls/anchors';
import {anchorFor} from '../../src/plugins/celocli-docs/generate';
import {topics} from '../../src/data/celocli';

// Every old URL readers have (config/routes/*.txt) must be a page of this
// site, a redirect to a page and anchor that exist, or an honest "no page yet"
// in config/redirects.ts with the issue that writes it.
const routes = siteRoutes();
const lists = routeLists();

type Outcome = {kind: 'page'} | {kind: 'redirect'; to: string} | {kind: 'none'; entry: NoPageYet} | {kind: 'broken'; why: string};

/** Where an old path leads, the way the server and the redirect pages resolve it. */
function outcome(oldPath: string): Outcome {
  const clean = cleanPath(oldPath);
  for (const candidate of [oldPath, clean]) {
    const decision = decide(candidate);
    if (!decision) continue;
    if ('issue' in decision) return {kind: 'none', entry: decision};
    const [target = '', anchor] = decision.to.split('#');
    const file = routes.get(target);
    if (file === undefined) return {kind: 'broken', why: `redirects to ${decision.to}, which is not a page of this site`};
    if (anchor && !headingIds(file).has(anchor)) {
      return {kind: 'broken', why: `redirects to ${decision.to}, but ${file} has no heading or id "${anchor}"`};
    }
    return {kind: 'redirect', to: decision.to};
  }
  if (routes.has(oldPath) || routes.has(clean)) return {kind: 'page'};
  const caseless = [...routes.keys()].find((route) => route.toLowerCase() === clean.toLowerCase());
  if (caseless) return {kind: 'page'};
  return {kind: 'broken', why: 'is neither a page nor listed in config/redirects.ts (add a redirect or a "no page yet" entry)'};
}

describe('old URLs (config/routes/*.txt)', () => {
  it('has the route lists in the repository', () => {
    expect(Object.keys(lists)).toEqual(['routes-2025-extra.txt', 'routes-2025.txt', 'routes-mintlify.txt']);
    expect(lists['routes-2025.txt']).toHaveLength(234);
    expect(lists['routes-mintlify.txt']!.length).toBeGreaterThan(300);
  });

  it.each(Object.keys(lists))('every path of %s resolves to a page, a redirect, or "no page yet"', (name) => {
    const counts = {page: 0, redirect: 0, none: 0};
    const byIssue: Record<string, number> = {};
    const broken: string[] = [];
    for (const oldPath of lists[name]!) {
      const result = outcome(oldPath);
      if (result.kind === 'broken') broken.push(`${oldPath} ${result.why}`);
      else counts[result.kind] += 1;
      if (result.kind === 'none') byIssue[`#${result.entry.issue}`] = (byIssue[`#${result.entry.issue}`] ?? 0) + 1;
    }
    const total = lists[name]!.length;
    const resolved = counts.page + counts.redirect;
    console.log(
      `Of the ${total} paths of ${name}, ${resolved} resolve (${((100 * resolved) / total).toFixed(1)}%: ` +
        `${counts.page} pages and ${counts.redirect} redirects) and ${counts.none} have no page yet ${JSON.stringify(byIssue)}`,
    );
    expect(broken, broken.join('\n')).toEqual([]);
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
      expect([14, 16, 17, 18], `${entry.from}: name the issue that writes the page`).toContain(entry.issue);
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
