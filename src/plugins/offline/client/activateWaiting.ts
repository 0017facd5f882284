/**
 * Makes a newer build's worker take over while this page is open. A new worker does not call
 * skipWaiting() on install: asked by a page, it has the active worker hand over while that worker
 * runs, which is what makes Chromium activate it at once (serviceWorker.js, handOver; README.md,
 * "Updates without mixed builds"). The page asks when it is idle, and again every
 * NUDGE_INTERVAL_MS while a worker waits, at most MAX_NUDGES times; the waiting worker falls back
 * to a plain skipWaiting() when the active one, of an older build, never answers.
 */
import {whenIdle} from '../../../utils/whenIdle';
import {SKIP_WAITING_MESSAGE} from '../messages';

export const NUDGE_INTERVAL_MS = 2000;
export const MAX_NUDGES = 30;

/** The parts of the browser this needs, so a test can drive it without a service worker. */
export interface WaitingHost {
  registration: Pick<ServiceWorkerRegistration, 'waiting' | 'installing' | 'addEventListener'>;
  idle: (work: () => void) => void;
  later: (work: () => void, ms: number) => void;
}

const browserHost = (registration: ServiceWorkerRegistration): WaitingHost => ({
  registration,
  idle: (work) => void whenIdle(work),
  later: (work, ms) => void window.setTimeout(work, ms),
});

/** Watches a registration: a worker already waiting, or one that installs later, is asked to take over. */
export function activateWaitingWorkers(registration: ServiceWorkerRegistration, host: WaitingHost = browserHost(registration)): void {
  let nudging = false;
  const start = () => {
    if (nudging) return;
    nudging = true;
    let left = MAX_NUDGES;
    const nudge = () => {
      const waiting = host.registration.waiting;
      if (!waiting || left <= 0) {
        nudging = false;
        return;
      }
      left -= 1;
      waiting.postMessage({type: SKIP_WAITING_MESSAGE});
      host.later(() => host.idle(nudge), NUDGE_INTERVAL_MS);
    };
    host.idle(nudge);
  };
  const watch = (worker: ServiceWorker | null) =>
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') start();
    });
  if (host.registration.waiting) start();
  // A page of a new build often registers while that build's worker is still installing (its
  // precache takes a moment): 'updatefound' has fired already, so that worker is watched here.
  watch(host.registration.installing);
  host.registration.addEventListener('updatefound', () => watch(host.registration.installing));
}
