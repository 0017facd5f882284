/**
 * Cuts the whole index into the sharded index the browser reads (see the
 * plugin's README, "Sharded index"). The postings and page frequencies are
 * those of the engine built on the whole index, so a sharded engine that has
 * the parts a query needs ranks exactly as the whole one.
 */
import {createHash} from 'node:crypto';
import {SearchEngine, shardKey} from '../engine/search';
import {
  encodePostings,
  INDEX_FORMAT,
  type CompactIndex,
  type PostingsShard,
  type RecordBlock,
  type SectionTuple,
  type ShardManifest,
  type VocabularyShard,
} from '../engine/format';

export interface ShardOptions {
  /** Pages per record block. */
  blockPages: number;
  /** Characters of encoded postings after which a postings file is closed. */
  partChars: number;
}

export const DEFAULT_SHARD_OPTIONS: ShardOptions = {blockPages: 2, partChars: 12_000};

export interface ShardedIndex {
  manifest: ShardManifest;
  /** File name (without `.json`) -> content, for the folder `manifest.build`. */
  files: Map<string, string>;
}

export function shardIndex(index: CompactIndex, options: ShardOptions = DEFAULT_SHARD_OPTIONS): ShardedIndex {
  const engine = new SearchEngine(index);
  const build = createHash('sha256')
    .update(JSON.stringify([index, options]))
    .digest('hex')
    .slice(0, 12);
  const files = new Map<string, string>();

  // Vocabulary and postings, by first character.
  const byKey = new Map<string, ReturnType<SearchEngine['exportTerms']>>();
  for (const entry of engine.exportTerms()) {
    const key = shardKey(entry.term);
    let list = byKey.get(key);
    if (!list) {
      list = [];
      byKey.set(key, list);
    }
    list.push(entry);
  }
  for (const [key, entries] of byKey) {
    const vocabulary: VocabularyShard = {v: INDEX_FORMAT, build, key, terms: [], pages: [], parts: []};
    let part: PostingsShard | null = null;
    let partSize = 0;
    const close = () => {
      if (part) files.set(`p-${key}-${part.part}`, JSON.stringify(part));
    };
    entries.forEach((entry, i) => {
      const encoded = encodePostings(entry.postings, entry.facts);
      if (!part || partSize >= options.partChars) {
        close();
        part = {v: INDEX_FORMAT, build, key, part: vocabulary.parts.length, terms: [], postings: []};
        vocabulary.parts.push(i);
        partSize = 0;
      }
      part.terms.push(entry.term);
      part.postings.push(encoded);
      partSize += encoded.length + entry.term.length;
      vocabulary.terms.push(entry.term);
      vocabulary.pages.push(entry.pages);
    });
    close();
    files.set(`v-${key}`, JSON.stringify(vocabulary));
  }

  // Record blocks: consecutive pages of one tag set (so a block tells the
  // filters of its records before it loads), at most `blockPages` of them.
  const blocks: ShardManifest['blocks'] = [];
  const l0Records = index.l0.map(() => 0);
  const aliases: ShardManifest['aliases'] = [];
  const firstWithUrl = new Map<string, number>();
  let sectionIndex = 0;
  let firstPage = 0;
  while (firstPage < index.pages.length) {
    const tag = index.pages[firstPage]![2];
    let lastPage = firstPage + 1;
    while (lastPage < index.pages.length && lastPage - firstPage < options.blockPages && index.pages[lastPage]![2] === tag) {
      lastPage += 1;
    }
    const pages = index.pages.slice(firstPage, lastPage);
    const content: RecordBlock = {v: INDEX_FORMAT, build, block: blocks.length, firstPage, firstSection: sectionIndex, pages, sections: []};
    blocks.push([
      sectionIndex,
      tag,
      Math.max(...pages.map((page) => (typeof page[4] === 'number' && page[4] > 0 ? page[4] : 1))),
      pages.some((page) => page[6] === 1) ? 1 : 0,
    ]);
    for (let section = index.sections[sectionIndex]; section && section[0] < lastPage; section = index.sections[sectionIndex]) {
      const [page, anchor, level, heading, parent, text, extra] = section;
      const pageTuple = index.pages[page];
      if (pageTuple) {
        l0Records[pageTuple[1]] = (l0Records[pageTuple[1]] ?? 0) + (text || extra ? 2 : 1);
        const url = anchor ? `${pageTuple[0]}#${anchor}` : pageTuple[0];
        const first = firstWithUrl.get(url);
        if (first === undefined) firstWithUrl.set(url, sectionIndex);
        else aliases.push([sectionIndex, first]);
      }
      content.sections.push([page, anchor, level, heading, parent, text, extra ? '+' : ''] satisfies SectionTuple);
      sectionIndex += 1;
    }
    files.set(`r-${content.block}`, JSON.stringify(content));
    firstPage = lastPage;
  }

  const manifest: ShardManifest = {
    v: INDEX_FORMAT,
    build,
    ...(index.lang ? {lang: index.lang} : {}),
    l0: index.l0,
    l0Records,
    tags: index.tags,
    pageCount: engine.pages,
    sections: index.sections.length,
    shards: [...byKey.keys()].sort(),
    blocks,
    aliases,
  };
  return {manifest, files};
}
