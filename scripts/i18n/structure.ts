/**
 * What a translation must keep from its English page, read from a page's MDX source: the code (blocks in
 * order, byte for byte; inline code as a set), the link targets, the components with their data props,
 * the imports and exports, the headings (level and id), and the front matter other than its prose keys.
 * tests/unit/i18n-pages.test.ts and `scripts/i18n/check-parity.ts` compare a translated page's structure
 * with its English page's; the prose between them is the only thing that may differ.
 */
import {createSlugger, escapeMarkdownHeadingIds, parseMarkdownHeadingId} from '@docusaurus/utils';
import type {Heading, Nodes, Root} from 'mdast';
import {toString} from 'mdast-util-to-string';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {parse as parseYaml} from 'yaml';

/** Front matter keys a translation translates; every other key must keep the English value. */
export const PROSE_FRONT_MATTER = new Set(['title', 'description', 'sidebar_label', 'keywords', 'translated_from']);
/** JSX props that carry prose a reader reads; every other prop is data and must keep the English value. */
export const PROSE_PROPS = new Set(['title', 'description', 'label', 'alt', 'caption', 'summary']);

export interface PageStructure {
  frontMatter: Record<string, unknown>;
  codeBlocks: string[];
  inlineCode: string[];
  links: string[];
  components: string[];
  esm: string[];
  headings: {depth: number; id: string; explicit: boolean; line: number}[];
  /** Paragraphs and table cells long enough that an English one left in a translation is a mistake. */
  sentences: string[];
}

export function splitFrontMatter(text: string): {frontMatter: Record<string, unknown>; body: string; bodyLine: number} {
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(text);
  if (!match) return {frontMatter: {}, body: text, bodyLine: 0};
  return {
    frontMatter: (parseYaml(match[1]!) as Record<string, unknown> | null) ?? {},
    body: text.slice(match[0].length),
    bodyLine: match[0].split('\n').length - 1,
  };
}

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective);

type JsxNode = Extract<Nodes, {type: 'mdxJsxFlowElement' | 'mdxJsxTextElement'}>;

function propsOf(node: JsxNode): string {
  const props = node.attributes.flatMap((attribute) => {
    if (attribute.type === 'mdxJsxExpressionAttribute') return [`{${attribute.value}}`];
    if (PROSE_PROPS.has(attribute.name)) return [];
    const value = attribute.value;
    const text = value === null || value === undefined ? 'true' : typeof value === 'string' ? JSON.stringify(value) : `{${value.value}}`;
    return [`${attribute.name}=${text}`];
  });
  return `<${node.name ?? ''}${props.length ? ' ' + props.join(' ') : ''}>`;
}

/** A node's text without its inline code (a table cell of code names is not an English sentence). */
function proseText(node: Nodes): string {
  if (node.type === 'inlineCode' || node.type === 'code') return ' ';
  if ('children' in node) return (node.children as Nodes[]).map(proseText).join('');
  return 'value' in node && typeof node.value === 'string' ? node.value : '';
}

export function pageStructure(text: string): PageStructure {
  const {frontMatter, body, bodyLine} = splitFrontMatter(text);
  // As Docusaurus does before MDX reads a page: `{#id}` would otherwise be a JavaScript expression.
  const tree = parser.parse(escapeMarkdownHeadingIds(body)) as Root;
  const structure: PageStructure = {
    frontMatter: Object.fromEntries(Object.entries(frontMatter).filter(([key]) => !PROSE_FRONT_MATTER.has(key))),
    codeBlocks: [],
    inlineCode: [],
    links: [],
    components: [],
    esm: [],
    headings: [],
    sentences: [],
  };
  // Docusaurus gives a heading without an explicit id the slug of its text, numbered when repeated.
  const slugger = createSlugger();
  visit(tree, (node: Nodes) => {
    switch (node.type) {
      case 'code':
        structure.codeBlocks.push(`${node.lang ?? ''} ${node.meta ?? ''}\n${node.value}`);
        break;
      case 'inlineCode':
        structure.inlineCode.push(node.value);
        break;
      case 'link':
      case 'definition':
      case 'image':
        structure.links.push(node.url);
        break;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        structure.components.push(propsOf(node));
        break;
      case 'mdxjsEsm':
        structure.esm.push(node.value);
        break;
      case 'paragraph':
      case 'tableCell': {
        // Code, links' targets and names make up some sentences: only the words of running text count.
        const text = proseText(node).replace(/\s+/g, ' ').trim();
        if (text.split(' ').filter((word) => /^[A-Za-z]{4,}[.,;:]?$/.test(word)).length >= 6) structure.sentences.push(text);
        break;
      }
      case 'heading': {
        // An explicit id is `{#id}` after the text, or Docusaurus's MDX-comment form `{/* #id */}`.
        const last = node.children.at(-1);
        const comment = last?.type === 'mdxTextExpression' ? /^\s*\/\*\s*#([^\s*]+)\s*\*\/\s*$/.exec(last.value) : null;
        const parsed = parseMarkdownHeadingId(toString({...node, children: comment ? node.children.slice(0, -1) : node.children} as Heading).trim());
        const id = comment?.[1] ?? parsed.id;
        structure.headings.push({
          depth: node.depth,
          id: id ?? slugger.slug(parsed.text),
          explicit: id !== undefined,
          line: (node.position?.start.line ?? 0) + bodyLine,
        });
        break;
      }
    }
  });
  structure.inlineCode.sort();
  structure.links.sort();
  return structure;
}

/** Differences between a translated page and its English page, one message each, empty when they match. */
export function compareStructures(english: PageStructure, translated: PageStructure, translatedFrom?: unknown): string[] {
  const problems: string[] = [];
  if (translatedFrom !== undefined && (typeof translatedFrom !== 'string' || !/^[0-9a-f]{40}$/.test(translatedFrom))) {
    problems.push('front matter "translated_from" must be the English file\'s blob id (`git hash-object docs/<path>`)');
  }
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const listDiff = (what: string, a: string[], b: string[]) => {
    if (same(a, b)) return;
    const missing = a.filter((item) => !b.includes(item));
    const extra = b.filter((item) => !a.includes(item));
    const show = (items: string[]) => items.slice(0, 3).map((item) => JSON.stringify(item.length > 120 ? item.slice(0, 120) + '…' : item)).join(', ');
    problems.push(
      `${what} differ` +
        (missing.length ? `; missing: ${show(missing)}` : '') +
        (extra.length ? `; not in English: ${show(extra)}` : '') +
        (!missing.length && !extra.length ? `; same items in another order or number (${a.length} in English, ${b.length} here)` : ''),
    );
  };
  for (const key of new Set([...Object.keys(english.frontMatter), ...Object.keys(translated.frontMatter)])) {
    if (!same(english.frontMatter[key], translated.frontMatter[key])) problems.push(`front matter "${key}" must keep the English value`);
  }
  listDiff('code blocks', english.codeBlocks, translated.codeBlocks);
  listDiff('inline code', english.inlineCode, translated.inlineCode);
  listDiff('links', english.links, translated.links);
  listDiff('components and their data props', english.components, translated.components);
  listDiff('imports and exports', english.esm, translated.esm);
  const headings = (structure: PageStructure) => structure.headings.map(({depth, id}) => `${'#'.repeat(depth)} {#${id}}`);
  listDiff('headings (level and id)', headings(english), headings(translated));
  const leftInEnglish = translated.sentences.filter((sentence) => english.sentences.includes(sentence));
  if (leftInEnglish.length) {
    problems.push(`${leftInEnglish.length} paragraph(s) left in English, e.g. ${JSON.stringify(leftInEnglish[0]!.slice(0, 100))}`);
  }
  for (const heading of translated.headings) {
    if (!heading.explicit) problems.push(`line ${heading.line}: heading without an explicit {#id} (run docusaurus write-heading-ids on the file before translating)`);
  }
  return problems;
}
