import {describe, expect, it} from 'vitest';
import {compile} from '@mdx-js/mdx';
import remarkTemplateIndent from '../../src/remark/templateIndent';

/** The string a compiled MDX page passes as the code block's child. */
async function compiled(mdx: string, withPlugin: boolean): Promise<string> {
  const out = await compile(mdx, {remarkPlugins: withPlugin ? [remarkTemplateIndent] : []});
  return String(out);
}

const page = [
  'import CodeBlock from "@theme/CodeBlock";',
  'export const chainId = 42220;',
  '',
  '<CodeBlock language="ts">{`function id() {',
  '  if (true) {',
  '    return ${chainId};',
  '  }',
  '}`}</CodeBlock>',
  '',
].join('\n');

describe('template literal indentation in MDX', () => {
  it('MDX alone loses two columns of every continuation line (the bug this plugin exists for)', async () => {
    expect(await compiled(page, false)).toContain('`function id() {\nif (true) {\n  return ${chainId};\n}\n}`');
  });

  it('keeps the indentation the template literal was written with', async () => {
    expect(await compiled(page, true)).toContain('`function id() {\n  if (true) {\n    return ${chainId};\n  }\n}`');
  });

  it('leaves template literals inside list items to MDX, which strips the item indent', async () => {
    const listed = ['import CodeBlock from "@theme/CodeBlock";', '', '- Step:', '', '  <CodeBlock>{`a {', '    b', '  }`}</CodeBlock>', ''].join('\n');
    expect(await compiled(listed, true)).toBe(await compiled(listed, false));
  });

  it('leaves other expressions alone', async () => {
    const other = ['export const rows = [1, 2];', '', '<ul>{rows.map((r) => (', '  <li key={r}>{r}</li>', '))}</ul>', ''].join('\n');
    expect(await compiled(other, true)).toBe(await compiled(other, false));
  });
});
