#!/usr/bin/env node
/**
 * How long the social cards (src/plugins/social-cards/) take, without a site build: one card for
 * every page of `docs/` (title from its front matter, section from its folder) plus the site's own
 * pages, drawn cold (empty cache) and warm (every card cached), with one worker thread and with one
 * per core. Prints time per card, totals and bytes per card.
 *
 *   node bench/social-cards/run.mjs [--threads 1,2] [--repeat 2]
 *
 * The build draws with one thread per core (os.availableParallelism()). Each run gets a cache of its
 * own in a temporary folder; the site's cache (node_modules/.cache/social-cards) is left alone.
 */
import {readFile, readdir, mkdtemp, rm, stat} from 'node:fs/promises';
import {availableParallelism, tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parse} from 'yaml';
import {generateCards} from '../../src/plugins/social-cards/generate.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const threadCounts = arg('threads', `1,${availableParallelism()}`).split(',').map(Number);
const repeat = Number(arg('repeat', '1'));

// The sections as the build names them (config/aiDocs.ts: sidebar → navbar name), by docs folder.
const SECTIONS = {'what-is-celo': 'What is Celo', build: 'Build', tooling: 'Tooling', cel2: 'Celo L2', community: 'Community'};

async function pages() {
  const files = (await readdir(path.join(root, 'docs'), {recursive: true})).filter((file) => /\.mdx?$/.test(file));
  const out = [];
  for (const file of files.sort()) {
    const text = await readFile(path.join(root, 'docs', file), 'utf8');
    const front = /^---\n([\s\S]*?)\n---/.exec(text)?.[1];
    const title = (front && parse(front)?.title) ?? /^#\s+(.+)$/m.exec(text)?.[1] ?? path.basename(file);
    const folder = file.split(path.sep)[0];
    out.push({card: {title: String(title), section: SECTIONS[folder] ?? 'Celo Documentation', host: 'docs.celo.org'}, file: `${file.replace(/\.mdx?$/, '')}.png`});
  }
  for (const title of ['Documentation for the Celo platform.', 'Search the documentation', 'Tutorials', 'Showcase', 'Page Not Found']) {
    out.push({card: {title, section: 'Celo Documentation', host: 'docs.celo.org'}, file: `site/${title}.png`});
  }
  return out;
}

async function bytesOf(dir, jobs) {
  let total = 0;
  for (const {file} of jobs) total += (await stat(path.join(dir, file))).size;
  return total;
}

const jobs = await pages();
console.log(`${jobs.length} cards (docs/ pages and the site's own pages), ${availableParallelism()} cores, Node ${process.version}`);
console.log('threads  run   cold total  ms/card  CPU ms/card   warm total  bytes/card');
for (let round = 0; round < repeat; round += 1) {
  for (const threads of threadCounts) {
    const dir = await mkdtemp(path.join(tmpdir(), 'social-cards-bench-'));
    try {
      const options = {outDir: path.join(dir, 'out'), cacheDir: path.join(dir, 'cache'), threads};
      const cpu = process.cpuUsage();
      const cold = await generateCards(jobs, options);
      const used = process.cpuUsage(cpu);
      const cpuMs = (used.user + used.system) / 1000;
      const warm = await generateCards(jobs, options);
      if (warm.drawn !== 0) throw new Error(`the warm run drew ${warm.drawn} cards`);
      const bytes = await bytesOf(options.outDir, jobs);
      console.log(
        `${String(threads).padStart(7)}  ${String(round + 1).padStart(3)}  ${(cold.ms / 1000).toFixed(1).padStart(9)} s  ` +
          `${(cold.ms / cold.drawn).toFixed(0).padStart(7)}  ${(cpuMs / cold.drawn).toFixed(0).padStart(11)}  ${(warm.ms / 1000).toFixed(2).padStart(9)} s  ${(bytes / jobs.length).toFixed(0).padStart(10)}`,
      );
    } finally {
      await rm(dir, {recursive: true, force: true});
    }
  }
}
console.log(
  'ms/card: cold total / cards drawn (wall clock, worker start-up included); CPU ms/card: CPU time of every thread / cards drawn ' +
    '(steadier than wall clock on a busy machine); warm: every card copied from the cache.',
);
