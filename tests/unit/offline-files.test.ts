/** What the offline plugin writes: build ids, the precache list, the save list, the worker and the manifest. */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  buildId,
  ICONS,
  precacheList,
  saveBuildId,
  saveManifest,
  saveSummary,
  siteBuildId,
  webManifest,
  workerScript,
} from '../../src/plugins/offline/files';
import {nextNavigation} from '../../src/plugins/offline/client/updatePolicy';
import type {ClientManifest} from '../../src/utils/pageChunks';

const js = (file: string) => ({js: [{file}]});
const MANIFEST: ClientManifest = {
  entrypoints: ['main'],
  origins: {main: ['1', '2'], 'search-modal': ['2', '7', '8']},
  assets: {
    '1': js('assets/js/runtime~main.aa.js'),
    '2': js('assets/js/main.bb.js'),
    '7': js('assets/js/search-modal.cc.js'),
    '8': js('assets/js/8.dd.js'),
  },
};

describe('buildId', () => {
  it('is the same for the same files in any order, and changes with any file', () => {
    expect(buildId(['assets/js/a.1.js', 'assets/css/s.2.css'])).toBe(buildId(['assets/css/s.2.css', 'assets/js/a.1.js']));
    expect(buildId(['assets/js/a.1.js'])).not.toBe(buildId(['assets/js/a.2.js']));
    expect(buildId([])).toMatch(/^[0-9a-f]{12}$/);
  });
});

describe('precacheList', () => {
  it('has the entry, styles, the search chunk group without entry files, every file of the search index and the offline files', () => {
    const list = precacheList({
      manifest: MANIFEST,
      css: ['assets/css/styles.ee.css'],
      lazyGroups: ['search-modal'],
      // As the search plugin lists them: relative to the build folder.
      dataFiles: ['search-index/manifest.json', 'search-index/abc123/v-63.json', 'search-index/abc123/r-0.json'],
      images: ['img/favicon.svg'],
      notFoundChunks: ['assets/js/404.ff.js'],
    });
    expect(list).toEqual([
      '/assets/js/main.bb.js',
      '/assets/js/runtime~main.aa.js',
      '/assets/css/styles.ee.css',
      '/assets/js/8.dd.js',
      '/assets/js/search-modal.cc.js',
      '/assets/js/404.ff.js',
      '/search-index/manifest.json',
      '/search-index/abc123/v-63.json',
      '/search-index/abc123/r-0.json',
      '/img/favicon.svg',
      '/404.html',
      '/offline',
      '/offline.js',
      '/offline-manifest.json',
      '/offline-summary.json',
      '/manifest.webmanifest',
    ]);
  });

  it('of another language: the same files under its base URL, its own offline page and lists, and not the site’s web manifest', () => {
    const list = precacheList({
      base: '/es/',
      manifest: MANIFEST,
      css: ['assets/css/styles.ee.css'],
      lazyGroups: [],
      dataFiles: ['search-index/manifest.json'],
      images: ['img/favicon.svg'],
      notFoundChunks: [],
    });
    expect(list).toEqual([
      '/es/assets/js/main.bb.js',
      '/es/assets/js/runtime~main.aa.js',
      '/es/assets/css/styles.ee.css',
      '/es/search-index/manifest.json',
      '/es/img/favicon.svg',
      '/es/404.html',
      '/es/offline',
      '/es/offline.js',
      '/es/offline-manifest.json',
      '/es/offline-summary.json',
    ]);
  });

  it('has no search files when a build has no local search', () => {
    const list = precacheList({manifest: MANIFEST, css: [], lazyGroups: [], dataFiles: [], images: [], notFoundChunks: []});
    expect(list.some((url) => url.includes('search'))).toBe(false);
  });
});

describe('saveManifest', () => {
  it('lists every page and file once, with the total size', () => {
    const chunks: Record<string, string[]> = {'/a': ['assets/js/x.1.js', 'assets/js/shared.2.js'], '/b': ['assets/js/shared.2.js']};
    const sizes: Record<string, number> = {'/a': 100, '/b': 50, '/assets/js/x.1.js': 10, '/assets/js/shared.2.js': 5, '/img/logo.svg': 1};
    const save = saveManifest(
      {build: 'B1', base: '/'},
      [
        {path: '/a', title: 'A'},
        {path: '/b', title: 'B'},
      ],
      (page) => chunks[page] ?? [],
      ['img/logo.svg', 'assets/js/shared.2.js'],
      (url) => sizes[url]!,
    );
    expect(save.files.map((file) => file.url)).toEqual(['/a', '/assets/js/x.1.js', '/assets/js/shared.2.js', '/b', '/img/logo.svg']);
    expect(save.bytes).toBe(166);
    expect(save.build).toBe('B1');
    expect(saveSummary(save)).toEqual({build: 'B1', base: '/', pages: 2, files: 5, bytes: 166});
  });

  it('of another language: its files under its base URL, named by a build id that starts with the locale', () => {
    const save = saveManifest(
      {build: saveBuildId('abc', 'pt-BR', 'en'), base: '/pt-BR/'},
      [{path: '/pt-BR/a', title: 'A'}],
      () => ['assets/js/x.1.js'],
      ['img/logo.svg'],
      () => 1,
    );
    expect(save.files.map((file) => file.url)).toEqual(['/pt-BR/a', '/pt-BR/assets/js/x.1.js', '/pt-BR/img/logo.svg']);
    expect(save.build).toBe('pt-BR-abc');
    expect(saveBuildId('abc', 'en', 'en')).toBe('abc');
  });
});

describe('siteBuildId', () => {
  it('is the language’s own id for a one-language build, and changes when any language changes', () => {
    expect(siteBuildId(['abc'])).toBe('abc');
    const all = siteBuildId(['a1', 'b1', 'c1']);
    expect(all).toMatch(/^[0-9a-f]{12}$/);
    expect(siteBuildId(['a1', 'b2', 'c1'])).not.toBe(all);
    expect(siteBuildId(['a1', 'b1', 'c1'])).toBe(all);
  });
});

describe('workerScript', () => {
  const template = fs.readFileSync(path.join(__dirname, '../../src/plugins/offline/serviceWorker.js'), 'utf8');

  it('puts the build’s values in place of the CONFIG line, and only there', () => {
    const config = {
      build: 'B1',
      languages: [{base: '/', save: 'B1', precache: ['/x'], entry: ['/assets/js/main.1.js'], offlinePage: '/offline', notFoundPage: '/404.html'}],
      pages: ['/$&'],
    };
    const script = workerScript(template, config);
    expect(script).toContain(`const CONFIG = ${JSON.stringify(config)};`);
    expect(script).not.toContain('__CONFIG__');
    expect(script.length - template.length).toBeLessThan(JSON.stringify(config).length);
  });

  it('fails loudly when the template lost its CONFIG line', () => {
    expect(() => workerScript('const CONFIG = {};', {build: 'x', languages: [], pages: []})).toThrow(/CONFIG line/);
  });
});

describe('webManifest', () => {
  it('names the site, starts at the home page, and lists icons that exist', () => {
    const manifest = JSON.parse(webManifest({title: 'Celo Documentation', tagline: 'Docs.'}));
    expect(manifest).toMatchObject({name: 'Celo Documentation', start_url: '/', display: 'standalone'});
    for (const icon of ICONS) expect(fs.existsSync(path.join(__dirname, '../../static', icon.src)), icon.src).toBe(true);
  });
});

describe('nextNavigation', () => {
  it('loads the next page whole once a newer build’s worker took over, and only for a new path', () => {
    expect(nextNavigation({controlled: true, replaced: false}, '/a', '/b')).toBe('client');
    expect(nextNavigation({controlled: true, replaced: true}, '/a', '/b')).toBe('full-load');
    expect(nextNavigation({controlled: true, replaced: true}, '/a', '/a')).toBe('none');
    expect(nextNavigation({controlled: false, replaced: false}, undefined, '/a')).toBe('none');
  });
});
