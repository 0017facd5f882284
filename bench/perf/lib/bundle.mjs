// First-load JavaScript and CSS of a page, measured from a production build.
//
// A Docusaurus page's HTML names only the entry files (`runtime~main`, `main`
// and the stylesheet). Before React hydrates, the client runtime also loads
// every chunk of the routes that match the URL (layout, doc page, content).
// Those chunks are first-load too, so we resolve them the way the runtime
// does: routes.js (which nested routes match), routesChunkNames.json (the
// chunk names of each route) and client-manifest.json (the files of each
// chunk), all written by the build into <siteDir>/.docusaurus.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Gzip size of a file (zlib defaults): the figure the bench compares across builds (scripts/serve.mjs sends Brotli when a client accepts it, which is smaller). */
const gzipCache = new Map();
export function gzipSize(file) {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(file)).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** The HTML file the build wrote for a URL path (trailingSlash false or undefined). */
export function htmlFileFor(buildDir, urlPath) {
  const clean = urlPath.replace(/^\/+|\/+$/g, '');
  const candidates = clean === '' ? ['index.html'] : [`${clean}.html`, `${clean}/index.html`];
  for (const candidate of candidates) {
    const file = path.join(buildDir, candidate);
    if (fs.existsSync(file)) return file;
  }
  return null;
}

/**
 * `<script src>` and `<link rel=stylesheet href>` of an HTML document, quoted or not. A script the
 * site's loader starts is a placeholder with `data-src` (src/script-loader/README.md).
 */
export function entryAssets(html) {
  const attr = (tag, name) => {
    const match = tag.match(new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'));
    return match ? (match[1] ?? match[2] ?? match[3]) : null;
  };
  const scripts = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, 'src') ?? attr(tag, 'data-src');
    if (src) scripts.push(src);
  }
  const styles = [];
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attr(tag, 'rel');
    const href = attr(tag, 'href');
    if (rel && /(^|\s)stylesheet(\s|$)/i.test(rel) && href) styles.push(href);
  }
  return {scripts, styles};
}

/** Evaluates generated route code with stand-ins for its imports (name to value). */
function evaluateRouteCode(source, standIns) {
  const body = source
    .replace(/^import .*$/gm, '')
    .replace(/export default/, 'return');
  return new Function(...Object.keys(standIns), body)(...Object.values(standIns));
}

/**
 * The route tree of a built site, read from the generated routes.js, and the
 * chunk names its route parts hold (`.docusaurus/route-parts/`, the route-parts
 * patch in PATCHES.md): a part's routes join their parent's `routes`, the part
 * itself counting as one of their chunks. Stock Docusaurus writes no parts.
 */
export function loadRoutes(siteDir, chunkNames = {}) {
  const generated = path.join(siteDir, '.docusaurus');
  const componentKey = (routePath, hash) => `${routePath}-${hash}`;
  // routes.js is plain data plus ComponentCreator(path, hash) calls.
  const routes = evaluateRouteCode(fs.readFileSync(path.join(generated, 'routes.js'), 'utf8'), {ComponentCreator: componentKey});
  const addParts = (route) => {
    route.routes?.forEach(addParts);
    for (const [name] of route.routeParts ?? []) {
      const partNames = {};
      const source = fs.readFileSync(path.join(generated, 'route-parts', `${name}.js`), 'utf8');
      const partRoutes = evaluateRouteCode(source, {
        ComponentCreator: componentKey,
        registry: {},
        routesChunkNames: partNames,
        require: {resolveWeak: () => undefined},
      });
      for (const partRoute of partRoutes) chunkNames[partRoute.component] = [name, partNames[partRoute.component]];
      route.routes.push(...partRoutes);
    }
  };
  routes.forEach(addParts);
  return routes;
}

/** The nested routes matching a URL path, outermost first (react-router-config semantics). */
export function matchRoutes(routes, pathname) {
  for (const route of routes) {
    const matches = route.exact
      ? route.path === pathname
      : route.path === '/' || pathname === route.path || pathname.startsWith(`${route.path}/`);
    if (!matches) continue;
    const children = route.routes ? matchRoutes(route.routes, pathname) : [];
    if (route.routes && children.length === 0) continue;
    return [route, ...children];
  }
  return [];
}

function collectStrings(value, out) {
  if (typeof value === 'string') out.push(value);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) collectStrings(v, out);
  return out;
}

const META_FILES = ['routes.js', 'routesChunkNames.json', 'client-manifest.json', 'route-parts'];

/**
 * Copies the route and chunk metadata of the build that just finished into
 * `dest`/.docusaurus, so later builds in the same folder cannot change what a
 * saved build is measured against. Returns `dest`, to pass to loadSite().
 * `generated` is the folder the build wrote it to: `.docusaurus`, or
 * `.docusaurus-<locale>` for another language (scripts/build.mjs).
 */
export function snapshotMeta(siteDir, dest, generated = '.docusaurus') {
  fs.mkdirSync(path.join(dest, '.docusaurus'), {recursive: true});
  for (const file of META_FILES) {
    const from = path.join(siteDir, generated, file);
    if (fs.existsSync(from)) fs.cpSync(from, path.join(dest, '.docusaurus', file), {recursive: true});
  }
  return dest;
}

/**
 * Reads the build metadata of a site once, for firstLoad(). `buildDir` is the folder served at `/`:
 * another language's files sit in a sub-folder of it (`/es/assets/...`), and its metadata names them
 * by that public path.
 */
export function loadSite(siteDir, buildDir) {
  const generated = path.join(siteDir, '.docusaurus');
  const manifest = JSON.parse(fs.readFileSync(path.join(generated, 'client-manifest.json'), 'utf8'));
  // Metadata from another build names files this build does not have.
  const files = Object.values(manifest.assets).flatMap((a) => [...(a.js ?? []), ...(a.css ?? [])]);
  const missing = files.filter((f) => !fs.existsSync(path.join(buildDir, f.publicPath.replace(/^\/+/, ''))));
  if (missing.length > 0) {
    throw new Error(
      `${path.join(generated, 'client-manifest.json')} does not belong to the build in ${buildDir} ` +
        `(${missing.length} of ${files.length} files missing, e.g. ${missing[0].publicPath}); build again`,
    );
  }
  const chunkNames = JSON.parse(fs.readFileSync(path.join(generated, 'routesChunkNames.json'), 'utf8'));
  return {siteDir, buildDir, routes: loadRoutes(siteDir, chunkNames), chunkNames, manifest};
}

/**
 * First-load assets of one URL path: the files the HTML names plus the chunks of
 * the matched routes, each file once, with raw and gzip sizes.
 */
export function firstLoad(site, urlPath) {
  const htmlFile = htmlFileFor(site.buildDir, urlPath);
  if (!htmlFile) return null;
  const {scripts, styles} = entryAssets(fs.readFileSync(htmlFile, 'utf8'));
  const files = new Map(); // public path -> {kind, via}
  for (const src of scripts) files.set(src, {kind: 'js', via: 'html'});
  for (const href of styles) files.set(href, {kind: 'css', via: 'html'});

  const matched = matchRoutes(site.routes, urlPath);
  let found = 0;
  for (const route of matched) {
    const entry = site.chunkNames[route.component];
    if (!entry) throw new Error(`routesChunkNames.json has no ${route.component}: route metadata from another build; build again`);
    const names = collectStrings(entry, []);
    for (const name of names) {
      // A module merged into another chunk has no origin of its own; skip it.
      if (site.manifest.origins[name]) found += 1;
      for (const id of site.manifest.origins[name] ?? []) {
        const assets = site.manifest.assets[id] ?? {};
        for (const kind of ['js', 'css']) {
          for (const asset of assets[kind] ?? []) {
            if (!files.has(asset.publicPath)) files.set(asset.publicPath, {kind, via: `route ${route.path} (${name})`});
          }
        }
      }
    }
  }

  if (matched.length > 0 && found === 0) {
    throw new Error(`client-manifest.json knows no chunk of ${urlPath}: route metadata from another build; build again`);
  }
  const rows = [];
  for (const [publicPath, info] of files) {
    const file = path.join(site.buildDir, publicPath.replace(/^\/+/, ''));
    if (!fs.existsSync(file)) continue; // an absolute URL or a file outside the build
    rows.push({file: publicPath, ...info, raw: fs.statSync(file).size, gzip: gzipSize(file)});
  }
  const sum = (kind, key) => rows.filter((r) => r.kind === kind).reduce((n, r) => n + r[key], 0);
  return {
    urlPath,
    htmlFile: path.relative(site.buildDir, htmlFile),
    htmlGzip: gzipSize(htmlFile),
    jsGzip: sum('js', 'gzip'),
    jsRaw: sum('js', 'raw'),
    cssGzip: sum('css', 'gzip'),
    cssRaw: sum('css', 'raw'),
    files: rows.sort((a, b) => b.gzip - a.gzip),
  };
}

/** Every built HTML page of a site as URL paths, with its size and whether it is a docs page. */
export function listPages(buildDir) {
  const out = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'assets') walk(full);
      } else if (entry.name.endsWith('.html') && entry.name !== '404.html') {
        let url = `/${path.relative(buildDir, full).replace(/\\/g, '/')}`.replace(/\.html$/, '');
        url = url.replace(/\/index$/, '') || '/';
        const html = fs.readFileSync(full, 'utf8');
        out.push({url, bytes: html.length, docs: /class="?[^">]*\bdocs-doc-page\b/.test(html)});
      }
    }
  };
  walk(buildDir);
  return out;
}
