/**
 * An in-memory Cache Storage (the subset the service worker and "Save for offline" use): caches
 * by name, entries by URL, `ignoreSearch` honoured. Enough to test what is stored and found.
 */
const keyOf = (request: RequestInfo | URL, base: string, ignoreSearch = false) => {
  const url = new URL(typeof request === 'string' || request instanceof URL ? String(request) : request.url, base);
  if (ignoreSearch) url.search = '';
  return url.href;
};

export class FakeCache {
  readonly entries = new Map<string, Response>();
  constructor(
    private readonly base: string,
    private readonly storage: FakeCacheStorage,
  ) {}

  async match(request: RequestInfo | URL, options: {ignoreSearch?: boolean} = {}): Promise<Response | undefined> {
    const wanted = keyOf(request, this.base, options.ignoreSearch);
    for (const [key, response] of this.entries) {
      if (keyOf(key, this.base, options.ignoreSearch) === wanted) return response.clone();
    }
    return undefined;
  }

  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    this.entries.set(keyOf(request, this.base), response.clone());
  }

  async addAll(requests: string[]): Promise<void> {
    for (const url of requests) {
      const response = await this.storage.fetcher(new URL(url, this.base).href);
      if (!response.ok) throw new TypeError(`addAll: ${url} answered ${response.status}`);
      await this.put(url, response);
    }
  }

  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
}

export class FakeCacheStorage {
  readonly caches = new Map<string, FakeCache>();
  /** What `addAll` fetches with (the test's scripted network). */
  fetcher: (url: string) => Promise<Response> = () => Promise.reject(new TypeError('no network in this test'));
  constructor(private readonly base = 'https://docs.example') {}

  async open(name: string): Promise<FakeCache> {
    let cache = this.caches.get(name);
    if (!cache) this.caches.set(name, (cache = new FakeCache(this.base, this)));
    return cache;
  }

  async has(name: string): Promise<boolean> {
    return this.caches.has(name);
  }

  async delete(name: string): Promise<boolean> {
    return this.caches.delete(name);
  }

  async keys(): Promise<string[]> {
    return [...this.caches.keys()];
  }

  /** Like the browser's: with `cacheName`, only that cache is searched, and a missing one is not created. */
  async match(request: RequestInfo | URL, options: {ignoreSearch?: boolean; cacheName?: string} = {}): Promise<Response | undefined> {
    const named = options.cacheName === undefined ? [...this.caches.values()] : [this.caches.get(options.cacheName)];
    for (const cache of named) {
      if (!cache) continue;
      const hit = await cache.match(request, options);
      if (hit) return hit;
    }
    return undefined;
  }

  /** The URLs (paths) stored in one cache, sorted. */
  paths(name: string): string[] {
    return [...(this.caches.get(name)?.entries.keys() ?? [])].map((url) => new URL(url).pathname + new URL(url).search).sort();
  }
}
