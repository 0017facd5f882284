/** "Save for offline" (src/plugins/offline/client/savedPages.ts) against an in-memory Cache Storage. */
import {describe, expect, it} from 'vitest';
import {formatSize, removeSaved, saveAll, SaveError, savedState, type SaveProgress} from '../../src/plugins/offline/client/savedPages';
import type {SaveManifest} from '../../src/plugins/offline/files';
import {FakeCacheStorage} from './support/fakeCaches';

const MANIFEST: SaveManifest = {
  build: 'B2',
  base: '/',
  pages: [{path: '/a', title: 'A'}],
  files: [
    {url: '/a', bytes: 100},
    {url: '/assets/js/x.1.js', bytes: 20},
    {url: '/img/logo.svg', bytes: 5},
  ],
  bytes: 125,
};

function network(fail: (url: string) => Error | null = () => null) {
  const requested: string[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    requested.push(url);
    expect(new Headers(init?.headers).get('x-celo-save')).toBe('1');
    const error = fail(url);
    if (error) throw error;
    return new Response(`body of ${url}`);
  }) as typeof fetch;
  return {fetcher, requested};
}

describe('saveAll', () => {
  it('saves every file with progress, marks the save complete, and drops older builds’ saves', async () => {
    const storage = new FakeCacheStorage();
    await storage.open('celo-saved-B1');
    const {fetcher} = network();
    const progress: SaveProgress[] = [];
    await saveAll(MANIFEST, {storage: storage as unknown as CacheStorage, fetcher, onProgress: (p) => progress.push(p)});
    expect(storage.paths('celo-saved-B2')).toEqual(['/a', '/assets/js/x.1.js', '/img/logo.svg', '/offline-manifest.json']);
    expect(progress.at(-1)).toEqual({files: 3, totalFiles: 3, bytes: 125, totalBytes: 125});
    expect(await storage.keys()).toEqual(['celo-saved-B2']);
    expect(await savedState(storage as unknown as CacheStorage, MANIFEST)).toEqual({kind: 'complete'});
  });

  it('stops with the reason when the connection drops, and the next save fetches only what is missing', async () => {
    const storage = new FakeCacheStorage();
    const offline = network((url) => (url.endsWith('.svg') ? new TypeError('Failed to fetch') : null));
    const error = await saveAll(MANIFEST, {storage: storage as unknown as CacheStorage, fetcher: offline.fetcher, onProgress: () => undefined}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SaveError);
    expect((error as SaveError).message).toBe('The connection was lost.');
    expect((error as SaveError).progress.files).toBe(2);
    expect(await savedState(storage as unknown as CacheStorage, MANIFEST)).toEqual({kind: 'none'});

    const online = network();
    await saveAll(MANIFEST, {storage: storage as unknown as CacheStorage, fetcher: online.fetcher, onProgress: () => undefined});
    expect(online.requested).toEqual(['/img/logo.svg']);
  });

  it('names a full device and an HTTP error', async () => {
    const full = network(() => new DOMException('quota', 'QuotaExceededError'));
    await expect(saveAll(MANIFEST, {storage: new FakeCacheStorage() as unknown as CacheStorage, fetcher: full.fetcher, onProgress: () => undefined})).rejects.toThrow(
      'This device has no room left for the saved pages.',
    );
    const missing = (async () => new Response('gone', {status: 404})) as typeof fetch;
    await expect(saveAll(MANIFEST, {storage: new FakeCacheStorage() as unknown as CacheStorage, fetcher: missing, onProgress: () => undefined})).rejects.toThrow('/a answered HTTP 404.');
  });
});

describe('savedState and removeSaved', () => {
  it('tells an earlier build’s complete save from none, and removes every save', async () => {
    const storage = new FakeCacheStorage();
    const old = await storage.open('celo-saved-B1');
    await old.put('/offline-manifest.json', new Response('{}'));
    await storage.open('celo-pages-B2');
    expect(await savedState(storage as unknown as CacheStorage, MANIFEST)).toEqual({kind: 'outdated'});
    await removeSaved('B2', storage as unknown as CacheStorage);
    expect(await storage.keys()).toEqual(['celo-pages-B2']);
    expect(await savedState(storage as unknown as CacheStorage, MANIFEST)).toEqual({kind: 'none'});
  });
});

describe('languages', () => {
  const SPANISH: SaveManifest = {
    build: 'es-B2',
    base: '/es/',
    pages: [{path: '/es/a', title: 'A'}],
    files: [{url: '/es/a', bytes: 100}],
    bytes: 100,
  };

  it('each language’s save is its own: saving or removing one leaves the other’s', async () => {
    const storage = new FakeCacheStorage();
    const cacheStorage = storage as unknown as CacheStorage;
    const {fetcher} = network();
    await saveAll(MANIFEST, {storage: cacheStorage, fetcher, onProgress: () => undefined});
    // An earlier Spanish save, then the current one: only the earlier Spanish save goes.
    const older = await storage.open('celo-saved-es-B1');
    await older.put('/es/offline-manifest.json', new Response('{}'));
    expect(await savedState(cacheStorage, SPANISH)).toEqual({kind: 'outdated'});
    await saveAll(SPANISH, {storage: cacheStorage, fetcher, onProgress: () => undefined});
    expect((await storage.keys()).sort()).toEqual(['celo-saved-B2', 'celo-saved-es-B2']);
    expect(storage.paths('celo-saved-es-B2')).toEqual(['/es/a', '/es/offline-manifest.json']);
    expect(await savedState(cacheStorage, SPANISH)).toEqual({kind: 'complete'});
    expect(await savedState(cacheStorage, MANIFEST)).toEqual({kind: 'complete'});
    // Portuguese, never saved, sees neither.
    expect(await savedState(cacheStorage, {build: 'pt-BR-B2', base: '/pt-BR/'})).toEqual({kind: 'none'});

    await removeSaved('es-B2', cacheStorage);
    expect(await storage.keys()).toEqual(['celo-saved-B2']);
    await removeSaved('B2', cacheStorage);
    expect(await storage.keys()).toEqual([]);
  });
});

it('formats sizes in decimal megabytes, with the language’s decimal sign', () => {
  expect(formatSize(23_152_000)).toBe('23 MB');
  expect(formatSize(2_075_000)).toBe('2.1 MB');
  expect(formatSize(2_075_000, 'es')).toBe('2,1 MB');
  expect(formatSize(2_075_000, 'pt-BR')).toBe('2,1 MB');
});
