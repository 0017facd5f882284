// Loads a build's whole local-search index (`search-index.json` with the extra
// terms of `search-terms.json` put back) into one engine: the browser's sharded
// index (`search-index/`) ranks exactly as this engine (tests/unit/search-shards.test.ts).
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {SearchEngine} from '../../src/plugins/local-search/engine/search';
import type {CompactIndex, ExtraTermsFile, SectionTuple} from '../../src/plugins/local-search/engine/format';

export interface BuiltIndex {
  /** The whole index, extra terms included. */
  index: CompactIndex;
  indexFile: string;
  termsFile: string;
  engine: SearchEngine;
}

export function loadBuiltIndex(buildDir: string): BuiltIndex {
  const indexFile = path.join(buildDir, 'search-index.json');
  const termsFile = path.join(buildDir, 'search-terms.json');
  if (!existsSync(indexFile) || !existsSync(termsFile)) {
    console.error(`No ${indexFile} and ${path.basename(termsFile)}: build the site first (npm run build).`);
    process.exit(1);
  }
  const head = JSON.parse(readFileSync(indexFile, 'utf8')) as CompactIndex;
  const terms = JSON.parse(readFileSync(termsFile, 'utf8')) as ExtraTermsFile;
  const index: CompactIndex = {
    ...head,
    sections: head.sections.map((section, i) => {
      const whole = [...section] as SectionTuple;
      whole[6] = terms.extra[i] ?? '';
      return whole;
    }),
  };
  return {index, indexFile, termsFile, engine: new SearchEngine(index)};
}
