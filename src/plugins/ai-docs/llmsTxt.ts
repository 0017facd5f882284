/**
 * `/llms.txt` (https://llmstxt.org): an H1, a summary quote, instructions for assistants, how agents
 * reach the docs, then one link per section file; each section file lists its docs pages as links to
 * their Markdown twins, grouped by sidebar and category, with their descriptions.
 * Pure functions over plain data, so the format is unit-tested without a build. The sentences it
 * writes itself come from the build language's table (./strings.ts).
 */
import {aiDocsStrings, type AiDocsStrings} from './strings';

/** A sidebar, reduced to what llms.txt needs. */
export type OutlineItem =
  | {type: 'doc'; id: string}
  | {type: 'category'; label: string; docId?: string; items: OutlineItem[]};

export interface Outline {
  title: string;
  /** The sidebar's English heading, which names its file (`/llms/<key>.txt`) in every language; default `title`. */
  key?: string;
  items: OutlineItem[];
}

export interface PageEntry {
  /** Site path of the page, e.g. `/developer/viem`. */
  path: string;
  title: string;
  description?: string;
  /** A page of another language's build that has no translation yet: the English page is shown. */
  untranslated?: boolean;
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
  /** The sentences in the build's language (default English). */
  strings?: AiDocsStrings;
  /** The llms.txt of the site's other languages, named after the summary. */
  otherLanguages?: {label: string; url: string}[];
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function entryLine(page: PageEntry, twinUrl: (path: string) => string, strings: AiDocsStrings): string {
  const description = page.description ? `: ${oneLine(page.description)}` : '';
  const untranslated = page.untranslated && strings.untranslated ? ` ${strings.untranslated}` : '';
  return `- [${oneLine(page.title).replace(/[[\]]/g, '')}](${twinUrl(page.path)})${untranslated}${description}`;
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

/** Characters a file of the llms.txt set may hold: afdocs and agent platforms truncate past 50,000. */
export const LLMS_FILE_LIMIT = 50_000;

/** One section file of the llms.txt set: a sidebar (or the pages outside them) with every page in it. */
export interface LlmsSection {
  title: string;
  /** Site path of the file, e.g. `/llms/build.txt`. */
  path: string;
  /** Pages listed in it. */
  pages: number;
  /** Its category headings, in order (the index names them). */
  topics: string[];
  text: string;
}

export interface LlmsFiles {
  /** `/llms.txt`: the one entry point, an index of the sections. */
  index: string;
  sections: LlmsSection[];
}

export interface LlmsIndexExtras {
  /** Absolute URL of a site path (`/llms/build.txt` → `https://docs.celo.org/llms/build.txt`). */
  siteUrl: (path: string) => string;
  /** Markdown written after the instructions: how an agent reaches these docs (MCP endpoint, skill, twins). */
  agentAccess: string;
}

const slug = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'pages';

/**
 * The llms.txt set. `/llms.txt` keeps the H1, the summary and the instructions, then links one
 * file per section (`/llms/<section>.txt`, each in the llms.txt format too): with every page
 * listed in one file it passed 50,000 characters, where agents truncate. Every docs page appears
 * exactly once across the sections: the first sidebar place wins (a page linked from two sidebars
 * is listed under the first), docs in no sidebar go to "Other docs pages", and pages outside the
 * docs (home, showcase, tutorials) to "More pages".
 */
export function buildLlmsFiles(input: LlmsTxtInput, extras: LlmsIndexExtras): LlmsFiles {
  const listed = new Set<string>();
  const sections: LlmsSection[] = [];
  const strings = input.strings ?? aiDocsStrings('en');
  const entry = (page: PageEntry) => entryLine(page, input.twinUrl, strings);

  const writeItems = (items: readonly OutlineItem[], depth: number, lines: string[], topics: string[] | undefined): number => {
    let pages = 0;
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
          docLines.push(entry(page));
          pages += 1;
        }
        continue;
      }
      flushDocs();
      const heading = '#'.repeat(Math.min(depth, 6));
      const inner: string[] = [];
      let innerPages = 0;
      const own = item.docId ? input.docs.get(item.docId) : undefined;
      if (own && item.docId && !listed.has(item.docId)) {
        listed.add(item.docId);
        inner.push(entry(own), '');
        innerPages += 1;
      }
      innerPages += writeItems(item.items, depth + 1, inner, undefined);
      if (inner.length > 0) {
        lines.push(`${heading} ${oneLine(item.label)}`, '', ...inner);
        topics?.push(oneLine(item.label));
      }
      pages += innerPages;
    }
    flushDocs();
    return pages;
  };

  const addSection = (title: string, key: string, lines: string[], pages: number, topics: string[]) => {
    if (pages === 0) return;
    const path = `/llms/${slug(key)}.txt`;
    const head = [
      `# ${input.siteTitle}: ${title}`,
      '',
      `> ${strings.sectionSummary(title, input.siteTitle, pages, extras.siteUrl('/llms.txt'))}`,
      '',
    ];
    const text = `${[...head, ...lines].join('\n').replace(/\n{3,}/g, '\n\n').trim()}\n`;
    sections.push({title, path, pages, topics, text});
  };

  for (const outline of input.outlines) {
    const lines: string[] = [`## ${outline.title}`, ''];
    const topics: string[] = [];
    const pages = writeItems(outline.items, 3, lines, topics);
    addSection(outline.title, outline.key ?? outline.title, lines, pages, topics);
  }

  const unlisted = [...input.docs.entries()].filter(([id]) => !listed.has(id)).map(([, page]) => page);
  const other = strings.otherDocsPages;
  addSection(other, 'Other docs pages', [`## ${other}`, '', ...unlisted.sort((a, b) => a.path.localeCompare(b.path)).map(entry)], unlisted.length, []);
  const more = strings.morePages;
  addSection(more, 'More pages', [`## ${more}`, '', ...input.otherPages.map(entry)], input.otherPages.length, []);

  const sectionLine = (s: LlmsSection) => `- [${s.title}](${extras.siteUrl(s.path)}): ${strings.sectionLine(s.pages, s.topics)}`;
  const languages = input.otherLanguages?.length ? [strings.otherLanguages(input.otherLanguages), ''] : [];
  const index = [
    `# ${input.siteTitle}`,
    '',
    `> ${oneLine(input.summary)}`,
    '',
    ...languages,
    `## ${strings.instructionsHeading}`,
    '',
    input.instructions.trim(),
    '',
    extras.agentAccess.trim(),
    '',
    `## ${strings.sectionsHeading}`,
    '',
    strings.sectionsIntro(extras.siteUrl('/llms-full.txt')),
    '',
    ...sections.map(sectionLine),
  ];
  return {index: `${index.join('\n').replace(/\n{3,}/g, '\n\n').trim()}\n`, sections};
}

/** Paths in llms.txt reading order (the order of `/llms-full.txt`). */
export function readingOrder(input: Pick<LlmsTxtInput, 'outlines' | 'docs' | 'otherPages'>): string[] {
  const ids = new Set<string>();
  for (const outline of input.outlines) for (const id of outlineDocIds(outline.items)) if (input.docs.has(id)) ids.add(id);
  const rest = [...input.docs.entries()].filter(([id]) => !ids.has(id)).sort(([, a], [, b]) => a.path.localeCompare(b.path));
  for (const [id] of rest) ids.add(id);
  return [...[...ids].map((id) => input.docs.get(id)!.path), ...input.otherPages.map((p) => p.path)];
}
