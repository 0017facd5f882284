/**
 * What a link preview and a browser tab fetch from every page of the build: each `og:image`,
 * `twitter:image` and icon (`<link rel="icon">`, `apple-touch-icon`, `mask-icon`, and the web app
 * manifest's icons) names a file the build has, and every page has a social card of its own, a
 * 1200×630 PNG drawn by src/plugins/social-cards/. The renderer and its cache on small inputs:
 * tests/unit/social-cards.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {BUILD_DIR, builtFile, htmlFiles, readBuilt} from './support/buildOutput';

type Meta = {name: string; content: string};

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
const metas = (html: string): Meta[] =>
  (html.match(/<meta\b[^>]*>/gi) ?? []).flatMap((tag) => {
    const name = attribute(tag, 'property') ?? attribute(tag, 'name');
    const content = attribute(tag, 'content');
    return name && content !== undefined ? [{name, content: content.replace(/&amp;/g, '&')}] : [];
  });
const metaValues = (html: string, name: string) => metas(html).filter((meta) => meta.name === name).map((meta) => meta.content);
const iconHrefs = (html: string) =>
  (html.match(/<link\b[^>]*>/gi) ?? [])
    .filter((tag) => /\brel="[^"]*\b(icon|apple-touch-icon|mask-icon)\b/i.test(tag))
    .flatMap((tag) => attribute(tag, 'href') ?? []);

/** The file of the build a URL names, when the URL is of this site (same origin as the page, or a path). */
function builtPath(url: string, pageUrl: string): string | undefined {
  const resolved = new URL(url.replace(/&amp;/g, '&'), pageUrl);
  if (resolved.origin !== new URL(pageUrl).origin) return undefined;
  return path.join(BUILD_DIR, decodeURIComponent(resolved.pathname));
}

/** Width and height from a PNG's IHDR chunk; undefined when the file is not a PNG. */
function pngSize(file: string): {width: number; height: number} | undefined {
  const head = Buffer.alloc(24);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, head, 0, 24, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (!head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return undefined;
  if (head.subarray(12, 16).toString('latin1') !== 'IHDR') return undefined;
  return {width: head.readUInt32BE(16), height: head.readUInt32BE(20)};
}

describe('link previews and icons in the build', () => {
  const pages = htmlFiles(builtFile(BUILD_DIR, '.')).map((file) => ({file, name: path.relative(BUILD_DIR, file), html: fs.readFileSync(file, 'utf8')}));
  // The site's pages: those the theme rendered (they carry og:url); redirect pages and the offline page do not.
  const rendered = pages.filter((page) => metaValues(page.html, 'og:url').length > 0);

  it('renders the site pages', () => {
    expect(rendered.length).toBeGreaterThan(200);
  });

  it('names no og:image, twitter:image or icon whose file the build lacks', () => {
    const origin = new URL(metaValues(readBuilt(BUILD_DIR, 'index.html'), 'og:url')[0]!).origin;
    const problems = pages.flatMap(({name, html}) => {
      const pageUrl = metaValues(html, 'og:url')[0] ?? `${origin}/${name}`;
      const urls = [
        ...metaValues(html, 'og:image').map((url) => ['og:image', url] as const),
        ...metaValues(html, 'twitter:image').map((url) => ['twitter:image', url] as const),
        ...iconHrefs(html).map((url) => ['icon', url] as const),
      ];
      return urls.flatMap(([kind, url]) => {
        const file = builtPath(url, pageUrl);
        if (file === undefined) return [`${name}: ${kind} ${url} is on another host`];
        return fs.existsSync(file) && fs.statSync(file).isFile() ? [] : [`${name}: ${kind} ${url} (no ${path.relative(BUILD_DIR, file)} in the build)`];
      });
    });
    expect(problems).toEqual([]);
  });

  it('names no icon in the web app manifest whose file the build lacks', () => {
    const manifest = JSON.parse(readBuilt(BUILD_DIR, 'manifest.webmanifest')) as {icons?: {src: string}[]};
    const missing = (manifest.icons ?? []).filter((icon) => !fs.existsSync(path.join(BUILD_DIR, new URL(icon.src, 'https://x.invalid/').pathname)));
    expect(missing).toEqual([]);
  });

  it('gives every page one absolute og:image, the same twitter:image, a summary_large_image card, and its og:title and og:description', () => {
    const problems = rendered.flatMap(({name, html}) => {
      const images = metaValues(html, 'og:image');
      const out: string[] = [];
      if (images.length !== 1) out.push(`${name}: ${images.length} og:image`);
      else if (!/^https?:\/\//.test(images[0]!)) out.push(`${name}: og:image ${images[0]} is not an absolute URL`);
      if (metaValues(html, 'twitter:image').join() !== images.join()) out.push(`${name}: twitter:image differs from og:image`);
      if (metaValues(html, 'twitter:card').join() !== 'summary_large_image') out.push(`${name}: twitter:card is not summary_large_image`);
      if (!metaValues(html, 'og:title')[0]) out.push(`${name}: no og:title`);
      // The 404 page (each language's) describes nothing to share.
      if (!/^(?:[^/]+\/)?404\.html$/.test(name) && !metaValues(html, 'og:description')[0]) out.push(`${name}: no og:description`);
      return out;
    });
    expect(problems).toEqual([]);
  });

  it('gives every page a social card of its own, a 1200×630 PNG', () => {
    const seen = new Map<string, string>();
    const problems = rendered.flatMap(({name, html}) => {
      const image = metaValues(html, 'og:image')[0];
      if (!image) return [];
      const file = builtPath(image, metaValues(html, 'og:url')[0]!);
      const other = seen.get(image);
      seen.set(image, name);
      if (other) return [`${name} and ${other} share ${image}`];
      if (!file || !fs.existsSync(file)) return []; // reported by the test of missing files
      const size = pngSize(file);
      return size?.width === 1200 && size.height === 630 ? [] : [`${name}: ${image} is not a 1200×630 PNG (${JSON.stringify(size)})`];
    });
    expect(problems).toEqual([]);
  });

  it('draws different cards for different pages', () => {
    const card = (page: string) => {
      const html = readBuilt(BUILD_DIR, page);
      const file = builtPath(metaValues(html, 'og:image')[0]!, metaValues(html, 'og:url')[0]!)!;
      return {file, bytes: fs.readFileSync(file)};
    };
    const home = card('index.html');
    const quickstart = card('build/quickstart.html');
    expect(home.file).not.toBe(quickstart.file);
    expect(home.bytes.equals(quickstart.bytes)).toBe(false);
  });
});
