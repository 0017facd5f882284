// A built site in miniature for the docs MCP server's tests: the sharded search index, three
// Markdown twins, the redirect table (an exact rule, an encoded one and a prefix rule), the two
// pages scripts/serve.mjs needs to start, and a file outside the build that path tricks and
// symbolic links try to reach.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import {compact, writeShardedIndex} from '../../../src/plugins/local-search/indexer/build';
import {openDocsSite} from '../../../mcp/docsTools';
import {createDocsServer} from '../../../mcp/docsServer';

export const SECRET = 'secret outside the build';

export async function writeFixtureSite(root: string): Promise<void> {
  const page = (url: string, title: string, sections: [string, string, string][]) => ({
    url, title, keywords: '', isDoc: true, lvl0: 'Docs', language: 'en', tag: 'docs-default-current',
    sections: [{level: 1, heading: title, anchor: '', content: `${title} overview.`}, ...sections.map(([heading, anchor, content]) => ({level: 2, heading, anchor, content}))],
  });
  const index = compact([
    page('/developer/viem', 'Use viem with Celo', [['Pay gas in stablecoins', 'fee-currency', 'Set feeCurrency to a fee currency adapter address for USDC.']]),
    page('/cel2/operators/run-node', 'Run a Celo node', [['Start the node', 'start', 'Use docker compose to run op-geth and op-node.']]),
    page('/network', 'Celo networks', [['Celo Mainnet', 'mainnet', 'Chain ID and RPC endpoint of Celo Mainnet.']]),
  ], {contentWords: 12});
  await writeShardedIndex(root, 'search-index', index);
  fs.mkdirSync(path.join(root, 'developer'), {recursive: true});
  fs.writeFileSync(path.join(root, 'developer/viem.md'), '# Use viem with Celo\n\nBody.\n');
  fs.writeFileSync(path.join(root, 'network.md'), '# Celo networks\n');
  fs.writeFileSync(path.join(root, 'index.md'), '# Celo Documentation\n');
  fs.writeFileSync(path.join(root, 'index.html'), '<h1>Celo Documentation</h1>');
  fs.writeFileSync(path.join(root, '404.html'), '<h1>Page Not Found</h1>');
  fs.writeFileSync(
    path.join(root, '_redirects'),
    ['/tooling/libraries-sdks/viem /developer/viem 301', '/blog/3%20Simple%20Steps /network#mainnet 301', '/tooling/* /developer/viem 301', ''].join('\n'),
  );
  // A file outside the build that a path trick would try to reach.
  fs.writeFileSync(path.join(root, '..', 'secret.md'), SECRET);
}

/** A fixture build in a new temporary folder (`<tmp>/build`), for `rmSync` of its parent after. */
export async function makeFixtureBuild(prefix: string): Promise<string> {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), prefix)), 'build');
  fs.mkdirSync(dir);
  await writeFixtureSite(dir);
  return dir;
}

/** An SDK client connected in memory to the docs MCP server of the build in `dir`. */
export async function connectDocsClient(dir: string, origin: string): Promise<Client> {
  const server = createDocsServer(openDocsSite(dir, origin));
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const client = new Client({name: 'test', version: '1.0.0'});
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  return client;
}

/** The text of a tool's answer. */
export const toolText = (result: Awaited<ReturnType<Client['callTool']>>) => (result.content as {type: string; text: string}[])[0]!.text;
