/**
 * Client module: puts the site's prefetcher (see `prefetcher.ts` for why) in
 * place of `window.docusaurus.prefetch`, which `@docusaurus/Link` calls when a
 * link scrolls into view. Hover preloading (`preload`) stays Docusaurus's own.
 *
 * Client modules run before the client entry assigns `window.docusaurus`, so
 * this installs a setter that wraps the object when it is assigned.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {matchPath} from '@docusaurus/router';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import {createPrefetcher, type ChunkTree, type RouteLike} from './prefetcher';
import {whenIdle} from '../../utils/whenIdle';

interface DocusaurusGlobal {
  prefetch: (routePath: string) => false | Promise<unknown> | boolean;
  preload: (routePath: string) => false | Promise<unknown> | boolean;
}

// Injected by Docusaurus's ChunkAssetPlugin into the bundler runtime.
declare const __webpack_require__: {gca?: (chunkName: string) => string | undefined};

interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

function isConstrained(): boolean {
  const connection = (navigator as Navigator & {connection?: NetworkInformationLike}).connection;
  return Boolean(connection?.saveData || connection?.effectiveType?.includes('2g'));
}

function addPrefetchLink(url: string): void {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = url;
  document.head.appendChild(link);
}

function schedule(work: () => void): void {
  whenIdle(work);
}

/**
 * Docusaurus's Link preloads a route's chunks when the pointer enters it and drops the promise:
 * offline, that load fails as an uncaught ChunkLoadError. The same promise is returned, so a
 * caller that waits for it still sees the failure; the click that follows reloads the page
 * (Docusaurus's own answer to a route that cannot load), which the service worker answers.
 */
function quietPreload(preload: DocusaurusGlobal['preload']): DocusaurusGlobal['preload'] {
  return (routePath) => {
    const loading = preload(routePath);
    if (loading instanceof Promise) loading.catch(() => undefined);
    return loading;
  };
}

function install(): void {
  const prefetcher = createPrefetcher({
    routes: routes as RouteLike[],
    routesChunkNames: routesChunkNames as Record<string, ChunkTree>,
    matches: (pathname, route) => matchPath(pathname, route) !== null,
    chunkUrl: (name) => __webpack_require__.gca?.(name),
    addPrefetchLink,
    schedule,
    isConstrained,
  });

  let current: DocusaurusGlobal | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => current,
    set(value: DocusaurusGlobal) {
      current = Object.freeze({...value, prefetch: prefetcher.prefetch, preload: quietPreload(value.preload)});
    },
  });
}

if (ExecutionEnvironment.canUseDOM && typeof __webpack_require__ !== 'undefined') {
  install();
}
