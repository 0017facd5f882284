import {describe, expect, it} from 'vitest';
import rehypeOnDemandSections, {MIN_SECTIONS, MIN_TEXT_LENGTH} from '../../src/features/on-demand-layout/rehype/onDemandSections';
import {DOC_SECTION_CLASS} from '../../src/features/on-demand-layout/sectionClasses';

type Node = {type: string; tagName?: string; name?: string; value?: string; properties?: Record<string, unknown>; children?: Node[]};

const text = (value: string): Node => ({type: 'text', value});
const el = (tagName: string, ...children: Node[]): Node => ({type: 'element', tagName, properties: {}, children});
const esm = (value: string): Node => ({type: 'mdxjsEsm', value});
const longText = (n: number) => text('x'.repeat(n));

/** A page: an intro paragraph, then `sections` h2 sections of `perSection` characters each. */
function page(sections: number, perSection: number, extra: Node[] = []): Node {
  const children: Node[] = [el('p', text('Intro.'))];
  for (let i = 0; i < sections; i++) {
    children.push(el('h2', text(`Part ${i}`)), el('p', longText(perSection)), el('pre', el('code', text('code'))));
  }
  return {type: 'root', children: [...children, ...extra]};
}

const run = (tree: Node) => {
  rehypeOnDemandSections()(tree);
  return tree.children ?? [];
};
const isSection = (node: Node) => node.tagName === 'section';

describe('rehypeOnDemandSections', () => {
  it('wraps each h2 and what follows it on a long page, and leaves the intro at the top', () => {
    const children = run(page(4, MIN_TEXT_LENGTH / 4));
    expect(children.map((c) => c.tagName)).toEqual(['p', 'section', 'section', 'section', 'section']);
    for (const section of children.filter(isSection)) {
      expect(section.properties).toEqual({className: [DOC_SECTION_CLASS]});
      expect(section.children?.map((c) => c.tagName)).toEqual(['h2', 'p', 'pre']);
    }
  });

  it('keeps imports and exports at the top level of the module', () => {
    const children = run(page(MIN_SECTIONS, MIN_TEXT_LENGTH, [esm('export const x = 1;')]));
    expect(children.at(-1)?.type).toBe('mdxjsEsm');
    expect(children.filter(isSection).every((s) => s.children?.every((c) => c.type !== 'mdxjsEsm'))).toBe(true);
  });

  it('leaves short pages, pages with few h2s, and pages with sections of their own alone', () => {
    const short = page(MIN_SECTIONS, 10);
    const few = page(MIN_SECTIONS - 1, MIN_TEXT_LENGTH);
    const own = page(MIN_SECTIONS, MIN_TEXT_LENGTH, [{type: 'mdxJsxFlowElement', name: 'section', children: []}]);
    for (const tree of [short, few, own]) {
      const before = JSON.stringify(tree);
      run(tree);
      expect(JSON.stringify(tree)).toBe(before);
    }
  });
});
