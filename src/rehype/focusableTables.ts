/**
 * Rehype plugin: makes every table in docs content keyboard-focusable.
 * Infima lets wide tables scroll sideways, and a scrollable region must be
 * reachable by keyboard (WCAG 2.1.1, axe "scrollable-region-focusable").
 */
interface Node {
  type: string;
  tagName?: string;
  name?: string | null;
  properties?: Record<string, unknown>;
  attributes?: {type: string; name: string; value: unknown}[];
  children?: Node[];
}

function visit(node: Node): void {
  if (node.type === 'element' && node.tagName === 'table') {
    node.properties = {...node.properties, tabIndex: 0};
  } else if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'table') {
    const attributes = node.attributes ?? [];
    if (!attributes.some((attribute) => attribute.name === 'tabIndex')) {
      attributes.push({type: 'mdxJsxAttribute', name: 'tabIndex', value: '0'});
    }
    node.attributes = attributes;
  }
  node.children?.forEach(visit);
}

export default function rehypeFocusableTables() {
  return (tree: Node): void => visit(tree);
}
