/**
 * Keeps every page the reader opens, not only full loads. A full load reaches the service worker
 * as a navigation, which keeps the page's HTML; a client-side navigation fetches only the new
 * route's scripts, so without this the page's own address was never kept, and reloading it offline
 * showed "not available offline" (issue 40). After each route update the page sends the worker
 * its address and the files it loaded since the last message (a `keep` message, messages.ts): the
 * worker fetches and keeps the HTML, and keeps those files, as it does for the page that was open
 * when it first took control (README.md, "What is cached, and when").
 *
 * Pages opened before any worker controls the page (a first visit, while the worker installs) are
 * remembered and sent when one takes over. A newer build's worker gets nothing from a page that
 * still runs the old build: its next navigation is a full load anyway (client/updatePolicy.ts).
 */
import {KEEP_PAGE_MESSAGE} from '../messages';

/** What a page sends the worker to keep one of its pages. */
export interface KeepMessage {
  type: typeof KEEP_PAGE_MESSAGE;
  /** The page's path (`/developer/viem`). */
  page: string;
  /** Same-origin hashed files (`/assets/...`, `/es/assets/...`) the page loaded that no earlier message named. */
  files: string[];
}

/** The parts of the browser this needs, so a test can drive it without a service worker. */
export interface KeepHost {
  origin: string;
  /** The base URL of the page's language (`/`, `/es/`): its build's hashed files are under it. */
  base?: string;
  /** The worker controlling the page, or null. */
  controller: () => Pick<ServiceWorker, 'postMessage'> | null;
  /** The URLs of every file the page has loaded so far (performance resource entries). */
  resources: () => string[];
}

/** Pages remembered before a worker takes over; more are dropped (a reader rarely opens so many first). */
export const MAX_WAITING_PAGES = 20;

/**
 * How the page being rendered came: 'client' (a client-side navigation, or the first render of a
 * page no worker answered), 'worker' (the first render of a page the worker answered: it kept the
 * HTML and the files as they loaded), or 'replaced' (a newer build's worker took over since the
 * page loaded).
 */
export type Arrival = 'client' | 'worker' | 'replaced';

/** How the page a route update rendered came (see Arrival). */
export function arrivalOf({first, loadedByWorker, replaced}: {first: boolean; loadedByWorker: boolean; replaced: boolean}): Arrival {
  if (replaced) return 'replaced';
  return first && loadedByWorker ? 'worker' : 'client';
}

export interface PageKeeper {
  /** A route update rendered `path`. */
  pageOpened: (path: string, arrival: Arrival) => void;
  /** The first worker took control: send it the pages opened so far, and `current`, the page on screen. */
  workerArrived: (current: string) => void;
}

export function createPageKeeper(host: KeepHost): PageKeeper {
  const sent = new Set<string>();
  const waiting: string[] = [];

  /** The page's hashed files not named in an earlier message. */
  const newFiles = (): string[] => {
    const files: string[] = [];
    for (const url of host.resources()) {
      if (!url.startsWith(`${host.origin}${host.base ?? '/'}assets/`) || sent.has(url)) continue;
      sent.add(url);
      files.push(url);
    }
    return files;
  };

  const send = (worker: Pick<ServiceWorker, 'postMessage'>, page: string) => {
    const message: KeepMessage = {type: KEEP_PAGE_MESSAGE, page, files: newFiles()};
    worker.postMessage(message);
  };

  return {
    pageOpened(path, arrival) {
      if (arrival === 'replaced') return;
      if (arrival === 'worker') {
        // Nothing to send: the files loaded so far went through the worker.
        newFiles();
        return;
      }
      const worker = host.controller();
      if (worker) send(worker, path);
      else if (!waiting.includes(path) && waiting.length < MAX_WAITING_PAGES) waiting.push(path);
    },
    workerArrived(current) {
      const worker = host.controller();
      if (!worker) return;
      if (!waiting.includes(current)) waiting.push(current);
      for (const page of waiting.splice(0)) send(worker, page);
    },
  };
}
