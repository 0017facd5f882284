/**
 * Bytes and speed of the local search on a production build:
 * - index size (raw, gzip, brotli: the manifest, and all the parts) and its growth per page;
 * - bytes fetched from opening search to the first results, in Chromium,
 *   split into index parts and modal code (served compressed by scripts/serve.mjs);
 * - keystroke-to-rendered-results latency in Chromium, once the index is loaded;
 * - engine-only query time in Node;
 * - the same index figures for @easyops-cn/docusaurus-search-local when
 *   EASYOPS_BUILD_DIR names a build made with it.
 *
 *   npx tsx bench/search/perf.ts [buildDir]        (default: build)
 */
import {spawn} from 'node:child_process';
import os from 'node:os';
import {readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium} from '@playwright/test';
import {loadBuiltIndex} from './builtIndex';
import {openBuiltIndex} from '../../src/plugins/local-search/indexer/onDisk';
import {chromiumPath} from '../../tests/e2e/support/chromium';
import {easyopsIndexFiles, easyopsSearcher} from './easyops';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
};
const p95 = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * 0.95))] ?? NaN;
};

/** Raw, gzip (level 9) and Brotli (quality 11) sizes of a file. */
export function sizes(file: string) {
  const raw = readFileSync(file);
  return {
    raw: raw.length,
    gzip: zlib.gzipSync(raw, {level: 9}).length,
    brotli: zlib.brotliCompressSync(raw, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11}}).length,
  };
}

const QUERIES = [
  'mainnet', 'fee currency', 'metamask', 'lockedcelo:lock', 'hardhat deploy', 'validator group',
  'bridge', 'celo sepolia faucet', 'governance proposal', 'viem',
];

/**
 * In Chromium, on a build served by scripts/serve.mjs: bytes fetched from opening search on /network
 * to the first results (slow 4G), and keystroke-to-rendered-results latency. Used by bench/scale too.
 */
export async function browserFigures(buildDir: string) {
  const port = 4600 + Math.floor(Math.random() * 300);
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--dir', buildDir, '--port', String(port)], {
    stdio: 'ignore',
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 50; i += 1) {
      try {
        await fetch(base);
        break;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    const browser = await chromium.launch({executablePath: chromiumPath(), args: ['--no-sandbox', '--headless']});
    const page = await browser.newPage();
    // tsx (esbuild) names functions with a `__name` helper that the page lacks.
    await page.addInitScript({content: 'window.__name = (fn) => fn;'});
    await page.goto(`${base}/network`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.waitForLoadState('networkidle');

    // Bytes from opening search to the first results.
    // Each response is stamped when it finished, to split what came before the
    // first results from what followed (the parts of later keystrokes' rounds).
    const fetched: Array<{url: string; bytes: number; at: number}> = [];
    page.on('requestfinished', async (request) => {
      const at = Date.now();
      const s = await request.sizes();
      fetched.push({url: request.url(), bytes: s.responseBodySize + s.responseHeadersSize, at});
    });
    // A phone on a slow link (Lighthouse's "slow 4G"): what must arrive before
    // the first results, and what follows, as a reader would see it. On the
    // loopback a later keystroke's parts could land before React draws anything.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    const opened = Date.now();
    await page.keyboard.press('/');
    await page.getByPlaceholder('Search docs').fill('network');
    await page.locator('.DocSearch-Hit').first().waitFor();
    const shownAt = Date.now();
    const firstResultsMs = shownAt - opened;
    await page.waitForTimeout(3000);
    await cdp.send('Network.emulateNetworkConditions', {offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1});
    const sum = (list: typeof fetched) => list.reduce((a, f) => a + f.bytes, 0);
    const before = fetched.filter((f) => f.at <= shownAt);
    const indexBytes = sum(before.filter((f) => f.url.includes('search-index')));
    const otherBytes = sum(before.filter((f) => !f.url.includes('search-index')));
    const afterBytes = sum(fetched.filter((f) => f.at > shownAt));

    // Keystroke to rendered results, typing each query one character at a time.
    const latencies = await page.evaluate(async (queries) => {
      const input = document.querySelector<HTMLInputElement>('.DocSearch-Input')!;
      // The modal, not the dropdown: DocSearch replaces the dropdown between screens.
      const dropdown = document.querySelector('.DocSearch-Modal')!;
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      const times: number[] = [];
      const settle = () =>
        new Promise<void>((resolve) => {
          let timer = 0;
          const observer = new MutationObserver(() => {
            clearTimeout(timer);
            timer = window.setTimeout(() => {
              observer.disconnect();
              resolve();
            }, 30);
          });
          observer.observe(dropdown, {childList: true, subtree: true, characterData: true});
          timer = window.setTimeout(() => {
            observer.disconnect();
            resolve();
          }, 300);
        });
      for (const query of queries) {
        setter.call(input, '');
        input.dispatchEvent(new Event('input', {bubbles: true}));
        await settle();
        for (let i = 1; i <= query.length; i += 1) {
          const value = query.slice(0, i);
          const rendered = new Promise<number>((resolve) => {
            const observer = new MutationObserver(() => {
              const ready =
                dropdown.querySelector('.DocSearch-Hits, .DocSearch-NoResults') &&
                !document.querySelector('.DocSearch-Container--Stalled');
              if (ready) {
                observer.disconnect();
                requestAnimationFrame(() => resolve(performance.now()));
              }
            });
            observer.observe(dropdown, {childList: true, subtree: true, characterData: true});
          });
          const start = performance.now();
          setter.call(input, value);
          input.dispatchEvent(new Event('input', {bubbles: true}));
          const end = await Promise.race([rendered, new Promise<number>((r) => setTimeout(() => r(NaN), 2000))]);
          if (!Number.isNaN(end)) times.push(end - start);
          await settle();
        }
      }
      return times;
    }, QUERIES);
    await browser.close();
    const beforeFiles = before.map((f) => `${new URL(f.url).pathname} ${kb(f.bytes)}`);
    return {indexBytes, otherBytes, afterBytes, firstResultsMs, latencies, beforeFiles};
  } finally {
    server.kill();
  }
}

async function main() {
  const buildDir = path.resolve(process.argv[2] ?? 'build');
  const {sharded, engine, pages} = loadBuiltIndex(buildDir);
  const manifestSize = sizes(path.join(sharded.dir, 'manifest.json'));
  const partSizes = sharded.parts.map((name) => sizes(path.join(sharded.dir, sharded.manifest.build, `${name}.json`)));
  const all = partSizes.reduce((a, s) => ({raw: a.raw + s.raw, gzip: a.gzip + s.gzip, brotli: a.brotli + s.brotli}), manifestSize);
  console.log(`Index: ${pages.size} pages, ${sharded.manifest.sections} sections, ${sharded.parts.length} parts + the manifest`);
  console.log(`  manifest: raw ${kb(manifestSize.raw)}, gzip ${kb(manifestSize.gzip)}, brotli ${kb(manifestSize.brotli)}`);
  console.log(`  all files: raw ${kb(all.raw)}, gzip ${kb(all.gzip)}, brotli ${kb(all.brotli)}`);
  console.log(
    `  per page (gzip, all files) ${(all.gzip / pages.size / 1024).toFixed(2)} KB; a query fetches a few of the parts ` +
      '(bench/search/scaleIndex.ts measures which, at up to 10,000 pages)',
  );

  // CPU time, not wall time: the figures hold on a busy machine.
  const cpuMs = (since: NodeJS.CpuUsage) => {
    const used = process.cpuUsage(since);
    return (used.user + used.system) / 1000;
  };
  const times: number[] = [];
  for (const query of QUERIES) {
    for (let i = 1; i <= query.length; i += 1) {
      const t = process.cpuUsage();
      engine.search(query.slice(0, i));
      times.push(cpuMs(t));
    }
  }
  // The browser's engine: parts loaded as each keystroke asks, then the time of a keystroke
  // with its parts in (the check for missing parts and the search).
  const browserEngine = openBuiltIndex(buildDir);
  const shardedTimes: number[] = [];
  for (const query of QUERIES) {
    for (let i = 1; i <= query.length; i += 1) {
      browserEngine.search(query.slice(0, i));
      const t = process.cpuUsage();
      browserEngine.engine.missingFiles(query.slice(0, i));
      browserEngine.engine.search(query.slice(0, i));
      shardedTimes.push(cpuMs(t));
    }
  }
  console.log(
    `Engine (Node, CPU time) per keystroke: every part loaded, median ${median(times).toFixed(2)} ms, p95 ${p95(times).toFixed(2)} ms; ` +
      `parts loaded as the keystrokes ask, median ${median(shardedTimes).toFixed(2)} ms, p95 ${p95(shardedTimes).toFixed(2)} ms`,
  );

  const browser = await browserFigures(buildDir);
  console.log('Chromium, opening search then typing "network" (network: slow 4G, 1.6 Mbit/s, 150 ms):');
  console.log(
    `  fetched ${kb(browser.indexBytes + browser.otherBytes)} on the wire before the first results: ` +
      `index ${kb(browser.indexBytes)}, modal code and styles ${kb(browser.otherBytes)}; ` +
      `first results after ${browser.firstResultsMs} ms`,
  );
  console.log(`    ${browser.beforeFiles.join('\n    ')}`);
  console.log(`  then ${kb(browser.afterBytes)} more within 3 s (the parts of the later keystrokes' rounds)`);
  console.log(
    `  keystroke to rendered results (${browser.latencies.length} keystrokes): median ` +
      `${median(browser.latencies).toFixed(1)} ms, p95 ${p95(browser.latencies).toFixed(1)} ms ` +
      `(load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} on ${os.cpus().length} CPUs)`,
  );

  const easyopsDir = process.env.EASYOPS_BUILD_DIR;
  if (!easyopsDir) {
    console.log('note: @easyops-cn/docusaurus-search-local comparison skipped: set EASYOPS_BUILD_DIR (see README.md).');
    return;
  }
  const files = easyopsIndexFiles(path.resolve(easyopsDir));
  if (files.length === 0) {
    console.log(`note: no @easyops-cn index in ${easyopsDir}; comparison skipped.`);
    return;
  }
  const total = files.map(sizes).reduce((a, s) => ({raw: a.raw + s.raw, gzip: a.gzip + s.gzip, brotli: a.brotli + s.brotli}));
  console.log(
    `@easyops-cn/docusaurus-search-local index: ${files.length} file(s), raw ${kb(total.raw)}, gzip ${kb(total.gzip)}, ` +
      `brotli ${kb(total.brotli)} (${files.map((f) => `${path.basename(f)} ${kb(statSync(f).size)}`).join(', ')})`,
  );
  // Engine latency on the same keystrokes, in Node (CPU time), the way its search box queries lunr.
  const startedLunr = process.cpuUsage();
  const searcher = easyopsSearcher(path.resolve(easyopsDir));
  const loadMs = cpuMs(startedLunr);
  if (searcher) {
    const lunrTimes: number[] = [];
    for (const query of QUERIES) {
      for (let i = 1; i <= query.length; i += 1) {
        const t = process.cpuUsage();
        searcher(query.slice(0, i));
        lunrTimes.push(cpuMs(t));
      }
    }
    console.log(
      `  its engine (Node, CPU time, same ${lunrTimes.length} keystrokes): index loaded in ${loadMs.toFixed(0)} ms; ` +
        `per keystroke median ${median(lunrTimes).toFixed(2)} ms, p95 ${p95(lunrTimes).toFixed(2)} ms`,
    );
  }
}

// Run as a script, not when bench/scale imports its functions.
if (require.main === module) void main();
