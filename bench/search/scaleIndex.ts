/**
 * How the sharded search index scales: makes the index records of N pages
 * from a build's real ones, runs the real indexer (shardIndex) on them and
 * prints, per N, the index size, the bytes a set of sample queries fetches
 * before its results, and the engine's time per keystroke in Node.
 *
 *   npx tsx bench/search/scaleIndex.ts [buildDir] [N ...] [--block-pages=N] [--part-chars=N] [--first-only]
 *   (default: build 273 500 2000 10000, the plugin's shard sizes)
 *
 * Pages past the real ones are copies of real pages with their own URL and
 * title and about a quarter of their words swapped for words drawn from the
 * real pages (by frequency); 2% of the swaps make a new identifier of two real
 * words (`stakingRewards`), so the vocabulary keeps growing with N as a real
 * site's does. The first N (up to the real count) are the real pages.
 */
import path from 'node:path';
import zlib from 'node:zlib';
import {compactIndexOf} from './builtIndex';
import {SearchEngine} from '../../src/plugins/local-search/engine/search';
import type {CompactIndex, PageTuple, SectionTuple} from '../../src/plugins/local-search/engine/format';
import {WORD} from '../../src/plugins/local-search/engine/text';
import {DEFAULT_SHARD_OPTIONS, shardIndex, type ShardOptions} from '../../src/plugins/local-search/indexer/shard';
import {fillForQuery, type ShardFile} from '../../src/plugins/local-search/engine/parts';

const QUERIES = [
  'mainnet', 'fee currency', 'metamask', 'lockedcelo:lock', 'hardhat deploy', 'validator group',
  'bridge', 'celo sepolia faucet', 'governance proposal', 'viem', 'How do I stake CELO', 'celo',
  'run a node', 'USDm', 'chain id',
];

/** A small deterministic random source (mulberry32), so runs compare. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The real index grown (or cut) to `count` pages. */
export function scaledIndex(real: CompactIndex, count: number): CompactIndex {
  const words: string[] = [];
  for (const section of real.sections) {
    for (const text of [section[3], section[5], section[6]]) for (const match of text.matchAll(WORD)) words.push(match[0]);
  }
  const rand = random(count);
  const draw = () => words[Math.floor(rand() * words.length)]!;
  const vary = (text: string) =>
    text.replace(WORD, (word) => {
      if (rand() >= 0.25) return word;
      if (rand() < 0.02) {
        const second = draw();
        return `${draw().toLowerCase()}${second.charAt(0).toUpperCase()}${second.slice(1).toLowerCase()}`;
      }
      return draw();
    });
  const pages: PageTuple[] = [];
  const sections: SectionTuple[] = [];
  for (let copy = 0; pages.length < count; copy += 1) {
    const firstSection = new Map<number, number>();
    real.sections.forEach((section, i) => {
      const page = section[0];
      if (copy * real.pages.length + page >= count) return;
      firstSection.set(i, sections.length);
      const [, anchor, level, heading, parent, content, extra] = section;
      sections.push([
        copy * real.pages.length + page,
        anchor,
        level,
        copy === 0 ? heading : vary(heading),
        parent >= 0 ? (firstSection.get(parent) ?? -1) : -1,
        copy === 0 ? content : vary(content),
        copy === 0 ? extra : vary(extra),
      ]);
    });
    for (const page of real.pages) {
      if (pages.length >= count) break;
      const [url, lvl0, tags, title, weight, keywords, howTo] = page;
      pages.push(
        copy === 0
          ? page
          : [`${url.replace(/\/$/, '')}/v${copy}`, lvl0, tags, `${vary(title)} (${draw()})`, weight, keywords, howTo],
      );
    }
  }
  return {...real, pages, sections};
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * q))] ?? NaN;
};

function measure(real: CompactIndex, count: number, options: ShardOptions, firstOnly = false) {
  const index = scaledIndex(real, count);
  const started = Date.now();
  const {manifest, files} = shardIndex(index, options);
  const shardMs = Date.now() - started;
  const compressed = new Map<string, {gzip: number; brotli: number}>();
  const sizeOf = (name: string, content: string) => {
    let size = compressed.get(name);
    if (!size) {
      size = {
        gzip: zlib.gzipSync(content, {level: 9}).length,
        brotli: zlib.brotliCompressSync(content, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11}}).length,
      };
      compressed.set(name, size);
    }
    return size;
  };
  const manifestJson = JSON.stringify(manifest);
  const manifestSize = sizeOf('manifest', manifestJson);
  let raw = manifestJson.length;
  let gzip = manifestSize.gzip;
  for (const [name, content] of files) {
    raw += content.length;
    gzip += sizeOf(name, content).gzip;
  }
  const read = (name: string) => JSON.parse(files.get(name)!) as ShardFile;

  // Each query typed into a fresh engine, one keystroke at a time, as the modal
  // asks: the bytes fetched by the time the whole query's results show.
  const typed: Array<{gzip: number; brotli: number; files: number}> = [];
  const bytesOf = (names: Iterable<string>) => {
    let total = manifestSize.brotli;
    for (const name of names) total += sizeOf(name, files.get(name)!).brotli;
    return total;
  };
  // The whole query at once (pasted, or a link to the search page), brotli.
  const pasted = (firstOnly ? [] : QUERIES).map((query) => bytesOf(fillForQuery(new SearchEngine(manifest), query, read)));
  // The first results: what the first keystroke of each query fetches, brotli.
  const first = QUERIES.map((query) => bytesOf(fillForQuery(new SearchEngine(manifest), query.slice(0, 1), read)));
  const times: number[] = [];
  for (const query of firstOnly ? [] : QUERIES) {
    const engine = new SearchEngine(manifest);
    const fetched = new Set<string>();
    for (let i = 1; i <= query.length; i += 1) {
      for (const name of fillForQuery(engine, query.slice(0, i), read)) fetched.add(name);
    }
    let sizeGzip = manifestSize.gzip;
    let sizeBrotli = manifestSize.brotli;
    for (const name of fetched) {
      const size = sizeOf(name, files.get(name)!);
      sizeGzip += size.gzip;
      sizeBrotli += size.brotli;
    }
    typed.push({gzip: sizeGzip, brotli: sizeBrotli, files: fetched.size});
    // Engine time per keystroke once its parts are in: the check for missing parts and the search.
    for (let i = 1; i <= query.length; i += 1) {
      const t = process.cpuUsage();
      engine.missingFiles(query.slice(0, i));
      engine.search(query.slice(0, i));
      const used = process.cpuUsage(t);
      times.push((used.user + used.system) / 1000);
    }
  }
  return {
    count,
    sections: index.sections.length,
    files: files.size,
    raw,
    gzip,
    manifest: manifestSize,
    shardMs,
    typedGzip: typed.map((t) => t.gzip),
    typedBrotli: typed.map((t) => t.brotli),
    typedFiles: typed.map((t) => t.files),
    pasted,
    first,
    times,
  };
}

async function main() {
  const buildDir = path.resolve(process.argv[2] ?? 'build');
  // --block-pages=N and --part-chars=N try other shard sizes than the plugin's.
  const flag = (name: string) => Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? NaN);
  const options: ShardOptions = {
    blockPages: flag('block-pages') || DEFAULT_SHARD_OPTIONS.blockPages,
    partChars: flag('part-chars') || DEFAULT_SHARD_OPTIONS.partChars,
  };
  const counts = process.argv.slice(3).filter((arg) => !arg.startsWith('--')).map(Number);
  // The build writes the index sharded only: the records are made again from its pages.
  const index = await compactIndexOf(buildDir);
  console.log(`Real index: ${index.pages.length} pages, ${index.sections.length} sections (${buildDir})`);
  console.log(`Shards: ${options.blockPages} pages per record block, postings files of ${options.partChars} characters`);
  console.log(`Queries (typed one keystroke at a time into a fresh engine): ${QUERIES.join(', ')}\n`);
  console.log('| pages | sections | files | index raw / gzip | manifest gzip / brotli | query bytes gzip: median / p95 / max | brotli: median / p95 / max | files per query (median) | pasted, brotli: median / max | first keystroke, brotli: median / max | keystroke median / p95 (Node) | shard time |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const count of counts.length > 0 ? counts : [273, 500, 2000, 10000]) {
    // --first-only: sizes and the first keystroke's bytes only (the rest takes long at 10,000 pages).
    const m = measure(index, count, options, process.argv.includes('--first-only'));
    const row = [
      m.count,
      m.sections,
      m.files,
      `${kb(m.raw)} / ${kb(m.gzip)}`,
      `${kb(m.manifest.gzip)} / ${kb(m.manifest.brotli)}`,
      [0.5, 0.95, 1].map((q) => kb(quantile(m.typedGzip, q))).join(' / '),
      [0.5, 0.95, 1].map((q) => kb(quantile(m.typedBrotli, q))).join(' / '),
      quantile(m.typedFiles, 0.5),
      `${kb(quantile(m.pasted, 0.5))} / ${kb(quantile(m.pasted, 1))}`,
      `${kb(quantile(m.first, 0.5))} / ${kb(quantile(m.first, 1))}`,
      `${quantile(m.times, 0.5).toFixed(2)} / ${quantile(m.times, 0.95).toFixed(2)} ms`,
      `${(m.shardMs / 1000).toFixed(1)} s`,
    ];
    console.log(`| ${row.join(' | ')} |`);
  }
}

if (require.main === module) void main();
