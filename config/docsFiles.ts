/**
 * Walking the repository's folders, for the Node code that reads the docs without a build: the drift
 * check (scripts/drift/), the review check (scripts/review/), the route lists (config/routes/) and tests.
 * Node only: never import it from client code.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Every file under `dir`, at any depth, as full paths in directory order; none when `dir` does not exist. */
export function walkFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walkFiles(full) : [full];
  });
}

/**
 * Every docs page: the Markdown and MDX files under `docs/` (partials, whose names start with `_`, are
 * not pages), as paths from `root` with `/` separators, sorted.
 */
export function docsPages(root: string): string[] {
  return walkFiles(path.join(root, 'docs'))
    .filter((file) => /\.mdx?$/.test(path.basename(file)) && !path.basename(file).startsWith('_'))
    .map((file) => path.relative(root, file).split(path.sep).join('/'))
    .sort();
}
