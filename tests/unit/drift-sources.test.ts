/**
 * Which sources check:drift reads: a page's `sources:` with their lines, and the sources of a data
 * module (code, `// src:` comments, names), and which of them are not pinned.
 */
import {describe, expect, it} from 'vitest';
import {dataModuleSources} from '../../scripts/drift/dataSources';
import {pageSources} from '../../scripts/drift/pageSources';
import {dataPinProblems, pagePinProblems} from '../../scripts/drift/pins';
import {isPinnedRepoFile, parseRepoFile} from '@site/src/data/sources';

const C1 = 'a'.repeat(40);
const C2 = 'b'.repeat(40);

describe('repository-file sources', () => {
  it('split into repository, commit and path', () => {
    expect(parseRepoFile(`celo-org/docs@${C1}:specs/jello.mdx`)).toEqual({repo: 'celo-org/docs', commit: C1, path: 'specs/jello.mdx'});
    expect(parseRepoFile('celo-org/docs:specs/jello.mdx')).toEqual({repo: 'celo-org/docs', path: 'specs/jello.mdx'});
    expect(parseRepoFile('https://docs.celo.org/')).toBeUndefined();
  });

  it('are pinned only with the full commit', () => {
    expect(isPinnedRepoFile(`celo-org/docs@${C1}:a.md`)).toBe(true);
    expect(isPinnedRepoFile('celo-org/docs@7aafa1c:a.md')).toBe(false);
    expect(isPinnedRepoFile('celo-org/docs:a.md')).toBe(false);
  });
});

describe('a page', () => {
  const page = [
    '---',
    'title: A page',
    'sources:',
    `  - celo-org/docs@${C1}:a.md`,
    '  - "https://docs.celo.org/"',
    '  - celo-org/docs:b.md',
    'last_reviewed: 2026-11-28',
    '---',
    '',
    'Body.',
  ].join('\n');

  it('lists its sources with the line each is on', () => {
    expect(pageSources('docs/x.md', page)).toEqual([
      {file: 'docs/x.md', line: 4, source: `celo-org/docs@${C1}:a.md`},
      {file: 'docs/x.md', line: 5, source: 'https://docs.celo.org/'},
      {file: 'docs/x.md', line: 6, source: 'celo-org/docs:b.md'},
    ]);
  });

  it('fails a repository file without its commit, naming the line', () => {
    expect(pagePinProblems('docs/x.md', page)).toEqual([
      {file: 'docs/x.md', line: 6, message: 'source celo-org/docs:b.md is not pinned: write celo-org/docs@<40-hex commit>:b.md, the commit you read'},
    ]);
  });
});

describe('a data module', () => {
  const shared = new Map([['docs_jello', [`celo-org/docs@${C2}:notices/jello.mdx`]]]);
  const module = [
    /* 1 */ `const commit = '${C1}';`,
    /* 2 */ `const spec = 'celo-org/docs@${C1}:specs/jello.mdx' as const;`,
    /* 3 */ 'const mono = (p: string) => `celo-org/celo-monorepo@${commit}:packages/${p}` as const;',
    /* 4 */ 'export const src = {',
    /* 5 */ "  governance: mono('Governance.sol'),",
    /* 6 */ '} as const;',
    /* 7 */ 'export const facts = {',
    /* 8 */ "  jelloAt: '2025-12-10', // src: docs_jello, spec",
    /* 9 */ "  quorum: '70%', // src: governance (quorum)",
    /* 10 */ "  url: 'https://forno.celo.org', // src: https://docs.celo.org/network (read 2026-11-23)",
    /* 11 */ '  derived: 1, // src: derived from jelloAt',
    /* 12 */ '  sources: [spec, src.governance],',
    /* 13 */ '};',
    /* 14 */ "export const image = 'celo-org/op-geth:celo-v2.1.2';",
  ].join('\n');

  it('finds sources in the code and in // src: comments, at the lines that name them', () => {
    const read = dataModuleSources('src/data/x.ts', module, shared);
    const spec = `celo-org/docs@${C1}:specs/jello.mdx`;
    const governance = `celo-org/celo-monorepo@${C1}:packages/Governance.sol`;
    expect(read.uses.filter((u) => u.source !== 'https://docs.celo.org/network').map((u) => [u.line, u.source, u.via])).toEqual([
      [2, spec, undefined],
      [5, governance, "mono('Governance.sol')"],
      [8, spec, 'spec'],
      [8, `celo-org/docs@${C2}:notices/jello.mdx`, 'docs_jello'],
      [9, governance, 'governance'],
      [12, governance, 'src.governance'],
      [12, spec, 'spec'],
    ]);
    // A container image is not a source, though it looks like owner/name:path.
    expect(read.uses.some((u) => u.source.includes('op-geth'))).toBe(false);
    expect(dataPinProblems('src/data/x.ts', module, shared)).toEqual([]);
  });

  it('fails a comment that names no pinned source, an unpinned file, an undated page, and an unpinned record source', () => {
    const loose = [
      "export const a = 1; // src: networks.yaml mainnet.faucets",
      'export const b = 2; // src: celo-org/docs:a.md',
      'export const c = 3; // src: celo-org/docs@7aafa1c:a.md',
      'export const d = 4; // src: https://docs.celo.org/network',
      "export const e = {n: 5, sources: ['celo-org/docs:b.md']};",
    ].join('\n');
    expect(dataPinProblems('src/data/y.ts', loose, shared).map((p) => [p.line, p.message.replace(/:.*/, '')])).toEqual([
      [1, '"src'],
      [2, 'source celo-org/docs'],
      [3, 'source celo-org/docs@7aafa1c'],
      [4, 'https'],
      [5, 'source celo-org/docs'],
    ]);
  });
});
