/**
 * The folder walker shared by the drift check, the review check and the route lists (config/docsFiles.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {docsPages, walkFiles} from '../../config/docsFiles';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-files-'));
const write = (rel: string) => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), {recursive: true});
  fs.writeFileSync(path.join(root, rel), '');
};
for (const rel of ['docs/b.md', 'docs/a/index.mdx', 'docs/a/_partial.mdx', 'docs/a/_category_.json', 'docs/z/deep/page.md', 'docs/img.png']) write(rel);

afterAll(() => fs.rmSync(root, {recursive: true, force: true}));

describe('walkFiles', () => {
  it('lists every file at any depth, folders excluded', () => {
    const rel = walkFiles(path.join(root, 'docs')).map((f) => path.relative(root, f).split(path.sep).join('/')).sort();
    expect(rel).toEqual(['docs/a/_category_.json', 'docs/a/_partial.mdx', 'docs/a/index.mdx', 'docs/b.md', 'docs/img.png', 'docs/z/deep/page.md']);
  });

  it('returns nothing for a folder that does not exist', () => {
    expect(walkFiles(path.join(root, 'missing'))).toEqual([]);
  });
});

describe('docsPages', () => {
  it('lists the Markdown and MDX pages from the root, sorted, without partials', () => {
    expect(docsPages(root)).toEqual(['docs/a/index.mdx', 'docs/b.md', 'docs/z/deep/page.md']);
  });

  it('finds the pages of this repository', () => {
    const pages = docsPages(path.resolve(__dirname, '../..'));
    expect(pages.length).toBeGreaterThan(100);
    expect(pages.every((p) => p.startsWith('docs/') && !path.basename(p).startsWith('_'))).toBe(true);
  });
});
