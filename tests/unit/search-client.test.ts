import {afterEach, describe, expect, it, vi} from 'vitest';
import {compact} from '../../src/plugins/local-search/indexer/build';
import type {ExtractedPage} from '../../src/plugins/local-search/engine/format';
import {shardIndex} from '../../src/plugins/local-search/indexer/shard';
import {createLocalSearchClient} from '../../src/plugins/local-search/client/docsearchClient';

// The Algolia-shaped client over the sharded index: a query fetches the
// manifest and the parts it needs only; a part that fails to load gives the
// error answer, and the next search fetches it again.

const pages: ExtractedPage[] = [
  {
    url: '/cli/lockedcelo',
    title: 'lockedcelo',
    keywords: '',
    isDoc: true,
    lvl0: 'celocli',
    language: 'en',
    tag: 'docs-default-current',
    sections: [
      {level: 1, heading: 'lockedcelo', anchor: '', content: 'Commands for Locked CELO on the Celo network.'},
      {level: 2, heading: 'lock', anchor: 'lock', content: 'Locks CELO to take part in governance and validator elections.'},
      ...[1, 2, 3, 4, 5, 6].map((n) => ({level: 2, heading: `unlock step ${n}`, anchor: `unlock-${n}`, content: `Unlock CELO, step ${n} of the guide.`})),
    ],
  },
];
const {manifest, files} = shardIndex(compact(pages, {contentWords: 4}), {blockPages: 1, partChars: 50});

let version = 0;
function setup(failing: (name: string) => boolean = () => false) {
  version += 1;
  const fetchMock = vi.fn((url: string) => {
    const {pathname} = new URL(url, 'http://localhost');
    if (pathname === '/search-index/manifest.json') return Promise.resolve(new Response(JSON.stringify(manifest)));
    const name = pathname.replace(`/search-index/${manifest.build}/`, '').replace(/\.json$/, '');
    const content = files.get(name);
    if (!content || failing(name)) return Promise.resolve(new Response('', {status: 503}));
    return Promise.resolve(new Response(content));
  });
  vi.stubGlobal('fetch', fetchMock);
  const onError = vi.fn();
  const client = createLocalSearchClient(`/search-index/manifest.json?v=${version}`, {onError});
  const search = async (query: string) => {
    const {results} = (await client.search({requests: [{indexName: 'local', query}]})) as {results: Array<{nbHits: number}>};
    return results[0]!.nbHits;
  };
  const fetched = () => fetchMock.mock.calls.map(([url]) => String(url));
  return {search, fetched, onError};
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('local search client over the sharded index', () => {
  it('answers with the manifest and the parts the query needs, each with the build version', async () => {
    const {search, fetched} = setup();
    expect(await search('elections')).toBeGreaterThan(0);
    const urls = fetched();
    expect(urls[0]).toBe(`/search-index/manifest.json?v=${version}`);
    expect(urls.every((url) => url.endsWith(`.json?v=${version}`))).toBe(true);
    expect(urls.some((url) => url.includes('/v-'))).toBe(true);
    expect(urls.some((url) => url.includes('/p-'))).toBe(true);
    expect(urls.length).toBeLessThan(files.size + 1);
    // The same query again needs nothing new.
    const before = urls.length;
    expect(await search('elections')).toBeGreaterThan(0);
    expect(fetched().length).toBe(before);
  });

  it('once the results are shown, fetches in idle time the files a longer query may need, unless the reader typed on or saves data', async () => {
    const guides: ExtractedPage[] = Array.from({length: 12}, (_, n) => ({
      url: `/guide/wallet-${n}`,
      // Two pages name wallets in their title; the others only mention them.
      title: n < 2 ? `Wallet guide ${n}` : `Network guide ${n}`,
      keywords: '',
      isDoc: true,
      lvl0: 'Guides',
      language: 'en',
      tag: 'docs-default-current',
      sections: [{level: 1, heading: n < 2 ? `Wallet guide ${n}` : `Network guide ${n}`, anchor: '', content: `Connect wallet number ${n} to the Celo network.`}],
    }));
    const sharded = shardIndex(compact(guides, {contentWords: 8}), {blockPages: 1, partChars: 200});
    const fetchMock = vi.fn((url: string) => {
      const {pathname} = new URL(url, 'http://localhost');
      if (pathname === '/guides/manifest.json') return Promise.resolve(new Response(JSON.stringify(sharded.manifest)));
      const content = sharded.files.get(pathname.replace(`/guides/${sharded.manifest.build}/`, '').replace(/\.json$/, ''));
      return Promise.resolve(content ? new Response(content) : new Response('', {status: 404}));
    });
    vi.stubGlobal('fetch', fetchMock);
    const idle: Array<() => void> = [];
    vi.stubGlobal('window', {requestIdleCallback: (work: () => void) => idle.push(work), cancelIdleCallback: () => undefined});
    const blocks = () => fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/r-'));
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    const client = createLocalSearchClient('/guides/manifest.json');
    const search = (query: string) => client.search({requests: [{indexName: 'local', query, hitsPerPage: 2}]});

    await search('wallet');
    const needed = blocks().length;
    expect(needed).toBeGreaterThan(0);
    expect(needed).toBeLessThan(12);
    expect(idle).toHaveLength(1);
    idle[0]!();
    await settle();
    expect(blocks().length).toBeGreaterThan(needed);
    expect(new Set(blocks()).size).toBe(blocks().length);

    // A search that a newer one replaced before the idle period prefetches nothing (a new engine:
    // another manifest URL).
    const fresh = createLocalSearchClient('/guides/manifest.json?again');
    idle.length = 0;
    await fresh.search({requests: [{indexName: 'local', query: 'wallet', hitsPerPage: 2}]});
    await fresh.search({requests: [{indexName: 'local', query: 'wallet guide', hitsPerPage: 2}]});
    const before = blocks().length;
    idle[0]!();
    await settle();
    expect(blocks().length).toBe(before);
    idle[1]!();
    await settle();
    expect(blocks().length).toBeGreaterThan(before);

    // Nothing is fetched ahead for a reader who asked the browser to save data.
    vi.stubGlobal('navigator', {connection: {saveData: true}});
    const saving = createLocalSearchClient('/guides/manifest.json?save');
    idle.length = 0;
    await saving.search({requests: [{indexName: 'local', query: 'wallet', hitsPerPage: 2}]});
    const beforeSaving = fetchMock.mock.calls.length;
    idle[0]!();
    await settle();
    expect(fetchMock.mock.calls.length).toBe(beforeSaving);
  });

  it('reports a part that cannot be loaded, and fetches it again on the next search', async () => {
    let broken = true;
    const {search, fetched, onError} = setup((name) => broken && name.startsWith('p-'));
    expect(await search('unlock')).toBe(0);
    expect(onError).toHaveBeenCalledTimes(1);
    broken = false;
    expect(await search('unlock')).toBeGreaterThanOrEqual(5);
    const postings = fetched().filter((url) => url.includes('/p-'));
    expect(new Set(postings).size).toBeLessThan(postings.length);
  });
});
