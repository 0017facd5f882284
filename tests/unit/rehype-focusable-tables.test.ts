import {describe, expect, it} from 'vitest';
import rehypeFocusableTables from '../../src/rehype/focusableTables';

describe('rehypeFocusableTables', () => {
  it('adds tabIndex 0 to Markdown tables and JSX tables, and leaves other elements alone', () => {
    const tree = {
      type: 'root',
      children: [
        {type: 'element', tagName: 'table', properties: {className: ['x']}, children: []},
        {type: 'element', tagName: 'p', properties: {}, children: []},
        {type: 'mdxJsxFlowElement', name: 'table', attributes: [], children: []},
        {type: 'mdxJsxFlowElement', name: 'table', attributes: [{type: 'mdxJsxAttribute', name: 'tabIndex', value: '-1'}]},
      ],
    };
    rehypeFocusableTables()(tree);
    type Loose = {properties?: unknown; attributes?: unknown[]};
    const [md, p, jsx, explicit] = tree.children as unknown as [Loose, Loose, Loose, Loose];
    expect(md.properties).toEqual({className: ['x'], tabIndex: 0});
    expect(p.properties).toEqual({});
    expect(jsx.attributes).toEqual([{type: 'mdxJsxAttribute', name: 'tabIndex', value: '0'}]);
    expect(explicit.attributes).toHaveLength(1);
  });
});
