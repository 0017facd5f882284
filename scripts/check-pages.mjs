#!/usr/bin/env node
/**
 * Quick checks of docs pages without a site build, for writers:
 *   node scripts/check-pages.mjs docs/network/mainnet.md [more files...]
 * Compiles each page's MDX (syntax errors show with their line), checks the
 * front matter (title, description of at most 160 characters, `sources:` and
 * `last_reviewed:`), and checks that relative links to other docs files exist.
 * The full build (`npm run build`) remains the authority on links and anchors.
 */
import fs from 'node:fs';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import {parse as parseYaml} from 'yaml';
import {escapeMarkdownHeadingIds} from '@docusaurus/utils';

const SOURCE = /^(?:[A-Za-z0-9][\w.-]*\/[A-Za-z0-9][\w.-]*(?:@[0-9a-f]{7,40})?:[^\s:]+|https:\/\/[^\s/]+\.[^\s/]+(?:\/\S*)?)$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

async function checkPage(file) {
  const problems = [];
  const text = fs.readFileSync(file, 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(text);
  if (!match) return ['no front matter block'];
  let fm = {};
  try {
    fm = parseYaml(match[1]) ?? {};
  } catch (error) {
    return [`front matter is not valid YAML: ${error.message}`];
  }
  const body = match[2];
  if (typeof fm.title !== 'string' || !fm.title.trim()) problems.push('front matter: add a "title"');
  if (typeof fm.description !== 'string') problems.push('front matter: add a one-sentence "description"');
  else if (fm.description.length > 160) problems.push(`front matter: description has ${fm.description.length} characters (max 160)`);
  if (!Array.isArray(fm.sources) || fm.sources.length === 0) problems.push('front matter: add "sources:" (a list)');
  else for (const s of fm.sources) if (typeof s !== 'string' || !SOURCE.test(s)) problems.push(`front matter: source "${s}" is neither owner/name[@commit]:path nor an https URL`);
  const reviewed = fm.last_reviewed instanceof Date ? fm.last_reviewed.toISOString().slice(0, 10) : fm.last_reviewed;
  if (typeof reviewed !== 'string' || !DAY.test(reviewed)) problems.push('front matter: add "last_reviewed: YYYY-MM-DD"');
  try {
    // `{#id}` after a heading is Docusaurus's explicit id (config: markdown.mdx1Compat.headingIds), not JavaScript.
    await compile(escapeMarkdownHeadingIds(body), {remarkPlugins: [remarkGfm]});
  } catch (error) {
    const line = error.line ?? error.place?.line ?? error.position?.start?.line;
    const offset = text.slice(0, text.length - body.length).split('\n').length - 1;
    problems.push(`MDX does not compile${line ? ` (line ${line + offset})` : ''}: ${error.reason ?? error.message}`);
  }
  const withoutCode = body.replace(/^(```|~~~)[\s\S]*?^\1/gm, '');
  for (const link of withoutCode.matchAll(/\]\(([^)\s]+?\.mdx?)(#[^)\s]*)?\)/g)) {
    const target = link[1];
    if (/^[a-z]+:/.test(target)) continue;
    const resolved = target.startsWith('/') ? path.join('docs', target) : path.join(path.dirname(file), target);
    // A translated page's link to a page not translated yet is served from the English file.
    const localized = /^(?:.*[/\\])?i18n[/\\][^/\\]+[/\\]docusaurus-plugin-content-docs[/\\]current[/\\]/.exec(path.normalize(file));
    const english = localized && !target.startsWith('/') ? path.join('docs', path.relative(localized[0], resolved)) : undefined;
    if (!fs.existsSync(resolved) && !(english && fs.existsSync(english))) problems.push(`link to ${target}${link[2] ?? ''}: no file ${resolved}`);
  }
  return problems;
}

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: node scripts/check-pages.mjs <page.md|page.mdx> [...]');
  process.exit(2);
}
let failed = 0;
for (const file of files) {
  const problems = await checkPage(file);
  if (problems.length) {
    failed += 1;
    for (const p of problems) console.log(`${file}: ${p}`);
  } else console.log(`${file}: ok`);
}
process.exit(failed ? 1 : 0);
