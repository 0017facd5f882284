import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {extractPage} from '../../scripts/samples/extract';
import {companionSamples, renderedSamples, templateMatcher} from '../../scripts/samples/rendered';

describe('samples rendered from data, read from the built twins', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rendered-samples-'));
  const build = path.join(root, 'build');
  afterAll(() => fs.rmSync(root, {recursive: true, force: true}));

  const source = extractPage(
    [
      '```ts title="read.ts"',
      "import {formatEther} from 'viem';",
      '// ---cut---',
      'console.log(formatEther(1n));',
      '```',
      '',
      '<CodeBlock language="bash">{`npm install viem@${version}`}</CodeBlock>',
      '',
      `<CodeBlock language="ts" title="pay.ts" metastring='check=skip reason="needs a key"'>{\`const to = '\${address}';`,
      'console.log(to);\`}</CodeBlock>',
    ].join('\n'),
    'docs/page.mdx',
  );

  it('says to build first when build/ has no twins', () => {
    expect(() => renderedSamples(root, build, source)).toThrow(/has no Markdown twins: build the site first/);
  });

  it('keeps only the blocks no hand-written block accounts for, with their twin path and line', () => {
    fs.mkdirSync(path.join(build, 'dev'), {recursive: true});
    fs.writeFileSync(path.join(build, 'llms.txt'), '# Celo\n');
    fs.writeFileSync(
      path.join(build, 'dev', 'page.md'),
      ['# Page', '', '```ts title="read.ts"', 'console.log(formatEther(1n));', '```', '', '```bash', 'npm install viem@2.57.20', '```', ''].join('\n'),
    );
    const found = renderedSamples(root, build, source);
    expect(found.map((s) => [s.page, s.line, s.lang, s.code])).toEqual([['build/dev/page.md', 8, 'bash', 'npm install viem@2.57.20']]);
    expect(found[0]!.origin).toBe('docs/page.mdx:7');
  });

  it('reads the default language\'s twins only: the other languages\' folders hold the same code', () => {
    for (const folder of ['es', 'pt-BR', 'esoteric']) {
      fs.mkdirSync(path.join(build, folder, 'dev'), {recursive: true});
      fs.writeFileSync(path.join(build, folder, 'dev', 'page.md'), ['```bash', 'npm install viem@2.57.20', '```', ''].join('\n'));
    }
    const pages = renderedSamples(root, build, source).map((s) => s.page);
    expect(pages).toContain('build/esoteric/dev/page.md');
    expect(pages.filter((page) => page.startsWith('build/es/') || page.startsWith('build/pt-BR/'))).toEqual([]);
    for (const folder of ['es', 'pt-BR', 'esoteric']) fs.rmSync(path.join(build, folder), {recursive: true});
  });

  it('gives a rendered block the meta of its <CodeBlock>, skip and reason included', () => {
    fs.writeFileSync(path.join(build, 'dev', 'pay.md'), ['```ts title="pay.ts"', "const to = '0x1234';", 'console.log(to);', '```', ''].join('\n'));
    const pay = renderedSamples(root, build, source).find((s) => s.page === 'build/dev/pay.md')!;
    expect(pay.origin).toBe('docs/page.mdx:9');
    expect(pay.meta.values).toMatchObject({title: 'pay.ts', check: 'skip', reason: 'needs a key'});
  });

  it('matches a template by its literal parts, whatever the values and the wrapping', () => {
    const matcher = templateMatcher("{`const a = '${x}';\nconst b = ${y} + 1;`}")!;
    expect(matcher.test("const a = '0xabc'; const b = 42220 + 1;")).toBe(true);
    expect(matcher.test("const a = '0xabc'; const b = 42220 - 1;")).toBe(false);
    expect(templateMatcher('{props.code}')).toBeNull();
  });

  it('sends the hand-written blocks of a page along with the blocks rendered on it, under the twin name', () => {
    const found = renderedSamples(root, build, source);
    const companions = companionSamples(found, source.filter((s) => !s.renderedFromData));
    expect(companions.map((s) => [s.page, s.meta.values.title])).toEqual([
      ['build/dev/page.md', 'read.ts'],
      ['build/dev/pay.md', 'read.ts'],
    ]);
    expect(companionSamples(found.filter((s) => s.page !== 'build/dev/pay.md' && s.page !== 'build/dev/page.md'), source)).toEqual([]);
  });
});
