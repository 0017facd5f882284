/**
 * `/llms.txt` (https://llmstxt.org): an H1, a summary quote, instructions for assistants, then every
 * docs page as a link to its Markdown twin, grouped by sidebar and category, with its description.
 * Pure functions over plain data, so the format is unit-tested without a build.
 */

/** A sidebar, reduced to what llms.txt needs. */
export type OutlineItem =
  | {type: 'doc'; id: string}
  | {type: 'category'; label: string; docId?: string; items: OutlineItem[]};

export interface Outline {
  title: string;
  items: OutlineItem[];
}

export interface PageEntry {
  /** Site path of the page, e.g. `/developer/viem`. */
  path: string;
  title: string;
  description?: string;
}

export interface LlmsTxtInput {
  siteTitle: string;
  summary: string;
  /** Markdown (list items and paragraphs) written first, for assistants. */
  instructions: string;
  outlines: Outline[];
  /** Docs pages by id. */
  docs: ReadonlyMap<string, PageEntry>;
  /** Pages outside the docs sidebars (home, showcase, tutorials), listed last. */
  otherPages: PageEntry[];
  /** `path` → absolute URL of the page's twin. */
  twinUrl: (path: string) => string;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function entryLine(page: PageEntry, twinUrl: (path: string) => string): string {
  const description = page.description ? `: ${oneLine(page.description)}` : '';
  return `- [${oneLine(page.title).replace(/[[\]]/g, '')}](${twinUrl(page.path)})${description}`;
}

/** The docs of a sidebar in reading order, each once (a category's own page first). */
export function outlineDocIds(items: readonly OutlineItem[]): string[] {
  const ids: string[] = [];
  for (const item of items) {
    if (item.type === 'doc') ids.push(item.id);
    else {
      if (item.docId) ids.push(item.docId);
      ids.push(...outlineDocIds(item.items));
    }
  }
  return ids;
}

/**
 * Every docs page appears exactly once: the first sidebar place wins (a page linked from two
 * sidebars is listed under the first), and docs in no sidebar are listed under "Other docs pages".
 */
export function buildLlmsTxt(input: LlmsTxtInput): string {
  const listed = new Set<string>();
  const out: string[] = [`# ${input.siteTitle}`, '', `> ${oneLine(input.summary)}`, '', '## Instructions for AI assistants', '', input.instructions.trim(), ''];

  const writeItems = (items: readonly OutlineItem[], depth: number, lines: string[]) => {
    const docLines: string[] = [];
    const flushDocs = () => {
      if (docLines.length > 0) lines.push(...docLines, '');
      docLines.length = 0;
    };
    for (const item of items) {
      if (item.type === 'doc') {
        const page = input.docs.get(item.id);
        if (page && !listed.has(item.id)) {
          listed.add(item.id);
          docLines.push(entryLine(page, input.twinUrl));
        }
        continue;
      }
      flushDocs();
      const heading = '#'.repeat(Math.min(depth, 6));
      const inner: string[] = [];
      const own = item.docId ? input.docs.get(item.docId) : undefined;
      if (own && item.docId && !listed.has(item.docId)) {
        listed.add(item.docId);
        inner.push(entryLine(own, input.twinUrl), '');
      }
      writeItems(item.items, depth + 1, inner);
      if (inner.length > 0) lines.push(`${heading} ${oneLine(item.label)}`, '', ...inner);
    }
    flushDocs();
  };

  for (const outline of input.outlines) {
    const lines: string[] = [];
    writeItems(outline.items, 3, lines);
    if (lines.length > 0) out.push(`## ${outline.title}`, '', ...lines);
  }

  const unlisted = [...input.docs.entries()].filter(([id]) => !listed.has(id)).map(([, page]) => page);
  if (unlisted.length > 0) {
    out.push('## Other docs pages', '', ...unlisted.sort((a, b) => a.path.localeCompare(b.path)).map((p) => entryLine(p, input.twinUrl)), '');
  }
  if (input.otherPages.length > 0) {
    out.push('## Optional', '', ...input.otherPages.map((p) => entryLine(p, input.twinUrl)), '');
  }
  return `${out.join('\n').replace(/\n{3,}/g, '\n\n').trim()}\n`;
}

/** Paths in llms.txt reading order (the order of `/llms-full.txt`). */
export function readingOrder(input: Pick<LlmsTxtInput, 'outlines' | 'docs' | 'otherPages'>): string[] {
  const ids = new Set<string>();
  for (const outline of input.outlines) for (const id of outlineDocIds(outline.items)) if (input.docs.has(id)) ids.add(id);
  const rest = [...input.docs.entries()].filter(([id]) => !ids.has(id)).sort(([, a], [, b]) => a.path.localeCompare(b.path));
  for (const [id] of rest) ids.add(id);
  return [...[...ids].map((id) => input.docs.get(id)!.path), ...input.otherPages.map((p) => p.path)];
}
