#!/usr/bin/env node
// Latency of the docs MCP endpoint as the preview serves it: scripts/serve.mjs answering /mcp
// with the build's MCP bundle (mcp/bundle.mjs), called by the official SDK client over Streamable
// HTTP on 127.0.0.1. Prints the median and p95 of N `search_docs` calls (default 100), each a
// whole HTTP request and response, after a few warm-up calls, and the same for `get_page`.
//
// The build is copied (its pages' entry, the search index, the twins, _redirects) into a
// temporary folder and bundled there, so the build itself is left as it is.
//
// Usage: node bench/mcp/run.mjs [--build build] [--calls 100]
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {fileURLToPath} from 'node:url';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {bundleMcp, toolFiles} from '../../mcp/bundle.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const {values} = parseArgs({options: {build: {type: 'string', default: 'build'}, calls: {type: 'string', default: '100'}}});
const build = path.resolve(root, values.build);
const calls = Number(values.calls);
if (!fs.existsSync(path.join(build, 'search-index', 'manifest.json'))) {
  console.error(`No built site with a search index in ${build}: run "npm run build" first, or pass --build <dir>.`);
  process.exit(1);
}

// Reader questions of the kind an assistant sends (a few words each).
const QUERIES = [
  'pay gas in USDC', 'fee currency adapter', 'run a node', 'celo sepolia faucet', 'deploy contract hardhat',
  'viem chain', 'bridge ETH to Celo', 'MiniPay', 'stablecoin addresses', 'op-geth snapshot', 'celocli transfer',
  'validator rewards', 'Mento', 'self protocol', 'thirdweb', 'x402', 'account abstraction', 'gas price', 'RPC endpoint', 'L2 migration',
];

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-mcp-'));
const copy = path.join(work, 'build');
const files = toolFiles(build);
for (const [relative, text] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(copy, relative)), {recursive: true});
  fs.writeFileSync(path.join(copy, relative), text);
}
for (const page of ['index.html', '404.html']) fs.copyFileSync(path.join(build, page), path.join(copy, page));
const bundled = await bundleMcp({buildDir: copy});

const port = 5800 + Math.floor(Math.random() * 200);
const server = spawn(process.execPath, [path.join(root, 'scripts', 'serve.mjs'), '--dir', copy, '--port', String(port)], {
  stdio: ['ignore', 'pipe', 'inherit'],
  // No rate limit: this client sends more than a client may in a minute.
  env: {...process.env, MCP_RATE_LIMIT: '0'},
});
await new Promise((resolve) => server.stdout.once('data', resolve));

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (value) => `${value.toFixed(1)} ms`;

try {
  const client = new Client({name: 'bench', version: '1.0.0'});
  await client.connect(new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${port}/mcp`)));
  const measure = async (name, argumentsOf) => {
    for (let i = 0; i < 5; i++) await client.callTool({name, arguments: argumentsOf(i)});
    const times = [];
    for (let i = 0; i < calls; i++) {
      const started = performance.now();
      const result = await client.callTool({name, arguments: argumentsOf(i)});
      times.push(performance.now() - started);
      if (result.isError) throw new Error(`${name} failed: ${result.content[0]?.text}`);
    }
    times.sort((a, b) => a - b);
    console.log(`${name.padEnd(12)} ${calls} calls: median ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, min ${ms(times[0])}, max ${ms(times.at(-1))}`);
  };
  console.log(`MCP endpoint: scripts/serve.mjs with ${path.relative(root, build) || build}'s bundle (${Object.keys(files).length} files, ${(bundled.bytes / 1024 / 1024).toFixed(1)} MB), Node ${process.version}`);
  await measure('search_docs', (i) => ({query: QUERIES[i % QUERIES.length], limit: 5}));
  await measure('get_page', (i) => ({path: ['/developer/viem', '/network', '/cli', '/contracts/core-contracts'][i % 4]}));
  await client.close();
} finally {
  server.kill();
  fs.rmSync(work, {recursive: true, force: true});
}
