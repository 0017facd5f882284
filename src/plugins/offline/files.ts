/**
 * What the offline layer writes, as pure functions of the build's file list and
 * chunk manifest (src/plugins/offline/index.ts reads those and writes the
 * results): the build id, the service worker's precache list, the list of files
 * "Save for offline" fetches, the worker script, the web app manifest.
 */
import crypto from 'node:crypto';
import type {ClientManifest} from '../../utils/pageChunks';
import {SAVE_MANIFEST, SAVE_SUMMARY} from './urls';

/** The offline page's URL (a plain HTML file of the build, `offline.html`). */
export const OFFLINE_PAGE = '/offline';
export {SAVE_MANIFEST, SAVE_SUMMARY} from './urls';
/** The offline page's script (external: the site's policy allows no inline script). */
export const OFFLINE_SCRIPT = '/offline.js';
export const WEB_MANIFEST = '/manifest.webmanifest';

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

const toUrl = (file: string) => (file.startsWith('/') ? file : `/${file}`);

export interface PrecacheInput {
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
  const entry = entryFiles(input.manifest);
  const entrySet = new Set(entry);
  const lazy = input.lazyGroups.flatMap((name) => chunkGroupFiles(input.manifest, name, entrySet));
  return [
    ...new Set([
      ...entry,
      ...input.css,
      ...lazy,
      ...input.notFoundChunks,
      ...input.dataFiles,
      ...input.images,
      '404.html',
      OFFLINE_PAGE,
      OFFLINE_SCRIPT,
      SAVE_MANIFEST,
      SAVE_SUMMARY,
      WEB_MANIFEST,
    ].map(toUrl)),
  ];
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
  build: string;
  pages: SavePage[];
  files: SaveFile[];
  bytes: number;
}

/** The counts of a SaveManifest, for the button (SAVE_SUMMARY). */
export interface SaveSummary {
  build: string;
  pages: number;
  files: number;
  bytes: number;
}

export function saveSummary(manifest: SaveManifest): SaveSummary {
  return {build: manifest.build, pages: manifest.pages.length, files: manifest.files.length, bytes: manifest.bytes};
}

/**
 * Everything "Save for offline" fetches: each page, the route chunks it loads, the entry and
 * styles, and the images; every file once, with its size on disk.
 */
export function saveManifest(
  build: string,
  pages: readonly SavePage[],
  filesOfPage: (path: string) => readonly string[],
  shared: readonly string[],
  sizeOf: (url: string) => number,
): SaveManifest {
  const urls = new Set<string>();
  for (const page of pages) {
    urls.add(page.path);
    for (const file of filesOfPage(page.path)) urls.add(toUrl(file));
  }
  for (const file of shared) urls.add(toUrl(file));
  const files = [...urls].map((url) => ({url, bytes: sizeOf(url)}));
  return {build, pages: [...pages], files, bytes: files.reduce((sum, f) => sum + f.bytes, 0)};
}

export interface WorkerConfig {
  build: string;
  precache: string[];
  /** The entry scripts a page of this build loads; a page without them is from another build. */
  entry: string[];
  offlinePage: string;
  /** The site's page paths: an unknown path offline gets the 404 page, a known one the offline page. */
  pages: string[];
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
