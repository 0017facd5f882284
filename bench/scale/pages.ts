/**
 * Pure logic of the scale benchmark's site generator (bench/scale/generate.ts does the file I/O):
 * - `parseTemplate` reads a real docs page into its block structure (headings, paragraphs, lists,
 *   code blocks, tables, admonitions) and its front matter;
 * - `trainVocabulary` learns a word-bigram model from the real pages' prose, so generated text has
 *   the docs' own words at their own frequencies (search index size and quality depend on that);
 * - `planSite` lays out N pages: copy 0 of every real page at its real path, then copies under one
 *   extra category level per section (`build/<topic>/...`), with unique titles and paths;
 * - `renderPage` writes one page: the template's blocks in order, new sentences, the template's
 *   own code blocks, and links to other planned pages (relative file links, all resolvable).
 * Everything is deterministic for a seed.
 */
import path from 'node:path';
import {parse as parseYaml, stringify as stringifyYaml} from 'yaml';

export type Block =
  | {kind: 'heading'; level: number; text: string}
  | {kind: 'paragraph'; sentences: number; links: number}
  | {kind: 'list'; ordered: boolean; items: number; links: number}
  | {kind: 'code'; info: string; body: string}
  | {kind: 'table'; header: string[]; rows: number}
  | {kind: 'admonition'; type: string; sentences: number};

export interface Template {
  /** Path under docs/, with `/` separators (`build/deploy/hardhat.md`). */
  file: string;
  frontMatter: Record<string, unknown>;
  blocks: Block[];
  /** Prose of the page (for the vocabulary): sentences, markup removed. */
  prose: string[];
  /** Inline code spans of the page that are safe to reuse (`celocli`, `0x...`). */
  codeWords: string[];
}

/** A small seeded generator (mulberry32): the same seed gives the same site. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, list: readonly T[]): T => {
  if (list.length === 0) throw new Error('pick from an empty list');
  return list[Math.floor(random() * list.length)] as T;
};

const ADMONITIONS = new Set(['note', 'tip', 'info', 'warning', 'danger', 'caution']);
const WORD = /[A-Za-z][A-Za-z0-9'’-]*[A-Za-z0-9]|[A-Za-z]|\d+/g;

/** Markdown inline markup to plain words: links to their text, no code, tags, emphasis. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/`[^`]*`/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/[*_~]/g, '');
}

/** Heading or table cell text that is safe in MDX: words, digits and light punctuation only. */
export function safeText(markdown: string): string {
  return plainText(markdown)
    .replace(/[^A-Za-z0-9 '’.,:/()-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const splitSentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => (s.match(WORD) ?? []).length >= 3);

/** Reads a real page (Markdown or MDX) into its front matter and block structure. */
export function parseTemplate(file: string, source: string): Template {
  const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(source);
  const frontMatter = (match ? (parseYaml(match[1] ?? '') ?? {}) : {}) as Record<string, unknown>;
  const lines = (match ? (match[2] ?? '') : source).split('\n');
  const blocks: Block[] = [];
  const prose: string[] = [];
  const codeWords: string[] = [];
  const noteProse = (text: string) => {
    for (const [, code] of text.matchAll(/`([^`\n]{2,40})`/g)) if (/^[\w.:/@-]+$/.test(code!)) codeWords.push(code!);
    prose.push(...splitSentences(plainText(text)));
  };
  const isFence = (line: string) => /^\s*(`{3,}|~{3,})/.exec(line);
  const startsBlock = (line: string) =>
    line.trim() === '' ||
    isFence(line) !== null ||
    /^\s*(#{1,6}\s|:::|\||[-*+]\s|\d+\.\s|<|import\s|export\s)/.test(line);

  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    const fence = isFence(line);
    if (fence) {
      const marker = fence[1]!;
      const indent = line.length - line.trimStart().length;
      const info = line.trim().slice(marker.length).trim();
      const body: string[] = [];
      i += 1;
      while (i < lines.length) {
        const closing = lines[i]!.trim();
        if (closing.startsWith(marker[0]!.repeat(marker.length)) && closing.replace(/[`~]/g, '') === '') break;
        body.push(lines[i]!.slice(Math.min(indent, lines[i]!.length - lines[i]!.trimStart().length)));
        i += 1;
      }
      i += 1;
      // An `mdx-code-block` is MDX, not code; a block with no language breaks the site's content rule.
      if (info && !info.startsWith('mdx-code-block')) blocks.push({kind: 'code', info, body: body.join('\n')});
      continue;
    }
    const heading = /^(#{2,6})\s+(.*)$/.exec(line);
    if (heading) {
      const text = safeText(heading[2]!.replace(/\{#[^}]*\}/g, ''));
      if (text) blocks.push({kind: 'heading', level: heading[1]!.length, text});
      i += 1;
      continue;
    }
    const admonition = /^\s*:::(\w+)/.exec(line);
    if (admonition) {
      const body: string[] = [];
      i += 1;
      while (i < lines.length && !/^\s*:::\s*$/.test(lines[i]!)) body.push(lines[i++]!);
      i += 1;
      const text = body.filter((l) => !isFence(l)).join(' ');
      noteProse(text);
      const type = admonition[1]!.toLowerCase();
      const sentences = Math.max(1, Math.min(4, splitSentences(plainText(text)).length));
      blocks.push({kind: 'admonition', type: ADMONITIONS.has(type) ? type : 'note', sentences});
      continue;
    }
    if (/^\s*\|/.test(line)) {
      const rows: string[] = [];
      while (i < lines.length && /^\s*\|/.test(lines[i]!)) rows.push(lines[i++]!);
      const cells = (row: string) => row.trim().replace(/^\||\|$/g, '').split('|');
      const header = cells(rows[0] ?? '').map(safeText);
      for (const row of rows.slice(2)) noteProse(cells(row).join('. '));
      if (header.length > 0 && rows.length >= 2) blocks.push({kind: 'table', header, rows: Math.max(1, rows.length - 2)});
      continue;
    }
    const list = /^(\s*)([-*+]|\d+\.)\s+/.exec(line);
    if (list) {
      let items = 0;
      let links = 0;
      const ordered = /\d/.test(list[2]!);
      while (i < lines.length && lines[i]!.trim() !== '' && !isFence(lines[i]!)) {
        if (/^\s{0,3}([-*+]|\d+\.)\s+/.test(lines[i]!)) items += 1;
        links += (lines[i]!.match(/\]\(/g) ?? []).length;
        noteProse(lines[i]!.replace(/^\s*([-*+]|\d+\.)\s+/, ''));
        i += 1;
      }
      blocks.push({kind: 'list', ordered, items: Math.max(1, items), links});
      continue;
    }
    if (line.trim() === '' || /^\s*(import|export)\s/.test(line)) {
      i += 1;
      continue;
    }
    if (/^\s*</.test(line)) {
      // JSX or HTML: components are site-specific; skip to the next blank line.
      while (i < lines.length && lines[i]!.trim() !== '' && !isFence(lines[i]!)) i += 1;
      continue;
    }
    const paragraph: string[] = [];
    while (i < lines.length && (paragraph.length === 0 || !startsBlock(lines[i]!))) paragraph.push(lines[i++]!);
    const text = paragraph.join(' ');
    noteProse(text);
    const sentences = Math.max(1, Math.min(6, splitSentences(plainText(text)).length));
    blocks.push({kind: 'paragraph', sentences, links: Math.min(3, (text.match(/\]\(/g) ?? []).length)});
  }
  return {file, frontMatter, blocks, prose, codeWords};
}

export interface Vocabulary {
  /** Words that open a sentence, repeated as often as they do in the docs. */
  starts: string[];
  /** Each word's followers, repeated by frequency; `''` ends the sentence. */
  next: Map<string, string[]>;
  /** Every word, repeated by frequency (for labels and topic names). */
  words: string[];
  codeWords: string[];
}

/** A word-bigram model of the real docs' prose. */
export function trainVocabulary(templates: Template[]): Vocabulary {
  const starts: string[] = [];
  const next = new Map<string, string[]>();
  const words: string[] = [];
  const codeWords: string[] = [];
  for (const template of templates) {
    codeWords.push(...template.codeWords);
    for (const sentence of template.prose) {
      const tokens = sentence.match(WORD) ?? [];
      if (tokens.length < 3) continue;
      starts.push(tokens[0]!);
      tokens.forEach((token, index) => {
        words.push(token);
        const follower = tokens[index + 1] ?? '';
        const list = next.get(token);
        if (list) list.push(follower);
        else next.set(token, [follower]);
      });
    }
  }
  if (starts.length === 0) throw new Error('no prose in the templates to learn words from');
  return {starts, next, words, codeWords: codeWords.length ? codeWords : ['celo']};
}

/** One sentence's words from the bigram model, 6 to 28 words. */
export function sentenceWords(vocab: Vocabulary, random: () => number): string[] {
  const out = [pick(random, vocab.starts)];
  while (out.length < 28) {
    const followers = vocab.next.get(out[out.length - 1]!) ?? [''];
    let word = pick(random, followers);
    if (word === '' && out.length < 6) word = pick(random, vocab.words);
    if (word === '') break;
    out.push(word);
  }
  return out;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A short label of real words (a topic name), two or three words long. */
export function label(vocab: Vocabulary, random: () => number): string {
  const words: string[] = [];
  while (words.length < 2 + Math.floor(random() * 2)) {
    const word = pick(random, vocab.words);
    if (word.length >= 4 && /^[A-Za-z]/.test(word)) words.push(word.toLowerCase());
  }
  return capitalise(words.join(' '));
}

export interface PagePlan {
  /** Path under docs/ of the file to write. */
  file: string;
  /** Index of the template in the list given to planSite. */
  template: number;
  /** 0 for the real page's own path; n for the nth copy. */
  copy: number;
  title: string;
  /** The page's URL path (`/build/deploy/hardhat`), for the benchmark to pick pages. */
  url: string;
}

export interface CategoryPlan {
  /** Folder under docs/. */
  dir: string;
  /** `_category_.json` content. */
  json: Record<string, unknown>;
}

export interface SitePlan {
  pages: PagePlan[];
  categories: CategoryPlan[];
}

/** The URL the docs plugin gives a file under docs/ (routeBasePath `/`, no slug front matter). */
export function urlOf(file: string): string {
  const noExt = file.replace(/\.mdx?$/, '');
  const url = `/${noExt.replace(/(^|\/)index$/, '')}`.replace(/\/$/, '');
  return url || '/';
}

/**
 * Orders real pages so that, in a partial copy, a folder's index comes before the folder's
 * other pages (its category link then exists whenever any of its pages does).
 */
export function sortTemplates<T extends {file: string}>(templates: T[]): T[] {
  const key = (file: string) => {
    const dir = path.posix.dirname(file);
    const base = path.posix.basename(file).replace(/\.mdx?$/, '');
    return `${dir}/${base === 'index' ? '' : '~'}${base}`;
  };
  return [...templates].sort((a, b) => (key(a.file) < key(b.file) ? -1 : key(a.file) > key(b.file) ? 1 : 0));
}

/**
 * Lays out `count` pages: copy 0 is each real page at its own path (so the site's navbar, footer
 * and pages still find their targets), copies 1, 2, ... go one category level deeper in the same
 * section, under a topic folder with its own `_category_.json`: `build/<topic>-<n>/deploy/hardhat.md`.
 * Pages at the root of docs/ go under the first section's topic folder.
 * `categories` are the real `_category_.json` files by folder, to copy into each topic folder.
 */
export function planSite(
  templates: Template[],
  count: number,
  seed: number,
  vocab: Vocabulary,
  categories: Map<string, Record<string, unknown>> = new Map(),
): SitePlan {
  if (templates.length === 0) throw new Error('no templates');
  const random = rng(seed);
  const sections = [...new Set(templates.map((t) => t.file.split('/')).filter((p) => p.length > 1).map((p) => p[0]!))].sort();
  const pages: PagePlan[] = [];
  const outCategories: CategoryPlan[] = [];
  const titles = new Set<string>();
  const files = new Set<string>();
  const uniqueTitle = (title: string) => {
    let out = title;
    for (let n = 2; titles.has(out.toLowerCase()); n += 1) out = `${title} (${n})`;
    titles.add(out.toLowerCase());
    return out;
  };
  const copies = Math.ceil(count / templates.length);
  for (let copy = 0; copy < copies; copy += 1) {
    // One topic folder per section for this copy.
    const topics = new Map<string, {folder: string; label: string}>();
    for (const section of sections) {
      const topicLabel = label(vocab, random);
      topics.set(section, {folder: `${slugify(topicLabel)}-${copy}`, label: topicLabel});
    }
    const placed = new Set<string>();
    for (const [index, template] of templates.entries()) {
      if (pages.length >= count) break;
      const parts = template.file.split('/');
      const section = parts.length > 1 ? parts[0]! : sections[0]!;
      const rest = parts.length > 1 ? parts.slice(1) : parts;
      const topic = topics.get(section)!;
      const file = copy === 0 ? template.file : [section, topic.folder, ...rest].join('/');
      if (files.has(file)) throw new Error(`two pages at ${file}`);
      files.add(file);
      const realTitle = String(template.frontMatter.title ?? rest[rest.length - 1]!.replace(/\.mdx?$/, ''));
      const title = uniqueTitle(copy === 0 ? realTitle : `${realTitle}: ${topic.label.toLowerCase()}`);
      pages.push({file, template: index, copy, title, url: urlOf(file)});
      if (copy > 0) {
        // Folders of this copy that hold pages get their category file once.
        const dirs = rest.slice(0, -1).map((_, depth) => rest.slice(0, depth + 1).join('/'));
        for (const dir of ['', ...dirs]) {
          const outDir = [section, topic.folder, dir].filter(Boolean).join('/');
          if (placed.has(outDir)) continue;
          placed.add(outDir);
          const real = dir ? categories.get(parts.length > 1 ? `${section}/${dir}` : dir) : undefined;
          const json: Record<string, unknown> = real
            ? {...real}
            : {label: topic.label, position: 100 + copy, collapsed: true};
          const link = json.link as {type?: string; id?: string; slug?: string} | undefined;
          if (link?.type === 'doc') {
            // The index doc of the copied folder, if this copy has it (partial copies may not).
            const id = `${outDir}/index`;
            json.link = {...link, id};
            json.__needsDoc = id;
          } else if (link?.type === 'generated-index') {
            json.link = {...link, slug: `/category/${outDir.replace(/\//g, '-')}`};
          } else if (!real) {
            json.__needsDoc = `${outDir}/index`;
            json.link = {type: 'doc', id: `${outDir}/index`};
          }
          outCategories.push({dir: outDir, json});
        }
      }
    }
  }
  // A category's doc link only where the doc exists.
  const ids = new Set(pages.map((p) => p.file.replace(/\.mdx?$/, '')));
  for (const category of outCategories) {
    const needs = category.json.__needsDoc as string | undefined;
    delete category.json.__needsDoc;
    if (needs && !ids.has(needs)) delete category.json.link;
  }
  return {pages, categories: outCategories};
}

/** A relative Markdown file link from one docs file to another, such as `../<folder>/<page>.md`. */
export function relativeLink(from: string, to: string): string {
  const rel = path.posix.relative(path.posix.dirname(from), to);
  return rel.startsWith('.') ? rel : `./${rel}`;
}

/** Markdown links of a rendered page (`[text](target)`), targets as written. */
export function linkTargets(markdown: string): string[] {
  const outsideCode = markdown.replace(/^(```+|~~~+)[\s\S]*?^\1\s*$/gm, '');
  return [...outsideCode.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
}

/** Writes one page of the plan. Links go to other planned pages, mostly in the same section. */
export function renderPage(
  plan: SitePlan,
  index: number,
  templates: Template[],
  vocab: Vocabulary,
  seed: number,
): string {
  const page = plan.pages[index]!;
  const template = templates[page.template]!;
  const random = rng((seed ^ Math.imul(index + 1, 2654435761)) >>> 0);
  const section = page.file.split('/')[0];
  const near = plan.pages.filter((p, i) => i !== index && p.file.split('/')[0] === section);
  const target = () => {
    const list = near.length > 0 && random() < 0.7 ? near : plan.pages.filter((_, i) => i !== index);
    return list.length > 0 ? pick(random, list) : null;
  };
  const sentence = (links: number) => {
    const words = sentenceWords(vocab, random);
    if (random() < 0.15) words.splice(1 + Math.floor(random() * (words.length - 1)), 0, `\`${pick(random, vocab.codeWords)}\``);
    for (let l = 0; l < links; l += 1) {
      const to = target();
      if (!to) break;
      const start = Math.floor(random() * Math.max(1, words.length - 3));
      const span = 1 + Math.floor(random() * 3);
      const text = words.slice(start, start + span).join(' ').replace(/`/g, '');
      if (!text || text.includes('](')) continue;
      words.splice(start, span, `[${text}](${relativeLink(page.file, to.file)})`);
    }
    return `${capitalise(words.join(' '))}.`;
  };
  const paragraph = (sentences: number, links: number) => {
    const out: string[] = [];
    for (let s = 0; s < sentences; s += 1) out.push(sentence(s < links ? 1 : 0));
    return out.join(' ');
  };

  const body: string[] = [];
  for (const block of template.blocks) {
    switch (block.kind) {
      case 'heading': {
        const text = page.copy === 0 || random() < 0.5 ? block.text : label(vocab, random);
        body.push(`${'#'.repeat(block.level)} ${text}`);
        break;
      }
      case 'paragraph':
        body.push(paragraph(block.sentences, block.links));
        break;
      case 'list': {
        const items: string[] = [];
        for (let n = 0; n < Math.min(block.items, 12); n += 1) {
          items.push(`${block.ordered ? `${n + 1}.` : '-'} ${sentence(n < block.links ? 1 : 0)}`);
        }
        body.push(items.join('\n'));
        break;
      }
      case 'code': {
        const longest = Math.max(2, ...[...block.body.matchAll(/`{3,}/g)].map((m) => m[0].length));
        const fence = '`'.repeat(longest + 1);
        body.push(`${fence}${block.info}\n${block.body}\n${fence}`);
        break;
      }
      case 'table': {
        const header = block.header.map((h) => h || label(vocab, random));
        const rows = [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`];
        for (let r = 0; r < Math.min(block.rows, 15); r += 1) {
          const cells = header.map((_, c) =>
            c === 0 && random() < 0.4
              ? `\`${pick(random, vocab.codeWords)}\``
              : sentenceWords(vocab, random).slice(0, 2 + Math.floor(random() * 5)).join(' '),
          );
          rows.push(`| ${cells.join(' | ')} |`);
        }
        body.push(rows.join('\n'));
        break;
      }
      case 'admonition':
        body.push(`:::${block.type}\n\n${paragraph(block.sentences, 0)}\n\n:::`);
        break;
    }
  }
  // Every page has an opening paragraph and at least one link (and the content rule's 40 words).
  body.unshift(paragraph(3, 1));

  const fm = template.frontMatter;
  const frontMatter: Record<string, unknown> = {
    title: page.title,
    description: sentence(0).slice(0, 150).replace(/\s+\S*$/, '.'),
  };
  if (fm.sidebar_label !== undefined) frontMatter.sidebar_label = page.copy === 0 ? fm.sidebar_label : page.title;
  for (const key of ['sidebar_position', 'keywords', 'sources', 'last_reviewed', 'hide_table_of_contents'] as const) {
    if (fm[key] !== undefined) frontMatter[key] = fm[key];
  }
  if (page.copy === 0 && fm.tutorial !== undefined) frontMatter.tutorial = fm.tutorial;
  return `---\n${stringifyYaml(frontMatter).trimEnd()}\n---\n\n${body.join('\n\n')}\n`;
}
