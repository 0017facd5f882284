// HTTP rules of scripts/serve.mjs that need no file or socket: content
// coding, byte ranges, validators and cache lifetimes. Pure functions, so
// tests/unit/serve-http.test.ts checks the edge cases directly.

/**
 * The content coding to send for an Accept-Encoding header: `br` when the
 * client takes it at least as gladly as gzip (it is smaller), else `gzip`,
 * else null (the file as it is). `*` stands for any coding not named; q=0 refuses.
 * @param {string | undefined} header
 * @returns {'br' | 'gzip' | null}
 */
export function pickEncoding(header = '') {
  const quality = new Map();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    quality.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const of = (coding) => quality.get(coding) ?? quality.get('*') ?? 0;
  const br = of('br');
  const gzip = of('gzip');
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : null;
}

/**
 * One byte range of a `Range` header for a body of `size` bytes:
 * `{start, end}` (inclusive) to answer 206, `'unsatisfiable'` to answer 416,
 * or null to ignore the header and send the whole body (no header, another
 * unit, a malformed value, or several ranges: the whole file is allowed
 * there, and it spares building multipart bodies).
 * @param {string | undefined} header
 * @param {number} size
 * @returns {{start: number, end: number} | 'unsatisfiable' | null}
 */
export function parseRange(header, size) {
  if (!header) return null;
  const match = /^bytes=[ \t]*(\d*)-(\d*)[ \t]*$/i.exec(header);
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    // `bytes=-N`: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return {start: Math.max(0, size - length), end: size - 1};
  }
  // Digits beyond 2^53 become imprecise or Infinity; both still compare right against `size`.
  const start = Number(first);
  const end = last === '' ? Infinity : Number(last);
  // `bytes=9-2` is no range at all (ignored); `bytes=9-` of a 5-byte file is one past the end (416).
  if (end < start) return null;
  if (start >= size) return 'unsatisfiable';
  return {start, end: Math.min(end, size - 1)};
}

/**
 * True when an `If-None-Match` header names `etag` (or is `*`). The weak
 * comparison the header calls for: `W/"x"` matches `"x"`.
 * @param {string | undefined} header
 * @param {string} etag
 */
export function etagMatches(header, etag) {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = (tag) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => bare(tag) === bare(etag));
}

/**
 * True when the client's copy is current, so 304 is the answer (RFC 9110, 13.2.2): an
 * `If-None-Match` that names `etag`; or, only when there is no `If-None-Match` (which takes
 * precedence), an `If-Modified-Since` date not older than the file's Last-Modified. A date that
 * does not parse, or a list of several, is ignored, as the RFC asks.
 * @param {{'if-none-match'?: string, 'if-modified-since'?: string}} headers the request's headers
 * @param {string} etag
 * @param {number} mtimeMs the file's modification time; Last-Modified carries whole seconds
 */
export function notModified(headers, etag, mtimeMs) {
  if (headers['if-none-match'] !== undefined) return etagMatches(headers['if-none-match'], etag);
  const since = headers['if-modified-since'];
  if (!since || since.includes(',', since.indexOf(',') + 1)) return false;
  const date = Date.parse(since);
  if (Number.isNaN(date)) return false;
  return Math.floor(mtimeMs / 1000) * 1000 <= date;
}

/**
 * True when an `If-Range` header still describes the file, so the range may
 * be sent: the same strong ETag, or exactly its Last-Modified date.
 * @param {string | undefined} header
 * @param {string} etag
 * @param {string} lastModified
 */
export function ifRangeHolds(header, etag, lastModified) {
  if (!header) return true;
  const value = header.trim();
  if (value.startsWith('"') || value.startsWith('W/')) return value === etag;
  return value === lastModified;
}

// Bundler output under /assets/ (and each language's, /es/assets/, /pt-BR/assets/) carries a
// content hash in its name (main.149b0125.js, page-anatomy-773303bae8b586d6.png,
// page.4b93130.640.png): a new build gives changed files new names, so browsers may keep these forever.
const HASHED_ASSET = /^\/(?:[a-z]{2}(?:-[A-Z]{2})?\/)?assets\/(?:[^/]+\/)*[^/]*[.-][0-9a-f]{7,}\.[^/]+$/;

/**
 * Cache-Control for a URL path of the build: a year and `immutable` for hashed
 * assets, `no-cache` (always revalidate, answered by ETag with 304) for pages
 * and every other file, whose content changes at the same URL after a deploy.
 * @param {string} urlPath
 */
export function cacheControl(urlPath) {
  return HASHED_ASSET.test(urlPath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}
