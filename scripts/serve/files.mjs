// The bytes scripts/serve.mjs sends for a file. Text files are read and
// compressed (Brotli and gzip) once, on first request, then answered from
// memory; a rebuilt file (other size or mtime) is read again. Compressing on
// demand instead of in a postbuild step keeps the build as it is, works on any
// build folder, and costs memory only for files that are asked for (about
// 35 MB if every text file of this site's build is; bounded, see
// createTextCache). Compression runs on libuv's thread pool, so the first
// request of a large file waits for it (main.js, 600 KB: about 0.5 s) but
// other requests do not; requests for the same file meanwhile share the work.
import fs from 'node:fs';
import zlib from 'node:zlib';
import {promisify} from 'node:util';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// Brotli 10, not 11: over every text file of this site's build, 2% more bytes (6.16 MB
// against 6.03 MB) for a third of the time (15 s against 42 s), which is the wait of the first
// request of each file. Quality 9 and below give about 11% more bytes.
const BROTLI_QUALITY = 10;

// Larger text files are streamed from disk as they are, like images.
const MAX_FILE_BYTES = 32 * 1024 * 1024;

/**
 * @typedef {{identity: Buffer, br: Buffer | null, gzip: Buffer | null}} Bodies
 * @typedef {{size: number, mtimeMs: number, bodies: Promise<Bodies>, bytes: number}} Entry
 */

/**
 * A cache of compressed text files holding at most `maxBytes` (all encodings counted). Past
 * that the oldest entries go: after rebuilds under a running server they are files the new
 * build renamed (hashed assets) or changed, which no request will ask for again.
 * @param {{maxBytes?: number}} [options]
 */
export function createTextCache({maxBytes = 256 * 1024 * 1024} = {}) {
  /** @type {Map<string, Entry>} */
  const entries = new Map();
  let total = 0;

  const drop = (file) => {
    total -= entries.get(file)?.bytes ?? 0;
    entries.delete(file);
  };

  /**
   * The bodies of a text file; `br` and `gzip` are null when they would not be smaller.
   * @param {string} file
   * @param {fs.Stats} stat this request's stat of the file: a rebuilt file (other size or mtime) is read again
   * @returns {Promise<Bodies> | null} null when the file is too large to keep in memory
   */
  function get(file, stat) {
    if (stat.size > MAX_FILE_BYTES) return null;
    const hit = entries.get(file);
    if (hit && hit.size === stat.size && hit.mtimeMs === stat.mtimeMs) return hit.bodies;
    drop(file);
    /** @type {Entry} */
    const entry = {size: stat.size, mtimeMs: stat.mtimeMs, bodies: compress(file), bytes: 0};
    entries.set(file, entry);
    entry.bodies.then(
      ({identity, br, gzip}) => {
        if (entries.get(file) !== entry) return;
        entry.bytes = identity.length + (br?.length ?? 0) + (gzip?.length ?? 0);
        total += entry.bytes;
        // Map keys iterate oldest first; the entry just added stays.
        for (const oldest of entries.keys()) {
          if (total <= maxBytes || oldest === file) break;
          drop(oldest);
        }
      },
      // A failed read is not kept: the next request tries again.
      () => entries.get(file) === entry && drop(file),
    );
    return entry.bodies;
  }

  return {get, has: (file) => entries.has(file)};
}

/** @returns {Promise<Bodies>} */
async function compress(file) {
  const identity = await fs.promises.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {[zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length},
    }),
    gzip(identity, {level: 9}),
  ]);
  const smaller = (body) => (body.length < identity.length ? body : null);
  return {identity, br: smaller(br), gzip: smaller(gz)};
}
