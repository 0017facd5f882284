/**
 * Where a page's Markdown twin lives: `/developer/viem` → `/developer/viem.md`, `/` → `/index.md`.
 * No dependencies: the browser (copy menu, alternate link) and the build share it.
 */
export function twinPath(pathname: string): string {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return clean === '/' || clean === '' ? '/index.md' : `${clean.replace(/\.html$/, '')}.md`;
}
