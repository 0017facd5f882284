/**
 * A social card for every page: at build time, one 1200×630 PNG per route (the page's title, its
 * section and the site's mark), written to `/social-cards/<route>.png`, which the theme's
 * SiteMetadata wrapper names as the page's `og:image` and `twitter:image`. Cards are cached by what
 * they show, so a build redraws only the cards of changed titles. README.md beside this file says
 * what it costs and how to remove it.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {cardPath} from './cardPath';
import {withoutBaseUrl} from '../../utils/withoutBaseUrl';
import {defaultCacheDir, generateCards, type CardJob} from './generate.mjs';

export interface SocialCardsOptions {
  /** The section shown on a docs page's card: sidebar id → its navbar name. */
  sections: Record<string, string>;
}

type SidebarItems = DocsContent['loadedVersions'][number]['sidebars'][string];

/** The permalinks of a sidebar's generated category pages. */
function categoryPages(items: SidebarItems, out: string[]): void {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.link?.type === 'generated-index') out.push(item.link.permalink);
    categoryPages(item.items, out);
  }
}

const route = (permalink: string) => permalink.replace(/(.)\/$/, '$1');

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'"};
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (all, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#') && name !== '#39') return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name] ?? all;
  });

/**
 * The title a page shows to a link preview: its `og:title` (else `<title>`), without the site title
 * the theme appends. Reads the head only; other plugins may be rewriting the body meanwhile, so a
 * page whose head is not whole yet is read again.
 */
export async function pageTitle(file: string, siteTitle: string): Promise<string | undefined> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const html = await fs.readFile(file, 'utf8');
    const head = html.slice(0, Math.max(0, html.indexOf('</head>')));
    if (head) {
      const raw =
        /<meta[^>]*\sproperty="og:title"[^>]*\scontent="([^"]*)"/.exec(head)?.[1] ?? /<title[^>]*>([^<]*)<\/title>/.exec(head)?.[1];
      if (raw === undefined) return undefined;
      const title = decode(raw).trim();
      const suffix = ` | ${siteTitle}`;
      return title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`[social-cards] ${file} never ended its head`);
}

/** The file of the build a route is served from (`/a` → `a.html` or `a/index.html`). */
async function routeFile(outDir: string, routePath: string): Promise<string | undefined> {
  const name = routePath.replace(/^\//, '');
  const candidates = routePath === '/' ? ['index.html'] : [name, `${name}.html`, path.join(name, 'index.html')];
  for (const candidate of candidates) {
    const file = path.join(outDir, decodeURIComponent(candidate));
    const stat = await fs.stat(file).catch(() => null);
    if (stat?.isFile()) return file;
  }
  return undefined;
}

export default function socialCardsPlugin(context: LoadContext, options: SocialCardsOptions): Plugin {
  /** Route → section, for docs pages and generated category pages. */
  const sections = new Map<string, string>();
  return {
    name: 'social-cards',

    async allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      for (const version of docs?.loadedVersions ?? []) {
        for (const doc of version.docs) {
          const label = doc.sidebar ? options.sections[doc.sidebar] : undefined;
          if (label) sections.set(route(doc.permalink), label);
        }
        for (const [sidebar, items] of Object.entries(version.sidebars)) {
          const label = options.sections[sidebar];
          if (!label) continue;
          const pages: string[] = [];
          categoryPages(items, pages);
          for (const permalink of pages) sections.set(route(permalink), label);
        }
      }
    },

    async postBuild({outDir, routesPaths, siteConfig}) {
      const host = new URL(siteConfig.url).host;
      const jobs: CardJob[] = [];
      for (const routePath of [...new Set(routesPaths)].sort()) {
        // A language's routes carry its prefix (`/es/…`); its out dir is already that language's folder.
        const local = withoutBaseUrl(routePath, siteConfig.baseUrl);
        const file = await routeFile(outDir, local);
        if (!file) continue;
        const title = routePath === '/' ? siteConfig.tagline : await pageTitle(file, siteConfig.title);
        jobs.push({
          card: {title: title || siteConfig.title, section: sections.get(routePath) ?? siteConfig.title, host},
          file: cardPath(local).slice(1),
        });
      }
      const cacheDir = defaultCacheDir(context.siteDir);
      const result = await generateCards(jobs, {outDir, cacheDir});
      console.log(
        `[social-cards] ${result.cards} cards: ${result.drawn} drawn, ${result.cached} from the cache ` +
          `(${cacheDir.startsWith(context.siteDir + path.sep) ? path.relative(context.siteDir, cacheDir) : cacheDir}) in ${(result.ms / 1000).toFixed(1)} s`,
      );
    },
  };
}
