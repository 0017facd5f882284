/**
 * What the offline layer writes, as pure functions of the build's file list and
 * chunk manifest (src/plugins/offline/index.ts reads those and writes the
 * results): the build id, the service worker's precache list, the list of files
 * "Save for offline" fetches, the worker script, the web app manifest.
 */
import crypto from 'node:crypto';
import type {ClientManifest} from '../../utils/pageChunks';
import {languageUrl, SAVE_MANIFEST, SAVE_SUMMARY} from './urls';

/**
 * The offline page's URL (a plain HTML file of the build, `offline.html`). This and the other URLs
 * below that start with `/` are the English build's, at the root; each other language has its own
 * copy under its base URL (`/es/offline`): see `inLanguage`.
 */
export const OFFLINE_PAGE = '/offline';
export {SAVE_MANIFEST, SAVE_SUMMARY} from './urls';
/** The offline page's script (external: the site's policy allows no inline script). */
export const OFFLINE_SCRIPT = '/offline.js';
/** The web app manifest: one, at the root, for the whole site (every language is in its scope). */
export const WEB_MANIFEST = '/manifest.webmanifest';
/** The 404 page each language's build writes. */
export const NOT_FOUND_PAGE = '/404.html';

/** A root URL of the English build (`/offline`) as a language's build has it (`/es/offline`), or a file relative to that build. */
export const inLanguage = languageUrl;

export const ICONS = [
  {src: '/img/icons/icon-192.png', sizes: '192x192', type: 'image/png'},
  {src: '/img/icons/icon-512.png', sizes: '512x512', type: 'image/png'},
  {src: '/img/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable'},
];

/** The browser bar's colour in each mode: the navbar's background. */
export const THEME_COLOURS = {light: '#ffffff', dark: '#121212'} as const;

/** A build's identity: its hashed asset names, which change whenever any script, style or image does. */
export function buildId(assetFiles: readonly string[]): string {
  const hash = crypto.createHash('sha256');
  for (const file of [...assetFiles].sort()) hash.update(`${file}\n`);
  return hash.digest('hex').slice(0, 12);
}

/** The JS files of a named chunk group (and of the entry when `name` is an entrypoint). */
export function chunkGroupFiles(manifest: ClientManifest, name: string, without: ReadonlySet<string> = new Set()): string[] {
  const files = new Set<string>();
  for (const id of manifest.origins[name] ?? []) {
    for (const {file} of manifest.assets[String(id)]?.js ?? []) if (!without.has(file)) files.add(file);
  }
  return [...files].sort();
}

/** The entry scripts every page loads (the runtime, main and the chunks they share), sorted. */
export function entryFiles(manifest: ClientManifest): string[] {
  return manifest.entrypoints.flatMap((name) => chunkGroupFiles(manifest, name));
}

const toUrl = (file: string, base = '/') => (file.startsWith('/') ? file : inLanguage(base, file));

export interface PrecacheInput {
  /** The language's base URL (`/`, `/es/`): the build's files are under it. */
  base?: string;
  manifest: ClientManifest;
  /** Stylesheets of the build (`assets/css/*.css`), relative to the output folder. */
  css: readonly string[];
  /** Chunk groups of lazy parts every reader may need offline (the search modal). */
  lazyGroups: readonly string[];
  /** Files of the build that the lazy parts fetch (every file of the search index). */
  dataFiles: readonly string[];
  /** Images of the shell: logos, favicon, icons. */
  images: readonly string[];
  /** The 404 page's own route chunks. */
  notFoundChunks: readonly string[];
}

/** The app shell a worker caches on install: enough to start the site, search it and say what is offline. */
export function precacheList(input: PrecacheInput): string[] {
  const base = input.base ?? '/';
  const entry = entryFiles(input.manifest);
  const entrySet = new Set(entry);
  const lazy = input.lazyGroups.flatMap((name) => chunkGroupFiles(input.manifest, name, entrySet));
  const files = [...entry, ...input.css, ...lazy, ...input.notFoundChunks, ...input.dataFiles, ...input.images].map((file) => toUrl(file, base));
  const ownPages = [NOT_FOUND_PAGE, OFFLINE_PAGE, OFFLINE_SCRIPT, SAVE_MANIFEST, SAVE_SUMMARY].map((url) => inLanguage(base, url));
  // The web app manifest is the site's, at the root: the English build's shell has it.
  return [...new Set([...files, ...ownPages, ...(base === '/' ? [WEB_MANIFEST] : [])])];
}

export interface SavePage {
  path: string;
  title: string;
}

export interface SaveFile {
  url: string;
  bytes: number;
}

export interface SaveManifest {
  /** The language build's id (`saveBuildId`): the saved cache is named after it. */
  build: string;
  /** The language's base URL (`/`, `/es/`): its pages and files, and the save's completion marker, are under it. */
  base: string;
  pages: SavePage[];
  files: SaveFile[];
  bytes: number;
}

/** The counts of a SaveManifest, for the button (SAVE_SUMMARY). */
export interface SaveSummary {
  build: string;
  base: string;
  pages: number;
  files: number;
  bytes: number;
}

export function saveSummary(manifest: SaveManifest): SaveSummary {
  return {build: manifest.build, base: manifest.base, pages: manifest.pages.length, files: manifest.files.length, bytes: manifest.bytes};
}

/**
 * Everything "Save for offline" fetches: each page, the route chunks it loads, the entry and
 * styles, and the images; every file once, with its size on disk.
 */
export function saveManifest(
  {build, base}: {build: string; base: string},
  pages: readonly SavePage[],
  filesOfPage: (path: string) => readonly string[],
  shared: readonly string[],
  sizeOf: (url: string) => number,
): SaveManifest {
  const urls = new Set<string>();
  for (const page of pages) {
    urls.add(page.path);
    for (const file of filesOfPage(page.path)) urls.add(toUrl(file, base));
  }
  for (const file of shared) urls.add(toUrl(file, base));
  const files = [...urls].map((url) => ({url, bytes: sizeOf(url)}));
  return {build, base, pages: [...pages], files, bytes: files.reduce((sum, f) => sum + f.bytes, 0)};
}

/**
 * The id "Save for offline" names a language's saved pages after (`celo-saved-<id>`): the build id
 * in English, as it always was, and `<locale>-<build id>` in another language, so the saves of two
 * languages live side by side and a new save of one replaces only that language's older saves.
 */
export function saveBuildId(build: string, locale: string, defaultLocale: string): string {
  return locale === defaultLocale ? build : `${locale}-${build}`;
}

/** One language of the site, as the worker sees it (each language is a build of its own, under its base URL). */
export interface WorkerLanguage {
  /** `/` for English, `/es/` for Spanish. */
  base: string;
  /** The language build's "Save for offline" id (`saveBuildId`): its saved pages are in `celo-saved-<save>`. */
  save: string;
  /** Its app shell, precached the first time a page of the language is open. */
  precache: string[];
  /** The entry scripts a page of this language's build loads; a page without them is from another build. */
  entry: string[];
  offlinePage: string;
  notFoundPage: string;
}

export interface WorkerConfig {
  /** The site's build: every language's together (`siteBuildId`). */
  build: string;
  /** The default language first. */
  languages: WorkerLanguage[];
  /** The site's page paths, every language's: an unknown path offline gets the 404 page, a known one the offline page. */
  pages: string[];
}

/** The whole site's build id, from each language's: the worker changes when any language does. */
export function siteBuildId(languageBuilds: readonly string[]): string {
  if (languageBuilds.length === 1) return languageBuilds[0]!;
  return crypto.createHash('sha256').update(languageBuilds.join('\n')).digest('hex').slice(0, 12);
}

/** The worker script with this build's values (see serviceWorker.js). */
export function workerScript(template: string, config: WorkerConfig): string {
  const marker = /\/\*__CONFIG__\*\/ \{[^\n]*\};/;
  if (!marker.test(template)) throw new Error('serviceWorker.js: the CONFIG line is missing');
  return template.replace(marker, () => `${JSON.stringify(config)};`);
}

export function webManifest(site: {title: string; tagline: string}): string {
  return JSON.stringify(
    {
      name: site.title,
      short_name: 'Celo Docs',
      description: site.tagline,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: THEME_COLOURS.light,
      theme_color: THEME_COLOURS.light,
      icons: ICONS,
    },
    null,
    2,
  );
}
