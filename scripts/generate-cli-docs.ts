/**
 * Regenerates docs/cli/<topic>.mdx and the docs/cli/_*.mdx partials from src/data/celocli, and the
 * same pages in each other language that has translations of the data's sentences
 * (src/data/celocli/translations/<locale>.json → i18n/<locale>/.../current/cli/).
 * Run: npm run gen:cli   (tsx scripts/generate-cli-docs.ts)
 * Pass --check to only report files that are out of date (exit code 1 if any).
 */
import {dirname, join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';

import {generateLocalizedCliDocs, localizedCliDir} from './celocli-docs/localized';
import {cliLocales} from './celocli-docs/strings';
import {checkCliDocs, writeCliDocs, type SyncReport} from './celocli-docs/write';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const checkOnly = process.argv.includes('--check');

const targets: {dir: string; report: SyncReport}[] = [];
const docsDir = join(root, 'docs', 'cli');
targets.push({dir: docsDir, report: checkOnly ? checkCliDocs(docsDir) : writeCliDocs(docsDir)});
for (const locale of cliLocales(root)) {
  const dir = localizedCliDir(root, locale);
  const {files, untranslated, unused} = generateLocalizedCliDocs(root, locale);
  targets.push({dir, report: checkOnly ? checkCliDocs(dir, files) : writeCliDocs(dir, files)});
  // Not an error: such a page shows the English page with the "not translated" notice until translated.
  for (const {path, missing} of untranslated) {
    console.warn(`${locale}: cli/${path} is not written: no translation of ${missing.map((s) => JSON.stringify(s)).join(', ')}`);
  }
  if (unused.length > 0) console.warn(`${locale}: translations no page shows any more (remove them): ${unused.map((s) => JSON.stringify(s)).join(', ')}`);
}

let outOfDate = 0;
for (const {dir, report} of targets) {
  const changed = [...report.outdated, ...report.stale];
  outOfDate += changed.length;
  const where = relative(root, dir);
  if (checkOnly && changed.length > 0) console.error(`${where} is out of date: ${changed.join(', ')}. Run npm run gen:cli.`);
  if (!checkOnly) {
    console.log(
      changed.length > 0
        ? `Wrote ${report.outdated.length} and removed ${report.stale.length} file(s) in ${where}: ${changed.join(', ')}`
        : `${where} was already up to date.`,
    );
  }
}
if (checkOnly) {
  if (outOfDate > 0) process.exit(1);
  console.log('celocli docs are up to date.');
}
