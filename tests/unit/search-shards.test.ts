import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {SearchEngine, type SearchOptions, type SearchResult} from '../../src/plugins/local-search/engine/search';
import {decodePostings, encodePostings, type CompactIndex} from '../../src/plugins/local-search/engine/format';
import {shardIndex} from '../../src/plugins/local-search/indexer/shard';
import {compact, writeShardedIndex} from '../../src/plugins/local-search/indexer/build';
import {loadWholeIndex, openBuiltIndex} from '../../src/plugins/local-search/indexer/onDisk';
import {addShardFile, fillForQuery, type ShardFile} from '../../src/plugins/local-search/engine/parts';
import {pageWeight} from '../../config/searchRanking';

// The sharded index must rank exactly as the whole one. The corpus is 78 pages
// of this site's own index (sections cut short), the queries are every reader
// question of bench/search/questions.json (the evaluation set), the keystrokes
// that type some of them, and misspelt forms.

const corpus = JSON.parse(
  readFileSync(path.join(__dirname, 'fixtures/search/corpus.json'), 'utf8'),
) as CompactIndex;
const questions = (
  JSON.parse(readFileSync(path.join(__dirname, '../../bench/search/questions.json'), 'utf8')) as Array<{q: string}>
).map((question) => question.q);

const keystrokes = questions
  .filter((_, i) => i % 10 === 0)
  .flatMap((q) => Array.from({length: q.length}, (_, i) => q.slice(0, i + 1)));
const typos = questions
  .filter((_, i) => i % 3 === 0)
  .map((q) => q.replace(/(\w)(\w)(\w{3,})/, '$2$1$3'));
const queries = [...new Set([...questions, ...keystrokes, ...typos, 'celo', 'c', 'usdm', 'cusd', 'alfajores faucet', 'feeCurrency'])];

const whole = new SearchEngine(corpus);
// Small parts and blocks, so queries cross many of them.
const {manifest, files} = shardIndex(corpus, {blockPages: 3, partChars: 1500});
const read = (name: string): ShardFile => {
  const content = files.get(name);
  if (!content) throw new Error(`no part ${name}`);
  return JSON.parse(content) as ShardFile;
};

/**
 * The first hit for `query` from the whole of a small index, and from the same index sharded one page
 * per block with only the parts the query loads: the shape of the bound tests below.
 */
function firstHitWholeAndSharded(index: Parameters<typeof shardIndex>[0], query: string) {
  const {manifest: smallManifest, files: smallFiles} = shardIndex(index, {blockPages: 1, partChars: 1500});
  const engine = new SearchEngine(smallManifest);
  fillForQuery(engine, query, (name) => JSON.parse(smallFiles.get(name)!) as ShardFile, {limit: 1});
  return {expected: new SearchEngine(index).search(query, {limit: 1}), sharded: engine.search(query, {limit: 1})};
}

function ranked(result: SearchResult) {
  return {
    total: result.total,
    hits: result.hits.map((hit) => `${hit.record.type} ${hit.record.url} ${hit.score} ${hit.matchedWords}`),
    matched: [...result.matchedTerms].sort(),
  };
}

describe('sharded search index', () => {
  it('ranks every query as the whole index does, loading only what each query needs', () => {
    const shared = new SearchEngine(manifest);
    const differences: string[] = [];
    for (const query of queries) {
      fillForQuery(shared, query, read);
      const expected = ranked(whole.search(query, {limit: 20}));
      const got = ranked(shared.search(query, {limit: 20}));
      if (JSON.stringify(expected) !== JSON.stringify(got)) differences.push(query);
    }
    expect(differences).toEqual([]);
    expect(queries.length).toBeGreaterThan(400);
  }, 120_000);

  // An engine that starts from the manifest loads only the records whose bound
  // reaches the requested hits: a bound below a record's score (a ranking rule
  // the bounds do not allow for) shows here, with few hits requested.
  it('ranks every evaluation question as the whole index does, each from an empty engine, for 1, 5 and 20 hits', () => {
    const differences: string[] = [];
    let blocks = 0;
    for (const limit of [1, 5, 20]) {
      for (const query of questions) {
        const engine = new SearchEngine(manifest);
        blocks += fillForQuery(engine, query, read, {limit}).filter((name) => name.startsWith('r-')).length;
        if (JSON.stringify(ranked(engine.search(query, {limit}))) !== JSON.stringify(ranked(whole.search(query, {limit})))) {
          differences.push(`${limit}: ${query}`);
        }
      }
    }
    expect(differences).toEqual([]);
    expect(questions.length).toBe(207);
    // The bounds are tight enough that a question reads a few blocks, not the index.
    expect(blocks / (3 * questions.length)).toBeLessThan(manifest.blocks.length / 4);
  }, 120_000);

  // The engine works out the bonuses only of the records whose bound reaches the requested hits: a
  // bound below a record's score shows as a short page that is not the start of a long one (the long
  // page asks for more hits than the corpus has URLs, so every record is scored).
  it('ranks the first hits as they start a page that scores every record', () => {
    const differences: string[] = [];
    for (const query of queries) {
      const all = ranked(whole.search(query, {limit: 10_000}));
      for (const limit of [1, 5, 20]) {
        const got = ranked(whole.search(query, {limit}));
        const expected = {...all, hits: all.hits.slice(0, limit)};
        if (JSON.stringify(got) !== JSON.stringify(expected)) differences.push(`${query} (${limit})`);
      }
    }
    expect(differences).toEqual([]);
  }, 120_000);

  it('ranks as the whole index once every part is in, with nothing left to load', () => {
    const engine = new SearchEngine(manifest);
    for (const name of files.keys()) addShardFile(engine, name, read(name));
    for (const query of questions) {
      expect(engine.missingFiles(query)).toEqual([]);
      expect(ranked(engine.search(query, {limit: 20})), query).toEqual(ranked(whole.search(query, {limit: 20})));
    }
  });

  it('ranks as the whole index with filters and further pages of results, from an empty engine', () => {
    const tag = corpus.tags[0]![1];
    const cases: SearchOptions[] = [
      {language: 'en', tags: [tag], limit: 5},
      {offset: 20, limit: 20},
      {tags: ['no-such-tag']},
      {limit: 1},
    ];
    for (const options of cases) {
      for (const query of questions.filter((_, i) => i % 4 === 0)) {
        const engine = new SearchEngine(manifest);
        fillForQuery(engine, query, read, options);
        expect(ranked(engine.search(query, options)), `${query} ${JSON.stringify(options)}`).toEqual(
          ranked(whole.search(query, options)),
        );
      }
    }
  });

  // The engine keeps its last ranking for the loader's search after its last round: a file that
  // arrives in between, or other options, must rank again.
  it('ranks again once a file arrives, and for other options, after the same query', () => {
    const engine = new SearchEngine(manifest);
    const query = 'celo sepolia faucet';
    expect(engine.search(query).hits).toEqual([]);
    fillForQuery(engine, query, read);
    const expected = ranked(whole.search(query));
    expect(expected.hits.length).toBeGreaterThan(5);
    expect(ranked(engine.search(query))).toEqual(expected);
    expect(engine.search(query, {limit: 3}).hits).toHaveLength(3);
    expect(ranked(engine.search(query, {tags: ['no-such-tag']}))).toEqual(ranked(whole.search(query, {tags: ['no-such-tag']})));
    expect(ranked(engine.search(query))).toEqual(expected);
  });

  it('names as likely only files the query did not need, and fetching them changes no answer', () => {
    const engine = new SearchEngine(manifest);
    expect(engine.likelyFiles('celo')).toEqual([]); // its vocabulary is not in yet
    fillForQuery(engine, 'celo', read, {limit: 5});
    const likely = engine.likelyFiles('celo', {limit: 5}, 10);
    expect(likely.some((file) => file.startsWith('r-'))).toBe(true);
    expect(likely.every((file) => file.startsWith('r-'))).toBe(true); // "celo" has fewer than 64 longer words: all in
    expect(engine.missingFiles('celo', {limit: 5})).toEqual([]);
    for (const name of likely) addShardFile(engine, name, read(name));
    expect(engine.likelyFiles('celo', {limit: 5}, 10).some((file) => likely.includes(file))).toBe(false);
    for (const query of ['celo', 'celo s', 'celo sepolia']) {
      fillForQuery(engine, query, read, {limit: 5});
      expect(ranked(engine.search(query, {limit: 5})), query).toEqual(ranked(whole.search(query, {limit: 5})));
    }
    // A whole index has nothing to fetch.
    expect(whole.likelyFiles('celo')).toEqual([]);
  });

  it('names as likely the postings of the words the last word can become, when a few files hold them', () => {
    const engine = new SearchEngine(manifest);
    const loaded = new Set(fillForQuery(engine, 'co', read, {limit: 5}));
    // "co" has more than 64 longer words: the search read the postings of the first 64 only.
    const vocabulary = JSON.parse(files.get('v-63')!) as {terms: string[]; parts: number[]};
    const fileOf = (i: number) => `p-63-${vocabulary.parts.filter((start) => start <= i).length - 1}`;
    const growing = new Set(
      vocabulary.terms.flatMap((term, i) => (term.startsWith('co') ? [fileOf(i)] : [])).filter((file) => !loaded.has(file)),
    );
    expect(growing.size).toBeGreaterThan(0);
    const likely = engine.likelyFiles('co', {limit: 5});
    expect(new Set(likely.filter((file) => file.startsWith('p-')))).toEqual(growing);
    // Not once the word is complete, nor when more than 8 files would be needed.
    expect(engine.likelyFiles('co ', {limit: 5}).filter((file) => file.startsWith('p-'))).toEqual([]);
    const fine = shardIndex(corpus, {blockPages: 3, partChars: 300});
    const small = new SearchEngine(fine.manifest);
    fillForQuery(small, 'c', (name) => JSON.parse(fine.files.get(name)!) as ShardFile, {limit: 5});
    expect(small.likelyFiles('c', {limit: 5}).filter((file) => file.startsWith('p-'))).toEqual([]);
    // The next keystroke needs no postings (from 4 characters typos can be any word with its first character).
    for (const name of likely) addShardFile(engine, name, read(name));
    expect(engine.missingFiles('con', {limit: 5}).filter((file) => file.startsWith('p-'))).toEqual([]);
  });

  it('bounds the weight of a block by 1 when the query is the URL name of one of its pages only', () => {
    // The hub /cel2 (weight 0.6) is named by "cel2", the title of four notices starts with it.
    // One page per block: the hub's block has no page of weight 1.
    const doc = (url: string, title: string) => ({
      url, title, keywords: '', isDoc: true, lvl0: 'Docs', language: 'en', tag: 'docs-default-current',
      sections: [{level: 1, heading: title, anchor: '', content: 'Celo runs as an L2 on the OP Stack.'}],
    });
    const index = compact(
      [doc('/cel2', 'Celo as an Ethereum L2'), ...['a', 'b', 'c', 'd'].map((n) => doc(`/notices/${n}`, `cel2 upgrade ${n}`))],
      {contentWords: 20, pageWeight},
    );
    const {expected, sharded} = firstHitWholeAndSharded(index, 'cel2');
    expect(expected.hits[0]?.record.url).toBe('/cel2');
    expect(ranked(sharded)).toEqual(ranked(expected));
  });

  it('bounds a record not loaded by the bonus of the section the query names', () => {
    // The first page is in the section "thirdweb" (x1.5), its title longer than the others'. One page per block.
    const doc = (url: string, title: string, lvl0: string) => ({
      url, title, lvl0, keywords: '', isDoc: true, language: 'en', tag: 'docs-default-current',
      sections: [{level: 1, heading: title, anchor: '', content: 'Create an app with the SDK.'}],
    });
    const index = compact(
      [
        doc('/a/section', 'Build apps with the thirdweb SDK and its CLI', 'thirdweb'),
        ...['b', 'c', 'd', 'e'].map((n) => doc(`/deploy/x-${n}`, `thirdweb deploy ${n}`, 'Deploy contracts')),
      ],
      {contentWords: 20},
    );
    const {expected, sharded} = firstHitWholeAndSharded(index, 'thirdweb');
    expect(expected.hits[0]?.record.url).toBe('/a/section');
    expect(ranked(sharded)).toEqual(ranked(expected));
  });

  it('fetches a small part of the index for a query with a rare word', () => {
    const engine = new SearchEngine(manifest);
    const added = fillForQuery(engine, 'faucet', read);
    expect(added.length).toBeGreaterThan(0);
    expect(added.length).toBeLessThan(files.size / 4);
    expect(engine.search('faucet').hits.length).toBeGreaterThan(0);
  });

  it("reads a build's index from disk as the browser loads it (MCP server, benches)", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'search-shards-'));
    try {
      const written = await writeShardedIndex(dir, 'search-index', corpus);
      const built = openBuiltIndex(dir);
      expect(written.files).toEqual([
        'search-index/manifest.json',
        ...[...shardIndex(corpus).files.keys()].map((name) => `search-index/${built.manifest.build}/${name}.json`),
      ]);
      expect(built.parts.map((name) => `search-index/${built.manifest.build}/${name}.json`).sort()).toEqual(written.files.slice(1).sort());
      const all = loadWholeIndex(built);
      for (const query of questions.filter((_, i) => i % 5 === 0)) {
        expect(ranked(built.search(query, {limit: 5})), query).toEqual(ranked(whole.search(query, {limit: 5})));
        expect(ranked(all.search(query)), query).toEqual(ranked(whole.search(query)));
      }
      expect(() => openBuiltIndex(path.join(dir, 'nothing'))).toThrow(/No search index/);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });

  it('suggests the lvl0 labels in the order of the whole index', () => {
    expect(new SearchEngine(manifest).lvl0Labels()).toEqual(whole.lvl0Labels());
  });

  it('refuses a part of another index', () => {
    const engine = new SearchEngine(manifest);
    const other = shardIndex({...corpus, pages: corpus.pages.slice(0, 5), sections: corpus.sections.filter((s) => s[0] < 5)});
    const name = [...other.files.keys()][0]!;
    expect(() => fillForQuery(engine, 'celo', () => JSON.parse(other.files.get(name)!) as ShardFile)).toThrow();
  });

  it('encodes postings as gaps and reads them back', () => {
    const codes = [0, 1, 2, 31, 32, 33, 1000, 1_000_000, 2 ** 30];
    expect(decodePostings(encodePostings(codes))).toEqual(codes);
    expect(encodePostings([0, 1, 2, 3]).length).toBe(4);
    // Facts follow the codes of title, heading and keywords fields (low bits 0, 1 and 7).
    const facts = new Map<number, number>();
    const withFacts = [8, 9, 13, 15, 4096, 4097];
    expect(decodePostings(encodePostings(withFacts, (code) => code * 3), facts)).toEqual(withFacts);
    expect([...facts]).toEqual([[8, 24], [9, 27], [15, 45], [4096, 12288], [4097, 12291]]);
  });
});
