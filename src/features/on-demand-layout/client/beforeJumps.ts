/**
 * Client module: lays out every on-demand section before the page scrolls to
 * an anchor or to a remembered position (see ../renderAll.ts for why). The
 * first page load is covered by the inline script in `<head>`; this covers
 * what happens after it: in-page anchor links, links to an anchor on another
 * page, and Back and Forward. (An anchor typed into the address bar or set by
 * a script reaches the router as a route update, so it needs nothing more.)
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';
import {isSamePageAnchor, RENDER_ALL_ATTRIBUTE} from '../renderAll';

function renderAll(): void {
  document.documentElement.setAttribute(RENDER_ALL_ATTRIBUTE, '');
}

// Set by Back and Forward, read by the route update that follows them: the
// browser will restore the page's old scroll position.
let restoring = false;

if (ExecutionEnvironment.canUseDOM) {
  // Capture phase: runs before the router handles the click and before the
  // browser scrolls, so the scroll uses real heights.
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (link && isSamePageAnchor(link.getAttribute('href') ?? '', window.location)) renderAll();
    },
    {capture: true},
  );
  // Back and Forward restore a scroll position, within a page or across pages.
  // This module loads before the router, so this listener runs before the
  // router's own and before the route update it causes.
  window.addEventListener('popstate', () => {
    restoring = true;
    renderAll();
  });
}

const clientModule: ClientModule = {
  // Before the next page renders: a link to an anchor on another page, a
  // changed anchor, or Back and Forward. A plain link starts the next page at its top.
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation) return;
    if (location.hash.length > 1 || restoring) renderAll();
    else if (location.pathname !== previousLocation.pathname) {
      document.documentElement.removeAttribute(RENDER_ALL_ATTRIBUTE);
    }
    restoring = false;
  },
};

export default clientModule;
