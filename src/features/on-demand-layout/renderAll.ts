/**
 * When to lay out every long-page section at once: before any jump computed
 * over estimated heights (an anchor, a restored scroll position after reload
 * or Back), the attribute below goes on `<html>` and ./sections.css lays out
 * everything. README.md beside this file says why.
 */

/** Attribute on `<html>` that turns on-demand layout off for the page. */
export const RENDER_ALL_ATTRIBUTE = 'data-render-all';

/** Navigation types (Navigation Timing) after which the browser restores a scroll position. */
const RESTORING_NAVIGATIONS = new Set(['reload', 'back_forward']);

/**
 * Whether a page load must lay out everything: it targets an anchor, or the
 * browser will restore a scroll position.
 */
export function loadNeedsFullLayout(hash: string, navigationType: string | undefined): boolean {
  return hash.length > 1 || (navigationType !== undefined && RESTORING_NAVIGATIONS.has(navigationType));
}

/**
 * Whether following `href` from `current` scrolls this same page to an
 * anchor (a link to another page is handled when its route updates).
 */
export function isSamePageAnchor(href: string, current: {href: string; pathname: string; origin: string}): boolean {
  let target: URL;
  try {
    target = new URL(href, current.href);
  } catch {
    return false;
  }
  return target.origin === current.origin && target.pathname === current.pathname && target.hash.length > 1;
}

/**
 * Inline script for `<head>`: runs before the body is parsed, so the first
 * layout of a page opened at an anchor, or reloaded, already uses real
 * heights. Kept to plain ES5 with no dependencies; it mirrors
 * `loadNeedsFullLayout`, and the unit test runs it against that function.
 */
export const HEAD_SCRIPT = `(function(){var d=document.documentElement,a='${RENDER_ALL_ATTRIBUTE}';if(location.hash.length>1){d.setAttribute(a,'');return}try{var n=performance.getEntriesByType('navigation')[0],t=n&&n.type;if(t==='reload'||t==='back_forward')d.setAttribute(a,'')}catch(e){}})();`;
