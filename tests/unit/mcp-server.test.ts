import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {openDocsSite, pagePath, ToolInputError} from '../../mcp/docsTools';
import {connectDocsClient, makeFixtureBuild, SECRET, toolText} from './support/mcpFixture';
import {networks} from '../../src/data/networks';
import {feeCurrencies} from '../../src/data/tokens';

const ORIGIN = 'https://docs.celo.org';
let dir: string;
let client: Client;

const text = toolText;

beforeAll(async () => {
  dir = await makeFixtureBuild('mcp-');
  client = await connectDocsClient(dir, ORIGIN);
});

afterAll(async () => {
  await client?.close();
  fs.rmSync(path.dirname(dir), {recursive: true, force: true});
});

describe('docs MCP server, through the SDK client', () => {
  it('lists its four tools', async () => {
    const {tools} = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(['get_contract', 'get_network', 'get_page', 'search_docs']);
  });

  it('search_docs ranks the page that answers the question first, with its Markdown URL', async () => {
    const results = JSON.parse(text(await client.callTool({name: 'search_docs', arguments: {query: 'run a node', limit: 2}})));
    expect(results[0]).toMatchObject({title: 'Run a Celo node', markdownUrl: `${ORIGIN}/cel2/operators/run-node.md`});
    expect(results.length).toBeLessThanOrEqual(2);
    const fee = JSON.parse(text(await client.callTool({name: 'search_docs', arguments: {query: 'fee currency adapter'}})));
    expect(fee[0].url).toBe(`${ORIGIN}/developer/viem#fee-currency`);
  });

  it('search_docs reads the sharded index the build writes (no other index file)', () => {
    expect(fs.readdirSync(dir).filter((name) => name.startsWith('search'))).toEqual(['search-index']);
    expect(fs.existsSync(path.join(dir, 'search-index', 'manifest.json'))).toBe(true);
    expect(openDocsSite(dir, ORIGIN).search('docker compose')[0]?.url).toBe(`${ORIGIN}/cel2/operators/run-node#start`);
  });

  it('search_docs refuses an empty or oversized query with a tool error', async () => {
    const empty = await client.callTool({name: 'search_docs', arguments: {query: '   '}});
    expect(empty.isError).toBe(true);
    expect(text(empty)).toMatch(/query is empty/);
    const huge = await client.callTool({name: 'search_docs', arguments: {query: 'x'.repeat(10_000)}});
    expect(huge.isError).toBe(true);
  });

  it('get_page returns a twin by path, URL or old URL, and refuses paths outside the build', async () => {
    expect(text(await client.callTool({name: 'get_page', arguments: {path: '/developer/viem'}}))).toContain('# Use viem with Celo');
    expect(text(await client.callTool({name: 'get_page', arguments: {path: `${ORIGIN}/developer/viem.md#x`}}))).toContain('# Use viem');
    expect(text(await client.callTool({name: 'get_page', arguments: {path: '/tooling/libraries-sdks/viem'}}))).toContain('# Use viem');
    expect(text(await client.callTool({name: 'get_page', arguments: {path: '/'}}))).toContain('# Celo Documentation');
    // As scripts/serve.mjs follows them: a rule's path decoded, and an old URL family's prefix rule.
    expect(text(await client.callTool({name: 'get_page', arguments: {path: '/blog/3%20Simple%20Steps'}}))).toContain('# Celo networks');
    expect(text(await client.callTool({name: 'get_page', arguments: {path: `${ORIGIN}/blog/3%20Simple%20Steps`}}))).toContain('# Celo networks');
    expect(text(await client.callTool({name: 'get_page', arguments: {path: '/tooling/any/old/page'}}))).toContain('# Use viem');
    for (const evil of ['../../etc/passwd', '/../secret', '..%2fsecret', '/developer/..\\..\\secret', 'https://evil.example/x']) {
      const result = await client.callTool({name: 'get_page', arguments: {path: evil}});
      expect(result.isError, evil).toBe(true);
      expect(text(result)).not.toContain('secret');
    }
    // Links inside the build that lead outside it (a file, a folder): no page, and nothing of the target.
    fs.symlinkSync(path.join(dir, '..', 'secret.md'), path.join(dir, 'leak.md'));
    fs.symlinkSync(path.join(dir, '..'), path.join(dir, 'up'));
    for (const link of ['/leak', '/leak.md', '/up/secret', `${ORIGIN}/up/secret.md`]) {
      const result = await client.callTool({name: 'get_page', arguments: {path: link}});
      expect(result.isError, link).toBe(true);
      expect(text(result)).not.toContain(SECRET);
    }
    const missing = await client.callTool({name: 'get_page', arguments: {path: '/no/such/page'}});
    expect(missing.isError).toBe(true);
    expect(text(missing)).toMatch(/No page at \/no\/such\/page/);
  });

  it('get_network answers from src/data, by name or chain id', async () => {
    const sepolia = JSON.parse(text(await client.callTool({name: 'get_network', arguments: {name: 'celo-sepolia'}})));
    expect(sepolia).toMatchObject({chainId: networks.celoSepolia.chainId, rpc: networks.celoSepolia.rpc});
    const byId = JSON.parse(text(await client.callTool({name: 'get_network', arguments: {name: '42220'}})));
    expect(byId.name).toBe(networks.mainnet.name);
    const bad = await client.callTool({name: 'get_network', arguments: {name: 'ropsten'}});
    expect(bad.isError).toBe(true);
    expect(text(bad)).toMatch(/Unknown network "ropsten"/);
  });

  it('a prototype key as a network or contract name is an unknown name, not an internal error', async () => {
    for (const key of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'prototype', 'valueOf']) {
      const network = await client.callTool({name: 'get_network', arguments: {name: key}});
      expect(network.isError, key).toBe(true);
      expect(text(network)).toMatch(/^Unknown network/);
      const onNetwork = await client.callTool({name: 'get_contract', arguments: {name: 'USDC', network: key}});
      expect(text(onNetwork)).toMatch(/^Unknown network/);
      const contract = await client.callTool({name: 'get_contract', arguments: {name: key}});
      expect(contract.isError, key).toBe(true);
      expect(text(contract)).toMatch(/^No contract or token named/);
    }
  });

  it('get_contract finds tokens (with their fee-currency address), core and rollup contracts', async () => {
    const usdc = JSON.parse(text(await client.callTool({name: 'get_contract', arguments: {name: 'usdc', network: 'mainnet'}})));
    const expected = feeCurrencies('mainnet').find((f) => f.symbol === 'USDC')!;
    expect(usdc[0]).toMatchObject({address: expected.token, feeCurrencyAddress: expected.feeCurrencyAddress, kind: 'token'});
    expect(usdc[0].explorer).toMatch(/^https:\/\/.+\/address\/0x/);
    const cusd = JSON.parse(text(await client.callTool({name: 'get_contract', arguments: {name: 'cUSD', network: 'mainnet'}})));
    expect(cusd[0].name).toBe('USDm');
    const portal = JSON.parse(text(await client.callTool({name: 'get_contract', arguments: {name: 'OptimismPortalProxy'}})));
    expect(portal.map((p: {chain: string}) => p.chain).sort()).toEqual(['Ethereum Mainnet', 'Ethereum Sepolia']);
    const unknown = await client.callTool({name: 'get_contract', arguments: {name: 'NoSuchContract'}});
    expect(unknown.isError).toBe(true);
  });
});

describe('page paths', () => {
  it('normalises the forms a client sends', () => {
    expect(pagePath('developer/viem.md', ORIGIN)).toBe('/developer/viem');
    expect(pagePath('/developer/viem/', ORIGIN)).toBe('/developer/viem');
    expect(pagePath('/cel2/index.html', ORIGIN)).toBe('/cel2');
    expect(pagePath(`${ORIGIN}/`, ORIGIN)).toBe('/');
  });
  it('throws an input error for traversal and foreign origins', () => {
    expect(() => pagePath('/a/../../b', ORIGIN)).toThrow(ToolInputError);
    expect(() => pagePath('https://example.com/a', ORIGIN)).toThrow(/Only pages of https:\/\/docs.celo.org/);
  });
  it('tells the operator to build first when the build is missing', () => {
    expect(() => openDocsSite(path.join(os.tmpdir(), 'no-such-build-dir'), ORIGIN)).toThrow(/npm run build/);
  });
});
