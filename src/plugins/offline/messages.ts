/**
 * The messages a page sends the service worker; serviceWorker.js (a plain script written into the
 * build) holds the same strings, and tests/unit/offline-worker.test.ts keeps them equal.
 */

/** Asks a waiting worker (a newer build's) to take over now: see README.md, "Updates without mixed builds". */
export const SKIP_WAITING_MESSAGE = 'skip-waiting';
/**
 * Asks the worker to keep a page the reader opened, with the files it loaded: `{type, page, files}`
 * (client/keepPages.ts, which sends it after each route update).
 */
export const KEEP_PAGE_MESSAGE = 'keep';
/**
 * Between the workers of two builds (serviceWorker.js, handOver): the waiting worker asks the active
 * one to hand over, and the active one, while it runs, tells the waiting one to take over.
 */
export const HAND_OVER_MESSAGE = 'hand-over';
export const TAKE_OVER_MESSAGE = 'take-over';
