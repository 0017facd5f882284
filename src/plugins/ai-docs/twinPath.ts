/**
 * Where a page's Markdown twin lives: `/developer/viem` → `/developer/viem.md`, `/` → `/index.md`, and
 * a language's home (`/es/`) → `/es/index.md`. Only config/locales.json as a dependency: the browser
 * (copy menu, alternate link) and the build share it.
 */
import locales from '../../../config/locales.json';

/** The homes of the languages other than English (`/es`, `/pt-BR`). */
const localeHomes = new Set(Object.values(locales.locales).map((l) => l.baseUrl.replace(/\/+$/, '')).filter(Boolean));

export function twinPath(pathname: string): string {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (localeHomes.has(clean)) return `${clean}/index.md`;
  return clean === '/' || clean === '' ? '/index.md' : `${clean.replace(/\.html$/, '')}.md`;
}
