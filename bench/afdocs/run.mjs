#!/usr/bin/env node
// Agent-friendliness of the built site, scored by the Agent-Friendly Documentation Spec's own
// checker (afdocs, npm), against a reference in the same run: the same build with the AI layer
// taken out (no llms.txt, llms-full.txt or Markdown twins).
//
// afdocs follows the links in llms.txt and the twins, and those are absolute URLs made from the
// site's origin, so the site is built for the origin it is served at here (SITE_URL) into
// build-afdocs/. afdocs needs Node 22: the npm package node@22 provides it, no download.
//
// Usage: node bench/afdocs/run.mjs [--port 4330] [--skip-build] [--max-links 60]
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {fileURLToPath} from 'node:url';

const AFDOCS = 'afdocs@0.22.2';
const NODE22 = 'node@22';
const {values: args} = parseArgs({
  options: {
    port: {type: 'string', default: '4330'},
    'skip-build': {type: 'boolean', default: false},
    'max-links': {type: 'string', default: '60'},
  },
});
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(args.port);
const site = path.join(root, 'build-afdocs');
const reference = path.join(root, 'build-afdocs-reference');

function run(command, argv, env = {}, okStatuses = [0]) {
  const result = spawnSync(command, argv, {cwd: root, stdio: ['ignore', 'pipe', 'inherit'], env: {...process.env, ...env}, maxBuffer: 64 * 1024 * 1024});
  if (!okStatuses.includes(result.status ?? -1)) throw new Error(`${command} ${argv.join(' ')} exited with ${result.status}`);
  return result.stdout.toString();
}

if (!args['skip-build'] || !fs.existsSync(path.join(site, 'llms.txt'))) {
  console.log(`Building for http://127.0.0.1:${port} into build-afdocs/ ...`);
  const started = Date.now();
  run('npx', ['docusaurus', 'build', '--out-dir', 'build-afdocs'], {SITE_URL: `http://127.0.0.1:${port}`});
  console.log(`  built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

// The reference: the same files without the AI layer.
fs.rmSync(reference, {recursive: true, force: true});
fs.cpSync(site, reference, {recursive: true, filter: (file) => !/\.md$|[/\\]llms(-full)?\.txt$/.test(file)});

function serve(dir, onPort) {
  const child = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs'), '--dir', dir, '--port', String(onPort)], {stdio: ['ignore', 'pipe', 'inherit']});
  return new Promise((resolve) => child.stdout.once('data', () => resolve(child)));
}

function score(url, format) {
  return run('npx', ['-y', '-p', NODE22, '-p', AFDOCS, 'afdocs', 'check', url, '--format', format, '--max-links', args['max-links'], '--sampling', 'deterministic', '--quiet'], {}, [0, 1]);
  // afdocs exits 1 when any check fails; the scorecard is still complete.
}

const servers = [await serve(site, port), await serve(reference, port + 1)];
try {
  const card = score(`http://127.0.0.1:${port}`, 'scorecard');
  console.log(card);
  const refCard = score(`http://127.0.0.1:${port + 1}`, 'scorecard');
  const overall = (text) => /Overall Score:\s*(\d+)/.exec(text)?.[1] ?? '?';
  console.log('| site | afdocs overall score |\n|---|---|');
  console.log(`| this site (AI layer on) | ${overall(card)} / 100 |`);
  console.log(`| reference (same build, AI layer removed) | ${overall(refCard)} / 100 |`);
} finally {
  for (const server of servers) server.kill();
}
