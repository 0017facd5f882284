import fs from 'node:fs';
import {createRequire} from 'node:module';
import {fromHtml} from 'hast-util-from-html';
import type {Element, Nodes} from 'hast';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {contentSecurityPolicy} from '../../config/securityHeaders.mjs';
import {inlineScripts} from '../../src/plugins/deploy-config/inlineScripts';
import {offlineStrings} from '../../src/plugins/offline/strings';
import {offlinePageHtml} from '../../src/plugins/offline/offlinePage';
import aiAssistantPlugin from '../../src/plugins/ai-assistant';
import gtagThroughLoader from '../../src/script-loader/gtag';
import {isPreloaded, LOADER_SCRIPT, PLACEHOLDER_TYPE, PRELOAD_SCRIPT, tagThroughLoader} from '../../src/script-loader/scripts';
import {siteTemplate} from '../../src/script-loader/template';

// src/script-loader: every script of a page is a placeholder that one inline loader turns back
// into a script, so the policy can use 'strict-dynamic'. The built pages:
// tests/build-output/script-loader.test.ts; in a browser: tests/e2e/startup.spec.ts and the sweep
// (any CSP violation is a console error there).

const require = createRequire(import.meta.url);
// Docusaurus's own template compiler and default template: the canary for an upgrade that changes them.
const {compileSSGTemplate} = require('@docusaurus/core/lib/ssg/ssgTemplate.js') as {compileSSGTemplate: (template: string) => Promise<(data: object) => string>};
const defaultTemplate = (require('@docusaurus/core/lib/ssg/ssgTemplate.html.js') as {default: string}).default;

/** Data as Docusaurus's SSG passes it to the template, with a service's async script in the head. */
const DATA = {
  appHtml: '<main><h1>Fees</h1></main>',
  baseUrl: '/',
  htmlAttributes: 'lang="en" dir="ltr"',
  bodyAttributes: 'class="docs"',
  headTags: '<script async type="text/x-site-script" data-src="https://www.googletagmanager.com/gtag/js?id=G-X"></script>\n<script>window.dataLayer=[]</script>',
  preBodyTags: '<script>colourMode()</script>',
  postBodyTags: '',
  metaAttributes: ['<title data-rh="true">Fees</title>', '<script data-rh="true" type="application/ld+json">{"@type":"Thing"}</script>'],
  scripts: ['assets/js/route.1.js', 'assets/js/runtime~main.2.js', 'assets/js/main.3.js'],
  stylesheets: ['assets/css/styles.4.css'],
  noIndex: false,
  version: '3.10.2',
};

/** The script elements of an HTML document, as a browser's parser sees them. */
function scripts(html: string): Element[] {
  const found: Element[] = [];
  const walk = (node: Nodes) => {
    if (node.type === 'element' && node.tagName === 'script') found.push(node);
    if ('children' in node) node.children.forEach(walk);
  };
  walk(fromHtml(html));
  return found;
}

/** hast names attributes as camelCase properties (dataSrc); the DOM gives their HTML names. */
function attributeName(property: string): string {
  return property.replace(/^data([A-Z])/, (_, c: string) => `data-${c.toLowerCase()}`).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

interface FakeElement {
  tag: string;
  attributes: Record<string, string>;
  async?: boolean;
  rel?: string;
  as?: string;
  href?: string;
}

/** How many elements existed at each moment of the loader's run (`run`'s `events` says which happen). */
type Timeline = Partial<
  Record<'afterScript' | 'afterFrame' | 'afterTask' | 'afterFirstPaint' | 'afterContentfulPaint' | 'afterPaintTask' | 'afterHidden' | 'afterFallback', number>
>;

interface RunOptions {
  hidden?: boolean;
  /** Whether the browser has paint timing (`PerformanceObserver.supportedEntryTypes` lists `paint`). */
  paintTiming?: boolean;
  /**
   * What happens after the script ran and a first frame and its task (Chromium runs frame callbacks
   * while it holds the first paint back for a stylesheet): paints reported, the page hidden. Then
   * the tasks they asked for, then the fallback timer.
   */
  events?: Array<'first-paint' | 'first-contentful-paint' | 'hide'>;
  timeline?: Timeline;
}

/**
 * Runs one of the two inline scripts over a stand-in of the DOM built from `html`'s placeholders,
 * then `events`, the animation frames, the tasks and the timers it asked for, and returns the
 * elements it created: the scripts the loader puts in their place, or the links the preload script
 * appends to the head.
 */
function run(script: string, html: string, {hidden = false, paintTiming = true, events = ['first-paint', 'first-contentful-paint'], timeline}: RunOptions = {}): FakeElement[] {
  const created: FakeElement[] = [];
  const frames: Array<() => void> = [];
  const tasks: Array<() => void> = [];
  const timers: Array<{callback: () => void; delay: number}> = [];
  const observers: Array<(list: {getEntriesByName: (name: string) => unknown[]}) => void> = [];
  const visibilityListeners: Array<() => void> = [];
  const placeholders = scripts(html)
    .filter((element) => element.properties.type === PLACEHOLDER_TYPE)
    .map((element) => {
      const attributes = Object.entries(element.properties).map(([name, value]) => ({
        name: attributeName(name),
        value: value === true ? '' : Array.isArray(value) ? value.join(' ') : String(value),
      }));
      const find = (name: string) => attributes.find((attribute) => attribute.name === name);
      return {
        attributes,
        hasAttribute: (name: string) => find(name) !== undefined,
        getAttribute: (name: string) => find(name)?.value ?? null,
        parentNode: {replaceChild: (replacement: FakeElement) => void created.push(replacement)},
      };
    });
  const document = {
    querySelectorAll: (selector: string) => {
      expect(selector).toBe(`script[type="${PLACEHOLDER_TYPE}"]`);
      return placeholders;
    },
    createElement: (tag: string) => {
      const element: FakeElement & {setAttribute: (name: string, value: string) => void} = {
        tag,
        attributes: {},
        setAttribute: (name, value) => void (element.attributes[name] = value),
      };
      return element;
    },
    head: {appendChild: (link: FakeElement) => void created.push(link)},
    hidden,
    addEventListener: (type: string, listener: () => void) => {
      expect(type).toBe('visibilitychange');
      visibilityListeners.push(listener);
    },
  };
  class PerformanceObserver {
    static supportedEntryTypes = ['navigation', 'paint', 'resource'];
    constructor(private readonly callback: (list: {getEntriesByName: (name: string) => unknown[]}) => void) {}
    observe(options: {type: string; buffered: boolean}) {
      expect(options).toEqual({type: 'paint', buffered: true});
      observers.push(this.callback);
    }
  }
  const window = paintTiming ? {PerformanceObserver} : {};
  const requestAnimationFrame = (callback: () => void) => void frames.push(callback);
  const setTimeout = (callback: () => void, delay?: number) => void (delay ? timers.push({callback, delay}) : tasks.push(callback));
  new Function('window', 'document', 'requestAnimationFrame', 'setTimeout', script)(window, document, requestAnimationFrame, setTimeout);
  const moments: Timeline = {afterScript: created.length};
  frames.splice(0).forEach((callback) => callback());
  moments.afterFrame = created.length;
  tasks.splice(0).forEach((callback) => callback());
  moments.afterTask = created.length;
  for (const event of events) {
    if (event === 'hide') {
      document.hidden = true;
      visibilityListeners.forEach((listener) => listener());
      moments.afterHidden = created.length;
      continue;
    }
    // One paint entry per report, as the browser delivers them.
    observers.forEach((callback) => callback({getEntriesByName: (name) => (name === event ? [{name, entryType: 'paint'}] : [])}));
    moments[event === 'first-paint' ? 'afterFirstPaint' : 'afterContentfulPaint'] = created.length;
  }
  tasks.splice(0).forEach((callback) => callback());
  moments.afterPaintTask = created.length;
  timers.splice(0).forEach(({callback, delay}) => {
    expect(delay).toBe(3000);
    callback();
  });
  moments.afterFallback = created.length;
  if (timeline) Object.assign(timeline, moments);
  return created.map(({tag, attributes, async, rel, as, href}) => ({tag, attributes, async, rel, as, href}));
}

/** Drops what the script loader adds, and the `<script src>` tags it replaces, so the two templates can be compared. */
function withoutScripts(html: string): string {
  return html
    .replace(new RegExp(`<script type="${PLACEHOLDER_TYPE}" data-src="/assets/[^"]+" defer></script>`, 'g'), '')
    .replace(/<script src="\/assets\/[^"]+" defer><\/script>/g, '')
    .replace(`<script>${PRELOAD_SCRIPT}</script>`, '')
    .replace(`<script>${LOADER_SCRIPT}</script>`, '')
    .replace(/>\s+</g, '><');
}

describe('the page template', async () => {
  const page = (await compileSSGTemplate(siteTemplate()))(DATA);
  const stock = (await compileSSGTemplate(defaultTemplate))(DATA);

  it("is Docusaurus's default template but for how the scripts start (fails when an upgrade changes the default)", () => {
    expect(stock).toMatch(/<script src="\/assets\/js\/main\.3\.js" defer><\/script>/);
    expect(withoutScripts(page)).toBe(withoutScripts(stock));
  });

  it('leaves no script a browser would fetch by itself', () => {
    expect(page).not.toMatch(/<script\b[^>]*\ssrc=/);
    expect(page).not.toMatch(/<link[^>]*rel="preload"/);
  });

  it("puts the page's scripts and the preload script right after <meta charset>, before every other tag", () => {
    const head = page.slice(0, page.indexOf('</head>'));
    const order = ['<meta charset="UTF-8">', 'route.1.js', 'runtime~main.2.js', 'main.3.js', PRELOAD_SCRIPT, 'name="generator"', '<title', 'rel="stylesheet"'].map((text) => head.indexOf(text));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('ends the body with the loader, and keeps the inline scripts and data blocks', () => {
    expect(page.split(LOADER_SCRIPT)).toHaveLength(2);
    expect(page.replace(/\s+/g, '')).toMatch(/<\/script><\/body><\/html>$/);
    expect(page.slice(page.lastIndexOf('<script>'))).toContain(LOADER_SCRIPT);
    expect(inlineScripts(page)).toEqual([PRELOAD_SCRIPT, 'window.dataLayer=[]', 'colourMode()', LOADER_SCRIPT]);
    expect(page).toContain('<script data-rh="true" type="application/ld+json">{"@type":"Thing"}</script>');
  });

  it("starts every script in document order with its own attributes: deferred ones in order, a service's async", () => {
    expect(run(LOADER_SCRIPT, page).map(({attributes, async}) => ({attributes, async}))).toEqual([
      {attributes: {src: '/assets/js/route.1.js', defer: ''}, async: false},
      {attributes: {src: '/assets/js/runtime~main.2.js', defer: ''}, async: false},
      {attributes: {src: '/assets/js/main.3.js', defer: ''}, async: false},
      {attributes: {async: '', src: 'https://www.googletagmanager.com/gtag/js?id=G-X'}, async: true},
    ]);
  });

  it('starts them in the task after the first contentful paint, once, so the page paints before they run', () => {
    const shown: Timeline = {};
    const scripts = run(LOADER_SCRIPT, page, {timeline: shown});
    expect(scripts.length).toBeGreaterThan(1);
    const n = scripts.length;
    // Not after a frame painted nothing yet, not at the first (non-contentful) paint, not in the
    // paint report itself, and not twice when the fallback timer fires.
    expect(shown).toEqual({afterScript: 0, afterFrame: 0, afterTask: 0, afterFirstPaint: 0, afterContentfulPaint: 0, afterPaintTask: n, afterFallback: n});
  });

  it('falls back: the task after a frame without paint timing, at once when hidden, after 3 s when no paint is reported', () => {
    const scripts = run(LOADER_SCRIPT, page);
    const n = scripts.length;
    const noPaintTiming: Timeline = {};
    expect(run(LOADER_SCRIPT, page, {paintTiming: false, events: [], timeline: noPaintTiming})).toEqual(scripts);
    expect(noPaintTiming).toEqual({afterScript: 0, afterFrame: 0, afterTask: n, afterPaintTask: n, afterFallback: n});
    const hidden: Timeline = {};
    expect(run(LOADER_SCRIPT, page, {hidden: true, timeline: hidden})).toEqual(scripts);
    expect(hidden.afterScript).toBe(n);
    const hiddenBeforePaint: Timeline = {};
    expect(run(LOADER_SCRIPT, page, {events: ['first-paint', 'hide'], timeline: hiddenBeforePaint})).toEqual(scripts);
    expect(hiddenBeforePaint).toMatchObject({afterFirstPaint: 0, afterHidden: n});
    const neverReported: Timeline = {};
    expect(run(LOADER_SCRIPT, page, {events: [], timeline: neverReported})).toEqual(scripts);
    expect(neverReported).toEqual({afterScript: 0, afterFrame: 0, afterTask: 0, afterPaintTask: 0, afterFallback: n});
  });

  it("preloads the site's own scripts at a deferred script's low priority, and not a service's", () => {
    expect(run(PRELOAD_SCRIPT, page).map(({tag, rel, as, href, attributes}) => ({tag, rel, as, href, attributes}))).toEqual(
      ['/assets/js/route.1.js', '/assets/js/runtime~main.2.js', '/assets/js/main.3.js'].map((href) => ({tag: 'link', rel: 'preload', as: 'script', href, attributes: {fetchpriority: 'low'}})),
    );
    expect([isPreloaded('/a.js'), isPreloaded('//cdn.example/a.js'), isPreloaded('https://cdn.example/a.js')]).toEqual([true, false, false]);
  });
});

describe("plugins' script tags", () => {
  it('become placeholders that keep every other attribute; other tags are left alone', () => {
    expect(tagThroughLoader({tagName: 'script', attributes: {async: true, src: 'https://a.example/w.js', 'data-api-key': 'k'}})).toEqual({
      tagName: 'script',
      attributes: {type: PLACEHOLDER_TYPE, 'data-src': 'https://a.example/w.js', async: true, 'data-api-key': 'k'},
    });
    expect(tagThroughLoader({tagName: 'script', attributes: {src: '/m.js', type: 'module'}})).toEqual({
      tagName: 'script',
      attributes: {type: PLACEHOLDER_TYPE, 'data-src': '/m.js', 'data-type': 'module'},
    });
    const inline = {tagName: 'script', innerHTML: 'go()'};
    expect(tagThroughLoader(inline)).toBe(inline);
    const link = {tagName: 'link', attributes: {rel: 'preconnect', href: 'https://a.example'}};
    expect(tagThroughLoader(link)).toBe(link);
  });

  it('stop the build when they cannot be kept as they were', () => {
    expect(() => tagThroughLoader('<script async src="/a.js"></script>')).toThrow(/written as text/);
    expect(() => tagThroughLoader({tagName: 'script', attributes: {src: '/a.js'}, innerHTML: 'ignored()'})).toThrow(/has a body/);
    expect(() => tagThroughLoader({tagName: 'script', attributes: {src: '/a.js', 'data-src': 'x'}})).toThrow(/data-src/);
  });

  it("the assistant's and Google Analytics' scripts go through the loader; gtag keeps its client module", async () => {
    const context = {siteDir: '/site', baseUrl: '/'} as LoadContext;
    const assistant = aiAssistantPlugin(context, {scriptUrl: 'https://assistant.example/widget.js', apiKey: 'k'});
    const assistantTags = JSON.stringify(await assistant.injectHtmlTags!({content: undefined}));
    expect(assistantTags).toContain(`"data-src":"https://assistant.example/widget.js"`);
    expect(assistantTags).not.toContain('"src"');

    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    let gtag: Plugin | null;
    try {
      gtag = gtagThroughLoader(context, {trackingID: ['G-TEST'], anonymizeIP: true});
    } finally {
      process.env.NODE_ENV = previous;
    }
    const tags = await gtag!.injectHtmlTags!({content: undefined});
    const head = JSON.stringify(tags.headTags);
    expect(head).toContain(`"data-src":"https://www.googletagmanager.com/gtag/js?id=G-TEST"`);
    expect(head).not.toContain('"src"');
    // The inline configuration script is kept, to be allowed by its hash like every inline script.
    expect(head).toContain("gtag('config', 'G-TEST'");
    const modules = gtag!.getClientModules!();
    expect(modules).toHaveLength(1);
    expect(fs.existsSync(`${modules[0]}.js`), `${modules[0]}.js`).toBe(true);
  });
});

describe('the offline page', () => {
  it('starts its script through the loader too, fetched from the head', () => {
    const html = offlinePageHtml({
      title: 'Celo Docs',
      css: ['/assets/css/styles.css'],
      script: '/offline.js',
      lang: 'en',
      base: '/',
      page: '/offline',
      saveManifest: '/offline-manifest.json',
      strings: offlineStrings('en'),
    });
    expect(html).not.toMatch(/<script\b[^>]*\ssrc=/);
    expect(html.indexOf(PRELOAD_SCRIPT)).toBeLessThan(html.indexOf('rel="stylesheet"'));
    expect(run(LOADER_SCRIPT, html).map(({attributes, async}) => ({attributes, async}))).toEqual([{attributes: {src: '/offline.js', defer: ''}, async: false}]);
    expect(run(PRELOAD_SCRIPT, html).map(({href}) => href)).toEqual(['/offline.js']);
  });
});

describe('the policy', () => {
  it("has 'strict-dynamic' after 'self', then the hashes", () => {
    const scriptSrc = contentSecurityPolicy({scriptHashes: ['sha256-a=', 'sha256-b=']}).split('; ').find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toBe("script-src 'self' 'strict-dynamic' 'sha256-a=' 'sha256-b='");
  });

  it("keeps plain 'self' when there is no hash for 'strict-dynamic' to start from (a build without the loader)", () => {
    expect(contentSecurityPolicy().split('; ').find((d) => d.startsWith('script-src '))).toBe("script-src 'self'");
  });
});
