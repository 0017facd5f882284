/**
 * The docs MCP server: the built site's search, Markdown pages, networks and contracts as tools
 * for coding assistants. No network access: it reads `build/` and `src/data`.
 *
 *   npm run mcp                              stdio (Claude Code, Cursor, VS Code)
 *   npm run mcp -- --http --port 3100        Streamable HTTP at http://127.0.0.1:3100/mcp
 *   options: --build <dir> (default build), --host <addr>, --origin <public site URL>
 */
import http from 'node:http';
import {parseArgs} from 'node:util';
import {pathToFileURL} from 'node:url';
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {z} from 'zod';
import {LIMITS, ToolInputError, openDocsSite, type DocsSite} from './docsTools';
import {siteUrl} from '../config/aiDocs';

type ToolResult = {content: {type: 'text'; text: string}[]; isError?: boolean};

/** Runs a tool; a mistake in the arguments comes back as a tool error the model can read and fix. */
function answer(run: () => unknown): ToolResult {
  try {
    const value = run();
    return {content: [{type: 'text', text: typeof value === 'string' ? value : JSON.stringify(value, null, 2)}]};
  } catch (error) {
    if (error instanceof ToolInputError) return {isError: true, content: [{type: 'text', text: error.message}]};
    throw error;
  }
}

export function createDocsServer(site: DocsSite): McpServer {
  const server = new McpServer({name: 'celo-docs', version: '1.0.0'});
  server.registerTool(
    'search_docs',
    {
      title: 'Search the Celo docs',
      description: 'Search the Celo documentation with the site\'s own ranking. Returns page titles, URLs, Markdown URLs and snippets, best first.',
      inputSchema: {
        query: z.string().describe('A few words, e.g. "pay gas in USDC" or "run a node"'),
        limit: z.number().int().min(1).max(LIMITS.maxResults).optional().describe(`How many pages (default ${LIMITS.defaultResults})`),
      },
    },
    async ({query, limit}) => answer(() => site.search(query, limit)),
  );
  server.registerTool(
    'get_page',
    {
      title: 'Read a docs page as Markdown',
      description: 'The Markdown of a page of the Celo docs, by path (/developer/viem) or URL. Old URLs of the docs are followed to the page that covers them now.',
      inputSchema: {path: z.string().describe('A site path such as /developer/viem, or a URL of the docs')},
    },
    async ({path}) => answer(() => site.getPage(path).markdown),
  );
  server.registerTool(
    'get_network',
    {
      title: 'Network values',
      description: 'Chain ID, RPC endpoints, explorers, faucets and bridges of a Celo network: mainnet, celo-sepolia, or the retired alfajores and baklava.',
      inputSchema: {name: z.string().describe('mainnet, celo-sepolia, alfajores, baklava, or a chain ID')},
    },
    async ({name}) => answer(() => site.getNetwork(name)),
  );
  server.registerTool(
    'get_contract',
    {
      title: 'Contract address',
      description: 'Address and explorer link of a Celo core contract, token (with its fee-currency address), rollup contract on Ethereum, or OP Stack predeploy.',
      inputSchema: {
        name: z.string().describe('e.g. FeeCurrencyDirectory, USDC, USDm (cUSD), OptimismPortalProxy'),
        network: z.string().optional().describe('mainnet or celo-sepolia (default: both live networks)'),
      },
    },
    async ({name, network}) => answer(() => site.getContract(name, network)),
  );
  return server;
}

async function main() {
  const {values} = parseArgs({
    options: {
      http: {type: 'boolean', default: false},
      port: {type: 'string', default: '3100'},
      host: {type: 'string', default: '127.0.0.1'},
      build: {type: 'string', default: 'build'},
      origin: {type: 'string'},
    },
  });
  const origin = values.origin ? siteUrl({SITE_URL: values.origin}) : siteUrl(process.env);
  let site: DocsSite;
  try {
    site = openDocsSite(values.build, origin);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }

  if (!values.http) {
    await createDocsServer(site).connect(new StdioServerTransport());
    return;
  }

  // Stateless Streamable HTTP: a fresh server and transport per request, so no session state
  // is kept between requests and any instance behind a load balancer can answer.
  const server = http.createServer(async (req, res) => {
    if (new URL(req.url ?? '/', 'http://localhost').pathname !== '/mcp') {
      res.writeHead(404, {'Content-Type': 'text/plain; charset=utf-8'}).end('The MCP endpoint is /mcp');
      return;
    }
    if (req.method !== 'POST') {
      res.writeHead(405, {Allow: 'POST', 'Content-Type': 'text/plain; charset=utf-8'}).end('Send MCP requests with POST');
      return;
    }
    const mcp = createDocsServer(site);
    const transport = new StreamableHTTPServerTransport({sessionIdGenerator: undefined, enableJsonResponse: true});
    res.on('close', () => {
      void transport.close();
      void mcp.close();
    });
    try {
      await mcp.connect(transport);
      await transport.handleRequest(req, res);
    } catch (error) {
      if (!res.headersSent) res.writeHead(500, {'Content-Type': 'text/plain; charset=utf-8'}).end(`MCP error: ${String(error)}`);
    }
  });
  server.listen(Number(values.port), values.host, () => {
    console.error(`Celo docs MCP server at http://${values.host}:${values.port}/mcp (build: ${values.build})`);
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  void main();
}
