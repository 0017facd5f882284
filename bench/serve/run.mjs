#!/usr/bin/env node
// Load on the production server (scripts/serve.mjs) against a reference in the same run: the
// `serve` package (Vercel's static server, started from node_modules/.bin) on the same build.
// autocannon (npm) drives 100 connections for 20 s at three targets: a docs page, the hashed
// main script and the search index. Every request says `accept-encoding: gzip, br`, as browsers
// do, so both servers send compressed bodies: `serve` compresses each response as it goes (Brotli
// at quality 4), scripts/serve.mjs once per file; the table shows the encoding each one sent.
// The servers take turns, never load at once: the machine has 2 cores, one for the server under
// load and one for autocannon.
//
// Goals for scripts/serve.mjs, per target: no errors or non-2xx answers, at least `serve`'s
// requests per second, p99 latency under 50 ms. The exit code is 1 when one does not hold.
//
// Usage: node bench/serve/run.mjs [--dir build] [--duration 20] [--connections 100] [--warmup 3] [--port 4710]
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {fileURLToPath} from 'node:url';
import autocannon from 'autocannon';

const {values: args} = parseArgs({
  options: {
    dir: {type: 'string', default: 'build'},
    duration: {type: 'string', default: '20'},
    connections: {type: 'string', default: '100'},
    warmup: {type: 'string', default: '3'},
    port: {type: 'string', default: '4710'},
  },
});
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dir = path.resolve(args.dir);
const duration = Number(args.duration);
const connections = Number(args.connections);
const warmup = Number(args.warmup);
const ACCEPT_ENCODING = 'gzip, br';
const P99_GOAL_MS = 50;

const targets = findTargets(dir);

/** A docs page, the main script (every page loads it) and the search index, from this build. */
function findTargets(build) {
  if (!fs.existsSync(path.join(build, 'index.html'))) {
    console.error(`No production build in ${build}. Run "npm run build" first, or pass --dir.`);
    process.exit(1);
  }
  const page = '/developer/viem';
  if (!fs.existsSync(path.join(build, `${page}.html`))) throw new Error(`${page}.html is not in ${build}`);
  const script = fs.readdirSync(path.join(build, 'assets/js')).find((name) => /^main\.[0-9a-f]{8}\.js$/.test(name));
  if (!script) throw new Error(`no hashed main.<hash>.js in ${build}/assets/js`);
  // The file every search opens with; the parts a query needs follow (src/plugins/local-search/README.md).
  const index = 'search-index/manifest.json';
  if (!fs.existsSync(path.join(build, index))) throw new Error(`no ${index} in ${build}`);
  return [
    {name: 'docs page', path: page},
    {name: 'hashed script', path: `/assets/js/${script}`},
    {name: 'search index manifest', path: `/${index}`},
  ];
}

function start(name, command, argv, port, env = {}) {
  const child = spawn(command, argv, {cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: {...process.env, ...env}});
  child.on('exit', (code) => {
    if (code !== null && code !== 0) console.error(`${name} exited with ${code}`);
  });
  return {name, port, child};
}

const base = Number(args.port);
const servers = [
  start('scripts/serve.mjs', process.execPath, [path.join(root, 'scripts/serve.mjs'), '--dir', dir, '--port', String(base)], base),
  // -L: no log line per request (it would cost `serve` time the other server does not spend).
  start('serve', path.join(root, 'node_modules/.bin/serve'), [dir, '-l', `tcp://127.0.0.1:${base + 1}`, '-n', '-L', '--no-port-switching'], base + 1, {NO_UPDATE_CHECK: '1'}),
];

/** One request as autocannon sends it: the status, the encoding and the bytes on the wire. */
function probe(port, urlPath) {
  return new Promise((resolve, reject) => {
    const request = http.get({host: '127.0.0.1', port, path: urlPath, headers: {'accept-encoding': ACCEPT_ENCODING}}, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => resolve({status: response.statusCode, encoding: response.headers['content-encoding'] ?? 'none', bytes}));
    });
    request.on('error', reject);
  });
}

async function waitForListening(server) {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      return await probe(server.port, '/');
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${server.name} did not start on port ${server.port}`);
}

/** CPU seconds a process has used so far (Linux /proc; USER_HZ is 100 there), or NaN elsewhere. */
function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

function load(port, urlPath, seconds) {
  return autocannon({
    url: `http://127.0.0.1:${port}${urlPath}`,
    connections,
    duration: seconds,
    headers: {'accept-encoding': ACCEPT_ENCODING},
  });
}

const rows = [];
try {
  await Promise.all(servers.map(waitForListening));
  // The servers take turns, the one that goes first alternating by target.
  for (const [i, target] of targets.entries()) {
    for (const server of i % 2 ? [...servers].reverse() : servers) {
      // The first request also lets scripts/serve.mjs compress the file; the warm-up lets both JITs settle.
      const first = await probe(server.port, target.path);
      if (warmup > 0) await load(server.port, target.path, warmup);
      process.stderr.write(`${target.name} ${target.path} on ${server.name}: ${duration} s ...\n`);
      // CPU of the server and of autocannon (this process) during the run, in % of one core: it shows
      // which side was the bottleneck.
      const serverCpu = cpuSeconds(server.child.pid);
      const clientCpu = process.cpuUsage();
      const result = await load(server.port, target.path, duration);
      const client = process.cpuUsage(clientCpu);
      rows.push({
        target,
        server: server.name,
        status: first.status,
        encoding: first.encoding,
        bytes: first.bytes,
        rps: result.requests.average,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
        serverCpu: (100 * (cpuSeconds(server.child.pid) - serverCpu)) / result.duration,
        clientCpu: (client.user + client.system) / 1e4 / result.duration,
      });
    }
  }
} finally {
  for (const server of servers) server.child.kill();
}

const cell = (values) => `| ${values.join(' | ')} |`;
console.log(`\n${connections} connections, ${duration} s per run, accept-encoding: ${ACCEPT_ENCODING}, build ${path.relative(process.cwd(), dir) || '.'}\n`);
console.log(cell(['target', 'server', 'requests/s', 'p99 (ms)', 'errors', 'non-2xx', 'encoding', 'bytes', 'server CPU', 'autocannon CPU']));
console.log(cell(['---', '---', '---:', '---:', '---:', '---:', '---', '---:', '---:', '---:']));
const percent = (value) => (Number.isNaN(value) ? '?' : `${Math.round(value)}%`);
for (const row of rows) {
  console.log(
    cell([`${row.target.name} \`${row.target.path}\``, row.server, Math.round(row.rps), row.p99, row.errors, row.non2xx, row.encoding, row.bytes, percent(row.serverCpu), percent(row.clientCpu)]),
  );
}

// autocannon turns every response body into a UTF-8 string (lib/pipelinedRequestsQueue.js, addBody),
// slow for compressed bytes: past about one core it, not the server, sets the latency.
const saturated = (row) => row.clientCpu >= 90;

console.log('\nGoals for scripts/serve.mjs:');
let allHold = true;
for (const target of targets) {
  const ours = rows.find((row) => row.target === target && row.server === 'scripts/serve.mjs');
  const theirs = rows.find((row) => row.target === target && row.server === 'serve');
  const goals = [
    [`zero errors and non-2xx`, ours.errors === 0 && ours.non2xx === 0],
    [`requests/s >= serve's (${Math.round(ours.rps)} vs ${Math.round(theirs.rps)}, x${(ours.rps / theirs.rps).toFixed(2)})`, ours.rps >= theirs.rps],
    [`p99 < ${P99_GOAL_MS} ms (${ours.p99} ms${ours.p99 >= P99_GOAL_MS && saturated(ours) ? `; autocannon saturated at ${percent(ours.clientCpu)} CPU, server at ${percent(ours.serverCpu)}` : ''})`, ours.p99 < P99_GOAL_MS],
  ];
  for (const [label, holds] of goals) {
    allHold &&= holds;
    console.log(`  ${holds ? 'yes' : 'NO '}  ${target.name}: ${label}`);
  }
}
if (!allHold) process.exitCode = 1;
