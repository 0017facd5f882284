/**
 * A build's sharded index, read from disk: for the tools in Node (the MCP
 * server, the benches, the build-output tests) what client/loader.ts is for
 * the browser. The engine and its rounds are the browser's (engine/parts.ts);
 * only the reading differs (synchronous, from files).
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {SearchEngine, type SearchOptions, type SearchResult} from '../engine/search';
import {addShardFile, fillForQuery, type ShardFile} from '../engine/parts';
import {MANIFEST_FILE, SHARD_DIR, type ShardManifest} from '../engine/format';

export interface BuiltSearchIndex {
  /** The index's folder in the build (`search-index/`). */
  dir: string;
  manifest: ShardManifest;
  /** Names of every part (`v-…`, `p-…`, `r-…`, without `.json`). */
  parts: string[];
  read(name: string): ShardFile;
  /** An engine on the manifest, into which `search` loads the parts each query needs. */
  engine: SearchEngine;
  /** Searches as the browser does: first the parts the query needs, then the search. */
  search(query: string, options?: SearchOptions): SearchResult;
}

/** An index read through any reader of its files (paths inside `search-index/`), for the MCP bundle, which holds them in memory. */
export type IndexReader = Pick<BuiltSearchIndex, 'manifest' | 'read' | 'engine' | 'search'>;

/**
 * Opens a sharded index from `readText` (a file's text by its path inside `search-index/`, or
 * undefined when there is none); throws when there is no manifest.
 */
export function openIndexFrom(readText: (file: string) => string | undefined, where: string): IndexReader {
  const manifestText = readText(MANIFEST_FILE);
  if (manifestText === undefined) throw new Error(`No search index in ${where} (${SHARD_DIR}/${MANIFEST_FILE}).`);
  const manifest = JSON.parse(manifestText) as ShardManifest;
  const read = (name: string) => {
    const text = readText(`${manifest.build}/${name}.json`);
    if (text === undefined) throw new Error(`The search index in ${where} has no part ${name}.`);
    return JSON.parse(text) as ShardFile;
  };
  const engine = new SearchEngine(manifest);
  return {
    manifest,
    read,
    engine,
    search(query, options = {}) {
      fillForQuery(engine, query, read, options);
      return engine.search(query, options);
    },
  };
}

/** Opens the sharded index of a build; throws when the build has none. */
export function openBuiltIndex(buildDir: string): BuiltSearchIndex {
  const dir = path.join(buildDir, SHARD_DIR);
  const index = openIndexFrom((file) => {
    const full = path.join(dir, file);
    return existsSync(full) ? readFileSync(full, 'utf8') : undefined;
  }, path.resolve(buildDir));
  const parts = readdirSync(path.join(dir, index.manifest.build))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
  return {dir, parts, ...index};
}

/**
 * A new engine with every part of the index in: it ranks as the whole index
 * and never needs a part, for the benches that run many queries.
 */
export function loadWholeIndex(index: BuiltSearchIndex): SearchEngine {
  const engine = new SearchEngine(index.manifest);
  for (const name of index.parts) addShardFile(engine, name, index.read(name));
  return engine;
}
