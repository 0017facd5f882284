/**
 * The scale benchmark's page generator (bench/scale/pages.ts): the same seed gives the same site,
 * titles and paths are unique, every generated link names a generated page, and pages keep the
 * site's content rules (front matter, code block languages).
 */
import {describe, expect, it} from 'vitest';
import {parse as parseYaml} from 'yaml';
import {brokenLinks, readRealDocs} from '../../bench/scale/generate';
import {parseTemplate, planSite, renderPage, trainVocabulary, urlOf} from '../../bench/scale/pages';

const {templates, categories} = readRealDocs();
const vocab = trainVocabulary(templates);
const site = (count: number, seed: number) => {
  const plan = planSite(templates, count, seed, vocab, categories);
  return {plan, pages: plan.pages.map((_, index) => renderPage(plan, index, templates, vocab, seed))};
};

describe('scale generator', () => {
  const {plan, pages} = site(600, 7);

  // Generating is CPU work: allow for a busy machine.
  it('gives the same site for the same seed, and another for another seed', () => {
    const small = site(300, 7).pages;
    expect(site(300, 7).pages).toEqual(small);
    expect(site(300, 8).pages).not.toEqual(small);
  });

  it('makes exactly the pages asked for, with unique files, URLs and titles', () => {
    expect(plan.pages).toHaveLength(600);
    expect(new Set(plan.pages.map((p) => p.file)).size).toBe(600);
    expect(new Set(plan.pages.map((p) => p.url)).size).toBe(600);
    expect(new Set(plan.pages.map((p) => p.title.toLowerCase())).size).toBe(600);
  });

  it('keeps every real page at its real URL (the navbar and footer link there)', () => {
    const urls = new Set(plan.pages.map((p) => p.url));
    for (const template of templates) expect(urls.has(urlOf(template.file)), template.file).toBe(true);
  });

  it('links only to generated pages', () => {
    expect(brokenLinks(plan, pages)).toEqual([]);
    expect(pages.every((page) => /\]\(\.{1,2}\//.test(page))).toBe(true);
  });

  it('writes front matter with a title, a short description and sources, and code blocks with a language', () => {
    for (const page of pages) {
      const [, yaml = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(page) ?? [];
      const fm = parseYaml(yaml) as Record<string, unknown>;
      expect(typeof fm.title).toBe('string');
      expect(String(fm.description).length).toBeLessThanOrEqual(160);
      expect(Array.isArray(fm.sources)).toBe(true);
      let open: string | null = null;
      for (const [, ticks = '', info = ''] of body.matchAll(/^(`{3,})(.*)$/gm)) {
        if (open === null) {
          expect(info.trim(), `${fm.title}: a code block without a language`).not.toBe('');
          open = ticks;
        } else if (info.trim() === '' && ticks.length >= open.length) open = null;
      }
      expect(body.split(/\s+/).length).toBeGreaterThanOrEqual(40);
    }
  });

  it('links a copied category to its index page only when the copy has it', () => {
    const ids = new Set(plan.pages.map((p) => p.file.replace(/\.mdx?$/, '')));
    for (const category of plan.categories) {
      const link = category.json.link as {type: string; id?: string} | undefined;
      if (link?.type === 'doc') expect(ids.has(link.id!), category.dir).toBe(true);
    }
  });
});

describe('parseTemplate', () => {
  it('reads headings, paragraphs, lists, code, tables and admonitions, and skips JSX and imports', () => {
    const source = [
      '---',
      'title: A page',
      '---',
      "import Tabs from '@theme/Tabs';",
      '',
      'Deploy the contract with `celocli` to Celo Sepolia first. Then verify it on the explorer.',
      '',
      '## Install `celocli`',
      '',
      '- one [link](./a.md) here today',
      '- two items in the list',
      '',
      '```bash',
      'npm install',
      '```',
      '',
      '| Name | Value |',
      '|---|---|',
      '| chain id | 42220 |',
      '',
      ':::warning',
      'Keep your private key safe at all times.',
      ':::',
      '',
      '<Tabs>',
      '</Tabs>',
    ].join('\n');
    const template = parseTemplate('build/a.md', source);
    expect(template.frontMatter.title).toBe('A page');
    expect(template.blocks.map((b) => b.kind)).toEqual(['paragraph', 'heading', 'list', 'code', 'table', 'admonition']);
    expect(template.blocks[1]).toEqual({kind: 'heading', level: 2, text: 'Install'});
    expect(template.blocks[2]).toMatchObject({items: 2, links: 1});
    expect(template.blocks[3]).toEqual({kind: 'code', info: 'bash', body: 'npm install'});
    expect(template.blocks[4]).toEqual({kind: 'table', header: ['Name', 'Value'], rows: 1});
    expect(template.codeWords).toContain('celocli');
  });

  it('maps file paths to the URLs the docs plugin gives them', () => {
    expect(urlOf('build/index.md')).toBe('/build');
    expect(urlOf('build/deploy/hardhat.mdx')).toBe('/build/deploy/hardhat');
    expect(urlOf('key-concepts.mdx')).toBe('/key-concepts');
  });
});
