/**
 * Client module: when a page opens at an anchor of the 2025 docs (see
 * ./anchors.ts), it swaps in the anchor that covers the same section here
 * and scrolls to it. Runs after every route update; does nothing unless the
 * URL carries an unknown old anchor.
 */
import type {ClientModule} from '@docusaurus/types';
import {RENDER_ALL_ATTRIBUTE} from '../../features/on-demand-layout/renderAll';
import {newAnchor} from './anchors';

/** The celocli commands of the page: each command heading's text is its id. */
function cliCommands(): {id: string; anchor: string}[] {
  return Array.from(document.querySelectorAll<HTMLElement>('article h3[id]')).flatMap((heading) => {
    const id = /^[\w:.-]+/.exec((heading.textContent ?? '').trim())?.[0];
    return id ? [{id, anchor: heading.id}] : [];
  });
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    if (location.hash.length < 2) return;
    let oldId: string;
    try {
      oldId = decodeURIComponent(location.hash.slice(1));
    } catch {
      return;
    }
    if (document.getElementById(oldId)) return;
    const anchor = newAnchor(location.pathname, oldId, cliCommands);
    const target = anchor && document.getElementById(anchor);
    if (!target) return;
    window.history.replaceState(window.history.state, '', `${location.pathname}${location.search}#${anchor}`);
    // Lay out on-demand sections first so the jump lands on the real position.
    document.documentElement.setAttribute(RENDER_ALL_ATTRIBUTE, '');
    requestAnimationFrame(() => target.scrollIntoView());
  },
};

export default clientModule;
