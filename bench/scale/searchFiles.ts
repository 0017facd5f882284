/**
 * Which files of a build make up the local search index, and which of them a first query needs.
 * The one place to change when src/plugins/local-search changes its file layout.
 */
import fs from 'node:fs';
import path from 'node:path';
import {SearchEngine} from '../../src/plugins/local-search/engine/search';
import {fillForQuery} from '../../src/plugins/local-search/engine/parts';
import {openBuiltIndex} from '../../src/plugins/local-search/indexer/onDisk';

export interface SearchFiles {
  /** Files fetched before the first results can show. */
  first: string[];
  /** Files fetched after (in the background) or on later queries. */
  rest: string[];
  /** How the layout was recognised. */
  layout: string;
}

/** The query bench/search/perf.ts types in Chromium for the bytes to the first results. */
const FIRST_QUERY = 'network';

export function searchFiles(buildDir: string): SearchFiles {
  const at = (name: string) => path.join(buildDir, name);
  // The sharded index (src/plugins/local-search/README.md, "Sharded index"): the manifest, then the
  // parts the query needs, in the engine's rounds; the other parts serve other queries.
  if (fs.existsSync(at('search-index/manifest.json'))) {
    const index = openBuiltIndex(buildDir);
    const part = (name: string) => path.join(index.dir, index.manifest.build, `${name}.json`);
    const needed = new Set(fillForQuery(new SearchEngine(index.manifest), FIRST_QUERY, index.read));
    return {
      first: [path.join(index.dir, 'manifest.json'), ...[...needed].map(part)],
      rest: index.parts.filter((name) => !needed.has(name)).map(part),
      layout: `sharded: manifest + ${needed.size} of ${index.parts.length} parts for "${FIRST_QUERY}"`,
    };
  }
  // An unknown layout: count every search file of the build root and of a search/ folder as
  // needed first (an upper bound), and say so.
  const candidates = [
    ...fs.readdirSync(buildDir).filter((name) => /^search[-_.].*\.json$/.test(name)).map(at),
    ...(fs.existsSync(at('search')) && fs.statSync(at('search')).isDirectory()
      ? fs.readdirSync(at('search'), {recursive: true}).map(String).filter((n) => n.endsWith('.json')).map((n) => at(path.join('search', n)))
      : []),
  ];
  return {first: candidates, rest: [], layout: `unknown layout (${candidates.length} files, all counted as first): update bench/scale/searchFiles.ts`};
}
