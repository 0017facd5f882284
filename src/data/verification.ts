/**
 * Contract verification endpoints for Celo Mainnet and Celo Sepolia: where Foundry, Hardhat and
 * Remix send source code. Explorer home URLs come from `networks.ts`; this module adds only what
 * verification needs on top of them, each value with its source.
 */
import {networks, type Explorer} from './networks';
import type {Sources} from './sources';

export type VerifyNetwork = 'mainnet' | 'celoSepolia';

/** Networks the verification pages cover, in the order they list them. */
export const verifyNetworks: readonly VerifyNetwork[] = ['celoSepolia', 'mainnet'];

/**
 * Etherscan API V2: one base URL for every chain Etherscan supports, with the chain chosen by a
 * `chainid` parameter, and one Etherscan API key for all of them. Celoscan is served through it.
 */
export const etherscanV2 = {
  apiUrl: 'https://api.etherscan.io/v2/api', // src: https://docs.etherscan.io/v2-migration (read 2026-11-23); celo-org/docs@608a69bb533c061df5ee27f97db2e263ca95ce2c:tooling/contract-verification/hardhat.mdx
  /** Where to create the API key. */
  apiKeyPage: 'https://etherscan.io/register', // src: celo-org/docs@1c0bafcc029b16e1b0cebfb7c75d3f454b5fa8f3:tooling/contract-verification/foundry.mdx
  /** Day Etherscan deprecated the V1 endpoints (such as the old per-explorer Celoscan API). */
  v1DeprecatedOn: '2025-08-15', // src: https://docs.etherscan.io/v2-migration (read 2026-11-23)
  sources: [
    'https://docs.etherscan.io/v2-migration',
    'celo-org/docs@608a69bb533c061df5ee27f97db2e263ca95ce2c:tooling/contract-verification/hardhat.mdx',
  ],
} as const satisfies {apiUrl: string; apiKeyPage: string; v1DeprecatedOn: string; sources: Sources};

export interface CeloscanSite {
  /** Celoscan home page for the network. */
  url: string;
  sources: Sources;
}

/**
 * Celoscan sites. Mainnet's is in `networks.ts`; Celo Sepolia's is not (no network overview lists
 * it), but the Celo docs' Hardhat verification page configures it as the browser URL.
 */
export const celoscanSites: Record<VerifyNetwork, CeloscanSite> = {
  mainnet: {
    url: explorerUrl('mainnet', 'Celoscan'),
    sources: ['celo-org/docs@608a69bb533c061df5ee27f97db2e263ca95ce2c:tooling/contract-verification/hardhat.mdx'],
  },
  celoSepolia: {
    url: 'https://sepolia.celoscan.io', // src: celo-org/docs@608a69bb533c061df5ee27f97db2e263ca95ce2c:tooling/contract-verification/hardhat.mdx (browserURL for chainId 11142220)
    sources: ['celo-org/docs@608a69bb533c061df5ee27f97db2e263ca95ce2c:tooling/contract-verification/hardhat.mdx'],
  },
};

/**
 * Blockscout verification API: the explorer's home URL followed by `/api/`.
 * src: https://docs.blockscout.com/devs/verification/foundry-verification (read 2026-11-23) ("--verifier-url=<blockscout_homepage_explorer_url>/api/")
 */
export function blockscoutUrl(network: VerifyNetwork): string {
  return explorerUrl(network, 'Blockscout');
}

export function blockscoutApiUrl(network: VerifyNetwork): string {
  return `${blockscoutUrl(network).replace(/\/+$/, '')}/api/`;
}

/** Verification pages the Blockscout docs keep for each tool. */
export const blockscoutGuides = {
  foundry: 'https://docs.blockscout.com/devs/verification/foundry-verification', // src: https://docs.blockscout.com/devs/verification/foundry-verification (read 2026-11-23)
  hardhat: 'https://docs.blockscout.com/devs/verification/hardhat-verification-plugin', // src: https://docs.blockscout.com/devs/verification/hardhat-verification-plugin (read 2026-11-23)
} as const;

/** Tool versions the verification pages were checked against. */
export const verifyTooling = {
  hardhat: '3.18.0', // src: https://www.npmjs.com/package/hardhat (latest on 2026-11-23)
  hardhatVerify: '3.1.1', // src: https://www.npmjs.com/package/@nomicfoundation/hardhat-verify (read 2026-11-23) (peer dependency hardhat ^3.12.0)
  hardhatMinNode: '22.13.0', // src: https://www.npmjs.com/package/hardhat (read 2026-11-23) (3.18.0, dist/src/internal/cli/node-version.js MIN_SUPPORTED_NODE_VERSION)
} as const;

function explorerUrl(network: VerifyNetwork, name: string): string {
  const explorer: Explorer | undefined = networks[network].explorers.find((e) => e.name === name);
  if (!explorer) throw new Error(`networks.${network}.explorers has no "${name}" entry`);
  return explorer.url;
}
