#!/usr/bin/env node
// Performance benchmark: this site against the stock Docusaurus 3 template,
// measured in the same run on the same machine. Not part of `npm test`.
//
//   node bench/perf/run.mjs [--runs 3] [--skip-build] [--skip-dev] [--skip-lighthouse] [--lenient-links] [--rebuild-stock]
//                           [--before-site DIR --before-build DIR] [--locales es,pt-BR | --locales none]
//
// Steps: production build of this site (wall time, peak memory), build of the
// stock template (scaffolded into /tmp and cached), first-load JS/CSS of each
// page type from both builds, Lighthouse (mobile preset) alternating between
// the two sites, then the dev server's start time. With --before-site and
// --before-build, an earlier build of this site (a checkout and its build) is
// measured in the same rounds, for a before/after table. Each page type is also
// measured in the other languages (the same page under /es/ and /pt-BR/), in the
// same rounds, for a table of each language against English. See bench/perf/README.md.
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import {parseArgs} from 'node:util';
import {fileURLToPath} from 'node:url';

import {firstLoad, listPages, loadSite, snapshotMeta} from './lib/bundle.mjs';
import {runLighthouse, chromePath} from './lib/lighthouse.mjs';
import {ensureStock, STOCK_VERSION} from './lib/stock.mjs';
import {BUILD_LOCK, startBackground, stopTimedRuns, timedRun, waitForHttp} from './lib/proc.mjs';
import {fmtBytes, fmtMs, fmtRatio, median, table} from './lib/report.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const {values: args} = parseArgs({
  options: {
    runs: {type: 'string', default: '3'},
    'skip-build': {type: 'boolean', default: false},
    'skip-dev': {type: 'boolean', default: false},
    'skip-lighthouse': {type: 'boolean', default: false},
    'lenient-links': {type: 'boolean', default: false},
    'rebuild-stock': {type: 'boolean', default: false},
    'work-dir': {type: 'string', default: process.env.BENCH_WORK_DIR ?? '/tmp/bench-perf'},
    'stock-dir': {type: 'string', default: process.env.BENCH_STOCK_DIR ?? '/tmp/bench-stock'},
    'site-port': {type: 'string', default: '4801'},
    'stock-port': {type: 'string', default: '4802'},
    'dev-port': {type: 'string', default: '4803'},
    'before-site': {type: 'string'},
    'before-build': {type: 'string'},
    'before-port': {type: 'string', default: '4804'},
    // The other languages to measure beside English: a comma-separated list, or "none". By default
    // every language of config/locales.json but the default one.
    locales: {type: 'string'},
  },
});

const runs = Math.max(1, Number(args.runs));
const work = path.resolve(args['work-dir']);
const stockRoot = path.resolve(args['stock-dir']);
const siteBuild = path.join(work, 'site-build');
const localeConfig = JSON.parse(fs.readFileSync(path.join(repo, 'config', 'locales.json'), 'utf8'));
const otherLocales = (() => {
  const all = Object.keys(localeConfig.locales).filter((locale) => locale !== localeConfig.defaultLocale);
  if (args.locales === undefined) return all;
  const chosen = args.locales === 'none' ? [] : args.locales.split(',').map((locale) => locale.trim()).filter(Boolean);
  const unknown = chosen.filter((locale) => !all.includes(locale));
  if (unknown.length) {
    console.error(`--locales: ${unknown.join(', ')} is not a language of config/locales.json (${all.join(', ')})`);
    process.exit(2);
  }
  return chosen;
})();
// Each language's route and chunk metadata, saved beside the build (scripts/build.mjs writes the
// other languages' to .docusaurus-<locale>).
const metaDir = (locale) => path.join(work, locale === localeConfig.defaultLocale ? 'site-meta' : `site-meta-${locale}`);
const generatedDir = (locale) => (locale === localeConfig.defaultLocale ? '.docusaurus' : `.docusaurus-${locale}`);
const stockBuild = path.join(stockRoot, 'build');
fs.mkdirSync(work, {recursive: true});

const t0 = Date.now();
const log = (message) => console.log(`[${((Date.now() - t0) / 1000).toFixed(0).padStart(4)}s] ${message}`);
const docusaurusBin = (dir) => path.join(dir, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
const background = [];

async function main() {
  const results = {
    date: new Date().toISOString(),
    machine: {cpus: os.cpus().length, memGb: Math.round(os.totalmem() / 2 ** 30), node: process.version, load: os.loadavg()},
    runs,
  };

  // 1. Production builds.
  if (args['skip-build'] && fs.existsSync(path.join(siteBuild, 'index.html'))) {
    log(`Reusing this site's build in ${siteBuild} (--skip-build)`);
  } else {
    log(`Building this site into ${siteBuild} (waits for ${BUILD_LOCK}; the wait is not timed)`);
    const configArgs = args['lenient-links'] ? ['--config', 'bench/perf/bench.config.ts'] : [];
    if (configArgs.length) log('--lenient-links: broken links warn instead of failing (bench/perf/bench.config.ts)');
    // The production build as `npm run build` makes it (every language, each in its own processes).
    const buildLog = path.join(work, 'site-build.log');
    const build = await timedRun('nice', ['node', path.join(repo, 'scripts', 'build.mjs'), ...configArgs, '--out-dir', siteBuild], {cwd: repo, logFile: buildLog});
    if (build.code !== 0) throw new Error(`Site build failed; see ${buildLog}`);
    build.perLocale = localeBuildTimes(fs.readFileSync(buildLog, 'utf8'));
    results.siteBuild = build;
    log(`Site build: ${build.elapsedS.toFixed(1)} s, peak RSS ${Math.round(build.maxRssMb)} MB (largest process), ${Math.round(build.peakTreeMb)} MB (process tree)`);
    for (const [locale, seconds] of Object.entries(build.perLocale)) log(`  ${locale}: ${seconds.toFixed(1)} s (bundling and pages)`);
    for (const locale of [localeConfig.defaultLocale, ...otherLocales]) snapshotMeta(repo, metaDir(locale), generatedDir(locale));
  }
  // The route and chunk metadata of this build, saved beside it: another build
  // in this folder (or the dev server below) rewrites .docusaurus.
  for (const locale of [localeConfig.defaultLocale, ...otherLocales]) {
    if (!fs.existsSync(path.join(metaDir(locale), '.docusaurus', 'routes.js'))) snapshotMeta(repo, metaDir(locale), generatedDir(locale));
  }
  const siteMeta = loadSite(metaDir(localeConfig.defaultLocale), siteBuild);
  const stockProject = await ensureStock(stockRoot, log);
  // The stock build never changes between runs: build it once and keep its timing.
  const stockTiming = path.join(stockRoot, 'build-timing.json');
  if (!args['rebuild-stock'] && fs.existsSync(path.join(stockBuild, 'index.html')) && fs.existsSync(stockTiming)) {
    results.stockBuild = {...JSON.parse(fs.readFileSync(stockTiming, 'utf8')), cached: true};
    log(`Reusing the stock build in ${stockBuild} (--rebuild-stock to build it again)`);
  } else {
    log(`Building the stock template (create-docusaurus@${STOCK_VERSION}) into ${stockBuild}`);
    const stockBuildRun = await timedRun('nice', ['node', docusaurusBin(stockProject), 'build', '--out-dir', stockBuild], {
      cwd: stockProject,
      logFile: path.join(work, 'stock-build.log'),
    });
    if (stockBuildRun.code !== 0) throw new Error(`Stock build failed; see ${path.join(work, 'stock-build.log')}`);
    fs.writeFileSync(stockTiming, `${JSON.stringify({...stockBuildRun, date: new Date().toISOString()}, null, 2)}\n`);
    results.stockBuild = stockBuildRun;
  }
  log(`Stock build: ${results.stockBuild.elapsedS.toFixed(1)} s, peak RSS ${Math.round(results.stockBuild.maxRssMb)} MB`);

  // An earlier build of this site, measured beside this one: its checkout holds the
  // .docusaurus metadata of that build.
  const before = args['before-site'] && args['before-build'] ? {site: path.resolve(args['before-site']), build: path.resolve(args['before-build'])} : null;
  if (Boolean(args['before-site']) !== Boolean(args['before-build'])) throw new Error('--before-site and --before-build go together');

  // 2. Page types on each site.
  const sitePages = listPages(siteBuild);
  const stockPages = listPages(stockBuild);
  const has = (pages, url) => pages.some((p) => p.url === url);
  const longest = (pages, filter) => pages.filter(filter).sort((a, b) => b.bytes - a.bytes)[0]?.url ?? null;
  // The page types are English pages; the other languages' pages (under /es/, /pt-BR/) are their twins.
  const prefixes = Object.values(localeConfig.locales).map((config) => config.baseUrl.replace(/\/$/, '')).filter(Boolean);
  const english = sitePages.filter((p) => !prefixes.some((prefix) => p.url === prefix || p.url.startsWith(`${prefix}/`)));
  const cliPage = has(english, '/cli/account') ? '/cli/account' : longest(english, (p) => p.url.startsWith('/cli/'));
  const targets = [
    {site: 'site', type: 'home', url: '/', ref: 'stock home'},
    {site: 'site', type: 'long docs', url: longest(english, (p) => p.docs && !p.url.startsWith('/cli')), ref: 'stock docs'},
    {site: 'site', type: 'CLI reference', url: cliPage, ref: 'stock docs'},
    {site: 'site', type: 'showcase', url: has(sitePages, '/showcase') ? '/showcase' : null, ref: 'stock home'},
    {site: 'site', type: 'search', url: has(sitePages, '/search') ? '/search' : null, ref: 'stock home'},
    {site: 'stock', type: 'stock home', url: '/'},
    {site: 'stock', type: 'stock docs', url: longest(stockPages, (p) => p.docs)},
  ];
  // The same page in each other language, right after its English page.
  for (const locale of otherLocales) {
    for (const target of targets.filter((t) => t.site === 'site' && t.url && !t.locale)) {
      const url = `/${locale}${target.url === '/' ? '' : target.url}`;
      if (has(sitePages, url)) targets.push({site: 'site', type: `${target.type} (${locale})`, url, locale, english: target.type});
      else console.log(`Note: ${url} is not in the build; no ${locale} figures for ${target.type}.`);
    }
  }
  if (before) {
    const beforePages = listPages(before.build);
    for (const target of targets.filter((t) => t.site === 'site' && t.url && !t.locale)) {
      if (has(beforePages, target.url)) targets.push({site: 'before', type: `${target.type} (before)`, url: target.url, after: target.type});
      else console.log(`Note: ${target.url} is not in the before build; no before/after for ${target.type}.`);
    }
  }
  for (const target of targets.filter((t) => !t.url)) console.log(`Note: no ${target.type} page in the ${target.site} build; skipped.`);
  const pages = targets.filter((t) => t.url);
  results.pages = pages;

  // 3. First-load JS and CSS (gzip) from the build output.
  const sites = {site: siteMeta, stock: loadSite(stockProject, stockBuild), ...(before ? {before: loadSite(before.site, before.build)} : {})};
  const localeSites = Object.fromEntries(otherLocales.map((locale) => [locale, loadSite(metaDir(locale), siteBuild)]));
  results.firstLoad = {};
  for (const page of pages) {
    const fl = firstLoad(page.locale ? localeSites[page.locale] : sites[page.site], page.url);
    results.firstLoad[page.type] = fl;
  }
  printFirstLoad(results.firstLoad, pages);

  // 4. Lighthouse, alternating between the two sites.
  if (!args['skip-lighthouse']) {
    const origin = {site: `http://127.0.0.1:${args['site-port']}`, stock: `http://127.0.0.1:${args['stock-port']}`, before: `http://127.0.0.1:${args['before-port']}`};
    const serverDir = {site: siteBuild, stock: stockBuild, before: before?.build};
    const serverPort = {site: args['site-port'], stock: args['stock-port'], before: args['before-port']};
    const servers = {};
    // (Re)starts a static server that is not running; a shared machine may see
    // other people's clean-ups end it mid-run.
    const ensureServer = async (name) => {
      if (servers[name]?.isAlive()) return;
      if (servers[name]) log(`The ${name} server had stopped; restarting it`);
      const dir = serverDir[name];
      const port = serverPort[name];
      servers[name] = startBackground('node', [path.join(repo, 'scripts', 'serve.mjs'), '--dir', dir, '--port', port], {
        cwd: repo,
        logFile: path.join(work, `serve-${name}.log`),
      });
      background.push(servers[name]);
      await waitForHttp(`${origin[name]}/`, 10_000, servers[name].isAlive);
    };
    await ensureServer('site');
    await ensureServer('stock');
    if (before) await ensureServer('before');

    // Interleave so every site page sits next to a stock page, and reverse the
    // order every other round so slow drift in machine load cancels out.
    // A page's before twin sits right after it.
    const sitePagesOnly = pages.filter((p) => p.site === 'site' && !p.locale);
    const stockOnly = pages.filter((p) => p.site === 'stock');
    const round = [];
    sitePagesOnly.forEach((p, i) => {
      round.push(p, ...pages.filter((b) => b.english === p.type || b.after === p.type));
      if (i < stockOnly.length) round.push(stockOnly[i]);
    });
    round.push(...stockOnly.slice(sitePagesOnly.length));
    log(`Lighthouse (mobile preset, ${chromePath()}): ${round.length} pages x ${runs} runs`);
    const samples = Object.fromEntries(pages.map((p) => [p.type, []]));
    for (let r = 0; r < runs; r += 1) {
      const order = r % 2 === 0 ? round : [...round].reverse();
      for (const page of order) {
        const url = `${origin[page.site]}${page.url}`;
        try {
          await ensureServer(page.site);
          await waitForHttp(url, 10_000);
          const sample = await runLighthouse(url);
          samples[page.type].push(sample);
          log(`run ${r + 1}/${runs} ${page.site.padEnd(5)} ${page.url}: perf ${sample.performance}, TBT ${Math.round(sample.tbt)} ms, LCP ${Math.round(sample.lcp)} ms`);
        } catch (error) {
          log(`run ${r + 1}/${runs} ${url} failed: ${error.message}`);
        }
      }
    }
    await Promise.all(Object.values(servers).map((s) => s.stop()));
    results.lighthouse = summarise(samples);
    results.lighthouseSamples = samples;
    printLighthouse(results.lighthouse, pages);
    if (before) printBeforeAfter(results.lighthouse, results.firstLoad, pages);
    if (otherLocales.length) printLanguages(results.lighthouse, results.firstLoad, pages);
  }

  // 5. Dev server start time (last: it rewrites .docusaurus).
  if (!args['skip-dev']) {
    log(`Starting the dev server (docusaurus start) on port ${args['dev-port']}; waits for ${BUILD_LOCK}`);
    results.devStart = await devStart();
    if (results.devStart) log(`Dev server answered after ${results.devStart.seconds.toFixed(1)} s`);
  }

  printSummary(results);
  const outDir = path.join(repo, 'bench', 'results');
  fs.mkdirSync(outDir, {recursive: true});
  const outFile = path.join(outDir, 'perf-latest.json');
  fs.writeFileSync(outFile, `${JSON.stringify(results, null, 2)}\n`);
  log(`Results written to ${path.relative(repo, outFile)}`);
}

/** Seconds from spawning `docusaurus start` (after the build lock is held) to the first good answer on /. */
async function devStart() {
  const port = args['dev-port'];
  const lockedAt = path.join(work, 'dev-locked-at');
  fs.rmSync(lockedAt, {force: true});
  const server = startBackground(
    '/usr/bin/flock',
    [BUILD_LOCK, 'sh', '-c', 'date +%s%N > "$0"; exec nice "$@"', lockedAt, 'node', docusaurusBin(repo), 'start', ...(args['lenient-links'] ? ['--config', 'bench/perf/bench.config.ts'] : []), '--no-open', '--host', '127.0.0.1', '--port', port],
    {cwd: repo, env: {BROWSER: 'none'}, logFile: path.join(work, 'dev-server.log')},
  );
  background.push(server);
  try {
    await waitForHttp(`http://127.0.0.1:${port}/`, 15 * 60_000, server.isAlive);
    const answeredAt = Date.now();
    const started = Number(fs.readFileSync(lockedAt, 'utf8').trim()) / 1e6;
    return {seconds: (answeredAt - started) / 1000};
  } catch (error) {
    log(`Dev server: ${error.message}; see ${path.join(work, 'dev-server.log')}`);
    return null;
  } finally {
    await server.stop();
  }
}

const METRICS = ['performance', 'tbt', 'lcp', 'cls', 'fcp', 'si', 'totalBytes', 'scriptBytes', 'cssBytes', 'accessibility', 'bestPractices', 'seo', 'bootupMs', 'mainThreadMs'];

function summarise(samples) {
  const out = {};
  for (const [type, list] of Object.entries(samples)) {
    if (!list.length) continue;
    out[type] = {n: list.length};
    for (const metric of METRICS) out[type][metric] = median(list.map((s) => s[metric]));
    out[type].failedAudits = list[list.length - 1].failedAudits;
  }
  return out;
}

function printFirstLoad(fl, pages) {
  console.log('\nFirst-load JS and CSS (gzip, from the build output: HTML entry files + chunks of the matched routes)');
  const rows = pages.map((p) => {
    const row = fl[p.type];
    const ref = p.ref ? fl[p.ref] : null;
    return [
      p.site,
      p.type,
      p.url,
      fmtBytes(row.jsGzip),
      fmtBytes(row.cssGzip),
      fmtBytes(row.htmlGzip),
      ref ? fmtRatio(row.jsGzip / ref.jsGzip) : '',
      ref ? fmtRatio(row.cssGzip / ref.cssGzip) : '',
    ];
  });
  console.log(table(['site', 'page type', 'path', 'JS gz', 'CSS gz', 'HTML gz', 'JS / stock', 'CSS / stock'], rows));
}

function printLighthouse(lh, pages) {
  console.log(`\nLighthouse medians (mobile preset, simulated throttling; ${runs} runs each, alternated; noisy on a shared 2-core machine)`);
  const rows = pages
    .filter((p) => lh[p.type])
    .map((p) => {
      const m = lh[p.type];
      return [p.site, p.type, String(m.n), m.performance.toFixed(2), fmtMs(m.tbt), fmtMs(m.lcp), m.cls.toFixed(3), fmtBytes(m.totalBytes), fmtBytes(m.scriptBytes), m.accessibility.toFixed(2), m.bestPractices.toFixed(2), m.seo.toFixed(2)];
    });
  console.log(table(['site', 'page type', 'n', 'perf', 'TBT', 'LCP', 'CLS', 'bytes', 'JS bytes', 'a11y', 'best pr.', 'SEO'], rows));
  console.log('\nRatios (site / stock; stock reference: home for home, showcase and search; docs for docs and CLI pages)');
  const ratioRows = pages
    .filter((p) => p.site === 'site' && lh[p.type] && lh[p.ref])
    .map((p) => {
      const m = lh[p.type];
      const s = lh[p.ref];
      return [p.type, p.ref, (m.performance - s.performance >= 0 ? '+' : '') + (m.performance - s.performance).toFixed(2), fmtRatio(m.performance / s.performance), fmtRatio(m.tbt / s.tbt), fmtRatio(m.lcp / s.lcp), `${m.cls.toFixed(3)} vs ${s.cls.toFixed(3)}`, fmtRatio(m.totalBytes / s.totalBytes), fmtRatio(m.scriptBytes / s.scriptBytes)];
    });
  console.log(table(['page type', 'vs', 'perf diff', 'perf', 'TBT', 'LCP', 'CLS', 'bytes', 'JS bytes'], ratioRows));
  for (const p of pages) {
    const failed = lh[p.type]?.failedAudits;
    if (!failed) continue;
    const list = [...failed.accessibility, ...failed.bestPractices, ...failed.seo];
    if (list.length) console.log(`  ${p.site} ${p.type}: audits below 1 (a11y/best practices/SEO): ${list.join(', ')}`);
  }
}

/** Seconds each language's steps took, from scripts/build.mjs's "[build] es: step 1 (bundling) done in 14.0 s" lines. */
function localeBuildTimes(logText) {
  const times = {};
  for (const [, locale, seconds] of logText.matchAll(/^\[build\] (\S+): step \d+ \([^)]*\) done in ([\d.]+) s/gm)) {
    times[locale] = (times[locale] ?? 0) + Number(seconds);
  }
  return times;
}

// Lighthouse's score moves by about this much between runs of the same page on this machine; a
// language within it of English is as fast.
const SAME_SPEED = 0.02;

/** Each page in another language against the same page in English, measured in the same rounds. */
function printLanguages(lh, fl, pages) {
  console.log(`\nLanguages (each page against the same page in English, same rounds; "as fast": perf within ${SAME_SPEED})`);
  const rows = pages
    .filter((p) => p.locale && lh[p.type] && lh[p.english])
    .map((p) => {
      const english = lh[p.english];
      const other = lh[p.type];
      const diff = Math.round(other.performance * 100) - Math.round(english.performance * 100);
      return [
        p.type,
        `${english.performance.toFixed(2)} / ${other.performance.toFixed(2)}`,
        `${fmtMs(english.fcp)} / ${fmtMs(other.fcp)}`,
        `${fmtMs(english.lcp)} / ${fmtMs(other.lcp)}`,
        `${fmtMs(english.tbt)} / ${fmtMs(other.tbt)}`,
        `${fmtBytes(fl[p.english].jsGzip)} / ${fmtBytes(fl[p.type].jsGzip)}`,
        diff >= -Math.round(SAME_SPEED * 100) ? 'yes' : 'NO',
      ];
    });
  console.log(table(['page (language)', 'perf en / it', 'FCP', 'LCP', 'TBT', 'first-load JS gz', 'as fast'], rows));
}

/** This build against the earlier one (--before-site, --before-build), page type by page type. */
function printBeforeAfter(lh, fl, pages) {
  console.log('\nBefore and after (this build / the before build, same rounds)');
  const rows = pages
    .filter((p) => p.after && lh[p.type] && lh[p.after])
    .map((p) => {
      const now = lh[p.after];
      const then = lh[p.type];
      const diff = Math.round(now.performance * 100) - Math.round(then.performance * 100);
      return [p.after, `${then.performance.toFixed(2)} -> ${now.performance.toFixed(2)} (${diff >= 0 ? '+' : ''}${(diff / 100).toFixed(2)})`, `${fmtMs(then.fcp)} -> ${fmtMs(now.fcp)}`, `${fmtMs(then.lcp)} -> ${fmtMs(now.lcp)}`, `${fmtMs(then.tbt)} -> ${fmtMs(now.tbt)}`, `${fmtBytes(fl[p.type].jsGzip)} -> ${fmtBytes(fl[p.after].jsGzip)}`, diff >= 0 ? 'yes' : 'NO'];
    });
  console.log(table(['page type', 'perf', 'FCP', 'LCP', 'TBT', 'first-load JS gz', 'at least as fast'], rows));
}

function printSummary(results) {
  console.log('\nBuild and dev server');
  const rows = [];
  if (results.siteBuild) {
    rows.push(['this site: production build, every language', `${results.siteBuild.elapsedS.toFixed(1)} s`, `${Math.round(results.siteBuild.maxRssMb)} MB`, `${Math.round(results.siteBuild.peakTreeMb)} MB`]);
    for (const [locale, seconds] of Object.entries(results.siteBuild.perLocale ?? {})) rows.push([`  ${locale}`, `${seconds.toFixed(1)} s`, '', '']);
  }
  if (results.stockBuild) rows.push([`stock: production build${results.stockBuild.cached ? ' (cached)' : ''}`, `${results.stockBuild.elapsedS.toFixed(1)} s`, `${Math.round(results.stockBuild.maxRssMb)} MB`, `${Math.round(results.stockBuild.peakTreeMb)} MB`]);
  if (results.devStart) rows.push(['this site: dev server start', `${results.devStart.seconds.toFixed(1)} s`, '', '']);
  console.log(table(['what', 'time', 'peak RSS (largest process)', 'peak RSS (tree)'], rows));

  // Goals of issue 7, checked against this run.
  console.log('\nGoals (issue 7)');
  const lh = results.lighthouse;
  const goals = [];
  if (lh) {
    for (const p of results.pages.filter((x) => x.site === 'site' && !x.locale && lh[x.type] && lh[x.ref])) {
      const m = lh[p.type];
      const s = lh[p.ref];
      // Scores are hundredths; compare in hundredths, or 0.96 vs 0.91 fails on floating-point error.
      const perfDiff = Math.round(m.performance * 100) - Math.round(s.performance * 100);
      goals.push([`${p.type}: perf >= stock + 0.05`, `${m.performance.toFixed(2)} vs ${s.performance.toFixed(2)}`, perfDiff >= 5]);
      goals.push([`${p.type}: TBT <= 0.6 x stock`, `${fmtMs(m.tbt)} vs ${fmtMs(s.tbt)}`, m.tbt <= 0.6 * s.tbt]);
      goals.push([`${p.type}: a11y, best practices, SEO = 1`, `${m.accessibility} / ${m.bestPractices} / ${m.seo}`, m.accessibility === 1 && m.bestPractices === 1 && m.seo === 1]);
      goals.push([`${p.type}: CLS = 0`, m.cls.toFixed(3), m.cls === 0]);
    }
  }
  const fl = results.firstLoad;
  for (const type of ['long docs', 'CLI reference']) {
    if (fl[type] && fl['stock docs']) goals.push([`${type}: first-load JS gz <= stock docs`, `${fmtBytes(fl[type].jsGzip)} vs ${fmtBytes(fl['stock docs'].jsGzip)}`, fl[type].jsGzip <= fl['stock docs'].jsGzip]);
  }
  if (results.siteBuild) {
    // Issue 7's goal was set for the English site; issue 42's for every language together.
    const english = results.siteBuild.perLocale?.[localeConfig.defaultLocale];
    if (english !== undefined) goals.push(['English build < 180 s', `${english.toFixed(1)} s`, english < 180]);
    goals.push(['build of every language < 12 min (issue 42)', `${results.siteBuild.elapsedS.toFixed(1)} s`, results.siteBuild.elapsedS < 720]);
  }
  if (lh) {
    for (const p of results.pages.filter((x) => x.locale && lh[x.type] && lh[x.english])) {
      const diff = Math.round(lh[p.type].performance * 100) - Math.round(lh[p.english].performance * 100);
      goals.push([`${p.type}: as fast as in English (issue 42)`, `${lh[p.type].performance.toFixed(2)} vs ${lh[p.english].performance.toFixed(2)}`, diff >= -Math.round(SAME_SPEED * 100)]);
    }
  }
  console.log(table(['goal', 'measured', 'met'], goals.map(([g, v, ok]) => [g, v, ok ? 'yes' : 'NO'])));
}

process.on('SIGINT', async () => {
  stopTimedRuns();
  await Promise.all(background.map((b) => b.stop()));
  process.exit(130);
});

main().catch(async (error) => {
  console.error(error.stack ?? error);
  await Promise.all(background.map((b) => b.stop()));
  process.exit(1);
});
