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
  inLanguage,
  NOT_FOUND_PAGE,
  OFFLINE_PAGE,
  OFFLINE_SCRIPT,
  precacheList,
  SAVE_MANIFEST,
  SAVE_SUMMARY,
  saveBuildId,
  saveSummary,
  saveManifest,
  siteBuildId,
  THEME_COLOURS,
  WEB_MANIFEST,
  webManifest,
  workerScript,
  type SavePage,
  type WorkerLanguage,
} from './files';
import {siteRoot} from '../deploy-config';
import {offlinePageHtml} from './offlinePage';
import {offlineStrings} from './strings';

/**
 * What each language's build leaves in its folder for the root worker (`offline-worker.json`): its
 * shell, entry and pages. The worker is written from every language's part after each language's
 * build (English first, then the others), so after the last one it serves them all.
 */
interface LanguagePart {
  locale: string;
  /** The language build's own id (`buildId` of its assets). */
  build: string;
  language: WorkerLanguage;
  pages: string[];
}
const PART_FILE = 'offline-worker.json';

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

/** A page's path as the server answers it and the worker keys it: no trailing slash but the root's (`/es/` → `/es`). */
const pagePath = (route: string) => (route.length > 1 ? route.replace(/\/+$/, '') : route);

/** Files under `dir`, relative to `root`, with `/` separators. */
async function listFiles(root: string, dir: string): Promise<string[]> {
  const entries = await fs.readdir(path.join(root, dir), {withFileTypes: true, recursive: true}).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath ?? entry.path, entry.name)).split(path.sep).join('/'));
}

/** The file of the build a URL is served from (`/a` → `a.html` or `a/index.html`; under `base`, in that language's folder). */
async function fileSize(outDir: string, url: string, base = '/'): Promise<number> {
  // A language's home is its base without the slash (`/es`), the folder's index.html.
  const name = url === pagePath(base) ? '' : url.startsWith(base) ? url.slice(base.length) : url.replace(/^\//, '');
  const candidates = name === '' ? ['index.html'] : [name, `${name}.html`, path.join(name, 'index.html')];
  for (const candidate of candidates) {
    const stat = await fs.stat(path.join(outDir, candidate)).catch(() => null);
    if (stat?.isFile()) return stat.size;
  }
  throw new Error(`offline: no file in the build for ${url}`);
}

/**
 * The root worker from the parts of the languages built so far, default language first; none
 * until the default language is built (the worker is the root's, and the root is its build).
 */
async function writeWorker(root: string, locales: {locale: string; base: string}[]): Promise<LanguagePart[]> {
  const parts: LanguagePart[] = [];
  for (const {base} of locales) {
    const file = path.join(root, base, PART_FILE);
    const text = await fs.readFile(file, 'utf8').catch(() => null);
    if (text !== null) parts.push(JSON.parse(text) as LanguagePart);
  }
  if (parts[0]?.language.base !== '/') return [];
  const template = await fs.readFile(path.join(__dirname, 'serviceWorker.js'), 'utf8');
  // Every language has the default language's pages under its base URL (an untranslated page shows
  // the English text there), so the worker gets that one list and maps other languages' paths onto it.
  const [first, ...others] = parts;
  for (const part of others) {
    const missing = part.pages.filter((page) => page !== pagePath(part.language.base) && !first!.pages.includes(`/${page.slice(part.language.base.length)}`));
    if (missing.length > 0) throw new Error(`[offline] ${part.locale} has pages the default language lacks, which the worker would not know: ${missing.slice(0, 5).join(', ')}`);
  }
  const worker = workerScript(template, {
    build: siteBuildId(parts.map((part) => part.build)),
    languages: parts.map((part) => part.language),
    pages: first!.pages,
  });
  await fs.writeFile(path.join(root, 'sw.js'), worker);
  return parts;
}

export default function offlinePlugin(context: LoadContext, options: OfflineOptions): Plugin {
  const {currentLocale, defaultLocale, localeConfigs, locales} = context.i18n;
  const base = context.baseUrl;
  const isDefault = currentLocale === defaultLocale;
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
      // Each language's build writes its own shell, lists and offline page under its base URL, and
      // the root worker is written again from every language built so far (README.md, "Languages").
      const started = Date.now();
      const read = async <T,>(name: string) => JSON.parse(await fs.readFile(path.join(generatedFilesDir, name), 'utf8')) as T;
      const manifest = await read<ClientManifest>('client-manifest.json');
      const routesChunkNames = await read<Record<string, ChunkTree>>('routesChunkNames.json');
      const routes = parseRoutesModule(await fs.readFile(path.join(generatedFilesDir, 'routes.js'), 'utf8'), (name) =>
        readFileSync(path.join(generatedFilesDir, 'route-parts', `${name}.js`), 'utf8'),
      );
      const filesOfPage = (page: string) => pageChunkFiles(page, routes, routesChunkNames, manifest);
      const url = (file: string) => inLanguage(base, file);

      const assets = await listFiles(outDir, 'assets');
      const build = buildId(assets);
      const save = saveBuildId(build, currentLocale, defaultLocale);
      const css = assets.filter((file) => file.startsWith('assets/css/') && file.endsWith('.css'));
      const shellImages = ['img/favicon.svg', 'img/logo-light.svg', 'img/logo-dark.svg', ...ICONS.map((icon) => icon.src.slice(1))];
      const searchFiles = await options.searchFiles();
      const precache = precacheList({
        base,
        manifest,
        css,
        lazyGroups: options.searchChunk ? [options.searchChunk] : [],
        dataFiles: searchFiles,
        images: shellImages,
        notFoundChunks: filesOfPage(url(NOT_FOUND_PAGE)),
      });

      // Every docs page, and the home page; custom pages (showcase, tutorials, search) are tools
      // for browsing online, not reading. A language's home route is its base URL (`/es/`); pages
      // are named by the path the server answers and the worker keys them by (`/es`).
      const sitePages = [...new Set(routesPaths.map(pagePath))];
      const home = pagePath(base);
      const pages: SavePage[] = sitePages
        .filter((route) => titles.has(route) || route === home)
        .map((route) => ({path: route, title: titles.get(route) ?? siteConfig.title}))
        .sort((a, b) => a.path.localeCompare(b.path));
      const images = [...(await listFiles(outDir, 'img')), ...assets.filter((file) => /^assets\/(images|ideal-img)\//.test(file))];
      const sizes = new Map<string, number>();
      const shared = [...entryFiles(manifest), ...css, ...images, ...searchFiles];
      const planned = saveManifest({build: save, base}, pages, filesOfPage, shared, () => 0);
      for (const {url: file} of planned.files) sizes.set(file, await fileSize(outDir, file, base));
      const saveList = saveManifest({build: save, base}, pages, filesOfPage, shared, (file) => sizes.get(file) ?? 0);

      // An old URL of config/redirects.ts is a page of every language (the redirects have their locale forms).
      const sitePaths = [...new Set([...sitePages, ...options.oldPaths.map((old) => pagePath(url(old)))])].sort();
      const part: LanguagePart = {
        locale: currentLocale,
        build,
        language: {
          base,
          save,
          precache,
          entry: entryFiles(manifest).map((file) => url(file)),
          offlinePage: url(OFFLINE_PAGE),
          notFoundPage: url(NOT_FOUND_PAGE),
        },
        pages: sitePaths,
      };
      const write = (file: string, body: string) => fs.writeFile(path.join(outDir, file.slice(base.length)), body);
      await Promise.all([
        write(url(PART_FILE), JSON.stringify(part)),
        write(url(SAVE_MANIFEST), JSON.stringify(saveList)),
        write(url(SAVE_SUMMARY), JSON.stringify(saveSummary(saveList))),
        ...(isDefault ? [write(WEB_MANIFEST, webManifest(siteConfig))] : []),
        write(
          `${url(OFFLINE_PAGE)}.html`,
          offlinePageHtml({
            title: siteConfig.title,
            css: css.map((file) => url(file)),
            script: url(OFFLINE_SCRIPT),
            lang: localeConfigs[currentLocale]?.htmlLang ?? currentLocale,
            base,
            page: url(OFFLINE_PAGE),
            saveManifest: url(SAVE_MANIFEST),
            strings: offlineStrings(currentLocale),
          }),
        ),
        fs.copyFile(path.join(__dirname, 'offlinePage.client.js'), path.join(outDir, OFFLINE_SCRIPT.slice(1))),
      ]);

      const root = siteRoot(outDir, base);
      const languages = locales.map((locale) => ({locale, base: localeConfigs[locale]?.baseUrl ?? (locale === defaultLocale ? '/' : `/${locale}/`)}));
      const served = await writeWorker(root, languages);
      const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
      const precacheBytes = (await Promise.all(precache.map((file) => fileSize(outDir, file, base).catch(() => 0)))).reduce((a, b) => a + b, 0);
      console.log(
        `[offline] ${currentLocale} build ${build}: shell ${precache.length} files (${kib(precacheBytes)}, search index ${searchFiles.length} files); ` +
          `"Save for offline" ${saveList.pages.length} pages, ${saveList.files.length} files (${kib(saveList.bytes)}); ` +
          (served.length > 0 ? `/sw.js serves ${served.map((p) => p.locale).join(', ')}` : 'no /sw.js until the default language is built') +
          ` (${Date.now() - started} ms)`,
      );
    },
  };
}
