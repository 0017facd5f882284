// A build's local-search index for the benches: the sharded index the build wrote
// (`search-index/`), read as the MCP server reads it, and, for the benches that make
// indexes of their own, the compact whole index made again from the build's pages.
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import type {SearchEngine} from '../../src/plugins/local-search/engine/search';
import type {CompactIndex} from '../../src/plugins/local-search/engine/format';
import {compact, extractBuiltPages} from '../../src/plugins/local-search/indexer/build';
import {loadWholeIndex, openBuiltIndex, type BuiltSearchIndex} from '../../src/plugins/local-search/indexer/onDisk';
import {pageWeight} from '../../config/searchRanking';
import locales from '../../config/locales.json';

export interface BuiltIndex {
  /** The build's sharded index, with an engine that loads each query's parts. */
  sharded: BuiltSearchIndex;
  /** An engine with every part in: ranks as the whole index. */
  engine: SearchEngine;
  /** The URL of every indexed page. */
  pages: Set<string>;
}

export function loadBuiltIndex(buildDir: string): BuiltIndex {
  let sharded: BuiltSearchIndex;
  try {
    sharded = openBuiltIndex(buildDir);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)} Build the site first (npm run build).`);
    process.exit(1);
  }
  const engine = loadWholeIndex(sharded);
  const pages = new Set(engine.records.filter(Boolean).map((record) => record.url.split('#')[0]!));
  return {sharded, engine, pages};
}

/** Routes of a build, from its HTML files. */
export function htmlRoutes(dir: string, root = dir): string[] {
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

/**
 * Docs front matter by permalink, from the metadata the last `docusaurus build` left in .docusaurus/
 * (a translated locale's build: `.docusaurus-<locale>/`, scripts/build.mjs).
 */
export function docsFrontMatter(locale = 'en'): Map<string, Record<string, unknown>> {
  const generated = locale === locales.defaultLocale ? '.docusaurus' : `.docusaurus-${locale}`;
  const dir = path.resolve(generated, 'docusaurus-plugin-content-docs/default');
  const out = new Map<string, Record<string, unknown>>();
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    if (!name.startsWith('site-docs-') || !name.endsWith('.json')) continue;
    const doc = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as {permalink?: string; frontMatter?: Record<string, unknown>};
    if (doc.permalink) out.set(doc.permalink, doc.frontMatter ?? {});
  }
  return out;
}

/**
 * What the plugin's postBuild gives the indexer, for a build on disk (docusaurus.config.ts, plugin
 * defaults): the English build (`build`), or a locale's (`build/es` with locale `es`). The English
 * build leaves out the locales' folders inside it.
 */
export function indexOptions(outDir: string, contentWords = 12, locale = 'en') {
  const configs: Record<string, {baseUrl: string}> = locales.locales;
  const baseUrl = configs[locale]?.baseUrl ?? '/';
  const otherLocales = locale === locales.defaultLocale ? Object.values(configs).map((config) => config.baseUrl.replace(/\/$/, '')).filter(Boolean) : [];
  return {
    outDir,
    baseUrl,
    routes: htmlRoutes(outDir).map((route) => `${baseUrl}${route.slice(1)}`),
    siteTitle: 'Celo Documentation',
    exclude: ['search', '404', '404.html', 'tags'].map((route) => `${baseUrl}${route}`).concat(otherLocales),
    shardDirName: 'search-index',
    contentWords,
    pageWeight,
    frontMatter: docsFrontMatter(locale),
    locale,
  };
}

/** The compact whole index of a build, made again from its pages (the build writes it sharded only). */
export async function compactIndexOf(buildDir: string): Promise<CompactIndex> {
  const options = indexOptions(path.resolve(buildDir));
  return compact(await extractBuiltPages(options), options);
}
