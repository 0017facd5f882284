/**
 * Facts for the "Build with AI" pages (docs/build/build-with-ai/*, docs/build/mcp/*): the Self Agent ID
 * deployments on Celo, the ERC-8004 registries on Celo, and the versions of the MCP servers and SDKs
 * the pages were checked against.
 * Records carry a typed `sources` field; addresses are EIP-55 checksummed (tests/unit/ai-data.test.ts).
 */
import type {Sources} from './sources';
import type {ReviewedPackage} from './toolVersions';

/** Networks the Self Agent ID contracts are deployed on (keys of networks.ts). */
export type AgentIdNetwork = 'mainnet' | 'celoSepolia';

export interface AgentIdContract {
  name: string;
  address: string;
  /** What the contract does, in one line. */
  role: string;
}

export interface AgentIdDeployment {
  network: AgentIdNetwork;
  /** The SDK's network name for this deployment (`network: 'mainnet' | 'testnet'`). */
  sdkNetwork: 'mainnet' | 'testnet';
  contracts: readonly AgentIdContract[];
  sources: Sources;
}

const selfAgentIdReadme = 'selfxyz/self-agent-id@ce7f3eeb7fc6732be2e23d3a71801bfc65a654cf:README.md';
const selfAgentIdConstants = 'selfxyz/self-agent-id@ce7f3eeb7fc6732be2e23d3a71801bfc65a654cf:typescript-sdk/src/constants.ts';

export const selfAgentIdDeployments: Record<AgentIdNetwork, AgentIdDeployment> = {
  mainnet: {
    network: 'mainnet',
    sdkNetwork: 'mainnet',
    contracts: [
      {name: 'SelfAgentRegistry', address: '0xaC3DF9ABf80d0F5c020C06B04Cced27763355944', role: 'Registry of agent identities: one soulbound ERC-721 per agent, bound to a human proof'},
      {name: 'SelfHumanProofProvider', address: '0x4b036aFD959B457A208F676cf44Ea3ef73Ea3E3d', role: 'Proof-of-human provider backed by Self passport and ID proofs'},
      {name: 'SelfReputationRegistry', address: '0x69Da18CF4Ac27121FD99cEB06e38c3DC78F363f4', role: 'ERC-8004 reputation registry'},
      {name: 'SelfValidationRegistry', address: '0x71a025e0e338EAbcB45154F8b8CA50b41e7A0577', role: 'ERC-8004 validation registry'},
      {name: 'AgentDemoVerifier', address: '0xD8ec054FD869A762bC977AC328385142303c7def', role: 'Demo contract that verifies agent signatures onchain'},
      {name: 'AgentGate', address: '0x26e05bF632fb5bACB665ab014240EAC1413dAE35', role: 'Demo contract that gates a function to registered agents'},
    ],
    sources: [selfAgentIdReadme, selfAgentIdConstants],
  },
  celoSepolia: {
    network: 'celoSepolia',
    sdkNetwork: 'testnet',
    contracts: [
      {name: 'SelfAgentRegistry', address: '0x043DaCac8b0771DD5b444bCC88f2f8BBDBEdd379', role: 'Registry of agent identities: one soulbound ERC-721 per agent, bound to a human proof'},
      {name: 'SelfHumanProofProvider', address: '0x5E61c3051Bf4115F90AacEAE6212bc419f8aBB6c', role: 'Proof-of-human provider backed by Self passport and ID proofs'},
      {name: 'SelfReputationRegistry', address: '0x3Bb0A898C1C0918763afC22ff624131b8F420CC2', role: 'ERC-8004 reputation registry'},
      {name: 'SelfValidationRegistry', address: '0x84cA20B8A1559F136dA03913dbe6A7F68B6B240B', role: 'ERC-8004 validation registry'},
      {name: 'AgentDemoVerifier', address: '0xc31BAe8f2d7FCd19f737876892f05d9bDB294241', role: 'Demo contract that verifies agent signatures onchain'},
      {name: 'AgentGate', address: '0x86Af07e30Aa42367cbcA7f2B1764Be346598bbc2', role: 'Demo contract that gates a function to registered agents'},
    ],
    sources: [selfAgentIdReadme],
  },
};

export type {ReviewedPackage};

/** Celo's page on the celo-mcp server, written for the current release (newest navigation of celo-org/docs). */
const celoMcpDocs = 'celo-org/docs@7b8f97c2fec13e0de78dacfd91bc3e367f92607c:build/agents/mcp/celo-mcp.mdx';

export interface McpServerSetting {
  /** Environment variable(s); the command-line flag that sets the same value, if any. */
  name: string;
  flag?: string;
  purpose: string;
  default: string;
}

/**
 * The Streamable HTTP mode of celo-mcp (0.4 releases), as Celo's page documents it: a second command,
 * `celo-mcp-server`, serves MCP at `/mcp` and a health check at `/health`.
 */
export const celoMcpHttp = {
  command: 'celo-mcp-server', // src: celoMcpDocs
  mcpPath: '/mcp', // src: celoMcpDocs
  healthPath: '/health', // src: celoMcpDocs
  settings: [
    {name: 'MCP_TRANSPORT', flag: '--transport', purpose: '`stdio` or `http`.', default: 'stdio'},
    {name: 'HOST', flag: '--host', purpose: 'Interface the HTTP server binds.', default: '127.0.0.1'},
    {name: 'PORT', flag: '--port', purpose: 'Port of the HTTP server.', default: '3000'},
    {name: 'MCP_ALLOWED_HOSTS', purpose: 'Host names the DNS-rebinding check accepts, comma-separated; `*` turns the check off.', default: 'localhost names only'},
    {name: 'MCP_CORS_ORIGINS', purpose: 'Origins allowed by CORS, comma-separated, or `*`.', default: '*'},
    {name: 'MCP_RATE_LIMIT', purpose: 'Requests each client may make per window; `/health` does not count.', default: '60'},
    {name: 'MCP_RATE_WINDOW', purpose: 'Length of the rate-limit window, in seconds.', default: '60'},
    {name: 'MCP_TRUST_PROXY', purpose: 'How many `X-Forwarded-For` hops to trust. Behind a load balancer, unset means every client shares the proxy\'s rate limit.', default: 'unset'},
    {name: 'MCP_AUTH_TOKEN', purpose: 'When set, `/mcp` requires `Authorization: Bearer <token>`.', default: 'unset (no authentication)'},
  ] satisfies readonly McpServerSetting[],
  sources: [celoMcpDocs],
} as const;

/**
 * Packages the AI pages give commands or code for, with the version each page was checked against.
 * `pages` lists the docs files (relative to docs/) that name the version; the unit test checks they agree.
 */
export const aiPackages = {
  celoMcp: {
    name: 'celo-mcp',
    registry: 'pypi',
    version: '0.4.1',
    checked: {
      on: '2026-11-28',
      where: 'the PyPI release list (0.4.1, published 2026-08, the newest); features from Celo\'s page on the current release, tool code from the 0.3.2 source',
    },
    pages: ['build/mcp/celo-mcp.md'],
    sources: [celoMcpDocs, 'https://pypi.org/project/celo-mcp/', 'celo-org/celo-mcp@8244d91c780b30311046be7de86a596880ced8cb:pyproject.toml'],
  },
  composerKitMcp: {name: 'composer-kit-mcp', registry: 'pypi', version: '0.7.2', pages: ['build/mcp/composer-mcp.md'], sources: ['celo-org/composer-kit-mcp@6df4873a2472e3763cd0709cf54f94c92e411471:pyproject.toml']},
  x402Express: {name: '@x402/express', registry: 'npm', version: '2.10.0', pages: ['build/build-with-ai/x402.md'], sources: ['https://www.npmjs.com/package/@x402/express']},
  openskills: {name: 'openskills', registry: 'npm', version: '1.5.0', pages: ['build/build-with-ai/agent-skills.md'], sources: ['https://www.npmjs.com/package/openskills']},
  selfAgentSdk: {name: '@selfxyz/agent-sdk', registry: 'npm', version: '0.2.1', pages: [], sources: ['selfxyz/self-agent-id@ce7f3eeb7fc6732be2e23d3a71801bfc65a654cf:typescript-sdk/package.json']},
  mppx: {name: 'mppx', registry: 'npm', version: '0.11.0', pages: ['build/build-with-ai/mpp.md'], sources: ['https://www.npmjs.com/package/mppx']},
  miniappSdk: {name: '@farcaster/miniapp-sdk', registry: 'npm', version: '0.3.0', pages: ['build/build-with-farcaster.md'], sources: ['farcasterxyz/miniapps@f37b67f120c1b21c2c94a44f06611e230059b107:packages/miniapp-sdk/package.json']},
  miniappWagmiConnector: {name: '@farcaster/miniapp-wagmi-connector', registry: 'npm', version: '2.0.0', pages: ['build/build-with-farcaster.md'], sources: ['farcasterxyz/miniapps@f37b67f120c1b21c2c94a44f06611e230059b107:packages/miniapp-wagmi-connector/package.json']},
} as const satisfies Record<string, ReviewedPackage>;

/**
 * ERC-8004 (Trustless Agents) registries on Celo: the per-chain singletons deployed by the ERC-8004
 * team at the same vanity addresses on every mainnet (and another pair on every testnet).
 *
 * The ERC-8004 contracts README lists the Identity and Reputation registries for "Celo Mainnet" and
 * "Celo Testnet" (its explorer links point at sepolia.celoscan.io, and the same repository's
 * erc-8004/erc-8004-contracts:scripts/addresses.ts lists chain 11142220, Celo Sepolia, as a testnet). Celo's own agent skill lists the same four addresses. Neither
 * source publishes a Validation Registry address for Celo (the README says that part of the spec is
 * still being revised), so none is recorded here.
 *
 * celo-org/docs build-on-celo/build-with-ai/8004.mdx (at 0d88522) still says the Celo deployment is
 * "scheduled for Q1 2026" and lists its features as not yet released: it predates the deployment and is
 * not used here.
 */
export interface Erc8004Deployment {
  network: AgentIdNetwork;
  identityRegistry: string;
  reputationRegistry: string;
  sources: Sources;
}

const erc8004Readme = 'erc-8004/erc-8004-contracts@b9e466c250744a7e06b13dff9d3c2844ed64f825:README.md';
const erc8004Addresses = 'erc-8004/erc-8004-contracts@b9e466c250744a7e06b13dff9d3c2844ed64f825:scripts/addresses.ts';
const erc8004Identity = 'erc-8004/erc-8004-contracts@b9e466c250744a7e06b13dff9d3c2844ed64f825:contracts/IdentityRegistryUpgradeable.sol';
const erc8004Reputation = 'erc-8004/erc-8004-contracts@b9e466c250744a7e06b13dff9d3c2844ed64f825:contracts/ReputationRegistryUpgradeable.sol';

/**
 * Rules of the ERC-8004 reference contracts that the ERC-8004 page states, with the revert reason of each check.
 * `giveFeedback` refuses `valueDecimals` above 18 and a `value` whose absolute value exceeds 1e38 (int128 itself
 * reaches about 1.7e38). The agent's owner, or an operator it approved, can clear `agentWallet` with
 * `unsetAgentWallet(agentId)`, with no signature; `getAgentWallet` then returns the zero address.
 */
export const erc8004Rules = {
  maxValueDecimals: 18, // src: erc8004Reputation (require(valueDecimals <= 18, "too many decimals"))
  maxAbsFeedbackValue: '1e38', // src: erc8004Reputation (MAX_ABS_VALUE = 1e38; "value too large")
  reverts: {
    tooManyDecimals: 'too many decimals', // src: erc8004Reputation
    valueTooLarge: 'value too large', // src: erc8004Reputation
    selfFeedback: 'Self-feedback not allowed', // src: erc8004Reputation
    noClients: 'clientAddresses required', // src: erc8004Reputation
    notAuthorized: 'Not authorized', // src: erc8004Identity (setAgentWallet, unsetAgentWallet)
  },
  unsetWallet: 'unsetAgentWallet(uint256 agentId)', // src: erc8004Identity
  sources: [erc8004Identity, erc8004Reputation, 'celo-org/docs@a5fae26323a86f3d2fd83c73e865e5f4bc4cb0ca:build/agents/8004.mdx'],
} as const;
const celoSkill8004 = 'celo-org/agent-skills@81199a3313cc410405d596e30fde3c3c2c45eda3:skills/8004/SKILL.md';

export const erc8004Deployments: Record<AgentIdNetwork, Erc8004Deployment> = {
  mainnet: {
    network: 'mainnet',
    identityRegistry: '0x8004A169FB4a3325136EB29fA0ceB6D2e539a432', // src: erc8004Readme ("Celo Mainnet"), celoSkill8004
    reputationRegistry: '0x8004BAa17C55a88189AE136b182e5fdA19dE9b63', // src: erc8004Readme ("Celo Mainnet"), celoSkill8004
    sources: [erc8004Readme, erc8004Addresses, celoSkill8004],
  },
  celoSepolia: {
    network: 'celoSepolia',
    identityRegistry: '0x8004A818BFB912233c491871b3d84c89A494BD9e', // src: erc8004Readme ("Celo Testnet", sepolia.celoscan.io), celoSkill8004
    reputationRegistry: '0x8004B663056A597Dffe9eCcC1965A193B7388713', // src: erc8004Readme ("Celo Testnet"), celoSkill8004
    sources: [erc8004Readme, erc8004Addresses, celoSkill8004],
  },
};
