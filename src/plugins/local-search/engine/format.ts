/**
 * The search index's formats: the compact whole index the indexer makes from
 * the build's pages (`CompactIndex`, in memory only), and the sharded index
 * cut from it, which the build writes and every reader loads (`search-index/`:
 * the browser, the MCP server, the benches). Arrays instead of objects keep
 * the files small: a section's hierarchy is not repeated, it is rebuilt from
 * the parent links.
 */

/** Format version; bump when the layout below changes. */
export const INDEX_FORMAT = 3;

/** Folder of the build that holds the sharded index: `manifest.json`, and the parts in a folder named by their hash. */
export const SHARD_DIR = 'search-index';
export const MANIFEST_FILE = 'manifest.json';

/**
 * One page: [url path, lvl0 label index, tag set index, title, rank weight
 * (1 for most pages, less for hubs, history and the glossary: see the plugin's
 * `pageWeight` option), keywords of its front matter ('' for none), 1 for a
 * how-to (a page with `tutorial` front matter: steps to follow) else 0].
 */
export type PageTuple = [url: string, lvl0: number, tags: number, title: string, weight: number, keywords: string, howTo: 0 | 1];

/**
 * One section of a page, started by a heading (level 1 for the page title and
 * the text before the first h2, then 2..6):
 * [page index, anchor ('' for none), level, heading text, parent section index
 * (-1 for none), content excerpt, extra terms].
 * The excerpt is the section's text cut at `contentWords` words; the extra terms
 * are the distinct folded words of the rest, so the whole section is findable.
 */
export type SectionTuple = [
  page: number,
  anchor: string,
  level: number,
  heading: string,
  parent: number,
  content: string,
  extra: string,
];

export interface CompactIndex {
  v: typeof INDEX_FORMAT;
  /** The build's locale when its language is not English ('es', 'pt-BR'): how terms are stemmed and which are stop words (engine/language.ts). */
  lang?: string;
  /** lvl0 labels (sidebar section or "Pages"). */
  l0: string[];
  /** [language, docusaurus tag] pairs used for contextual filtering. */
  tags: Array<[language: string, tag: string]>;
  pages: PageTuple[];
  sections: SectionTuple[];
}

/** A section as the builder extracts it from one page, before compaction. */
export interface ExtractedSection {
  level: number;
  heading: string;
  anchor: string;
  content: string;
}

export interface ExtractedPage {
  url: string;
  title: string;
  /** `<meta name="keywords">` of a docs page (front matter `keywords`), '' elsewhere. */
  keywords: string;
  /** True for a docs page, false for other pages (home, showcase...). */
  isDoc: boolean;
  lvl0: string;
  language: string;
  tag: string;
  sections: ExtractedSection[];
}

/**
 * The sharded index the browser reads (`search-index/`): a small manifest,
 * then only the parts a query needs. See the plugin's README, "Sharded index".
 *
 * - vocabulary files, one per first character of the terms (`v-<key>`): the
 *   sorted terms with their page frequency, cut into ranges whose postings
 *   are one file each;
 * - postings files (`p-<key>-<part>`): for each term of a range, the records
 *   and fields it occurs in;
 * - record blocks (`r-<block>`): pages and sections (the whole index's tuples,
 *   without extra terms) of consecutive pages.
 */
export interface ShardManifest {
  v: typeof INDEX_FORMAT;
  /** Hash of the shards: the folder they are in, and a check that a file belongs to this index. */
  build: string;
  /** The index's language (CompactIndex.lang): the engine stems and drops stop words by it. */
  lang?: string;
  l0: string[];
  /** Records per lvl0 label (suggestions for a query with no results). */
  l0Records: number[];
  tags: Array<[language: string, tag: string]>;
  /** Pages, as rarity counts them. */
  pageCount: number;
  /** Sections of the whole index. */
  sections: number;
  /** Keys (first character, hexadecimal UTF-16 code) that have a vocabulary file. */
  shards: string[];
  /**
   * Each record block: its first section, the tag set of its pages (a block's
   * pages share one), the highest page weight and whether any page is a how-to.
   */
  blocks: Array<[firstSection: number, tags: number, maxWeight: number, howTo: 0 | 1]>;
  /** Sections whose URL an earlier section has (duplicate anchors): [section, that earlier section]. */
  aliases: Array<[section: number, first: number]>;
}

export interface VocabularyShard {
  v: typeof INDEX_FORMAT;
  build: string;
  key: string;
  /** Sorted terms. */
  terms: string[];
  /** Pages each term is on. */
  pages: number[];
  /** Index in `terms` where each postings file starts (the first is 0). */
  parts: number[];
}

export interface PostingsShard {
  v: typeof INDEX_FORMAT;
  build: string;
  key: string;
  part: number;
  terms: string[];
  /**
   * Record codes (record << 3 | field) of each term, sorted, encoded by
   * encodePostings, with the facts of a title, heading or keywords match.
   */
  postings: string[];
}

export interface RecordBlock {
  v: typeof INDEX_FORMAT;
  build: string;
  block: number;
  firstPage: number;
  firstSection: number;
  pages: PageTuple[];
  /** Sections with page and parent as indexes of the whole index; extra is '+' when the section has more words. */
  sections: SectionTuple[];
}

/**
 * Fields of a record code (its low 3 bits) whose postings carry facts for the
 * bound of a record not loaded yet (see SearchEngine): the record's own title
 * (0) or heading (1), with HeadingFacts, and the page's keywords (7), where the
 * words of the page's URL are indexed too, with UrlFacts.
 */
export function hasFacts(code: number): boolean {
  const field = code & 7;
  return field <= 1 || field === 7;
}

/**
 * What a title or heading match says about the record's own heading: whether
 * the term is one of the heading's meaningful words, how many meaningful words
 * it has, and how many words in all (both capped at 63).
 */
export interface HeadingFacts {
  wholeWord: boolean;
  meaningful: number;
  words: number;
}

export function packHeadingFacts(facts: HeadingFacts): number {
  return (facts.wholeWord ? 1 : 0) | (Math.min(facts.meaningful, 63) << 1) | (Math.min(facts.words, 63) << 7);
}

export function unpackHeadingFacts(value: number): HeadingFacts {
  return {wholeWord: (value & 1) === 1, meaningful: (value >> 1) & 63, words: (value >> 7) & 63};
}

/**
 * What a keywords match says about the page's URL (the URL bonus): whether the
 * term is one of the words that name the page in its URL (`slugWords`), and
 * how many such words the URL has (capped at 63).
 */
export interface UrlFacts {
  urlWord: boolean;
  urlWords: number;
}

export function packUrlFacts(facts: UrlFacts): number {
  return (facts.urlWord ? 1 : 0) | (Math.min(facts.urlWords, 63) << 1);
}

export function unpackUrlFacts(value: number): UrlFacts {
  return {urlWord: (value & 1) === 1, urlWords: (value >> 1) & 63};
}

/** 64 characters that JSON strings carry unescaped. */
const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_';

function encodeNumber(value: number): string {
  let rest = value;
  let chunk = DIGITS[rest & 31]!;
  rest = Math.floor(rest / 32);
  while (rest > 0) {
    chunk = DIGITS[32 + (rest & 31)]! + chunk;
    rest = Math.floor(rest / 32);
  }
  return chunk;
}

/**
 * Sorted numbers as the gaps between them, each in 5-bit groups: the last
 * group a character of the first 32, the others of the last 32. Gaps are small
 * (a record's fields, the next records), so most take one character. A code of
 * a field with facts (`hasFacts`) is followed by its packed facts, when given.
 */
export function encodePostings(codes: readonly number[], facts?: (code: number) => number): string {
  let out = '';
  let previous = 0;
  for (const code of codes) {
    out += encodeNumber(code - previous);
    previous = code;
    if (facts && hasFacts(code)) out += encodeNumber(facts(code));
  }
  return out;
}

const DIGIT_VALUE: Int8Array = (() => {
  const table = new Int8Array(128).fill(-1);
  for (let i = 0; i < DIGITS.length; i += 1) table[DIGITS.charCodeAt(i)] = i;
  return table;
})();

/** Reads encodePostings; with `facts`, reads the facts too (record code -> packed facts). */
export function decodePostings(text: string, facts?: Map<number, number>): number[] {
  const out: number[] = [];
  let previous = 0;
  let value = 0;
  let code = -1;
  for (let i = 0; i < text.length; i += 1) {
    const digit = DIGIT_VALUE[text.charCodeAt(i)] ?? -1;
    if (digit < 0) throw new Error('Search postings are damaged');
    if (digit >= 32) {
      value = value * 32 + (digit - 32);
      continue;
    }
    value = value * 32 + digit;
    if (facts && code >= 0) {
      facts.set(code, value);
      code = -1;
    } else {
      previous += value;
      out.push(previous);
      if (facts && hasFacts(previous)) code = previous;
    }
    value = 0;
  }
  return out;
}
