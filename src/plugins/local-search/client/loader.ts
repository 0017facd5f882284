/**
 * Loads the sharded index on demand (see the plugin's README, "Sharded
 * index"):
 *
 * 1. `search-index/manifest.json` when the reader opens search (or starts a
 *    search on the search page): shard keys, record blocks, labels.
 * 2. For each query, the parts it needs, in rounds the engine names
 *    (`SearchEngine.missingFiles`): the vocabulary of its words' first
 *    characters, the postings of the terms they match, the record blocks of
 *    the hits that can reach the results. Parts already in are not fetched
 *    again; the results show as soon as the last round arrives.
 *
 * A failed load is forgotten, so the next keystroke tries again: search
 * recovers when the network comes back, without a reload.
 *
 * 3. Once a query's results are shown, in idle time, the postings and record
 *    blocks a longer query may need (`SearchEngine.likelyFiles`), so the next
 *    keystroke more often answers without a round of its own.
 */
import {SearchEngine, type SearchOptions} from '../engine/search';
import {addShardFile, type ShardFile} from '../engine/parts';
import type {ShardManifest} from '../engine/format';

let pending: Promise<SearchEngine> | null = null;
let loadedUrl: string | null = null;
/** Files on their way, per engine, so two queries never fetch one file twice. */
const inFlight = new WeakMap<SearchEngine, Map<string, Promise<void>>>();
const manifestUrls = new WeakMap<SearchEngine, string>();

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

/** The engine, as soon as the manifest is in. */
export function loadSearchEngine(manifestUrl: string): Promise<SearchEngine> {
  if (!pending || loadedUrl !== manifestUrl) {
    loadedUrl = manifestUrl;
    const attempt = fetchJson<ShardManifest>(manifestUrl).then((manifest) => {
      const engine = new SearchEngine(manifest);
      manifestUrls.set(engine, manifestUrl);
      return engine;
    });
    pending = attempt;
    attempt.catch(() => {
      if (pending === attempt) pending = null;
    });
  }
  return pending;
}

/** URL of a part: `<folder of the manifest>/<build>/<name>.json`, with the manifest's query. */
function partUrl(manifestUrl: string, build: string, name: string): string {
  const queryAt = manifestUrl.indexOf('?');
  const pathPart = queryAt < 0 ? manifestUrl : manifestUrl.slice(0, queryAt);
  const query = queryAt < 0 ? '' : manifestUrl.slice(queryAt);
  return `${pathPart.slice(0, pathPart.lastIndexOf('/') + 1)}${build}/${name}.json${query}`;
}

function loadPart(engine: SearchEngine, name: string): Promise<void> {
  let files = inFlight.get(engine);
  if (!files) {
    files = new Map();
    inFlight.set(engine, files);
  }
  const existing = files.get(name);
  if (existing) return existing;
  const url = partUrl(manifestUrls.get(engine) ?? '', engine.manifest?.build ?? '', name);
  const attempt = fetchJson<ShardFile>(url).then((file) => {
    try {
      addShardFile(engine, name, file);
    } catch (error) {
      throw new IndexUnavailableError(String(error));
    }
  });
  files.set(name, attempt);
  // A failure is forgotten, so the next search fetches the file again.
  attempt.catch(() => files.delete(name));
  return attempt;
}

/**
 * Resolves once the engine has every part `query` needs to answer as the whole
 * index would (with the same filters and page of results); rejects with
 * IndexUnavailableError when a part cannot be loaded.
 */
export async function loadForQuery(
  engine: SearchEngine,
  query: string,
  options: SearchOptions = {},
  /** False once a newer query replaced this one: the rounds left are not fetched. */
  isCurrent: () => boolean = () => true,
): Promise<void> {
  for (let missing = engine.missingFiles(query, options); missing.length > 0; missing = engine.missingFiles(query, options)) {
    await Promise.all(missing.map((name) => loadPart(engine, name)));
    if (!isCurrent()) return;
  }
}

/**
 * Fetches the files a longer query may need (`SearchEngine.likelyFiles`): the postings of the words
 * the last word can become, record blocks. Nothing waits for them: a file that fails is fetched
 * again by the search that needs it. Nothing is fetched ahead for a reader who asked the browser
 * to save data.
 */
export function prefetchLikelyParts(engine: SearchEngine, query: string, options: SearchOptions = {}): void {
  const connection = (globalThis.navigator as (Navigator & {connection?: {saveData?: boolean}}) | undefined)?.connection;
  if (connection?.saveData) return;
  for (const name of engine.likelyFiles(query, options)) loadPart(engine, name).catch(() => undefined);
}
