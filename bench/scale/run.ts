/**
 * Scale benchmark: for each size, generates a site of N pages (generate.ts), builds it with this
 * project's config and with stock Docusaurus, and prints build time, peak memory, output size,
 * search bytes to first results, first-load JS per page type, Lighthouse on a docs page and
 * keystroke latency, then how each figure grows per 1,000 pages. See README.md.
 *
 *   npx tsx bench/scale/run.ts --sizes 500,2000 [--seed 1] [--skip-stock] [--skip-lighthouse]
 *                              [--skip-browser] [--reuse]
 *
 * Run from the repository root. Builds wait for the shared lock /tmp/docusaurus-build.lock (not
 * timed) and run with DOCUSAURUS_NO_PERSISTENT_CACHE=1.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {generate} from './generate';
import {searchFiles} from './searchFiles';
import {sizes, browserFigures} from '../search/perf';
import {firstLoad, loadSite} from '../perf/lib/bundle.mjs';
import {startBackground, timedRun, waitForHttp} from '../perf/lib/proc.mjs';
import {fmtBytes, median, table} from '../perf/lib/report.mjs';

const root = path.resolve(__dirname, '..', '..');

/** The pages measured per type: a real docs page (copy 0 of it exists at every size), home, a category page. */
const PAGE_TYPES = [
  {type: 'docs', url: '/build/quickstart'},
  {type: 'home', url: '/'},
  {type: 'category', url: '/category/guides'},
] as const;

interface Figures {
  site: 'celo' | 'stock';
  pages: number;
  ok: boolean;
  buildS?: number;
  peakTreeMb?: number;
  maxRssMb?: number;
  outputMb?: number;
  outputFiles?: number;
  brokenLinkWarnings?: number;
  searchLayout?: string;
  searchFirstGzip?: number;
  searchFirstBrotli?: number;
  searchAllGzip?: number;
  searchAllBrotli?: number;
  jsGzip?: Record<string, number | null>;
  lighthouse?: {performance: number | null; tbt?: number; lcp?: number} | null;
  wire?: {indexBytes: number; otherBytes: number; firstResultsMs: number};
  keystrokeMedianMs?: number;
  keystrokeP95Ms?: number;
}

function treeSize(dir: string): {bytes: number; files: number} {
  let bytes = 0;
  let files = 0;
  for (const entry of fs.readdirSync(dir, {withFileTypes: true, recursive: true})) {
    if (!entry.isFile()) continue;
    bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
    files += 1;
  }
  return {bytes, files};
}

const docusaurusBin = path.join(root, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
/** This site's build command (`npm run build`): bundling and page rendering in two processes. */
const siteBuildScript = path.join(root, 'scripts', 'build.mjs');

async function build(site: 'celo' | 'stock', siteDir: string, reuse: boolean, env: Record<string, string>) {
  const out = path.join(siteDir, 'build');
  const logFile = path.join(siteDir, 'build.log');
  const timing = path.join(siteDir, 'build-timing.json');
  if (reuse && fs.existsSync(path.join(out, 'index.html')) && fs.existsSync(timing)) {
    return {...(JSON.parse(fs.readFileSync(timing, 'utf8')) as Awaited<ReturnType<typeof timedRun>>), logFile};
  }
  const command = site === 'celo' ? [siteBuildScript] : [docusaurusBin, 'build'];
  const result = await timedRun('nice', ['node', ...command, '--out-dir', out], {
    cwd: siteDir,
    logFile,
    env: {DOCUSAURUS_NO_PERSISTENT_CACHE: '1', ...env},
  });
  fs.writeFileSync(timing, `${JSON.stringify(result)}\n`);
  return {...result, logFile};
}

async function lighthouseOn(buildDir: string, url: string, port: number) {
  let runLighthouse;
  try {
    ({runLighthouse} = await import('../perf/lib/lighthouse.mjs'));
  } catch (error) {
    console.log(`note: Lighthouse skipped: ${(error as Error).message}`);
    return null;
  }
  const server = startBackground('node', [path.join(root, 'scripts', 'serve.mjs'), '--dir', buildDir, '--port', String(port)], {
    cwd: root,
    env: {},
    logFile: path.join(buildDir, '..', 'serve.log'),
  });
  try {
    await waitForHttp(`http://127.0.0.1:${port}${url}`, 20_000, server.isAlive);
    const {performance, tbt, lcp} = await runLighthouse(`http://127.0.0.1:${port}${url}`);
    return {performance, tbt, lcp};
  } catch (error) {
    console.log(`note: Lighthouse on ${url} failed: ${(error as Error).message}`);
    return null;
  } finally {
    await server.stop();
  }
}

async function measure(site: 'celo' | 'stock', siteDir: string, pages: number, options: Options): Promise<Figures> {
  const log = (m: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${site} ${pages}: ${m}`);
  log(`building ${siteDir} (load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')})`);
  const env: Record<string, string> = pages >= 5000 ? {NODE_OPTIONS: '--max-old-space-size=8192'} : {};
  const run = await build(site, siteDir, options.reuse, env);
  if (run.code !== 0) {
    log(`build failed (exit ${run.code}); see ${run.logFile}`);
    return {site, pages, ok: false, buildS: run.elapsedS, peakTreeMb: run.peakTreeMb};
  }
  log(`built in ${run.elapsedS.toFixed(0)} s, peak ${Math.round(run.peakTreeMb)} MB (process tree)`);
  const buildDir = path.join(siteDir, 'build');
  const output = treeSize(buildDir);
  const logText = fs.readFileSync(run.logFile, 'utf8');
  const brokenLinkWarnings = (logText.match(/^- Broken (link|anchor) on source page path/gm) ?? []).length;

  const figures: Figures = {
    site,
    pages,
    ok: true,
    buildS: run.elapsedS,
    peakTreeMb: run.peakTreeMb,
    maxRssMb: run.maxRssMb ?? undefined,
    outputMb: output.bytes / 2 ** 20,
    outputFiles: output.files,
    brokenLinkWarnings,
  };

  const meta = loadSite(siteDir, buildDir);
  figures.jsGzip = Object.fromEntries(PAGE_TYPES.map(({type, url}) => [type, firstLoad(meta, url)?.jsGzip ?? null]));

  if (site === 'celo') {
    const files = searchFiles(buildDir);
    const first = files.first.map(sizes);
    const all = [...files.first, ...files.rest].map(sizes);
    const sum = (list: ReturnType<typeof sizes>[], key: 'gzip' | 'brotli') => list.reduce((n, s) => n + s[key], 0);
    Object.assign(figures, {
      searchLayout: files.layout,
      searchFirstGzip: sum(first, 'gzip'),
      searchFirstBrotli: sum(first, 'brotli'),
      searchAllGzip: sum(all, 'gzip'),
      searchAllBrotli: sum(all, 'brotli'),
    });
    if (!options.skipBrowser) {
      log('search in Chromium (bench/search/perf.ts): bytes to first results, keystroke latency');
      try {
        const browser = await browserFigures(buildDir);
        figures.wire = {indexBytes: browser.indexBytes, otherBytes: browser.otherBytes, firstResultsMs: browser.firstResultsMs};
        figures.keystrokeMedianMs = median(browser.latencies);
        const sorted = [...browser.latencies].sort((a, b) => a - b);
        figures.keystrokeP95Ms = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))];
      } catch (error) {
        log(`browser figures failed: ${(error as Error).message}`);
      }
    }
  }
  if (!options.skipLighthouse) {
    log(`Lighthouse (mobile) on ${PAGE_TYPES[0].url}`);
    figures.lighthouse = await lighthouseOn(buildDir, PAGE_TYPES[0].url, 4900 + Math.floor(Math.random() * 90));
  }
  log('measured');
  return figures;
}

interface Options {
  reuse: boolean;
  skipBrowser: boolean;
  skipLighthouse: boolean;
}

const kb = (n: number | undefined | null) => (n === undefined || n === null ? '-' : fmtBytes(n));
const num = (n: number | undefined | null, digits = 0) => (n === undefined || n === null || Number.isNaN(n) ? '-' : n.toFixed(digits));

const COLUMNS: Array<{head: string; value: (f: Figures) => number | undefined | null; show: (n: number | undefined | null) => string}> = [
  {head: 'build s', value: (f) => f.buildS, show: (n) => num(n)},
  {head: 'peak MB', value: (f) => f.peakTreeMb, show: (n) => num(n)},
  {head: 'output MB', value: (f) => f.outputMb, show: (n) => num(n, 1)},
  {head: 'files', value: (f) => f.outputFiles, show: (n) => num(n)},
  {head: 'search 1st gz', value: (f) => f.searchFirstGzip, show: kb},
  {head: 'search 1st br', value: (f) => f.searchFirstBrotli, show: kb},
  {head: 'search all gz', value: (f) => f.searchAllGzip, show: kb},
  {head: 'docs JS gz', value: (f) => f.jsGzip?.docs, show: kb},
  {head: 'home JS gz', value: (f) => f.jsGzip?.home, show: kb},
  {head: 'category JS gz', value: (f) => f.jsGzip?.category, show: kb},
  {head: 'LH perf', value: (f) => f.lighthouse?.performance, show: (n) => num(n, 2)},
  {head: 'LH TBT ms', value: (f) => f.lighthouse?.tbt, show: (n) => num(n)},
  {head: 'key ms p50', value: (f) => f.keystrokeMedianMs, show: (n) => num(n, 1)},
  {head: 'key ms p95', value: (f) => f.keystrokeP95Ms, show: (n) => num(n, 1)},
];

function report(results: Figures[]) {
  const rows = results.map((f) => [
    f.site,
    String(f.pages),
    ...(f.ok ? COLUMNS.map((c) => c.show(c.value(f))) : ['FAILED', num(f.peakTreeMb)]),
  ]);
  console.log(`\n${table(['site', 'pages', ...COLUMNS.map((c) => c.head)], rows)}`);

  console.log('\nGrowth per 1,000 pages (between the smallest and largest size that built):');
  const growth: string[][] = [];
  for (const site of ['celo', 'stock'] as const) {
    const built = results.filter((f) => f.site === site && f.ok).sort((a, b) => a.pages - b.pages);
    const [low, high] = [built[0], built[built.length - 1]];
    if (!low || !high || low === high) continue;
    const per = (c: (typeof COLUMNS)[number]) => {
      const a = c.value(low);
      const b = c.value(high);
      if (a === undefined || a === null || b === undefined || b === null) return '-';
      const rate = ((b - a) / (high.pages - low.pages)) * 1000;
      return c.show === kb ? kb(rate) : num(rate, c.head.startsWith('LH perf') ? 3 : 1);
    };
    growth.push([site, `${low.pages}→${high.pages}`, ...COLUMNS.map(per)]);
  }
  console.log(table(['site', 'sizes', ...COLUMNS.map((c) => c.head)], growth));
  for (const f of results.filter((r) => r.site === 'celo' && r.ok)) {
    console.log(
      `celo ${f.pages}: ${f.brokenLinkWarnings} broken link/anchor warnings in the build log; search layout ${f.searchLayout}` +
        (f.wire
          ? `; in Chromium (slow 4G) ${kb(f.wire.indexBytes)} of index + ${kb(f.wire.otherBytes)} of modal code before the first results, after ${f.wire.firstResultsMs} ms`
          : ''),
    );
  }
}

function goals(results: Figures[]) {
  const celo = results.filter((f) => f.site === 'celo' && f.ok).sort((a, b) => a.pages - b.pages);
  const at2000 = celo.find((f) => f.pages === 2000);
  const verdict = (ok: boolean | undefined) => (ok === undefined ? 'not measured' : ok ? 'yes' : 'NO');
  console.log('\nGoals (issue 22):');
  console.log(`- build under 3 minutes at 2,000 pages: ${verdict(at2000 && at2000.buildS! < 180)}${at2000 ? ` (${num(at2000.buildS)} s)` : ''}`);
  console.log(`- peak memory under 2.5 GB at 2,000 pages: ${verdict(at2000 && at2000.peakTreeMb! < 2560)}${at2000 ? ` (${num(at2000.peakTreeMb)} MB, process tree)` : ''}`);
  const [low, high] = [celo[0], celo[celo.length - 1]];
  const docsGrowth =
    low && high && low !== high && low.jsGzip?.docs != null && high.jsGzip?.docs != null
      ? ((high.jsGzip.docs - low.jsGzip.docs) / (high.pages - low.pages)) * 1000
      : undefined;
  console.log(
    `- docs page first-load JS grows at most 10 KB gzip per 1,000 pages: ${verdict(docsGrowth === undefined ? undefined : docsGrowth <= 10 * 1024)}` +
      (docsGrowth === undefined ? '' : ` (${kb(docsGrowth)} per 1,000)`),
  );
  const searchAt2000 = at2000 ? Math.min(at2000.searchFirstGzip!, at2000.searchFirstBrotli!) : undefined;
  console.log(
    `- search bytes to first results at most 150 KB compressed at 2,000 pages: ${verdict(searchAt2000 === undefined ? undefined : searchAt2000 <= 150 * 1024)}` +
      (at2000 ? ` (gzip ${kb(at2000.searchFirstGzip)}, brotli ${kb(at2000.searchFirstBrotli)})` : ''),
  );
}

async function main() {
  const {values} = parseArgs({
    options: {
      sizes: {type: 'string', default: '500,2000'},
      seed: {type: 'string', default: '1'},
      'skip-stock': {type: 'boolean', default: false},
      'skip-lighthouse': {type: 'boolean', default: false},
      'skip-browser': {type: 'boolean', default: false},
      reuse: {type: 'boolean', default: false},
    },
  });
  const options: Options = {reuse: values.reuse, skipBrowser: values['skip-browser'], skipLighthouse: values['skip-lighthouse']};
  const counts = values.sizes.split(',').map(Number);
  if (counts.some((n) => !Number.isInteger(n) || n < 1)) throw new Error('--sizes takes whole numbers, e.g. 500,2000');
  const results: Figures[] = [];
  const started = {date: new Date().toISOString(), load: os.loadavg(), cpus: os.cpus().length};
  for (const count of counts) {
    const siteDir = `/tmp/celo-scale-${count}`;
    if (!(values.reuse && fs.existsSync(path.join(siteDir, 'build', 'index.html')))) generate(count, Number(values.seed), siteDir);
    results.push(await measure('celo', siteDir, count, options));
    if (!values['skip-stock']) results.push(await measure('stock', `${siteDir}-stock`, count, options));
  }
  report(results);
  goals(results);
  console.log(
    `\n${started.date}, ${started.cpus} CPUs, load average at start ${started.load.map((l) => l.toFixed(1)).join(' ')}, at end ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const outDir = path.join(root, 'bench', 'results');
  fs.mkdirSync(outDir, {recursive: true});
  fs.writeFileSync(path.join(outDir, 'scale-latest.json'), `${JSON.stringify({...started, results}, null, 2)}\n`);
}

void main();
