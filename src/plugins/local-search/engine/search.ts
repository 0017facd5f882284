/**
 * The search engine run in the browser on the compact index: an inverted index
 * of folded terms built once when the index loads, then, per query, exact,
 * prefix and typo-tolerant term matching with field weights that put title and
 * heading matches before content matches. Pure and synchronous, so unit tests
 * and the bench call it directly.
 */
import {ENDS_IN_WORD, fold, partsOf, stem, STOP_WORDS, terms, words, WORD} from './text';
import {SYNONYMS} from './synonyms';
import {INDEX_FORMAT, type CompactIndex, type ExtraTermsFile} from './format';

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
/** Most a heading gains when its words are the query's words in the query's order. */
const PHRASE = 0.8;
/** Most a page gains when its URL's last segment is the query's words. */
const SLUG_COVERAGE = 0.5;
/**
 * Share of a word's best match elsewhere on the same page that a record
 * borrows: a section of a page about the query's other words beats a
 * section of an unrelated page with the same words.
 */
const SAME_PAGE = 0.3;

/** Folded words of a heading that are not stop words. */
function meaningfulWords(text: string): ReadonlySet<string> {
  return new Set(words(text).map((w) => w.term).filter((term) => !STOP_WORDS.has(term)));
}

/** Longest query the engine reads, and most words it considers. */
export const MAX_QUERY_CHARS = 512;
export const MAX_QUERY_WORDS = 10;
const MAX_EXPANSIONS = 64;

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
  readonly records: SearchRecord[] = [];
  private readonly postings = new Map<string, number[]>();
  private vocabulary: string[];
  /** The content record of each section, where it has one (for terms added later). */
  private readonly contentRecordOfSection: number[] = [];
  /** False until the extra terms are in (see addExtraTerms). */
  complete = true;
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

  private readonly sectionCount: number;

  /**
   * `complete: false` for the first file of a split index: its extra terms
   * come later through addExtraTerms.
   */
  constructor(index: CompactIndex, options: {complete?: boolean} = {}) {
    this.sectionCount = index.sections.length;
    this.complete = options.complete ?? true;
    const hierarchies: Array<SearchRecord['hierarchy']> = [];
    index.sections.forEach((section, sectionIndex) => {
      const [pageIndex, anchor, level, heading, parent, content, extra] = section;
      const page = index.pages[pageIndex];
      if (!page) return;
      const [url, lvl0Index, tagIndex, title, weight, keywords, howTo] = page;
      this.pageWeight[pageIndex] = typeof weight === 'number' && weight > 0 ? weight : 1;
      this.pageHowTo[pageIndex] = howTo === 1;
      this.pageSlugWords[pageIndex] ??= slugWords(url);
      const lvl0 = index.l0[lvl0Index] ?? '';
      const [language, tag] = index.tags[tagIndex] ?? ['', ''];
      const parentHierarchy = parent >= 0 ? hierarchies[parent] : undefined;
      const hierarchy: SearchRecord['hierarchy'] = parentHierarchy
        ? [...parentHierarchy]
        : [lvl0, title, null, null, null, null, null];
      hierarchy[0] = lvl0;
      hierarchy[1] = title;
      if (level >= 2) {
        hierarchy[level] = heading;
        for (let lower = level + 1; lower <= 6; lower += 1) hierarchy[lower] = null;
      }
      hierarchies[sectionIndex] = hierarchy;
      this.pageCount = Math.max(this.pageCount, pageIndex + 1);
      const fullUrl = anchor ? `${url}#${anchor}` : url;
      const base = {url: fullUrl, anchor: anchor || null, hierarchy, language, tag, section: sectionIndex};
      const ancestors = hierarchy.slice(2, level).filter((h): h is string => Boolean(h)).join(' ');

      // The heading record.
      const headingRecord: SearchRecord = {
        ...base,
        id: this.records.length,
        type: `lvl${Math.min(Math.max(level, 1), 6)}` as RecordType,
        content: level === 1 && content ? content : null,
      };
      this.records.push(headingRecord);
      this.recordPage.push(pageIndex);
      this.foldedHeading.push(fold(level === 1 ? title : heading));
      this.headingWords[headingRecord.id] = meaningfulWords(level === 1 ? title : heading);
      this.headingTerms[headingRecord.id] = words(level === 1 ? title : heading)
        .map((w) => w.term)
        .filter((term) => !STOP_WORDS.has(term));
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

      // The content record, when the section has text.
      if (content || extra) {
        const contentRecord: SearchRecord = {...base, id: this.records.length, type: 'content', content};
        this.contentRecordOfSection[sectionIndex] = contentRecord.id;
        this.records.push(contentRecord);
        this.recordPage.push(pageIndex);
        this.foldedHeading.push('');
        this.add(contentRecord.id, Field.Content, content);
        this.add(contentRecord.id, Field.Extra, extra);
        this.add(contentRecord.id, Field.PageTitle, title);
        this.add(contentRecord.id, Field.Ancestors, level >= 2 ? `${ancestors} ${heading}` : ancestors);
        this.add(contentRecord.id, Field.Lvl0, lvl0);
      }
    });
    this.vocabulary = [...this.postings.keys()].sort();
    this.termCache.clear();
  }

  /**
   * Adds the extra terms of each section (the words of a section beyond its
   * excerpt), when they come in a second file after the first results.
   */
  addExtraTerms(file: ExtraTermsFile): void {
    if (file.v !== INDEX_FORMAT || file.sections !== this.sectionCount) {
      throw new Error(`Search terms do not match the index (${file.sections} sections, index has ${this.sectionCount})`);
    }
    file.extra.forEach((extra, section) => {
      const record = this.contentRecordOfSection[section];
      if (extra && record !== undefined) this.add(record, Field.Extra, extra);
    });
    this.vocabulary = [...this.postings.keys()].sort();
    this.candidateCache.clear();
    this.stems = null;
    this.complete = true;
  }

  /** lvl0 labels, the most used first: fallback suggestions for a query with no results. */
  lvl0Labels(): string[] {
    const counts = new Map<string, number>();
    for (const record of this.records) {
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

  /** Rarer terms count more: "celo" is on every page, "faucet" on few. */
  private idf(term: string): number {
    const pages = this.pageFrequency.get(term)?.[0] ?? 1;
    return Math.log(1 + this.pageCount / pages);
  }

  /** Index terms a folded query word matches, with the quality of each match. */
  private candidates(term: string, isLast: boolean): Map<string, number> {
    const key = `${isLast ? 1 : 0}${term}`;
    const cached = this.candidateCache.get(key);
    if (cached) return cached;
    const found = new Map<string, number>();
    if (this.postings.has(term)) found.set(term, EXACT);
    if (isLast || term.length >= 4) {
      let low = 0;
      let high = this.vocabulary.length;
      while (low < high) {
        const mid = (low + high) >> 1;
        if (this.vocabulary[mid]! < term) low = mid + 1;
        else high = mid;
      }
      let added = 0;
      for (let i = low; i < this.vocabulary.length && added < MAX_EXPANSIONS; i += 1) {
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
      for (const word of this.vocabulary) {
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
        if (isLast && word.length > term.length && word.charCodeAt(0) === term.charCodeAt(0)) {
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

  /** Index terms with the same stem as `term` (itself excluded). */
  private sameStem(term: string): string[] {
    if (!this.stems) {
      this.stems = new Map();
      for (const word of this.vocabulary) {
        const key = stem(word);
        this.stems.set(key, [...(this.stems.get(key) ?? []), word]);
      }
    }
    return (this.stems.get(stem(term)) ?? []).filter((word) => word !== term);
  }

  /** The word's own candidates, with those of its synonyms at a lower weight. */
  private candidatesWithSynonyms(term: string, isLast: boolean): Map<string, number> {
    const own = this.candidates(term, isLast);
    const synonyms = SYNONYMS.get(term);
    if (!synonyms) return own;
    const merged = new Map(own);
    for (const synonym of synonyms) {
      for (const [word, quality] of this.candidates(synonym, false)) {
        const value = quality * SYNONYM;
        if ((merged.get(word) ?? 0) < value) merged.set(word, value);
      }
    }
    return merged;
  }

  /** Splits and folds a query into the words every hit should contain. */
  parseQuery(query: string): QueryWord[] {
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
    const meaningful = unique.filter((w) => !STOP_WORDS.has(w.term));
    // The cap counts the words that matter: a long question keeps its last nouns.
    const chosen = (meaningful.length > 0 ? meaningful : unique).slice(0, MAX_QUERY_WORDS);
    const out: QueryWord[] = [];
    for (const word of chosen) {
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
    const queryWords = this.parseQuery(query);
    const matchedTerms = new Set<string>();
    const empty: SearchResult = {hits: [], total: 0, matchedTerms, queryWords: []};
    if (queryWords.length === 0) return empty;

    const wordCount = queryWords.length;
    // best[record * wordCount + word] = best weighted match of that word in that record.
    const best = new Map<number, Float64Array>();
    queryWords.forEach((word, wordIndex) => {
      // A word typed in full weighs what it weighs: its prefix and typo
      // expansions ("celo" -> "celo-l2-node-docker-compose") must not borrow
      // the rarity of a longer word.
      const wordIdf = this.postings.has(word.term) ? this.idf(word.term) : Infinity;
      for (const [term, quality] of word.candidates) {
        const posting = this.postings.get(term);
        if (!posting) continue;
        matchedTerms.add(term);
        const idf = Math.min(wordIdf, this.idf(term));
        for (const code of posting) {
          const record = code >> FIELD_BITS;
          const field = (code & ((1 << FIELD_BITS) - 1)) as Field;
          const value = quality * FIELD_WEIGHT[field] * idf;
          let scores = best.get(record);
          if (!scores) {
            scores = new Float64Array(wordCount);
            best.set(record, scores);
          }
          if (value > scores[wordIndex]!) scores[wordIndex] = value;
        }
      }
    });

    // The whole query, stop words included, to recognise a heading typed in full.
    const foldedQuery = words(query.slice(0, MAX_QUERY_CHARS))
      .map((w) => w.term)
      .join(' ');
    // "How do I ..." asks for steps: pages of steps (how-tos) come first.
    // "How does ... work" asks for an explanation and is left alone.
    const howQuestion = TASK_QUESTION.test(foldedQuery);
    // A question about the past: history pages are what it asks for.
    const pastQuestion = PAST_QUESTION.test(foldedQuery);
    const languageFilter = options.language;
    const tagFilter = options.tags && options.tags.length > 0 ? new Set(options.tags) : null;
    let scored: SearchHit[] = [];
    let mostWords = 0;
    // Best match of each word anywhere on a page.
    const pageBest = new Map<number, Float64Array>();
    for (const [recordId, scores] of best) {
      const page = this.recordPage[recordId] ?? -1;
      let values = pageBest.get(page);
      if (!values) {
        values = new Float64Array(wordCount);
        pageBest.set(page, values);
      }
      for (let i = 0; i < wordCount; i += 1) if (scores[i]! > values[i]!) values[i] = scores[i]!;
    }
    const slugFactor = new Map<number, number>();
    const known = (term: string) => this.postings.has(term);
    const namesTerm = (word: QueryWord, term: string) => names(word, term, known);
    for (const [recordId, scores] of best) {
      const record = this.records[recordId];
      if (!record) continue;
      if (languageFilter && record.language && record.language !== languageFilter) continue;
      if (tagFilter && !tagFilter.has(record.tag)) continue;
      let matched = 0;
      let score = 0;
      const page = this.recordPage[recordId] ?? -1;
      const onPage = pageBest.get(page);
      for (let i = 0; i < wordCount; i += 1) {
        if (scores[i]! > 0) matched += 1;
        score += Math.max(scores[i]!, SAME_PAGE * (onPage?.[i] ?? 0));
      }
      const heading = this.foldedHeading[recordId];
      // A page title names the page; a heading names one part of a page.
      const isTitle = record.type === 'lvl1';
      if (heading && heading === foldedQuery) score *= isTitle ? EXACT_TITLE : EXACT_HEADING;
      else if (heading && heading.startsWith(foldedQuery)) score *= 1.2;
      // Of two headings with the query's words, the one that is mostly those
      // words is about them ("Use viem with Celo" before "Quickstart - deploy
      // a contract and call it with viem").
      const own = this.headingWords[recordId];
      if (own && own.size > 0) {
        score *= 1 + ((isTitle ? 0.5 : 0.25) * Math.min(coveredWords(queryWords, own), own.size)) / own.size;
      }
      // Query words side by side in a heading, in the query's order: the
      // heading names what the query names ("community RPC", "Celo Sepolia").
      const sequence = this.headingTerms[recordId];
      if (wordCount > 1 && sequence && sequence.length > 1) {
        score *= 1 + (PHRASE * adjacentPairs(queryWords, sequence, namesTerm)) / (wordCount - 1);
      }
      // The URL's last segment names the page ("/developer/oracles/redstone").
      let slug = slugFactor.get(page);
      if (slug === undefined) {
        const own = this.pageSlugWords[page];
        slug = own && own.size > 0 ? 1 + (SLUG_COVERAGE * Math.min(coveredWords(queryWords, own, namesTerm), own.size)) / own.size : 1;
        slugFactor.set(page, slug);
      }
      score *= slug;
      // Page weights put today's pages before history; a question about the
      // past ("How did Mento keep cUSD stable on the L1?") ranks by its words.
      const weight = this.pageWeight[page] ?? 1;
      if (!(pastQuestion && weight < 1)) score *= weight;
      if (howQuestion && this.pageHowTo[page]) score *= HOW_TO_BOOST;
      if (matched > mostWords) mostWords = matched;
      scored.push({record, score, matchedWords: matched});
    }
    // Short queries (one or two words) want every word, as in DocSearch. A
    // longer question may miss a word or two: records with at least half the
    // words and at most one fewer than the best record compete, each missing
    // word lowering the score.
    if (mostWords * 2 < wordCount) return empty;
    const minWords = wordCount <= 2 ? mostWords : Math.max(Math.ceil(wordCount / 2), mostWords - 1);
    scored = scored.filter((hit) => hit.matchedWords >= minWords);
    if (wordCount > 2) {
      for (const hit of scored) hit.score *= (hit.matchedWords / wordCount) ** 2;
    }
    scored.sort(
      (a, b) =>
        b.score - a.score ||
        levelRank(a.record.type) - levelRank(b.record.type) ||
        a.record.id - b.record.id,
    );
    // One hit per URL: the heading and the content of a section share it.
    const seen = new Set<string>();
    const distinct = scored.filter((hit) => {
      if (seen.has(hit.record.url)) return false;
      seen.add(hit.record.url);
      return true;
    });
    const offset = options.offset ?? 0;
    const limit = options.limit ?? 20;
    return {
      hits: distinct.slice(offset, offset + limit),
      total: distinct.length,
      matchedTerms,
      queryWords: queryWords.map((w) => w.term),
    };
  }
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

/** Consecutive query words found side by side, in that order, in `sequence`. */
function adjacentPairs(
  queryWords: readonly QueryWord[],
  sequence: readonly string[],
  accept: (word: QueryWord, term: string) => boolean,
): number {
  let pairs = 0;
  for (let i = 0; i + 1 < queryWords.length; i += 1) {
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

/** A question asking for steps. */
const TASK_QUESTION = /^how (?:do|can|could|should|would) (?:i|we|you)\b|^how to\b/;
/** A question about how Celo was before: the L1, history, retired things. */
const PAST_QUESTION = /\b(?:l1|history|historical|legacy|did|was|were|former|formerly|retired|old)\b/;

/** Last URL segments that name no page: their folder names it. */
const GENERIC_SLUGS = new Set(['overview', 'index', 'introduction', 'intro', 'readme']);

/** Meaningful words of the segment of a URL that names its page. */
export function slugWords(url: string): ReadonlySet<string> {
  const segments = url.split('/').filter(Boolean);
  let last = segments.pop();
  if (last && GENERIC_SLUGS.has(last.toLowerCase())) last = segments.pop();
  return last ? meaningfulWords(last.replace(/[-_]+/g, ' ')) : new Set();
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
