import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {extractPage} from '../../src/plugins/local-search/indexer/extract';
import {compact, cutWords, isExcluded} from '../../src/plugins/local-search/indexer/build';
import {terms} from '../../src/plugins/local-search/engine/text';

const fixture = (name: string) =>
  readFileSync(path.join(__dirname, 'fixtures/search', name), 'utf8');
const siteTitle = 'Celo Documentation';

describe('extractPage on a doc page', () => {
  const page = extractPage(fixture('doc-page.html'), {url: '/network/mainnet', siteTitle});

  it('reads the page metadata used for contextual filtering', () => {
    expect(page).not.toBeNull();
    expect(page?.title).toBe('Mainnet');
    expect(page?.language).toBe('en');
    expect(page?.tag).toBe('docs-default-current');
  });

  it('takes lvl0 from the active level-1 sidebar category, not the version dropdown', () => {
    expect(page?.lvl0).toBe('Network');
  });

  it('cuts the page into one section per heading, with anchors', () => {
    expect(page?.sections.map((s) => [s.level, s.heading, s.anchor])).toEqual([
      [1, 'Mainnet', ''],
      [2, 'Network details', 'network-details'],
      [3, 'RPC endpoints', 'rpc-endpoints'],
      [2, 'Next steps', 'next'],
    ]);
  });

  it('keeps the text under each heading, decoded, including code', () => {
    const [intro, details, rpc, next] = page!.sections;
    expect(intro?.content).toBe(
      'Celo Mainnet is the production network. Fees can be paid in feeCurrency tokens & CELO.',
    );
    expect(details?.content).toBe('Chain ID 42220');
    expect(rpc?.content).toContain('Forno Community nodes');
    expect(rpc?.content).toContain('celocli lockedcelo:lock --from 0x471EcE3750Da237f93B8E339c536989b8978a438');
    expect(next?.content).toBe('Read about Celo Sepolia. Writing <script> in prose stays text.');
  });

  it('leaves out navigation chrome, scripts and buttons', () => {
    const all = JSON.stringify(page);
    for (const chrome of [
      'Tooling', 'Current', 'Overview', 'Home', 'On this page', 'Copy',
      'Next: Celo Sepolia', 'Footer text', 'script text', 'color:red', '\u200b',
    ]) {
      expect(all).not.toContain(chrome);
    }
  });
});

describe('extractPage on a custom page', () => {
  const page = extractPage(fixture('custom-page.html'), {url: '/showcase', siteTitle});

  it('uses <main>, the <title> without the site name, and the pages lvl0', () => {
    expect(page?.title).toBe('Showcase');
    expect(page?.lvl0).toBe('Pages');
    expect(page?.tag).toBe('default');
    expect(page?.sections[0]?.heading).toBe('Showcase');
  });

  it('separates adjacent button links and drops form controls', () => {
    expect(page?.sections[0]?.content).toBe(
      'Apps built on Celo, chosen by the community. Submit a site See tutorials',
    );
    expect(page?.sections[1]).toEqual({level: 2, heading: 'All sites', anchor: 'all-sites', content: 'Filter by tag.'});
  });
});

describe('extractPage edge cases', () => {
  it('skips noindex pages and pages with no content', () => {
    expect(
      extractPage('<html><head><meta name="robots" content="noindex"></head><main><p>x</p></main></html>', {
        url: '/x',
        siteTitle,
      }),
    ).toBeNull();
    expect(extractPage('<html><body><div>nothing</div></body></html>', {url: '/y', siteTitle})).toBeNull();
  });
});

describe('compact', () => {
  const doc = extractPage(fixture('doc-page.html'), {url: '/network/mainnet', siteTitle})!;
  const custom = extractPage(fixture('custom-page.html'), {url: '/showcase', siteTitle})!;
  const index = compact([doc, custom], {
    contentWords: 5,
    frontMatter: new Map([['/network/mainnet', {tutorial: {level: 'Beginner'}}]]),
    pageWeight: (facts) => (facts.isDoc ? 1 : 0.5),
  });

  it('stores labels and tags once and links sections to their parents', () => {
    expect(index.l0).toEqual(['Network', 'Pages']);
    expect(index.tags).toEqual([
      ['en', 'docs-default-current'],
      ['en', 'default'],
    ]);
    // url, lvl0, tags, title, weight, keywords, how-to (tutorial front matter)
    expect(index.pages[0]).toEqual(['/network/mainnet', 0, 0, 'Mainnet', 1, 'mainnet, chain id, rpc', 1]);
    // Not a docs page: the site-wide keywords are not its own; the weight rule sees isDoc.
    expect(index.pages[1]).toEqual(['/showcase', 1, 1, 'Showcase', 0.5, '', 0]);
    const rpc = index.sections.find((s) => s[3] === 'RPC endpoints')!;
    const parent = index.sections[rpc[4]]!;
    expect(parent[3]).toBe('Network details');
    expect(index.sections[parent[4]]![3]).toBe('Mainnet');
  });

  it('keeps an excerpt and the other words of a long section as distinct terms', () => {
    const intro = index.sections[0]!;
    expect(intro[5]).toBe('Celo Mainnet is the production');
    // Each other word once, in its original case, so camelCase parts can be derived again.
    expect(intro[6].split(' ')).toEqual(['network', 'Fees', 'paid', 'feeCurrency', 'tokens']);
    expect(terms(intro[6])).toEqual(expect.arrayContaining(['feecurrency', 'fee', 'currency']));
  });

  it("finds an index doc's front matter under its permalink, which ends with a slash", () => {
    const folder = extractPage(fixture('doc-page.html'), {url: '/network', siteTitle})!;
    const flagged = compact([folder], {contentWords: 5, frontMatter: new Map([['/network/', {tutorial: {level: 'Beginner'}}]])});
    expect(flagged.pages[0]![6]).toBe(1);
  });
});

describe('helpers', () => {
  it('cutWords cuts after whole words', () => {
    expect(cutWords('one two, three four', 2)).toEqual({kept: 'one two', rest: ', three four'});
    expect(cutWords('short', 5)).toEqual({kept: 'short', rest: ''});
  });

  it('isExcluded matches a route and what is below it only', () => {
    expect(isExcluded('/search', ['/search'])).toBe(true);
    expect(isExcluded('/tags/foo', ['/tags'])).toBe(true);
    expect(isExcluded('/searching', ['/search'])).toBe(false);
  });
});
