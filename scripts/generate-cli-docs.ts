/**
 * Regenerates docs/cli/<topic>.mdx and the docs/cli/_*.mdx partials from src/data/celocli.
 * Run: npm run gen:cli   (tsx scripts/generate-cli-docs.ts)
 * Pass --check to only report files that are out of date (exit code 1 if any).
 */
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';

import {checkCliDocs, writeCliDocs} from './celocli-docs/write';

const docsDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'cli');
const checkOnly = process.argv.includes('--check');

const report = checkOnly ? checkCliDocs(docsDir) : writeCliDocs(docsDir);
const changed = [...report.outdated, ...report.stale];

if (checkOnly) {
  if (changed.length > 0) {
    console.error(`celocli docs are out of date: ${changed.join(', ')}. Run npm run gen:cli.`);
    process.exit(1);
  }
  console.log('celocli docs are up to date.');
} else {
  console.log(
    changed.length > 0
      ? `Wrote ${report.outdated.length} and removed ${report.stale.length} file(s) in docs/cli: ${changed.join(', ')}`
      : 'celocli docs were already up to date.',
  );
}
