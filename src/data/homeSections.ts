/**
 * The home page, as data: each section is a heading, one sentence, and cards.
 * Internal links use site paths (checked by the build); external ones https.
 */
export interface HomeCard {
  title: string;
  description: string;
  to: string;
}

export interface HomeSection {
  id: string;
  title: string;
  intro: string;
  cards: HomeCard[];
}

export const homeSections: HomeSection[] = [
  {
    id: 'learn',
    title: 'Learn how Celo works',
    intro: 'Celo is an Ethereum layer 2. Start with the concepts, then see what changed when it left its own layer 1.',
    cards: [
      {title: 'What is Celo', description: 'The network, its token and who uses it.', to: '/what-is-celo'},
      {title: 'Key concepts', description: 'Sequencer, data availability, fee currencies and more.', to: '/key-concepts'},
      {title: 'Celo as an L2', description: 'How the OP Stack migration changed the chain.', to: '/cel2'},
      {title: 'Glossary', description: 'Short definitions of the terms used across these docs.', to: '/what-is-celo/using-celo/glossary'},
    ],
  },
  {
    id: 'providers',
    title: 'Providers and frameworks',
    intro: 'Celo speaks the Ethereum JSON-RPC API, so the libraries and frameworks you already use work here.',
    cards: [
      {title: 'viem', description: 'The TypeScript library these docs use first, with Celo chains built in.', to: '/developer/viem'},
      {title: 'ethers', description: 'Connect, read and send transactions with ethers v6.', to: '/developer/ethers'},
      {title: 'Hardhat', description: 'Compile, test and deploy Solidity contracts.', to: '/developer/deploy/hardhat'},
      {title: 'Foundry', description: 'Fast Solidity testing and deployment from the command line.', to: '/developer/deploy/foundry'},
    ],
  },
  {
    id: 'start',
    title: 'Start your journey',
    intro: 'Everything you need for a first transaction on the Celo Sepolia testnet and then on Mainnet.',
    cards: [
      {title: 'Faucet', description: 'Get free testnet CELO on Celo Sepolia.', to: '/network/celo-sepolia/faucet'},
      {title: 'Block explorers', description: 'Look up transactions, addresses and contracts.', to: '/developer/explorers'},
      {title: 'Bridges', description: 'Move assets between Ethereum, Celo and other chains.', to: '/developer/bridges'},
      {title: 'Wallets', description: 'Set up MetaMask, Ledger or Coinbase Wallet for Celo.', to: '/wallet'},
      {title: 'Libraries', description: 'SDKs and libraries for apps on Celo.', to: '/developer/sdks'},
      {title: 'Deploy', description: 'Deploy a contract with Hardhat, Foundry, Remix or thirdweb.', to: '/developer/deploy'},
    ],
  },
  {
    id: 'tools',
    title: 'Developer tools',
    intro: 'Reference material you come back to while building.',
    cards: [
      {title: 'Network details', description: 'Chain ids, RPC endpoints and explorers for each network.', to: '/network'},
      {title: 'Contract addresses', description: 'Core, token and fee-currency contracts per network.', to: '/contracts/core-contracts'},
      {title: 'celocli', description: 'Every command and flag of the Celo command-line tool.', to: '/cli'},
      {title: 'Fee abstraction', description: 'Let users pay gas with stablecoins.', to: '/developer/fee-abstraction'},
    ],
  },
  {
    id: 'grow',
    title: 'Grow your project',
    intro: 'From a prototype to a product people use.',
    cards: [
      {title: 'Build on MiniPay', description: 'Reach MiniPay wallet users with a mini app.', to: '/build/build-on-minipay/overview'},
      {title: 'Launch checklist', description: 'What to check before you go to Mainnet.', to: '/developer/launch-checklist'},
      {title: 'Fund your project', description: 'Grants and programs for teams building on Celo.', to: '/build/fund-your-project'},
      {title: 'Tutorials', description: 'Step-by-step guides by level and technology.', to: '/tutorials'},
    ],
  },
  {
    id: 'ecosystem',
    title: 'Join the ecosystem',
    intro: 'Meet the projects and people building on Celo.',
    cards: [
      {title: 'Showcase', description: 'Apps, wallets and tools live on Celo.', to: '/showcase'},
      {title: 'Run a node', description: 'Operate a Celo L2 node with op-reth and op-node.', to: '/cel2/operators/run-node'},
      {title: 'Joining Celo', description: 'Where the community talks and how to get involved.', to: '/what-is-celo/joining-celo'},
    ],
  },
  {
    id: 'contribute',
    title: 'Contribute',
    intro: 'These docs are open source. Fix a typo, add a guide or help translate.',
    cards: [
      {title: 'Contributing to the docs', description: 'Run the site locally and open a pull request.', to: '/community/contributing'},
      {title: 'Help translate', description: 'How translations are added and how to volunteer.', to: '/community/translations'},
      {title: 'Release process', description: 'How Celo software releases are versioned and announced.', to: '/community/release-process'},
    ],
  },
];
