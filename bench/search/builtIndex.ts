// Loads the two files of a build's local-search index into an engine, the way
// the browser does (first file, then the extra terms).
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {SearchEngine} from '../../src/plugins/local-search/engine/search';
import type {CompactIndex, ExtraTermsFile} from '../../src/plugins/local-search/engine/format';

export interface BuiltIndex {
  index: CompactIndex;
  indexFile: string;
  termsFile: string;
  /** The engine with the first file only, as it answers the first searches. */
  headEngine: SearchEngine;
  /** The engine with every term. */
  engine: SearchEngine;
}

export function loadBuiltIndex(buildDir: string): BuiltIndex {
  const indexFile = path.join(buildDir, 'search-index.json');
  const termsFile = path.join(buildDir, 'search-terms.json');
  if (!existsSync(indexFile) || !existsSync(termsFile)) {
    console.error(`No ${indexFile} and ${path.basename(termsFile)}: build the site first (npm run build).`);
    process.exit(1);
  }
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as CompactIndex;
  const terms = JSON.parse(readFileSync(termsFile, 'utf8')) as ExtraTermsFile;
  const engine = new SearchEngine(index, {complete: false});
  engine.addExtraTerms(terms);
  return {index, indexFile, termsFile, headEngine: new SearchEngine(index), engine};
}
