/**
 * Offline in every language (src/plugins/offline/README.md, "Languages"): one worker at the root
 * with each language's shell, entry and pages, and in each language's folder its own offline page,
 * in its words, and its own "Save for offline" lists, every file of which is in the build.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import locales from '../../config/locales.json';
import {siteBuildId, type SaveManifest, type SaveSummary, type WorkerConfig} from '../../src/plugins/offline/files';
import {offlineStrings} from '../../src/plugins/offline/strings';
import {BUILD_DIR, builtFile, readBuilt, readBuiltJson} from './support/buildOutput';

const languages = Object.entries(locales.locales).map(([locale, {baseUrl, htmlLang}]) => ({locale, base: baseUrl, htmlLang}));
const worker = readBuilt(BUILD_DIR, 'sw.js');
const config = JSON.parse(/const CONFIG = (\{.*\});/.exec(worker)![1]!) as WorkerConfig;

/** The build's file for a URL the worker or a list names (`/es/offline` is `es/offline.html`). */
function fileOf(url: string): string {
  const name = url.replace(/^\//, '');
  const candidates = name === '' ? ['index.html'] : [name, `${name}.html`, path.join(name, 'index.html')];
  const found = candidates.map((candidate) => path.join(BUILD_DIR, candidate)).find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
  if (!found) throw new Error(`${url}: no file in build/`);
  return found;
}

describe('the root worker', () => {
  it('serves every language, the default one first, named by a build id made of theirs', () => {
    expect(config.languages.map((language) => language.base)).toEqual(languages.map((language) => language.base));
    const parts = languages.map(({base}) => readBuiltJson<{build: string}>(BUILD_DIR, `${base.slice(1)}offline-worker.json`).build);
    expect(config.build).toBe(siteBuildId(parts));
  });

  it.each(languages)('has every file of the $locale shell in the build, under its base URL', ({base}) => {
    const language = config.languages.find((candidate) => candidate.base === base)!;
    expect(language.precache.filter((url) => !url.startsWith(base) && url !== '/manifest.webmanifest')).toEqual([]);
    for (const url of language.precache) fileOf(url);
    expect(language.precache).toContain(language.offlinePage);
    expect(language.precache).toContain(language.notFoundPage);
    // A page of the language's build loads its entry scripts: that is how the worker tells its pages from another build's.
    const home = readBuilt(BUILD_DIR, `${base.slice(1)}index.html`);
    for (const file of language.entry) expect(home, file).toContain(file);
  });

  it('knows the site’s pages once, as the default language’s, which every language has under its base URL', () => {
    const pages = new Set(config.pages);
    for (const page of ['/', '/network', '/cli/account']) expect(pages.has(page), page).toBe(true);
    expect(config.pages.filter((page) => languages.some(({base}) => base !== '/' && `${page}/`.startsWith(base)))).toEqual([]);
    for (const {base} of languages.filter((language) => language.base !== '/')) {
      const part = readBuiltJson<{pages: string[]}>(BUILD_DIR, `${base.slice(1)}offline-worker.json`);
      // Named as the server answers them: the home without its slash.
      expect(part.pages).toContain(base.slice(0, -1));
      expect(part.pages).toContain(`${base}network`);
      expect(part.pages.filter((page) => page.endsWith('/'))).toEqual([]);
    }
  });
});

describe.each(languages)('$locale', ({locale, base, htmlLang}) => {
  it('has its offline page, in its language, reading its own list', () => {
    const html = readBuilt(BUILD_DIR, `${base.slice(1)}offline.html`);
    const strings = offlineStrings(locale);
    expect(html).toContain(`<html lang="${htmlLang}"`);
    expect(html).toContain(`<h1>${strings.heading}</h1>`);
    const data = JSON.parse(/data-offline="([^"]+)"/.exec(html)![1]!.replaceAll('&quot;', '"').replaceAll('&amp;', '&'));
    expect(data).toMatchObject({base, page: `${base}offline`, manifest: `${base}offline-manifest.json`});
    expect(data.strings.none).toBe(strings.none);
    builtFile(BUILD_DIR, `${base.slice(1)}offline.js`);
  });

  it('has its own "Save for offline" list: its pages, every file in the build with its size', () => {
    const save = readBuiltJson<SaveManifest>(BUILD_DIR, `${base.slice(1)}offline-manifest.json`);
    expect(save.base).toBe(base);
    expect(save.build).toBe(config.languages.find((language) => language.base === base)!.save);
    if (base !== '/') expect(save.build.startsWith(`${locale}-`)).toBe(true);
    expect(save.pages.length).toBeGreaterThan(250);
    // Its home page among them, by the path the server answers (`/es`, not `/es/`, which redirects).
    expect(save.pages.map((page) => page.path)).toContain(base === '/' ? '/' : base.slice(0, -1));
    const inLanguage = (url: string) => url.startsWith(base) || url === base.slice(0, -1);
    const outside = save.files.filter((file) => !inLanguage(file.url) || (base === '/' && languages.some((l) => l.base !== '/' && file.url.startsWith(l.base))));
    expect(outside).toEqual([]);
    const wrongSize = save.files.filter((file) => fs.statSync(fileOf(file.url)).size !== file.bytes).map((file) => file.url);
    expect(wrongSize).toEqual([]);
    expect(readBuiltJson<SaveSummary>(BUILD_DIR, `${base.slice(1)}offline-summary.json`)).toEqual({
      build: save.build,
      base,
      pages: save.pages.length,
      files: save.files.length,
      bytes: save.bytes,
    });
  });
});
