/**
 * Remark plugin: diagrams written as Graphviz DOT in a page, rendered at build time into inline SVG.
 *
 * ````md
 * ```dot diagram title="A deposit from Ethereum"
 * digraph { rankdir=TB; user -> portal [label="1. depositTransaction"] }
 * ```
 * ````
 *
 * A `dot` code block whose meta has the word `diagram` and a `title` becomes a `<Diagram>` element
 * (src/components/Diagram): the SVG (from ./diagram/render, colours as theme variables, `role="img"`,
 * named by its title) and, as its children, the text description (the parts and the steps, as
 * Markdown lists) and the DOT source with its placeholders filled, as a code block. The lists and
 * the source are ordinary Markdown, so they are in the search index and in the page's Markdown twin.
 * A `dot` block without `diagram` stays a code block. Nothing of Graphviz reaches the browser.
 */
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {diagramValues, localizedDiagramValues} from '../data/diagramValues';
import {DiagramError, renderDiagram} from './diagram/render';

/** The parts of an mdast tree this plugin reads and writes. */
interface Node {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  children?: Node[];
  position?: {start: {line: number}};
  [key: string]: unknown;
}

interface VFileLike {
  path?: string;
  history?: string[];
}

export interface DiagramsOptions {
  /** Placeholder values (default: src/data/diagramValues.ts). */
  values?: Readonly<Record<string, string>>;
  /** The values for the pages of each translated language, i18n/<locale>/ (default: src/data/diagramValues.ts). */
  localizedValues?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** A hash of the renderer's source; only there to change the options when the renderer changes. */
  renderer?: string;
}

/**
 * The options the site config passes. The docs plugin writes its options, these included, to the
 * file that keys webpack's persistent cache of compiled pages; so a changed value in src/data or a
 * changed renderer recompiles the pages, where a cached page would keep an old drawing.
 */
export function diagramsOptions(): Required<DiagramsOptions> {
  const hash = createHash('sha256');
  for (const file of ['diagrams.ts', 'diagram/render.ts', 'diagram/palette.ts']) hash.update(readFileSync(path.join(__dirname, file)));
  return {values: diagramValues, localizedValues: localizedDiagramValues, renderer: hash.digest('hex').slice(0, 16)};
}

export function diagramMeta(meta: string | null | undefined): {diagram: boolean; title?: string} {
  const text = meta ?? '';
  const diagram = /(?:^|\s)diagram(?:\s|$)/.test(text);
  const title = /\btitle=(?:"([^"]*)"|'([^']*)')/.exec(text);
  return {diagram, title: title ? (title[1] ?? title[2]) : undefined};
}

const slug = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_]+/g, '-')
    .replace(/-+/g, '-')
    .slice(0, 60) || 'diagram';

const text = (value: string): Node => ({type: 'text', value});
const list = (items: string[], ordered: boolean): Node => ({
  type: 'list',
  ordered,
  start: ordered ? 1 : null,
  spread: false,
  children: items.map((item) => ({type: 'listItem', spread: false, children: [{type: 'paragraph', children: [text(item)]}]})),
});

/**
 * The language a page is written in, from its folder: a translated page is under i18n/<locale>/.
 * An English page shown in another language's build (no translation yet) keeps English values,
 * like the rest of its text. The plugin runs in Node, where the site's translate() does not load,
 * so the one interface string it writes, the source's title, is worded here for each language.
 */
function pageLocale(page: string): string | undefined {
  return /(?:^|[\\/])i18n[\\/]([^\\/]+)[\\/]/.exec(page)?.[1];
}

const SOURCE_TITLE: Record<string, string> = {
  es: 'Código fuente DOT de Graphviz',
  'pt-BR': 'Código-fonte DOT do Graphviz',
};

function collect(node: Node, out: {parent: Node; index: number; node: Node}[]): void {
  node.children?.forEach((child, index) => {
    if (child.type === 'code' && child.lang === 'dot' && diagramMeta(child.meta).diagram) out.push({parent: node, index, node: child});
    else collect(child, out);
  });
}

export default function remarkDiagrams(options: DiagramsOptions = {}) {
  const englishValues = options.values ?? diagramValues;
  const localizedValues = options.localizedValues ?? localizedDiagramValues;
  return async (tree: Node, file: VFileLike): Promise<void> => {
    const found: {parent: Node; index: number; node: Node}[] = [];
    collect(tree, found);
    if (found.length === 0) return;
    const filePath = file.path ?? file.history?.[0] ?? '<page>';
    const page = path.isAbsolute(filePath) ? path.relative(process.cwd(), filePath) : filePath;
    const locale = pageLocale(page);
    const values = (locale && localizedValues[locale]) || englishValues;
    const sourceTitle = (locale && SOURCE_TITLE[locale]) || 'Graphviz DOT source';
    const ids = new Set<string>();
    for (const {parent, index, node} of found) {
      const line = node.position?.start.line ?? 1;
      const {title} = diagramMeta(node.meta);
      if (!title) throw new DiagramError(`${page}:${line}: a \`dot diagram\` block needs a title="..." (the diagram's accessible name)`);
      let id = `diagram-${slug(title)}`;
      for (let n = 2; ids.has(id); n += 1) id = `diagram-${slug(title)}-${n}`;
      ids.add(id);
      const rendered = await renderDiagram({source: node.value ?? '', title, id, values, page, line: line + 1});
      const children: Node[] = [];
      if (rendered.parts.length > 0) children.push(list(rendered.parts, false));
      if (rendered.steps.length > 0) children.push(list(rendered.steps, rendered.ordered));
      children.push({type: 'code', lang: 'dot', meta: `title="${sourceTitle}"`, value: rendered.dot});
      parent.children![index] = {
        type: 'mdxJsxFlowElement',
        name: 'Diagram',
        attributes: [
          {type: 'mdxJsxAttribute', name: 'title', value: title},
          {type: 'mdxJsxAttribute', name: 'id', value: id},
          {type: 'mdxJsxAttribute', name: 'svg', value: rendered.svg},
        ],
        children,
        position: node.position,
      };
    }
  };
}
