/**
 * Rehype plugin: gives each checkbox of a Markdown task list (`- [ ] item`)
 * the item's text as its accessible name. GFM renders a bare, disabled
 * `<input type="checkbox">`, which screen readers announce as an unlabelled
 * checkbox (WCAG 4.1.2, axe "label"); with the name they read the item and
 * whether it is ticked.
 */
interface Node {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: Node[];
}

const isElement = (node: Node, tag: string) => node.type === 'element' && node.tagName === tag;

/** The item's own text: its paragraphs and inline content, not nested lists. */
function itemText(node: Node): string {
  if (node.type === 'text') return node.value ?? '';
  if (isElement(node, 'ul') || isElement(node, 'ol')) return '';
  return (node.children ?? []).map(itemText).join('');
}

function visit(node: Node): void {
  if (isElement(node, 'li')) {
    const checkbox = findCheckbox(node);
    if (checkbox && checkbox.properties?.ariaLabel === undefined) {
      const label = itemText(node).replace(/\s+/g, ' ').trim();
      if (label) checkbox.properties = {...checkbox.properties, ariaLabel: label};
    }
  }
  node.children?.forEach(visit);
}

/** The task checkbox: the first input of the item, directly or in its first paragraph. */
function findCheckbox(li: Node): Node | undefined {
  for (const child of li.children ?? []) {
    if (isElement(child, 'input') && child.properties?.type === 'checkbox') return child;
    if (isElement(child, 'p')) return findCheckbox(child);
    if (child.type === 'element') return undefined;
  }
  return undefined;
}

export default function rehypeTaskListLabels() {
  return (tree: Node): void => visit(tree);
}
