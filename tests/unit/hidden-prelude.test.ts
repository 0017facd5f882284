import {describe, expect, it} from 'vitest';
import remarkHiddenPrelude, {visiblePart} from '../../src/remark/hiddenPrelude';

describe('hidden prelude lines', () => {
  it('keeps what follows the cut line, in TypeScript and shell comment forms', () => {
    expect(visiblePart("import {kit} from './connect';\n// ---cut---\nconst a = 1;")).toBe('const a = 1;');
    expect(visiblePart('export ADDR=0x1\n  #   ---cut---  \necho $ADDR')).toBe('echo $ADDR');
  });

  it('leaves a block without a cut line, or with the marker inside other text, as it is', () => {
    expect(visiblePart('const a = 1;\nconst b = 2;')).toBe('const a = 1;\nconst b = 2;');
    expect(visiblePart("const s = '// ---cut---';")).toBe("const s = '// ---cut---';");
  });

  it('rewrites every code node of a tree, nested ones too, and leaves Markdown examples whole', () => {
    const tree = {
      type: 'root',
      children: [
        {type: 'code', value: 'hidden\n// ---cut---\nshown'},
        {type: 'list', children: [{type: 'listItem', children: [{type: 'code', value: 'p\n# ---cut---\nq'}]}]},
        {type: 'inlineCode', value: '// ---cut---'},
        {type: 'code', lang: 'mdx', value: '```ts\nhidden\n// ---cut---\nshown\n```'},
      ],
    };
    remarkHiddenPrelude()(tree);
    expect(JSON.stringify(tree)).toBe(
      JSON.stringify({
        type: 'root',
        children: [
          {type: 'code', value: 'shown'},
          {type: 'list', children: [{type: 'listItem', children: [{type: 'code', value: 'q'}]}]},
          {type: 'inlineCode', value: '// ---cut---'},
          {type: 'code', lang: 'mdx', value: '```ts\nhidden\n// ---cut---\nshown\n```'},
        ],
      }),
    );
  });
});
