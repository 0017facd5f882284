/**
 * Every `dot diagram` block in docs/ renders (src/remark/diagrams.ts would fail the build otherwise),
 * with its placeholders filled from src/data, a text description, and a drawing narrow enough to
 * read on a phone or, at worst, to scroll inside its own box.
 */
import fs from 'node:fs';
import path from 'node:path';
import {walkFiles} from '../../config/docsFiles';
import {describe, expect, it} from 'vitest';
import {diagramValues} from '../../src/data/diagramValues';
import {renderDiagram} from '../../src/remark/diagram/render';
import {diagramMeta} from '../../src/remark/diagrams';

const ROOT = path.resolve(__dirname, '../..');

/** The Markdown and MDX files under a folder, partials included (a partial can hold a diagram too). */
const docsFiles = (dir: string): string[] => walkFiles(dir).filter((file) => /\.mdx?$/.test(file));

interface Block {
  page: string;
  line: number;
  title: string;
  source: string;
}

function blocks(): Block[] {
  return docsFiles(path.join(ROOT, 'docs')).flatMap((file) => {
    const text = fs.readFileSync(file, 'utf8');
    const out: Block[] = [];
    for (const match of text.matchAll(/^```dot[ \t]+(.*)\n([\s\S]*?)^```$/gm)) {
      const meta = diagramMeta(match[1]);
      if (!meta.diagram || !meta.title) continue;
      const line = text.slice(0, match.index).split('\n').length;
      out.push({page: path.relative(ROOT, file), line: line + 1, title: meta.title, source: match[2]!});
    }
    return out;
  });
}

describe('the diagrams of docs/', () => {
  const all = blocks();

  it('are on at least 16 pages', () => {
    expect(new Set(all.map((b) => b.page)).size).toBeGreaterThanOrEqual(16);
  });

  it.each(all.map((b) => [`${b.page}: ${b.title}`, b] as const))('%s renders, described, with its numbers from src/data', async (_name, block) => {
    const rendered = await renderDiagram({...block, id: 'diagram-x', values: diagramValues});
    expect(rendered.dot).not.toMatch(/\{\{/);
    expect(rendered.steps.length + rendered.parts.length).toBeGreaterThan(0);
    // Wider than this and even a desktop column scrolls; a phone scrolls the box, never the page.
    expect(rendered.width, 'width in px').toBeLessThanOrEqual(700);
  });
});
