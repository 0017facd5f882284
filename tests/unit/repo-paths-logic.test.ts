/**
 * The parts of tests/unit/support/repoPaths.ts on small inputs, and the whole check on a folder with
 * a wrong path in it, so tests/unit/repo-paths.test.ts is known to fail when a comment goes wrong.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {brokenPathsIn, commentsOf, ignoredFolders, markdownLinks, pathExists, pathsIn, relativePathsIn} from './support/repoPaths';

describe('commentsOf', () => {
  it('reads line and block comments of TypeScript, not strings, templates or regexes', () => {
    const source = [
      "const a = 'src/in-a-string.ts'; // see src/one.ts",
      'const b = `// src/in-a-template.ts ${a /* src/two.ts */}`;',
      'const c = /src\\/in-a-regex\\/x/;',
      '/**',
      ' * src/three.ts',
      ' */',
      'export {b, c};',
    ].join('\n');
    expect(commentsOf('x.ts', source)).toEqual([
      {line: 1, text: '// see src/one.ts'},
      {line: 2, text: '/* src/two.ts */'},
      {line: 4, text: '/**\n * src/three.ts\n */'},
    ]);
  });

  it('reads JSX comments and leaves JSX text alone', () => {
    const source = 'export const X = () => (\n  <p>\n    {/* src/one.tsx */}\n    // src/page-text.ts\n  </p>\n);\n';
    expect(commentsOf('x.tsx', source)).toEqual([{line: 3, text: '/* src/one.tsx */'}]);
  });

  it('reads CSS block comments', () => {
    expect(commentsOf('x.css', 'a { color: red; } /* src/one.css */\n/*\n  two\n*/')).toEqual([
      {line: 1, text: '/* src/one.css */'},
      {line: 2, text: '/*\n  two\n*/'},
    ]);
  });

  it('reads shell comments, not the #! line, quoted # or ${#x}', () => {
    const source = ['#!/usr/bin/env bash', '# src/one.sh', 'echo "# not" \'# not\' ${#x} # src/two.sh', 'a=b#c'].join('\n');
    expect(commentsOf('x.sh', source)).toEqual([
      {line: 2, text: '# src/one.sh'},
      {line: 3, text: '# src/two.sh'},
    ]);
    expect(commentsOf('run', '#!/bin/sh\n# src/one.sh\n')).toEqual([{line: 2, text: '# src/one.sh'}]);
    expect(commentsOf('notes.txt', '# src/one.sh\n')).toEqual([]);
  });
});

describe('pathsIn', () => {
  const paths = (text: string) => pathsIn(text).map((m) => m.path);

  it('finds paths that start at a top-level folder, without the punctuation after them', () => {
    expect(paths('see src/theme/README.md, config/securityHeaders.mjs. Then `scripts/test.sh`: and .ci/run')).toEqual([
      'src/theme/README.md',
      'config/securityHeaders.mjs',
      'scripts/test.sh',
      '.ci/run',
    ]);
  });

  it('keeps globs and placeholders, and reads @site/ paths', () => {
    expect(paths('src/components/<Name>/index.tsx, tests/**/*.spec.ts, bench/{perf,serve}/ and @site/src/data/networks')).toEqual([
      'src/components/<Name>/index.tsx',
      'tests/**/*.spec.ts',
      'bench/{perf,serve}/',
      'src/data/networks',
    ]);
  });

  it('skips paths inside URLs, other repositories and longer paths', () => {
    expect(
      paths('https://github.com/celo-org/docs/blob/main/docs/x.md celo-org/docs:docs/cli/x.md owner/name@abc123:src/y.ts build/docs/z.html ./src/a ../tests/b resrc/c'),
    ).toEqual([]);
  });

  it('gives each path its line', () => {
    expect(pathsIn('one\ntwo src/a.ts\n\nthree tests/b.ts')).toEqual([
      {line: 2, path: 'src/a.ts'},
      {line: 4, path: 'tests/b.ts'},
    ]);
  });
});

describe('relativePathsIn and markdownLinks', () => {
  it('finds relative paths that end in a file name with an extension', () => {
    expect(relativePathsIn('reads ./client.ts and ../data/networks.ts; imports ./wagmi; ./src/ and a/./b.ts').map((m) => m.path)).toEqual([
      './client.ts',
      '../data/networks.ts',
    ]);
  });

  it('lists relative Markdown link targets without anchors, not URLs or site paths', () => {
    const text = '[a](CONTRIBUTING.md) [b](src/theme/README.md#why "title")\n[c](https://x.org/y) [d](/build) [e](#top) [f](mailto:a@b.c)';
    expect(markdownLinks(text)).toEqual([
      {line: 1, target: 'CONTRIBUTING.md'},
      {line: 1, target: 'src/theme/README.md'},
    ]);
  });
});

describe('pathExists, ignoredFolders and brokenPathsIn on a small repository', () => {
  let root: string;
  const write = (rel: string, text = '') => {
    fs.mkdirSync(path.dirname(path.join(root, rel)), {recursive: true});
    fs.writeFileSync(path.join(root, rel), text);
  };

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'repo-paths-'));
    write('src/components/Button/index.tsx');
    write('src/utils/faultInjection.ts');
    write('src/plugins/tutorials/index.ts');
    write('docs/build/quickstart.mdx');
    write('tests/e2e/search.spec.ts');
    write('bench/perf/README.md');
  });
  afterAll(() => fs.rmSync(root, {recursive: true, force: true}));

  it.each([
    'src/components/Button/index.tsx',
    'src/components/',
    'src/utils/faultInjection',
    'docs/build/quickstart',
    'src/components/<Name>/index.tsx',
    'src/plugins/<name>/',
    'tests/e2e/*.spec.ts',
    'tests/**/search.spec.ts',
    'src/**/*.tsx',
    'src/{utils,plugins}/',
    'bench/perf/README.md#running',
    'src/utils/faultInjection.ts:12',
    'src/utils/…',
    'tests/e2e/<spec>',
    'docs/build/<page>.md',
  ])('%s exists', (mention) => {
    expect(pathExists(root, mention)).toBe(true);
  });

  it.each([
    'src/clientModules/anchorLayout',
    'scripts/write-deploy-config.mjs',
    'tests/e2e/faults.spec.ts',
    'src/components/<Name>/styles.module.css',
    'tests/**/missing.spec.ts',
    'src/{data,pages}/',
    'static/img/<name>.png',
  ])('%s does not exist', (mention) => {
    expect(pathExists(root, mention)).toBe(false);
  });

  it('reads the folders .gitignore lists, not files or negations', () => {
    expect(ignoredFolders('node_modules\n/build/\n.docusaurus/\n*.log\nbench/results/\n!keep/\n# reports/\nreports/\n')).toEqual([
      'build/',
      '.docusaurus/',
      'bench/results/',
      'reports/',
    ]);
  });

  it('names file and line of each wrong path in a comment, and skips generated folders', () => {
    const source = [
      '/**',
      ' * Written by scripts/write-deploy-config.mjs; see src/utils/faultInjection.ts',
      ' * and bench/results/latest.json.',
      ' */',
      "import x from './missing'; // ./gone.ts",
      '// see tests/e2e/faults.spec.ts',
    ].join('\n');
    expect(brokenPathsIn(root, 'src/plugins/tutorials/index.ts', source, ['bench/results/'])).toEqual([
      {file: 'src/plugins/tutorials/index.ts', line: 2, path: 'scripts/write-deploy-config.mjs'},
      {file: 'src/plugins/tutorials/index.ts', line: 5, path: './gone.ts'},
      {file: 'src/plugins/tutorials/index.ts', line: 6, path: 'tests/e2e/faults.spec.ts'},
    ]);
  });

  it('checks Markdown text and relative links, from the Markdown file’s folder', () => {
    const notes = ['See `src/utils/faultInjection.ts` and `src/clientModules/anchorLayout`.', '', '[run](../../src/gone.md) [ok](README.md)'].join('\n');
    expect(brokenPathsIn(root, 'bench/perf/README.md', notes)).toEqual([
      {file: 'bench/perf/README.md', line: 1, path: 'src/clientModules/anchorLayout'},
      {file: 'bench/perf/README.md', line: 3, path: '../../src/gone.md'},
    ]);
  });
});
