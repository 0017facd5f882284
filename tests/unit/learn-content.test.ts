/**
 * Content checks for the concept sections: what-is-celo, learn, key-concepts and community.
 * Each failure message says which file to fix and how.
 */
import {describe, expect, it} from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';

const root = path.resolve(__dirname, '../..');
const docsDir = path.join(root, 'docs');
const sections = ['what-is-celo', 'learn', 'community'];

function walk(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

const pages = [...sections.flatMap((s) => walk(path.join(docsDir, s))), path.join(docsDir, 'key-concepts.mdx')];

interface Page {
  file: string;
  frontMatter: Record<string, unknown>;
  body: string;
}

function readPage(file: string): Page {
  const text = fs.readFileSync(file, 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${path.relative(root, file)}: missing front matter block`);
  const frontMatter = (parseYaml(match[1] ?? '') ?? {}) as Record<string, unknown>;
  return {file: path.relative(root, file), frontMatter, body: match[2] ?? ''};
}

/** Prose only: drops fenced code blocks and inline code, where example values are allowed. */
function prose(body: string): string {
  return body.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
}

const parsed = pages.map(readPage);

describe('concept pages: front matter', () => {
  it('finds the pages', () => {
    expect(parsed.length).toBeGreaterThanOrEqual(30);
  });

  it.each(parsed.map((p) => [p.file, p] as const))('%s has a title and a one-sentence description', (_file, page) => {
    const {title, description} = page.frontMatter;
    expect(typeof title, `${page.file}: add a "title" to the front matter`).toBe('string');
    expect(typeof description, `${page.file}: add a "description" to the front matter`).toBe('string');
    const text = description as string;
    expect(text.length, `${page.file}: description is ${text.length} characters; keep it at most 160`).toBeLessThanOrEqual(160);
    expect(text.trim().endsWith('.'), `${page.file}: end the description with a period`).toBe(true);
  });
});

describe('concept pages: content rules', () => {
  const placeholders = /\b(TODO|TBD|coming soon|lorem ipsum)\b/i;
  const fillerWords = /\b(simply|just)\b/i;
  const address = /0x[0-9a-fA-F]{40}\b/;
  const chainIds = /\b(42220|11142220|44787|62320)\b/;

  it.each(parsed.map((p) => [p.file, p] as const))('%s has no placeholders, filler or hand-typed facts', (_file, page) => {
    const text = prose(page.body);
    expect(placeholders.exec(text)?.[0], `${page.file}: remove the placeholder`).toBeUndefined();
    expect(fillerWords.exec(text)?.[0], `${page.file}: drop filler words ("simply", "just")`).toBeUndefined();
    expect(address.exec(page.body)?.[0], `${page.file}: link to the contracts pages instead of typing an address`).toBeUndefined();
    expect(chainIds.exec(text)?.[0], `${page.file}: link to the network pages instead of typing a chain id`).toBeUndefined();
  });

  it.each(parsed.map((p) => [p.file, p] as const))('%s writes admonition titles in brackets', (_file, page) => {
    // With the v4 future flag, ":::note Title" renders as plain text; the title must be ":::note[Title]".
    const oldSyntax = /^:::(note|tip|info|warning|danger|caution) \S.*$/m.exec(prose(page.body));
    expect(oldSyntax?.[0], `${page.file}: write the admonition as ":::type[Title]"`).toBeUndefined();
  });
});

describe('About Celo L1 pages are labelled history', () => {
  const l1Pages = parsed.filter((p) => p.file.includes(`${path.sep}about-celo-l1${path.sep}`));

  it('covers the L1 history pages', () => {
    const names = l1Pages.map((p) => path.basename(p.file).replace(/\.mdx?$/, '')).sort();
    expect(names).toEqual(['consensus', 'identity', 'index', 'plumo', 'pos', 'protocol', 'stability', 'transaction', 'validator']);
  });

  it.each(l1Pages.map((p) => [p.file, p] as const))('%s says what replaced it in its first lines', (_file, page) => {
    const opening = page.body
      .split('\n')
      .filter((line) => !line.startsWith('import '))
      .join('\n')
      .trim()
      .split('\n')
      .slice(0, 4)
      .join('\n');
    expect(opening, `${page.file}: start with a ":::note[History]" admonition`).toMatch(/^:::note\[History\]/);
    expect(opening, `${page.file}: link to ../../cel2/index.md in the opening note`).toContain('](../../cel2/index.md)');
    expect(opening, `${page.file}: name the migration (block 31,056,500, March 26, 2025)`).toMatch(/March 26, 2025/);
  });
});

describe('glossary', () => {
  const glossary = parsed.find((p) => p.file.endsWith(path.join('using-celo', 'glossary.md')));
  const terms = [...(glossary?.body ?? '').matchAll(/^### (.+?) \{\/\* #([a-z0-9-]+) \*\/\}$/gm)].map((m) => ({
    term: m[1] ?? '',
    id: m[2] ?? '',
  }));

  it('defines at least 30 terms, each with an explicit anchor', () => {
    const headings = (glossary?.body.match(/^### /gm) ?? []).length;
    expect(terms.length, 'every "### Term" heading needs an explicit id comment').toBe(headings);
    expect(terms.length).toBeGreaterThanOrEqual(30);
  });

  it('has unique anchors', () => {
    const ids = terms.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('defines the terms other pages link to', () => {
    const ids = new Set(terms.map((t) => t.id));
    for (const id of ['l2', 'op-stack', 'sequencer', 'eigenda', 'fee-currency', 'cip', 'epoch', 'validator-group', 'forno', 'op-reth', 'op-node', 'mento', 'usdm', 'token-duality', 'odis']) {
      expect(ids.has(id), `glossary: add a "${id}" entry`).toBe(true);
    }
  });

  it('links from other pages resolve to an entry', () => {
    const ids = new Set(terms.map((t) => t.id));
    for (const page of parsed) {
      for (const m of page.body.matchAll(/glossary\.md#([a-z0-9-]+)\)/g)) {
        expect(ids.has(m[1] ?? ''), `${page.file}: glossary anchor #${m[1]} does not exist`).toBe(true);
      }
    }
  });
});

describe('sidebar categories', () => {
  const categoryFiles = sections
    .flatMap((s) => walk(path.join(docsDir, s)).map((f) => path.dirname(f)))
    .filter((dir, i, all) => all.indexOf(dir) === i && !sections.some((s) => dir === path.join(docsDir, s)));

  it.each(categoryFiles.map((d) => [path.relative(root, d), d] as const))('%s has a _category_.json linking to its index', (_rel, dir) => {
    const file = path.join(dir, '_category_.json');
    expect(fs.existsSync(file), `${path.relative(root, dir)}: add a _category_.json`).toBe(true);
    const category = JSON.parse(fs.readFileSync(file, 'utf8')) as {label?: string; link?: {type?: string; id?: string}};
    expect(typeof category.label).toBe('string');
    if (category.link?.type === 'doc') {
      const id = category.link.id ?? '';
      const exists = ['.md', '.mdx'].some((ext) => fs.existsSync(path.join(docsDir, id + ext)));
      expect(exists, `${path.relative(root, file)}: link id "${id}" matches no file`).toBe(true);
    }
  });
});
