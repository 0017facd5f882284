/**
 * Hidden prelude lines in code blocks, the way twoslash writes them: every
 * line above a `// ---cut---` line (`# ---cut---` in shell blocks) is for the
 * sample checker only. The reader sees, and copies, what follows the cut; the
 * checker (scripts/samples) type-checks the whole block, so a short fragment
 * can still be checked against the imports and declarations it relies on.
 * Markdown blocks are left alone: they show the marker to writers.
 */

/** The parts of an mdast tree this plugin reads. */
interface Node {
  type: string;
  lang?: string | null;
  value?: string;
  children?: Node[];
}

/** The cut line: `// ---cut---` or `# ---cut---`, alone on its line. */
export const CUT_LINE = /^[ \t]*(?:\/\/|#)[ \t]*---cut---[ \t]*$/m;

/** The part of a block the reader sees: after the cut line, or all of it. */
export function visiblePart(code: string): string {
  const match = CUT_LINE.exec(code);
  if (!match) return code;
  return code.slice(match.index + match[0].length).replace(/^\r?\n/, '');
}

const MARKDOWN = new Set(['md', 'mdx', 'markdown']);

function walk(node: Node, onCode: (code: Node & {value: string}) => void): void {
  if (node.type === 'code' && typeof node.value === 'string' && !MARKDOWN.has(node.lang ?? '')) onCode(node as Node & {value: string});
  for (const child of node.children ?? []) walk(child, onCode);
}

/** Remark plugin: drops the hidden prelude of every code block. */
export default function remarkHiddenPrelude() {
  return (tree: Node): void => {
    walk(tree, (code) => {
      code.value = visiblePart(code.value);
    });
  };
}
