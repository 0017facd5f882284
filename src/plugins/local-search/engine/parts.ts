/**
 * Gives an engine on a sharded index the parts a query needs (see the plugin's
 * README, "Sharded index"). One implementation for every reader: the browser's
 * loader (client/loader.ts) fetches the parts, the tools in Node (the MCP
 * server, benches, tests: indexer/onDisk.ts) read them from disk.
 */
import type {SearchEngine, SearchOptions} from './search';
import type {PostingsShard, RecordBlock, VocabularyShard} from './format';

/** A file of the sharded index, parsed. */
export type ShardFile = VocabularyShard | PostingsShard | RecordBlock;

/** Adds one parsed file of the sharded index to an engine, by its name (`v-…`, `p-…`, `r-…`). */
export function addShardFile(engine: SearchEngine, name: string, file: ShardFile): void {
  if (name.startsWith('v-')) engine.addVocabulary(file as VocabularyShard);
  else if (name.startsWith('p-')) engine.addPostings(file as PostingsShard);
  else engine.addRecords(file as RecordBlock);
}

/**
 * Gives a sharded engine every file a query needs, read synchronously, round
 * after round (`SearchEngine.missingFiles`), until it answers as the whole
 * index would. Returns the names of the files it added, in the order they
 * were needed.
 */
export function fillForQuery(
  engine: SearchEngine,
  query: string,
  read: (name: string) => ShardFile,
  options: SearchOptions = {},
): string[] {
  const added: string[] = [];
  for (let missing = engine.missingFiles(query, options); missing.length > 0; missing = engine.missingFiles(query, options)) {
    for (const name of missing) {
      addShardFile(engine, name, read(name));
      added.push(name);
    }
  }
  return added;
}
