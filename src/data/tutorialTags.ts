/**
 * Levels and tags of the step-by-step guides listed on /tutorials.
 *
 * A guide opts in with a `tutorial` block in its front matter:
 *
 *   tutorial:
 *     level: Beginner          # a key of TutorialLevels
 *     tags: [viem, solidity]   # keys of TutorialTags
 *
 * The tutorials plugin (src/plugins/tutorials) fails the build when a guide
 * uses a level or tag that is not defined here. This module is imported both by
 * that plugin (in Node) and by the page (in the browser), so it has no imports.
 */

export interface TutorialTagMeta {
  label: string;
  description: string;
  color: string;
}

export type TutorialLevel = 'Beginner' | 'Intermediate' | 'Advanced';

/** Filter-tag id of each level, as used in the page URL (`?tags=beginner`). */
export type LevelTagType = 'beginner' | 'intermediate' | 'advanced';

export const TutorialLevels: Record<TutorialLevel, TutorialTagMeta & {id: LevelTagType}> = {
  Beginner: {
    id: 'beginner',
    label: 'Beginner',
    description: 'No prior Celo experience needed; every step is spelled out.',
    color: '#35d07f',
  },
  Intermediate: {
    id: 'intermediate',
    label: 'Intermediate',
    description: 'Assumes you have deployed a contract or built a small dApp before.',
    color: '#d4a017',
  },
  Advanced: {
    id: 'advanced',
    label: 'Advanced',
    description: 'For experienced builders and operators; expect infrastructure or protocol detail.',
    color: '#d94f7a',
  },
};

/** Levels from easiest to hardest. */
export const TutorialLevelList = Object.keys(TutorialLevels) as TutorialLevel[];

export type TutorialTagType =
  | 'solidity'
  | 'viem'
  | 'ethers'
  | 'hardhat'
  | 'foundry'
  | 'remix'
  | 'thirdweb'
  | 'minipay'
  | 'ai-agents'
  | 'node-operation'
  | 'react'
  | 'mobile'
  | 'defi'
  | 'wallets'
  | 'fee-abstraction'
  | 'bridging'
  | 'cli'
  | 'stablecoins'
  | 'identity';

/** A tag without an entry here does not compile. */
export const TutorialTags: Record<TutorialTagType, TutorialTagMeta> = {
  solidity: {label: 'Solidity', description: 'Writing smart contracts in Solidity.', color: '#6b6ec9'},
  viem: {label: 'viem', description: 'The viem TypeScript library.', color: '#ffc517'},
  ethers: {label: 'ethers', description: 'The ethers.js library.', color: '#2535a0'},
  hardhat: {label: 'Hardhat', description: 'The Hardhat development environment.', color: '#f2d33e'},
  foundry: {label: 'Foundry', description: 'The Foundry toolkit: forge, cast and anvil.', color: '#c0622f'},
  remix: {label: 'Remix', description: 'The Remix browser IDE.', color: '#4e7ee6'},
  thirdweb: {label: 'thirdweb', description: 'thirdweb SDKs and contracts.', color: '#c63ad8'},
  minipay: {label: 'MiniPay', description: 'Building mini apps for the MiniPay wallet.', color: '#35d07f'},
  'ai-agents': {label: 'AI agents', description: 'Agents that hold keys and send transactions.', color: '#8f5bd6'},
  'node-operation': {
    label: 'Node operation',
    description: 'Running and maintaining Celo nodes.',
    color: '#3b8c8c',
  },
  react: {label: 'React', description: 'Front ends built with React.', color: '#1f9bd1'},
  mobile: {label: 'Mobile', description: 'Apps for phones.', color: '#e1795e'},
  defi: {label: 'DeFi', description: 'Swaps, lending and liquidity.', color: '#a2479f'},
  wallets: {label: 'Wallets', description: 'Connecting to and working with wallets.', color: '#2e9e5b'},
  'fee-abstraction': {
    label: 'Fee abstraction',
    description: 'Paying gas with tokens other than CELO.',
    color: '#d4a017',
  },
  bridging: {label: 'Bridging', description: 'Moving assets between Celo and other chains.', color: '#5a6b7d'},
  cli: {label: 'CLI', description: 'The celocli command-line tool.', color: '#7a7a7a'},
  stablecoins: {label: 'Stablecoins', description: 'Sending and using Mento stablecoins.', color: '#0f8b5f'},
  identity: {label: 'Identity', description: 'Identity, attestations and proofs.', color: '#b5563c'},
};

export const TutorialTagList = Object.keys(TutorialTags) as TutorialTagType[];

/** Every tag the /tutorials filters offer: the levels first, then the technology tags. */
export type TutorialFilterTag = LevelTagType | TutorialTagType;

export function levelTag(level: TutorialLevel): LevelTagType {
  return TutorialLevels[level].id;
}
