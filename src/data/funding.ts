/**
 * Funding programmes for teams that build on Celo, rendered on
 * docs/build/fund-your-project.md. Every record names its sources, so a
 * programme without one does not compile. Amounts appear only where a source
 * states them, in `amount`, with the source's wording kept as a fact.
 *
 * Programmes open and close: when a source stops listing one, remove it here.
 */
import type {Sources} from './sources';

export type FundingKind = 'reputation' | 'retroactive' | 'grant' | 'revenue' | 'builderRewards' | 'accelerator' | 'investment';

export const fundingKinds: Record<FundingKind, {label: string; description: string}> = {
  reputation: {label: 'Onchain reputation', description: 'A public project profile that reviewers of other programmes read.'},
  retroactive: {label: 'Retroactive rewards', description: 'Rewards for work already shipped, paid after the fact.'},
  grant: {label: 'Grants', description: 'Funds granted for a proposal or for a stage of your project.'},
  revenue: {label: 'Revenue sharing', description: 'Income that follows the on-chain use of your app.'},
  builderRewards: {label: 'Builder rewards', description: 'Recurring rewards for active builders.'},
  accelerator: {label: 'Accelerators and incubators', description: 'Programmes that mentor and prepare teams for launch and funding.'},
  investment: {label: 'Investors', description: 'Funds that invest in teams building on Celo.'},
};

export interface FundingProgramme {
  name: string;
  kind: FundingKind;
  /** The programme's page (https). */
  url: string;
  /** One sentence, in our words: what it funds and how. */
  funds: string;
  /** An amount, only when a source states it. */
  amount?: string;
  sources: Sources;
}

const fund2026 = 'celo-org/docs@21dfb7d593fea09e9fb22b83f90d13f6b8c5b8ce:build-on-celo/fund-your-project.mdx';
const fund2025 = 'celo-org/docs@1d77ad398cd9b6d5f58484ca0bce9f51cbf5b44c:docs/build/fund-your-project.md';
const minipay = 'celo-org/docs@d67fd65a6ba28f6a54cb43dd03310a68fc0c5356:build-on-celo/build-on-minipay/overview.mdx';

export const fundingProgrammes: readonly FundingProgramme[] = [
  {
    name: 'Karma GAP',
    kind: 'reputation',
    url: 'https://docs.gap.karmahq.xyz/how-to-guides/integrations/celo-proof-of-ship',
    funds: 'A project profile that shows your contributions and activity; the Celo documentation recommends linking it when you apply for grants.',
    sources: [fund2026, fund2025],
  },
  {
    name: 'Proof of Ship',
    kind: 'retroactive',
    url: 'https://celo-devs.beehiiv.com/subscribe',
    funds: 'Monthly retroactive rewards for builders who ship steady progress on Celo.',
    sources: [fund2026, fund2025, minipay],
  },
  {
    name: 'Prezenti Grants',
    kind: 'grant',
    url: 'https://www.prezenti.xyz/',
    funds: 'Grants for projects in the Celo ecosystem.',
    sources: [fund2026, fund2025],
  },
  {
    name: 'Celo Support Streams',
    kind: 'grant',
    url: 'https://www.celopg.eco/programs',
    funds: 'A CELO incentive budget paid every two weeks to projects whose Support Stream application is accepted.',
    sources: [fund2026],
  },
  {
    name: 'CPG Retroactive Funding',
    kind: 'retroactive',
    url: 'https://www.celopg.eco/programs',
    funds: 'Celo Public Goods rounds that reward impact a project has already delivered.',
    sources: [fund2026, fund2025],
  },
  {
    name: 'Builder Rewards (Celo PG and Talent Protocol)',
    kind: 'builderRewards',
    url: 'https://www.celopg.eco/programs',
    funds: 'Monthly CELO rewards for builders, run by Celo Public Goods with Talent Protocol.',
    amount: '10,000 CELO a month',
    sources: [fund2026],
  },
  {
    name: 'Divvi (Proof of Impact)',
    kind: 'revenue',
    url: 'https://www.divvi.xyz/',
    funds: 'Automatic splits of gas-fee revenue, so the transactions your app brings help fund it.',
    sources: [fund2026, fund2025],
  },
  {
    name: 'Commons Builder Income',
    kind: 'builderRewards',
    url: 'https://www.commonsprotocol.xyz/',
    funds: 'Daily rewards for builders accepted into the programme.',
    sources: [fund2026, fund2025],
  },
  {
    name: 'GoodBuilders Program',
    kind: 'builderRewards',
    url: 'https://gooddollar.notion.site/GoodBuilders-Program-1a6f258232f080fea8a6e3760bb8f53d',
    funds: 'A year-long GoodDollar programme that rewards apps built with G$.',
    amount: '$220k in rewards',
    sources: [fund2026, fund2025],
  },
  {
    name: 'Glo Dollar Liquidity Flywheel',
    kind: 'grant',
    url: 'https://www.glodollar.org/articles/glo-dollar-and-celo-public-goods',
    funds: 'Donations to Celo Public Goods from a Glo Dollar holding by Mento; projects that add USDGLO liquidity receive more.',
    amount: 'around $40,000',
    sources: [fund2026],
  },
  {
    name: 'Celo Camp',
    kind: 'accelerator',
    url: 'https://www.celocamp.com/',
    funds: 'The ecosystem\'s flagship accelerator for teams ready to grow.',
    sources: [fund2026],
  },
  {
    name: 'Celo Africa DAO Incubator',
    kind: 'accelerator',
    url: 'https://docs.google.com/forms/d/e/1FAIpQLSdRgbeFNKulww_-8w-LsK7-3lAR72NUVCinvyr2MUHW9MfsIg/viewform',
    funds: 'An incubator that prepares projects for users and adoption; apply through its form.',
    sources: [fund2026],
  },
  {
    name: 'Verda Ventures',
    kind: 'investment',
    url: 'https://verda.ventures/',
    funds: 'Investment for teams that build for MiniPay; send a deck and a product demo to team@verda.ventures.',
    sources: [fund2026, fund2025, minipay],
  },
];
