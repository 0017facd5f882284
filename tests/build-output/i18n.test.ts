/**
 * The languages in the build: each is built under its prefix with its `<html lang>`, its sitemap and its
 * alternates; every docs page of a language shows the notice its translation state calls for (the English
 * page with "not translated" when there is no translation, "English changed" when the translation is older
 * than its English page, nothing when current), as computed from the files (scripts/i18n/translations.ts);
 * and the host files at the root cover every language.
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import {describe, expect, it} from 'vitest';
import locales from '../../config/locales.json';
import {inlineScripts, scriptHash} from '../../src/plugins/deploy-config/inlineScripts';
import {translationStates} from '../../scripts/i18n/translations';
import {redirects} from '../../config/redirects';
import {htmlFileFor} from '../../src/utils/htmlFileFor';
import {BUILD_DIR, ROOT, builtFile, htmlFiles, readBuilt} from './support/buildOutput';

const others = Object.entries(locales.locales).filter(([locale]) => locale !== locales.defaultLocale);

/** The built HTML file of a page path, found as the build's own steps find it (src/utils/htmlFileFor.ts). */
async function pageFile(permalink: string): Promise<string> {
  const found = await htmlFileFor(BUILD_DIR, permalink);
  if (!found) throw new Error(`no built page for ${permalink} in ${path.relative(ROOT, BUILD_DIR)}`);
  return found;
}

/**
 * The object literal of string keys and values that starts at `start` in a minified script
 * (`{"a.b":"x",c:'say "y"'}`): its end is found by skipping over strings of either quote, since values
 * hold braces ("{count} ENR"); then the literal is evaluated on its own.
 */
function stringObjectAt(script: string, start: number): Record<string, string> {
  if (start < 0 || script[start] !== '{') throw new Error('no object literal of strings where one was expected');
  let index = start + 1;
  while (script[index] !== '}') {
    const quote = script[index];
    if (quote === '"' || quote === "'") {
      index += 1;
      while (script[index] !== quote) index += script[index] === '\\' ? 2 : 1;
    }
    index += 1;
    if (index >= script.length) throw new Error('the object literal of strings does not end');
  }
  return vm.runInNewContext(`(${script.slice(start, index + 1)})`) as Record<string, string>;
}

interface DocMetadata {
  source: string;
  permalink: string;
  frontMatter: {translation?: {state: string}};
}

/** The docs of a language's build, as its docs plugin wrote them (`.docusaurus-<locale>`, scripts/build.mjs). */
function builtDocs(locale: string): DocMetadata[] {
  const dir = builtFile(ROOT, `.docusaurus-${locale}/docusaurus-plugin-content-docs/default`);
  // Docusaurus leaves the data files of earlier builds in the folder (a page translated since has an
  // older file for its English source): the newest file of each page is this build's.
  const newest = new Map<string, {doc: DocMetadata; mtime: number}>();
  for (const name of fs.readdirSync(dir).filter((file) => file.startsWith('site-') && file.endsWith('.json'))) {
    const file = path.join(dir, name);
    const doc = JSON.parse(fs.readFileSync(file, 'utf8')) as DocMetadata;
    const mtime = fs.statSync(file).mtimeMs;
    if ((newest.get(doc.permalink)?.mtime ?? -1) < mtime) newest.set(doc.permalink, {doc, mtime});
  }
  return [...newest.values()].map(({doc}) => doc);
}

describe.each(others)('the %s build', (locale, config) => {
  const prefix = config.baseUrl.replace(/\/$/, '');

  it('is under its prefix, in its language, with its own sitemap of its own pages', () => {
    expect(readBuilt(BUILD_DIR, `${prefix}/index.html`)).toMatch(new RegExp(`<html lang="${config.htmlLang}"`));
    const urls = [...readBuilt(BUILD_DIR, `${prefix}/sitemap.xml`).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!).pathname);
    expect(urls.length).toBeGreaterThan(200);
    expect(urls.filter((url) => !url.startsWith(`${prefix}/`) && url !== prefix)).toEqual([]);
    expect(readBuilt(BUILD_DIR, 'sitemap.xml')).not.toContain(`${prefix}/`);
  });

  it("loads a component's interface strings with the component: the entry holds the theme's (src/i18n/codeStrings.ts)", async () => {
    const strings = JSON.parse(readBuilt(ROOT, `i18n/${locale}/code.json`)) as Record<string, {message: string}>;
    const html = fs.readFileSync(await pageFile(`${prefix}/developer/oracles`), 'utf8');
    // Scripts start through the script loader, which reads their `data-src` (src/script-loader).
    const entry = /<script [^>]*data-src="([^"]*\/main\.[0-9a-f]+\.js)"/.exec(html)?.[1];
    expect(entry, 'the page loads the client entry').toBeDefined();
    const script = readBuilt(BUILD_DIR, entry!);
    // The object every translated string is looked up in starts with the theme's first string.
    const literal = stringObjectAt(script, script.indexOf('{"theme.'));
    const namespaces = new Set(Object.keys(literal).map((id) => /^(\w+)\./.exec(id)?.[1]));
    expect([...namespaces]).toEqual(['theme']);
    expect(literal['theme.CodeBlock.copy']).toBe(strings['theme.CodeBlock.copy']!.message);
    // A component the entry does not hold brings its strings with it: none of the provider table's is here.
    expect(script).not.toMatch(/["']providerTable\.[\w.]+["']:["']/);
    // The provider table's strings came with its chunk: the server render shows its header in the language.
    const header = strings['providerTable.col.offers']!.message;
    expect(header).not.toBe('What it offers on Celo');
    expect(html).toContain(`>${header}</th>`);
  });

  it('names every language of a page as an alternate', async () => {
    const html = fs.readFileSync(await pageFile(`${prefix}/learn/payments`), 'utf8');
    for (const [other, otherConfig] of Object.entries(locales.locales)) {
      expect(html, other).toMatch(new RegExp(`<link[^>]+rel="alternate"[^>]+href="[^"]*${otherConfig.baseUrl}learn/payments"[^>]+hreflang="${otherConfig.htmlLang}"`));
    }
  });

  it('tells agents, in its language, where the page\'s Markdown and the language\'s own index are', async () => {
    const html = fs.readFileSync(await pageFile(`${prefix}/learn/payments`), 'utf8');
    const lines = [...html.matchAll(/<p[^>]*class="[^"]*ai-docs-chrome[^"]*"[^>]*>([^<]+)<\/p>/g)].map(([, text]) => text!);
    const pagePointer = lines.find((text) => text.includes(`${prefix}/learn/payments.md`));
    expect(pagePointer, lines.join('\n')).toContain(`${prefix}/llms.txt`);
    expect(lines.filter((text) => /For AI agents/.test(text))).toEqual([]);
  });

  it('shows on each docs page the notice its translation calls for, and only then', async () => {
    // One doc per English page (a translation of a removed page is invalid, and fails the unit tests);
    // a translation that does not say what it came from counts as outdated, as the site shows it.
    const states = translationStates(ROOT, locale).filter((state) => !(state.state === 'invalid' && state.why.includes('no longer exists')));
    const stateOf = new Map(states.map((state) => [state.relPath, state.state === 'invalid' ? 'outdated' : state.state]));
    const docs = builtDocs(locale);
    expect(docs.length).toBe(states.length);
    const files = await Promise.all(docs.map((doc) => pageFile(doc.permalink)));
    const wrong = docs.flatMap((doc, index) => {
      const relPath = doc.source.replace(/^@site\/(docs|i18n\/[^/]+\/docusaurus-plugin-content-docs\/current)\//, '');
      const expected = stateOf.get(relPath) === 'current' ? undefined : stateOf.get(relPath);
      const html = fs.readFileSync(files[index]!, 'utf8');
      const shown = /data-translation="(\w+)"/.exec(html)?.[1];
      const englishBody = expected === 'missing' ? html.includes('<div lang="en">') : true;
      return shown === expected && englishBody ? [] : [`${doc.permalink}: ${shown ?? 'no notice'}, expected ${expected ?? 'none'}`];
    });
    expect(wrong).toEqual([]);
  });
});

describe('the host files at the root', () => {
  it('exist only at the root, and redirect every old path in every language', () => {
    for (const [, config] of others) {
      for (const file of ['_redirects', '_headers', 'vercel.json']) expect(fs.existsSync(path.join(BUILD_DIR, config.baseUrl, file)), `${config.baseUrl}${file}`).toBe(false);
    }
    const lines = new Set(readBuilt(BUILD_DIR, '_redirects').split('\n'));
    const internal = redirects.filter(({to}) => to.startsWith('/')).slice(0, 50);
    expect(internal.length).toBeGreaterThan(10);
    for (const {from, to} of internal) {
      for (const [, config] of Object.entries(locales.locales)) {
        const prefix = config.baseUrl.replace(/\/$/, '');
        expect(lines.has(`${encodeURI(prefix + from)} ${prefix + to} 301`), `${prefix + from}`).toBe(true);
      }
    }
  });

  it('allow the inline scripts of every language\'s pages in the Content-Security-Policy', () => {
    const headers = readBuilt(BUILD_DIR, '_headers');
    const missing = new Set<string>();
    for (const [, config] of others) {
      for (const file of htmlFiles(builtFile(BUILD_DIR, config.baseUrl)).slice(0, 400)) {
        for (const body of inlineScripts(fs.readFileSync(file, 'utf8'))) {
          if (!headers.includes(`'${scriptHash(body)}'`)) missing.add(`${path.relative(BUILD_DIR, file)}: ${body.slice(0, 60)}`);
        }
      }
    }
    expect([...missing]).toEqual([]);
  });
});
