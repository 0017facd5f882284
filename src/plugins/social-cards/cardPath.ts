/**
 * The URL path of a page's social card, from the page's path alone: `/` → `/social-cards/index.png`,
 * `/build/quickstart` → `/social-cards/build/quickstart.png`, `/404.html` → `/social-cards/404.png`.
 * The theme's SiteMetadata wrapper (src/theme/SiteMetadata/index.tsx) names it in every page's head,
 * and the plugin (src/plugins/social-cards/index.ts) writes the card there; neither needs a table of
 * the other's. The folder is outside `img/`, whose every file "Save for offline" keeps.
 */
export const CARD_DIR = 'social-cards';

export function cardPath(pathname: string): string {
  const route = pathname
    .split(/[?#]/, 1)[0]!
    .replace(/\.html$/, '')
    .replace(/\/+$/, '')
    .replace(/^\/+/, '');
  return `/${CARD_DIR}/${route === '' ? 'index' : route}.png`;
}

