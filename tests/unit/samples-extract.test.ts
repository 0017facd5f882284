/**
 * The code-sample extractor (scripts/samples/extract.ts) finds every block
 * with its page, line, language and meta, and every opt-out states a reason.
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {extractAll, extractPage, parseMeta, skipReason, staticTemplate} from '../../scripts/samples/extract';

const ROOT = path.resolve(__dirname, '../..');

describe('parseMeta', () => {
  it('reads quoted values, bare values and flags', () => {
    expect(parseMeta('title="src/App.tsx" live check=skip reason=\'needs a key\' {1,3}')).toEqual({
      values: {title: 'src/App.tsx', check: 'skip', reason: 'needs a key'},
      flags: ['live'],
    });
    expect(parseMeta('')).toEqual({values: {}, flags: []});
  });
});

describe('extractPage', () => {
  const page = [
    '---', 'title: T', '---', '',
    '```ts title="read.ts" group="a"',
    "import {createPublicClient} from 'viem';",
    '```',
    '',
    '1. Step',
    '',
    '   ```bash',
    '   celocli account:balance 0x1',
    '   ```',
    '',
    '~~~~json',
    '{"a": 1}',
    '```',
    '~~~~',
    'Inline ```not a fence``` here.',
    '<CodeBlock language="bash" title="Run">{`echo \\`hi\\` \\${HOME}`}</CodeBlock>',
    '<CodeBlock language="ts">{`const url = \'${networks.mainnet.rpcUrl}\';`}</CodeBlock>',
    '```',
    '<CodeBlock language="ts">{`inside a fence`}</CodeBlock>',
    '```',
  ].join('\n');
  const samples = extractPage(page, 'docs/x.md');

  it('finds fences with language, meta and the line the code starts on', () => {
    expect(samples.map((s) => [s.kind, s.lang, s.line])).toEqual([
      ['fence', 'ts', 6],
      ['fence', 'bash', 12],
      ['fence', 'json', 16],
      ['jsx', 'bash', 20],
      ['jsx', 'ts', 21],
      ['fence', '', 23],
    ]);
    expect(samples[0]!.meta.values).toEqual({title: 'read.ts', group: 'a'});
  });

  it('strips the list indentation and keeps a shorter fence inside a longer one', () => {
    expect(samples[1]!.code).toBe('celocli account:balance 0x1');
    expect(samples[2]!.code).toBe('{"a": 1}\n```');
  });

  it('reads a static template literal and lists a computed one as rendered from data', () => {
    expect(samples[3]!.code).toBe('echo `hi` ${HOME}');
    expect(samples[3]!.meta.values.title).toBe('Run');
    expect(skipReason(samples[3]!)).toBeNull();
    expect(samples[4]!.renderedFromData).toBe(true);
    expect(skipReason(samples[4]!)).toMatch(/rendered from data/);
  });

  it('decodes template escapes', () => {
    expect(staticTemplate('a\\\\b \\` \\${x}')).toBe('a\\b ` ${x}');
    expect(staticTemplate('a ${x}')).toBeNull();
  });
});

describe('the docs', () => {
  const samples = extractAll(ROOT);

  it('has code samples', () => {
    expect(samples.length).toBeGreaterThan(100);
  });

  // Every opt-out is listed here by the test name, and needs a reason.
  const skips = samples.filter((s) => s.meta.values.check === 'skip');
  it.each(skips.map((s) => [`${s.page}:${s.line}`, s] as const))('skip at %s states a reason', (_where, s) => {
    expect(s.meta.values.reason ?? '', `${s.page}:${s.line}: check=skip needs reason="why this block cannot be checked"`).not.toBe('');
  });

  // In a template literal, a backslash at the end of a line joins the two lines
  // (and vanishes): a shell continuation must be written `\\` to show.
  it('has no <CodeBlock> template whose backslash at a line end would join the lines', () => {
    const joined = samples
      .filter((s) => s.kind === 'jsx')
      .flatMap((s) => s.code.split('\n').flatMap((line, i) => (/(?<!\\)\\$/.test(line) && s.renderedFromData ? [`${s.page}:${s.line + i}`] : [])));
    expect(joined, 'write \\\\ at the end of the line to show a backslash').toEqual([]);
  });

  it('uses only known check values', () => {
    const bad = samples.filter((s) => s.meta.values.check !== undefined && s.meta.values.check !== 'skip');
    expect(bad.map((s) => `${s.page}:${s.line}: check=${s.meta.values.check} is unknown; the only value is check=skip`)).toEqual([]);
  });
});
