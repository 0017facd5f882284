/**
 * Rebuilds the sharded search index (`search-index/`) of an existing production
 * build, without a full site build, and prints the time it took (the time the
 * plugin adds to `docusaurus build`). Routes are read from the build's HTML files.
 *
 *   npx tsx bench/search/reindex.ts [buildDir] [contentWords]
 */
import path from 'node:path';
import {writeIndex} from '../../src/plugins/local-search/indexer/build';
import {indexOptions} from './builtIndex';

async function main() {
  const outDir = path.resolve(process.argv[2] ?? 'build');
  const result = await writeIndex(indexOptions(outDir, Number(process.argv[3] ?? 12)));
  console.log(
    `${result.pages} pages, ${result.sections} sections: manifest ${(result.manifestBytes / 1024).toFixed(1)} KB, ` +
      `${result.files.length - 1} parts, ${(result.shardBytes / 1024).toFixed(1)} KB raw, ` +
      `built in ${result.millis} ms -> ${path.join(outDir, 'search-index')}`,
  );
}

void main();
