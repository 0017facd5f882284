/**
 * Facts for the third-party AI tools and examples in "Build with AI" (docs/build/build-with-ai/celina.md,
 * celopedia.md, examples/*, and the Celina row of docs/build/mcp/index.md): endpoints, packages, repositories
 * and model settings. Every record carries a typed `sources` field; tests/unit/ai-tools-data.test.ts checks
 * them (https only, no duplicates, versions exact, cross-references resolve).
 *
 * The Self Agent ID deployments and the versions of the celo-org MCP servers live in ./ai.ts.
 */
import type {Sources} from './sources';

/** A link a page shows, with what it is. */
export interface ToolLink {
  label: string;
  url: string;
}

/** An npm package a page installs, with the version its facts were checked against. */
export interface ToolPackage {
  name: string;
  /** Exact version (x.y.z) whose source or manifest was read. */
  version: string;
  /** The package's public repository. */
  repository: string;
  sources: Sources;
}

// ---------------------------------------------------------------------------------------------
// Celina: a third-party SDK, MCP server, hosted MCP endpoint and REST API for Celo Mainnet.

const celoDocsCelina = 'celo-org/docs@ba1f3f2c9688a02793967571da82009866fd9526';
const celinaMcpCommit = 'andrewkimjoseph/celina-mcp@4783613cd4ee873085c7d549b018faa128ea41ec';

export interface CelinaFacts {
  /** Project website with the local install guide. */
  website: string;
  /** Streamable HTTP MCP endpoint, read and quote tools only, no keys. */
  hostedMcpUrl: string;
  /** Agent-to-agent (A2A) agent card of the hosted deployment. */
  a2aUrl: string;
  /** Health check of the hosted deployment. */
  healthUrl: string;
  /** Base URL of the keyless REST API (`GET /v1/tools`, `POST /v1/<tool>`). */
  apiBaseUrl: string;
  /** Default Self Agent ID API the local server talks to (`SELF_AGENT_API_BASE`). */
  selfAgentApiDefault: string;
  /** Names of the environment variables the local MCP server reads. */
  env: readonly {name: string; required: string; purpose: string}[];
  sdk: ToolPackage;
  mcp: ToolPackage;
  /** Repository of the hosted MCP deployment. */
  mcpRemoteRepository: string;
  /** Repository of the REST API. */
  apiRepository: string;
  /** Documentation sites of the SDK and the API. */
  docs: readonly ToolLink[];
  sources: Sources;
}

export const celina: CelinaFacts = {
  website: 'https://www.usecelina.xyz',
  hostedMcpUrl: 'https://mcp.usecelina.xyz/api/mcp',
  a2aUrl: 'https://mcp.usecelina.xyz/api/a2a',
  healthUrl: 'https://mcp.usecelina.xyz/api/health',
  apiBaseUrl: 'https://api.usecelina.xyz',
  selfAgentApiDefault: 'https://app.ai.self.xyz',
  env: [
    {name: 'CELO_PRIVATE_KEY', required: 'For write tools', purpose: 'Main wallet that signs transfers, swaps, staking and governance transactions'},
    {name: 'SELF_AGENT_PRIVATE_KEY', required: 'Optional', purpose: 'Separate Self Agent ID wallet; can act alone for humanness-gated governance and staking'},
    {name: 'SELF_AGENT_API_BASE', required: 'Optional', purpose: 'Overrides the Self Agent ID API base URL'},
    {name: 'CELO_RPC_URL_MAINNET', required: 'Optional', purpose: 'Overrides the Celo Mainnet RPC (Forno by default)'},
    {name: 'ETH_RPC_URL_MAINNET', required: 'Optional', purpose: 'Ethereum RPC used to resolve ENS names'},
  ],
  sdk: {
    name: '@andrewkimjoseph/celina-sdk',
    version: '0.25.3', // the exact version celina-mcp 0.18.12 depends on
    repository: 'https://github.com/andrewkimjoseph/celina-sdk',
    sources: [`${celinaMcpCommit}:package.json`, 'andrewkimjoseph/celina-sdk@01b473e16681d2b7324d2334045af594dc539ed5:README.md'],
  },
  mcp: {
    name: '@andrewkimjoseph/celina-mcp',
    version: '0.18.12',
    repository: 'https://github.com/andrewkimjoseph/celina-mcp',
    sources: [`${celinaMcpCommit}:package.json`],
  },
  mcpRemoteRepository: 'https://github.com/andrewkimjoseph/celina-mcp-remote',
  apiRepository: 'https://github.com/andrewkimjoseph/celina-api',
  docs: [
    {label: 'Celina SDK documentation', url: 'https://andrewkimjoseph.gitbook.io/celina-sdk'},
    {label: 'Celina API documentation', url: 'https://andrewkimjoseph.gitbook.io/celina-api'},
  ],
  sources: [
    `${celoDocsCelina}:build-on-celo/build-with-ai/celina/index.mdx`,
    `${celoDocsCelina}:build-on-celo/build-with-ai/celina/sdk.mdx`,
    `${celoDocsCelina}:build-on-celo/build-with-ai/celina/api.mdx`,
    `${celoDocsCelina}:build-on-celo/build-with-ai/celina/mcp.mdx`,
    `${celoDocsCelina}:build-on-celo/build-with-ai/celina/hosted-mcp.mdx`,
    'celo-org/docs@08c9b7f4b6f0eb54b5ce078abeca370307e0e8c2:build-on-celo/build-with-ai/mcp/celina.mdx',
    `${celinaMcpCommit}:README.md`,
    `${celinaMcpCommit}:.env.example`,
    `${celinaMcpCommit}:src/config/env.ts`,
  ],
};

// ---------------------------------------------------------------------------------------------
// Celopedia: a celo-org agent skill with Celo ecosystem and builder references.

export interface CelopediaFacts {
  website: string;
  repository: string;
  /** `owner/name` argument of `npx skills add`. */
  skillSource: string;
  /** Version in the skill's SKILL.md front matter at the reviewed commit. */
  skillVersion: string;
  /** The npm package that provides the `skills` command. */
  installer: ToolPackage;
  sources: Sources;
}

export const celopedia: CelopediaFacts = {
  website: 'https://celopedia.celo.org',
  repository: 'https://github.com/celo-org/celopedia-skills',
  skillSource: 'celo-org/celopedia-skills',
  skillVersion: '2.5.0',
  installer: {
    name: 'skills',
    version: '1.7.4',
    repository: 'https://github.com/vercel-labs/skills',
    sources: ['https://www.npmjs.com/package/skills'],
  },
  sources: [
    'celo-org/docs@10957be81f00ad90fc668eada0f6c8bc00861905:build-on-celo/build-with-ai/celopedia.mdx',
    'celo-org/celopedia-skills@0c9b9f02a8ecbd9236dd55cf9188121ceb33a076:README.md',
    'celo-org/celopedia-skills@0f37e24e0e12b4f5d8c61cdf5655b34c07b7a67c:skills/celopedia-skill/SKILL.md',
  ],
};

// ---------------------------------------------------------------------------------------------
// AI memecoin example: an OpenAI-compatible Gaia node names a token, viem deploys it.

export interface GaiaExampleFacts {
  /** Where readers create a Gaia API key. */
  apiKeysPage: string;
  /** OpenAI-compatible base URL of the public Gaia node the original example uses. */
  baseUrl: string;
  /** Model name the original example sends to that node. */
  model: string;
  /** The community example the page is based on. */
  exampleRepository: string;
  sources: Sources;
}

export const gaiaMemecoinExample: GaiaExampleFacts = {
  apiKeysPage: 'https://www.gaianet.ai/setting/gaia-api-keys',
  baseUrl: 'https://llama8b.gaia.domains/v1',
  model: 'llama',
  exampleRepository: 'https://github.com/harishkotra/celo-token-agent',
  sources: [
    'celo-org/docs@e1a5a6a3d75f91d4f8e209e2bc8660879978e400:build-on-celo/build-with-ai/examples/ai-memecoins.mdx',
    'harishkotra/celo-token-agent@1fb931308467e7908575b016b445ad47ab701543:tokenGenerator.js',
    'harishkotra/celo-token-agent@1fb931308467e7908575b016b445ad47ab701543:contracts/MemeToken.sol',
  ],
};

// ---------------------------------------------------------------------------------------------
// thirdweb AI (formerly Nebula).

export interface ThirdwebAiFacts {
  /** Chat endpoint of thirdweb AI. */
  chatUrl: string;
  /** OpenAI-compatible base URL and model name of the same service. */
  openAiBaseUrl: string;
  model: string;
  /** The retired Nebula API host that older examples and SDK helpers still call. */
  legacyNebulaApi: string;
  /** Day the Nebula app and API were deprecated (UTC, ISO 8601), as the Celo docs state it. */
  nebulaDeprecated: string;
  /** The Nebula-era example the old Celo page pointed to. */
  legacyExampleRepository: string;
  docs: readonly ToolLink[];
  sources: Sources;
}

export const thirdwebAi: ThirdwebAiFacts = {
  chatUrl: 'https://api.thirdweb.com/ai/chat',
  openAiBaseUrl: 'https://api.thirdweb.com/ai',
  model: 't0-latest',
  legacyNebulaApi: 'https://nebula-api.thirdweb.com',
  nebulaDeprecated: '2025-09-30',
  legacyExampleRepository: 'https://github.com/thirdweb-example/erc20-token-deployer',
  docs: [
    {label: 'thirdweb AI chat API', url: 'https://portal.thirdweb.com/ai/chat'},
    {label: 'Transaction execution', url: 'https://portal.thirdweb.com/ai/chat/execution'},
  ],
  sources: [
    'celo-org/docs@21dfb7d593fea09e9fb22b83f90d13f6b8c5b8ce:build-on-celo/build-with-ai/examples/build-with-thirdweb-ai.mdx',
    'celo-org/docs@0ebda1b9073ab2f28dfa1a13fd7adab8425c8350:build-on-celo/build-with-ai/examples/build-with-nebula.mdx',
    'thirdweb-example/erc20-token-deployer@464177f61d92d2924f65312c20bcd018896c1831:telegram-bot.js',
    'https://portal.thirdweb.com/ai/chat/execution',
    'https://portal.thirdweb.com/ai/chat/openai-sdk',
  ],
};
