/**
 * Every source the site names, with the file and line naming it: the `sources:` of each docs page,
 * and the sources of each data module of src/data (see ./dataSources.ts). `files` limits the
 * collection to some pages or modules.
 */
import fs from 'node:fs';
import path from 'node:path';
import {dataModuleSources} from './dataSources';
import {docsPages} from '../../config/docsFiles';
import {pageSources, type SourceUse} from './pageSources';
import {dataModules, sharedSourceNames, SOURCE_KEYS_MODULE} from './pins';

export class UsageError extends Error {}

/** The pages and data modules to read: all of them, or the ones named (paths from the root or the working folder). */
export function selectFiles(root: string, named: readonly string[], cwd = process.cwd()): string[] {
  const all = [...docsPages(root), ...dataModules(root).filter((f) => f !== SOURCE_KEYS_MODULE)];
  if (named.length === 0) return all;
  const known = new Set(all);
  return [
    ...new Set(
      named.map((name) => {
        const absolute = path.resolve(cwd, name);
        const relative = path.relative(root, absolute).split(path.sep).join('/');
        if (!fs.existsSync(absolute)) throw new UsageError(`${name}: no such file`);
        if (!known.has(relative)) throw new UsageError(`${name}: not a docs page (docs/**/*.md, *.mdx) or a data module (src/data/**/*.ts)`);
        return relative;
      }),
    ),
  ].sort();
}

/** The sources of the selected files. */
export function collectUses(root: string, files: readonly string[]): SourceUse[] {
  const shared = sharedSourceNames(root);
  return files.flatMap((file) => {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    return file.startsWith('docs/') ? pageSources(file, text) : dataModuleSources(file, text, shared).uses;
  });
}
