#!/usr/bin/env node
// Checks every external link of the production build and writes a report.
// It needs the network, so it is not part of `npm test`; run it before a
// release or on a schedule: `npm run build && node scripts/check-external-links.mjs`.
//
// Options: --dir build  --out reports/external-links.md  --concurrency 8  --timeout 10000
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';

const {values: args} = parseArgs({
  options: {
    dir: {type: 'string', default: 'build'},
    out: {type: 'string', default: 'reports/external-links.md'},
    concurrency: {type: 'string', default: '8'},
    timeout: {type: 'string', default: '10000'},
  },
});

function* htmlFiles(dir) {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}

/** external URL -> set of pages that link to it */
const links = new Map();
for (const file of htmlFiles(args.dir)) {
  const page = '/' + path.relative(args.dir, file).replace(/(index)?\.html$/, '');
  const html = fs.readFileSync(file, 'utf8');
  for (const [, href] of html.matchAll(/<a\s[^>]*href="(https?:\/\/[^"]+)"/g)) {
    const url = href.replace(/&amp;/g, '&');
    if (!links.has(url)) links.set(url, new Set());
    links.get(url).add(page);
  }
}

async function check(url) {
  const attempt = async (method) => {
    const response = await fetch(url, {method, redirect: 'follow', signal: AbortSignal.timeout(Number(args.timeout))});
    return response.status;
  };
  try {
    let status = await attempt('HEAD');
    // Some servers refuse HEAD; ask again with GET before calling the link broken.
    if (status === 405 || status === 403 || status >= 500) status = await attempt('GET');
    return {url, ok: status < 400, status: String(status)};
  } catch (error) {
    return {url, ok: false, status: error.name === 'TimeoutError' ? 'timeout' : error.cause?.code ?? error.message};
  }
}

const queue = [...links.keys()];
const results = [];
await Promise.all(
  Array.from({length: Number(args.concurrency)}, async () => {
    while (queue.length) results.push(await check(queue.shift()));
  }),
);

const broken = results.filter((result) => !result.ok).sort((a, b) => a.url.localeCompare(b.url));
const lines = [
  '# External link report',
  '',
  `Checked ${results.length} external URLs from ${args.dir}/ on ${new Date().toISOString()}: ${broken.length} broken.`,
  '',
  ...(broken.length ? ['| URL | status | linked from |', '|---|---|---|'] : []),
  ...broken.map((result) => `| ${result.url} | ${result.status} | ${[...links.get(result.url)].slice(0, 5).join(', ')} |`),
  '',
];
fs.mkdirSync(path.dirname(args.out), {recursive: true});
fs.writeFileSync(args.out, lines.join('\n'));
console.log(`${results.length} external links checked, ${broken.length} broken; report written to ${args.out}`);
process.exitCode = broken.length ? 1 : 0;
