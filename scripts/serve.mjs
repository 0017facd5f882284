#!/usr/bin/env node
// Serves the production build (build/) the way the deployed site behaves:
// clean URLs without trailing slashes, `.html` paths redirected to their clean
// path, the not-found page with HTTP 404, security headers on every response,
// and gzip for text. No dependencies, so it runs anywhere Node runs.
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
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.xml', '.txt', '.svg', '.map']);
// Deployable config written by the build (src/plugins/deploy-config): the
// moved-page redirects and the security headers, so this server behaves like
// the production host.
const headers = readHeaders() ?? securityHeaders();
const movedPages = readRedirects();

function readRedirects() {
  const map = new Map();
  const file = path.join(root, '_redirects');
  if (!fs.existsSync(file)) return map;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const [from, to] = line.trim().split(/\s+/);
    if (from && to) map.set(from, to);
  }
  return map;
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
  const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  const payload = gzip ? zlib.gzipSync(body) : body;
  if (gzip) out['Content-Encoding'] = 'gzip';
  out['Content-Length'] = payload.length;
  out['Vary'] = 'Accept-Encoding';
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
    const moved = movedPages.get(pathname.replace(/\/+$/, ''));
    if (moved) return redirect(res, moved + search);
    // Trailing slashes are not canonical here (trailingSlash: false).
    if (pathname.length > 1 && pathname.endsWith('/')) {
      const clean = pathname.replace(/\/+$/, '') || '/';
      if (resolve(clean)) return redirect(res, clean + search);
    }
    // `/page.html` and `/page/index.html` go to the clean `/page` when that
    // page exists; unknown `.html` paths fall through to the 404 page.
    if (pathname.endsWith('.html') && pathname !== '/404.html') {
      const clean = pathname.replace(/(\/index)?\.html$/, '') || '/';
      if (clean !== pathname && resolve(clean)) return redirect(res, clean + search);
    }
  } catch {
    return notFound(req, res);
  }
  const file = resolve(pathname);
  if (!file) return notFound(req, res);
  send(req, res, 200, file);
});

function redirect(res, location) {
  // Always a same-site path: `//host` would send the reader to another site.
  const safe = '/' + location.replace(/^[/\\]+/, '');
  res.writeHead(301, {...headers, Location: safe});
  res.end();
}

server.listen(Number(args.port), args.host, () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://${args.host}:${args.port}/`);
});
