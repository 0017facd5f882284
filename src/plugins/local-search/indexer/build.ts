/**
 * Turns extracted pages into the compact index and writes it, sharded. Pure
 * functions except `writeIndex`, so unit tests can check the compaction on
 * fixtures.
 */
import {promises as fs} from 'node:fs';
import path from 'node:path';
import {extractPage, type ExtractOptions} from './extract';
import {shardIndex} from './shard';
import {forEachConcurrently} from '../../../utils/forEachConcurrently';
import {htmlFileFor} from '../../../utils/htmlFileFor';
import {fold, terms, WORD, words} from '../engine/text';
import {indexLang, languageOf} from '../engine/language';
import {
  INDEX_FORMAT,
  MANIFEST_FILE,
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
  /** The build's locale ('en', 'es', 'pt-BR'; default English): its stop words and stemming (engine/language.ts). */
  locale?: string;
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

/**
 * A docs page's front matter. Docusaurus gives a folder's index doc a permalink
 * with a trailing slash ("/cli/") where its route has none ("/cli"): without
 * this, such pages lost their how-to flag.
 */
function frontMatterOf(byPermalink: CompactOptions['frontMatter'], url: string): Readonly<Record<string, unknown>> {
  const other = url.endsWith('/') ? url.slice(0, -1) : `${url}/`;
  return byPermalink?.get(url) ?? byPermalink?.get(other) ?? {};
}

export function compact(pages: ExtractedPage[], options: CompactOptions): CompactIndex {
  const l0: string[] = [];
  const tagKeys: string[] = [];
  const tags: CompactIndex['tags'] = [];
  const lang = indexLang(options.locale);
  const index: CompactIndex = {v: INDEX_FORMAT, ...(lang ? {lang} : {}), l0, tags, pages: [], sections: []};
  const {stopWords} = languageOf(lang);
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
    const frontMatter = frontMatterOf(options.frontMatter, page.url);
    const weight = options.pageWeight?.({url: page.url, title: page.title, isDoc: page.isDoc, frontMatter}) ?? 1;
    const howTo = frontMatter.tutorial ? 1 : 0;
    const pageIndex = index.pages.push([page.url, lvl0, tagIndex, page.title, Math.round(weight * 100) / 100, page.keywords, howTo]) - 1;
    // Open sections by level, to find each section's parent.
    const open: Array<number | undefined> = [];
    // Every page starts with its title's section, as extractPage makes it: the
    // page's lvl1 record holds the words of its URL, and the sharded index's
    // bound of the URL bonus reads them there (SearchEngine.rank).
    const sections =
      page.sections[0]?.level === 1 ? page.sections : [{level: 1, heading: page.title, anchor: '', content: ''}, ...page.sections];
    for (const section of sections) {
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
        if (!keptTerms.has(term) && !stopWords.has(term) && term.length > 1 && !extra.has(term)) {
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

export interface BuildIndexOptions extends CompactOptions {
  outDir: string;
  baseUrl: string;
  routes: string[];
  siteTitle: string;
  /** Route prefixes left out of the index. */
  exclude: string[];
  /** Folder of the sharded index: `manifest.json`, and the parts in a folder named by their hash. */
  shardDirName: string;
  pagesLabel?: string;
  docsLabel?: string;
}

export interface BuildIndexResult {
  pages: number;
  sections: number;
  /** Every file written, relative to the output folder with `/` separators: the manifest first, then the parts. */
  files: string[];
  /** Bytes of the parts (the manifest besides), and of the manifest. */
  shardBytes: number;
  manifestBytes: number;
  millis: number;
}

export function isExcluded(route: string, exclude: string[]): boolean {
  return exclude.some((prefix) => route === prefix || route.startsWith(`${prefix}/`));
}

export async function writeIndex(options: BuildIndexOptions): Promise<BuildIndexResult> {
  const started = Date.now();
  const index = compact(await extractBuiltPages(options), options);
  const written = await writeShardedIndex(options.outDir, options.shardDirName, index);
  return {pages: index.pages.length, sections: index.sections.length, ...written, millis: Date.now() - started};
}

/** The indexed pages of a build, read from its HTML files. */
export async function extractBuiltPages(
  options: Pick<BuildIndexOptions, 'outDir' | 'baseUrl' | 'routes' | 'exclude' | 'siteTitle' | 'pagesLabel' | 'docsLabel'>,
): Promise<ExtractedPage[]> {
  const routes = [...new Set(options.routes)].filter((route) => !isExcluded(route, options.exclude));
  const pages: ExtractedPage[] = [];
  // A few files at a time: enough to keep the disk busy without holding every page in memory.
  await forEachConcurrently(routes, 8, async (route) => {
    const file = await htmlFileFor(options.outDir, route.slice(options.baseUrl.length - 1));
    if (!file) return;
    const html = await fs.readFile(file, 'utf8');
    const extractOptions: ExtractOptions = {
      url: route,
      siteTitle: options.siteTitle,
      pagesLabel: options.pagesLabel,
      docsLabel: options.docsLabel,
    };
    const page = extractPage(html, extractOptions);
    if (page) pages.push(page);
  });
  return pages;
}

/** Shards a compact index and writes it into `<outDir>/<shardDirName>/`. */
export async function writeShardedIndex(
  outDir: string,
  shardDirName: string,
  index: CompactIndex,
): Promise<Pick<BuildIndexResult, 'files' | 'shardBytes' | 'manifestBytes'>> {
  const sharded = shardIndex(index);
  const shardDir = path.join(outDir, shardDirName);
  // A rebuild into the same folder (bench/search/reindex.ts) leaves no parts of an older index behind.
  await fs.rm(shardDir, {recursive: true, force: true});
  await fs.mkdir(path.join(shardDir, sharded.manifest.build), {recursive: true});
  const manifestJson = JSON.stringify(sharded.manifest);
  await fs.writeFile(path.join(shardDir, MANIFEST_FILE), manifestJson);
  const files = [`${shardDirName}/${MANIFEST_FILE}`];
  let shardBytes = 0;
  for (const [name, content] of sharded.files) {
    shardBytes += Buffer.byteLength(content);
    await fs.writeFile(path.join(shardDir, sharded.manifest.build, `${name}.json`), content);
    files.push(`${shardDirName}/${sharded.manifest.build}/${name}.json`);
  }
  return {files, shardBytes, manifestBytes: Buffer.byteLength(manifestJson)};
}

