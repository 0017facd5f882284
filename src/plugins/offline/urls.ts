/**
 * The URLs of the files "Save for offline" reads, shared by the build (files.ts, which writes them)
 * and the browser (client/savedPages.ts, which fetches them); no Node module here, so the browser
 * bundle can import it.
 */

/** Every page with its title, and every file to fetch. */
export const SAVE_MANIFEST = '/offline-manifest.json';

/**
 * What the button shows before a save starts (how many pages, how large, which build): a few bytes,
 * where the manifest grows with the pages (60 KB at 2,000, bench/scale) and the search modal's
 * footer shows the button every time search opens.
 */
export const SAVE_SUMMARY = '/offline-summary.json';

/** One of the URLs above as a language's build has it (`/es/offline-manifest.json` for base `/es/`). */
export function languageUrl(base: string, url: string): string {
  return `${base}${url.replace(/^\//, '')}`;
}
