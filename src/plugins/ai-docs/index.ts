/**
 * The site's AI layer, written after the build from the rendered pages:
 * - a Markdown twin of every page at its URL plus `.md` (`/developer/viem.md`, `/index.md`);
 * - `/llms.txt`, opened by instructions for assistants rendered from `src/data` and the ways an
 *   agent reaches the docs (MCP endpoint, skill), then one link per section file `/llms/<section>.txt`,
 *   which lists every docs page of a sidebar with its description;
 * - `/skills/celo-docs/SKILL.md`, the site's agent skill (Agent Skills format);
 * - `/llms-full.txt`, every twin in the same order.
 * The pages link to their twin and to llms.txt through `src/components/MarkdownAlternate`.
 * Each language is a build of its own, under its base URL (`/es/llms.txt`): the plugin's own sentences
 * are in the build's language (./strings.ts), llms.txt names the other languages' llms.txt, and a page
 * with no translation yet is marked as English.
 * See README.md in this folder for why the rendered HTML is the input.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent, PropSidebarItem} from '@docusaurus/plugin-content-docs';
import {htmlToMarkdown, twinPath} from './markdown/htmlToMarkdown';
import {buildLlmsFiles, readingOrder, type Outline, type OutlineItem, type PageEntry} from './llmsTxt';
import {assistantInstructions} from './instructions';
import {agentAccess, SKILL_PATH, skillDocument} from './agentAccess';
import {aiDocsStrings, localeBase, otherLanguageIndexes} from './strings';
import {docsMcpUrl} from '../../data/docsMcp';
import {forEachConcurrently} from '../../utils/forEachConcurrently';
import {htmlFileFor} from '../../utils/htmlFileFor';

/** Pages read at once. */
const PAGES_IN_FLIGHT = 8;

export type AiDocsOptions = {
  /** Sidebar id → the heading its pages get in llms.txt, in this order. */
  sidebars: Record<string, string>;
  /** Routes that get no twin (the 404 page, the search page, test pages). */
  exclude: string[];
};

/**
 * A built page's HTML once it is whole. Other plugins write files in their own postBuild, at the
 * same time as this one runs; a page read while it is being written is short, so it is read again
 * until it ends its body.
 */
async function readWholePage(file: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const html = await fs.readFile(file, 'utf8');
    if (html.includes('</body>')) return html;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`[ai-docs] ${file} never ended its body: a Markdown twin cannot be made of it`);
}

type SidebarItem = PropSidebarItem | {type: 'doc'; id: string} | {type: 'category'; label: string; items: SidebarItem[]; link?: {type: string; id?: string}};

function toOutlineItems(items: readonly unknown[]): OutlineItem[] {
  const out: OutlineItem[] = [];
  for (const raw of items as SidebarItem[]) {
    if (raw.type === 'doc' && 'id' in raw) out.push({type: 'doc', id: raw.id});
    else if (raw.type === 'category' && 'items' in raw) {
      const link = (raw as {link?: {type: string; id?: string}}).link;
      out.push({type: 'category', label: raw.label, docId: link?.type === 'doc' ? link.id : undefined, items: toOutlineItems(raw.items)});
    }
  }
  return out;
}

/** The site-wide pointer for agents that `injectHtmlTags` puts first in every page's body, in the build's language. */
export function agentPointerTag(origin: string, locale = 'en'): string {
  return (
    '<p class="visually-hidden ai-docs-chrome search-ignore" aria-hidden="true" data-markdown-ignore>' +
    aiDocsStrings(locale).agentPointer(`${localeBase(origin, locale)}/llms.txt`, docsMcpUrl(origin)) +
    '</p>'
  );
}

/** The header every twin starts with: its title and where its language's index is. */
export function twinDocument(title: string, markdown: string, pageUrl: string, origin: string, locale = 'en'): string {
  return `# ${title}\n\n> ${aiDocsStrings(locale).twinHeader(pageUrl, `${localeBase(origin, locale)}/llms.txt`)}\n\n${markdown}\n`;
}

/** Whether a doc of another language's build shows the English page (src/i18n/translationState.ts). */
function isUntranslated(frontMatter: Record<string, unknown>): boolean {
  const translation = frontMatter.translation as {state?: string} | undefined;
  return translation?.state === 'missing';
}

export default function aiDocsPlugin(context: LoadContext, options: AiDocsOptions): Plugin {
  let docsContent: LoadedContent | undefined;
  const locale = context.i18n.currentLocale;
  const strings = aiDocsStrings(locale);
  // Routes carry the language's base URL (`/es/developer/viem`); its files are in the language's
  // out dir (`build/es/developer/viem.html`), so a route's file is found without the prefix.
  const baseUrl = context.baseUrl;
  const onDisk = (route: string) => (route.startsWith(baseUrl) ? route.slice(baseUrl.length - 1) : route);
  return {
    name: 'ai-docs',
    injectHtmlTags() {
      // The pointer for agents, first in <body> of every page: agents that convert a page's HTML
      // meet it before the navigation and the sidebar (the afdocs content-start check measures how
      // far in content begins; the llms.txt directive check wants the pointer near the top). People
      // never meet it: visually hidden, aria-hidden, nothing focusable in it, so the reading and
      // focus order stay navigation, skip link, article. The page's own pointer, with its twin's
      // path, stays at the top of the content (src/components/MarkdownAlternate).
      return {preBodyTags: [agentPointerTag(context.siteConfig.url.replace(/\/+$/, ''), locale)]};
    },
    async allContentLoaded({allContent}) {
      docsContent = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
    },
    async postBuild({outDir, routesPaths}) {
      const started = Date.now();
      const origin = context.siteConfig.url.replace(/\/+$/, '');
      // The language's base URL (`https://docs.celo.org/es`): its llms.txt, section files and llms-full.txt.
      const base = `${origin}${baseUrl.replace(/\/+$/, '')}`;
      const excluded = new Set(options.exclude.map((route) => `${baseUrl.replace(/\/+$/, '')}${route}`));
      const routes = [...new Set(routesPaths)].filter((route) => !excluded.has(route) && !route.endsWith('.html'));

      // 1. Which routes have a built page: the twins link to each other's twins.
      const files = new Map<string, string>();
      await forEachConcurrently(routes, PAGES_IN_FLIGHT, async (route) => {
        const file = await htmlFileFor(outDir, onDisk(route));
        if (file) files.set(route, file);
      });
      const hasTwin = (p: string) => files.has(p);

      // 2. Write the twins, a few pages at a time, keeping only the Markdown (llms-full.txt is made
      // of it): at 2,000 pages, holding every page's HTML at once was the build's peak memory.
      const rendered = new Map<string, {title: string; document: string}>();
      await forEachConcurrently(files, PAGES_IN_FLIGHT, async ([route, file]) => {
        const {title, markdown} = htmlToMarkdown(await readWholePage(file), {origin, hasTwin, pagePath: route});
        if (!markdown) return;
        const document = twinDocument(title, markdown, `${origin}${route}`, origin, locale);
        rendered.set(route, {title, document});
        const twin = path.join(outDir, onDisk(twinPath(route)));
        await fs.mkdir(path.dirname(twin), {recursive: true});
        await fs.writeFile(twin, document);
      });

      // 3. llms.txt and llms-full.txt, in sidebar order.
      const version = docsContent?.loadedVersions[0];
      const docs = new Map<string, PageEntry>();
      for (const doc of version?.docs ?? []) {
        // A folder's index doc has a trailing slash in its permalink; the route has none.
        const permalink = doc.permalink.length > 1 ? doc.permalink.replace(/\/+$/, '') : doc.permalink;
        if (rendered.has(permalink) && !doc.unlisted) {
          const untranslated = isUntranslated(doc.frontMatter as Record<string, unknown>);
          docs.set(doc.id, {path: permalink, title: doc.title, description: doc.description, ...(untranslated ? {untranslated} : {})});
        }
      }
      const outlines: Outline[] = Object.entries(options.sidebars).map(([id, title]) => ({
        title: strings.sidebars[title] ?? title,
        key: title,
        items: toOutlineItems((version?.sidebars[id] ?? []) as unknown[]),
      }));
      const docPaths = new Set([...docs.values()].map((d) => d.path));
      // Custom pages (home, showcase, tutorials) are listed last; the category card pages the
      // theme generates only repeat the sidebar, so they have twins but no llms.txt line.
      const otherPages = [...rendered.entries()]
        .filter(([route]) => !docPaths.has(route) && !onDisk(route).startsWith('/category/'))
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([route, page]) => ({path: route, title: page.title}));
      const input = {
        siteTitle: strings.siteTitle ?? context.siteConfig.title,
        summary: strings.summary(context.siteConfig.tagline),
        instructions: assistantInstructions(origin, locale),
        outlines,
        docs,
        otherPages,
        twinUrl: (p: string) => `${origin}${twinPath(p)}`,
        strings,
        otherLanguages: otherLanguageIndexes(origin, locale),
      };
      // llms.txt is the index; each section has its file under /llms/ (llmsTxt.ts says why).
      const llms = buildLlmsFiles(input, {siteUrl: (p) => `${base}${p}`, agentAccess: agentAccess(origin, locale)});
      await fs.writeFile(path.join(outDir, 'llms.txt'), llms.index);
      for (const section of llms.sections) {
        const file = path.join(outDir, section.path);
        await fs.mkdir(path.dirname(file), {recursive: true});
        await fs.writeFile(file, section.text);
      }
      // The agent skill (Agent Skills format), linked from llms.txt.
      const skill = path.join(outDir, SKILL_PATH);
      await fs.mkdir(path.dirname(skill), {recursive: true});
      await fs.writeFile(skill, skillDocument(origin));
      const full = readingOrder(input).flatMap((p) => rendered.get(p)?.document ?? []);
      await fs.writeFile(path.join(outDir, 'llms-full.txt'), full.join('\n---\n\n'));
      console.log(`[ai-docs] ${rendered.size} Markdown twins, llms.txt and ${llms.sections.length} section files (${docs.size} docs pages), the agent skill, in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    },
  };
}
