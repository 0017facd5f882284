/**
 * The pages of docs/ that carry diagrams (`dot diagram` blocks, src/remark/diagrams.ts), with their
 * routes and diagram titles: read by the build-output test and the browser test of diagrams.
 */
import fs from 'node:fs';
import path from 'node:path';
import {walkFiles} from '../../config/docsFiles';
import {diagramMeta} from '../../src/remark/diagrams';

const ROOT = path.resolve(__dirname, '../..');
const DOCS = path.join(ROOT, 'docs');

/** The Markdown and MDX files under a folder, partials included (a partial can hold a diagram too). */
const docsFiles = (dir: string): string[] => walkFiles(dir).filter((file) => /\.mdx?$/.test(file));

/** Each page with diagrams: its file (from the repository root), its route (`index` is its folder) and the titles. */
export function pagesWithDiagrams(): {file: string; route: string; titles: string[]}[] {
  return docsFiles(DOCS).flatMap((file) => {
    // A diagram block shown as an example inside a longer fence (```` around ```) is not rendered.
    const text = fs.readFileSync(file, 'utf8').replace(/^(`{4,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '');
    const titles = [...text.matchAll(/^\s*```dot[ \t]+(.*)$/gm)].map((m) => diagramMeta(m[1])).filter((m) => m.diagram && m.title).map((m) => m.title!);
    if (titles.length === 0) return [];
    const slug = /^slug:\s*['"]?([^'"\n]+)['"]?\s*$/m.exec(text.split(/^---$/m)[1] ?? '')?.[1];
    const rel = path.relative(DOCS, file).replace(/\.mdx?$/, '');
    const route = slug ?? `/${rel.replace(/(^|\/)index$/, '')}`;
    return [{file: path.relative(ROOT, file), route: route.replace(/\/$/, '') || '/', titles}];
  });
}
