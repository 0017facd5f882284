/**
 * Rehype plugin: on a long docs page, puts each h2 and what follows it (up to
 * the next h2) in a `<section class="doc-section">`, which the browser lays
 * out only when it nears the screen (../README.md says why).
 *
 * Short pages are left as they are: the saving is in proportion to what is
 * off screen, and a page of a screen or two has nothing to gain. Pages that
 * already have sections (the celocli topic pages, per command) are left too.
 */
import {DOC_SECTION_CLASS} from '../sectionClasses';

interface Node {
  type: string;
  tagName?: string;
  name?: string | null;
  value?: string;
  properties?: Record<string, unknown>;
  children?: Node[];
}

/** A page gets sections from this many characters of text, code included ... */
export const MIN_TEXT_LENGTH = 6000;
/** ... and this many h2 headings. */
export const MIN_SECTIONS = 3;

function textLength(node: Node): number {
  if (node.type === 'text') return node.value?.length ?? 0;
  return (node.children ?? []).reduce((sum, child) => sum + textLength(child), 0);
}

function hasSection(node: Node): boolean {
  if ((node.type === 'element' && node.tagName === 'section') || (node.type === 'mdxJsxFlowElement' && node.name === 'section')) {
    return true;
  }
  return (node.children ?? []).some(hasSection);
}

const isH2 = (node: Node): boolean => node.type === 'element' && node.tagName === 'h2';

/** Whether a page is long enough, and free of sections of its own, to be split. */
export function wantsSections(tree: Node): boolean {
  const children = tree.children ?? [];
  return children.filter(isH2).length >= MIN_SECTIONS && textLength(tree) >= MIN_TEXT_LENGTH && !hasSection(tree);
}

/** Splits the root's children into sections at each h2; imports and exports stay at the top level. */
export function splitIntoSections(tree: Node): void {
  const out: Node[] = [];
  let section: Node | null = null;
  for (const child of tree.children ?? []) {
    // ESM (imports, exports) must stay top-level statements of the module.
    if (child.type === 'mdxjsEsm') {
      out.push(child);
      continue;
    }
    if (isH2(child)) {
      section = {type: 'element', tagName: 'section', properties: {className: [DOC_SECTION_CLASS]}, children: []};
      out.push(section);
    }
    if (section) section.children?.push(child);
    else out.push(child);
  }
  tree.children = out;
}

export default function rehypeOnDemandSections() {
  return (tree: Node): void => {
    if (wantsSections(tree)) splitIntoSections(tree);
  };
}
