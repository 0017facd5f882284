/**
 * "Save for offline": every page of the site in the reader's language, with the scripts, styles and
 * images it needs, put into the cache the service worker reads ("celo-saved-<build>", see
 * ../serviceWorker.js; the build id of a language other than English starts with its locale, so each
 * language's save is its own). The list and the sizes come from the language's
 * offline-manifest.json (`/offline-manifest.json`, `/es/offline-manifest.json`), written at build
 * time; the button reads only its counts, offline-summary.json, until the reader starts a save.
 *
 * A save can stop (offline, no room, the reader cancels) and be started again: files already
 * saved are not fetched twice. The saved pages stay until the reader removes them; after a new
 * build they are still whole pages of the build that saved them, and saving again replaces them.
 */
import type {SaveFile, SaveManifest, SaveSummary} from '../files';
import {languageUrl, SAVE_MANIFEST, SAVE_SUMMARY} from '../urls';

const PREFIX = 'celo-saved-';
/** Requests at a time: enough to keep a connection busy, few enough to leave the page responsive. */
const PARALLEL = 4;
/** Tells the service worker not to keep its own copy of what this saves (see ../serviceWorker.js). */
const SAVE_HEADER = 'x-celo-save';

export const savedCacheName = (build: string) => `${PREFIX}${build}`;

/**
 * Whether a saved cache holds the same language as a build id: English ids are a bare hash,
 * another language's start with its locale (`es-…`, `pt-BR-…`; files.ts, saveBuildId).
 */
function sameLanguage(name: string, build: string): boolean {
  const language = (id: string) => (id.includes('-') ? id.slice(0, id.lastIndexOf('-')) : '');
  return name.startsWith(PREFIX) && language(name.slice(PREFIX.length)) === language(build);
}

export interface SaveProgress {
  files: number;
  totalFiles: number;
  bytes: number;
  totalBytes: number;
}

export type SavedState =
  | {kind: 'none'}
  | {kind: 'complete'}
  /** Pages saved by an earlier build (still readable offline; saving again updates them). */
  | {kind: 'outdated'};

/** Why a save stopped (`stop`, which the page words in the reader's language), and how far it got. */
export class SaveError extends Error {
  constructor(
    readonly stop: SaveStop,
    readonly progress: SaveProgress,
  ) {
    super(englishReason(stop));
    this.name = 'SaveError';
  }
}

/** The reason in English (the error's message, for logs and tests). */
function englishReason(stop: SaveStop): string {
  switch (stop.reason) {
    case 'quota':
      return 'This device has no room left for the saved pages.';
    case 'cancelled':
      return 'Saving was cancelled.';
    case 'connection':
      return 'The connection was lost.';
    case 'http':
      return `${stop.url} answered HTTP ${stop.status}.`;
    case 'other':
      return stop.message;
  }
}

export function offlineSupported(): boolean {
  return typeof window !== 'undefined' && 'caches' in window && 'serviceWorker' in navigator;
}

async function readJson<T>(url: string, fetcher: typeof fetch): Promise<T> {
  const response = await fetcher(url);
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** The language's list of pages and files (`base` is its base URL: `/`, `/es/`). */
export const readSaveManifest = (base: string, fetcher: typeof fetch = fetch) => readJson<SaveManifest>(languageUrl(base, SAVE_MANIFEST), fetcher);

export const readSaveSummary = (base: string, fetcher: typeof fetch = fetch) => readJson<SaveSummary>(languageUrl(base, SAVE_SUMMARY), fetcher);

/**
 * The saves of the summary's language: complete for its build, outdated when only an earlier build
 * of the language saved. The completion marker is the manifest itself, stored last: a cache without
 * it is a partial save.
 */
export async function savedState(storage: CacheStorage, {build, base}: {build: string; base: string}): Promise<SavedState> {
  const marker = languageUrl(base, SAVE_MANIFEST);
  const names = (await storage.keys()).filter((name) => sameLanguage(name, build));
  if (names.includes(savedCacheName(build))) {
    const cache = await storage.open(savedCacheName(build));
    if (await cache.match(marker)) return {kind: 'complete'};
  }
  for (const name of names) {
    if (name === savedCacheName(build)) continue;
    const cache = await storage.open(name);
    if (await cache.match(marker)) return {kind: 'outdated'};
  }
  return {kind: 'none'};
}

/** Why a save stopped, as the page words it in the reader's language (SaveForOffline). */
export type SaveStop = {reason: 'quota' | 'cancelled' | 'connection'} | {reason: 'http'; url: string; status: number} | {reason: 'other'; message: string};

class HttpError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
  ) {
    super(`${url} answered HTTP ${status}.`);
  }
}

/** The reason for a failed request or write, by what went wrong. */
function reasonFor(error: unknown): SaveStop {
  if (error instanceof DOMException && error.name === 'QuotaExceededError') return {reason: 'quota'};
  if (error instanceof DOMException && error.name === 'AbortError') return {reason: 'cancelled'};
  if (error instanceof TypeError) return {reason: 'connection'};
  if (error instanceof HttpError) return {reason: 'http', url: error.url, status: error.status};
  return {reason: 'other', message: error instanceof Error ? error.message : String(error)};
}

/**
 * Saves every file of the manifest that is not saved yet, `PARALLEL` at a time, reporting progress
 * after each. Resolves when all are saved; rejects with a SaveError saying why it stopped.
 */
export async function saveAll(
  manifest: SaveManifest,
  {
    storage = caches,
    fetcher = fetch,
    onProgress,
    signal,
  }: {storage?: CacheStorage; fetcher?: typeof fetch; onProgress: (progress: SaveProgress) => void; signal?: AbortSignal},
): Promise<void> {
  const cache = await storage.open(savedCacheName(manifest.build));
  const progress: SaveProgress = {files: 0, totalFiles: manifest.files.length, bytes: 0, totalBytes: manifest.bytes};
  const queue: SaveFile[] = [];
  for (const file of manifest.files) {
    if (await cache.match(file.url)) {
      progress.files += 1;
      progress.bytes += file.bytes;
    } else queue.push(file);
  }
  onProgress({...progress});

  let failure: unknown = null;
  const worker = async () => {
    while (queue.length > 0 && failure === null) {
      const file = queue.shift()!;
      try {
        signal?.throwIfAborted();
        const response = await fetcher(file.url, {signal, credentials: 'same-origin', headers: {[SAVE_HEADER]: '1'}});
        if (!response.ok) throw new HttpError(file.url, response.status);
        await cache.put(file.url, response);
      } catch (error) {
        failure ??= error;
        return;
      }
      progress.files += 1;
      progress.bytes += file.bytes;
      onProgress({...progress});
    }
  };
  await Promise.all(Array.from({length: PARALLEL}, worker));
  if (failure !== null) throw new SaveError(reasonFor(failure), {...progress});

  // Last, the marker: the save is complete. Then the language's earlier saves are no longer needed
  // (another language's saves stay).
  const marker = languageUrl(manifest.base, SAVE_MANIFEST);
  await cache.put(marker, new Response(JSON.stringify({build: manifest.build}), {headers: {'Content-Type': 'application/json'}}));
  for (const name of await storage.keys()) {
    if (sameLanguage(name, manifest.build) && name !== savedCacheName(manifest.build)) await storage.delete(name);
  }
}

/**
 * Removes the saved pages of a language (`build`: the language's current build id), of every
 * build. Another language's saves, and pages kept as the reader visited them, stay.
 */
export async function removeSaved(build: string, storage: CacheStorage = caches): Promise<void> {
  for (const name of await storage.keys()) if (sameLanguage(name, build)) await storage.delete(name);
}

/**
 * "2.1 MB", "23 MB": decimal megabytes, as storage settings show them, with the language's decimal
 * sign ("2,1 MB" in Spanish and Portuguese). It runs when a save's counts arrive, never as a page starts.
 */
export function formatSize(bytes: number, locale = 'en'): string {
  const mb = bytes / 1_000_000;
  const digits = mb >= 10 ? 0 : 1;
  const number = mb.toLocaleString(locale === 'en' ? 'en-US' : locale, {minimumFractionDigits: digits, maximumFractionDigits: digits});
  return `${number} MB`;
}
