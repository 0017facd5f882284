/**
 * Loads the index once, on demand (the first time the reader opens search or
 * visits the search page). A failed load is forgotten, so the next keystroke
 * tries again: search recovers when the network comes back, without a reload.
 */
import {SearchEngine} from '../engine/search';
import type {CompactIndex} from '../engine/format';

let pending: Promise<SearchEngine> | null = null;
let loadedUrl: string | null = null;

/** Raised when the index cannot be fetched; DocSearch shows its error screen for this name. */
export class IndexUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RetryError';
  }
}

export function loadSearchEngine(indexUrl: string): Promise<SearchEngine> {
  if (pending && loadedUrl === indexUrl) return pending;
  loadedUrl = indexUrl;
  const attempt = (async () => {
    let response: Response;
    try {
      response = await fetch(indexUrl, {credentials: 'same-origin'});
    } catch (error) {
      throw new IndexUnavailableError(`Search index request failed: ${String(error)}`);
    }
    if (!response.ok) {
      throw new IndexUnavailableError(`Search index request failed with HTTP ${response.status}`);
    }
    let data: CompactIndex;
    try {
      data = (await response.json()) as CompactIndex;
    } catch (error) {
      throw new IndexUnavailableError(`Search index is not valid JSON: ${String(error)}`);
    }
    return new SearchEngine(data);
  })();
  pending = attempt;
  attempt.catch(() => {
    if (pending === attempt) pending = null;
  });
  return attempt;
}
