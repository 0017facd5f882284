#!/usr/bin/env node
// Serves the production build (build/) the way the deployed site behaves:
// clean URLs without trailing slashes; old URLs answered with 301 from the
// redirect table (build/_redirects, written from config/routes/redirectTable.ts;
// scripts/serve/redirects.mjs reads it), and a path of an old family no rule
// names by its family's prefix rule, once no file answers; `.html`,
// `/index` and trailing-slash forms and wrong-case paths of real pages
// redirected to the canonical path; the not-found page with HTTP 404; security
// headers on every response. A redirect only ever points to a path of the
// table or of the build, never to one taken from the request, so it cannot
// send a reader to another site. Agents get Markdown: each page's twin at its
// URL plus `.md` (src/plugins/ai-docs), also answered for the page URL itself
// when the request's Accept header asks for `text/markdown`.
//
// Built to hold load in production: text is compressed once (Brotli or gzip,
// by Accept-Encoding) and answered from memory (scripts/serve/files.mjs);
// strong ETags and Last-Modified with 304, HEAD, single byte ranges, a year of caching for
// hashed assets and revalidation for the rest (scripts/serve/http.mjs);
// malformed requests get a 4xx and slow clients a timeout, never a stalled or
// crashed server: slow senders by Node's request limits, clients that stop
// reading by an idle and a response deadline (scripts/serve/deadlines.mjs).
// Files are served only from inside the build, links included
// (scripts/serve/paths.mjs). No dependencies, so it runs anywhere Node runs.
//
// Usage: node scripts/serve.mjs [--dir build] [--port 3000] [--host 127.0.0.1]
//                               [--headers-timeout 10000] (ms to receive a request's headers)
//                               [--idle-timeout 30000] (ms a socket may go without reading or writing)
//                               [--response-timeout 120000] (ms from a request to its response handed over whole)
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {securityHeaders} from '../config/securityHeaders.mjs';
import {cacheControl, ifRangeHolds, notModified, parseRange, pickEncoding} from './serve/http.mjs';
import {applyDeadlines, milliseconds} from './serve/deadlines.mjs';
import {createFileLookup} from './serve/paths.mjs';
import {headersFor, parseHeadersFile} from './serve/headers.mjs';
import {createTextCache} from './serve/files.mjs';
import {parseRedirectsFile, prefixTarget} from './serve/redirects.mjs';
import {answerMcp, isMcpRequest, loadMcpBundle} from '../mcp/node.mjs';

const {values: args} = parseArgs({
  options: {
    dir: {type: 'string', default: 'build'},
    port: {type: 'string', default: process.env.PORT ?? '3000'},
    host: {type: 'string', default: '127.0.0.1'},
    'headers-timeout': {type: 'string', default: '10000'},
    'idle-timeout': {type: 'string', default: '30000'},
    'response-timeout': {type: 'string', default: '120000'},
  },
});

const root = path.resolve(args.dir);
if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`No production build in ${root}. Run "npm run build" first.`);
  process.exit(1);
}
let headersTimeout, idleTimeout, responseTimeout;
try {
  [headersTimeout, idleTimeout, responseTimeout] = ['headers-timeout', 'idle-timeout', 'response-timeout'].map((name) => milliseconds(name, args[name]));
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.md', '.html', '.js', '.mjs', '.css', '.json', '.xml', '.txt', '.svg', '.map', '.webmanifest']);
// Deployable config written by the build (src/plugins/deploy-config): the
// moved-page redirects and the security headers (with the hashes of the
// build's inline scripts, and the playground frame's own policy), so this
// server behaves like the production host. A build without `_headers` gets
// the site's policy with no inline script allowed.
const headerRules = readHeaderRules();
const headers = headerRules ? headersFor(headerRules, '/') : securityHeaders();
/** The headers of a file's response: its path's blocks of `_headers`. */
const headersOf = (urlPath) => (headerRules ? headersFor(headerRules, urlPath) : headers);
const {exact: movedPages, prefixes: movedFamilies} = readRedirects();
// Lower-cased lookups, built once: a wrong-case URL costs one map lookup.
const movedPagesByCase = new Map([...movedPages].map(([from, to]) => [from.toLowerCase(), to]));
const pagesByCase = readPages();
const texts = createTextCache();

function readRedirects() {
  const file = path.join(root, '_redirects');
  return parseRedirectsFile(fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
}

/** Every page of the build (`a/b.html`, `a/b/index.html`), keyed by its lower-cased clean path. */
function readPages() {
  const map = new Map();
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) {
        const page = cleanPath('/' + path.relative(root, full).split(path.sep).join('/'));
        // Client redirect pages stand at old paths; the table answers those. A language's not-found
        // page (`/404.html`, `/es/404.html`) is served as it is named, as the service worker asks for it.
        if (!/^(\/[a-z]{2}(?:-[A-Z]{2})?)?\/404$/.test(page) && !movedPages.has(page) && !map.has(page.toLowerCase())) map.set(page.toLowerCase(), page);
      }
    }
  };
  walk(root);
  return map;
}

/** `/a/`, `/a.html`, `/a/index` and `/a/index.html` are all the page `/a`. */
export function cleanPath(pathname) {
  const clean = pathname.replace(/\/+$/, '').replace(/\.html$/, '').replace(/\/index$/, '');
  return clean || '/';
}

/** A redirect target with the request's query string, kept before any `#anchor`. */
function withSearch(target, search) {
  if (!search) return target;
  const hash = target.indexOf('#');
  return hash === -1 ? target + search : target.slice(0, hash) + search + target.slice(hash);
}

function readHeaderRules() {
  const file = path.join(root, '_headers');
  return fs.existsSync(file) ? parseHeadersFile(fs.readFileSync(file, 'utf8')) : null;
}

/** A file inside the build folder, or null: never a path, or a link's target, outside it. */
const fileAt = createFileLookup(root);

/** The Markdown twin of a page path (`/a` → `a.md`, `/` → `index.md`), when the build has one. */
function twinOf(pagePath) {
  return fileAt(pagePath === '/' ? 'index.md' : `${pagePath}.md`);
}

/**
 * True when the client asks for Markdown over HTML: `text/markdown` is listed with a quality
 * above zero, and `text/html` is not preferred over it.
 */
export function wantsMarkdown(accept = '') {
  const quality = (type) => {
    for (const part of accept.split(',')) {
      const [name, ...params] = part.trim().split(';');
      if (name.trim().toLowerCase() !== type) continue;
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return q ? Number(q.slice(2)) || 0 : 1;
    }
    return -1;
  };
  const markdown = quality('text/markdown');
  return markdown > 0 && markdown >= quality('text/html');
}

/** Maps a URL path to a file of the build, the way static hosts do. */
export function resolve(pathname) {
  if (pathname.endsWith('/')) return fileAt(path.join(pathname, 'index.html'));
  return fileAt(pathname) ?? fileAt(`${pathname}.html`) ?? fileAt(path.join(pathname, 'index.html'));
}

/**
 * Sends a file of the build: 304 when the client's copy is current, else the
 * body in the best encoding the client takes, whole or one byte range.
 */
async function send(req, res, status, file) {
  const stat = fs.statSync(file);
  const ext = path.extname(file);
  const bodies = COMPRESSIBLE.has(ext) ? await texts.get(file, stat) : null;
  const wanted = bodies ? pickEncoding(req.headers['accept-encoding']) : null;
  // The encoded body only when it is smaller than the file (tiny files are not).
  const encoding = wanted && bodies?.[wanted] ? wanted : null;
  const body = encoding ? bodies[encoding] : bodies?.identity;
  const size = body ? body.length : stat.size;
  // Strong, so byte ranges can be resumed with If-Range; each encoding is its own byte sequence.
  const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}${encoding ? `-${encoding}` : ''}"`;
  const lastModified = stat.mtime.toUTCString();
  const urlPath = '/' + path.relative(root, file).split(path.sep).join('/');
  const out = {
    ...headersOf(urlPath === '/index.html' ? '/' : urlPath.replace(/(?:\/index)?\.html$/, '')),
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': cacheControl(urlPath),
    ETag: etag,
    'Last-Modified': lastModified,
    // Pages (and their twins) answer in HTML or Markdown by the Accept header, so caches must key on it.
    Vary: ext === '.html' || ext === '.md' ? 'Accept, Accept-Encoding' : 'Accept-Encoding',
    'Accept-Ranges': 'bytes',
  };
  if (encoding) out['Content-Encoding'] = encoding;
  if (status === 200 && notModified(req.headers, etag, stat.mtimeMs)) {
    res.writeHead(304, out);
    res.end();
    return;
  }
  const range = status === 200 && ifRangeHolds(req.headers['if-range'], etag, lastModified) ? parseRange(req.headers.range, size) : null;
  if (range === 'unsatisfiable') {
    res.writeHead(416, {...headers, 'Content-Range': `bytes */${size}`, 'Content-Length': 0});
    res.end();
    return;
  }
  if (range) out['Content-Range'] = `bytes ${range.start}-${range.end}/${size}`;
  const {start, end} = range ?? {start: 0, end: size - 1};
  out['Content-Length'] = end - start + 1;
  res.writeHead(range ? 206 : status, out);
  if (req.method === 'HEAD' || size === 0) res.end();
  else if (body) res.end(range ? body.subarray(start, end + 1) : body);
  // Images, fonts and very large text files: streamed from disk, never held in memory.
  else fs.createReadStream(file, {start, end}).on('error', () => res.destroy()).pipe(res);
}

function notFound(req, res) {
  // A language's own not-found page (`/es/404.html`) for a path under its prefix, else the English one.
  const first = /^\/([^/?#]+)\//.exec(req.url ?? '')?.[1];
  const page = (first && !first.includes('.') && fileAt(`${first}/404.html`)) || fileAt('404.html');
  if (page) return send(req, res, 404, page);
  plain(res, 404, 'Page Not Found');
}

/** A short text answer, for errors that have no page. */
function plain(res, status, text, extraHeaders = {}) {
  res.writeHead(status, {...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(text), ...extraHeaders});
  res.end(text);
}

// No URL of the site comes near this; a longer request target is refused before any parsing.
const MAX_URL_LENGTH = 8 * 1024;

// The docs MCP endpoint at /mcp, when the build has its bundle (`<dir>-functions/mcp.mjs`, written
// by mcp/bundle.mjs): answered by the same function the hosts deploy (POST; other methods get a
// JSON-RPC 405 from it), so the preview answers MCP as production does. Without it, /mcp is a path.
const mcp = await loadMcpBundle(root);

async function route(req, res) {
  if (mcp && isMcpRequest(req.url)) return answerMcp(mcp.handle, req, res, {maxBodyBytes: mcp.maxBodyBytes, headers});
  if (req.method !== 'GET' && req.method !== 'HEAD') return plain(res, 405, 'Method Not Allowed', {Allow: 'GET, HEAD'});
  if ((req.url ?? '/').length > MAX_URL_LENGTH) return plain(res, 414, 'URI Too Long');
  let pathname;
  try {
    // Concatenate instead of resolving: a path like //host must stay a path.
    const url = new URL(`http://localhost${req.url ?? '/'}`);
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return plain(res, 400, 'Bad Request: malformed percent-encoding in the URL');
    }
    if (pathname.includes('\0') || pathname.length > 2048) return notFound(req, res);
    const search = url.search;
    const clean = cleanPath(pathname);
    // An old URL, in any of its forms: 301 to the page that covers it now.
    const bare = pathname.replace(/\/+$/, '').replace(/\.html$/, '');
    const moved = movedPages.get(bare) ?? movedPages.get(clean);
    if (moved) return redirect(res, withSearch(moved, search));
    if (pathname.endsWith('.md') && !resolve(pathname)) {
      // The Markdown URL of an old page: to the twin of the page that covers it now.
      const page = pathname.slice(0, -3);
      const target = movedPages.get(page === '/index' ? '/' : page);
      if (target) return redirect(res, withSearch(`${target.split('#')[0] === '/' ? '/index' : target.split('#')[0]}.md`, search));
    }
    if (clean === pathname) {
      const file = resolve(pathname);
      if (file && file.endsWith('.html') && wantsMarkdown(req.headers.accept)) {
        const twin = twinOf(clean);
        if (twin) return send(req, res, 200, twin);
      }
      if (file) return send(req, res, 200, file);
    } else if (pagesByCase.get(clean.toLowerCase()) === clean) {
      // `/page/`, `/page.html`, `/page/index`, `/page/index.html`: the clean `/page`.
      return redirect(res, withSearch(clean, search));
    }
    // A wrong-case URL of an old path or of a real page.
    const lower = clean.toLowerCase();
    const target = movedPagesByCase.get(bare.toLowerCase()) ?? movedPagesByCase.get(lower) ?? pagesByCase.get(lower);
    if (target && target !== pathname) return redirect(res, withSearch(target, search));
    // A path of an old family no rule names (`/tooling/...`): the nearest page of the family, never over a file.
    const family = resolve(pathname) ? undefined : prefixTarget(movedFamilies, pathname.replace(/\/+$/, ''));
    if (family) return redirect(res, withSearch(family, search));
  } catch {
    return notFound(req, res);
  }
  const file = resolve(pathname);
  if (!file) return notFound(req, res);
  return send(req, res, 200, file);
}

const server = http.createServer(
  {
    // Clients that send headers slowly (or never finish) are answered 408 and cut off instead
    // of holding sockets: headers within --headers-timeout, the whole request within 30 s.
    // Node checks every 30 s by default, which would let a stalled socket live that long.
    headersTimeout,
    requestTimeout: Math.max(30_000, headersTimeout),
    connectionsCheckingInterval: Math.min(1000, headersTimeout),
    // An idle keep-alive connection is kept 25 s (under the 30 s idle limit), not Node's 5 s: a
    // client that reuses a pooled connection after a long pause of its own (afdocs, after scanning
    // 200 twins) found it closed under it ("other side closed") and counted working links as broken.
    keepAliveTimeout: Math.min(25_000, idleTimeout),
  },
  (req, res) => {
    route(req, res).catch(() => {
      // A file that vanished mid-request (a rebuild under a running server): 500, and serving goes on.
      if (res.headersSent) res.destroy();
      else plain(res, 500, 'Internal Server Error');
    });
  },
);

// Clients that stop reading (or read a byte now and then) are cut off too.
applyDeadlines(server, {idleTimeout, responseTimeout});

function redirect(res, location) {
  // Always a same-site path: `//host` or `/\host` would send the reader to another site.
  const safe = /^\/(?![/\\])/.test(location) ? location : '/';
  res.writeHead(301, {...headers, Location: safe});
  res.end();
}

server.listen(Number(args.port), args.host, () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://${args.host}:${args.port}/`);
});
