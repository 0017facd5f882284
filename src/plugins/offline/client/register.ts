/**
 * Client module: registers the service worker (production builds only, once the page has loaded
 * and the browser is idle, so its precache never competes with the page), and keeps a page from
 * mixing two builds: when a new build's worker takes over, the page still runs the old build's
 * scripts, so its next navigation is a full load of the new build instead of a client-side one.
 * A newer build's worker left waiting is asked to take over (client/activateWaiting.ts), and every
 * page the reader opens, client-side navigations included, is handed to the worker to keep
 * (client/keepPages.ts).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import type {ClientModule} from '@docusaurus/types';
import {whenIdle} from '../../../utils/whenIdle';
import {activateWaitingWorkers} from './activateWaiting';
import {arrivalOf, createPageKeeper, type PageKeeper} from './keepPages';
import {nextNavigation, type WorkerState} from './updatePolicy';

const state: WorkerState = {controlled: false, replaced: false};
/** How often a long-lived page asks whether a new build is out (on its route changes). */
const UPDATE_CHECK_MS = 5 * 60_000;
let lastCheck = Date.now();
/** Hands each page the reader opens to the worker; none without service workers, or in development. */
let keeper: PageKeeper | null = null;
/** Whether a worker answered the page's own load, which it then kept. */
let loadedByWorker = false;

if (ExecutionEnvironment.canUseDOM && 'serviceWorker' in navigator && process.env.NODE_ENV === 'production') {
  const container = navigator.serviceWorker;
  state.controlled = Boolean(container.controller);
  loadedByWorker = state.controlled;
  keeper = createPageKeeper({
    origin: location.origin,
    // The build's language (each language is a build of its own): its files are under its base URL.
    base: siteConfig.baseUrl,
    controller: () => container.controller,
    resources: () => performance.getEntriesByType('resource').map((entry) => entry.name),
  });
  container.addEventListener('controllerchange', () => {
    // The first worker to control a page serves the page's own build; a later one is a new build.
    // The first also gets the pages opened before it, this one included, with the files they loaded.
    if (state.controlled) state.replaced = true;
    else keeper?.workerArrived(location.pathname);
    state.controlled = true;
  });
  // Browsers without service workers for this page (private modes, blocked by policy) keep the
  // site as it is online; there is nothing to tell the reader. Every language registers the one
  // worker at the root, which serves them all.
  const register = () =>
    void container
      .register('/sw.js')
      .then(activateWaitingWorkers)
      .catch(() => undefined);
  if (document.readyState === 'complete') whenIdle(register);
  else window.addEventListener('load', () => whenIdle(register), {once: true});
}

const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    const action = nextNavigation(state, previousLocation?.pathname, location.pathname);
    if (action === 'full-load') {
      window.location.assign(`${location.pathname}${location.search}${location.hash}`);
      return;
    }
    if (action === 'client' && Date.now() - lastCheck > UPDATE_CHECK_MS) {
      lastCheck = Date.now();
      void navigator.serviceWorker?.getRegistration().then((registration) => registration?.update().catch(() => undefined));
    }
  },
  // After the route has rendered, so the files its chunks came from are among the page's resources.
  onRouteDidUpdate({location, previousLocation}) {
    if (!keeper || previousLocation?.pathname === location.pathname) return;
    keeper.pageOpened(location.pathname, arrivalOf({first: !previousLocation, loadedByWorker, replaced: state.replaced}));
  },
};

export default clientModule;
