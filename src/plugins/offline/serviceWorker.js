/**
 * The Celo docs service worker. src/plugins/offline writes it into the build as /sw.js with
 * this build's values in place of the CONFIG line; its README explains the design.
 *
 * Caches are per build ("celo-<kind>-<build>"), so a page and the chunks it loads always come
 * from one build. The site's languages are builds of their own under their base URLs (/, /es/,
 * /pt-BR/); this one worker, at the root, serves them all, each with its own shell and pages.
 * - shell:  each language's shell (entry scripts, CSS, search chunk and index, offline page),
 *           precached on install for the languages of the open pages, and for another language
 *           the first time one of its pages opens;
 * - pages:  pages and other unhashed files, cached as the reader visits them (a page opened by
 *           client-side navigation is sent by the page: KEEP_PAGE_MESSAGE); files served at once
 *           and refreshed in the background (stale-while-revalidate);
 * - assets: hashed files under /assets/, cached as the reader visits them, served cache-first
 *           (a hashed name never changes content, so any build's copy is safe);
 * - saved:  "Save for offline" (written by the page), one cache per language build
 *           ("celo-saved-<save>"); kept across updates until removed.
 * Pages are network-first when online (a deploy reaches the reader at the next full navigation),
 * with the kept copy after NAVIGATION_TIMEOUT_MS or offline. A new build's worker takes over
 * within seconds, handed over by the old one when a page asks (handOver; see the README), and
 * deletes the older builds' caches except saved ones; the page notices the change and makes its
 * next navigation a full load.
 */
const CONFIG = /*__CONFIG__*/ {build: 'dev', languages: [{base: '/', save: 'dev', precache: [], entry: [], offlinePage: '/offline', notFoundPage: '/404.html'}], pages: []};
/** The default language's page paths (each other language has the same under its base URL). */
const PAGE_PATHS = new Set(CONFIG.pages);
const LANGUAGES = CONFIG.languages;
/** Longest base first, so /es/… finds Spanish before / finds English. */
const BY_BASE = [...LANGUAGES].sort((a, b) => b.base.length - a.base.length);

/** The language a path belongs to (`/es` and `/es/…` are Spanish), else the default one. */
function languageOf(pathname) {
  return BY_BASE.find(({base}) => base === '/' || pathname === base.slice(0, -1) || pathname.startsWith(base)) ?? LANGUAGES[0];
}

/** A hashed file of any language's build (`/assets/…`, `/es/assets/…`): its name never changes content. */
function isHashed(pathname) {
  return LANGUAGES.some(({base}) => pathname.startsWith(`${base}assets/`));
}

const PREFIX = 'celo-';
const cacheName = (kind, build = CONFIG.build) => `${PREFIX}${kind}-${build}`;
const SHELL = cacheName('shell');
const PAGES = cacheName('pages');
const ASSETS = cacheName('assets');
/** The saved pages of a language's current build, and of every language. */
const savedOf = (language) => cacheName('saved', language.save);
const SAVED_NOW = LANGUAGES.map(savedOf);

/** The header "Save for offline" sends: the page stores the answer itself (see client/savedPages.ts). */
const SAVE_HEADER = 'x-celo-save';

/**
 * The message a page sends a waiting worker to ask it to take over (src/plugins/offline/messages.ts
 * holds the same string for the page; a unit test keeps them equal).
 */
const SKIP_WAITING_MESSAGE = 'skip-waiting';

/**
 * The hand-over between workers of two builds (README.md, "Updates without mixed builds"). Chromium
 * activates a waiting worker that called skipWaiting() only once the active worker has no work, and
 * it shortens the active worker's idle time to zero only when that worker is running at the moment
 * skipWaiting() is called; otherwise the active worker stays until it has been idle for 30 s, or
 * until the five-minute limit if it is started again in the meantime (a request of an open page, a
 * speculative warm-up). So the waiting worker does not call skipWaiting() on its own: it asks the
 * active worker (HAND_OVER), which runs to answer (TAKE_OVER), and skipWaiting() is called while
 * the active worker is running. An active worker of an older build that does not answer gets the
 * plain skipWaiting() after SKIP_WAITING_FALLBACK_ASKS asks from the pages.
 */
const HAND_OVER_MESSAGE = 'hand-over';
const TAKE_OVER_MESSAGE = 'take-over';
const SKIP_WAITING_FALLBACK_ASKS = 5;
let asks = 0;

/**
 * A request reaching the active worker while the browser stops it for the hand-over starts it again,
 * and the hand-over then waits for that worker's idle time (in a trace: a lazily loaded chunk of the
 * page that had just hydrated, 90 ms after skipWaiting()). So the active worker answers once no
 * request has reached it for QUIET_MS, and at the latest after HAND_OVER_MAX_WAIT_MS.
 */
const QUIET_MS = 1000;
const HAND_OVER_MAX_WAIT_MS = 10_000;
let lastRequestAt = 0;

/** Tells the waiting worker to take over once no request has reached this one for QUIET_MS. */
async function handOver() {
  const deadline = Date.now() + HAND_OVER_MAX_WAIT_MS;
  while (Date.now() - lastRequestAt < QUIET_MS && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS / 4));
  }
  self.registration.waiting?.postMessage({type: TAKE_OVER_MESSAGE});
}

/** A page asked this (waiting) worker to take over: through the active worker, or directly. */
function askToTakeOver() {
  asks += 1;
  const active = self.registration.active;
  if (active && active !== self.serviceWorker && asks < SKIP_WAITING_FALLBACK_ASKS) active.postMessage({type: HAND_OVER_MESSAGE});
  else void self.skipWaiting();
}

/**
 * The message a page sends to have one of its pages kept, with the files it loaded: after each
 * route update, so pages opened by client-side navigation are kept like full loads (messages.ts,
 * client/keepPages.ts).
 */
const KEEP_PAGE_MESSAGE = 'keep';

/**
 * How long a navigation waits for the network before it shows the copy kept here: long enough for
 * any working connection to deliver a page's HTML, short enough that a connection that hangs does
 * not leave the reader on a blank tab.
 */
const NAVIGATION_TIMEOUT_MS = 4000;

/**
 * How a same-origin GET is answered: 'navigation', 'hashed' (immutable), 'save' (for "Save for
 * offline", not cached twice) or 'file'; null = not at all.
 */
function routeOf(request, origin) {
  if (request.method !== 'GET' || request.headers.has('range')) return null;
  const url = new URL(request.url);
  if (url.origin !== origin || url.pathname === '/sw.js') return null;
  if (request.mode === 'navigate') return 'navigation';
  if (request.headers.has(SAVE_HEADER)) return 'save';
  if (isHashed(url.pathname)) return 'hashed';
  return 'file';
}

/** The cache key of a page: its path without query, hash or trailing slash. */
function pageKey(url, origin) {
  const {pathname} = new URL(url, origin);
  return origin + (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
}

/** Whether a page's HTML loads this build's entry scripts (a page of a newer build does not). */
function isThisBuild(html, entry) {
  return entry.every((file) => html.includes(file));
}

/**
 * Whether a path is a page of the site (or an old URL of one), in any language: `pagePaths` are the
 * default language's, and every language has the same pages under its base URL.
 */
function isSitePage(pathname, pagePaths) {
  const {base} = languageOf(pathname);
  // `/es/network` is `/network`; the language's home, `/es`, is `/`.
  const inDefault = base === '/' ? pathname : `/${pathname.slice(base.length)}`;
  return pagePaths.size === 0 || pagePaths.has(inDefault);
}

/** What an offline navigation to an uncached page gets, in a language: its offline page, or its 404 page. */
function offlineFallback(pathname, pagePaths, language) {
  return isSitePage(pathname, pagePaths) ? language.offlinePage : language.notFoundPage;
}

/** Caches an activating worker deletes: older builds' shell, pages and assets; saved ones stay. */
function staleCaches(names, build) {
  return names.filter((name) => {
    const match = /^celo-(shell|pages|assets)-(.+)$/.exec(name);
    return match !== null && match[2] !== build;
  });
}

// Stored pages vary on Accept (the server may answer Markdown); every copy kept here is the HTML
// or file a browser asked for, so matching ignores Vary. Looking up never opens a cache: opening
// creates it, and an old worker still answering a request after the new one deleted its caches
// would bring them back, never to be deleted again.
async function matchIn(names, request, options = {}) {
  for (const name of names) {
    const hit = await caches.match(request, {...options, cacheName: name, ignoreVary: true});
    if (hit) return hit;
  }
  return undefined;
}

/**
 * Stores a copy in one of this build's caches, unless a newer build has taken over: its worker
 * deleted this build's shell, and writing now would recreate caches nobody deletes.
 */
async function keep(name, request, response) {
  if (!(await caches.has(SHELL))) return;
  const cache = await caches.open(name);
  await cache.put(request, response);
}

async function savedCacheNames() {
  const names = await caches.keys();
  // This build's saved pages first, then older builds' (still whole pages of their own build).
  return [...SAVED_NOW, ...names.filter((name) => name.startsWith(`${PREFIX}saved-`) && !SAVED_NOW.includes(name))];
}

/**
 * Stores a language's shell: every file fetched first, then stored, its offline page last (what
 * `precacheShell` looks for, so a shell cut short is fetched again). Unlike `cache.addAll`, an answer
 * that came through a redirect (hosts with clean URLs send `/es/404.html` to `/es/404`) is stored as a
 * plain copy: Chromium refuses a redirected response as the answer to a navigation.
 */
async function storeShell(cache, language) {
  const answers = await Promise.all(
    language.precache.map(async (url) => {
      const response = await fetch(url, {credentials: 'same-origin'});
      if (!response.ok) throw new TypeError(`${url} answered HTTP ${response.status}`);
      const plain = response.redirected ? new Response(await response.blob(), {status: response.status, statusText: response.statusText, headers: response.headers}) : response;
      return [url, plain];
    }),
  );
  const last = answers.filter(([url]) => url === language.offlinePage);
  for (const [url, response] of [...answers.filter(([url]) => url !== language.offlinePage), ...last]) await cache.put(url, response);
}

/** A language's shell being precached, so a second page of it opening meanwhile does not start another. */
const shells = new Map();

/**
 * Precaches a language's shell unless this build has it (its offline page, stored last) or a newer
 * build has taken over (its shell gone).
 */
function precacheShell(language) {
  if (!shells.has(language.base)) {
    const work = (async () => {
      if (!(await caches.has(SHELL)) || (await matchIn([SHELL], language.offlinePage))) return;
      await storeShell(await caches.open(SHELL), language);
    })().finally(() => shells.delete(language.base));
    shells.set(language.base, work);
  }
  return shells.get(language.base);
}

/** The languages of the pages open at install (Spanish only for a reader of /es/), else the default one. */
async function languagesToInstall() {
  const windows = (await self.clients.matchAll?.({type: 'window', includeUncontrolled: true})) ?? [];
  const open = new Set(windows.map((client) => languageOf(new URL(client.url).pathname)));
  return open.size > 0 ? LANGUAGES.filter((language) => open.has(language)) : [LANGUAGES[0]];
}

/** Answers that were pages of this build (a page of a newer build brings no shell into this one's caches). */
const pagesOfThisBuild = new WeakSet();

/** Fetches a page; keeps it when it is a page of this build, else asks for the newer worker. */
async function fetchPage(request, key) {
  const response = await fetch(request);
  if (response.ok && response.type === 'basic' && (response.headers.get('content-type') ?? '').includes('text/html')) {
    const html = await response.clone().text();
    const language = languageOf(new URL(key).pathname);
    if (isThisBuild(html, language.entry)) {
      pagesOfThisBuild.add(response);
      await keep(PAGES, key, response.clone());
      if (await matchIn([savedOf(language)], key)) await keep(savedOf(language), key, response.clone());
    } else {
      void self.registration.update();
    }
  }
  return response;
}

/** Resolves with what `promise` gives if it settles within `ms`, else with `undefined`. */
function within(promise, ms) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Network first: the current page (of whichever build the server has now; a newer build's page is
 * whole, and its hashed files are fetched by name), the kept copy when the network fails or is
 * slower than NAVIGATION_TIMEOUT_MS. Serving the kept copy first would show a reader the build
 * they already had on every full load after a deploy.
 */
async function answerNavigation(event) {
  const key = pageKey(event.request.url, self.location.origin);
  const {pathname} = new URL(key);
  const language = languageOf(pathname);
  const network = fetchPage(event.request, key);
  // The fetch goes on after a timeout, so the kept copy is fresh next time; the first page of a
  // language brings its shell (search, offline page) for the next time the reader is offline.
  event.waitUntil(
    network.then(
      (response) => (pagesOfThisBuild.has(response) ? precacheShell(language).catch(() => undefined) : undefined),
      () => undefined,
    ),
  );
  try {
    const response = await within(network, NAVIGATION_TIMEOUT_MS);
    if (response) return response;
    const kept = await matchIn([PAGES, savedOf(language), SHELL], key);
    return kept ?? (await network);
  } catch {
    // Offline: the kept copy; a page an older build saved is still a whole page; else the offline
    // page, or the 404 page for a path the site does not have, in the page's language if its shell
    // is here, else in the default language.
    const kept = await matchIn([PAGES, savedOf(language), SHELL], key);
    if (kept) return kept;
    const older = await matchIn(await savedCacheNames(), key);
    if (older) return older;
    for (const fallbackLanguage of new Set([language, LANGUAGES[0]])) {
      const fallback = await matchIn([SHELL], offlineFallback(pathname, PAGE_PATHS, fallbackLanguage));
      if (fallback) return fallback;
    }
    return Response.error();
  }
}

/**
 * A hashed file from any build's cache, else from the network; `waitUntil` gets the storing of a
 * fetched copy, so the page receives the file while it is being written, not after.
 */
async function answerHashed(request, waitUntil) {
  const cached = await caches.match(request, {ignoreVary: true});
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') waitUntil(keep(ASSETS, request, response.clone()).catch(() => undefined));
  return response;
}

async function answerFile(event) {
  const {request} = event;
  const refresh = () =>
    fetch(request).then(async (response) => {
      if (response.ok && response.type === 'basic') await keep(PAGES, request, response.clone());
      return response;
    });
  // The search index is fetched with a build-version query; this build's copy answers any query.
  // Precached files are this build's own and need no refresh.
  const precached = await matchIn([SHELL], request, {ignoreSearch: true});
  if (precached) return precached;
  const cached = await matchIn([PAGES, ...SAVED_NOW], request, {ignoreSearch: true});
  if (cached) {
    event.waitUntil(refresh().catch(() => undefined));
    return cached;
  }
  return refresh();
}

/** Keeps a page and the same-origin files it loaded (see KEEP_PAGE_MESSAGE). */
async function keepLoadedPage(page, files) {
  const origin = self.location.origin;
  const key = pageKey(page, origin);
  if (new URL(key).origin !== origin) return;
  if (!(await matchIn([PAGES], key))) {
    const response = await fetchPage(key, key);
    // A page of a language whose shell this device has not kept yet (the worker was installed from another's).
    if (pagesOfThisBuild.has(response)) await precacheShell(languageOf(new URL(key).pathname)).catch(() => undefined);
  }
  for (const file of files) {
    const url = new URL(file, origin);
    if (url.origin !== origin || !isHashed(url.pathname)) continue;
    const storing = [];
    await answerHashed(new Request(url.href), (promise) => storing.push(promise));
    await Promise.all(storing);
  }
}

/** A copy this build already has, else the network; the page puts it in the saved cache. */
async function answerSave(request) {
  const cached = await matchIn([SHELL, PAGES, ASSETS], request);
  return cached ?? fetch(request);
}

if (typeof self.addEventListener === 'function') {
  self.addEventListener('install', (event) => {
    // No skipWaiting() here: with an older worker active, the hand-over is started by that worker
    // (handOver below); without one, this worker activates as soon as it has installed.
    event.waitUntil(
      languagesToInstall().then(async (languages) => {
        const cache = await caches.open(SHELL);
        for (const language of languages) await storeShell(cache, language);
      }),
    );
    // A hashed file asked for while this worker is not running comes from any build's cache (or
    // the network) without starting it. Otherwise a page's lazily loaded chunk restarts an old
    // worker the browser is stopping for the hand-over, and the new build waits (see handOver).
    event
      .addRoutes?.(LANGUAGES.map(({base}) => ({condition: {urlPattern: {pathname: `${base}assets/*`}, runningStatus: 'not-running'}, source: 'cache'})))
      ?.catch(() => undefined);
  });

  self.addEventListener('activate', (event) => {
    event.waitUntil(
      caches
        .keys()
        .then((names) => Promise.all(staleCaches(names, CONFIG.build).map((name) => caches.delete(name))))
        .then(() => self.clients.claim()),
    );
  });

  self.addEventListener('fetch', (event) => {
    lastRequestAt = Date.now();
    const route = routeOf(event.request, self.location.origin);
    if (route === 'navigation') event.respondWith(answerNavigation(event));
    else if (route === 'hashed') event.respondWith(answerHashed(event.request, (promise) => event.waitUntil(promise)));
    else if (route === 'file') event.respondWith(answerFile(event));
    else if (route === 'save') event.respondWith(answerSave(event.request));
  });

  self.addEventListener('message', (event) => {
    const type = event.data?.type;
    // A page asks this worker, waiting, to take over (client/activateWaiting.ts).
    if (type === SKIP_WAITING_MESSAGE) {
      askToTakeOver();
      return;
    }
    // This worker, active, is asked by the waiting one to hand over: it answers while it runs.
    if (type === HAND_OVER_MESSAGE) {
      event.waitUntil(handOver());
      return;
    }
    // The active worker answered: take over now, while it is running (see handOver above).
    if (type === TAKE_OVER_MESSAGE) {
      void self.skipWaiting();
      return;
    }
    // A page the reader opened without a navigation reaching this worker: the page open when it
    // first took control (loaded before it), and every page opened by client-side navigation. The
    // page sends its address and the files it loaded, to be kept like a full load's.
    if (event.data?.type === KEEP_PAGE_MESSAGE && typeof event.data.page === 'string' && Array.isArray(event.data.files)) {
      event.waitUntil(keepLoadedPage(event.data.page, event.data.files).catch(() => undefined));
    }
  });
}
