import type {Config, PluginConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as IdealImageOptions} from '@docusaurus/plugin-ideal-image';
import locales from './config/locales.json';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';

import {navbar} from './config/navbar';
import {footer} from './config/footer';
import {externalLinks} from './config/links';
import {readServices, servicePlugins, thirdPartyOrigins} from './config/services';
import {siteTemplate} from './src/script-loader/template';
import {redirectTable} from './config/routes/redirectTable';
import {linkChecks} from './config/linkChecks';
import {aiDocsOptions, siteUrl} from './config/aiDocs';
import rehypeFocusableTables from './src/rehype/focusableTables';
import rehypeTaskListLabels from './src/rehype/taskListLabels';
import remarkDiagrams, {diagramsOptions} from './src/remark/diagrams';
import remarkHiddenPrelude from './src/remark/hiddenPrelude';
import remarkTemplateIndent from './src/remark/templateIndent';
import remarkLocalizedLinks from './src/remark/localizedLinks';
import {sidebarItemsGenerator} from './config/sidebarItems';
import tutorialsPlugin from './src/plugins/tutorials';
import type {LocalSearchOptions} from './src/plugins/local-search';
import type {OfflineOptions} from './src/plugins/offline';
import type {DeployConfigOptions} from './src/plugins/deploy-config';
import {pageWeight} from './config/searchRanking';
import {cssColouredTheme} from './src/features/code-blocks/themeCss';
import {lastUpdateVcs} from './config/lastUpdate';
import type {TestHooksOptions} from './src/plugins/test-hooks';
import type {SocialCardsOptions} from './src/plugins/social-cards';
import {handoff} from './src/utils/handoff';

// Third-party services are read from the environment once, here. With no
// variables set (the default) nothing is loaded from another host.
const services = readServices(process.env);
// Test hooks (fault injection) are compiled in only for the test build of
// scripts/build-services.sh; every other build ships none (src/plugins/test-hooks).
const testHooks = process.env.CELO_TEST_HOOKS === '1';
// The local search writes its index in postBuild; the offline plugin, whose postBuild runs at the
// same time, precaches its files: it gets their list through this.
const searchIndexFiles = handoff<string[]>();

const config: Config = {
  title: 'Celo Documentation',
  tagline: 'Documentation for the Celo platform.',
  favicon: 'img/favicon.svg',
  url: siteUrl(process.env),
  baseUrl: '/',
  trailingSlash: false,
  organizationName: 'celo-org',
  projectName: 'docs',

  future: {
    v4: true,
    // Every faster option except the SWC HTML minifier. It omits optional end tags (`</tr>`,
    // `</td>`, `</li>`, `</tbody>`), which is valid HTML5 but breaks simpler HTML parsers that
    // agents and their tools use (node-html-parser, used by the afdocs checker, finds no <main>
    // on any page with a table). html-minifier-terser keeps them, for about 1.5% more gzip HTML.
    faster: {
      swcJsLoader: true,
      swcJsMinimizer: true,
      swcHtmlMinimizer: false,
      lightningCssMinimizer: true,
      rspackBundler: true,
      rspackPersistentCache: true,
      ssgWorkerThreads: true,
      mdxCrossCompilerCache: true,
      gitEagerVcs: true,
    },
    // Page dates come from Git history; a source tree without .git (a tarball, a Docker COPY)
    // builds without them instead of stopping (see config/lastUpdate.ts).
    experimental_vcs: lastUpdateVcs(__dirname),
  },

  // The spec stores the colour mode under the plain key "theme"; future.v4
  // would namespace it per site.
  storage: {type: 'localStorage', namespace: false},

  ...linkChecks,
  // Explicit heading ids (`## Título {#the-title}`): every translated page gives each heading its English
  // page's id, so an anchor, a shared link and the legacy-anchor rewrites work in every language.
  markdown: {...linkChecks.markdown, mdx1Compat: {headingIds: true}},
  // Its inline script would need one more Content-Security-Policy hash on the home page, to warn
  // about a wrong baseUrl, which this site's fixed '/' cannot have.
  baseUrlIssueBanner: false,
  // Docusaurus's page template with every script started by the script loader, so the
  // Content-Security-Policy can use 'strict-dynamic' (src/script-loader/README.md).
  ssrTemplate: siteTemplate(),

  // English at the root, each other language under its own prefix (/es/, /pt-BR/). The list is in
  // config/locales.json so that scripts/build.mjs, which builds one locale per process, reads the same one;
  // each locale names its baseUrl because Docusaurus drops the prefix when a build names one locale.
  i18n: {
    defaultLocale: locales.defaultLocale,
    locales: Object.keys(locales.locales),
    localeConfigs: locales.locales,
  },

  presets: [
    [
      'classic',
      {
        // The docs plugin is added below, through src/plugins/docs.
        docs: false,
        blog: false,
        theme: {customCss: './src/css/custom.css'},
        sitemap: {changefreq: 'weekly', priority: 0.5, ignorePatterns: ['/markdown-page', '/search']},
      } satisfies Preset.Options,
    ],
  ],

  themes: ['@docusaurus/theme-live-codeblock'],

  plugins: [
    // The build's language as a constant of the bundles, for dates written from data (src/i18n/locale.ts).
    './src/plugins/i18n/index.ts',
    [
      // @docusaurus/plugin-content-docs without doc descriptions in every page's first load.
      './src/plugins/docs/index.ts',
      {
        routeBasePath: '/',
        sidebarPath: './sidebars.ts',
        sidebarItemsGenerator,
        editUrl: externalLinks.editBase,
        showLastUpdateTime: true,
        breadcrumbs: true,
        versions: {current: {label: 'Current'}},
        // Code blocks may open with lines only the sample checker sees (see the plugin); `dot diagram`
        // blocks become inline SVG at build time (src/remark/diagrams.ts).
        remarkPlugins: [[remarkDiagrams, diagramsOptions()], remarkHiddenPrelude, remarkTemplateIndent],
        // In another language, relative links between docs files go to the file that language's build serves.
        beforeDefaultRemarkPlugins: [[remarkLocalizedLinks, {siteDir: __dirname, defaultLocale: locales.defaultLocale}]],
        // Focusable tables and named task-list checkboxes (src/rehype).
        rehypePlugins: [rehypeFocusableTables, rehypeTaskListLabels],
      } satisfies DocsOptions,
    ],
    // Long pages laid out a section at a time, with exact anchors (see the feature's README).
    './src/features/on-demand-layout/index.ts',
    // Prism out of every page's start-up, code colours as CSS per mode (see the feature's README).
    './src/features/code-blocks/index.ts',
    [
      '@docusaurus/plugin-ideal-image',
      {quality: 70, max: 1030, min: 640, steps: 2, disableInDev: false} satisfies IdealImageOptions,
    ],
    // A redirect page at each old path, the host rules, and the security headers with the hashes
    // of the build's inline scripts (see the plugin).
    [
      './src/plugins/deploy-config/index.ts',
      {
        redirects: redirectTable.pages,
        server: redirectTable.server,
        prefixes: redirectTable.prefixes,
        origins: thirdPartyOrigins(services),
      } satisfies DeployConfigOptions,
    ],
    // The live playgrounds' result frame: the reader's code runs there, sandboxed (see the plugin).
    './src/plugins/live-playground/index.ts',
    ['./src/plugins/test-hooks/index.ts', {enabled: testHooks} satisfies TestHooksOptions],
    // Markdown twins of every page, /llms.txt and /llms-full.txt for AI agents (see the plugin).
    ['./src/plugins/ai-docs/index.ts', aiDocsOptions],
    // A 1200×630 social card for every page, drawn at build time and cached by content; the
    // theme's SiteMetadata wrapper makes it the page's og:image and twitter:image (see the plugin).
    ['./src/plugins/social-cards/index.ts', {sections: aiDocsOptions.sidebars} satisfies SocialCardsOptions],
    // Links to anchors of the 2025 pages land on today's headings (see the plugin).
    './src/plugins/legacy-urls/index.ts',
    tutorialsPlugin,
    ...servicePlugins(services),
    // Search with no third-party service, unless the hosted DocSearch is configured
    // (then preset-classic adds theme-search-algolia, its search bar and /search page).
    ...(services.algolia
      ? []
      : [
          [
            './src/plugins/local-search/index.ts',
            {missingResultsUrl: externalLinks.feedback, pageWeight, indexFiles: searchIndexFiles} satisfies LocalSearchOptions,
          ] satisfies PluginConfig,
        ]),
    // A service worker: the shell and search work offline, pages are kept as they are read, and
    // "Save for offline" keeps them all (see the plugin's README).
    [
      './src/plugins/offline/index.ts',
      {
        // Every file of the sharded index, once the search plugin has written them.
        searchFiles: services.algolia ? () => [] : () => searchIndexFiles.promise,
        searchChunk: services.algolia ? undefined : 'search-modal',
        oldPaths: redirectTable.pages.map((redirect) => redirect.from),
      } satisfies OfflineOptions,
    ],
    // Compile hints and the chunk-loading steps (see the feature's README). Last: its client
    // modules run after every other plugin's.
    './src/features/start-up/index.ts',
  ],

  themeConfig: {
    // No site-wide image: every page has its own card (src/plugins/social-cards).
    metadata: [{name: 'keywords', content: 'Celo, Ethereum L2, OP Stack, blockchain, documentation'}],
    colorMode: {
      defaultMode: 'dark',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: 'celo-l2-2025',
      content:
        'Celo is now an Ethereum L2. Node operators: <a href="/cel2/operators/run-node">run a Celo L2 node</a>.',
      backgroundColor: '#fcff52',
      textColor: '#000000',
      isCloseable: false,
    },
    docs: {sidebar: {hideable: true, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: navbar({search: true}),
    footer,
    // Token colours come from CSS per colour mode (src/features/code-blocks), so
    // both modes get the same theme: plain colours from variables, no inline styles.
    prism: {
      theme: cssColouredTheme,
      darkTheme: cssColouredTheme,
      // json and yaml ship with prism-react-renderer; registering them again costs startup time.
      additionalLanguages: ['solidity', 'bash', 'diff', 'toml'],
    },
    liveCodeBlock: {playgroundPosition: 'bottom'},
    ...(services.algolia
      ? {
          algolia: {
            appId: services.algolia.appId,
            apiKey: services.algolia.apiKey,
            indexName: services.algolia.indexName,
            contextualSearch: true,
            searchPagePath: 'search',
            insights: true,
          },
        }
      : {}),
  } satisfies Preset.ThemeConfig,
};

export default config;
