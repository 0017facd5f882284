#!/usr/bin/env node
// Serves the production build (build/) the way the deployed site behaves:
// clean URLs without trailing slashes; old URLs answered with 301 from the
// redirect table (build/_redirects, written from config/redirects.ts); `.html`,
// `/index` and trailing-slash forms and wrong-case paths of real pages
// redirected to the canonical path; the not-found page with HTTP 404; security
// headers on every response; gzip for text. A redirect only ever points to a
// path of the table or of the build, never to one taken from the request, so
// it cannot send a reader to another site. Agents get Markdown: each page's
// twin at its URL plus `.md` (src/plugins/ai-docs), also answered for the page
// URL itself when the request's Accept header asks for `text/markdown`. No
// dependencies, so it runs anywhere Node runs.
//
// Usage: node scripts/serve.mjs [--dir build] [--port 3000] [--host 127.0.0.1]
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {parseArgs} from 'node:util';
import {securityHeaders} from '../config/securityHeaders.mjs';

const {values: args} = parseArgs({
  options: {
    dir: {type: 'string', default: 'build'},
    port: {type: 'string', default: process.env.PORT ?? '3000'},
    host: {type: 'string', default: '127.0.0.1'},
  },
});

const root = path.resolve(args.dir);
if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`No production build in ${root}. Run "npm run build" first.`);
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
};
const COMPRESSIBLE = new Set(['.md', '.html', '.js', '.mjs', '.css', '.json', '.xml', '.txt', '.svg', '.map']);
// Deployable config written by the build (src/plugins/deploy-config): the
// moved-page redirects and the security headers, so this server behaves like
// the production host.
const headers = readHeaders() ?? securityHeaders();
const movedPages = readRedirects();
// Lower-cased lookups, built once: a wrong-case URL costs one map lookup.
const movedPagesByCase = new Map([...movedPages].map(([from, to]) => [from.toLowerCase(), to]));
const pagesByCase = readPages();

function readRedirects() {
  const map = new Map();
  const file = path.join(root, '_redirects');
  if (!fs.existsSync(file)) return map;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (line.trim().startsWith('#')) continue;
    const [from, to] = line.trim().split(/\s+/);
    if (from && to) map.set(from, to);
  }
  return map;
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
        // Client redirect pages stand at old paths; the table answers those.
        if (page !== '/404' && !movedPages.has(page) && !map.has(page.toLowerCase())) map.set(page.toLowerCase(), page);
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

function readHeaders() {
  const file = path.join(root, '_headers');
  if (!fs.existsSync(file)) return null;
  const out = {};
  let global = false;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line.startsWith(' ')) global = line.trim() === '/*';
    else if (global) {
      const at = line.indexOf(':');
      out[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return out;
}

/** A file inside the build folder, or null: never a path outside it. */
function fileAt(relative) {
  const full = path.join(root, relative);
  if (full !== root && !full.startsWith(root + path.sep)) return null;
  try {
    return fs.statSync(full).isFile() ? full : null;
  } catch {
    return null;
  }
}

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

function send(req, res, status, file, extraHeaders = {}) {
  const ext = path.extname(file);
  const body = fs.readFileSync(file);
  const out = {
    ...headers,
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    // Hashed assets never change; pages must be revalidated after a deploy.
    'Cache-Control': /\/assets\//.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...extraHeaders,
  };
  const stat = fs.statSync(file);
  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  out['ETag'] = etag;
  out['Last-Modified'] = stat.mtime.toUTCString();
  const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  // Pages (and their twins) answer in HTML or Markdown by the Accept header, so caches must key on it.
  out['Vary'] = ext === '.html' || ext === '.md' ? 'Accept, Accept-Encoding' : 'Accept-Encoding';
  if (status === 200 && req.headers['if-none-match'] === etag) {
    res.writeHead(304, out);
    res.end();
    return;
  }
  const payload = gzip ? zlib.gzipSync(body) : body;
  if (gzip) out['Content-Encoding'] = 'gzip';
  out['Content-Length'] = payload.length;
  res.writeHead(status, out);
  res.end(req.method === 'HEAD' ? undefined : payload);
}

function notFound(req, res) {
  const page = fileAt('404.html');
  if (page) send(req, res, 404, page);
  else {
    res.writeHead(404, {...headers, 'Content-Type': 'text/plain; charset=utf-8'});
    res.end('Page Not Found');
  }
}

const server = http.createServer((req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, {...headers, Allow: 'GET, HEAD'});
    res.end();
    return;
  }
  let pathname;
  try {
    // Concatenate instead of resolving: a path like //host must stay a path.
    const url = new URL(`http://localhost${req.url ?? '/'}`);
    pathname = decodeURIComponent(url.pathname);
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
  } catch {
    return notFound(req, res);
  }
  const file = resolve(pathname);
  if (!file) return notFound(req, res);
  send(req, res, 200, file);
});

function redirect(res, location) {
  // Always a same-site path: `//host` or `/\host` would send the reader to another site.
  const safe = /^\/(?![/\\])/.test(location) ? location : '/';
  res.writeHead(301, {...headers, Location: safe});
  res.end();
}

server.listen(Number(args.port), args.host, () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://${args.host}:${args.port}/`);
});
