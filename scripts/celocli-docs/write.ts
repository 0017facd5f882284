/**
 * Writes the generated celocli pages to disk and reports which committed files are out of date.
 * Used by scripts/generate-cli-docs.ts and by tests/unit/celocli-docs.test.ts.
 */
import {existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

import {GENERATED_MARKER, generateCliDocs, type GeneratedFile} from './generate';

export interface SyncReport {
  /** Generated files whose committed copy is missing or different. */
  outdated: string[];
  /** Files in docs/cli that carry the generated marker but are no longer produced. */
  stale: string[];
}

function generatedOnDisk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter(
    (name) => name.endsWith('.mdx') && readFileSync(join(dir, name), 'utf8').includes(GENERATED_MARKER),
  );
}

/** Compares docs/cli with what the generator produces, without writing anything. */
export function checkCliDocs(dir: string, files: GeneratedFile[] = generateCliDocs()): SyncReport {
  const outdated = files
    .filter((f) => {
      const path = join(dir, f.path);
      return !existsSync(path) || readFileSync(path, 'utf8') !== f.content;
    })
    .map((f) => f.path);
  const expected = new Set(files.map((f) => f.path));
  const stale = generatedOnDisk(dir).filter((name) => !expected.has(name));
  return {outdated, stale};
}

/** Writes every generated file into `dir` (docs/cli) and deletes generated files that are no longer produced. */
export function writeCliDocs(dir: string, files: GeneratedFile[] = generateCliDocs()): SyncReport {
  mkdirSync(dir, {recursive: true});
  const report = checkCliDocs(dir, files);
  for (const f of files) {
    if (report.outdated.includes(f.path)) writeFileSync(join(dir, f.path), f.content);
  }
  for (const name of report.stale) rmSync(join(dir, name));
  return report;
}
