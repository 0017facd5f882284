/**
 * The service worker (src/plugins/offline/serviceWorker.js) run in a VM with an in-memory Cache
 * Storage and a scripted network: what it precaches, keeps, serves online and offline, and
 * deletes when a new build takes over.
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import {beforeEach, describe, expect, it, vi} from 'vitest';
import {workerScript, type WorkerConfig, type WorkerLanguage} from '../../src/plugins/offline/files';
import {HAND_OVER_MESSAGE, KEEP_PAGE_MESSAGE, SKIP_WAITING_MESSAGE, TAKE_OVER_MESSAGE} from '../../src/plugins/offline/messages';
import {createPageKeeper} from '../../src/plugins/offline/client/keepPages';
import {FakeCacheStorage} from './support/fakeCaches';

const ORIGIN = 'https://docs.example';
const TEMPLATE = fs.readFileSync(path.join(__dirname, '../../src/plugins/offline/serviceWorker.js'), 'utf8');
const ENTRY = ['/assets/js/runtime~main.aaaa.js', '/assets/js/main.aaaa.js'];
/** Every file of a sharded search index: the manifest and its parts (src/plugins/local-search). */
const SEARCH_INDEX = ['/search-index/manifest.json', '/search-index/abc123/v-63.json', '/search-index/abc123/p-63-0.json', '/search-index/abc123/r-0.json'];
const EN: WorkerLanguage = {
  base: '/',
  save: 'A',
  precache: [...ENTRY, '/assets/css/styles.aaaa.css', ...SEARCH_INDEX, '/offline', '/404.html'],
  entry: ENTRY,
  offlinePage: '/offline',
  notFoundPage: '/404.html',
};
const CONFIG: WorkerConfig = {build: 'A', languages: [EN], pages: ['/', '/developer/viem', '/network', '/old-page']};
/** A build with nothing to precache. */
const emptyBuild = (build: string): WorkerConfig => ({...CONFIG, build, languages: [{...EN, precache: []}]});

const pageOf = (entry: string[], text: string) =>
  `<!doctype html><title>${text}</title>${entry.map((src) => `<script src="${src}"></script>`).join('')}<p>${text}</p>`;
const html = (body: string, status = 200) => new Response(body, {status, headers: {'Content-Type': 'text/html; charset=utf-8'}});

interface Worker {
  storage: FakeCacheStorage;
  /** What the network answers, by path; a missing path is a 404, `offline` makes every request fail. */
  network: Map<string, () => Response>;
  /** `offline`: every request fails; `hang`: every request waits until `release()`. */
  state: {offline: boolean; hang: boolean};
  release: () => void;
  skipWaiting: ReturnType<typeof vi.fn>;
  update: ReturnType<typeof vi.fn>;
  /** The registration's other workers as this one sees them (`self.registration.active` / `.waiting`). */
  registration: {active: FakePeer | null; waiting: FakePeer | null};
  dispatch: (type: string, event?: Record<string, unknown>) => Promise<{response?: Response; waits: Promise<unknown>[]}>;
  /** Dispatches without waiting: the answer as it comes, and the event's waitUntil promises. */
  start: (type: string, event?: Record<string, unknown>) => {response?: Promise<Response>; waits: Promise<unknown>[]};
  fn: <T>(name: string) => T;
}

/** Another worker of the registration: what this one posts to it. */
interface FakePeer {
  postMessage: ReturnType<typeof vi.fn>;
}
const peer = (): FakePeer => ({postMessage: vi.fn()});

/** `windows`: the paths of the pages open when the worker runs (`self.clients.matchAll`). */
function loadWorker(config: WorkerConfig = CONFIG, storage = new FakeCacheStorage(ORIGIN), windows: string[] = []): Worker {
  const handlers = new Map<string, (event: unknown) => void>();
  const network = new Map<string, () => Response>();
  const state = {offline: false, hang: false};
  const held: (() => void)[] = [];
  const update = vi.fn(() => Promise.resolve());
  const skipWaiting = vi.fn(() => Promise.resolve());
  const fakeFetch = async (input: string | {url: string}) => {
    if (state.hang) await new Promise<void>((resolve) => held.push(resolve));
    if (state.offline) throw new TypeError('Failed to fetch');
    const url = new URL(typeof input === 'string' ? input : input.url, ORIGIN);
    const answer = network.get(url.pathname);
    if (!answer) return html('not found', 404);
    const response = answer();
    // A same-origin answer is of type "basic" in a browser.
    Object.defineProperty(response, 'type', {value: 'basic'});
    return response;
  };
  storage.fetcher = fakeFetch;
  const registration = {update, active: null as FakePeer | null, waiting: null as FakePeer | null};
  const self = {
    location: {origin: ORIGIN},
    registration,
    skipWaiting,
    clients: {claim: () => Promise.resolve(), matchAll: () => Promise.resolve(windows.map((path) => ({url: `${ORIGIN}${path}`})))},
    addEventListener: (type: string, handler: (event: unknown) => void) => handlers.set(type, handler),
  };
  const context = vm.createContext({self, caches: storage, fetch: fakeFetch, Response, Request, Headers, URL, console,
    // The realm's clock when the worker loads: a test's fake timers, if it started them first.
    Date: globalThis.Date,
    // Looked up at each call, so a test's fake timers apply.
    setTimeout: (work: () => void, ms: number) => globalThis.setTimeout(work, ms),
    clearTimeout: (id: ReturnType<typeof setTimeout>) => globalThis.clearTimeout(id),
  });
  vm.runInContext(workerScript(TEMPLATE, config), context);
  return {
    storage,
    network,
    state,
    release: () => {
      state.hang = false;
      for (const resolve of held.splice(0)) resolve();
    },
    skipWaiting,
    update,
    registration,
    fn: <T,>(name: string) => context[name] as T,
    start(type, extra = {}) {
      const waits: Promise<unknown>[] = [];
      let response: Promise<Response> | undefined;
      handlers.get(type)?.({
        ...extra,
        ports: [],
        waitUntil: (promise: Promise<unknown>) => waits.push(promise),
        respondWith: (promise: Promise<Response>) => (response = promise),
      });
      return {response, waits};
    },
    async dispatch(type, extra = {}) {
      const {response, waits} = this.start(type, extra);
      const answered = response ? await response : undefined;
      await Promise.all(waits);
      return {response: answered, waits};
    },
  };
}

const navigate = (url: string) => ({request: {url: `${ORIGIN}${url}`, method: 'GET', mode: 'navigate', headers: new Headers()}});
const get = (url: string, headers: Record<string, string> = {}) => ({
  request: {url: `${ORIGIN}${url}`, method: 'GET', mode: 'cors', headers: new Headers(headers)},
});

/** Serves every language's shell files; the offline and 404 pages say which language's they are. */
function serveShells(worker: Worker, config: WorkerConfig): void {
  for (const language of config.languages) {
    for (const url of language.precache) worker.network.set(url.split('?')[0]!, () => new Response(`file ${url}`));
    const name = language.base === '/' ? '' : ` ${language.base}`;
    worker.network.set(language.offlinePage, () => html(`offline page${name}`));
    worker.network.set(language.notFoundPage, () => html(`not found page${name}`));
  }
}

async function installed(config = CONFIG, windows: string[] = []): Promise<Worker> {
  const worker = loadWorker(config, undefined, windows);
  serveShells(worker, config);
  await worker.dispatch('install');
  await worker.dispatch('activate');
  return worker;
}

describe('routes', () => {
  it('answers same-origin GETs only, by kind', () => {
    const {fn} = loadWorker();
    const routeOf = fn<(request: unknown, origin: string) => string | null>('routeOf');
    expect(routeOf(navigate('/network').request, ORIGIN)).toBe('navigation');
    expect(routeOf(get('/assets/js/main.aaaa.js').request, ORIGIN)).toBe('hashed');
    expect(routeOf(get('/search-index/manifest.json?v=1').request, ORIGIN)).toBe('file');
    expect(routeOf(get('/network', {'x-celo-save': '1'}).request, ORIGIN)).toBe('save');
    expect(routeOf({...get('/network').request, method: 'POST'}, ORIGIN)).toBeNull();
    expect(routeOf(get('/assets/video.mp4', {range: 'bytes=0-10'}).request, ORIGIN)).toBeNull();
    expect(routeOf({...get('/x').request, url: 'https://cdn.example/x.js'}, ORIGIN)).toBeNull();
    expect(routeOf(get('/sw.js').request, ORIGIN)).toBeNull();
  });

  it('keys pages by path, without query, hash or trailing slash', () => {
    const pageKey = loadWorker().fn<(url: string, origin: string) => string>('pageKey');
    expect(pageKey(`${ORIGIN}/network/?a=1#x`, ORIGIN)).toBe(`${ORIGIN}/network`);
    expect(pageKey(`${ORIGIN}/`, ORIGIN)).toBe(`${ORIGIN}/`);
  });
});

describe('install and activate', () => {
  it('installs without skipWaiting, and routes hashed files past a worker that is not running', async () => {
    const worker = loadWorker();
    serveShells(worker, CONFIG);
    const addRoutes = vi.fn(() => Promise.resolve());
    await worker.dispatch('install', {addRoutes});
    expect(worker.skipWaiting).not.toHaveBeenCalled();
    expect(addRoutes).toHaveBeenCalledWith([{condition: {urlPattern: {pathname: '/assets/*'}, runningStatus: 'not-running'}, source: 'cache'}]);
    // A browser without the static routing API installs all the same.
    const older = loadWorker();
    serveShells(older, CONFIG);
    await older.dispatch('install');
    expect(older.storage.paths('celo-shell-A')).toEqual([...EN.precache].sort());
  });

  it('a waiting worker asked by a page asks the active worker, whose answer makes it take over', async () => {
    const waiting = await installed();
    const active = peer();
    waiting.registration.active = active;
    await waiting.dispatch('message', {data: {type: SKIP_WAITING_MESSAGE}});
    expect(active.postMessage).toHaveBeenCalledWith({type: HAND_OVER_MESSAGE});
    expect(waiting.skipWaiting).not.toHaveBeenCalled();
    await waiting.dispatch('message', {data: {type: TAKE_OVER_MESSAGE}});
    expect(waiting.skipWaiting).toHaveBeenCalledTimes(1);
    await waiting.dispatch('message', {data: {type: 'something-else'}});
    expect(waiting.skipWaiting).toHaveBeenCalledTimes(1);
  });

  it('the active worker answers once no request has reached it for a second, and at the latest after ten', async () => {
    vi.useFakeTimers();
    try {
      const active = await installed();
      const waiting = peer();
      active.registration.waiting = waiting;
      active.network.set('/network', () => html(pageOf(ENTRY, 'page')));
      void active.start('fetch', navigate('/network'));
      const {waits} = active.start('message', {data: {type: HAND_OVER_MESSAGE}});
      await vi.advanceTimersByTimeAsync(500);
      expect(waiting.postMessage).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(750);
      expect(waiting.postMessage).toHaveBeenCalledWith({type: TAKE_OVER_MESSAGE});
      await Promise.all(waits);

      // A page that never stops asking: the answer comes after ten seconds all the same.
      waiting.postMessage.mockClear();
      const ask = () => void active.start('fetch', get('/assets/js/main.aaaa.js'));
      ask();
      const busy = setInterval(ask, 200);
      active.start('message', {data: {type: HAND_OVER_MESSAGE}});
      await vi.advanceTimersByTimeAsync(9_000);
      expect(waiting.postMessage).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1_500);
      expect(waiting.postMessage).toHaveBeenCalledWith({type: TAKE_OVER_MESSAGE});
      clearInterval(busy);
    } finally {
      vi.useRealTimers();
    }
  });

  it('an active worker of an older build that never answers: the fifth ask of the pages skips waiting directly', async () => {
    const waiting = await installed();
    waiting.registration.active = peer();
    for (let ask = 1; ask <= 4; ask += 1) await waiting.dispatch('message', {data: {type: SKIP_WAITING_MESSAGE}});
    expect(waiting.skipWaiting).not.toHaveBeenCalled();
    await waiting.dispatch('message', {data: {type: SKIP_WAITING_MESSAGE}});
    expect(waiting.skipWaiting).toHaveBeenCalledTimes(1);
  });

  it('with no active worker, a page\'s ask skips waiting at once', async () => {
    const waiting = await installed();
    await waiting.dispatch('message', {data: {type: SKIP_WAITING_MESSAGE}});
    expect(waiting.skipWaiting).toHaveBeenCalledTimes(1);
  });

  it('precaches the shell into this build’s cache', async () => {
    const worker = await installed();
    expect(worker.storage.paths('celo-shell-A')).toEqual([...EN.precache].sort());
  });

  it('a new build deletes older builds’ shell, pages and assets, and keeps saved pages', async () => {
    const storage = new FakeCacheStorage(ORIGIN);
    for (const name of ['celo-shell-A', 'celo-pages-A', 'celo-assets-A', 'celo-saved-A', 'other-cache']) await storage.open(name);
    const worker = loadWorker(emptyBuild('B'), storage);
    await worker.dispatch('install');
    await worker.dispatch('activate');
    expect((await storage.keys()).sort()).toEqual(['celo-saved-A', 'celo-shell-B', 'other-cache']);
  });
});

describe('an old worker after a new build took over', () => {
  // The old worker still answers the requests its page started before the new one claimed it;
  // whatever it looks up or stores then must not bring back the caches the new one deleted.
  it('recreates none of its build’s caches, whatever it answers', async () => {
    const old = await installed();
    old.network.set('/network', () => html(pageOf(ENTRY, 'old build page')));
    old.network.set('/assets/js/chunk.late.js', () => new Response('late chunk'));
    old.network.set('/search-index.json', () => new Response('index'));
    const newer = loadWorker(emptyBuild('B'), old.storage);
    await newer.dispatch('install');
    await newer.dispatch('activate');

    await old.dispatch('fetch', navigate('/network'));
    await old.dispatch('fetch', get('/assets/js/chunk.late.js'));
    await old.dispatch('fetch', get('/search-index.json?v=1'));
    expect((await old.storage.keys()).sort()).toEqual(['celo-shell-B']);
  });

  it('while current, looking a page up creates no empty cache', async () => {
    const worker = await installed();
    worker.state.offline = true;
    await worker.dispatch('fetch', navigate('/network'));
    expect(await worker.storage.keys()).toEqual(['celo-shell-A']);
  });
});

describe('pages', () => {
  let worker: Worker;
  beforeEach(async () => {
    worker = await installed();
  });

  it('online: the network’s page is shown (network first) and kept', async () => {
    worker.network.set('/network', () => html(pageOf(ENTRY, 'first')));
    expect(await (await worker.dispatch('fetch', navigate('/network'))).response!.text()).toContain('first');
    expect(worker.storage.paths('celo-pages-A')).toEqual(['/network']);

    // A deploy changed the page: the reader gets the new one at once, not the kept copy.
    worker.network.set('/network', () => html(pageOf(ENTRY, 'second')));
    expect(await (await worker.dispatch('fetch', navigate('/network'))).response!.text()).toContain('second');
  });

  it('a network that hangs: the kept copy after the timeout, refreshed when the page arrives', async () => {
    vi.useFakeTimers();
    try {
      worker.network.set('/network', () => html(pageOf(ENTRY, 'kept')));
      await worker.dispatch('fetch', navigate('/network'));
      worker.network.set('/network', () => html(pageOf(ENTRY, 'late')));
      worker.state.hang = true;
      const {response, waits} = worker.start('fetch', navigate('/network'));
      let answer: Response | undefined;
      void response!.then((value) => (answer = value));
      await vi.advanceTimersByTimeAsync(3999);
      expect(answer).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(await answer!.text()).toContain('kept');
      // The event keeps the fetch alive: when the page arrives, it replaces the kept copy.
      worker.release();
      await Promise.all(waits);
      expect(await (await worker.storage.match(`${ORIGIN}/network`))!.text()).toContain('late');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a network that hangs and no kept copy: the page when it arrives', async () => {
    vi.useFakeTimers();
    try {
      worker.network.set('/developer/viem', () => html(pageOf(ENTRY, 'slow page')));
      worker.state.hang = true;
      const answered = worker.dispatch('fetch', navigate('/developer/viem'));
      await vi.advanceTimersByTimeAsync(5000);
      worker.release();
      expect(await (await answered).response!.text()).toContain('slow page');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a page of a newer build is shown but not kept, and the worker looks for its update', async () => {
    worker.network.set('/network', () => html(pageOf(['/assets/js/runtime~main.bbbb.js', '/assets/js/main.bbbb.js'], 'newer')));
    expect(await (await worker.dispatch('fetch', navigate('/network'))).response!.text()).toContain('newer');
    expect(worker.storage.paths('celo-pages-A')).toEqual([]);
    expect(worker.update).toHaveBeenCalled();
  });

  it('a 404 answer is passed on and not kept', async () => {
    const {response} = await worker.dispatch('fetch', navigate('/nowhere'));
    expect(response!.status).toBe(404);
    expect(worker.storage.paths('celo-pages-A')).toEqual([]);
  });

  it('offline: a kept page opens; an unkept page of the site gets the offline page; an unknown path the 404 page', async () => {
    worker.network.set('/network', () => html(pageOf(ENTRY, 'kept')));
    await worker.dispatch('fetch', navigate('/network'));
    worker.state.offline = true;
    expect(await (await worker.dispatch('fetch', navigate('/network'))).response!.text()).toContain('kept');
    expect(await (await worker.dispatch('fetch', navigate('/developer/viem'))).response!.text()).toBe('offline page');
    expect(await (await worker.dispatch('fetch', navigate('/old-page'))).response!.text()).toBe('offline page');
    expect(await (await worker.dispatch('fetch', navigate('/no/such/page'))).response!.text()).toBe('not found page');
  });

  it('offline: a page an earlier build saved still opens', async () => {
    const older = await worker.storage.open('celo-saved-OLD');
    await older.put('/developer/viem', html('saved by the earlier build'));
    worker.state.offline = true;
    expect(await (await worker.dispatch('fetch', navigate('/developer/viem'))).response!.text()).toBe('saved by the earlier build');
  });
});

describe('files', () => {
  it('hashed assets: cache-first from any build’s cache (their names never change content)', async () => {
    const worker = await installed();
    const older = await worker.storage.open('celo-assets-OLD');
    await older.put('/assets/js/chunk.old1.js', new Response('old chunk'));
    worker.state.offline = true;
    expect(await (await worker.dispatch('fetch', get('/assets/js/chunk.old1.js'))).response!.text()).toBe('old chunk');
    worker.state.offline = false;
    worker.network.set('/assets/js/chunk.new1.js', () => new Response('new chunk'));
    await worker.dispatch('fetch', get('/assets/js/chunk.new1.js'));
    expect(worker.storage.paths('celo-assets-A')).toContain('/assets/js/chunk.new1.js');
  });

  it('the precached search index, every part of it, answers offline whatever build-version query it is asked with', async () => {
    const worker = await installed();
    worker.state.offline = true;
    // No part was fetched online before: a query the reader never made answers offline too.
    for (const file of SEARCH_INDEX) {
      const {response} = await worker.dispatch('fetch', get(`${file}?v=12345`));
      expect(await response!.text(), file).toBe(`file ${file}`);
    }
  });

  it('a search file missing from the precache (an older worker) is kept as fetched and answers offline', async () => {
    const worker = await installed();
    worker.network.set('/search-index/abc123/p-75-2.json', () => new Response('part'));
    await worker.dispatch('fetch', get('/search-index/abc123/p-75-2.json?v=1'));
    expect(worker.storage.paths('celo-pages-A')).toContain('/search-index/abc123/p-75-2.json?v=1');
    worker.state.offline = true;
    const {response} = await worker.dispatch('fetch', get('/search-index/abc123/p-75-2.json?v=1'));
    expect(await response!.text()).toBe('part');
  });

  it('"Save for offline" requests are answered but not kept twice', async () => {
    const worker = await installed();
    worker.network.set('/network', () => html(pageOf(ENTRY, 'to save')));
    const {response} = await worker.dispatch('fetch', get('/network', {'x-celo-save': '1'}));
    expect(await response!.text()).toContain('to save');
    expect(worker.storage.paths('celo-pages-A')).toEqual([]);
    expect(worker.storage.paths('celo-assets-A')).toEqual([]);
  });
});

describe('pages opened without a navigation reaching the worker (issue 40)', () => {
  it('a page opened by client-side navigation is kept, with its files, from the message the page sends', async () => {
    const worker = await installed();
    worker.network.set('/developer', () => html(pageOf(ENTRY, 'developer')));
    worker.network.set('/developer/viem', () => html(pageOf(ENTRY, 'viem')));
    worker.network.set('/assets/js/viem-route.1234abcd.js', () => new Response('viem route chunk'));
    // The reader loads /developer (a navigation the worker answers), then clicks to /developer/viem:
    // only the route's chunk is fetched, and not through the worker here (the page's HTTP cache).
    await worker.dispatch('fetch', navigate('/developer'));
    const resources = [`${ORIGIN}/assets/js/main.aaaa.js`];
    const sent: unknown[] = [];
    const keeper = createPageKeeper({
      origin: ORIGIN,
      controller: () => ({postMessage: (data: unknown) => void sent.push(data)}),
      resources: () => resources,
    });
    keeper.pageOpened('/developer', 'worker');
    expect(sent).toEqual([]);
    resources.push(`${ORIGIN}/assets/js/viem-route.1234abcd.js`, 'https://cdn.example/other.js');
    keeper.pageOpened('/developer/viem', 'client');
    expect(sent).toEqual([{type: KEEP_PAGE_MESSAGE, page: '/developer/viem', files: [`${ORIGIN}/assets/js/viem-route.1234abcd.js`]}]);
    await worker.dispatch('message', {data: sent[0]});
    expect(worker.storage.paths('celo-pages-A')).toEqual(['/developer', '/developer/viem']);
    expect(worker.storage.paths('celo-assets-A')).toContain('/assets/js/viem-route.1234abcd.js');

    // Offline, reloading the page gets the kept copy, not the offline page.
    worker.state.offline = true;
    expect(await (await worker.dispatch('fetch', navigate('/developer/viem'))).response!.text()).toContain('viem');
    expect(await (await worker.dispatch('fetch', get('/assets/js/viem-route.1234abcd.js'))).response!.text()).toBe('viem route chunk');
  });

  it('a malformed keep message keeps nothing', async () => {
    const worker = await installed();
    worker.network.set('/network', () => html(pageOf(ENTRY, 'network')));
    for (const data of [{type: KEEP_PAGE_MESSAGE, page: '/network'}, {type: KEEP_PAGE_MESSAGE, page: 7, files: []}, {type: 'kept', page: '/network', files: []}]) {
      await worker.dispatch('message', {data});
    }
    expect(worker.storage.paths('celo-pages-A')).toEqual([]);
  });
});

describe('languages: one worker at the root serves every language, each with its own shell and pages', () => {
  const ES_ENTRY = ['/es/assets/js/runtime~main.eeee.js', '/es/assets/js/main.eeee.js'];
  const ES: WorkerLanguage = {
    base: '/es/',
    save: 'es-E',
    precache: [...ES_ENTRY, '/es/search-index/manifest.json', '/es/offline', '/es/404.html'],
    entry: ES_ENTRY,
    offlinePage: '/es/offline',
    notFoundPage: '/es/404.html',
  };
  const PT: WorkerLanguage = {...ES, base: '/pt-BR/', save: 'pt-BR-P', precache: ['/pt-BR/offline', '/pt-BR/404.html'], entry: ['/pt-BR/assets/js/main.pppp.js'], offlinePage: '/pt-BR/offline', notFoundPage: '/pt-BR/404.html'};
  // The default language's pages: every language has the same under its base URL (the build checks it).
  const SITE: WorkerConfig = {build: 'S', languages: [EN, ES, PT], pages: CONFIG.pages};

  it('tells the languages apart by path, and routes every language’s hashed files past a stopped worker', async () => {
    const worker = loadWorker(SITE);
    const languageOf = worker.fn<(pathname: string) => WorkerLanguage>('languageOf');
    expect(languageOf('/es/network').base).toBe('/es/');
    expect(languageOf('/es').base).toBe('/es/');
    expect(languageOf('/pt-BR/network').base).toBe('/pt-BR/');
    expect(languageOf('/estimate-gas').base).toBe('/');
    expect(languageOf('/network').base).toBe('/');
    const routeOf = worker.fn<(request: unknown, origin: string) => string | null>('routeOf');
    expect(routeOf(get('/es/assets/js/main.eeee.js').request, ORIGIN)).toBe('hashed');
    expect(routeOf(get('/es/search-index/manifest.json').request, ORIGIN)).toBe('file');
    serveShells(worker, SITE);
    const addRoutes = vi.fn(() => Promise.resolve());
    await worker.dispatch('install', {addRoutes});
    expect(addRoutes).toHaveBeenCalledWith(
      ['/assets/*', '/es/assets/*', '/pt-BR/assets/*'].map((pathname) => ({condition: {urlPattern: {pathname}, runningStatus: 'not-running'}, source: 'cache'})),
    );
  });

  it('installs the shells of the languages open in a window (the default one when none is), and another language’s at its first page', async () => {
    const spanishReader = await installed(SITE, ['/es/network']);
    expect(spanishReader.storage.paths('celo-shell-S')).toEqual([...ES.precache].sort());
    const noWindow = await installed(SITE);
    expect(noWindow.storage.paths('celo-shell-S')).toEqual([...EN.precache].sort());

    // The Spanish reader opens an English page: its shell comes with it, once.
    spanishReader.network.set('/network', () => html(pageOf(ENTRY, 'network')));
    await spanishReader.dispatch('fetch', navigate('/network'));
    expect(spanishReader.storage.paths('celo-shell-S')).toEqual([...ES.precache, ...EN.precache].sort());
  });

  it('stores a shell file that came through a redirect as a plain copy (a navigation refuses a redirected answer)', async () => {
    const worker = loadWorker(SITE, undefined, ['/es/network']);
    serveShells(worker, SITE);
    worker.network.set('/es/404.html', () => {
      const response = html('not found page /es/');
      Object.defineProperty(response, 'redirected', {value: true});
      return response;
    });
    await worker.dispatch('install');
    const stored = await worker.storage.match(`${ORIGIN}/es/404.html`, {cacheName: 'celo-shell-S'});
    expect(stored!.redirected).toBe(false);
    expect(await stored!.text()).toBe('not found page /es/');
    expect(stored!.headers.get('content-type')).toContain('text/html');
  });

  it('a shell cut short is not taken for a whole one (its offline page is stored last): the next page of the language completes it', async () => {
    const worker = loadWorker(SITE, undefined, ['/es/network']);
    serveShells(worker, SITE);
    // The device runs out of room after the first two files of the Spanish shell.
    const storage = worker.storage;
    const open = storage.open.bind(storage);
    let room = 2;
    storage.open = async (name: string) => {
      const cache = await open(name);
      const put = cache.put.bind(cache);
      cache.put = async (request, response) => {
        if (room-- <= 0) throw new DOMException('full', 'QuotaExceededError');
        return put(request, response);
      };
      return cache;
    };
    await expect(worker.dispatch('install')).rejects.toThrow('full');
    expect(storage.paths('celo-shell-S')).toHaveLength(2);
    expect(storage.paths('celo-shell-S')).not.toContain('/es/offline');

    room = Infinity;
    worker.network.set('/es/network', () => html(pageOf(ES_ENTRY, 'red')));
    await worker.dispatch('fetch', navigate('/es/network'));
    expect(storage.paths('celo-shell-S')).toEqual([...ES.precache].sort());
  });

  it('a page of a newer build brings no shell into this build’s caches', async () => {
    const worker = await installed(SITE, ['/es/network']);
    worker.network.set('/network', () => html(pageOf(['/assets/js/main.bbbb.js'], 'newer build')));
    await worker.dispatch('fetch', navigate('/network'));
    expect(worker.storage.paths('celo-shell-S')).toEqual([...ES.precache].sort());
  });

  it('keeps a page of a language’s own build, and offline answers in the page’s language', async () => {
    const worker = await installed(SITE, ['/es/network']);
    worker.network.set('/es/network', () => html(pageOf(ES_ENTRY, 'red')));
    await worker.dispatch('fetch', navigate('/es/network'));
    expect(worker.storage.paths('celo-pages-S')).toEqual(['/es/network']);
    expect(worker.update).not.toHaveBeenCalled();
    // An English page's scripts on a Spanish address are another build's: shown, not kept.
    worker.network.set('/es/developer/viem', () => html(pageOf(ENTRY, 'wrong build')));
    await worker.dispatch('fetch', navigate('/es/developer/viem'));
    expect(worker.storage.paths('celo-pages-S')).toEqual(['/es/network']);
    expect(worker.update).toHaveBeenCalled();

    worker.state.offline = true;
    expect(await (await worker.dispatch('fetch', navigate('/es/network'))).response!.text()).toContain('red');
    expect(await (await worker.dispatch('fetch', navigate('/es/developer/viem'))).response!.text()).toBe('offline page /es/');
    expect(await (await worker.dispatch('fetch', navigate('/es/no/such/page'))).response!.text()).toBe('not found page /es/');
    // The language's home (its base URL, with or without the slash) is a page of the site.
    expect(await (await worker.dispatch('fetch', navigate('/es'))).response!.text()).toBe('offline page /es/');
    expect(await (await worker.dispatch('fetch', navigate('/es/'))).response!.text()).toBe('offline page /es/');
    // Portuguese was never opened, so its shell is not here: the default language's pages answer, if it has them.
    expect((await worker.dispatch('fetch', navigate('/pt-BR/network'))).response!.type).toBe('error');
    worker.state.offline = false;
    worker.network.set('/developer/viem', () => html(pageOf(ENTRY, 'viem')));
    await worker.dispatch('fetch', navigate('/developer/viem'));
    worker.state.offline = true;
    expect(await (await worker.dispatch('fetch', navigate('/pt-BR/network'))).response!.text()).toBe('offline page');
  });

  it('a language’s saved pages answer offline, and a page it saved is refreshed in its own saved cache', async () => {
    const worker = await installed(SITE, ['/es/network']);
    const saved = await worker.storage.open('celo-saved-es-E');
    await saved.put('/es/developer/viem', html(pageOf(ES_ENTRY, 'guardada')));
    worker.network.set('/es/developer/viem', () => html(pageOf(ES_ENTRY, 'más nueva')));
    await worker.dispatch('fetch', navigate('/es/developer/viem'));
    expect(await (await worker.storage.match(`${ORIGIN}/es/developer/viem`, {cacheName: 'celo-saved-es-E'}))!.text()).toContain('más nueva');
    worker.state.offline = true;
    await worker.storage.delete('celo-pages-S');
    expect(await (await worker.dispatch('fetch', navigate('/es/developer/viem'))).response!.text()).toContain('más nueva');
  });

  it('a page opened by client-side navigation in another language is kept with its files', async () => {
    const worker = await installed(SITE, ['/es/network']);
    worker.network.set('/es/network', () => html(pageOf(ES_ENTRY, 'red')));
    worker.network.set('/es/assets/js/network.1234.js', () => new Response('route chunk'));
    await worker.dispatch('message', {data: {type: KEEP_PAGE_MESSAGE, page: '/es/network', files: [`${ORIGIN}/es/assets/js/network.1234.js`]}});
    expect(worker.storage.paths('celo-pages-S')).toEqual(['/es/network']);
    expect(worker.storage.paths('celo-assets-S')).toEqual(['/es/assets/js/network.1234.js']);
    // A Portuguese page handed over the same way brings the Portuguese shell, which install did not fetch.
    worker.network.set('/pt-BR/network', () => html(pageOf(PT.entry, 'rede')));
    await worker.dispatch('message', {data: {type: KEEP_PAGE_MESSAGE, page: '/pt-BR/network', files: []}});
    expect(worker.storage.paths('celo-shell-S')).toEqual([...ES.precache, ...PT.precache].sort());
  });
});
