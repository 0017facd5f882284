/**
 * Which files of a build make up the local search index, and which of them a first query needs.
 * The one place to change when src/plugins/local-search changes its file layout (the index is
 * being split into a manifest and shards).
 */
import fs from 'node:fs';
import path from 'node:path';

export interface SearchFiles {
  /** Files fetched before the first results can show. */
  first: string[];
  /** Files fetched after (in the background) or on later queries. */
  rest: string[];
  /** How the layout was recognised. */
  layout: string;
}

export function searchFiles(buildDir: string): SearchFiles {
  const at = (name: string) => path.join(buildDir, name);
  // Today's layout: search-index.json (pages, headings, opening words) answers the first query;
  // search-terms.json (the remaining words) is fetched right after (src/plugins/local-search/client/loader.ts).
  if (fs.existsSync(at('search-index.json')) && fs.existsSync(at('search-terms.json'))) {
    return {first: [at('search-index.json')], rest: [at('search-terms.json')], layout: 'search-index.json + search-terms.json'};
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
