/**
 * The home page, as data: each section is a heading, one sentence, and cards.
 * Internal links use site paths (checked by the build); external ones https.
 *
 * Every text is a `translate()` call, as the Docusaurus website writes its showcase data: the ids are
 * literal, so `docusaurus write-translations` finds them, and each language's build reads its
 * i18n/<locale>/code.json. The cost: this module loads only inside a site bundle (the home page is its
 * one reader); Node code that needs the home page's text would need the English moved out first.
 * Ids: `home.<section>.title`, `home.<section>.intro`, `home.<section>.<card>.title|description`.
 */
import {translate} from '@docusaurus/Translate';

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
    title: translate({id: 'home.learn.title', message: 'Learn how Celo works'}),
    intro: translate({id: 'home.learn.intro', message: 'Celo is an Ethereum layer 2. Start with the concepts, then see what changed when it left its own layer 1.'}),
    cards: [
      {
        title: translate({id: 'home.learn.whatIsCelo.title', message: 'What is Celo'}),
        description: translate({id: 'home.learn.whatIsCelo.description', message: 'The network, its token and who uses it.'}),
        to: '/what-is-celo',
      },
      {
        title: translate({id: 'home.learn.keyConcepts.title', message: 'Key concepts'}),
        description: translate({id: 'home.learn.keyConcepts.description', message: 'Sequencer, data availability, fee currencies and more.'}),
        to: '/key-concepts',
      },
      {
        title: translate({id: 'home.learn.cel2.title', message: 'Celo as an L2'}),
        description: translate({id: 'home.learn.cel2.description', message: 'How the OP Stack migration changed the chain.'}),
        to: '/cel2',
      },
      {
        title: translate({id: 'home.learn.glossary.title', message: 'Glossary'}),
        description: translate({id: 'home.learn.glossary.description', message: 'Short definitions of the terms used across these docs.'}),
        to: '/what-is-celo/using-celo/glossary',
      },
    ],
  },
  {
    id: 'providers',
    title: translate({id: 'home.providers.title', message: 'Providers and frameworks'}),
    intro: translate({id: 'home.providers.intro', message: 'Celo speaks the Ethereum JSON-RPC API, so the libraries and frameworks you already use work here.'}),
    cards: [
      {
        title: 'viem', // a name: never translated
        description: translate({id: 'home.providers.viem.description', message: 'The TypeScript library these docs use first, with Celo chains built in.'}),
        to: '/developer/viem',
      },
      {
        title: 'ethers', // a name: never translated
        description: translate({id: 'home.providers.ethers.description', message: 'Connect, read and send transactions with ethers v6.'}),
        to: '/developer/ethers',
      },
      {
        title: 'Hardhat', // a name: never translated
        description: translate({id: 'home.providers.hardhat.description', message: 'Compile, test and deploy Solidity contracts.'}),
        to: '/developer/deploy/hardhat',
      },
      {
        title: 'Foundry', // a name: never translated
        description: translate({id: 'home.providers.foundry.description', message: 'Fast Solidity testing and deployment from the command line.'}),
        to: '/developer/deploy/foundry',
      },
    ],
  },
  {
    id: 'start',
    title: translate({id: 'home.start.title', message: 'Start your journey'}),
    intro: translate({id: 'home.start.intro', message: 'Everything you need for a first transaction on the Celo Sepolia testnet and then on Mainnet.'}),
    cards: [
      {
        title: translate({id: 'home.start.faucet.title', message: 'Faucet'}),
        description: translate({id: 'home.start.faucet.description', message: 'Get free testnet CELO on Celo Sepolia.'}),
        to: '/network/celo-sepolia/faucet',
      },
      {
        title: translate({id: 'home.start.explorers.title', message: 'Block explorers'}),
        description: translate({id: 'home.start.explorers.description', message: 'Look up transactions, addresses and contracts.'}),
        to: '/developer/explorers',
      },
      {
        title: translate({id: 'home.start.bridges.title', message: 'Bridges'}),
        description: translate({id: 'home.start.bridges.description', message: 'Move assets between Ethereum, Celo and other chains.'}),
        to: '/developer/bridges',
      },
      {
        title: translate({id: 'home.start.wallets.title', message: 'Wallets'}),
        description: translate({id: 'home.start.wallets.description', message: 'Set up MetaMask, Ledger or Coinbase Wallet for Celo.'}),
        to: '/wallet',
      },
      {
        title: translate({id: 'home.start.sdks.title', message: 'Libraries'}),
        description: translate({id: 'home.start.sdks.description', message: 'SDKs and libraries for apps on Celo.'}),
        to: '/developer/sdks',
      },
      {
        title: translate({id: 'home.start.deploy.title', message: 'Deploy'}),
        description: translate({id: 'home.start.deploy.description', message: 'Deploy a contract with Hardhat, Foundry, Remix or thirdweb.'}),
        to: '/developer/deploy',
      },
    ],
  },
  {
    id: 'tools',
    title: translate({id: 'home.tools.title', message: 'Developer tools'}),
    intro: translate({id: 'home.tools.intro', message: 'Reference material you come back to while building.'}),
    cards: [
      {
        title: translate({id: 'home.tools.network.title', message: 'Network details'}),
        description: translate({id: 'home.tools.network.description', message: 'Chain ids, RPC endpoints and explorers for each network.'}),
        to: '/network',
      },
      {
        title: translate({id: 'home.tools.coreContracts.title', message: 'Contract addresses'}),
        description: translate({id: 'home.tools.coreContracts.description', message: 'Core, token and fee-currency contracts per network.'}),
        to: '/contracts/core-contracts',
      },
      {
        title: 'celocli', // a name: never translated
        description: translate({id: 'home.tools.cli.description', message: 'Every command and flag of the Celo command-line tool.'}),
        to: '/cli',
      },
      {
        title: translate({id: 'home.tools.feeAbstraction.title', message: 'Fee abstraction'}),
        description: translate({id: 'home.tools.feeAbstraction.description', message: 'Let users pay gas with stablecoins.'}),
        to: '/developer/fee-abstraction',
      },
    ],
  },
  {
    id: 'grow',
    title: translate({id: 'home.grow.title', message: 'Grow your project'}),
    intro: translate({id: 'home.grow.intro', message: 'From a prototype to a product people use.'}),
    cards: [
      {
        title: translate({id: 'home.grow.minipay.title', message: 'Build on MiniPay'}),
        description: translate({id: 'home.grow.minipay.description', message: 'Reach MiniPay wallet users with a mini app.'}),
        to: '/build/build-on-minipay/overview',
      },
      {
        title: translate({id: 'home.grow.launchChecklist.title', message: 'Launch checklist'}),
        description: translate({id: 'home.grow.launchChecklist.description', message: 'What to check before you go to Mainnet.'}),
        to: '/developer/launch-checklist',
      },
      {
        title: translate({id: 'home.grow.fundYourProject.title', message: 'Fund your project'}),
        description: translate({id: 'home.grow.fundYourProject.description', message: 'Grants and programs for teams building on Celo.'}),
        to: '/build/fund-your-project',
      },
      {
        title: translate({id: 'home.grow.tutorials.title', message: 'Tutorials'}),
        description: translate({id: 'home.grow.tutorials.description', message: 'Step-by-step guides by level and technology.'}),
        to: '/tutorials',
      },
    ],
  },
  {
    id: 'ecosystem',
    title: translate({id: 'home.ecosystem.title', message: 'Join the ecosystem'}),
    intro: translate({id: 'home.ecosystem.intro', message: 'Meet the projects and people building on Celo.'}),
    cards: [
      {
        title: translate({id: 'home.ecosystem.showcase.title', message: 'Showcase'}),
        description: translate({id: 'home.ecosystem.showcase.description', message: 'Apps, wallets and tools live on Celo.'}),
        to: '/showcase',
      },
      {
        title: translate({id: 'home.ecosystem.runNode.title', message: 'Run a node'}),
        description: translate({id: 'home.ecosystem.runNode.description', message: 'Operate a Celo L2 node with op-reth and op-node.'}),
        to: '/cel2/operators/run-node',
      },
      {
        title: translate({id: 'home.ecosystem.joiningCelo.title', message: 'Joining Celo'}),
        description: translate({id: 'home.ecosystem.joiningCelo.description', message: 'Where the community talks and how to get involved.'}),
        to: '/what-is-celo/joining-celo',
      },
    ],
  },
  {
    id: 'contribute',
    title: translate({id: 'home.contribute.title', message: 'Contribute'}),
    intro: translate({id: 'home.contribute.intro', message: 'These docs are open source. Fix a typo, add a guide or help translate.'}),
    cards: [
      {
        title: translate({id: 'home.contribute.contributing.title', message: 'Contributing to the docs'}),
        description: translate({id: 'home.contribute.contributing.description', message: 'Run the site locally and open a pull request.'}),
        to: '/community/contributing',
      },
      {
        title: translate({id: 'home.contribute.translations.title', message: 'Help translate'}),
        description: translate({id: 'home.contribute.translations.description', message: 'How translations are added and how to volunteer.'}),
        to: '/community/translations',
      },
      {
        title: translate({id: 'home.contribute.releaseProcess.title', message: 'Release process'}),
        description: translate({id: 'home.contribute.releaseProcess.description', message: 'How Celo software releases are versioned and announced.'}),
        to: '/community/release-process',
      },
    ],
  },
];
