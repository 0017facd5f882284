/**
 * Where a built page is: build steps that read the pages after the build (the search index,
 * the Markdown twins) find a route's HTML file with this.
 */
import {promises as fs} from 'node:fs';
import path from 'node:path';

/** The HTML file Docusaurus writes for a route (trailingSlash false or true). */
export async function htmlFileFor(outDir: string, route: string): Promise<string | null> {
  const clean = route.replace(/^\/+|\/+$/g, '');
  const candidates = clean
    ? [path.join(outDir, `${clean}.html`), path.join(outDir, clean, 'index.html')]
    : [path.join(outDir, 'index.html')];
  for (const file of candidates) {
    try {
      await fs.access(file);
      return file;
    } catch {
      // try the next layout
    }
  }
  return null;
}
