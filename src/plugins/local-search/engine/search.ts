/**
 * The search engine run in the browser on the compact index: an inverted index
 * of folded terms built once when the index loads, then, per query, exact,
 * prefix and typo-tolerant term matching with field weights that put title and
 * heading matches before content matches. Pure and synchronous, so unit tests
 * and the bench call it directly.
 */
import {ENDS_IN_WORD, fold, partsOf, terms, words, WORD} from './text';
import {ENGLISH, languageOf, type Language} from './language';
import {SYNONYMS} from './synonyms';
import {selectTop} from './selectTop';
import {
  decodePostings,
  INDEX_FORMAT,
  packHeadingFacts,
  packUrlFacts,
  unpackHeadingFacts,
  unpackUrlFacts,
  type CompactIndex,
  type PostingsShard,
  type RecordBlock,
  type SectionTuple,
  type ShardManifest,
  type VocabularyShard,
} from './format';

export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

/** A DocSearch-shaped record (without highlight data). */
export interface SearchRecord {
  id: number;
  type: RecordType;
  url: string;
  anchor: string | null;
  /** lvl0..lvl6; null below the record's own level. */
  hierarchy: [string, string, ...(string | null)[]];
  content: string | null;
  language: string;
  tag: string;
  /** Index of the section the record belongs to. */
  section: number;
}

export interface SearchFilters {
  /** Only records of this language (the site locale). */
  language?: string;
  /** Only records whose docusaurus tag is one of these. */
  tags?: readonly string[];
}

export interface SearchHit {
  record: SearchRecord;
  score: number;
  /** How many of the query's required words the record matched. */
  matchedWords: number;
}

export interface SearchResult {
  hits: SearchHit[];
  /** Number of hits before pagination. */
  total: number;
  /** Folded index terms the query matched, for highlighting. */
  matchedTerms: ReadonlySet<string>;
  /** Folded query words that were required. */
  queryWords: string[];
}

export interface SearchOptions extends SearchFilters {
  offset?: number;
  limit?: number;
}

/** Fields a term can be found in; the weight says how much a match there counts. */
const enum Field {
  Title = 0, // the page title, on the page's own lvl1 record
  Heading = 1, // the record's own heading (lvl2..lvl6)
  PageTitle = 2, // the page title on a sub-heading or content record
  Ancestors = 3, // headings above the record
  Lvl0 = 4,
  Content = 5,
  Extra = 6, // words of a long section beyond its excerpt
  Keywords = 7, // the page's front matter keywords, on its lvl1 record
}
const FIELD_WEIGHT: Record<Field, number> = {
  [Field.Title]: 10,
  [Field.Heading]: 8,
  [Field.PageTitle]: 5,
  [Field.Ancestors]: 4,
  [Field.Lvl0]: 1,
  [Field.Content]: 3,
  [Field.Extra]: 1,
  [Field.Keywords]: 8,
};
const FIELD_BITS = 3;

const EXACT = 1;
const PREFIX_LAST = 0.9;
const PREFIX = 0.75;
const ONE_TYPO = 0.6;
const TWO_TYPOS = 0.4;
const PREFIX_TYPO = 0.5;
/** Another form of the word ("staking" for "stake"). */
const SAME_STEM = 0.85;
/** A synonym (./synonyms.ts) counts a little less than the reader's own word. */
const SYNONYM = 0.9;
/** A how-to page's score for a task question ("how do I ...", "how to ..."). */
const HOW_TO_BOOST = 2;
/** A page title equal to the whole query; a sub-heading equal to it. */
const EXACT_TITLE = 2;
const EXACT_HEADING = 1.2;
/** Most a page title, a sub-heading gains when the query's words are all its words. */
const TITLE_COVERAGE = 0.5;
const HEADING_COVERAGE = 0.25;
/** Most a heading gains when its words are the query's words in the query's order. */
const PHRASE = 0.8;
/**
 * Rarity under which a word is on nearly every page: about nine pages of ten
 * of a large index (BM25's rarity keeps it above this on a few pages). Such
 * a word, the site's name, names nothing with its neighbour: "Staking on
 * Celo" is no closer to "stake my CELO" than "Lock CELO and vote".
 */
const EVERYWHERE = 0.1;
/** Most a page gains when its URL's last segment is the query's words. */
const SLUG_COVERAGE = 0.5;
/**
 * A page in the sidebar section the query names: the section's pages are
 * about it ("thirdweb" finds the thirdweb section before "Deploy with
 * thirdweb" in "Deploy contracts"), as much as a URL that is the query.
 */
const SECTION_NAMED = 1 + SLUG_COVERAGE;
/**
 * Share of a word's best match elsewhere on the same page that a record
 * borrows: a section of a page about the query's other words beats a
 * section of an unrelated page with the same words.
 */
const SAME_PAGE = 0.3;

/** Folded words of a heading that are not stop words. */
function meaningfulWords(text: string, stopWords: ReadonlySet<string>): ReadonlySet<string> {
  return new Set(words(text).map((w) => w.term).filter((term) => !stopWords.has(term)));
}

/** Longest query the engine reads, and most words it considers. */
export const MAX_QUERY_CHARS = 512;
export const MAX_QUERY_WORDS = 10;
const MAX_EXPANSIONS = 64;
/**
 * Most postings files fetched ahead for the words a query's last word can become (likelyFiles):
 * at 2,000 pages, 8 files spare 14 of 119 benchmark keystrokes a round, for 344 KB gzip over
 * the 119; 4 spare 7 for 141 KB.
 */
const PREFIX_FILES = 8;

/** Bounded Damerau-Levenshtein distance: returns max + 1 once it is exceeded. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const n = b.length;
  let prev2 = new Array<number>(n + 1).fill(0);
  let prev = Array.from({length: n + 1}, (_, j) => j);
  let row = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    row[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j += 1) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      ) {
        value = Math.min(value, prev2[j - 2]! + 1);
      }
      row[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, row] = [prev, row, prev2];
  }
  return prev[n]!;
}

/** What the title or heading matches of a record not loaded yet tell (sharded index). */
interface HeadingMatch {
  /** A page title (lvl1), else a sub-heading. */
  title: boolean;
  /** Bit i: query word i is one of the heading's meaningful words. */
  covered: number;
  meaningful: number;
  words: number;
}

/** What the keywords matches of a page's lvl1 record tell about its URL (sharded index). */
interface UrlMatch {
  /** Bit i: query word i is one of the words that name the page in its URL. */
  covered: number;
  /** How many words name the page in its URL. */
  words: number;
}

/** A query's result, and the records not loaded yet that could be among its hits (see SearchEngine.rank). */
interface Ranking {
  result: SearchResult;
  needed: number[];
  /** Records not loaded yet that can still compete (enough query words), with the most they can score. */
  pending: ReadonlyArray<{recordId: number; bound: number}>;
}

/** A loaded record's score while a query is ranked (a SearchHit once it is among the hits). */
interface Scored {
  recordId: number;
  score: number;
  matchedWords: number;
}

/** The URL words of a page that a query names: which query words do, and which words. */
interface UrlNames {
  covered: number;
  terms: Set<string>;
  /** How many words name the page in its URL. */
  words: number;
}

interface QueryWord {
  term: string;
  candidates: Map<string, number>;
}

/**
 * How well a query word names an index term, for the phrase and URL bonuses:
 * its form, a synonym or a prefix do; a typo only when the word itself is in
 * no page (a typo of "usdm" is not `/build/stablecoins/usdt-and-usat`).
 */
function names(word: QueryWord, term: string, known: (term: string) => boolean): boolean {
  const quality = word.candidates.get(term) ?? 0;
  return quality >= PREFIX || (quality >= ONE_TYPO && !known(word.term));
}

export class SearchEngine {
  /** The index's language (its `lang`): stemming, stop words, task and past questions. */
  readonly language: Language;
  readonly records: SearchRecord[] = [];
  private readonly postings = new Map<string, number[]>();
  private vocabulary: string[];
  /** Folded text of each record's own heading, for the exact-heading bonus. */
  private readonly foldedHeading: string[] = [];
  private readonly candidateCache = new Map<string, Map<string, number>>();
  /** Index terms by stem, built on first use after the vocabulary changes. */
  private stems: Map<string, string[]> | null = null;
  /** Per term: how many pages have it, and the last page counted. */
  private readonly pageFrequency = new Map<string, [count: number, lastPage: number]>();
  private pageCount = 0;
  /** Page of each record, for the page frequencies. */
  private readonly recordPage: number[] = [];
  /** Rank weight of each page (PageTuple). */
  private readonly pageWeight: number[] = [];
  /** Pages that are how-tos (PageTuple). */
  private readonly pageHowTo: boolean[] = [];
  /** Meaningful folded words of each record's own heading, in order, for the phrase bonus. */
  private readonly headingTerms: string[][] = [];
  /** Meaningful folded words of each page's URL slug (slugWords). */
  private readonly pageSlugWords: Array<ReadonlySet<string>> = [];
  /** Meaningful folded words of each record's own heading (title for lvl1), for coverage. */
  private readonly headingWords: Array<ReadonlySet<string> | undefined> = [];

  /** Hierarchy of each section (by section index), for the sections below it. */
  private readonly hierarchies: Array<SearchRecord['hierarchy']> = [];
  /** Sharded index only: the postings file of each known term, and the files already in. */
  private readonly postingsFileOf = new Map<string, string>();
  private readonly loadedFiles = new Set<string>();
  /** Sharded index only: the manifest, null for an engine built from a whole index. */
  readonly manifest: ShardManifest | null = null;
  /** Sharded index: per term, the facts of its title, heading and keywords matches (by record code). */
  private readonly matchFacts = new Map<string, Map<number, number>>();
  /** Sections whose URL an earlier section has, and that section (the manifest's list for a sharded index). */
  private readonly aliases = new Map<number, number>();
  /** Whole index only: the first section of each URL, for `aliases`. */
  private readonly firstSectionOfUrl = new Map<string, number>();
  /** Per record: the rank of its level (lvl1..lvl6 1..6, content 7), the order of equal scores. */
  private readonly recordLevel: Uint8Array;
  /** Per record: its lvl0 label's index in `labels`. */
  private readonly recordLabel: Int32Array;
  /** Per record: its tag set's index in the index's `tags` (a sharded index: the block's, until it loads). */
  private readonly recordTags: Int32Array;
  /**
   * Per record, while rank() runs: 1 + its place in the scores of the query (0: no match yet).
   * Kept between queries and cleared after each, so a keystroke allocates no per-record table.
   */
  private readonly slotOf: Int32Array;
  /**
   * Per URL key (a section), while rank() runs: the stamp of the query that counted it, so the
   * distinct URLs of tens of thousands of records are counted without a set.
   */
  private readonly urlStamp: Int32Array;
  private stamp = 0;
  /** The highest page weight of the pages in (for the bound of a record's bonuses in rank()). */
  private highestPageWeight = 0;
  /** The last query ranked, its options and the number of files in then, and its ranking (see rank()). */
  private lastRanking: {key: string; files: number; ranking: Ranking} | null = null;
  /** The lvl0 labels (the index's `l0`). */
  private readonly labels: readonly string[];
  /** The language and docusaurus tag sets (the index's `tags`). */
  private readonly tagSets: ReadonlyArray<readonly [string, string]>;
  /** Sharded index only: the block of each section (`blockOf`), made on first use. */
  private sectionBlock: Int32Array | null = null;

  /** A whole index (tests, the indexer), or a sharded index's manifest (the browser, tools). */
  constructor(index: CompactIndex | ShardManifest) {
    this.language = languageOf(index.lang);
    // The per-record, per-section and per-page lists get their length now: a sharded index fills
    // them in the order its blocks arrive, and V8 keeps a list written out of order, with gaps, as
    // a hash table, where every read on a keystroke costs a lookup (bench/scale: a third of it).
    const sections = 'shards' in index ? index.sections : index.sections.length;
    const pages = 'shards' in index ? index.pageCount : index.pages.length;
    for (const list of [this.records, this.foldedHeading, this.recordPage, this.headingTerms, this.headingWords]) {
      reserve(list, 2 * sections);
    }
    this.recordLevel = new Uint8Array(2 * sections);
    this.recordLabel = new Int32Array(2 * sections);
    this.recordTags = new Int32Array(2 * sections).fill(-1);
    this.slotOf = new Int32Array(2 * sections);
    this.urlStamp = new Int32Array(sections);
    reserve(this.hierarchies, sections);
    for (const list of [this.pageWeight, this.pageHowTo, this.pageSlugWords]) reserve(list, pages);
    if ('shards' in index) {
      // A sharded index: the data arrives by parts (see addVocabulary, addPostings, addRecords).
      this.manifest = index;
      for (const [section, first] of index.aliases) this.aliases.set(section, first);
      this.labels = index.l0;
      this.tagSets = index.tags;
      this.pageCount = index.pageCount;
      this.vocabulary = [];
      return;
    }
    this.labels = index.l0;
    this.tagSets = index.tags;
    index.sections.forEach((section, sectionIndex) => this.addSection(index, section, sectionIndex, true));
    this.vocabulary = [...this.postings.keys()].sort();
    this.termCache.clear();
  }

  /**
   * Makes the records of one section (its heading record, and its content
   * record when it has text); with `indexTerms`, also adds their words to the
   * postings.
   */
  private addSection(
    index: Pick<CompactIndex, 'l0' | 'tags'> & {pages: ArrayLike<CompactIndex['pages'][number] | undefined>},
    section: SectionTuple,
    sectionIndex: number,
    indexTerms: boolean,
  ): void {
    // Record ids: the section's number twice, plus one for its content record.
    const firstRecord = sectionIndex * 2;
    const [pageIndex, anchor, level, heading, parent, content, extra] = section;
    const page = index.pages[pageIndex];
    if (!page) return;
    const [url, lvl0Index, tagIndex, title, weight, keywords, howTo] = page;
    this.pageWeight[pageIndex] = typeof weight === 'number' && weight > 0 ? weight : 1;
    this.highestPageWeight = Math.max(this.highestPageWeight, this.pageWeight[pageIndex]);
    this.pageHowTo[pageIndex] = howTo === 1;
    this.pageSlugWords[pageIndex] ??= slugWords(url, this.language.stopWords);
    const lvl0 = index.l0[lvl0Index] ?? '';
    const [language, tag] = index.tags[tagIndex] ?? ['', ''];
    const parentHierarchy = parent >= 0 ? this.hierarchies[parent] : undefined;
    const hierarchy: SearchRecord['hierarchy'] = parentHierarchy
      ? [...parentHierarchy]
      : [lvl0, title, null, null, null, null, null];
    hierarchy[0] = lvl0;
    hierarchy[1] = title;
    if (level >= 2) {
      hierarchy[level] = heading;
      for (let lower = level + 1; lower <= 6; lower += 1) hierarchy[lower] = null;
    }
    this.hierarchies[sectionIndex] = hierarchy;
    if (indexTerms) this.pageCount = Math.max(this.pageCount, pageIndex + 1);
    const fullUrl = anchor ? `${url}#${anchor}` : url;
    if (indexTerms) {
      const first = this.firstSectionOfUrl.get(fullUrl);
      if (first === undefined) this.firstSectionOfUrl.set(fullUrl, sectionIndex);
      else this.aliases.set(sectionIndex, first);
    }
    const base = {url: fullUrl, anchor: anchor || null, hierarchy, language, tag, section: sectionIndex};
    const ancestors = hierarchy.slice(2, level).filter((h): h is string => Boolean(h)).join(' ');

    // The heading record.
    const headingRecord: SearchRecord = {
      ...base,
      id: firstRecord,
      type: `lvl${Math.min(Math.max(level, 1), 6)}` as RecordType,
      content: level === 1 && content ? content : null,
    };
    this.records[headingRecord.id] = headingRecord;
    this.recordPage[headingRecord.id] = pageIndex;
    this.recordLevel[headingRecord.id] = levelRank(headingRecord.type);
    this.recordLabel[headingRecord.id] = lvl0Index;
    this.recordTags[headingRecord.id] = tagIndex;
    this.foldedHeading[headingRecord.id] = fold(level === 1 ? title : heading);
    this.headingWords[headingRecord.id] = meaningfulWords(level === 1 ? title : heading, this.language.stopWords);
    this.headingTerms[headingRecord.id] = words(level === 1 ? title : heading)
      .map((w) => w.term)
      .filter((term) => !this.language.stopWords.has(term));
    if (indexTerms) {
      if (level === 1) {
        this.add(headingRecord.id, Field.Title, title);
        if (keywords) this.add(headingRecord.id, Field.Keywords, keywords);
        // The URL names the page too ("/developer/oracles/redstone").
        this.add(headingRecord.id, Field.Keywords, [...this.pageSlugWords[pageIndex]!].join(' '));
      } else {
        this.add(headingRecord.id, Field.Heading, heading);
        this.add(headingRecord.id, Field.PageTitle, title);
      }
      this.add(headingRecord.id, Field.Ancestors, ancestors);
      this.add(headingRecord.id, Field.Lvl0, lvl0);
    }

    // The content record, when the section has text.
    if (!content && !extra) return;
    const contentRecord: SearchRecord = {...base, id: firstRecord + 1, type: 'content', content};
    this.records[contentRecord.id] = contentRecord;
    this.recordPage[contentRecord.id] = pageIndex;
    this.recordLevel[contentRecord.id] = levelRank('content');
    this.recordLabel[contentRecord.id] = lvl0Index;
    this.recordTags[contentRecord.id] = tagIndex;
    this.foldedHeading[contentRecord.id] = '';
    if (indexTerms) {
      this.add(contentRecord.id, Field.Content, content);
      this.add(contentRecord.id, Field.Extra, extra);
      this.add(contentRecord.id, Field.PageTitle, title);
      this.add(contentRecord.id, Field.Ancestors, level >= 2 ? `${ancestors} ${heading}` : ancestors);
      this.add(contentRecord.id, Field.Lvl0, lvl0);
    }
  }

  /**
   * The engine's terms with their page frequency and postings (sorted record
   * codes), for the indexer that writes the sharded index.
   */
  exportTerms(): Array<{term: string; pages: number; postings: number[]; facts: (code: number) => number}> {
    return this.vocabulary.map((term) => ({
      term,
      pages: this.pageFrequency.get(term)?.[0] ?? 0,
      postings: [...(this.postings.get(term) ?? [])].sort((a, b) => a - b),
      facts: (code: number) => {
        const record = code >> FIELD_BITS;
        if ((code & ((1 << FIELD_BITS) - 1)) === Field.Keywords) {
          const url = this.pageSlugWords[this.recordPage[record] ?? -1];
          return packUrlFacts({urlWord: url?.has(term) ?? false, urlWords: url?.size ?? 0});
        }
        const own = this.headingWords[record];
        const text = this.foldedHeading[record] ?? '';
        return packHeadingFacts({wholeWord: own?.has(term) ?? false, meaningful: own?.size ?? 0, words: words(text).length});
      },
    }));
  }

  /** Number of pages, as the rarity of words counts them. */
  get pages(): number {
    return this.pageCount;
  }

  // ---- Sharded index: the parts a query needs, and adding them as they arrive.

  /** Sharded index: adds the terms of one first character (with their page frequency). */
  addVocabulary(shard: VocabularyShard): void {
    const key = `v-${shard.key}`;
    if (this.loadedFiles.has(key)) return;
    this.checkShard(shard.v, shard.build);
    let part = 0;
    shard.terms.forEach((term, i) => {
      while (part + 1 < shard.parts.length && shard.parts[part + 1]! <= i) part += 1;
      this.pageFrequency.set(term, [shard.pages[i] ?? 1, -1]);
      this.postingsFileOf.set(term, `p-${shard.key}-${part}`);
    });
    this.vocabulary = mergeSorted(this.vocabulary, shard.terms);
    this.loadedFiles.add(key);
    this.candidateCache.clear();
    this.stems = null;
  }

  /** Sharded index: adds the postings of one range of terms. */
  addPostings(shard: PostingsShard): void {
    const key = `p-${shard.key}-${shard.part}`;
    if (this.loadedFiles.has(key)) return;
    this.checkShard(shard.v, shard.build);
    shard.terms.forEach((term, i) => {
      const facts = new Map<number, number>();
      this.postings.set(term, decodePostings(shard.postings[i] ?? '', facts));
      this.matchFacts.set(term, facts);
    });
    this.loadedFiles.add(key);
  }

  /** Sharded index: adds the records of one block of pages. */
  addRecords(block: RecordBlock): void {
    const key = `r-${block.block}`;
    if (this.loadedFiles.has(key)) return;
    this.checkShard(block.v, block.build);
    const manifest = this.manifest!;
    const pages: Array<CompactIndex['pages'][number] | undefined> = [];
    block.pages.forEach((page, i) => (pages[block.firstPage + i] = page));
    block.sections.forEach((section, i) => {
      this.addSection({l0: manifest.l0, tags: manifest.tags, pages}, section, block.firstSection + i, false);
    });
    this.loadedFiles.add(key);
  }

  private checkShard(v: number, build: string): void {
    if (!this.manifest || v !== INDEX_FORMAT || build !== this.manifest.build) {
      throw new Error('Search index file does not belong to this index');
    }
  }

  /** First characters of the words a query looks up (its words, their synonyms and parts). */
  vocabularyKeys(query: string): string[] {
    const keys = new Set<string>();
    const addKey = (term: string) => term && keys.add(shardKey(term));
    for (const word of this.queryWords(query)) {
      addKey(word.term);
      for (const synonym of SYNONYMS.get(word.term) ?? []) addKey(synonym);
      for (const part of partsOf(word.raw)) addKey(part);
    }
    return [...keys];
  }

  /**
   * Files the query still needs, in the order they can be known: vocabulary
   * files first (`v-<key>`), then postings of the matched terms (`p-...`),
   * then the blocks of the matched records (`r-<block>`). Empty when the
   * engine can answer the query exactly as the whole index would.
   */
  missingFiles(query: string, options: SearchOptions = {}): string[] {
    if (!this.manifest) return [];
    const vocabulary = this.vocabularyKeys(query)
      .filter((key) => this.manifest!.shards.includes(key))
      .map((key) => `v-${key}`)
      .filter((file) => !this.loadedFiles.has(file));
    if (vocabulary.length > 0) return vocabulary;
    const postingFiles = new Set<string>();
    const matched: string[] = [];
    for (const word of this.parseQuery(query)) {
      for (const term of word.candidates.keys()) {
        const file = this.postingsFileOf.get(term);
        if (!file) continue;
        if (this.loadedFiles.has(file)) matched.push(term);
        else postingFiles.add(file);
      }
    }
    if (postingFiles.size > 0) return [...postingFiles];
    // Thousands of records can be needed, from a few blocks: the blocks are told apart as numbers.
    const blocks = new Set<number>();
    for (const record of this.rank(query, options).needed) blocks.add(this.blockOf(record));
    return [...blocks].map((block) => `r-${block}`);
  }

  /**
   * Files the query does not need, but a longer query may: the postings of the words its last word
   * can still become (the vocabulary's words that start with it), when at most `PREFIX_FILES` of
   * their files are not in yet, then the record blocks of the `count` records not loaded whose upper
   * bound came closest to the requested hits. The loader fetches them once the results are shown, so
   * the next keystroke more often needs no round of its own (at 2,000 pages, 97 of
   * `bench/search/perf.ts`'s 119 keystrokes need none; 83 with the blocks only, 63 with neither).
   */
  likelyFiles(query: string, options: SearchOptions = {}, count = 20): string[] {
    if (!this.manifest || this.missingFiles(query, options).length > 0) return [];
    const closest = selectTop(this.rank(query, options).pending, count, (a, b) => b.bound - a.bound || a.recordId - b.recordId);
    const blocks = new Set(closest.map((hit) => `r-${this.blockOf(hit.recordId)}`));
    return [...this.prefixPostingFiles(query), ...blocks].filter((file) => !this.loadedFiles.has(file));
  }

  /**
   * The postings files of the words that start with the query's last word, while it is being typed,
   * when at most PREFIX_FILES of them are not in yet. A term's postings file is one of a range of
   * files per first character, in the vocabulary's order (`p-<key>-<part>`), so the files of the
   * words between two terms are those between the two terms' files.
   */
  private prefixPostingFiles(query: string): string[] {
    const last = this.queryWords(query).at(-1);
    if (!last?.isLast) return [];
    const start = lowerBound(this.vocabulary, last.term);
    const end = lowerBound(this.vocabulary, `${last.term}\uffff`);
    if (start >= end) return [];
    const first = this.postingsFileOf.get(this.vocabulary[start]!);
    const final = this.postingsFileOf.get(this.vocabulary[end - 1]!);
    if (!first || !final) return [];
    const stem = first.slice(0, first.lastIndexOf('-') + 1);
    if (!final.startsWith(stem)) return [];
    const from = Number(first.slice(stem.length));
    const to = Number(final.slice(stem.length));
    const files = Array.from({length: to - from + 1}, (_, i) => `${stem}${from + i}`).filter((file) => !this.loadedFiles.has(file));
    return files.length <= PREFIX_FILES ? files : [];
  }

  /** Record block of a record (sharded index; 0 for a whole index). */
  private blockOf(record: number): number {
    const blocks = this.manifest?.blocks ?? [];
    if (!this.sectionBlock) {
      // Each block starts at its first section and runs to the next block's.
      this.sectionBlock = new Int32Array(this.manifest?.sections ?? 0);
      blocks.forEach(([first], block) => this.sectionBlock!.fill(block, first, blocks[block + 1]?.[0]));
    }
    return this.sectionBlock[record >> 1] ?? 0;
  }

  /**
   * Whether a record passes the language and tag filters, from the record or, not loaded yet, from
   * its block's tag set. Null when there is no filter: every record passes.
   */
  private filterOf(options: SearchOptions): ((recordId: number) => boolean) | null {
    const language = options.language;
    const tags = options.tags && options.tags.length > 0 ? new Set(options.tags) : null;
    if (!language && !tags) return null;
    const passes = (recordLanguage: string, tag: string) =>
      !(language && recordLanguage && recordLanguage !== language) && !(tags && !tags.has(tag));
    // A tag set is one of a few: each is looked at once per query.
    const tagSetPasses = this.tagSets.map(([recordLanguage, tag]) => passes(recordLanguage, tag));
    const none = passes('', '');
    return (recordId) => {
      let tagSet = this.recordTags[recordId] ?? -1;
      if (tagSet < 0) tagSet = this.manifest?.blocks[this.blockOf(recordId)]?.[1] ?? -1;
      return tagSetPasses[tagSet] ?? none;
    };
  }

  /** Records that share a URL have the same key (the section, or the first section with its URL). */
  private urlKey(recordId: number): number {
    const section = recordId >> 1;
    return this.aliases.get(section) ?? section;
  }

  /** lvl0 labels, the most used first: fallback suggestions for a query with no results. */
  lvl0Labels(): string[] {
    const counts = new Map<string, number>();
    if (this.manifest) {
      const {l0, l0Records} = this.manifest;
      return l0
        .map((label, i) => [label, l0Records[i] ?? 0] as const)
        .filter(([, count]) => count > 0)
        .sort((a, b) => b[1] - a[1])
        .map(([label]) => label);
    }
    for (const record of this.records) {
      if (!record) continue;
      counts.set(record.hierarchy[0], (counts.get(record.hierarchy[0]) ?? 0) + 1);
    }
    return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([label]) => label);
  }

  /** Terms of titles, headings and labels, which repeat on every record of a page. */
  private readonly termCache = new Map<string, string[]>();

  private add(record: number, field: Field, text: string): void {
    if (!text) return;
    if (field === Field.Content || field === Field.Extra) {
      this.addTerms(record, field, terms(text));
      return;
    }
    let list = this.termCache.get(text);
    if (!list) {
      list = terms(text);
      this.termCache.set(text, list);
    }
    this.addTerms(record, field, list);
  }

  private addTerms(record: number, field: Field, list: string[]): void {
    const code = (record << FIELD_BITS) | field;
    for (const term of list) {
      if (!term) continue;
      let posting = this.postings.get(term);
      if (!posting) {
        posting = [];
        this.postings.set(term, posting);
      }
      if (posting[posting.length - 1] !== code) posting.push(code);
      const page = this.recordPage[record] ?? -1;
      const frequency = this.pageFrequency.get(term);
      if (!frequency) this.pageFrequency.set(term, [1, page]);
      else if (frequency[1] !== page) {
        frequency[0] += 1;
        frequency[1] = page;
      }
    }
  }

  /**
   * Rarer terms count more: "celo" is on most pages, "faucet" on few. The
   * rarity is BM25's (as Lucene counts it): it lowers the words on most pages
   * further than log(1 + pages / pages with the word), which ranked the
   * reader questions worse once each page was counted once (the two-file
   * index had counted some pages of common words twice; bench/search/README.md).
   */
  private idf(term: string): number {
    const pages = this.pageFrequency.get(term)?.[0] ?? 1;
    return Math.log(1 + (this.pageCount - pages + 0.5) / (pages + 0.5));
  }

  /** Index terms a folded query word matches, with the quality of each match. */
  private candidates(term: string, isLast: boolean): Map<string, number> {
    const key = `${isLast ? 1 : 0}${term}`;
    const cached = this.candidateCache.get(key);
    if (cached) return cached;
    const found = new Map<string, number>();
    if (this.pageFrequency.has(term)) found.set(term, EXACT);
    if (isLast || term.length >= 4) {
      let added = 0;
      for (let i = lowerBound(this.vocabulary, term); i < this.vocabulary.length && added < MAX_EXPANSIONS; i += 1) {
        const word = this.vocabulary[i]!;
        if (!word.startsWith(term)) break;
        if (word !== term) {
          found.set(word, isLast ? PREFIX_LAST : PREFIX);
          added += 1;
        }
      }
    }
    if (term.length >= 4) {
      const maxTypos = term.length >= 8 ? 2 : 1;
      // Typos are looked for among the words with the same first character:
      // readers rarely miss the first letter, and a sharded index (one
      // vocabulary file per first character) answers exactly as a whole one.
      const [start, end] = this.firstCharacterRange(term);
      for (let i = start; i < end; i += 1) {
        const word = this.vocabulary[i]!;
        if (found.has(word)) continue;
        if (Math.abs(word.length - term.length) <= maxTypos) {
          const distance = editDistance(term, word, maxTypos);
          if (distance <= maxTypos) {
            found.set(word, distance === 1 ? ONE_TYPO : TWO_TYPOS);
            continue;
          }
        }
        // A typo in a word still being typed: compare with the start of longer
        // words (same first letter, which keeps this scan cheap on every keystroke).
        if (isLast && word.length > term.length) {
          if (editDistance(term, word.slice(0, term.length), 1) <= 1) found.set(word, PREFIX_TYPO);
        }
      }
    }
    // Another form of the word counts as one, even where it also reads as a typo ("wallets", "wallet").
    for (const word of this.sameStem(term)) if ((found.get(word) ?? 0) < SAME_STEM) found.set(word, SAME_STEM);
    if (this.candidateCache.size > 500) this.candidateCache.clear();
    this.candidateCache.set(key, found);
    return found;
  }

  /** Where the vocabulary's words with the first character of `term` start and end. */
  private firstCharacterRange(term: string): [start: number, end: number] {
    const code = term.charCodeAt(0);
    return [lowerBound(this.vocabulary, String.fromCharCode(code)), lowerBound(this.vocabulary, String.fromCharCode(code + 1))];
  }

  /** Index terms with the same stem as `term` (itself excluded). */
  private sameStem(term: string): string[] {
    if (!this.stems) {
      this.stems = new Map();
      for (const word of this.vocabulary) {
        const key = this.language.stem(word);
        this.stems.set(key, [...(this.stems.get(key) ?? []), word]);
      }
    }
    return (this.stems.get(this.language.stem(term)) ?? []).filter((word) => word !== term);
  }

  /**
   * The word's own candidates, with its synonyms and their other forms at a
   * lower weight. Not the synonyms' typos or longer words: the reader typed
   * neither, and a typo of a synonym is noise ("l2" found every "celo" as a
   * typo of its synonym "cel2").
   */
  private candidatesWithSynonyms(term: string, isLast: boolean): Map<string, number> {
    const own = this.candidates(term, isLast);
    const synonyms = SYNONYMS.get(term);
    if (!synonyms) return own;
    const merged = new Map(own);
    for (const synonym of synonyms) {
      for (const [word, quality] of this.candidates(synonym, false)) {
        if (quality < SAME_STEM) continue;
        const value = quality * SYNONYM;
        if ((merged.get(word) ?? 0) < value) merged.set(word, value);
      }
    }
    return merged;
  }

  /** The query's words as typed and folded, stop words left out when others remain. */
  private queryWords(query: string): Array<{raw: string; term: string; isLast: boolean}> {
    // "layer 2" is how readers spell the L2 the pages name.
    const text = query.slice(0, MAX_QUERY_CHARS).replace(/\blayer[\s-]?([12])\b/gi, 'L$1');
    const raw = [...text.matchAll(WORD)].map((m) => m[0]);
    const endsInWord = ENDS_IN_WORD.test(text);
    const all = raw.map((word, i) => ({
      raw: word,
      term: fold(word),
      isLast: endsInWord && i === raw.length - 1,
    }));
    const unique = all.filter((w, i) => all.findIndex((other) => other.term === w.term) === i);
    const meaningful = unique.filter((w) => !this.language.stopWords.has(w.term));
    // The cap counts the words that matter: a long question keeps its last nouns.
    return (meaningful.length > 0 ? meaningful : unique).slice(0, MAX_QUERY_WORDS);
  }

  /** Splits and folds a query into the words every hit should contain. */
  parseQuery(query: string): QueryWord[] {
    const out: QueryWord[] = [];
    for (const word of this.queryWords(query)) {
      const candidates = this.candidatesWithSynonyms(word.term, word.isLast);
      if (candidates.size > 0) {
        out.push({term: word.term, candidates});
        continue;
      }
      // An identifier typed in another shape: look for its parts instead.
      const parts = partsOf(word.raw).filter((part) => part !== word.term);
      if (parts.length === 0) {
        out.push({term: word.term, candidates});
        continue;
      }
      parts.forEach((part, i) => {
        out.push({term: part, candidates: this.candidates(part, word.isLast && i === parts.length - 1)});
      });
    }
    return out;
  }

  search(query: string, options: SearchOptions = {}): SearchResult {
    return this.rank(query, options).result;
  }

  /**
   * The search, and for a sharded index the records not loaded yet that could
   * still be among the requested hits (their upper bound reaches the last
   * requested hit's score): once those are in, the result is exact.
   */
  private rank(query: string, options: SearchOptions): Ranking {
    // The browser's loader asks for the missing files until there are none, then searches: the
    // same ranking twice per keystroke, unless it is kept while no file arrives.
    const key = `${query}\u0000${JSON.stringify(options)}`;
    const last = this.lastRanking;
    if (last && last.key === key && last.files === this.loadedFiles.size) return last.ranking;
    const ranking = this.rankNow(query, options);
    this.lastRanking = {key, files: this.loadedFiles.size, ranking};
    return ranking;
  }

  private rankNow(query: string, options: SearchOptions): Ranking {
    const queryWords = this.parseQuery(query);
    const matchedTerms = new Set<string>();
    const empty = {result: {hits: [], total: 0, matchedTerms, queryWords: []}, needed: [], pending: []};
    if (queryWords.length === 0) return empty;
    // Sharded index: what the title, heading and keywords matches of each
    // record tell, for the bound of the records not loaded.
    const fieldsOf = this.manifest ? new Map<number, HeadingMatch>() : null;
    const urlOf = this.manifest ? new Map<number, UrlMatch>() : null;

    const wordCount = queryWords.length;
    // The word itself is in the index: the vocabulary says so for a sharded index too.
    const known = (term: string) => this.pageFrequency.has(term);
    const namesTerm = (word: QueryWord, term: string) => names(word, term, known);
    // The records that matched, in the order they did, and best[slot * wordCount + word] = the best
    // weighted match of that word in the record of that slot (slotOf gives a record's slot + 1).
    const matchedRecords: number[] = [];
    const best: number[] = [];
    // How many query words each slot's record matched.
    const wordsOf: number[] = [];
    const slotOf = this.slotOf;
    // Per page title record: the URL words the query names (see onlyNamedPage).
    const urlNames = new Map<number, UrlNames>();
    // Per record not loaded: the query words that name a word of its lvl0 label, for the bound of SECTION_NAMED.
    const sectionNames = new Map<number, number>();
    queryWords.forEach((word, wordIndex) => {
      // A word typed in full weighs what it weighs: its prefix and typo
      // expansions ("celo" -> "celo-l2-node-docker-compose") must not borrow
      // the rarity of a longer word.
      const wordIdf = this.pageFrequency.has(word.term) ? this.idf(word.term) : Infinity;
      for (const [term, quality] of word.candidates) {
        const posting = this.postings.get(term);
        if (!posting) continue;
        matchedTerms.add(term);
        const idf = Math.min(wordIdf, this.idf(term));
        const naming = namesTerm(word, term);
        for (const code of posting) {
          const record = code >> FIELD_BITS;
          const field = (code & ((1 << FIELD_BITS) - 1)) as Field;
          const value = quality * FIELD_WEIGHT[field] * idf;
          let slot = slotOf[record]! - 1;
          if (slot < 0) {
            slot = matchedRecords.length;
            matchedRecords.push(record);
            slotOf[record] = slot + 1;
            for (let i = 0; i < wordCount; i += 1) best.push(0);
            wordsOf.push(0);
          }
          const at = slot * wordCount + wordIndex;
          if (value > best[at]!) {
            if (best[at] === 0) wordsOf[slot] = wordsOf[slot]! + 1;
            best[at] = value;
          }
          // What a heading or URL match tells is for the bound of a record not loaded yet only.
          if (fieldsOf && (field === Field.Title || field === Field.Heading) && !this.records[record]) {
            const packed = this.matchFacts.get(term)?.get(code);
            // Postings always carry these facts; without them, assume the most.
            const facts = packed === undefined ? {wholeWord: true, meaningful: 1, words: 63} : unpackHeadingFacts(packed);
            const known = fieldsOf.get(record) ?? {title: field === Field.Title, covered: 0, meaningful: 0, words: 0};
            if (facts.wholeWord) known.covered |= 1 << wordIndex;
            known.meaningful = facts.meaningful;
            known.words = facts.words;
            fieldsOf.set(record, known);
          }
          if (urlOf && field === Field.Keywords && !this.records[record]) {
            const packed = this.matchFacts.get(term)?.get(code);
            const facts = packed === undefined ? {urlWord: true, urlWords: 1} : unpackUrlFacts(packed);
            const known = urlOf.get(record) ?? {covered: 0, words: 0};
            if (facts.urlWord) known.covered |= 1 << wordIndex;
            known.words = facts.urlWords;
            urlOf.set(record, known);
          }
          if (naming && field === Field.Keywords) this.noteUrlName(urlNames, term, code, wordIndex);
          if (naming && field === Field.Lvl0 && !this.records[record]) {
            sectionNames.set(record, (sectionNames.get(record) ?? 0) | (1 << wordIndex));
          }
        }
      }
    });

    // The whole query, stop words included, to recognise a heading typed in full.
    const foldedQuery = words(query.slice(0, MAX_QUERY_CHARS))
      .map((w) => w.term)
      .join(' ');
    // "How do I ..." asks for steps: pages of steps (how-tos) come first.
    // "How does ... work" asks for an explanation and is left alone.
    const howQuestion = this.language.taskQuestion.test(foldedQuery);
    // A question about the past: history pages are what it asks for.
    const pastQuestion = this.language.pastQuestion.test(foldedQuery);
    // The table is the engine's, for the next query: cleared now that the matches are counted.
    for (const record of matchedRecords) slotOf[record] = 0;
    const passes = this.filterOf(options);
    const pending: Array<{recordId: number; bound: number; matchedWords: number}> = [];
    // Short queries (one or two words) want every word, as in DocSearch. A
    // longer question may miss a word or two: records with at least half the
    // words and at most one fewer than the best record compete, the score
    // times the share of the words matched (Lucene's classic coordination
    // factor). Squared, it let a missing common word outweigh a title match
    // of the rare one ("SDKs ... to build on Celo": the SDKs page lacks "build").
    // Known before scoring, so a record that cannot compete costs no more (at 2,000 pages, most
    // records of "celo sepolia" have only "celo").
    let mostWords = 0;
    for (let slot = 0; slot < matchedRecords.length; slot += 1) {
      const recordId = matchedRecords[slot]!;
      if (wordsOf[slot]! > mostWords && (this.records[recordId] || this.manifest) && (!passes || passes(recordId))) {
        mostWords = wordsOf[slot]!;
      }
    }
    if (mostWords * 2 < wordCount) return empty;
    const minWords = wordCount <= 2 ? mostWords : Math.max(Math.ceil(wordCount / 2), mostWords - 1);
    // What is ranked by page (the page's other words, its URL) is known for a
    // loaded record; for a record not loaded yet (sharded index) its page is
    // not, and its block stands in: a block's pages load together, so a block
    // is either all loaded or all not, and what holds for the block bounds
    // what holds for each of its pages. Keys: a page, or -1 - a block.
    const groupOf = (recordId: number): number => this.recordPage[recordId] ?? -1 - this.blockOf(recordId);
    // Best match of each word anywhere on a page (on a block, for records not loaded).
    const pageBest = new Map<number, Float64Array>();
    for (let slot = 0; slot < matchedRecords.length; slot += 1) {
      const recordId = matchedRecords[slot]!;
      const base = slot * wordCount;
      const group = groupOf(recordId);
      let values = pageBest.get(group);
      if (!values) {
        values = new Float64Array(wordCount);
        pageBest.set(group, values);
      }
      for (let i = 0; i < wordCount; i += 1) if (best[base + i]! > values[i]!) values[i] = best[base + i]!;
    }
    // Records not loaded: the most the URL bonus can be on each block, from
    // the keywords matches of its pages' lvl1 records (where the URL words are
    // indexed; a page whose lvl1 record matched no query word gets no URL bonus).
    const urlBound = new Map<number, number>();
    for (const [recordId, facts] of urlOf ?? []) {
      if (this.records[recordId] || facts.words === 0) continue;
      const group = groupOf(recordId);
      const bound = 1 + (SLUG_COVERAGE * Math.min(bitCount(facts.covered), facts.words)) / facts.words;
      urlBound.set(group, Math.max(urlBound.get(group) ?? 1, bound));
    }
    const slugFactor = new Map<number, number>();
    // Bit i: query word i can pair with its neighbours in a phrase (it is not on nearly every page).
    const phraseWords = queryWords.reduce(
      (bits, word, i) => (this.pageFrequency.has(word.term) && this.idf(word.term) < EVERYWHERE ? bits : bits | (1 << i)),
      0,
    );
    // Per lvl0 label (by its index): whether the query is its name.
    const sectionNamed: boolean[] = [];
    const named = this.onlyNamedPage(urlNames, wordCount, (recordId) => !passes || passes(recordId));
    const namedGroup = named === null ? null : groupOf(named);
    const namesSection = (label: number): boolean => {
      let section = sectionNamed[label];
      if (section === undefined) {
        section = namesAll(queryWords, meaningfulWords(this.labels[label] ?? '', this.language.stopWords), namesTerm);
        sectionNamed[label] = section;
      }
      return section;
    };
    // The bonuses of a loaded record, on the sum of its words' matches.
    const withBonuses = (recordId: number, page: number, sum: number): number => {
      let score = sum;
      const heading = this.foldedHeading[recordId];
      // A page title names the page; a heading names one part of a page.
      const isTitle = this.recordLevel[recordId] === 1;
      if (heading && heading === foldedQuery) score *= isTitle ? EXACT_TITLE : EXACT_HEADING;
      else if (heading && heading.startsWith(foldedQuery)) score *= 1.2;
      // Of two headings with the query's words, the one that is mostly those
      // words is about them ("Use viem with Celo" before "Quickstart - deploy
      // a contract and call it with viem").
      const own = this.headingWords[recordId];
      if (own && own.size > 0) {
        score *= 1 + ((isTitle ? TITLE_COVERAGE : HEADING_COVERAGE) * Math.min(coveredWords(queryWords, own), own.size)) / own.size;
      }
      // Query words side by side in a heading, in the query's order: the
      // heading names what the query names ("community RPC"; not "Celo" and
      // its neighbour, see EVERYWHERE).
      const sequence = this.headingTerms[recordId];
      if (wordCount > 1 && sequence && sequence.length > 1) {
        score *= 1 + (PHRASE * adjacentPairs(queryWords, phraseWords, sequence, namesTerm)) / (wordCount - 1);
      }
      // The URL's last segment names the page ("/developer/oracles/redstone").
      let slug = slugFactor.get(page);
      if (slug === undefined) {
        const own = this.pageSlugWords[page];
        slug = own && own.size > 0 ? 1 + (SLUG_COVERAGE * Math.min(coveredWords(queryWords, own, namesTerm), own.size)) / own.size : 1;
        slugFactor.set(page, slug);
      }
      score *= slug;
      if (namesSection(this.recordLabel[recordId]!)) score *= SECTION_NAMED;
      // Page weights put today's pages before history and a page before the
      // hub that lists it. A question about the past ("How did Mento keep
      // cUSD stable on the L1?") ranks by its words, and so does the query
      // that is the URL name of one page only ("cel2" for the hub /cel2).
      const weight = this.pageWeight[page] ?? 1;
      if (!((pastQuestion || page === namedGroup) && weight < 1)) score *= weight;
      if (howQuestion && this.pageHowTo[page]) score *= HOW_TO_BOOST;
      return score;
    };
    // The most withBonuses can multiply a sum by, by level rank (1: a page title, 2 to 6: a
    // heading, 7: content, which has no heading of its own), then for any page: the URL, the best
    // page weight, the how-to boost. A bound only: a little over, never under. Keep in step with
    // withBonuses: "ranks the first hits as they start a page that scores every record"
    // (tests/unit/search-shards.test.ts) fails otherwise.
    const phraseMost = wordCount > 1 ? 1 + PHRASE : 1;
    const headingMost = (level: number) =>
      level === 1
        ? Math.max(EXACT_TITLE, 1.2) * (1 + TITLE_COVERAGE) * phraseMost
        : level < 7
          ? Math.max(EXACT_HEADING, 1.2) * (1 + HEADING_COVERAGE) * phraseMost
          : 1;
    const levelMost = [1, 2, 3, 4, 5, 6, 7].map(headingMost);
    const pageMost =
      (1 + SLUG_COVERAGE) * Math.max(1, this.highestPageWeight) * (howQuestion ? HOW_TO_BOOST : 1) * (1 + 1e-9);
    // The loaded records that compete: record, sum of its words' matches, words matched, and
    // the most its score can be. Their distinct URLs are counted as they come (urlStamp).
    const competing: number[] = [];
    const sums: number[] = [];
    const matches: number[] = [];
    const bounds: number[] = [];
    const urlStamp = this.urlStamp;
    const loadedStamp = (this.stamp += 1);
    const pendingStamp = (this.stamp += 1);
    let total = 0;
    for (let slot = 0; slot < matchedRecords.length; slot += 1) {
      const recordId = matchedRecords[slot]!;
      if (wordsOf[slot]! < minWords || (passes && !passes(recordId))) continue;
      const record = this.records[recordId];
      if (!record && !this.manifest) continue;
      const base = slot * wordCount;
      let matched = 0;
      let score = 0;
      const group = groupOf(recordId);
      const onPage = pageBest.get(group);
      for (let i = 0; i < wordCount; i += 1) {
        const value = best[base + i]!;
        if (value > 0) matched += 1;
        score += Math.max(value, SAME_PAGE * (onPage?.[i] ?? 0));
      }
      if (!record) {
        const block = -1 - group;
        const bound =
          score *
          this.headingBound(fieldsOf?.get(recordId), foldedQuery, wordCount, phraseWords) *
          (urlBound.get(group) ?? 1) *
          // The section can be named only when every query word names a word of its label.
          (sectionNames.get(recordId) === (1 << wordCount) - 1 ? SECTION_NAMED : 1) *
          this.pageBound(block, howQuestion, pastQuestion || group === namedGroup);
        pending.push({recordId, bound, matchedWords: matched});
        continue;
      }
      competing.push(recordId);
      sums.push(score);
      matches.push(matched);
      const share = wordCount > 2 ? matched / wordCount : 1;
      const label = this.recordLabel[recordId]!;
      bounds.push(score * levelMost[this.recordLevel[recordId]! - 1]! * pageMost * (namesSection(label) ? SECTION_NAMED : 1) * share);
      const key = this.urlKey(recordId);
      if (urlStamp[key] !== loadedStamp) {
        urlStamp[key] = loadedStamp;
        total += 1;
      }
    }
    if (wordCount > 2) {
      for (const hit of pending) hit.bound *= hit.matchedWords / wordCount;
    }
    // Best first; of equal scores, the higher level, then the earlier record.
    const compare = (a: Scored, b: Scored) =>
      b.score - a.score || this.recordLevel[a.recordId]! - this.recordLevel[b.recordId]! || a.recordId - b.recordId;
    const offset = options.offset ?? 0;
    const limit = options.limit ?? 20;
    const wanted = offset + limit;
    // Working out the bonuses of every record took most of a keystroke at 2,000 pages ("celo"
    // matches 35,000 records). Those whose bound is highest are scored first; the wanted-th best
    // URL among them is a score that every other record must reach, by its bound, to be scored:
    // a record below it cannot be among the hits, nor the best record of a URL that is.
    const scored: Scored[] = [];
    const done = new Uint8Array(competing.length);
    const scoreFully = (i: number) => {
      const recordId = competing[i]!;
      const sum = withBonuses(recordId, groupOf(recordId), sums[i]!);
      const matchedWords = matches[i]!;
      scored.push({recordId, score: wordCount > 2 ? sum * (matchedWords / wordCount) : sum, matchedWords});
      done[i] = 1;
    };
    const byBound = (a: number, b: number) => bounds[b]! - bounds[a]! || a - b;
    for (const i of selectTop(competing.keys(), Math.max(3 * wanted, 64), byBound)) scoreFully(i);
    const threshold = wantedScore(scored, wanted, (hit) => this.urlKey(hit.recordId));
    for (let i = 0; i < competing.length; i += 1) if (!done[i] && bounds[i]! >= threshold) scoreFully(i);
    // One hit per URL (the heading and the content of a section share it): the best of them.
    const bestOfUrl = new Map<number, Scored>();
    for (const hit of scored) {
      const key = this.urlKey(hit.recordId);
      const other = bestOfUrl.get(key);
      if (!other || compare(hit, other) < 0) bestOfUrl.set(key, hit);
    }
    // Only the hits up to the requested page are put in order (selectTop).
    const distinct = selectTop(bestOfUrl.values(), wanted, compare);
    let needed: number[] = [];
    if (this.manifest) {
      // The URLs of the records not loaded yet count too.
      for (const hit of pending) {
        const key = this.urlKey(hit.recordId);
        if (urlStamp[key] !== loadedStamp && urlStamp[key] !== pendingStamp) {
          urlStamp[key] = pendingStamp;
          total += 1;
        }
      }
      const last = distinct[offset + limit - 1];
      if (last) {
        needed = pending.filter((hit) => hit.bound >= last.score).map((hit) => hit.recordId);
      } else {
        // Too few hits loaded to know the score to beat: the records that can
        // score most first; the next round compares the rest with their scores.
        needed = pending
          .sort((a, b) => b.bound - a.bound)
          .slice(0, 2 * (offset + limit))
          .map((hit) => hit.recordId);
      }
    }
    return {
      result: {
        hits: distinct.slice(offset).map(({recordId, score, matchedWords}) => ({record: this.records[recordId]!, score, matchedWords})),
        total,
        matchedTerms,
        queryWords: queryWords.map((w) => w.term),
      },
      needed,
      pending,
    };
  }

  /**
   * The most the heading bonuses of rank() can multiply a record's score by,
   * before the record is loaded, from what its title or heading matches tell:
   * - the exact-heading bonus: a heading equal to the query has as many words
   *   as the query (x2 for a title), one that starts with it as many or more
   *   (x1.2, as much as a sub-heading equal to it);
   * - the coverage bonus, exactly (the query words among the heading's
   *   meaningful words);
   * - the phrase bonus: two query words can be side by side in the heading
   *   only when both are among its meaningful words and can pair (bits of
   *   `phraseWords`), and only when it has two words or more.
   * A record with no title or heading match gets none of them.
   * Keep in step with rank(): the sharded-index test fails otherwise.
   */
  private headingBound(facts: HeadingMatch | undefined, foldedQuery: string, wordCount: number, phraseWords: number): number {
    if (!facts) return 1;
    const isTitle = facts.title;
    const queryWordCount = foldedQuery ? foldedQuery.split(' ').length : 0;
    const equal = facts.words === queryWordCount || facts.words >= 63;
    const starts = facts.words >= queryWordCount;
    const exact = equal && isTitle ? EXACT_TITLE : equal || starts ? Math.max(EXACT_HEADING, 1.2) : 1;
    const covered = bitCount(facts.covered);
    const coverage =
      facts.meaningful > 0 ? 1 + ((isTitle ? TITLE_COVERAGE : HEADING_COVERAGE) * Math.min(covered, facts.meaningful)) / facts.meaningful : 1;
    let phrase = 1;
    if (wordCount > 1 && facts.words > 1) {
      let pairs = 0;
      const pairing = facts.covered & phraseWords;
      for (let i = 0; i + 1 < wordCount; i += 1) if ((pairing >> i) & (pairing >> (i + 1)) & 1) pairs += 1;
      phrase = 1 + (PHRASE * Math.min(pairs, facts.words - 1)) / (wordCount - 1);
    }
    return exact * coverage * phrase;
  }

  /**
   * The most the page weight and the how-to boost can multiply the score of a
   * record of a block not loaded: its highest page weight (at least 1 when the
   * weights step aside: a question about the past, or the page the query
   * names is in the block), and the boost when a page of the block is a how-to.
   */
  private pageBound(block: number, howQuestion: boolean, weightsAside: boolean): number {
    const entry = this.manifest?.blocks[block];
    const weight = entry?.[2] ?? 1;
    return (weightsAside ? Math.max(weight, 1) : weight) * (howQuestion && entry?.[3] ? HOW_TO_BOOST : 1);
  }

  /**
   * Notes a keywords match of a page title record (where the words of the
   * page's URL are indexed) that is one of those URL words. Known for a
   * record not loaded yet too, from its posting's facts: exact either way.
   */
  private noteUrlName(urlNames: Map<number, UrlNames>, term: string, code: number, wordIndex: number): void {
    const record = code >> FIELD_BITS;
    const page = this.recordPage[record];
    const slug = page === undefined ? undefined : this.pageSlugWords[page];
    const packed = this.matchFacts.get(term)?.get(code);
    const facts = slug
      ? {urlWord: slug.has(term), urlWords: slug.size}
      : packed === undefined
        ? {urlWord: false, urlWords: 0}
        : unpackUrlFacts(packed);
    if (!facts.urlWord) return;
    const naming = urlNames.get(record) ?? {covered: 0, terms: new Set<string>(), words: facts.urlWords};
    naming.covered |= 1 << wordIndex;
    naming.terms.add(term);
    urlNames.set(record, naming);
  }

  /**
   * The page title record of the one page whose URL name is the query (every
   * query word names one of its URL words, and each of those is named), or
   * null when no page or several are: "cel2" names /cel2 alone, "identity"
   * names both /cli/identity and the history page of the L1's identity.
   */
  private onlyNamedPage(urlNames: ReadonlyMap<number, UrlNames>, wordCount: number, passes: (record: number) => boolean): number | null {
    const every = (1 << wordCount) - 1;
    let found: number | null = null;
    for (const [record, naming] of urlNames) {
      if (naming.covered !== every || naming.terms.size !== naming.words || !passes(record)) continue;
      if (found !== null) return null;
      found = record;
    }
    return found;
  }
}

/** Gives an empty list `length` empty slots, in order (see the constructor). */
function reserve(list: unknown[], length: number): void {
  for (let i = list.length; i < length; i += 1) list.push(undefined);
}

/**
 * The score of the `wanted`-th best URL among scored hits (each URL counts with its best hit),
 * or -Infinity when they have fewer URLs.
 */
function wantedScore(hits: readonly Scored[], wanted: number, urlOf: (hit: Scored) => number): number {
  const bestOfUrl = new Map<number, number>();
  for (const hit of hits) {
    const key = urlOf(hit);
    if (hit.score > (bestOfUrl.get(key) ?? -Infinity)) bestOfUrl.set(key, hit.score);
  }
  if (bestOfUrl.size < wanted || wanted <= 0) return -Infinity;
  return selectTop(bestOfUrl.values(), wanted, (a, b) => b - a)[wanted - 1]!;
}

/** Index of the first item of a sorted list that is not below `value`. */
function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (sorted[mid]! < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Number of bits set. */
function bitCount(bits: number): number {
  let count = 0;
  for (let rest = bits; rest; rest &= rest - 1) count += 1;
  return count;
}

/** The vocabulary file of a term: its first character, as hexadecimal UTF-16 code. */
export function shardKey(term: string): string {
  return term.charCodeAt(0).toString(16);
}

/** Two sorted lists of distinct strings as one sorted list. */
function mergeSorted(a: readonly string[], b: readonly string[]): string[] {
  const out: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const x = a[i];
    const y = b[j];
    if (y === undefined || (x !== undefined && x < y)) {
      out.push(x!);
      i += 1;
    } else if (x === undefined || y < x) {
      out.push(y);
      j += 1;
    } else {
      out.push(x);
      i += 1;
      j += 1;
    }
  }
  return out;
}

/** Query words with a match among `terms` (those `names` accepts, when given). */
function coveredWords(
  queryWords: readonly QueryWord[],
  terms: ReadonlySet<string>,
  accept: (word: QueryWord, term: string) => boolean = (word, term) => word.candidates.has(term),
): number {
  let covered = 0;
  for (const word of queryWords) {
    for (const term of terms) {
      if (accept(word, term)) {
        covered += 1;
        break;
      }
    }
  }
  return covered;
}

/** Every query word names a word of `terms`, and each of those words is named. */
function namesAll(
  queryWords: readonly QueryWord[],
  terms: ReadonlySet<string>,
  accept: (word: QueryWord, term: string) => boolean,
): boolean {
  if (terms.size === 0) return false;
  const named = new Set<string>();
  for (const word of queryWords) {
    const own = [...terms].filter((term) => accept(word, term));
    if (own.length === 0) return false;
    for (const term of own) named.add(term);
  }
  return named.size === terms.size;
}

/** Consecutive query words that can pair (bits of `pairing`) found side by side, in that order, in `sequence`. */
function adjacentPairs(
  queryWords: readonly QueryWord[],
  pairing: number,
  sequence: readonly string[],
  accept: (word: QueryWord, term: string) => boolean,
): number {
  let pairs = 0;
  for (let i = 0; i + 1 < queryWords.length; i += 1) {
    if (!((pairing >> i) & (pairing >> (i + 1)) & 1)) continue;
    const first = queryWords[i]!;
    const second = queryWords[i + 1]!;
    for (let j = 0; j + 1 < sequence.length; j += 1) {
      if (accept(first, sequence[j]!) && accept(second, sequence[j + 1]!)) {
        pairs += 1;
        break;
      }
    }
  }
  return pairs;
}

/** Last URL segments that name no page: their folder names it. */
const GENERIC_SLUGS = new Set(['overview', 'index', 'introduction', 'intro', 'readme']);

/** Meaningful words of the segment of a URL that names its page (stop words of the index's language; English by default). */
export function slugWords(url: string, stopWords: ReadonlySet<string> = ENGLISH.stopWords): ReadonlySet<string> {
  const segments = url.split('/').filter(Boolean);
  let last = segments.pop();
  if (last && GENERIC_SLUGS.has(last.toLowerCase())) last = segments.pop();
  return last ? meaningfulWords(last.replace(/[-_]+/g, ' '), stopWords) : new Set();
}

function levelRank(type: RecordType): number {
  return type === 'content' ? 7 : Number(type.slice(3));
}

/** A piece of text, marked when it matched the query. */
export interface Segment {
  text: string;
  match: boolean;
}

function isMatch(raw: string, term: string, matched: ReadonlySet<string>): boolean {
  if (matched.has(term)) return true;
  return partsOf(raw).some((part) => matched.has(part));
}

/** Cuts a text into matched and unmatched pieces. */
export function highlight(text: string, matched: ReadonlySet<string>): Segment[] {
  const segments: Segment[] = [];
  let cursor = 0;
  for (const word of words(text)) {
    if (!isMatch(text.slice(word.start, word.end), word.term, matched)) continue;
    if (word.start > cursor) segments.push({text: text.slice(cursor, word.start), match: false});
    segments.push({text: text.slice(word.start, word.end), match: true});
    cursor = word.end;
  }
  if (cursor < text.length) segments.push({text: text.slice(cursor), match: false});
  return segments;
}

/**
 * A window of `size` words around the first match (the start of the text when
 * nothing matched), with an ellipsis where text was cut.
 */
export function snippet(
  text: string,
  matched: ReadonlySet<string>,
  size: number,
  ellipsis = '…',
): Segment[] {
  const all = words(text);
  if (all.length <= size) return highlight(text, matched);
  const first = all.findIndex((w) => isMatch(text.slice(w.start, w.end), w.term, matched));
  const start = Math.max(0, Math.min(first < 0 ? 0 : first - 2, all.length - size));
  const end = Math.min(all.length, start + size) - 1;
  const from = start === 0 ? 0 : all[start]!.start;
  const to = end === all.length - 1 ? text.length : all[end]!.end;
  const segments = highlight(text.slice(from, to), matched);
  if (from > 0) segments.unshift({text: ellipsis, match: false});
  if (to < text.length) segments.push({text: ellipsis, match: false});
  return segments;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** Segments as HTML: escaped text, matches wrapped in the given tags. */
export function segmentsToHtml(segments: Segment[], preTag = '<mark>', postTag = '</mark>'): string {
  return segments
    .map((s) => (s.match ? `${preTag}${escapeHtml(s.text)}${postTag}` : escapeHtml(s.text)))
    .join('');
}
