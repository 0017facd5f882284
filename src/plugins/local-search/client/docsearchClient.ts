/**
 * A stand-in for the Algolia search client that DocSearch calls: it answers
 * the same `search({requests})` call with hits from the local engine, shaped
 * like Algolia's (hierarchy, content, type, url, `_highlightResult`,
 * `_snippetResult`), so the whole DocSearch modal works unchanged.
 */
import {
  highlight,
  segmentsToHtml,
  snippet,
  type SearchEngine,
  type SearchHit,
  type SearchOptions,
} from '../engine/search';
import {whenIdle} from '../../../utils/whenIdle';
import {loadForQuery, loadSearchEngine, prefetchLikelyParts} from './loader';

interface AlgoliaRequest {
  indexName?: string;
  query?: string;
  params?: Record<string, unknown>;
  hitsPerPage?: number;
  page?: number;
  facetFilters?: unknown;
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
}

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** Reads `language:en` and `docusaurus_tag:...` out of Algolia facet filters. */
export function readFacetFilters(facetFilters: unknown): {language?: string; tags: string[]} {
  const flat: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') flat.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
  };
  walk(facetFilters);
  let language: string | undefined;
  const tags: string[] = [];
  for (const filter of flat) {
    const [name, ...rest] = filter.split(':');
    const value = rest.join(':');
    if (name === 'language') language = value;
    if (name === 'docusaurus_tag') tags.push(value);
  }
  return {language, tags};
}

/** Snippets are 10 words wide, 5 on screens 768 px wide or less. */
export function snippetSize(): number {
  const narrow =
    typeof window !== 'undefined' && window.matchMedia?.('(max-width: 768px)').matches === true;
  return narrow ? 5 : 10;
}

/** One engine hit as an Algolia DocSearch hit. */
export function toDocSearchHit(
  hit: SearchHit,
  matched: ReadonlySet<string>,
  size: number,
  pre = '<mark>',
  post = '</mark>',
  ellipsis = '…',
) {
  const {record} = hit;
  const hierarchy: Record<string, string | null> = {};
  const highlightHierarchy: Record<string, {value: string; matchLevel: string; matchedWords: string[]}> = {};
  const snippetHierarchy: Record<string, {value: string; matchLevel: string}> = {};
  LEVELS.forEach((level, i) => {
    const value = record.hierarchy[i] ?? null;
    hierarchy[level] = value;
    if (value !== null) {
      const segments = highlight(value, matched);
      const matchLevel = segments.some((s) => s.match) ? 'full' : 'none';
      highlightHierarchy[level] = {value: segmentsToHtml(segments, pre, post), matchLevel, matchedWords: []};
      snippetHierarchy[level] = {
        value: segmentsToHtml(snippet(value, matched, size, ellipsis), pre, post),
        matchLevel,
      };
    }
  });
  const content = record.content;
  const contentSegments = content ? highlight(content, matched) : [];
  const contentMatch = contentSegments.some((s) => s.match) ? 'full' : 'none';
  return {
    // The URL, not the record number: stable across builds, so saved searches keep working.
    objectID: record.url,
    url: record.url,
    url_without_anchor: record.url.split('#')[0] ?? record.url,
    anchor: record.anchor,
    type: record.type,
    content,
    hierarchy,
    _highlightResult: {
      hierarchy: highlightHierarchy,
      content: {value: segmentsToHtml(contentSegments, pre, post), matchLevel: contentMatch, matchedWords: []},
    },
    _snippetResult: {
      hierarchy: snippetHierarchy,
      content: {
        value: content ? segmentsToHtml(snippet(content, matched, size, ellipsis), pre, post) : '',
        matchLevel: contentMatch,
      },
    },
  };
}

function flattenRequest(request: AlgoliaRequest): AlgoliaRequest {
  // Older clients put the search parameters in a `params` object.
  return {...(request.params ?? {}), ...request} as AlgoliaRequest;
}

/** The engine's query and options for an Algolia request. */
function engineQuery(rawRequest: AlgoliaRequest): {query: string; options: SearchOptions} {
  const request = flattenRequest(rawRequest);
  const hitsPerPage = request.hitsPerPage ?? 20;
  const {language, tags} = readFacetFilters(request.facetFilters);
  return {
    query: String(request.query ?? ''),
    options: {language, tags, offset: (request.page ?? 0) * hitsPerPage, limit: hitsPerPage},
  };
}

export function answer(engine: SearchEngine, rawRequest: AlgoliaRequest) {
  const request = flattenRequest(rawRequest);
  const {query, options} = engineQuery(request);
  const hitsPerPage = request.hitsPerPage ?? 20;
  const page = request.page ?? 0;
  const started = performance.now();
  const result = engine.search(query, options);
  const size = snippetSize();
  return {
    hits: result.hits.map((hit) =>
      toDocSearchHit(
        hit,
        result.matchedTerms,
        size,
        request.highlightPreTag,
        request.highlightPostTag,
        request.snippetEllipsisText,
      ),
    ),
    nbHits: result.total,
    page,
    nbPages: Math.ceil(result.total / hitsPerPage),
    hitsPerPage,
    processingTimeMS: Math.round(performance.now() - started),
    query,
    params: '',
    index: request.indexName ?? 'local',
    exhaustiveNbHits: true,
  };
}

export interface LocalSearchClientEvents {
  /** Called with the hits of every answered search. */
  onResults?: (hits: Array<{hierarchy: Record<string, string | null>}>) => void;
  /** Called when the index could not be loaded for a search. */
  onError?: (error: unknown) => void;
}

function emptyAnswer(rawRequest: AlgoliaRequest) {
  const request = flattenRequest(rawRequest);
  return {
    hits: [],
    nbHits: 0,
    page: 0,
    nbPages: 0,
    hitsPerPage: request.hitsPerPage ?? 20,
    processingTimeMS: 0,
    query: String(request.query ?? ''),
    params: '',
    index: request.indexName ?? 'local',
    exhaustiveNbHits: true,
  };
}

/**
 * The object handed to DocSearch's `transformSearchClient`. When the index
 * cannot be loaded it answers with no hits and reports the error through
 * `onError` (autocomplete resets DocSearch's error status to idle straight away,
 * so the search bar shows the error screen itself); the next search tries to
 * load the index again.
 */
export function createLocalSearchClient(manifestUrl: string, events: LocalSearchClientEvents = {}) {
  // Each keystroke is a search; DocSearch shows only the latest one's answer,
  // so an older search stops fetching parts once a newer one starts.
  let latest = 0;
  return {
    transporter: {algoliaAgent: {value: 'local-search', add: () => undefined}},
    addAlgoliaAgent: () => undefined,
    async search(params: {requests: AlgoliaRequest[]} | AlgoliaRequest[]) {
      const requests = Array.isArray(params) ? params : params.requests;
      const id = (latest += 1);
      let engine: SearchEngine;
      try {
        engine = await loadSearchEngine(manifestUrl);
        // The parts of the index each query needs (those already in are not fetched again).
        await Promise.all(
          requests.map((request) => {
            const {query, options} = engineQuery(request);
            return loadForQuery(engine, query, options, () => id === latest);
          }),
        );
      } catch (error) {
        events.onError?.(error);
        return {results: requests.map(emptyAnswer)};
      }
      const results = requests.map((request) => answer(engine, request));
      events.onResults?.(results.flatMap((result) => result.hits));
      // After the results are drawn, unless the reader typed on: the postings and blocks the next keystroke may need.
      if (typeof window !== 'undefined') {
        whenIdle(() => {
          if (id !== latest) return;
          for (const request of requests) {
            const {query, options} = engineQuery(request);
            prefetchLikelyParts(engine, query, options);
          }
        });
      }
      return {results};
    },
  };
}
