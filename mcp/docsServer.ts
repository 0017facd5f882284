/**
 * The docs MCP server's tools (search, pages, networks, contracts) on an SDK `McpServer`, shared
 * by the stdio server (./server.ts) and the HTTP handler (./httpHandler.ts).
 */
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';
import {LIMITS, ToolInputError, languageChoices, type DocsSite} from './docsTools';

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

/** The `language` argument of the tools that read pages: checked by the tools, which name the choices when it is wrong. */
const language = z.string().max(64).optional().describe(`The docs' language: ${languageChoices}. Pages not translated yet are in English.`);

export function createDocsServer(site: DocsSite): McpServer {
  const server = new McpServer({name: 'celo-docs', version: '1.0.0'});
  server.registerTool(
    'search_docs',
    {
      title: 'Search the Celo docs',
      description: 'Search the Celo documentation with the site\'s own ranking. Returns page titles, URLs, Markdown URLs and snippets, best first. Set language to search the Spanish or Portuguese docs, with words in that language.',
      inputSchema: {
        query: z.string().describe('A few words, e.g. "pay gas in USDC" or "run a node"'),
        limit: z.number().int().min(1).max(LIMITS.maxResults).optional().describe(`How many pages (default ${LIMITS.defaultResults})`),
        language,
      },
    },
    async ({query, limit, language}) => answer(() => site.search(query, limit, language)),
  );
  server.registerTool(
    'get_page',
    {
      title: 'Read a docs page as Markdown',
      description: 'The Markdown of a page of the Celo docs, by path (/developer/viem) or URL. Old URLs of the docs are followed to the page that covers them now. Set language for the page in Spanish or Portuguese; a path or URL that already starts with /es/ or /pt-BR/ is read in that language.',
      inputSchema: {
        path: z.string().describe('A site path such as /developer/viem, or a URL of the docs'),
        language,
      },
    },
    async ({path, language}) => answer(() => site.getPage(path, language).markdown),
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
