/**
 * Checks src/data/daos.ts (regional DAOs and their Regional Council proposals) and the page that
 * renders it, docs/what-is-celo/joining-celo/daos.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {isSourceRef} from '@site/src/data/sources';
import {councilProposal, councilProposals, daoRegions, daos, daosIn} from '@site/src/data/daos';

const ROOT = path.resolve(__dirname, '../..');
const PAGE = path.join(ROOT, 'docs/what-is-celo/joining-celo/daos.md');
const HTTPS = /^https:\/\/[^\s/]+\.[^\s/]+(\/\S*)?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const allUrls = daos.flatMap((d) => [
  ...d.links.map((l) => ({where: `${d.name} ${l.kind} link`, url: l.url})),
  ...(d.chapters ?? []).map((c) => ({where: `${d.name} chapter ${c.name}`, url: c.url})),
  ...(d.launched ? [{where: `${d.name} launched.url`, url: d.launched.url}] : []),
]);

describe('regional DAOs', () => {
  it('has DAOs to show', () => {
    expect(daos.length).toBeGreaterThan(5);
  });

  it.each(daos.map((d) => [d.name, d] as const))('%s names valid sources', (name, dao) => {
    expect(dao.sources.length, `${name}: add at least one source`).toBeGreaterThan(0);
    for (const s of dao.sources) expect(isSourceRef(s), `${name}: "${s}" is neither owner/name[@commit]:path nor an https URL`).toBe(true);
  });

  it.each(allUrls.map((u) => [u.where, u.url] as const))('%s is an https URL (%s)', (where, url) => {
    expect(url, `${where}: use an https URL to the DAO's own channel`).toMatch(HTTPS);
  });

  it('lists each DAO once, by name and by first link', () => {
    const names = daos.map((d) => d.name.toLowerCase());
    expect(names.filter((n, i) => names.indexOf(n) !== i), 'duplicate DAO names in src/data/daos.ts').toEqual([]);
    const firsts = daos.map((d) => d.links[0].url.toLowerCase());
    expect(firsts.filter((u, i) => firsts.indexOf(u) !== i), 'two DAOs share their first link').toEqual([]);
  });

  it('does not reuse a channel across DAOs or chapters', () => {
    const urls = allUrls.filter((u) => !u.where.endsWith('launched.url')).map((u) => u.url.toLowerCase());
    expect(urls.filter((u, i) => urls.indexOf(u) !== i), 'a channel URL appears twice: check it belongs to the right DAO').toEqual([]);
  });

  it('gives each link kind a URL on the matching host', () => {
    const hosts = {X: 'x.com', Telegram: 't.me', Forum: 'forum.celo.org'} as const;
    for (const d of daos) {
      for (const l of d.links) {
        expect(new URL(l.url).hostname, `${d.name}: a ${l.kind} link should point to ${hosts[l.kind]}`).toBe(hosts[l.kind]);
      }
    }
  });

  it('puts every DAO in exactly one known region, and every region has DAOs', () => {
    for (const d of daos) expect(daoRegions, `${d.name}: region "${d.region}" is not in daoRegions`).toContain(d.region);
    const counted = daoRegions.reduce((n, r) => n + daosIn(r).length, 0);
    expect(counted).toBe(daos.length);
    for (const r of daoRegions) expect(daosIn(r).length, `no DAO in ${r}: remove the region or add its DAOs`).toBeGreaterThan(0);
  });

  it('keeps descriptions to one short sentence', () => {
    for (const d of daos) {
      if (!d.focus) continue;
      expect(d.focus.length, `${d.name}: focus is longer than 160 characters`).toBeLessThanOrEqual(160);
      expect(d.focus.trim().endsWith('.'), `${d.name}: end focus with a period`).toBe(true);
    }
  });
});

describe('Regional Council proposals', () => {
  it.each(councilProposals.map((p) => [p.cgp, p] as const))('CGP %s has dates, URLs and sources', (cgp, p) => {
    expect(p.created, `CGP ${cgp}: created must be YYYY-MM-DD`).toMatch(DAY);
    if (p.executed !== undefined) {
      expect(p.executed, `CGP ${cgp}: executed must be YYYY-MM-DD`).toMatch(DAY);
      expect(p.executed >= p.created, `CGP ${cgp}: executed before it was created`).toBe(true);
      expect(p.status, `CGP ${cgp}: only an executed proposal has an execution date`).toBe('EXECUTED');
    }
    expect(p.forumUrl).toMatch(/^https:\/\/forum\.celo\.org\/t\//);
    expect(p.url).toMatch(new RegExp(`^https://github\\.com/celo-org/governance/blob/[0-9a-f]{7,40}/CGPs/cgp-0*${cgp}\\.md$`));
    for (const s of p.sources) expect(isSourceRef(s), `CGP ${cgp}: "${s}" is not a valid source`).toBe(true);
  });

  it('links each proposal file at the commit named in its sources', () => {
    for (const p of councilProposals) {
      const commit = /blob\/([0-9a-f]+)\//.exec(p.url)![1];
      expect(p.sources.some((s) => s.includes(`@${commit}:`)), `CGP ${p.cgp}: url commit ${commit} is not one of its sources`).toBe(true);
    }
  });

  it('finds proposals by number and refuses unknown ones', () => {
    expect(councilProposal(160).cgp).toBe(160);
    expect(() => councilProposal(1)).toThrow(/no council proposal/);
  });
});

describe('the DAOs page', () => {
  const text = fs.readFileSync(PAGE, 'utf8');

  it('renders the list from src/data/daos.ts', () => {
    expect(text).toMatch(/from '@site\/src\/data\/daos'/);
  });

  it('does not retype a DAO channel by hand', () => {
    for (const u of allUrls) {
      expect(text.includes(u.url), `${path.relative(ROOT, PAGE)} types ${u.url}; render it from src/data/daos.ts`).toBe(false);
    }
  });

  it('cites every source the data uses', () => {
    const used = new Set([...daos.flatMap((d) => d.sources), ...councilProposals.flatMap((p) => p.sources)]);
    for (const s of used) expect(text.includes(s), `add "${s}" to the page's sources: front matter`).toBe(true);
  });
});
