/**
 * Site-wide content rules (CONTENT-GUIDE.md of the shared project notes, outside this repository)
 * checked on every page under docs/ and src/pages/. Each failure names the file and says what to fix.
 */
import {describe, expect, it} from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';

const root = path.resolve(__dirname, '../..');

function walk(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    // Files starting with "_" are MDX partials imported by pages, not pages.
    return /\.mdx?$/.test(entry.name) && !entry.name.startsWith('_') ? [full] : [];
  });
}

interface Page {
  file: string;
  frontMatter: Record<string, unknown>;
  body: string;
}

function readPage(file: string): Page {
  const text = fs.readFileSync(file, 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(text);
  const rel = path.relative(root, file);
  if (!match) return {file: rel, frontMatter: {}, body: text};
  return {file: rel, frontMatter: (parseYaml(match[1] ?? '') ?? {}) as Record<string, unknown>, body: match[2] ?? ''};
}

/** Text outside fenced code blocks. */
const outsideCode = (body: string) => body.replace(/^(```|~~~)[\s\S]*?^\1/gm, '');

const pages = [...walk(path.join(root, 'docs')), ...walk(path.join(root, 'src/pages'))].map(readPage);
const cases = pages.map((page) => [page.file, page] as const);

describe('every page', () => {
  it('the site has its pages', () => {
    expect(pages.length).toBeGreaterThan(100);
  });

  it.each(cases)('%s: front matter has a title and a description of at most 160 characters', (_f, page) => {
    const {title, description} = page.frontMatter;
    expect(typeof title === 'string' && title.trim().length > 0, `${page.file}: add a "title" to the front matter`).toBe(
      true,
    );
    expect(typeof description, `${page.file}: add a one-sentence "description" to the front matter`).toBe('string');
    const length = (description as string).length;
    expect(length, `${page.file}: the description has ${length} characters; keep it at most 160`).toBeLessThanOrEqual(160);
  });

  it.each(cases)('%s: is a real page with no placeholder text', (_f, page) => {
    const text = outsideCode(page.body);
    const placeholder = /\b(TODO|TBD|FIXME|coming soon|lorem ipsum)\b/i.exec(text);
    expect(placeholder?.[0], `${page.file}: remove the placeholder "${placeholder?.[0]}"`).toBeUndefined();
    const words = text.replace(/<[^>]+>|import .*$/gm, ' ').split(/\s+/).filter(Boolean).length;
    expect(words, `${page.file}: only ${words} words; a page must help a reader do something`).toBeGreaterThanOrEqual(40);
  });

  it.each(cases)('%s: every code block names its language', (_f, page) => {
    const fences = [...page.body.matchAll(/^(\s*)(```+)(.*)$/gm)];
    // A fence closes only the block opened with a fence of its length or shorter
    // (CommonMark), so a ```` block may hold ``` lines; the openers are checked.
    let open: string | null = null;
    for (const fence of fences) {
      const ticks = fence[2]!;
      const info = fence[3]!.trim();
      if (open === null) {
        expect(info, `${page.file}: add a language to the code block "${fence[0].trim()}"`).not.toBe('');
        open = ticks;
      } else if (info === '' && ticks.length >= open.length) {
        open = null;
      }
    }
  });

  it.each(cases)('%s: images have alt text and external links use https', (_f, page) => {
    const text = outsideCode(page.body);
    for (const image of text.matchAll(/!\[([^\]]*)\]\(([^)]+)\)/g)) {
      expect(image[1]!.trim(), `${page.file}: add alt text to the image ${image[2]}`).not.toBe('');
    }
    for (const tag of text.matchAll(/<img\b[^>]*>/g)) {
      expect(tag[0], `${page.file}: add an alt attribute to ${tag[0]}`).toMatch(/\balt=/);
    }
    for (const link of text.matchAll(/\]\((http:\/\/[^)\s]+)\)/g)) {
      expect(link[1], `${page.file}: use https for ${link[1]}`).toMatch(/^http:\/\/(localhost|127\.0\.0\.1)/);
    }
  });
});
