/**
 * The two inline scripts that start every page's scripts, so the Content-Security-Policy can use
 * 'strict-dynamic' (README.md). Under 'strict-dynamic', CSP3 browsers ignore 'self' and host
 * sources: a `<script src>` the HTML parser inserts runs only if a hash or nonce allows it, while
 * a script that an allowed script creates runs. So no page names a script by `<script src>`;
 * each is a placeholder, `<script type="text/x-site-script" data-src="…">`, which the browser
 * neither fetches nor runs (its type is not JavaScript), and these two scripts, allowed by their
 * hashes, turn the placeholders into scripts.
 *
 * Both are ES5 with DOM calls every browser has: a browser without CSP3 runs them by hash too,
 * and loads the scripts they create by 'self' and the services' hosts, which the policy keeps.
 * They are written as the build's HTML minifier writes them, so the pages carry them unchanged
 * and the offline page, which is not minified, needs no hashes of its own
 * (tests/build-output/script-loader.test.ts checks the pages carry exactly these).
 */
import type {HtmlTagObject} from '@docusaurus/types';

/** A script type that is not JavaScript: the browser neither fetches nor runs such a script. */
export const PLACEHOLDER_TYPE = 'text/x-site-script';

const PLACEHOLDERS = `document.querySelectorAll('script[type="${PLACEHOLDER_TYPE}"]')`;

/**
 * The loader, last in `<body>`: replaces each placeholder by a script with the same attributes
 * (`data-src` → `src`, `data-type` → `type`), in document order. Deferred scripts get
 * `async = false`, so they run in that order once fetched, as `defer` scripts do (the page's route
 * chunks before the bundler runtime, which start-up relies on); async ones stay async.
 *
 * It does so once the page has painted: when the browser reports the first contentful paint
 * (paint timing, observed with `buffered` so an earlier paint counts), in the task after it. The
 * page's HTML is whole, so the reader sees it before `main.js` runs: scripts the preload script
 * fetched early (from the cache, or a fast network) were otherwise ready as the body ended and
 * ran before the first paint, holding it back by their start-up time. An animation frame is not
 * enough: with a loader that started them in the task after a frame, Chromium had not yet reported
 * the first contentful paint when `main.js` went in (tests/e2e/startup.spec.ts), and Lighthouse
 * counted their start-up into the page's largest contentful paint.
 * Fallbacks: a browser without paint timing starts them in the task after the next animation
 * frame; a hidden page (a background tab, a prerender) has no paint to wait for and starts at
 * once, and so does a page hidden before its first paint (the browser reports none then); and
 * 3 seconds after the body ended they start whatever happened, so a page whose paint is never
 * reported still becomes interactive. The scripts start once.
 */
export const LOADER_SCRIPT =
  '!function(){var e=0;function t(){e||(e=1,' +
  `[].forEach.call(${PLACEHOLDERS},function(e){var t,n,i=document.createElement("script");` +
  'for(n=0;n<e.attributes.length;n++)"type"!==(t=e.attributes[n]).name&&' +
  'i.setAttribute("data-src"===t.name?"src":"data-type"===t.name?"type":t.name,t.value);' +
  'i.async=e.hasAttribute("async"),e.parentNode.replaceChild(i,e)}))}' +
  'function n(){setTimeout(t)}var i=window.PerformanceObserver;' +
  'document.hidden?t():(document.addEventListener("visibilitychange",function(){document.hidden&&t()}),' +
  'i&&(i.supportedEntryTypes||[]).indexOf("paint")>=0?' +
  'new i(function(e){e.getEntriesByName("first-contentful-paint").length&&n()}).observe({type:"paint",buffered:!0})' +
  ':requestAnimationFrame(n),setTimeout(t,3e3))}()';

/**
 * The preload script, right after the head's placeholders: a `<link rel="preload" as="script">`
 * per same-origin placeholder, so the scripts download from the first bytes of the page, as
 * `<script defer>` tags would, instead of when the loader runs. The links must be created by a
 * script: Chromium blocks a preload link written in the HTML under 'strict-dynamic' (it counts as
 * a parser-inserted script). Deferred and async scripts keep the low priority a browser gives
 * them. Scripts of other hosts (a service's) are not preloaded: they are async and not needed
 * for the page to work.
 */
export const PRELOAD_SCRIPT =
  `[].forEach.call(${PLACEHOLDERS},function(t){var e,r=t.getAttribute("data-src");` +
  String.raw`/^\/(?!\/)/` +
  '.test(r)&&((e=document.createElement("link")).rel="preload",e.as="script",e.href=r,' +
  't.hasAttribute("crossorigin")&&e.setAttribute("crossorigin",t.getAttribute("crossorigin")),' +
  '(t.hasAttribute("async")||t.hasAttribute("defer"))&&e.setAttribute("fetchpriority","low"),' +
  'document.head.appendChild(e))})';

/** The rule of the preload script: a path from the root of this origin, `/x` (not `//host/x`). */
export function isPreloaded(src: string): boolean {
  return /^\/(?!\/)/.test(src);
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A placeholder in HTML text, for pages a plugin writes itself (the offline page). */
export function placeholderHtml(src: string, how: 'defer' | 'async'): string {
  return `<script type="${PLACEHOLDER_TYPE}" data-src="${escapeAttribute(src)}" ${how}></script>`;
}

/**
 * A plugin's `injectHtmlTags` tag with the placeholder's attributes instead of `src`: any other
 * tag, an inline script included, comes back unchanged. A script tag with a body and a `src`
 * (the browser ignores such a body) or with its own `data-src`/`data-type` cannot be kept as it
 * was, and stops the build.
 */
export function tagThroughLoader(tag: string | HtmlTagObject): string | HtmlTagObject {
  if (typeof tag === 'string') {
    if (/<script\b[^>]*\ssrc\s*=/i.test(tag)) throw new Error(`[script-loader] a <script src> written as text cannot go through the loader: ${tag.slice(0, 200)}`);
    return tag;
  }
  const {src, type, ...rest} = tag.attributes ?? {};
  if (tag.tagName !== 'script' || typeof src !== 'string') return tag;
  if (tag.innerHTML || 'data-src' in rest || 'data-type' in rest) {
    throw new Error(`[script-loader] cannot start ${src} through the loader: it has a body or its own data-src/data-type`);
  }
  const attributes: NonNullable<HtmlTagObject['attributes']> = {type: PLACEHOLDER_TYPE, 'data-src': src, ...rest};
  if (typeof type === 'string') attributes['data-type'] = type;
  return {tagName: 'script', attributes};
}
