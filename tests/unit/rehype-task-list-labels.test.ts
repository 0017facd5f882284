import {describe, expect, it} from 'vitest';
import rehypeTaskListLabels from '../../src/rehype/taskListLabels';

const checkbox = () => ({type: 'element', tagName: 'input', properties: {type: 'checkbox', disabled: true}, children: []});
const text = (value: string) => ({type: 'text', value});

describe('rehypeTaskListLabels', () => {
  it('names each task checkbox after its item, without the nested list', () => {
    const tight = {type: 'element', tagName: 'li', properties: {}, children: [checkbox(), text(' Nodes run '), {type: 'element', tagName: 'code', properties: {}, children: [text('op-reth')]}]};
    const loose = {
      type: 'element',
      tagName: 'li',
      properties: {},
      children: [
        {type: 'element', tagName: 'p', properties: {}, children: [checkbox(), text(' Monitor   the node')]},
        {type: 'element', tagName: 'ul', properties: {}, children: [{type: 'element', tagName: 'li', properties: {}, children: [text('nested')]}]},
      ],
    };
    const plain = {type: 'element', tagName: 'li', properties: {}, children: [text('no checkbox')]};
    const tree = {type: 'root', children: [{type: 'element', tagName: 'ul', properties: {}, children: [tight, loose, plain]}]};
    rehypeTaskListLabels()(tree);
    expect((tight.children[0] as {properties: Record<string, unknown>}).properties.ariaLabel).toBe('Nodes run op-reth');
    const p = loose.children[0] as {children: {properties: Record<string, unknown>}[]};
    expect(p.children[0]!.properties.ariaLabel).toBe('Monitor the node');
    expect(plain.children).toEqual([text('no checkbox')]);
  });
});
