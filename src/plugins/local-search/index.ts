/**
 * Site search with no third-party service.
 *
 * - `postBuild` reads every rendered page of the build and writes a compact,
 *   DocSearch-shaped index, sharded (`search-index/`): the browser, the MCP
 *   server and the benches load only the parts they need (README, "Sharded index").
 * - Its theme path provides `@theme/SearchBar` (the DocSearch modal driven by
 *   a local search client) and `@theme/SearchPage` (the `/search?q=` page).
 * - It adds the `/search` route.
 *
 * docusaurus.config.ts adds this plugin only when the hosted DocSearch
 * (Algolia) is not configured; with Algolia on, preset-classic's
 * theme-search-algolia provides the search bar, the search page and the route.
 * Plugins listed in the site config come after the preset's themes, so this
 * plugin's theme components shadow theme-classic's empty SearchBar.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {writeIndex, type PageFacts} from './indexer/build';
import {otherLanguageAliases} from './languageStubs';
import {MANIFEST_FILE, SHARD_DIR} from './engine/format';
import type {Handoff} from '../../utils/handoff';

export interface LocalSearchOptions {
  /** Route of the search page. */
  searchPagePath?: string;
  /** Where readers report a query that should have found something. */
  missingResultsUrl?: string;
  /** Route prefixes that are not indexed. */
  exclude?: string[];
  /** Words of each section kept for snippets; the rest is indexed as terms only. */
  contentWords?: number;
  /**
   * A page's rank weight, multiplied into the score of its results (1: as
   * scored; below 1: after pages that match as well). For the site's own
   * knowledge of which pages are hubs, history or reference lists.
   */
  pageWeight?: (page: PageFacts) => number;
  /**
   * Told the index's files once postBuild has written them (paths relative to
   * the build folder), or why it could not: the offline plugin precaches them.
   */
  indexFiles?: Pick<Handoff<string[]>, 'resolve' | 'reject'>;
}

/** What the browser side reads through `usePluginData('local-search')`. */
export interface LocalSearchGlobalData {
  /** The sharded index's manifest; its parts are in a folder beside it (see README, "Sharded index"). */
  manifestUrl: string;
  searchPagePath: string;
  missingResultsUrl: string | null;
}

export default function localSearchPlugin(
  context: LoadContext,
  options: LocalSearchOptions,
): Plugin<LocalSearchGlobalData> {
  const {baseUrl, siteConfig} = context;
  const searchPagePath = (options.searchPagePath ?? 'search').replace(/^\/+/, '');
  // Changes with every build, so a cached index from an older build is not reused.
  const buildVersion = Date.now().toString(36);
  const exclude = [
    `${baseUrl}${searchPagePath}`,
    `${baseUrl}404`,
    `${baseUrl}404.html`,
    `${baseUrl}tags`,
    ...(options.exclude ?? []),
  ];

  // Docs front matter by permalink, for ranking (how-to pages, pageWeight rules).
  const frontMatter = new Map<string, Readonly<Record<string, unknown>>>();

  return {
    name: 'local-search',

    async allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      for (const version of docs?.loadedVersions ?? []) {
        for (const doc of version.docs) frontMatter.set(doc.permalink, doc.frontMatter);
      }
    },

    getThemePath() {
      return path.resolve(__dirname, 'theme');
    },

    // A build searches its own language only: the other languages' stemmers stay out of its bundles.
    configureWebpack() {
      return {resolve: {alias: otherLanguageAliases(context.i18n.currentLocale)}};
    },

    async loadContent() {
      return {
        manifestUrl: `${baseUrl}${SHARD_DIR}/${MANIFEST_FILE}?v=${buildVersion}`,
        searchPagePath,
        missingResultsUrl: options.missingResultsUrl ?? null,
      };
    },

    async contentLoaded({content, actions}) {
      actions.setGlobalData(content);
      actions.addRoute({
        path: `${baseUrl}${searchPagePath}`,
        component: '@theme/SearchPage',
        exact: true,
      });
    },

    async postBuild({outDir, routesPaths}) {
      try {
        const result = await writeIndex({
          outDir,
          baseUrl,
          routes: routesPaths,
          siteTitle: siteConfig.title,
          exclude,
          shardDirName: SHARD_DIR,
          // About the spec's 10-word snippet. The excerpts are in the record blocks each query
          // fetches; 12 words ranked as well as 20 on the reader questions (bench/search/README.md).
          contentWords: options.contentWords ?? 12,
          pageWeight: options.pageWeight,
          frontMatter,
          // Each locale is its own build (scripts/build.mjs): its index stems and drops stop words in its language.
          locale: context.i18n.currentLocale,
        });
        options.indexFiles?.resolve(result.files);
        console.log(
          `[local-search] ${result.pages} pages, ${result.sections} sections in ${result.millis} ms -> ${SHARD_DIR}/: ` +
            `manifest ${(result.manifestBytes / 1024).toFixed(1)} KiB, ${result.files.length - 1} parts, ` +
            `${(result.shardBytes / 1024).toFixed(1)} KiB`,
        );
      } catch (error) {
        options.indexFiles?.reject(error);
        throw error;
      }
    },
  };
}
