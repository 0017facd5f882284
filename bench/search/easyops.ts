/**
 * An approximation of @easyops-cn/docusaurus-search-local's search, run on the
 * index files of a build made with that plugin, for the comparison in eval.ts
 * and size.ts. Its browser code queries three lunr indexes (titles, headings,
 * contents) with every word required and a trailing wildcard on the last word,
 * and lists title hits, then heading hits, then content hits; this does the
 * same in Node. Returns null (with a printed note) when the plugin or its
 * lunr dependency is not installed or the build has no index of its own.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

interface EasyopsDocument {
  i: number;
  t: string;
  u: string;
  h?: string;
  p?: number;
}

interface LunrIndex {
  query(build: (q: LunrQuery) => void): Array<{ref: string; score: number}>;
}
interface LunrQuery {
  term(term: string, options: {wildcard?: number; presence?: number}): void;
}
interface LunrModule {
  Index: {load(data: unknown): LunrIndex};
  Query: {wildcard: {TRAILING: number}; presence: {REQUIRED: number; OPTIONAL: number}};
  tokenizer(text: string): Array<{toString(): string}>;
  stopWordFilter(token: unknown): unknown;
}

/** The index files easyops writes into a build. */
export function easyopsIndexFiles(buildDir: string): string[] {
  if (!existsSync(buildDir)) return [];
  return readdirSync(buildDir)
    .filter((name) => /^search-index.*\.json$/.test(name) && name !== 'search-index.json')
    .concat(existsSync(path.join(buildDir, 'search-index.json')) ? ['search-index.json'] : [])
    .map((name) => path.join(buildDir, name))
    .filter((file) => {
      try {
        return Array.isArray(JSON.parse(readFileSync(file, 'utf8')));
      } catch {
        return false;
      }
    });
}

export function easyopsSearcher(buildDir: string): ((q: string) => string[]) | null {
  let lunr: LunrModule;
  try {
    require.resolve('@easyops-cn/docusaurus-search-local');
    lunr = require('lunr') as LunrModule;
  } catch {
    console.log('note: @easyops-cn/docusaurus-search-local (or lunr) is not installed; comparison skipped.');
    return null;
  }
  const files = easyopsIndexFiles(buildDir);
  if (files.length === 0) {
    console.log(`note: no @easyops-cn search index in ${buildDir}; comparison skipped.`);
    return null;
  }
  const parts = JSON.parse(readFileSync(files[0]!, 'utf8')) as Array<{
    documents: EasyopsDocument[];
    index: unknown;
  }>;
  const loaded = parts.map((part) => ({
    documents: new Map(part.documents.map((d) => [String(d.i), d])),
    index: lunr.Index.load(part.index),
  }));
  return (q: string) => {
    const terms = lunr
      .tokenizer(q)
      .map((t) => lunr.stopWordFilter(t))
      .filter(Boolean)
      .map((t) => String(t).toLowerCase().replace(/[^\p{L}\p{N}_$]/gu, ''))
      .filter(Boolean);
    if (terms.length === 0) return [];
    const run = (presence: number) => {
      const urls: string[] = [];
      for (const part of loaded) {
        const hits = part.index.query((query) => {
          terms.forEach((term, i) =>
            query.term(term, {
              presence,
              ...(i === terms.length - 1 ? {wildcard: lunr.Query.wildcard.TRAILING} : {}),
            }),
          );
        });
        for (const hit of hits) {
          const doc = part.documents.get(hit.ref);
          if (doc) urls.push(doc.u + (doc.h ?? ''));
        }
      }
      return urls;
    };
    const required = run(lunr.Query.presence.REQUIRED);
    return required.length > 0 ? required : run(lunr.Query.presence.OPTIONAL);
  };
}
