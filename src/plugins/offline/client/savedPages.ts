/**
 * "Save for offline": every page of the site, with the scripts, styles and images it needs, put
 * into the cache the service worker reads ("celo-saved-<build>", see ../serviceWorker.js). The
 * list and the sizes come from /offline-manifest.json, written at build time; the button reads only
 * its counts, /offline-summary.json, until the reader starts a save.
 *
 * A save can stop (offline, no room, the reader cancels) and be started again: files already
 * saved are not fetched twice. The saved pages stay until the reader removes them; after a new
 * build they are still whole pages of the build that saved them, and saving again replaces them.
 */
import type {SaveFile, SaveManifest, SaveSummary} from '../files';
import {SAVE_MANIFEST, SAVE_SUMMARY} from '../urls';

const PREFIX = 'celo-saved-';
/** Requests at a time: enough to keep a connection busy, few enough to leave the page responsive. */
const PARALLEL = 4;
/** Tells the service worker not to keep its own copy of what this saves (see ../serviceWorker.js). */
const SAVE_HEADER = 'x-celo-save';

export const savedCacheName = (build: string) => `${PREFIX}${build}`;

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

/** Why a save stopped, in words a reader can act on. */
export class SaveError extends Error {
  constructor(
    message: string,
    readonly progress: SaveProgress,
  ) {
    super(message);
    this.name = 'SaveError';
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

export const readSaveManifest = (fetcher: typeof fetch = fetch) => readJson<SaveManifest>(SAVE_MANIFEST, fetcher);

export const readSaveSummary = (fetcher: typeof fetch = fetch) => readJson<SaveSummary>(SAVE_SUMMARY, fetcher);

/** The completion marker is the manifest itself, stored last: a cache without it is a partial save. */
export async function savedState(storage: CacheStorage, build: string): Promise<SavedState> {
  const names = (await storage.keys()).filter((name) => name.startsWith(PREFIX));
  if (names.includes(savedCacheName(build))) {
    const cache = await storage.open(savedCacheName(build));
    if (await cache.match(SAVE_MANIFEST)) return {kind: 'complete'};
  }
  for (const name of names) {
    if (name === savedCacheName(build)) continue;
    const cache = await storage.open(name);
    if (await cache.match(SAVE_MANIFEST)) return {kind: 'outdated'};
  }
  return {kind: 'none'};
}

/** The message for a failed request or write, by what went wrong. */
function reasonFor(error: unknown): string {
  if (error instanceof DOMException && error.name === 'QuotaExceededError') {
    return 'This device has no room left for the saved pages.';
  }
  if (error instanceof DOMException && error.name === 'AbortError') return 'Saving was cancelled.';
  if (error instanceof TypeError) return 'The connection was lost.';
  return error instanceof Error ? error.message : String(error);
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
        if (!response.ok) throw new Error(`${file.url} answered HTTP ${response.status}.`);
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

  // Last, the marker: the save is complete. Then the earlier builds' saves are no longer needed.
  await cache.put(SAVE_MANIFEST, new Response(JSON.stringify({build: manifest.build}), {headers: {'Content-Type': 'application/json'}}));
  for (const name of await storage.keys()) {
    if (name.startsWith(PREFIX) && name !== savedCacheName(manifest.build)) await storage.delete(name);
  }
}

/** Removes every saved page, of every build. Pages kept as the reader visited them stay. */
export async function removeSaved(storage: CacheStorage = caches): Promise<void> {
  for (const name of await storage.keys()) if (name.startsWith(PREFIX)) await storage.delete(name);
}

/** "24.1 MB": decimal megabytes, as storage settings show them. */
export function formatSize(bytes: number): string {
  const mb = bytes / 1_000_000;
  return mb >= 10 ? `${Math.round(mb)} MB` : `${mb.toFixed(1)} MB`;
}
