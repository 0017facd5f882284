import {describe, expect, it} from 'vitest';
import {compact} from '../../src/plugins/local-search/indexer/build';
import type {ExtractedPage} from '../../src/plugins/local-search/engine/format';
import {
  editDistance,
  highlight,
  SearchEngine,
  segmentsToHtml,
  snippet,
} from '../../src/plugins/local-search/engine/search';
import {fold, terms} from '../../src/plugins/local-search/engine/text';

function page(url: string, title: string, lvl0: string, sections: Array<[number, string, string, string]>, tag = 'docs-default-current'): ExtractedPage {
  return {
    url,
    title,
    keywords: '',
    isDoc: true,
    lvl0,
    language: 'en',
    tag,
    sections: sections.map(([level, heading, anchor, content]) => ({level, heading, anchor, content})),
  };
}

const pages: ExtractedPage[] = [
  page('/network/mainnet', 'Mainnet', 'Network', [
    [1, 'Mainnet', '', 'Celo Mainnet is the production network of Celo.'],
    [2, 'RPC endpoints', 'rpc-endpoints', 'Public RPC through Forno. The chain id is 42220.'],
  ]),
  page('/developer/fee-abstraction', 'Fee abstraction', 'Tooling', [
    [1, 'Fee abstraction', '', 'Pay gas in stablecoins by setting the feeCurrency field of a transaction.'],
    [2, 'Using viem', 'viem', 'Pass feeCurrency to sendTransaction. Mainnet is supported.'],
  ]),
  page('/cli/lockedcelo', 'lockedcelo', 'celocli', [
    [1, 'lockedcelo', '', 'Commands for Locked CELO.'],
    [2, 'celocli lockedcelo:lock', 'lock', 'Locks CELO to take part in governance and validator elections.'],
  ]),
  page('/contracts/token-contracts', 'Token contracts', 'Contracts', [
    [1, 'Token contracts', '', 'Addresses of the Celo tokens.'],
    [2, 'cUSD', 'cusd', 'cUSD on Mainnet is 0x765DE816845861e75A25fCA122bb6898B8B1282a.'],
  ]),
  page('/wallet/metamask', 'MetaMask', 'Wallets', [
    [1, 'MetaMask', '', 'Add the Celo network to MetaMask and switch to it. Café crème is not a network.'],
  ]),
  page('/network/mainnet-old', 'Mainnet (archived)', 'Network', [[1, 'Mainnet (archived)', '', 'Old.']], 'docs-default-1.0'),
];
const engine = new SearchEngine(compact(pages, {contentWords: 60}));
const urls = (query: string, options = {}) => engine.search(query, options).hits.map((h) => h.record.url);

describe('text', () => {
  it('folds case and diacritics', () => {
    expect(fold('Café CRÈME')).toBe('cafe creme');
  });

  it('keeps identifiers whole and indexes their parts', () => {
    expect(terms('feeCurrency')).toEqual(['feecurrency', 'fee', 'currency']);
    expect(terms('lockedcelo:lock')).toEqual(['lockedcelo:lock', 'lockedcelo', 'lock']);
    expect(terms('0xAbC123')).toEqual(['0xabc123']);
  });

  it('editDistance counts a transposition as one edit and stops early', () => {
    expect(editDistance('mainent', 'mainnet', 1)).toBe(1);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
    expect(editDistance('same', 'same', 0)).toBe(0);
  });
});

describe('SearchEngine ranking', () => {
  it('puts the page whose title matches first', () => {
    expect(urls('mainnet')[0]).toBe('/network/mainnet');
    expect(urls('metamask')[0]).toBe('/wallet/metamask');
  });

  it('ranks heading matches above content matches', () => {
    const hits = urls('rpc');
    expect(hits[0]).toBe('/network/mainnet#rpc-endpoints');
  });

  it('matches prefixes as the reader types', () => {
    expect(urls('metam')[0]).toBe('/wallet/metamask');
    expect(urls('fee abs')[0]).toBe('/developer/fee-abstraction');
  });

  it('tolerates typos', () => {
    expect(urls('mainent')[0]).toBe('/network/mainnet');
    expect(urls('metamsk')[0]).toBe('/wallet/metamask');
    expect(urls('abstarction')[0]).toBe('/developer/fee-abstraction');
  });

  it('folds case and diacritics in queries and text', () => {
    expect(urls('MAINNET')[0]).toBe('/network/mainnet');
    expect(urls('cafe creme')).toContain('/wallet/metamask');
    expect(urls('Mâinnet')[0]).toBe('/network/mainnet');
  });

  it('finds code identifiers and addresses', () => {
    expect(urls('feeCurrency')[0]).toMatch(/^\/developer\/fee-abstraction/);
    expect(urls('feecurrency')[0]).toMatch(/^\/developer\/fee-abstraction/);
    expect(urls('lockedcelo:lock')[0]).toBe('/cli/lockedcelo#lock');
    expect(urls('0x765DE816845861e75A25fCA122bb6898B8B1282a')[0]).toBe('/contracts/token-contracts#cusd');
    expect(urls('0x765de8')[0]).toBe('/contracts/token-contracts#cusd');
  });

  it('ignores stop words in a question but requires the rest', () => {
    expect(urls('how do I add celo to metamask')[0]).toBe('/wallet/metamask');
  });

  it('returns nothing for gibberish, symbols and empty queries', () => {
    expect(urls('qqqzzzxxx')).toEqual([]);
    expect(urls('%%% ### !!!')).toEqual([]);
    expect(urls('')).toEqual([]);
    expect(urls('\u0000\u0000')).toEqual([]);
  });

  it('survives hostile input', () => {
    expect(() => engine.search('<img src=x onerror=alert(1)>')).not.toThrow();
    expect(() => engine.search('a'.repeat(5000))).not.toThrow();
    expect(() => engine.search('🚀 שלום عربي')).not.toThrow();
  });

  it('filters by language and docs version tags', () => {
    expect(urls('mainnet', {tags: ['default', 'docs-default-current']})).not.toContain('/network/mainnet-old');
    expect(urls('archived', {tags: ['docs-default-1.0']})).toEqual(['/network/mainnet-old']);
    expect(urls('mainnet', {language: 'fr'})).toEqual([]);
  });

  it('returns one hit per URL and paginates', () => {
    const all = engine.search('celo', {limit: 100});
    expect(new Set(all.hits.map((h) => h.record.url)).size).toBe(all.hits.length);
    const first = engine.search('celo', {limit: 2});
    const second = engine.search('celo', {limit: 2, offset: 2});
    expect(first.total).toBe(all.total);
    expect(first.hits.map((h) => h.record.url)).toEqual(all.hits.slice(0, 2).map((h) => h.record.url));
    expect(second.hits.map((h) => h.record.url)).toEqual(all.hits.slice(2, 4).map((h) => h.record.url));
  });

  it('builds DocSearch-shaped records', () => {
    const hit = engine.search('rpc endpoints').hits[0]!;
    expect(hit.record).toMatchObject({
      type: 'lvl2',
      url: '/network/mainnet#rpc-endpoints',
      anchor: 'rpc-endpoints',
      hierarchy: ['Network', 'Mainnet', 'RPC endpoints', null, null, null, null],
      language: 'en',
      tag: 'docs-default-current',
    });
    const content = engine.search('forno').hits[0]!;
    expect(content.record.type).toBe('content');
    expect(content.record.content).toContain('Forno');
  });
});

describe('highlight and snippet', () => {
  const matched = new Set(['forno']);

  it('marks matched words and escapes everything else', () => {
    expect(segmentsToHtml(highlight('<b>Forno</b> & co', matched))).toBe(
      '&lt;b&gt;<mark>Forno</mark>&lt;/b&gt; &amp; co',
    );
  });

  it('cuts a window of words around the first match', () => {
    const text = 'one two three four five six seven Forno nine ten eleven twelve';
    expect(segmentsToHtml(snippet(text, matched, 4))).toBe('…six seven <mark>Forno</mark> nine…');
    expect(segmentsToHtml(snippet(text, new Set(), 3))).toBe('one two three…');
  });

  it('marks a camelCase identifier when one of its parts matched', () => {
    expect(segmentsToHtml(highlight('set feeCurrency now', new Set(['currency'])))).toBe(
      'set <mark>feeCurrency</mark> now',
    );
  });
});

describe('partial matches', () => {
  it('falls back to the records with most words only when they have at least half', () => {
    expect(urls('metamask qqzzv')[0]).toBe('/wallet/metamask');
    expect(urls('metamask qqzzv xxyyw')).toEqual([]);
  });
});

describe('headings typed in full', () => {
  it('puts a heading typed in full first, stop words included', () => {
    expect(urls('fee abstraction')[0]).toBe('/developer/fee-abstraction');
    expect(urls('Using viem')[0]).toBe('/developer/fee-abstraction#viem');
  });
});

describe('rarity', () => {
  const rare = new SearchEngine(
    compact(
      [
        page('/what-is-celo', 'What is Celo', 'Learn', [[1, 'What is Celo', '', 'Celo is a network.']]),
        page('/node', 'Node software', 'Ops', [
          [1, 'Node software', '', 'Run Celo nodes.'],
          [2, 'The set: celo-l2-node-docker-compose', 'set', 'Celo compose files.'],
        ]),
        page('/a', 'Celo A', 'Learn', [[1, 'Celo A', '', 'Celo text.']]),
        page('/b', 'Celo B', 'Learn', [[1, 'Celo B', '', 'Celo text.']]),
      ],
      {contentWords: 20},
    ),
  );

  it('does not let a prefix expansion borrow the rarity of a longer word', () => {
    expect(rare.search('celo').hits[0]?.record.url).not.toBe('/node#set');
    expect(rare.search('What is Celo?').hits[0]?.record.url).toBe('/what-is-celo');
  });
});

describe('words beyond the excerpt', () => {
  // 4 words kept as the excerpt: the rest of each section is kept as its distinct words.
  const full = compact(pages, {contentWords: 4});

  it('keeps them out of the excerpt and finds them', () => {
    expect(full.sections.some((section) => section[6] !== '')).toBe(true);
    expect(full.sections.every((section) => !/\belections\b/.test(section[5]))).toBe(true);
    const engine = new SearchEngine(full);
    // "elections" is beyond the 4 kept words of its section.
    expect(engine.search('elections').hits.length).toBeGreaterThan(0);
    expect(new SearchEngine(compact(pages, {contentWords: 400})).search('elections').hits.map((h) => h.record.url)).toEqual(
      engine.search('elections').hits.map((h) => h.record.url),
    );
  });
});
