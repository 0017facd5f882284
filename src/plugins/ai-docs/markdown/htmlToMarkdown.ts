/**
 * A built page's HTML to Markdown: the Markdown twin an agent reads instead of the page.
 *
 * It reads the *rendered* page, so whatever components draw from `src/data` (network tables,
 * addresses, celocli flags) is in the twin as tables and text, exactly as a reader sees it.
 * The theme's markup is mapped back to Markdown: code blocks keep their language and title,
 * admonitions become labelled quotes, and every tab of a tab group is written out under its
 * label (a browser shows one at a time; an agent needs them all).
 */
import {fromHtml} from 'hast-util-from-html';
import {toMdast, type Handle} from 'hast-util-to-mdast';
import {toText} from 'hast-util-to-text';
import {toMarkdown} from 'mdast-util-to-markdown';
import {gfmToMarkdown} from 'mdast-util-gfm';
import type {Element, ElementContent, Nodes as HastNodes, Root as HastRoot} from 'hast';
import {twinPath} from '../twinPath';
import type {BlockContent, Code, Nodes as MdastNodes, Root as MdastRoot, RootContent} from 'mdast';

export interface TwinOptions {
  /** Absolute origin that root-relative links are resolved against, e.g. `https://docs.celo.org`. */
  origin: string;
  /** Whether a site path has a Markdown twin (links to it then point at the `.md`). */
  hasTwin: (path: string) => boolean;
  /** Site path of the page being converted: page-relative links (`href="setup"`) resolve against it. */
  pagePath?: string;
}

export interface RenderedPage {
  title: string;
  markdown: string;
}

const classesOf = (node: Element): string[] => {
  const value = node.properties?.className;
  return Array.isArray(value) ? value.map(String) : [];
};
const hasClass = (node: Element, name: string): boolean => classesOf(node).includes(name);
const hasClassPrefix = (node: Element, prefix: string): boolean => classesOf(node).some((c) => c.startsWith(prefix));

function findFirst(node: HastNodes, test: (el: Element) => boolean): Element | undefined {
  if (node.type === 'element' && test(node)) return node;
  if ('children' in node) {
    for (const child of node.children) {
      const found = findFirst(child as HastNodes, test);
      if (found) return found;
    }
  }
  return undefined;
}

function findAll(node: HastNodes, test: (el: Element) => boolean, out: Element[] = []): Element[] {
  if (node.type === 'element' && test(node)) {
    out.push(node);
    return out;
  }
  if ('children' in node) for (const child of node.children) findAll(child as HastNodes, test, out);
  return out;
}

/** Chrome inside the content that is for browsers only: anchors' "#" links, buttons, icons, the mobile TOC. */
function isChrome(el: Element): boolean {
  return (
    ['button', 'svg', 'script', 'style', 'noscript', 'template'].includes(el.tagName) ||
    hasClass(el, 'hash-link') ||
    hasClass(el, 'theme-doc-toc-mobile') ||
    hasClass(el, 'theme-doc-breadcrumbs') ||
    hasClass(el, 'pagination-nav') ||
    hasClass(el, 'ai-docs-chrome') ||
    el.properties?.ariaHidden === 'true'
  );
}

/** Elements that start a new line in a cell as a browser shows it. */
const CELL_BLOCKS = new Set(['p', 'div', 'ul', 'ol', 'li', 'br', 'section', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

const hasText = (nodes: readonly ElementContent[]): boolean =>
  nodes.some((node) => (node.type === 'text' ? node.value.trim() !== '' : node.type === 'element' && (node.tagName === 'img' || hasText(node.children))));

/**
 * A Markdown table cell holds one line: what a browser shows on separate lines inside a cell
 * (paragraphs, list items, `<br>`, blocks such as a "Source:" line) is joined with "; ", and a
 * definition list (the per-network values of a reference table) becomes "term: value" pairs.
 * Without this, a list inside a cell ended the table in the middle of its row.
 */
function flattenCell(cell: Element): void {
  const parts: ElementContent[][] = [];
  let current: ElementContent[] = [];
  const flush = () => {
    if (hasText(current)) parts.push(current);
    current = [];
  };
  const definitions = (list: Element) => {
    let term: ElementContent[] | undefined;
    const visit = (nodes: readonly ElementContent[]) => {
      for (const item of nodes) {
        if (item.type !== 'element') continue;
        if (item.tagName === 'dt') term = item.children;
        else if (item.tagName === 'dd') {
          parts.push(term ? [...term, {type: 'text', value: ': '}, ...item.children] : item.children);
          term = undefined;
        } else visit(item.children);
      }
    };
    visit(list.children);
  };
  const walk = (nodes: readonly ElementContent[]) => {
    for (const child of nodes) {
      if (child.type === 'element' && child.tagName === 'dl') {
        flush();
        definitions(child);
      } else if (child.type === 'element' && CELL_BLOCKS.has(child.tagName)) {
        flush();
        walk(child.children);
        flush();
      } else {
        current.push(child);
      }
    }
  };
  walk(cell.children);
  flush();
  const out: ElementContent[] = [];
  for (const part of parts) {
    if (out.length > 0) out.push({type: 'text', value: '; '});
    out.push({type: 'element', tagName: 'span', properties: {}, children: part});
  }
  cell.children = out;
}

/** A table's caption (which Markdown tables cannot hold) becomes a bold line above it. */
function liftCaption(parent: HastNodes, table: Element, index: number): void {
  const caption = table.children.find((c): c is Element => c.type === 'element' && c.tagName === 'caption');
  if (!caption || !('children' in parent)) return;
  table.children = table.children.filter((c) => c !== caption);
  const line: Element = {type: 'element', tagName: 'p', properties: {}, children: [{type: 'element', tagName: 'strong', properties: {}, children: caption.children}]};
  (parent.children as ElementContent[]).splice(index, 0, line);
}

function flattenCells(node: HastNodes): void {
  if (!('children' in node)) return;
  for (let i = 0; i < node.children.length; i += 1) {
    const child = node.children[i]!;
    if (child.type !== 'element') continue;
    if (child.tagName === 'table') {
      liftCaption(node, child, i);
      if (node.children[i] !== child) i += 1;
    }
    if (child.tagName === 'td' || child.tagName === 'th') flattenCell(child);
    else flattenCells(child);
  }
}

function stripChrome(node: HastNodes): void {
  if (!('children' in node)) return;
  node.children = node.children.filter(
    (child) => child.type !== 'comment' && !(child.type === 'element' && isChrome(child)),
  ) as typeof node.children;
  for (const child of node.children) stripChrome(child as HastNodes);
}

/** The language of a theme code block, from its `language-xxx` class. */
function codeLanguage(el: Element): string | null {
  const cls = classesOf(el).find((c) => c.startsWith('language-'));
  const lang = cls?.slice('language-'.length);
  return lang && lang !== 'text' ? lang : null;
}

/** A theme code block: one `.token-line` per source line, a title div when the block has one (written above the fence too). */
const codeBlock: Handle = (_state, node) => {
  const titleEl = findFirst(node, (el) => hasClassPrefix(el, 'codeBlockTitle'));
  const pre = findFirst(node, (el) => el.tagName === 'pre');
  const lines = pre ? findAll(pre, (el) => hasClass(el, 'token-line')) : [];
  const value = lines.length > 0 ? lines.map((line) => toText(line, {whitespace: 'pre'}).replace(/\n$/, '')).join('\n') : pre ? toText(pre, {whitespace: 'pre'}) : toText(node, {whitespace: 'pre'});
  const title = titleEl ? toText(titleEl).trim() : '';
  const code: Code = {
    type: 'code',
    lang: codeLanguage(node) ?? codeLanguage(pre ?? node),
    meta: title ? `title="${title.replace(/"/g, "'")}"` : null,
    value: value.replace(/\n+$/, ''),
  };
  // The title is also written above the block, as the reader sees it: Markdown viewers and
  // text extractors drop a fence's meta, and with it the file name the block belongs to.
  if (!title) return code;
  return [{type: 'paragraph', children: [{type: 'strong', children: [{type: 'text', value: title}]}]}, code];
};

/** An admonition: a quote that opens with its label ("Warning", or the author's own title). */
const admonition: Handle = (state, node) => {
  const heading = findFirst(node, (el) => hasClassPrefix(el, 'admonitionHeading'));
  const content = findFirst(node, (el) => hasClassPrefix(el, 'admonitionContent'));
  const type = classesOf(node).find((c) => c.startsWith('theme-admonition-'))?.slice('theme-admonition-'.length) ?? 'note';
  const rawLabel = heading ? toText(heading).trim() : type;
  const label = rawLabel.charAt(0).toUpperCase() + rawLabel.slice(1);
  const body = content ? (state.toFlow(state.all(content)) as BlockContent[]) : [];
  return {
    type: 'blockquote',
    children: [{type: 'paragraph', children: [{type: 'strong', children: [{type: 'text', value: label}]}]}, ...body],
  };
};

/** A tab group: every panel, each under a "Tab: <label>" line, in the order the tabs show. */
const tabs: Handle = (state, node) => {
  const labels = findAll(node, (el) => el.properties?.role === 'tab').map((tab) => toText(tab).trim());
  const panels = findAll(node, (el) => el.properties?.role === 'tabpanel');
  const out: RootContent[] = [];
  panels.forEach((panel, i) => {
    out.push({type: 'paragraph', children: [{type: 'strong', children: [{type: 'text', value: `Tab: ${labels[i] ?? `${i + 1}`}`}]}]});
    out.push(...(state.toFlow(state.all(panel)) as BlockContent[]));
  });
  return out as BlockContent[];
};

/**
 * A diagram (src/components/Diagram): its SVG is dropped with the other chrome; the twin gets its
 * caption, then its text description and DOT source (the "Diagram as text" part, always open here).
 */
const figure: Handle = (state, node) => {
  if (!hasClass(node, 'diagram-figure')) return state.toFlow(state.all(node));
  const caption = findFirst(node, (el) => el.tagName === 'figcaption');
  const details = findFirst(node, (el) => el.tagName === 'details');
  const body = details ? {...details, children: details.children.filter((c) => !(c.type === 'element' && c.tagName === 'summary'))} : undefined;
  const label: RootContent = {type: 'paragraph', children: [{type: 'strong', children: [{type: 'text', value: `Diagram: ${caption ? toText(caption).trim() : ''}`}]}]};
  return [label, ...(body ? (state.toFlow(state.all(body)) as BlockContent[]) : [])] as BlockContent[];
};

const div: Handle = (state, node, parent) => {
  if (hasClass(node, 'theme-code-block')) return codeBlock(state, node, parent);
  if (hasClass(node, 'theme-admonition')) return admonition(state, node, parent);
  if (hasClass(node, 'theme-tabs-container') || hasClass(node, 'tabs-container')) return tabs(state, node, parent);
  return state.toFlow(state.all(node));
};

/** Pages link to each other root-relative; a twin's links are absolute (`absoluteUrl`), to the other twins where they exist. */
function rewriteLinks(tree: MdastNodes, options: TwinOptions): void {
  const visit = (node: MdastNodes) => {
    if ((node.type === 'link' || node.type === 'image') && typeof node.url === 'string') {
      node.url = absoluteUrl(node.url, options, node.type === 'link');
    }
    if ('children' in node) for (const child of node.children) visit(child as MdastNodes);
  };
  visit(tree);
}

export {twinPath};

/**
 * A link of a twin as an absolute URL, so it still resolves once the agent has lost the twin's own
 * URL (a pasted, chunked or summarised twin): root-relative and page-relative links get the
 * origin, protocol-relative ones `https:`, and a link to a page with a twin points at the twin.
 * Fragments, `mailto:` and other schemes stay as they are.
 */
export function absoluteUrl(url: string, options: TwinOptions, toTwin: boolean): string {
  if (url.startsWith('//')) return `https:${url}`;
  if (url === '' || url.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  if (!url.startsWith('/')) {
    if (!options.pagePath) return url;
    const resolved = new URL(url, `${options.origin}${options.pagePath}`);
    url = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  }
  const match = /^([^?#]*)([?#].*)?$/.exec(url);
  const path = match?.[1] ?? url;
  const rest = match?.[2] ?? '';
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (toTwin && options.hasTwin(clean)) return `${options.origin}${twinPath(clean)}${rest}`;
  return `${options.origin}${path}${rest}`;
}

/** The content root of a built page: the doc body, else `<main>`. */
function contentRoot(tree: HastRoot): Element | undefined {
  return findFirst(tree, (el) => hasClass(el, 'theme-doc-markdown')) ?? findFirst(tree, (el) => el.tagName === 'main');
}

function pageTitle(tree: HastRoot, root: Element | undefined): string {
  const h1 = root ? findFirst(root, (el) => el.tagName === 'h1') : undefined;
  if (h1) return toText(h1).trim();
  const title = findFirst(tree, (el) => el.tagName === 'title');
  return title ? toText(title).replace(/\s*\|\s*Celo Documentation\s*$/, '').trim() : '';
}

/** Removes the first h1 (the twin writes the title itself, first). */
function dropFirstH1(root: Element): void {
  const h1 = findFirst(root, (el) => el.tagName === 'h1');
  if (!h1) return;
  const remove = (node: HastNodes): boolean => {
    if (!('children' in node)) return false;
    const i = node.children.indexOf(h1 as ElementContent);
    if (i >= 0) {
      node.children.splice(i, 1);
      return true;
    }
    return node.children.some((child) => remove(child as HastNodes));
  };
  remove(root);
}

/**
 * The Markdown of a built page's content, without its title (the twin writes it first). A docs
 * page's "Sources" block sits in the footer, outside the content, and is appended to it.
 */
export function htmlToMarkdown(html: string, options: TwinOptions): RenderedPage {
  const tree = fromHtml(html);
  const root = contentRoot(tree);
  const title = pageTitle(tree, root);
  if (!root) return {title, markdown: ''};
  dropFirstH1(root);
  const body: HastRoot = {type: 'root', children: [root]};
  const provenance = findFirst(tree, (el) => hasClass(el, 'page-provenance'));
  if (provenance && !findFirst(root, (el) => el === provenance)) body.children.push(provenance);
  stripChrome(body);
  flattenCells(body);
  const mdast = toMdast(body, {handlers: {div, figure, section: (state, node) => state.toFlow(state.all(node))}}) as MdastRoot;
  rewriteLinks(mdast, options);
  const markdown = toMarkdown(mdast, {
    extensions: [gfmToMarkdown({tablePipeAlign: false})],
    bullet: '-',
    fences: true,
    rule: '-',
    emphasis: '_',
    listItemIndent: 'one',
  }).trim();
  return {title, markdown};
}
