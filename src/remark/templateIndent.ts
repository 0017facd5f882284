/**
 * Keeps the indentation of code written as a template literal in MDX:
 *
 *   <CodeBlock language="ts">{`function f() {
 *     return 1;
 *   }`}</CodeBlock>
 *
 * MDX's parser removes up to two leading spaces from every continuation line
 * of a `{...}` expression in flow position (it reads them as the indent of the
 * block; mdx-js/mdx#2666, and Docusaurus's own CodeBlock example renders
 * wrongly because of it). For a template literal those spaces are part of the
 * string, so every sample rendered from data lost two columns of indentation.
 *
 * This plugin re-reads such an expression from the page's source text, where
 * the spaces are still there, and parses it again. It touches only
 * expressions that are a single template literal, outside lists and block
 * quotes (there the stripped prefix really is the container's indent).
 */
import {Parser} from 'acorn';

/** The parts of an mdast tree (with MDX nodes) this plugin reads. */
interface Node {
  type: string;
  value?: string;
  children?: Node[];
  position?: {start: {offset?: number}; end: {offset?: number}};
  data?: {estree?: Program};
}

interface Program {
  type: 'Program';
  body: {type: string; expression?: {type: string}}[];
  [key: string]: unknown;
}

const EXPRESSIONS = new Set(['mdxFlowExpression', 'mdxTextExpression']);
/** Containers whose indent MDX rightly strips from the lines inside them. */
const INDENTING = new Set(['list', 'listItem', 'blockquote']);

const isTemplateLiteral = (program: Program | undefined): boolean =>
  program?.body.length === 1 && program.body[0]?.type === 'ExpressionStatement' && program.body[0].expression?.type === 'TemplateLiteral';

/**
 * The expression's text as written in `source`, when MDX's value lost
 * indentation from it; null when nothing needs restoring.
 */
export function writtenExpression(node: Node, source: string): string | null {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined || typeof node.value !== 'string') return null;
  const written = source.slice(start + 1, end - 1); // inside the braces
  if (written === node.value) return null;
  // Only whitespace at line starts may differ; anything else means the
  // offsets do not point where we think, so leave the node alone.
  const unindent = (text: string) => text.replace(/^[ \t]+/gm, '');
  return unindent(written) === unindent(node.value) ? written : null;
}

function walk(node: Node, inContainer: boolean, visit: (expression: Node) => void): void {
  if (EXPRESSIONS.has(node.type) && !inContainer) visit(node);
  const nested = inContainer || INDENTING.has(node.type);
  for (const child of node.children ?? []) walk(child, nested, visit);
}

/** Remark plugin: template literals keep the indentation they were written with. */
export default function remarkTemplateIndent() {
  return (tree: Node, file: {value?: unknown}): void => {
    const source = typeof file.value === 'string' ? file.value : String(file.value ?? '');
    walk(tree, false, (node) => {
      if (!isTemplateLiteral(node.data?.estree)) return;
      const written = writtenExpression(node, source);
      if (written === null) return;
      let program: Program;
      try {
        program = Parser.parse(written, {ecmaVersion: 'latest', sourceType: 'module'}) as unknown as Program;
      } catch {
        return; // JSX inside `${...}`, say: MDX's own parse stands
      }
      if (!isTemplateLiteral(program)) return;
      node.value = written;
      node.data = {...node.data, estree: {...program, comments: []}};
    });
  };
}
