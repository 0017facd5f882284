// The docs MCP endpoint `npm run build` writes beside the build (mcp/bundle.mjs): the bundle, its
// Vercel and Netlify wrappers and their rules; the bundle answers a search and a page of this build
// from what it carries, through each host's wrapper.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {describe, expect, it} from 'vitest';
import {BUILD_DIR, builtFile, readBuilt, readBuiltJson} from './support/buildOutput';

const FUNCTIONS_DIR = `${BUILD_DIR}-functions`;
const HEADERS = {'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', 'MCP-Protocol-Version': '2025-06-18', Host: '127.0.0.1'};

type Answer = {status: number; body: {result: {isError?: boolean; content: {text: string}[]}}};

function textOf({status, body}: Answer): string {
  expect(status).toBe(200);
  expect(body.result.isError).toBeFalsy();
  return body.result.content[0]!.text;
}

describe('the MCP bundle of the build', () => {
  it('is beside the build, not in it, with a wrapper for each host and their rules in the build', () => {
    for (const file of ['mcp.mjs', 'api/mcp.mjs', 'netlify/mcp.mjs']) builtFile(FUNCTIONS_DIR, file);
    expect(fs.existsSync(path.join(BUILD_DIR, 'mcp.mjs'))).toBe(false);
    expect(readBuilt(BUILD_DIR, '_redirects').split('\n')[0]).toBe('/mcp /.netlify/functions/mcp 200');
    expect(readBuiltJson<{rewrites: unknown[]}>(BUILD_DIR, 'vercel.json').rewrites[0]).toEqual({source: '/mcp', destination: '/api/mcp'});
  });

  it('answers through each wrapper from the files it carries', () => {
    // In a Node process of its own: vitest would transform the 5 MB module before running it.
    const script = `
      const vercel = (await import(${JSON.stringify(pathToFileURL(builtFile(FUNCTIONS_DIR, 'api/mcp.mjs')).href)})).default;
      const netlify = (await import(${JSON.stringify(pathToFileURL(builtFile(FUNCTIONS_DIR, 'netlify/mcp.mjs')).href)})).default;
      const call = (name, args) => new Request('http://127.0.0.1/mcp', {method: 'POST', headers: ${JSON.stringify(HEADERS)},
        body: JSON.stringify({jsonrpc: '2.0', id: 1, method: 'tools/call', params: {name, arguments: args}})});
      const answers = [await vercel.fetch(call('search_docs', {query: 'fee currency adapter'})), await netlify(call('get_page', {path: '/developer/viem'}), {ip: '203.0.113.9'})];
      console.log(JSON.stringify(await Promise.all(answers.map(async (r) => ({status: r.status, body: await r.json()})))));
    `;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {encoding: 'utf8'});
    expect(run.stderr).toBe('');
    const [search, page] = JSON.parse(run.stdout) as Answer[];
    expect(JSON.parse(textOf(search!)).length).toBeGreaterThan(0);
    expect(textOf(page!)).toBe(readBuilt(BUILD_DIR, 'developer/viem.md'));
  }, 30_000);

  it('answers the official MCP SDK client through each host\'s wrapper', () => {
    // The client's requests go to the wrapper function itself (the transport's `fetch`), as a host
    // would hand them over: initialize, the tool list and a tool call, on Vercel's and Netlify's.
    const script = `
      import {Client} from '@modelcontextprotocol/sdk/client/index.js';
      import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
      const vercel = (await import(${JSON.stringify(pathToFileURL(builtFile(FUNCTIONS_DIR, 'api/mcp.mjs')).href)})).default;
      const netlify = (await import(${JSON.stringify(pathToFileURL(builtFile(FUNCTIONS_DIR, 'netlify/mcp.mjs')).href)})).default;
      const hosts = {vercel: (request) => vercel.fetch(request), netlify: (request) => netlify(request, {ip: '203.0.113.9'})};
      const out = {};
      for (const [host, handle] of Object.entries(hosts)) {
        const transport = new StreamableHTTPClientTransport(new URL('http://127.0.0.1/mcp'), {fetch: (url, init) => handle(new Request(url, init))});
        const client = new Client({name: 'build-output-test', version: '1.0.0'});
        await client.connect(transport);
        const tools = (await client.listTools()).tools.map((tool) => tool.name).sort();
        const page = await client.callTool({name: 'get_page', arguments: {path: '/developer/viem'}});
        out[host] = {tools, page: page.content[0].text};
        await client.close();
      }
      console.log(JSON.stringify(out));
    `;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {encoding: 'utf8'});
    expect(run.stderr).toBe('');
    const answers = JSON.parse(run.stdout) as Record<string, {tools: string[]; page: string}>;
    expect(Object.keys(answers)).toEqual(['vercel', 'netlify']);
    for (const {tools, page} of Object.values(answers)) {
      expect(tools).toContain('search_docs');
      expect(tools).toContain('get_page');
      expect(page).toBe(readBuilt(BUILD_DIR, 'developer/viem.md'));
    }
  }, 30_000);
});
