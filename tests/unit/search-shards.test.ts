import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {SearchEngine, type SearchOptions, type SearchResult} from '../../src/plugins/local-search/engine/search';
import {decodePostings, encodePostings, type CompactIndex} from '../../src/plugins/local-search/engine/format';
import {fillForQuery, shardIndex, type ShardFile} from '../../src/plugins/local-search/indexer/shard';

// The sharded index must rank exactly as the whole one. The corpus is 78 pages
// of this site's own index (sections cut short), the queries are the reader
// questions of bench/search/questions.json, the keystrokes that type some of
// them, and misspelt forms.

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
  }, 60_000);

  it('fetches a small part of the index for a query with a rare word', () => {
    const engine = new SearchEngine(manifest);
    const added = fillForQuery(engine, 'faucet', read);
    expect(added.length).toBeGreaterThan(0);
    expect(added.length).toBeLessThan(files.size / 4);
    expect(engine.search('faucet').hits.length).toBeGreaterThan(0);
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
    // Heading facts follow the codes of title and heading fields (low bits 0 and 1).
    const facts = new Map<number, number>();
    const withFacts = [8, 9, 13, 4096, 4097];
    expect(decodePostings(encodePostings(withFacts, (code) => code * 3), facts)).toEqual(withFacts);
    expect([...facts]).toEqual([[8, 24], [9, 27], [4096, 12288], [4097, 12291]]);
  });
});
