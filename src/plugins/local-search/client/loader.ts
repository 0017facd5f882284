/**
 * Loads the index on demand (the first time the reader opens search or starts
 * a search on the search page), in two steps:
 *
 * 1. `search-index.json`: pages, headings and the opening words of every
 *    section. The engine is ready, and the first results show, as soon as it
 *    arrives.
 * 2. `search-terms.json`: the remaining words of every section, fetched right
 *    after and added to the same engine; `whenComplete` tells when.
 *
 * A failed load is forgotten, so the next keystroke tries again: search
 * recovers when the network comes back, without a reload.
 */
import {SearchEngine} from '../engine/search';
import type {CompactIndex, ExtraTermsFile} from '../engine/format';

let pending: Promise<SearchEngine> | null = null;
let loadedUrl: string | null = null;
const completions = new WeakMap<SearchEngine, Promise<void>>();

/** Raised when the index cannot be fetched; DocSearch shows its error screen for this name. */
export class IndexUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RetryError';
  }
}

async function fetchJson<T>(url: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {credentials: 'same-origin'});
  } catch (error) {
    throw new IndexUnavailableError(`Search index request failed: ${String(error)}`);
  }
  if (!response.ok) throw new IndexUnavailableError(`Search index request failed with HTTP ${response.status}`);
  try {
    return (await response.json()) as T;
  } catch (error) {
    throw new IndexUnavailableError(`Search index is not valid JSON: ${String(error)}`);
  }
}

/** Fetches the terms file into the engine; a failure is forgotten, so the next call retries. */
function completeEngine(engine: SearchEngine, termsUrl: string): Promise<void> {
  const existing = completions.get(engine);
  if (existing) return existing;
  const attempt = fetchJson<ExtraTermsFile>(termsUrl).then((file) => engine.addExtraTerms(file));
  completions.set(engine, attempt);
  attempt.catch(() => {
    if (completions.get(engine) === attempt) completions.delete(engine);
  });
  return attempt;
}

/**
 * The engine, as soon as the first file is in. With `termsUrl`, the second
 * file is fetched next (or again, after a failure) and added when it arrives.
 */
export function loadSearchEngine(indexUrl: string, termsUrl?: string): Promise<SearchEngine> {
  if (!pending || loadedUrl !== indexUrl) {
    loadedUrl = indexUrl;
    const attempt = fetchJson<CompactIndex>(indexUrl).then((data) => new SearchEngine(data, {complete: !termsUrl}));
    pending = attempt;
    attempt.catch(() => {
      if (pending === attempt) pending = null;
    });
  }
  const current = pending;
  if (termsUrl) {
    void current.then((engine) => (engine.complete ? undefined : completeEngine(engine, termsUrl))).catch(() => undefined);
  }
  return current;
}

/** Resolves once the engine has every term (at once for a complete engine); rejects if the terms cannot be loaded. */
export function whenComplete(engine: SearchEngine): Promise<void> {
  if (engine.complete) return Promise.resolve();
  return completions.get(engine) ?? Promise.reject(new IndexUnavailableError('Search terms are not being loaded'));
}
