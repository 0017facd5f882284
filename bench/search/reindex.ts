/**
 * Rebuilds search-index.json for an existing production build, without a full
 * site build, and prints the time it took (the time the plugin adds to
 * `docusaurus build`). Routes are read from the build's HTML files.
 *
 *   npx tsx bench/search/reindex.ts [buildDir] [contentWords]
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {writeIndex} from '../../src/plugins/local-search/indexer/build';
import {pageWeight} from '../../config/searchRanking';

function htmlRoutes(dir: string, root = dir): string[] {
  const routes: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name !== 'assets' && name !== 'img' && !name.startsWith('__')) routes.push(...htmlRoutes(full, root));
    } else if (name.endsWith('.html')) {
      const relative = path.relative(root, full).replace(/\\/g, '/').replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
      routes.push(`/${relative}`.replace(/\/$/, '') || '/');
    }
  }
  return routes;
}

/** Docs front matter by permalink, from the metadata the last `docusaurus build` left in .docusaurus/. */
function docsFrontMatter(): Map<string, Record<string, unknown>> {
  const dir = path.resolve('.docusaurus/docusaurus-plugin-content-docs/default');
  const out = new Map<string, Record<string, unknown>>();
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    if (!name.startsWith('site-docs-') || !name.endsWith('.json')) continue;
    const doc = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as {permalink?: string; frontMatter?: Record<string, unknown>};
    if (doc.permalink) out.set(doc.permalink, doc.frontMatter ?? {});
  }
  return out;
}

async function main() {
  const outDir = path.resolve(process.argv[2] ?? 'build');
  const contentWords = Number(process.argv[3] ?? 12);
  const result = await writeIndex({
    outDir,
    baseUrl: '/',
    routes: htmlRoutes(outDir),
    siteTitle: 'Celo Documentation',
    exclude: ['/search', '/404', '/404.html', '/tags'],
    fileName: 'search-index.json',
    termsFileName: 'search-terms.json',
    shardDirName: 'search-index',
    contentWords,
    pageWeight,
    frontMatter: docsFrontMatter(),
  });
  console.log(
    `${result.pages} pages, ${result.sections} sections, ${(result.bytes / 1024).toFixed(1)} KB + ` +
      `${(result.termsBytes / 1024).toFixed(1)} KB raw, ` +
      `built in ${result.millis} ms -> ${result.file}`,
  );
}

void main();
