/**
 * The pages of this site and their heading ids, read from the source files
 * (no build needed). Used by tests/unit/redirects.test.ts to check that every
 * old URL lands on a page and anchor that exist. Node only: never import it
 * from client code.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createSlugger} from '@docusaurus/utils';
import {walkFiles} from '../docsFiles';

const repo = path.resolve(__dirname, '../..');

/** Routes added by plugins rather than files: the search page and the tutorials catalogue. */
export const pluginRoutes = ['/search', '/tutorials'];


/** The `slug` and `id` front matter of a docs file, which change its URL. */
function frontMatterPath(file: string): {slug?: string; id?: string} {
  const text = fs.readFileSync(file, 'utf8');
  const block = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
  const value = (key: string) => new RegExp(`^${key}:\\s*['"]?([^'"\\n]+?)['"]?\\s*$`, 'm').exec(block)?.[1];
  return {slug: value('slug'), id: value('id')};
}

/**
 * Site path -> source file, following Docusaurus rules: docs are served from
 * the root (routeBasePath '/'); `index`, `README` or a file named like its
 * folder takes the folder URL; `slug` and `id` front matter override the
 * path; files and folders starting with `_` are partials.
 */
export function siteRoutes(root = repo): Map<string, string> {
  const routes = new Map<string, string>();
  const docs = path.join(root, 'docs');
  for (const file of walkFiles(docs)) {
    if (!/\.mdx?$/.test(file)) continue;
    const segments = path.relative(docs, file).replace(/\.mdx?$/, '').split(path.sep);
    if (segments.some((segment) => segment.startsWith('_'))) continue;
    const {slug, id} = frontMatterPath(file);
    if (id) segments[segments.length - 1] = id;
    const last = segments[segments.length - 1];
    if (!id && (last === 'index' || last === 'README' || (segments.length > 1 && last === segments[segments.length - 2]))) segments.pop();
    if (slug?.startsWith('/')) routes.set(slug.replace(/\/+$/, '') || '/', file);
    else if (slug) routes.set('/' + [...segments.slice(0, -1), slug].join('/').replace(/\/+$/, ''), file);
    else routes.set('/' + segments.join('/'), file);
  }
  // Category pages (`_category_.json` with a generated index) get /category/<label> or their own slug.
  for (const file of walkFiles(docs)) {
    if (path.basename(file) !== '_category_.json') continue;
    const category = JSON.parse(fs.readFileSync(file, 'utf8')) as {label?: string; link?: {type?: string; slug?: string}};
    if (category.link?.type !== 'generated-index') continue;
    const label = category.label ?? path.basename(path.dirname(file));
    const kebab = label.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
    routes.set(category.link.slug ?? `/category/${kebab}`, file);
  }
  const pages = path.join(root, 'src/pages');
  for (const file of walkFiles(pages)) {
    if (!/\.(tsx|jsx|md|mdx)$/.test(file)) continue;
    const segments = path.relative(pages, file).replace(/\.(tsx|jsx|md|mdx)$/, '').split(path.sep);
    if (segments.some((segment) => segment.startsWith('_'))) continue;
    if (segments[segments.length - 1] === 'index') segments.pop();
    routes.set('/' + segments.join('/'), file);
  }
  for (const route of pluginRoutes) routes.set(route, '');
  return routes;
}

/** The text a heading shows, without Markdown syntax. */
function headingText(raw: string): string {
  return raw
    .replace(/\\([:\\`*_{}[\]()#+\-.!<>])/g, '$1')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/(\*\*|__|\*|_)(.+?)\1/g, '$2')
    .trim();
}

/**
 * The anchor ids of a Markdown or MDX page: heading ids (explicit `{#id}` or
 * `{/* #id *\/}`, else the slug Docusaurus makes from the text) and `id="..."`
 * attributes written in the page.
 */
export function headingIds(file: string): Set<string> {
  const ids = new Set<string>();
  if (!file || !/\.mdx?$/.test(file)) return ids;
  const slugger = createSlugger();
  let fence: string | null = null;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const fenceMatch = /^\s*(```+|~~~+)/.exec(line);
    if (fenceMatch) {
      if (!fence) fence = fenceMatch[1]!;
      else if (line.trim().startsWith(fence)) fence = null;
      continue;
    }
    if (fence) continue;
    for (const match of line.matchAll(/\bid=["']([^"']+)["']/g)) ids.add(match[1]!);
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const explicit = /\{\s*(?:\/\*\s*)?#([\w-]+)\s*(?:\*\/\s*)?\}\s*$/.exec(heading[1]!);
    if (explicit) ids.add(explicit[1]!);
    else ids.add(slugger.slug(headingText(heading[1]!)));
  }
  return ids;
}

/** Reads a route list: one path a line, `#` comments and blank lines ignored. */
export function readRouteList(file: string): string[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}

/** The route lists brought into the repository, by name. */
export function routeLists(root = repo): Record<string, string[]> {
  const dir = path.join(root, 'config/routes');
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.txt'))
      .sort()
      .map((name) => [name, readRouteList(path.join(dir, name))]),
  );
}

/**
 * The forms of one old URL that hosts treat as the same page: `/a/index`,
 * `/a.html`, `/a/index.html` and `/a/` are all `/a`.
 */
export function cleanPath(pathname: string): string {
  const clean = pathname.replace(/\/+$/, '').replace(/\.html$/, '').replace(/\/index$/, '');
  return clean || '/';
}
