/**
 * Projects shown on /showcase.
 *
 * Each entry links to the project's own canonical home page (https only). The
 * descriptions are written for this site. `tests/unit/showcase-data.test.ts`
 * checks every entry and tells you what to fix (unknown tag, duplicate title or
 * URL, URL shape, description length).
 *
 * To add a project: append an entry to `Projects`, tag it with at least one
 * category tag, and run `npx vitest run tests/unit/showcase-data.test.ts`.
 * Only add `favorite` for the handful of projects shown under "Most Popular".
 */

export type TagType =
  | 'popular'
  | 'apps'
  | 'impact'
  | 'defi'
  | 'refi'
  | 'earn'
  | 'wallets'
  | 'favorite'
  | 'developers'
  | 'integrations'
  | 'validators';

export interface Tag {
  label: string;
  description: string;
  /** Colour of the tag dot and of the generated preview card. */
  color: string;
}

export interface Project {
  title: string;
  /** One sentence, at most 160 characters. */
  description: string;
  /** Canonical home page of the project, https only. */
  website: string;
  tags: readonly TagType[];
}

/** A tag without an entry here does not compile. */
export const Tags: Record<TagType, Tag> = {
  popular: {
    label: 'Popular',
    description: 'Widely used projects in the Celo ecosystem.',
    color: '#35d07f',
  },
  apps: {
    label: 'Apps',
    description: 'Consumer apps people use every day on Celo.',
    color: '#4e7ee6',
  },
  impact: {
    label: 'Impact',
    description: 'Projects that put money and services in the hands of people who need them.',
    color: '#e1795e',
  },
  defi: {
    label: 'DeFi',
    description: 'Exchanges, lending markets and stablecoin protocols.',
    color: '#8f5bd6',
  },
  refi: {
    label: 'ReFi',
    description: 'Regenerative finance: climate, nature and community funding on chain.',
    color: '#2e9e5b',
  },
  earn: {
    label: 'Earn',
    description: 'Ways to earn yield, rewards or income with your assets.',
    color: '#d4a017',
  },
  wallets: {
    label: 'Wallets',
    description: 'Wallets that hold CELO and Celo stablecoins.',
    color: '#1f9bd1',
  },
  favorite: {
    label: 'Favorite',
    description: 'Projects we recommend to start with; shown under Most Popular.',
    color: '#d94f7a',
  },
  developers: {
    label: 'Developers',
    description: 'Infrastructure, SDKs, explorers and data tools for builders.',
    color: '#5a6b7d',
  },
  integrations: {
    label: 'Integrations',
    description: 'Bridges, oracles and cross-chain messaging that connect Celo to other chains.',
    color: '#c0622f',
  },
  validators: {
    label: 'Validators',
    description: 'Operators that run Celo infrastructure and offer staking.',
    color: '#3b8c8c',
  },
};

export const TagList = Object.keys(Tags) as TagType[];

// src: derived from each entry's own website (its `website` URL, read 2026-11-23), the page that describes the project; tags are this site's.
export const Projects: readonly Project[] = [
  {
    title: 'MiniPay',
    description:
      'Stablecoin wallet built into the Opera Mini browser and available as a standalone app, with phone-number transfers and very low fees.',
    website: 'https://www.opera.com/products/minipay',
    tags: ['favorite', 'popular', 'apps', 'wallets', 'impact'],
  },
  {
    title: 'Valora',
    description: 'Mobile wallet for sending, saving and swapping stablecoins and CELO from your phone.',
    website: 'https://valora.xyz',
    tags: ['favorite', 'popular', 'apps', 'wallets'],
  },
  {
    title: 'Mento',
    description:
      'Decentralized stablecoin protocol behind USDm, EURm, BRLm and other local-currency stablecoins on Celo.',
    website: 'https://www.mento.org',
    tags: ['favorite', 'popular', 'defi'],
  },
  {
    title: 'Uniswap',
    description: 'Automated market maker for swapping tokens and providing liquidity on Celo and other chains.',
    website: 'https://uniswap.org',
    tags: ['favorite', 'popular', 'defi', 'earn'],
  },
  {
    title: 'Aave',
    description: 'Lending market where you supply assets to earn interest or borrow against collateral.',
    website: 'https://aave.com',
    tags: ['favorite', 'popular', 'defi', 'earn'],
  },
  {
    title: 'GoodDollar',
    description: 'Universal basic income protocol that distributes G$ tokens to verified people every day.',
    website: 'https://www.gooddollar.org',
    tags: ['favorite', 'popular', 'impact', 'refi', 'earn'],
  },
  {
    title: 'Celoscan',
    description: 'Block explorer for Celo: look up transactions, addresses, tokens and verified contracts.',
    website: 'https://celoscan.io',
    tags: ['favorite', 'popular', 'developers'],
  },
  {
    title: 'Self',
    description:
      'Privacy-preserving identity protocol that proves facts from a passport or ID with zero-knowledge proofs.',
    website: 'https://self.xyz',
    tags: ['favorite', 'apps', 'impact', 'developers'],
  },
  {
    title: 'Ubeswap',
    description: 'Decentralized exchange native to Celo, designed for swapping on mobile.',
    website: 'https://ubeswap.org',
    tags: ['defi', 'earn'],
  },
  {
    title: 'Sushi',
    description: 'Multi-chain decentralized exchange with swaps and liquidity pools on Celo.',
    website: 'https://www.sushi.com',
    tags: ['defi', 'earn'],
  },
  {
    title: 'Beefy',
    description: 'Yield optimizer that compounds rewards from liquidity pools automatically.',
    website: 'https://beefy.com',
    tags: ['defi', 'earn'],
  },
  {
    title: 'Toucan',
    description: 'Infrastructure that brings verified carbon credits on chain as tokens.',
    website: 'https://toucan.earth',
    tags: ['refi', 'impact'],
  },
  {
    title: 'ImpactMarket',
    description: 'Poverty-alleviation protocol offering unconditional basic income and microcredit.',
    website: 'https://www.impactmarket.com',
    tags: ['impact', 'refi', 'apps'],
  },
  {
    title: 'Glo Dollar',
    description: 'Fully backed stablecoin whose reserve yield is donated to fund basic income and charities.',
    website: 'https://www.glodollar.org',
    tags: ['impact', 'refi'],
  },
  {
    title: 'EthicHub',
    description: 'Lending platform that connects smallholder coffee farmers with crowdlending backers.',
    website: 'https://ethichub.com',
    tags: ['impact', 'refi', 'earn'],
  },
  {
    title: 'Grassroots Economics',
    description: 'Community currency and commitment-pool tools for local economies in Kenya and beyond.',
    website: 'https://www.grassrootseconomics.org',
    tags: ['impact', 'refi'],
  },
  {
    title: 'Hypercerts',
    description: 'Open standard for recording and funding impact work as on-chain certificates.',
    website: 'https://www.hypercerts.org',
    tags: ['refi', 'impact', 'developers'],
  },
  {
    title: 'Giveth',
    description: 'Donation platform for public-goods projects that accepts crypto on Celo.',
    website: 'https://giveth.io',
    tags: ['impact', 'refi'],
  },
  {
    title: 'Karma GAP',
    description: 'Grantee accountability protocol for tracking grant milestones and project updates on chain.',
    website: 'https://gap.karmahq.xyz',
    tags: ['impact', 'developers'],
  },
  {
    title: 'Kotani Pay',
    description: 'Payment rails that move between stablecoins and mobile money in African markets.',
    website: 'https://kotanipay.com',
    tags: ['apps', 'impact', 'integrations'],
  },
  {
    title: 'Fonbnk',
    description: 'On-ramp that turns prepaid mobile airtime into stablecoins.',
    website: 'https://www.fonbnk.com',
    tags: ['apps', 'impact', 'integrations'],
  },
  {
    title: 'Transak',
    description: 'Fiat on-ramp and off-ramp that apps embed to let users buy and sell crypto.',
    website: 'https://transak.com',
    tags: ['integrations', 'apps'],
  },
  {
    title: 'Celo Terminal',
    description: 'Desktop app for managing CELO, locking and voting, and taking part in governance.',
    website: 'https://celoterminal.com',
    tags: ['wallets', 'validators'],
  },
  {
    title: 'Blockscout',
    description: 'Open-source block explorer with a Celo instance, contract verification and an API.',
    website: 'https://celo.blockscout.com',
    tags: ['developers', 'popular'],
  },
  {
    title: 'Squid',
    description: 'Cross-chain swap router that moves tokens between Celo and other chains in one transaction.',
    website: 'https://www.squidrouter.com',
    tags: ['integrations', 'defi'],
  },
  {
    title: 'Superbridge',
    description: 'Bridge interface for OP Stack chains, including deposits to and withdrawals from Celo.',
    website: 'https://superbridge.app',
    tags: ['integrations'],
  },
  {
    title: 'Layerswap',
    description: 'Service for moving assets between exchanges and chains, including Celo.',
    website: 'https://layerswap.io',
    tags: ['integrations'],
  },
  {
    title: 'Jumper',
    description: 'Bridge and swap aggregator that finds a route for tokens across many chains.',
    website: 'https://jumper.exchange',
    tags: ['integrations', 'defi'],
  },
  {
    title: 'Hyperlane',
    description: 'Permissionless interoperability layer for sending messages and tokens between chains.',
    website: 'https://hyperlane.xyz',
    tags: ['integrations', 'developers'],
  },
  {
    title: 'Wormhole',
    description: 'Cross-chain messaging protocol with a token bridge that supports Celo.',
    website: 'https://wormhole.com',
    tags: ['integrations'],
  },
  {
    title: 'Axelar',
    description: 'Cross-chain network for general message passing and token transfers.',
    website: 'https://www.axelar.network',
    tags: ['integrations'],
  },
  {
    title: 'LayerZero',
    description: 'Omnichain messaging protocol used to build tokens and apps that span chains.',
    website: 'https://layerzero.network',
    tags: ['integrations', 'developers'],
  },
  {
    title: 'Chainlink',
    description: 'Oracle network providing price feeds and cross-chain messaging to Celo contracts.',
    website: 'https://chain.link',
    tags: ['integrations', 'developers', 'popular'],
  },
  {
    title: 'RedStone',
    description: 'Modular oracle that delivers price data to contracts in push or pull mode.',
    website: 'https://www.redstone.finance',
    tags: ['integrations', 'developers'],
  },
  {
    title: 'Pyth',
    description: 'Pull-based oracle publishing high-frequency market prices from first-party sources.',
    website: 'https://www.pyth.network',
    tags: ['integrations', 'developers'],
  },
  {
    title: 'thirdweb',
    description: 'SDKs, wallets and contract tooling for building and deploying apps on Celo.',
    website: 'https://thirdweb.com',
    tags: ['developers', 'popular'],
  },
  {
    title: 'Alchemy',
    description: 'Node infrastructure and APIs with hosted RPC endpoints for Celo.',
    website: 'https://www.alchemy.com',
    tags: ['developers'],
  },
  {
    title: 'QuickNode',
    description: 'Hosted RPC endpoints and data add-ons for Celo and many other chains.',
    website: 'https://www.quicknode.com',
    tags: ['developers'],
  },
  {
    title: 'Infura',
    description: 'Hosted RPC service for reading from and writing to Celo without running a node.',
    website: 'https://www.infura.io',
    tags: ['developers'],
  },
  {
    title: 'Ankr',
    description: 'Public and premium RPC endpoints, plus node and staking infrastructure.',
    website: 'https://www.ankr.com',
    tags: ['developers', 'validators'],
  },
  {
    title: 'Tenderly',
    description: 'Transaction simulation, debugging and monitoring platform for smart contracts.',
    website: 'https://tenderly.co',
    tags: ['developers'],
  },
  {
    title: 'The Graph',
    description: 'Indexing protocol for querying contract data through subgraphs and GraphQL.',
    website: 'https://thegraph.com',
    tags: ['developers'],
  },
  {
    title: 'Goldsky',
    description: 'Hosted subgraphs and real-time data pipelines that stream chain data into your database.',
    website: 'https://goldsky.com',
    tags: ['developers'],
  },
  {
    title: 'GoldRush',
    description: 'Covalent data APIs for balances, transactions and token metadata across chains.',
    website: 'https://goldrush.dev',
    tags: ['developers'],
  },
  {
    title: 'Dune',
    description: 'SQL analytics platform with decoded Celo data and community dashboards.',
    website: 'https://dune.com',
    tags: ['developers'],
  },
  {
    title: 'Tatum',
    description: 'Developer platform with RPC gateways, notifications and wallet APIs for Celo.',
    website: 'https://tatum.io',
    tags: ['developers'],
  },
  {
    title: 'Safe',
    description: 'Smart account wallet with multi-signature approvals, used by teams and DAOs to hold funds.',
    website: 'https://safe.global',
    tags: ['wallets', 'developers', 'popular'],
  },
  {
    title: 'MetaMask',
    description: 'Browser extension and mobile wallet; add Celo as a network to use Celo apps.',
    website: 'https://metamask.io',
    tags: ['wallets', 'popular'],
  },
  {
    title: 'Coinbase Wallet',
    description: 'Self-custody wallet from Coinbase that supports Celo assets and apps.',
    website: 'https://www.coinbase.com/wallet',
    tags: ['wallets'],
  },
  {
    title: 'Ledger',
    description: 'Hardware wallets that keep CELO keys offline and sign transactions on the device.',
    website: 'https://www.ledger.com',
    tags: ['wallets'],
  },
  {
    title: 'Trust Wallet',
    description: 'Multi-chain mobile wallet and browser extension with Celo support.',
    website: 'https://trustwallet.com',
    tags: ['wallets'],
  },
  {
    title: 'Rabby',
    description: 'Browser-extension and mobile wallet that previews what a transaction does before you sign.',
    website: 'https://rabby.io',
    tags: ['wallets'],
  },
  {
    title: 'Chorus One',
    description: 'Staking provider that runs infrastructure for proof-of-stake networks, including Celo.',
    website: 'https://chorus.one',
    tags: ['validators'],
  },
  {
    title: 'Figment',
    description: 'Institutional staking provider operating nodes on many networks, including Celo.',
    website: 'https://figment.io',
    tags: ['validators'],
  },
  {
    title: 'Celo Composer',
    description: 'Starter kit that scaffolds a full-stack Celo dApp with a contract and a web front end.',
    website: 'https://github.com/celo-org/celo-composer',
    tags: ['developers'],
  },
  {
    title: 'viem',
    description: 'TypeScript library for Ethereum-compatible chains that ships Celo chain definitions.',
    website: 'https://viem.sh',
    tags: ['developers'],
  },
];
