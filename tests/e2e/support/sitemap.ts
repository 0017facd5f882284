import fs from 'node:fs';
import path from 'node:path';

/** Every page path listed in the production build's sitemap.xml. */
export function sitemapPaths(buildDir = path.resolve(__dirname, '../../../build')): string[] {
  const file = path.join(buildDir, 'sitemap.xml');
  if (!fs.existsSync(file)) {
    throw new Error(`${file} is missing: run "npm run build" before the browser tests.`);
  }
  const xml = fs.readFileSync(file, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}
