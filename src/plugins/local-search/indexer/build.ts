/**
 * Turns extracted pages into the compact index and writes it. Pure functions
 * except `writeIndex`, so unit tests can check the compaction on fixtures.
 */
import {promises as fs} from 'node:fs';
import path from 'node:path';
import {extractPage, type ExtractOptions} from './extract';
import {shardIndex} from './shard';
import {fold, STOP_WORDS, terms, WORD, words} from '../engine/text';
import {
  INDEX_FORMAT,
  splitIndex,
  type CompactIndex,
  type ExtractedPage,
  type SectionTuple,
} from '../engine/format';

export interface CompactOptions {
  /** Words of a section's text kept verbatim for snippets. */
  contentWords: number;
  /** Rank weight of a page (default 1 for all); see LocalSearchOptions.pageWeight. */
  pageWeight?: (page: PageFacts) => number;
  /** Front matter of the docs pages, by permalink. */
  frontMatter?: ReadonlyMap<string, Readonly<Record<string, unknown>>>;
}

/** What a page-weight rule can look at. */
export interface PageFacts {
  url: string;
  title: string;
  isDoc: boolean;
  /** A docs page's front matter (empty for other pages). */
  frontMatter: Readonly<Record<string, unknown>>;
}

/** Cuts a text after `count` words, at the end of a word. */
export function cutWords(text: string, count: number): {kept: string; rest: string} {
  const all = words(text);
  const last = all[count - 1];
  if (all.length <= count || !last) return {kept: text, rest: ''};
  return {kept: text.slice(0, last.end), rest: text.slice(last.end)};
}

export function compact(pages: ExtractedPage[], options: CompactOptions): CompactIndex {
  const l0: string[] = [];
  const tagKeys: string[] = [];
  const tags: CompactIndex['tags'] = [];
  const index: CompactIndex = {v: INDEX_FORMAT, l0, tags, pages: [], sections: []};
  const sorted = [...pages].sort((a, b) => a.url.localeCompare(b.url));
  for (const page of sorted) {
    let lvl0 = l0.indexOf(page.lvl0);
    if (lvl0 < 0) lvl0 = l0.push(page.lvl0) - 1;
    const tagKey = `${page.language}\u0000${page.tag}`;
    let tagIndex = tagKeys.indexOf(tagKey);
    if (tagIndex < 0) {
      tagIndex = tagKeys.push(tagKey) - 1;
      tags.push([page.language, page.tag]);
    }
    const frontMatter = options.frontMatter?.get(page.url) ?? {};
    const weight = options.pageWeight?.({url: page.url, title: page.title, isDoc: page.isDoc, frontMatter}) ?? 1;
    const howTo = frontMatter.tutorial ? 1 : 0;
    const pageIndex = index.pages.push([page.url, lvl0, tagIndex, page.title, Math.round(weight * 100) / 100, page.keywords, howTo]) - 1;
    // Open sections by level, to find each section's parent.
    const open: Array<number | undefined> = [];
    for (const section of page.sections) {
      let parent = -1;
      for (let level = section.level - 1; level >= 1; level -= 1) {
        const candidate = open[level];
        if (candidate !== undefined) {
          parent = candidate;
          break;
        }
      }
      const {kept, rest} = cutWords(section.content, options.contentWords);
      // The rest of the section: each distinct word once, in its original case
      // (the browser derives camelCase and joined parts from it again).
      const keptTerms = new Set(terms(kept));
      const extra = new Map<string, string>();
      for (const word of rest.matchAll(WORD)) {
        const term = fold(word[0]);
        if (!keptTerms.has(term) && !STOP_WORDS.has(term) && term.length > 1 && !extra.has(term)) {
          extra.set(term, word[0]);
        }
      }
      const tuple: SectionTuple = [
        pageIndex,
        section.anchor,
        section.level,
        section.heading,
        parent,
        kept,
        [...extra.values()].join(' '),
      ];
      const sectionIndex = index.sections.push(tuple) - 1;
      open[section.level] = sectionIndex;
      open.length = section.level + 1;
    }
  }
  return index;
}

/** The HTML file Docusaurus writes for a route (trailingSlash false or true). */
export async function htmlFileFor(outDir: string, route: string): Promise<string | null> {
  const clean = route.replace(/^\/+|\/+$/g, '');
  const candidates = clean
    ? [path.join(outDir, `${clean}.html`), path.join(outDir, clean, 'index.html')]
    : [path.join(outDir, 'index.html')];
  for (const file of candidates) {
    try {
      await fs.access(file);
      return file;
    } catch {
      // try the next layout
    }
  }
  return null;
}

export interface BuildIndexOptions extends CompactOptions {
  outDir: string;
  baseUrl: string;
  routes: string[];
  siteTitle: string;
  /** Route prefixes left out of the index. */
  exclude: string[];
  fileName: string;
  /** Second file: the extra terms of every section (see `splitIndex`). */
  termsFileName: string;
  /** Folder of the sharded index the browser reads: `manifest.json`, and the parts in a folder named by their hash. */
  shardDirName: string;
  pagesLabel?: string;
  docsLabel?: string;
}

export interface BuildIndexResult {
  file: string;
  pages: number;
  sections: number;
  /** Bytes of the first file. */
  bytes: number;
  /** Bytes of the terms file. */
  termsBytes: number;
  /** Files of the sharded index (the manifest besides) and their bytes. */
  shardFiles: number;
  shardBytes: number;
  manifestBytes: number;
  millis: number;
}

export function isExcluded(route: string, exclude: string[]): boolean {
  return exclude.some((prefix) => route === prefix || route.startsWith(`${prefix}/`));
}

export async function writeIndex(options: BuildIndexOptions): Promise<BuildIndexResult> {
  const started = Date.now();
  const routes = [...new Set(options.routes)].filter((route) => !isExcluded(route, options.exclude));
  const pages: ExtractedPage[] = [];
  // A few files at a time: enough to keep the disk busy without holding every page in memory.
  const queue = [...routes];
  const worker = async () => {
    for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
      const file = await htmlFileFor(options.outDir, route.slice(options.baseUrl.length - 1));
      if (!file) continue;
      const html = await fs.readFile(file, 'utf8');
      const extractOptions: ExtractOptions = {
        url: route,
        siteTitle: options.siteTitle,
        pagesLabel: options.pagesLabel,
        docsLabel: options.docsLabel,
      };
      const page = extractPage(html, extractOptions);
      if (page) pages.push(page);
    }
  };
  await Promise.all(Array.from({length: 8}, worker));
  const index = compact(pages, options);
  const {head, terms: extraTerms} = splitIndex(index);
  const json = JSON.stringify(head);
  const termsJson = JSON.stringify(extraTerms);
  const file = path.join(options.outDir, options.fileName);
  await fs.writeFile(file, json);
  await fs.writeFile(path.join(options.outDir, options.termsFileName), termsJson);
  const sharded = shardIndex(index);
  const shardDir = path.join(options.outDir, options.shardDirName);
  await fs.mkdir(path.join(shardDir, sharded.manifest.build), {recursive: true});
  const manifestJson = JSON.stringify(sharded.manifest);
  await fs.writeFile(path.join(shardDir, 'manifest.json'), manifestJson);
  let shardBytes = 0;
  for (const [name, content] of sharded.files) {
    shardBytes += Buffer.byteLength(content);
    await fs.writeFile(path.join(shardDir, sharded.manifest.build, `${name}.json`), content);
  }
  return {
    shardFiles: sharded.files.size,
    shardBytes,
    manifestBytes: Buffer.byteLength(manifestJson),
    file,
    pages: index.pages.length,
    sections: index.sections.length,
    bytes: Buffer.byteLength(json),
    termsBytes: Buffer.byteLength(termsJson),
    millis: Date.now() - started,
  };
}

