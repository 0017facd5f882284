/**
 * What the local search knows about this site's pages beyond their words: a
 * rank weight per page (src/plugins/local-search, option `pageWeight`). A
 * page's results are scored as usual, then multiplied by its weight, so a
 * weight below 1 puts the page after pages that match the query as well.
 *
 * The rules follow what a reader means: the page about a thing before a page
 * that lists it (hubs, the glossary), and today's page before history (the L1
 * era, retired testnets). bench/search/eval.ts measures the effect on reader
 * questions; a test (tests/unit/search-ranking.test.ts) pins each rule.
 */
import type {PageFacts} from '../src/plugins/local-search/indexer/build';

/** Pages that list other pages: landing pages and generated category indexes. */
const HUB_ROUTES = new Set(['/', '/home', '/showcase', '/tutorials', '/cli', '/build', '/learn', '/developer', '/integration', '/network', '/contracts', '/cel2', '/community', '/what-is-celo']);

/** Pages about something that is no longer how Celo works. */
const HISTORY_PREFIXES = ['/what-is-celo/about-celo-l1', '/network/alfajores', '/network/baklava', '/cel2/eclair'];

export const WEIGHTS = {
  /** A hub ranks after the page it links to for the same words. */
  hub: 0.6,
  /** One short entry per term; the dedicated page explains it. */
  glossary: 0.6,
  /** Labelled history and retired networks. */
  history: 0.7,
} as const;

const under = (url: string, prefix: string): boolean => url === prefix || url.startsWith(`${prefix}/`);

export function pageWeight(page: PageFacts): number {
  const url = page.url.replace(/\/+$/, '') || '/';
  if (HUB_ROUTES.has(url) || url.startsWith('/category/')) return WEIGHTS.hub;
  if (url === '/what-is-celo/using-celo/glossary') return WEIGHTS.glossary;
  if (HISTORY_PREFIXES.some((prefix) => under(url, prefix)) || /\(history\)\s*$/i.test(page.title)) return WEIGHTS.history;
  return 1;
}
