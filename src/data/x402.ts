/**
 * x402 facts for the agent payment pages (docs/build/build-with-ai/x402.md and mpp.md): Celo's hosted
 * x402 facilitator and the EIP-712 signing domains of the tokens it settles. Token addresses live in
 * tokens.ts; this module holds what is specific to x402. Records carry a typed `sources` field
 * (tests/unit/x402-data.test.ts checks them).
 */
import type {Sources} from './sources';
import type {NetworkId} from './networks';

/** Celo's x402 page (build/agents/x402.mdx), the version that documents the hosted facilitator. */
const celoX402Page = 'celo-org/docs@7f4a25ad4348c7a24d431a2b08e62109c698053b:build/agents/x402.mdx';
/** Earlier Celo page on the same facilitator (build-on-celo/build-with-ai/mpp.mdx). */
const celoFacilitatorPage = 'celo-org/docs@55a663b7154bbe5ad5754f89ab6fa74c7be25474:build-on-celo/build-with-ai/mpp.mdx';
const celoGetDiscoveredPage = 'celo-org/docs@7b8f97c2fec13e0de78dacfd91bc3e367f92607c:build/agents/x402-get-discovered.mdx';
const mppxAssets = 'wevm/mppx@d343aae71a6e4961551489f6a05153391a42e941:src/x402/Assets.ts';

export interface SettleError {
  status: number;
  meaning: string;
}

export interface X402Facilitator {
  name: string;
  /** Who runs it. */
  operator: string;
  /** Open-source implementation it is built on. */
  implementation: {name: string; url: string};
  /** Web dashboard for API keys and credits. Not an API endpoint. */
  dashboardUrl: string;
  /** Agent-readable integration guide (a SKILL.md-style file) the facilitator publishes. */
  skillUrl: string;
  /** Base URL of the facilitator API (`/verify`, `/settle`, `/supported`, `/health`) per network. */
  apiUrls: Partial<Record<NetworkId, string>>;
  /** Header that carries the API key. */
  apiKeyHeader: string;
  /** Environment variable name the Celo pages use for the key. */
  apiKeyEnvVar: string;
  /** API paths that need the key; the others are open. */
  keyedPaths: readonly string[];
  /** Token symbols (as in tokens.ts) it settles, with EIP-3009 `transferWithAuthorization`. */
  tokens: readonly string[];
  /** Price of one settlement once the free credits are spent, in US dollars, paid in USDC credits. */
  settlementPriceUsd: string;
  /** Status codes `/settle` answers with when it refuses, and why. */
  settleErrors: readonly SettleError[];
  sources: Sources;
}

export const celoFacilitator: X402Facilitator = {
  name: 'Celo x402 facilitator',
  operator: 'Celo',
  implementation: {name: 'x402-rs', url: 'https://github.com/x402-rs/x402-rs'},
  dashboardUrl: 'https://x402.celo.org',
  skillUrl: 'https://x402.celo.org/skill.md',
  apiUrls: {
    mainnet: 'https://api.x402.celo.org',
    celoSepolia: 'https://api.x402.sepolia.celo.org',
  },
  apiKeyHeader: 'X-API-Key',
  apiKeyEnvVar: 'X402_API_KEY',
  keyedPaths: ['/settle'],
  tokens: ['USDC', 'USD₮'],
  settlementPriceUsd: '0.001',
  settleErrors: [
    {status: 401, meaning: 'The API key is missing or invalid'},
    {status: 402, meaning: 'The account is out of credits; top it up on the dashboard'},
    {status: 429, meaning: 'The free-tier rate limit is reached'},
  ],
  sources: [celoX402Page, celoFacilitatorPage],
};

export interface Eip712Domain {
  /** Symbol as in tokens.ts. */
  symbol: string;
  name: string;
  version: string;
  sources: Sources;
}

/**
 * EIP-712 domains that EIP-3009 signatures for these tokens on Celo must use (the `extra` field of an
 * x402 price). They differ from the same tokens on other chains.
 */
export const celoTokenDomains: readonly Eip712Domain[] = [
  {symbol: 'USDC', name: 'USDC', version: '2', sources: [celoX402Page, mppxAssets]},
  {symbol: 'USD₮', name: 'Tether USD', version: '1', sources: [celoX402Page, celoFacilitatorPage, mppxAssets]},
];

/** Discovery indexes for x402 endpoints, with what each accepts, as Celo's discovery page describes them. */
export interface DiscoveryIndex {
  name: string;
  url: string;
  /** How an endpoint gets in. */
  entry: string;
  /** Whether an endpoint that only offers Celo is listed. */
  listsCeloOnly: boolean;
  sources: Sources;
}

export const x402DiscoveryIndexes: readonly DiscoveryIndex[] = [
  {
    name: 'agent402.tools',
    url: 'https://agent402.tools/sell',
    entry: 'Send one POST with your origin to its register API; its crawler probes the endpoint every hour and ranks listings by health.',
    listsCeloOnly: true,
    sources: [celoGetDiscoveredPage],
  },
  {
    name: 'Coinbase x402 discovery',
    url: 'https://docs.cdp.coinbase.com/x402/seller/get-discovered',
    entry: "Listed automatically after a paid call settles through Coinbase's facilitator, which settles on Base, Base Sepolia, Polygon, Arbitrum, World and Solana; dropped after 30 days without a settlement.",
    listsCeloOnly: false,
    sources: [celoGetDiscoveredPage],
  },
  {
    name: 'x402scan',
    url: 'https://www.x402scan.com/resources/register',
    entry: 'Submit the URL; it is added when it returns a valid x402 challenge. Registration accepts Base and Solana resources.',
    listsCeloOnly: false,
    sources: [celoGetDiscoveredPage],
  },
  {
    name: '8004scan',
    url: 'https://8004scan.io',
    entry: 'Register an ERC-8004 identity on Celo whose registration file lists your endpoints under services and sets x402Support to true.',
    listsCeloOnly: true,
    sources: [celoGetDiscoveredPage],
  },
  {
    name: 'Buy catalog',
    url: 'https://usebuy.ai',
    entry: 'Curated: request a listing through the issue form of the celo-org/buy-skill repository with your origin, a description, the price, and the networks and tokens you accept.',
    listsCeloOnly: true,
    sources: [celoGetDiscoveredPage],
  },
];
