import {afterEach, describe, expect, it, vi} from 'vitest';
import {compact} from '../../src/plugins/local-search/indexer/build';
import {splitIndex, type ExtractedPage} from '../../src/plugins/local-search/engine/format';
import {createLocalSearchClient} from '../../src/plugins/local-search/client/docsearchClient';

// The Algolia-shaped client over the two index files: common queries answer
// from the first file at once; a query that finds too little there waits for
// the second file; a second file that fails to load never blocks an answer.

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
      // Enough sections about unlocking that the first file alone answers "unlock".
      ...[1, 2, 3, 4, 5, 6].map((n) => ({level: 2, heading: `unlock step ${n}`, anchor: `unlock-${n}`, content: `Unlock CELO, step ${n} of the guide.`})),
    ],
  },
];
const {head, terms} = splitIndex(compact(pages, {contentWords: 4}));

let version = 0;
function setup(termsResponse: () => Promise<Response>) {
  version += 1;
  const fetchMock = vi.fn((url: string) =>
    url.startsWith('/search-index.json') ? Promise.resolve(new Response(JSON.stringify(head))) : termsResponse(),
  );
  vi.stubGlobal('fetch', fetchMock);
  const client = createLocalSearchClient(`/search-index.json?v=${version}`, `/search-terms.json?v=${version}`);
  const search = async (query: string) => {
    const {results} = (await client.search({requests: [{indexName: 'local', query}]})) as {results: Array<{nbHits: number}>};
    return results[0]!.nbHits;
  };
  return {search, fetchMock};
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('local search client over two index files', () => {
  it('answers a query the first file covers without waiting for the second', async () => {
    const {search} = setup(() => new Promise<Response>(() => undefined)); // the terms never arrive
    // Waiting for the terms would take the client's whole 4 s patience.
    const waited = new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 1000));
    const hits = await Promise.race([search('unlock'), waited]);
    expect(hits).not.toBe('waited');
    expect(hits).toBeGreaterThanOrEqual(5);
  });

  it('waits for the second file when the first finds too little, then answers with it', async () => {
    let deliver: (response: Response) => void = () => undefined;
    const {search} = setup(() => new Promise<Response>((resolve) => (deliver = resolve)));
    const answer = search('elections');
    await new Promise((resolve) => setTimeout(resolve, 20));
    deliver(new Response(JSON.stringify(terms)));
    expect(await answer).toBeGreaterThan(0);
  });

  it('answers from the first file when the second cannot be loaded', async () => {
    const {search, fetchMock} = setup(() => Promise.resolve(new Response('', {status: 503})));
    expect(await search('elections')).toBe(0);
    // The next search tries the second file again.
    await search('elections');
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/search-terms.json')).length).toBeGreaterThan(1);
  });
});
