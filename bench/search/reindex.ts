/**
 * Rebuilds the sharded search index (`search-index/`) of an existing production
 * build, without a full site build, and prints the time it took (the time the
 * plugin adds to `docusaurus build`). Routes are read from the build's HTML files.
 *
 *   npx tsx bench/search/reindex.ts [buildDir] [contentWords] [--locale <locale>]
 *
 * With `--locale es` (or `pt-BR`), buildDir is that locale's build (`build/es`): its routes
 * under the locale's baseUrl, its front matter from `.docusaurus-<locale>/`, its language.
 */
import path from 'node:path';
import {writeIndex} from '../../src/plugins/local-search/indexer/build';
import {indexOptions} from './builtIndex';

async function main() {
  const args = process.argv.slice(2);
  const localeAt = args.indexOf('--locale');
  const locale = localeAt >= 0 ? args[localeAt + 1] : 'en';
  const positional = args.filter((arg, i) => !arg.startsWith('--') && (localeAt < 0 || i !== localeAt + 1));
  const outDir = path.resolve(positional[0] ?? 'build');
  const result = await writeIndex(indexOptions(outDir, Number(positional[1] ?? 12), locale));
  console.log(
    `${result.pages} pages, ${result.sections} sections: manifest ${(result.manifestBytes / 1024).toFixed(1)} KB, ` +
      `${result.files.length - 1} parts, ${(result.shardBytes / 1024).toFixed(1)} KB raw, ` +
      `built in ${result.millis} ms -> ${path.join(outDir, 'search-index')}`,
  );
}

void main();
