// The docs MCP endpoint as it deploys: the bundle mcp/bundle.mjs writes for a fixture build, its
// Vercel and Netlify wrappers, and scripts/serve.mjs answering /mcp with it, driven by the
// official SDK client; then the refusals (forged Host and Origin, oversized and slow bodies,
// the rate limit, methods other than POST).
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {NETLIFY_RULE, VERCEL_REWRITE, bundleMcp, functionsDir} from '../../mcp/bundle.mjs';
import {answerMcp} from '../../mcp/node.mjs';
import {networks} from '../../src/data/networks';
import {SECRET, makeFixtureBuild} from './support/mcpFixture';

const root = path.resolve(__dirname, '..', '..');
const ORIGIN = 'https://docs.celo.org';
let dir: string;
const children: ChildProcess[] = [];
const port = 5200 + Math.floor(Math.random() * 300);
const limitedPort = port + 400;

type Handle = (request: Request, info?: {clientAddress?: string}) => Promise<Response>;

function startServer(onPort: number, env: Record<string, string> = {}): Promise<void> {
  const child = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs'), '--dir', dir, '--port', String(onPort)], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {...process.env, ...env},
  });
  children.push(child);
  return new Promise((resolve) => child.stdout!.once('data', () => resolve()));
}

/** A raw request, with whatever Host and Origin the test forges (fetch would not send them). */
function raw(onPort: number, options: {method?: string; headers?: Record<string, string>; body?: string}): Promise<{status: number; headers: http.IncomingHttpHeaders; body: string}> {
  return new Promise((resolve, reject) => {
    const req = http.request({host: '127.0.0.1', port: onPort, path: '/mcp', method: options.method ?? 'POST', headers: options.headers}, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, body}));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

const MCP_HEADERS = {'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', 'MCP-Protocol-Version': '2025-06-18'};
const LIST_TOOLS = JSON.stringify({jsonrpc: '2.0', id: 1, method: 'tools/list'});

async function connect(onPort = port): Promise<Client> {
  const client = new Client({name: 'test', version: '1.0.0'});
  await client.connect(new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${onPort}/mcp`)));
  return client;
}

const text = (result: Awaited<ReturnType<Client['callTool']>>) => (result.content as {type: string; text: string}[])[0]!.text;

beforeAll(async () => {
  dir = await makeFixtureBuild('mcp-http-');
  // A link that leaves the build: the bundle must not carry its target.
  fs.symlinkSync(path.join(dir, '..', 'secret.md'), path.join(dir, 'leak.md'));
  await bundleMcp({buildDir: dir, origin: ORIGIN});
  await Promise.all([startServer(port), startServer(limitedPort, {MCP_RATE_LIMIT: '3'})]);
});

afterAll(() => {
  for (const child of children) child.kill();
  if (dir) fs.rmSync(path.dirname(dir), {recursive: true, force: true});
});

describe('the MCP bundle (mcp/bundle.mjs)', () => {
  it('writes one module beside the build, not in it, with a wrapper for each host and their rules in the build', () => {
    const functions = functionsDir(dir);
    expect(functions).toBe(`${dir}-functions`);
    expect(fs.readdirSync(dir).filter((name) => name.endsWith('.mjs'))).toEqual([]);
    const bundle = fs.readFileSync(path.join(functions, 'mcp.mjs'), 'utf8');
    expect(bundle).toContain('Use viem with Celo');
    expect(bundle).not.toContain(SECRET);
    expect(fs.readFileSync(path.join(functions, 'api', 'mcp.mjs'), 'utf8')).toContain("from '../mcp.mjs'");
    expect(fs.readFileSync(path.join(functions, 'netlify', 'mcp.mjs'), 'utf8')).toContain("from '../mcp.mjs'");
    expect(fs.readFileSync(path.join(dir, '_redirects'), 'utf8').split('\n')[0]).toBe(NETLIFY_RULE);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'vercel.json'), 'utf8')).rewrites[0]).toEqual(VERCEL_REWRITE);
  });

  it('adds the host rules once when run again', async () => {
    await bundleMcp({buildDir: dir, origin: ORIGIN});
    expect(fs.readFileSync(path.join(dir, '_redirects'), 'utf8').split('\n').filter((line) => line === NETLIFY_RULE)).toHaveLength(1);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'vercel.json'), 'utf8')).rewrites).toHaveLength(1);
  });

  it('each host wrapper answers a tool call with the build it carries', async () => {
    const functions = functionsDir(dir);
    const vercel = (await import(pathToFileURL(path.join(functions, 'api', 'mcp.mjs')).href)).default as {fetch: Handle};
    const netlify = (await import(pathToFileURL(path.join(functions, 'netlify', 'mcp.mjs')).href)).default as (request: Request, context: {ip: string}) => Promise<Response>;
    const call = () =>
      new Request(`${ORIGIN}/mcp`, {
        method: 'POST',
        headers: {...MCP_HEADERS, Host: 'docs.celo.org'},
        body: JSON.stringify({jsonrpc: '2.0', id: 3, method: 'tools/call', params: {name: 'get_page', arguments: {path: '/developer/viem'}}}),
      });
    for (const response of [await vercel.fetch(call()), await netlify(call(), {ip: '203.0.113.9'})]) {
      expect(response.status).toBe(200);
      const body = (await response.json()) as {id: number; result: {content: {text: string}[]}};
      expect(body.id).toBe(3);
      expect(body.result.content[0]!.text).toContain('# Use viem with Celo');
    }
  });
});

describe('scripts/serve.mjs answers /mcp with the bundle, to the SDK client', () => {
  it('initializes, lists the four tools and calls each', async () => {
    const client = await connect();
    try {
      expect(client.getServerVersion()?.name).toBe('celo-docs');
      const {tools} = await client.listTools();
      expect(tools.map((tool) => tool.name).sort()).toEqual(['get_contract', 'get_network', 'get_page', 'search_docs']);
      const results = JSON.parse(text(await client.callTool({name: 'search_docs', arguments: {query: 'run a node', limit: 2}})));
      expect(results[0]).toMatchObject({title: 'Run a Celo node', markdownUrl: `${ORIGIN}/cel2/operators/run-node.md`});
      expect(text(await client.callTool({name: 'get_page', arguments: {path: '/tooling/libraries-sdks/viem'}}))).toContain('# Use viem');
      expect(JSON.parse(text(await client.callTool({name: 'get_network', arguments: {name: 'mainnet'}}))).chainId).toBe(networks.mainnet.chainId);
      const usdc = JSON.parse(text(await client.callTool({name: 'get_contract', arguments: {name: 'USDC', network: 'mainnet'}})));
      expect(usdc[0].address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    } finally {
      await client.close();
    }
  });

  it('reports a client mistake as a tool error, a prototype key as an unknown name, a linked file as no page', async () => {
    const client = await connect();
    try {
      const empty = await client.callTool({name: 'search_docs', arguments: {query: ' '}});
      expect(empty.isError).toBe(true);
      expect((await client.callTool({name: 'search_docs', arguments: {query: 'x'.repeat(300)}})).isError).toBe(true);
      for (const key of ['constructor', '__proto__']) {
        expect(text(await client.callTool({name: 'get_network', arguments: {name: key}}))).toMatch(/^Unknown network/);
      }
      const leak = await client.callTool({name: 'get_page', arguments: {path: '/leak'}});
      expect(leak.isError).toBe(true);
      expect(text(leak)).not.toContain(SECRET);
      // More results than the limit is refused by the tool's schema.
      expect((await client.callTool({name: 'search_docs', arguments: {query: 'node', limit: 500}})).isError).toBe(true);
    } finally {
      await client.close();
    }
  });

  it('refuses a forged Host or Origin with 403 and a JSON-RPC error', async () => {
    const forged: Record<string, string>[] = [
      {Host: 'evil.example'},
      {Host: 'docs.celo.org.evil.example'},
      {Host: `127.0.0.1:${port}`, Origin: 'https://evil.example'},
      {Host: `127.0.0.1:${port}`, Origin: 'http://localhost.evil.example'},
      {Host: `127.0.0.1:${port}`, Origin: 'null'},
    ];
    for (const headers of forged) {
      const response = await raw(port, {headers: {...MCP_HEADERS, ...headers}, body: LIST_TOOLS});
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(JSON.parse(response.body)).toMatchObject({jsonrpc: '2.0', id: null, error: {code: -32000}});
    }
    for (const headers of [{Host: 'docs.celo.org', Origin: ORIGIN}, {Host: `localhost:${port}`, Origin: `http://localhost:${port}`}]) {
      expect((await raw(port, {headers: {...MCP_HEADERS, ...headers}, body: LIST_TOOLS})).status, JSON.stringify(headers)).toBe(200);
    }
  });

  it('refuses an oversized body with 413, and methods other than POST with 405; other routes stay GET and HEAD', async () => {
    const huge = JSON.stringify({jsonrpc: '2.0', id: 1, method: 'tools/call', params: {name: 'search_docs', arguments: {query: 'x'.repeat(100_000)}}});
    const tooLarge = await raw(port, {headers: MCP_HEADERS, body: huge});
    expect(tooLarge.status).toBe(413);
    expect(JSON.parse(tooLarge.body).error.code).toBe(-32000);
    for (const method of ['GET', 'DELETE', 'PUT']) {
      const response = await raw(port, {method, headers: {Accept: 'text/event-stream'}});
      expect(response.status, method).toBe(405);
      expect(response.headers.allow).toBe('POST');
      expect(JSON.parse(response.body).error.message).toMatch(/POST/);
    }
    const page = await fetch(`http://127.0.0.1:${port}/`, {method: 'POST'});
    expect(page.status).toBe(405);
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
  });

  it('limits each client to MCP_RATE_LIMIT requests a minute, with 429, Retry-After and a JSON-RPC error', async () => {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof raw>> | undefined;
    for (let i = 0; i < 4; i++) {
      last = await raw(limitedPort, {headers: MCP_HEADERS, body: LIST_TOOLS});
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(JSON.parse(last!.body).error).toMatchObject({code: -32000, message: expect.stringMatching(/at most 3 every 60 s per client/)});
    // A forwarded-for header is not the client's address on this server: it does not reset the count.
    const spoofed = await raw(limitedPort, {headers: {...MCP_HEADERS, 'X-Forwarded-For': '198.51.100.7'}, body: LIST_TOOLS});
    expect(spoofed.status).toBe(429);
  });
});

describe('the Node adapter (mcp/node.mjs)', () => {
  it('cuts off a body that arrives too slowly with 408, and frees the socket', async () => {
    let handled = false;
    const handle: Handle = async () => {
      handled = true;
      return new Response('{}');
    };
    const server = http.createServer((req, res) => void answerMcp(handle, req, res, {maxBodyBytes: 1024, bodyTimeout: 300}));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const {port: serverPort} = server.address() as net.AddressInfo;
    try {
      const socket = net.connect(serverPort, '127.0.0.1');
      let reply = '';
      socket.on('data', (chunk) => (reply += chunk.toString()));
      const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
      // Headers promise 100 bytes of body; only 5 come, and then nothing.
      socket.write('POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"jso');
      await closed;
      expect(reply).toMatch(/^HTTP\/1\.1 408/);
      expect(reply).toContain('"code":-32000');
      expect(handled).toBe(false);
    } finally {
      server.close();
    }
  });
});
