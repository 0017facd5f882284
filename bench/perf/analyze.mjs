#!/usr/bin/env node
// Where the first-load JavaScript of each page type comes from.
//
//   node bench/perf/analyze.mjs [--skip-build] [--top 12]
//
// Builds the site with client source maps (bench/perf/bench.config.ts) into
// /tmp/bench-perf/analyze-build, resolves the first-load files of each page
// type like run.mjs does, and splits every file's minified bytes by the source
// module it came from (from the source map), grouped by npm package or site
// folder. Gzip does not split by module, so the gzip share of a group is
// estimated from its share of the file's minified bytes.
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {fileURLToPath} from 'node:url';

import {firstLoad, gzipSize, listPages, loadSite, snapshotMeta} from './lib/bundle.mjs';
import {timedRun} from './lib/proc.mjs';
import {fmtBytes, table} from './lib/report.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const {values: args} = parseArgs({
  options: {
    'skip-build': {type: 'boolean', default: false},
    top: {type: 'string', default: '12'},
    'work-dir': {type: 'string', default: process.env.BENCH_WORK_DIR ?? '/tmp/bench-perf'},
  },
});
const work = path.resolve(args['work-dir']);
const buildDir = path.join(work, 'analyze-build');
const top = Number(args.top);

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_INDEX = new Map([...B64].map((c, i) => [c, i]));

/** Decodes one source-map segment (base64 VLQ) into its numbers. */
function decodeSegment(segment) {
  const out = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = B64_INDEX.get(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

/** Minified bytes of a generated file attributed to each source of its map. */
function bytesBySource(jsFile) {
  const mapFile = `${jsFile}.map`;
  if (!fs.existsSync(mapFile)) return new Map([['(no source map)', fs.statSync(jsFile).size]]);
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
  const lines = fs.readFileSync(jsFile, 'utf8').split('\n');
  const totals = new Map();
  const add = (source, n) => totals.set(source, (totals.get(source) ?? 0) + n);
  let sourceIndex = 0;
  map.mappings.split(';').forEach((lineMappings, lineNo) => {
    const lineLength = lines[lineNo]?.length ?? 0;
    let col = 0;
    let prevCol = 0;
    let prevSource = null;
    for (const segment of lineMappings.split(',')) {
      if (!segment) continue;
      const fields = decodeSegment(segment);
      col += fields[0];
      if (prevSource !== null) add(prevSource, col - prevCol);
      else if (col > 0) add('(unmapped)', col);
      if (fields.length >= 4) {
        sourceIndex += fields[1];
        prevSource = map.sources[sourceIndex] ?? '(unknown)';
      } else prevSource = '(unmapped)';
      prevCol = col;
    }
    if (prevSource !== null) add(prevSource, lineLength - prevCol);
    else add('(unmapped)', lineLength);
  });
  return totals;
}

/** An npm package name, or the site folder a module lives in. */
function groupOf(source) {
  // webpack://<project>/./src/x.tsx, webpack://<project>/json|..., webpack://<project>/webpack/runtime/...
  const clean = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '').replace(/^json\|/, '');
  const nm = clean.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = clean.slice(nm + 'node_modules/'.length).split('/');
    const name = rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
    // Theme code is the interesting level of detail inside Docusaurus packages.
    if (name === '@docusaurus/theme-classic' || name === '@docusaurus/theme-common' || name === '@docusaurus/core') {
      const part = rest.slice(1).join('/').match(/(?:lib|src)\/(?:theme\/|client\/)?([^/]+)/);
      return `${name}/${part?.[1] ?? ''}`;
    }
    return name;
  }
  if (clean.startsWith('(')) return clean;
  const parts = clean.split('/');
  if (parts[0] === 'src') return parts.slice(0, Math.min(3, parts.length)).join('/');
  if (parts[0] === 'docs') return 'docs (page content)';
  if (parts[0] === 'webpack') return 'webpack runtime';
  if (parts[0] === '.docusaurus') return '.docusaurus (generated)';
  return parts.slice(0, 2).join('/');
}

async function main() {
  if (!(args['skip-build'] && fs.existsSync(path.join(buildDir, 'index.html')))) {
    console.log(`Building the site with client source maps into ${buildDir} (waits for the build lock)`);
    const build = await timedRun(
      'nice',
      ['node', path.join(repo, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs'), 'build', '--config', 'bench/perf/bench.config.ts', '--out-dir', buildDir],
      {cwd: repo, env: {BENCH_SOURCE_MAPS: '1'}, logFile: path.join(work, 'analyze-build.log')},
    );
    if (build.code !== 0) throw new Error(`Build failed; see ${path.join(work, 'analyze-build.log')}`);
    snapshotMeta(repo, path.join(work, 'analyze-meta'));
  }
  const metaDir = path.join(work, 'analyze-meta');
  if (!fs.existsSync(path.join(metaDir, '.docusaurus', 'routes.js'))) throw new Error('No saved metadata for the analysis build; run without --skip-build');
  const site = loadSite(metaDir, buildDir);
  const pages = listPages(buildDir);
  const longest = (filter) => pages.filter(filter).sort((a, b) => b.bytes - a.bytes)[0]?.url;
  const has = (url) => pages.some((p) => p.url === url);
  const targets = [
    ['home', '/'],
    ['long docs', longest((p) => p.docs && !p.url.startsWith('/cli'))],
    ['CLI reference', has('/cli/account') ? '/cli/account' : longest((p) => p.url.startsWith('/cli/'))],
    ['showcase', has('/showcase') ? '/showcase' : null],
    ['search', has('/search') ? '/search' : null],
  ].filter(([, url]) => url);

  const perFile = new Map();
  const groupsOf = (publicPath) => {
    if (!perFile.has(publicPath)) {
      const file = path.join(buildDir, publicPath.replace(/^\/+/, ''));
      const bySource = bytesBySource(file);
      const total = [...bySource.values()].reduce((a, b) => a + b, 0) || 1;
      const gz = gzipSize(file);
      const groups = new Map();
      for (const [source, bytes] of bySource) {
        const g = groupOf(source);
        const entry = groups.get(g) ?? {raw: 0, gzip: 0};
        entry.raw += bytes;
        entry.gzip += (bytes / total) * gz;
        groups.set(g, entry);
      }
      perFile.set(publicPath, groups);
    }
    return perFile.get(publicPath);
  };

  for (const [type, url] of targets) {
    const fl = firstLoad(site, url);
    console.log(`\n== ${type} (${url}): first-load JS ${fmtBytes(fl.jsGzip)} gz, CSS ${fmtBytes(fl.cssGzip)} gz`);
    console.log(table(['file', 'gz', 'loaded because'], fl.files.filter((f) => f.kind === 'js').map((f) => [f.file, fmtBytes(f.gzip), f.via])));
    const totals = new Map();
    for (const f of fl.files.filter((x) => x.kind === 'js')) {
      for (const [g, v] of groupsOf(f.file)) {
        const entry = totals.get(g) ?? {raw: 0, gzip: 0, files: new Set()};
        entry.raw += v.raw;
        entry.gzip += v.gzip;
        entry.files.add(path.basename(f.file));
        totals.set(g, entry);
      }
    }
    const rows = [...totals].sort((a, b) => b[1].gzip - a[1].gzip).slice(0, top);
    console.log(table(['module group', 'min', '~gz', 'share', 'in'], rows.map(([g, v]) => [g, fmtBytes(v.raw), fmtBytes(v.gzip), `${((100 * v.gzip) / fl.jsGzip).toFixed(1)}%`, [...v.files].join(' ')])));
  }

  // What is lazy: the largest JS files that no analysed page loads up front.
  const firstLoadFiles = new Set(targets.flatMap(([, url]) => firstLoad(site, url).files.map((f) => f.file)));
  const jsDir = path.join(buildDir, 'assets', 'js');
  const lazy = fs
    .readdirSync(jsDir)
    .filter((f) => f.endsWith('.js') && !firstLoadFiles.has(`/assets/js/${f}`))
    .map((f) => ({f, gz: gzipSize(path.join(jsDir, f))}))
    .sort((a, b) => b.gz - a.gz)
    .slice(0, top);
  console.log('\n== Largest JS files not in the first load of the pages above (lazy or other routes)');
  console.log(table(['file', 'gz', 'main groups'], lazy.map(({f, gz}) => [f, fmtBytes(gz), [...groupsOf(`/assets/js/${f}`)].sort((a, b) => b[1].raw - a[1].raw).slice(0, 4).map(([g]) => g).join(', ')])));
}

main().catch((error) => {
  console.error(error.stack ?? error);
  process.exit(1);
});
