import '@site/src/i18n/codeStrings?namespace=tutorials';
import {translate} from '@docusaurus/Translate';
import type {TutorialLevel, TutorialTagType} from '@site/src/data/tutorialTags';

export interface TagText {
  label: string;
  description: string;
}

/**
 * The labels and descriptions of the tutorial levels and tags in the page's language.
 * src/data/tutorialTags.ts keeps the English (the tutorials plugin reads it in Node, where
 * `@docusaurus/Translate` does not load); the `Record`s make the compiler refuse a level or tag
 * without a text here, and tests/unit/i18n-code-strings.test.ts holds the English to the data's.
 * Names of tools and products (Solidity, viem, MiniPay...) are labels that stay as they are.
 */
export function levelText(level: TutorialLevel): TagText {
  const texts: Record<TutorialLevel, TagText> = {
    Beginner: {
      label: translate({id: 'tutorials.level.beginner', message: 'Beginner'}),
      description: translate({id: 'tutorials.level.beginner.description', message: 'No prior Celo experience needed; every step is spelled out.'}),
    },
    Intermediate: {
      label: translate({id: 'tutorials.level.intermediate', message: 'Intermediate'}),
      description: translate({
        id: 'tutorials.level.intermediate.description',
        message: 'Assumes you have deployed a contract or built a small dApp before.',
      }),
    },
    Advanced: {
      label: translate({id: 'tutorials.level.advanced', message: 'Advanced'}),
      description: translate({
        id: 'tutorials.level.advanced.description',
        message: 'For experienced builders and operators; expect infrastructure or protocol detail.',
      }),
    },
  };
  return texts[level];
}

export function tagText(tag: TutorialTagType): TagText {
  const texts: Record<TutorialTagType, TagText> = {
    solidity: {label: 'Solidity', description: translate({id: 'tutorials.tag.solidity.description', message: 'Writing smart contracts in Solidity.'})},
    viem: {label: 'viem', description: translate({id: 'tutorials.tag.viem.description', message: 'The viem TypeScript library.'})},
    ethers: {label: 'ethers', description: translate({id: 'tutorials.tag.ethers.description', message: 'The ethers.js library.'})},
    hardhat: {label: 'Hardhat', description: translate({id: 'tutorials.tag.hardhat.description', message: 'The Hardhat development environment.'})},
    foundry: {label: 'Foundry', description: translate({id: 'tutorials.tag.foundry.description', message: 'The Foundry toolkit: forge, cast and anvil.'})},
    remix: {label: 'Remix', description: translate({id: 'tutorials.tag.remix.description', message: 'The Remix browser IDE.'})},
    thirdweb: {label: 'thirdweb', description: translate({id: 'tutorials.tag.thirdweb.description', message: 'thirdweb SDKs and contracts.'})},
    minipay: {label: 'MiniPay', description: translate({id: 'tutorials.tag.minipay.description', message: 'Building mini apps for the MiniPay wallet.'})},
    'ai-agents': {
      label: translate({id: 'tutorials.tag.aiAgents', message: 'AI agents'}),
      description: translate({id: 'tutorials.tag.aiAgents.description', message: 'Agents that hold keys and send transactions.'}),
    },
    'node-operation': {
      label: translate({id: 'tutorials.tag.nodeOperation', message: 'Node operation'}),
      description: translate({id: 'tutorials.tag.nodeOperation.description', message: 'Running and maintaining Celo nodes.'}),
    },
    react: {label: 'React', description: translate({id: 'tutorials.tag.react.description', message: 'Front ends built with React.'})},
    mobile: {
      label: translate({id: 'tutorials.tag.mobile', message: 'Mobile'}),
      description: translate({id: 'tutorials.tag.mobile.description', message: 'Apps for phones.'}),
    },
    defi: {label: 'DeFi', description: translate({id: 'tutorials.tag.defi.description', message: 'Swaps, lending and liquidity.'})},
    wallets: {
      label: translate({id: 'tutorials.tag.wallets', message: 'Wallets'}),
      description: translate({id: 'tutorials.tag.wallets.description', message: 'Connecting to and working with wallets.'}),
    },
    'fee-abstraction': {
      label: translate({id: 'tutorials.tag.feeAbstraction', message: 'Fee abstraction'}),
      description: translate({id: 'tutorials.tag.feeAbstraction.description', message: 'Paying gas with tokens other than CELO.'}),
    },
    bridging: {
      label: translate({id: 'tutorials.tag.bridging', message: 'Bridging'}),
      description: translate({id: 'tutorials.tag.bridging.description', message: 'Moving assets between Celo and other chains.'}),
    },
    cli: {label: 'CLI', description: translate({id: 'tutorials.tag.cli.description', message: 'The celocli command-line tool.'})},
    stablecoins: {
      label: translate({id: 'tutorials.tag.stablecoins', message: 'Stablecoins'}),
      description: translate({id: 'tutorials.tag.stablecoins.description', message: 'Sending and using Mento stablecoins.'}),
    },
    identity: {
      label: translate({id: 'tutorials.tag.identity', message: 'Identity'}),
      description: translate({id: 'tutorials.tag.identity.description', message: 'Identity, attestations and proofs.'}),
    },
  };
  return texts[tag];
}
