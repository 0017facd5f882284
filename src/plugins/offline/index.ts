/**
 * The site offline: a service worker with per-build caches, an offline page, "Save for offline",
 * and a web app manifest. README.md beside this file explains the design and why it is not
 * @docusaurus/plugin-pwa.
 *
 * postBuild reads only what the bundler and the docs plugin made (the chunk manifest, the asset
 * folder, file sizes), never the HTML pages: other plugins rewrite those in their own postBuild,
 * which Docusaurus runs at the same time as this one.
 */
import fs from 'node:fs/promises';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {pageChunkFiles, parseRoutesModule, type ChunkTree, type ClientManifest} from '../../utils/pageChunks';
import {
  buildId,
  entryFiles,
  ICONS,
  OFFLINE_PAGE,
  OFFLINE_SCRIPT,
  precacheList,
  SAVE_MANIFEST,
  SAVE_SUMMARY,
  saveSummary,
  saveManifest,
  THEME_COLOURS,
  WEB_MANIFEST,
  webManifest,
  workerScript,
  type SavePage,
} from './files';
import {offlinePageHtml} from './offlinePage';

export interface OfflineOptions {
  /**
   * Every file of the local search index (none with hosted search), relative to the build
   * folder: precached, so search answers any query offline after one visit, and saved by "Save
   * for offline". A function, because the search plugin writes them in its own postBuild, which
   * runs at the same time as this one: the list comes when they are written.
   */
  searchFiles: () => readonly string[] | Promise<readonly string[]>;
  /** The chunk name of the search modal (a `webpackChunkName`), precached with the shell. */
  searchChunk?: string;
  /** Old URLs that redirect: offline, they get the offline page rather than the 404 page. */
  oldPaths: string[];
}

type SidebarItems = DocsContent['loadedVersions'][number]['sidebars'][string];

/** The generated index pages of sidebar categories (card pages), with their titles. */
function collectCategoryTitles(items: SidebarItems, titles: Map<string, string>): void {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.link?.type === 'generated-index') titles.set(item.link.permalink, item.link.title ?? item.label);
    collectCategoryTitles(item.items, titles);
  }
}

/** Files under `dir`, relative to `root`, with `/` separators. */
async function listFiles(root: string, dir: string): Promise<string[]> {
  const entries = await fs.readdir(path.join(root, dir), {withFileTypes: true, recursive: true}).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath ?? entry.path, entry.name)).split(path.sep).join('/'));
}

/** The file of the build a URL is served from (`/a` → `a.html` or `a/index.html`). */
async function fileSize(outDir: string, url: string): Promise<number> {
  const name = url.replace(/^\//, '');
  const candidates = url === '/' ? ['index.html'] : [name, `${name}.html`, path.join(name, 'index.html')];
  for (const candidate of candidates) {
    const stat = await fs.stat(path.join(outDir, candidate)).catch(() => null);
    if (stat?.isFile()) return stat.size;
  }
  throw new Error(`offline: no file in the build for ${url}`);
}

export default function offlinePlugin(context: LoadContext, options: OfflineOptions): Plugin {
  const {currentLocale, defaultLocale} = context.i18n;
  const titles = new Map<string, string>();
  return {
    name: 'offline',

    getClientModules() {
      return [path.resolve(__dirname, 'client/register.ts')];
    },

    async allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      for (const version of docs?.loadedVersions ?? []) {
        // An index.md's permalink ends in a slash; its route (trailingSlash: false) does not.
        for (const doc of version.docs) titles.set(doc.permalink.replace(/(.)\/$/, '$1'), doc.title);
        for (const sidebar of Object.values(version.sidebars)) collectCategoryTitles(sidebar, titles);
      }
    },

    injectHtmlTags() {
      return {
        headTags: [
          {tagName: 'link', attributes: {rel: 'manifest', href: WEB_MANIFEST}},
          {tagName: 'link', attributes: {rel: 'apple-touch-icon', href: '/img/icons/apple-touch-icon.png'}},
          {tagName: 'meta', attributes: {name: 'theme-color', media: '(prefers-color-scheme: light)', content: THEME_COLOURS.light}},
          {tagName: 'meta', attributes: {name: 'theme-color', media: '(prefers-color-scheme: dark)', content: THEME_COLOURS.dark}},
        ],
      };
    },

    async postBuild({outDir, routesPaths, generatedFilesDir, siteConfig}) {
      // The worker, its lists and the offline page are the English build's, at the root. Pages of the
      // other languages register that same worker, which answers them from the network (README.md:
      // "Languages"); keeping them for offline reading needs their files in its lists.
      if (currentLocale !== defaultLocale) {
        console.log(`[offline] ${currentLocale}: pages served by the root worker, online only (no offline lists for this language)`);
        return;
      }
      const started = Date.now();
      const read = async <T,>(name: string) => JSON.parse(await fs.readFile(path.join(generatedFilesDir, name), 'utf8')) as T;
      const manifest = await read<ClientManifest>('client-manifest.json');
      const routesChunkNames = await read<Record<string, ChunkTree>>('routesChunkNames.json');
      const routes = parseRoutesModule(await fs.readFile(path.join(generatedFilesDir, 'routes.js'), 'utf8'), (name) =>
        readFileSync(path.join(generatedFilesDir, 'route-parts', `${name}.js`), 'utf8'),
      );
      const filesOfPage = (page: string) => pageChunkFiles(page, routes, routesChunkNames, manifest);

      const assets = await listFiles(outDir, 'assets');
      const build = buildId(assets);
      const css = assets.filter((file) => file.startsWith('assets/css/') && file.endsWith('.css'));
      const shellImages = ['img/favicon.svg', 'img/logo-light.svg', 'img/logo-dark.svg', ...ICONS.map((icon) => icon.src)];
      const searchFiles = await options.searchFiles();
      const precache = precacheList({
        manifest,
        css,
        lazyGroups: options.searchChunk ? [options.searchChunk] : [],
        dataFiles: searchFiles,
        images: shellImages,
        notFoundChunks: filesOfPage('/404.html'),
      });

      // Every docs page, and the home page; custom pages (showcase, tutorials, search) are tools
      // for browsing online, not reading.
      const pages: SavePage[] = [...new Set(routesPaths)]
        .filter((route) => titles.has(route) || route === '/')
        .map((route) => ({path: route, title: titles.get(route) ?? siteConfig.title}))
        .sort((a, b) => a.path.localeCompare(b.path));
      const images = [...(await listFiles(outDir, 'img')), ...assets.filter((file) => /^assets\/(images|ideal-img)\//.test(file))];
      const sizes = new Map<string, number>();
      const shared = [...entryFiles(manifest), ...css, ...images, ...searchFiles];
      const planned = saveManifest(build, pages, filesOfPage, shared, () => 0);
      for (const {url} of planned.files) sizes.set(url, await fileSize(outDir, url));
      const save = saveManifest(build, pages, filesOfPage, shared, (url) => sizes.get(url) ?? 0);

      const template = await fs.readFile(path.join(__dirname, 'serviceWorker.js'), 'utf8');
      const sitePaths = [...new Set([...routesPaths, ...options.oldPaths])].sort();
      const worker = workerScript(template, {
        build,
        precache,
        entry: entryFiles(manifest).map((file) => `/${file}`),
        offlinePage: OFFLINE_PAGE,
        pages: sitePaths,
      });
      const write = (url: string, body: string) => fs.writeFile(path.join(outDir, url.replace(/^\//, '')), body);
      await Promise.all([
        write('/sw.js', worker),
        write(SAVE_MANIFEST, JSON.stringify(save)),
        write(SAVE_SUMMARY, JSON.stringify(saveSummary(save))),
        write(WEB_MANIFEST, webManifest(siteConfig)),
        write(`${OFFLINE_PAGE}.html`, offlinePageHtml({title: siteConfig.title, css: css.map((file) => `/${file}`), script: OFFLINE_SCRIPT})),
        fs.copyFile(path.join(__dirname, 'offlinePage.client.js'), path.join(outDir, OFFLINE_SCRIPT.slice(1))),
      ]);
      const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
      const precacheBytes = (await Promise.all(precache.map((url) => fileSize(outDir, url).catch(() => 0)))).reduce((a, b) => a + b, 0);
      console.log(
        `[offline] build ${build}: precache ${precache.length} files (${kib(precacheBytes)}, search index ${searchFiles.length} files); ` +
          `"Save for offline" ${save.pages.length} pages, ${save.files.length} files (${kib(save.bytes)}) in ${Date.now() - started} ms`,
      );
    },
  };
}
