/**
 * Regional and community DAOs in the Celo ecosystem, rendered on
 * docs/what-is-celo/joining-celo/daos.md, and the governance proposals that set up
 * and fund their Regional Council.
 *
 * Every record names its sources, so a DAO without one does not compile. The list
 * is the one the Celo documentation last published; links are the DAOs' own
 * channels as that source gives them. DAOs start, merge and stop: when a source
 * stops listing one, remove it here. `tests/unit/daos-data.test.ts` tells you what
 * to fix.
 */
import type {Sources} from './sources';

/** The Mintlify page (today's docs) with the full list. */
const daosMintlify = 'celo-org/docs@0e24a700dfc7475c66f7af296bea8f4577f22cc4:contribute-to-celo/daos.mdx';
/** The 2025 Docusaurus page, with the first four DAOs only. */
const daos2025 = 'celo-org/docs@ae918b7e93cb12d5c1c6f7e23aa346ffa4faa19d:docs/what-is-celo/joining-celo/daos.md';
/** CGP 198: Season 1 funding request; its team table groups hubs by macro-region. */
const cgp198 = 'celo-org/governance@0d944b0d117c33e82a9934293ce34f7316ea759e:CGPs/cgp-0198.md';
/** CGP 160: formation of the Regional Council; lists the first multisig members. */
const cgp160 = 'celo-org/governance@392557a7fbe87dba0fbc495eabe3e1c46ea6cfb1:CGPs/cgp-0160.md';

/** Macro-region, as the Regional Council groups its hubs (CGP 198). */
export type DaoRegion = 'Africa' | 'Europe' | 'Latin America' | 'Asia';

export const daoRegions: readonly DaoRegion[] = ['Africa', 'Europe', 'Latin America', 'Asia'];

export type DaoLinkKind = 'X' | 'Telegram' | 'Forum';

export interface DaoLink {
  kind: DaoLinkKind;
  /** https only. */
  url: string;
}

export interface DaoChapter {
  name: string;
  /** The chapter's channel (https). */
  url: string;
}

export interface Dao {
  name: string;
  /** Other name the source uses for the same DAO. */
  alsoKnownAs?: string;
  region: DaoRegion;
  /** Country or area the DAO serves, in our words. */
  area: string;
  /** What the source says the DAO does, in our words. Omitted when the source says nothing. */
  focus?: string;
  /** When the source says it launched, with the forum post the source links for it. */
  launched?: {when: string; url: string};
  /** Channels, first the one to contact. */
  links: readonly [DaoLink, ...DaoLink[]];
  /** Local chapters, when the source lists them. */
  chapters?: readonly DaoChapter[];
  sources: Sources;
}

export const daos: readonly Dao[] = [
  {
    name: 'Celo Africa DAO',
    region: 'Africa',
    area: 'Africa, with local chapters',
    focus: 'Grows a network of builders and founders across Africa and runs in-person events.',
    launched: {when: 'April 2023', url: 'https://forum.celo.org/t/celo-africa-dao-report-may-june-july/6385'},
    links: [
      {kind: 'X', url: 'https://x.com/CeloAfricaDao'},
      {kind: 'Telegram', url: 'https://t.me/CeloAfrica'},
      {kind: 'Forum', url: 'https://forum.celo.org/u/celoafricadao/summary'},
    ],
    chapters: [
      {name: 'Celo Ghana', url: 'https://x.com/Celo_Ghana'},
      {name: 'Celo Kenya', url: 'https://x.com/CeloKenya'},
      {name: 'Celo Nigeria', url: 'https://x.com/CeloNigeria'},
      {name: 'Celo South Africa', url: 'https://x.com/CeloSouthAfrica'},
      {name: 'Celo Uganda', url: 'https://x.com/CeloUganda'},
    ],
    sources: [daosMintlify, daos2025, cgp198],
  },
  {
    name: 'Celo Europe DAO',
    region: 'Europe',
    area: 'Europe',
    focus: 'Hosts events, builds community around ReFi and real-world-asset protocols, and helps run Celo Gather.',
    launched: {when: 'June 2023', url: 'https://forum.celo.org/t/celo-europe-dao-s0-report/7050'},
    links: [
      {kind: 'X', url: 'https://x.com/CeloEurope'},
      {kind: 'Forum', url: 'https://forum.celo.org/search?q=celo%20europe%20dao'},
    ],
    sources: [daosMintlify, daos2025, cgp198],
  },
  {
    name: 'Celo Türkiye',
    region: 'Europe',
    area: 'Türkiye',
    links: [{kind: 'X', url: 'https://x.com/TrCelo'}],
    sources: [daosMintlify, cgp198],
  },
  {
    name: 'CeLatam',
    region: 'Latin America',
    area: 'Latin America',
    launched: {when: 'April 2023', url: 'https://forum.celo.org/t/celatam-season-0-report/7870'},
    links: [
      {kind: 'X', url: 'https://x.com/CeLatamOrg'},
      {kind: 'Forum', url: 'https://forum.celo.org/u/celatam/summary'},
    ],
    sources: [daosMintlify, daos2025, cgp198],
  },
  {
    name: 'Celo Colombia',
    region: 'Latin America',
    area: 'Colombia',
    links: [{kind: 'X', url: 'https://x.com/Celo_Col'}],
    sources: [daosMintlify, cgp198, cgp160],
  },
  {
    name: 'Celo Mexico',
    region: 'Latin America',
    area: 'Mexico',
    links: [{kind: 'X', url: 'https://x.com/celomexico'}],
    sources: [daosMintlify, cgp160],
  },
  {
    name: 'Koh Celo',
    alsoKnownAs: 'Celo Thailand DAO',
    region: 'Asia',
    area: 'Thailand',
    focus: 'Started with a programme for the Road to Devcon 2024.',
    launched: {
      when: 'early 2024',
      url: 'https://forum.celo.org/t/kohcelo-celo-thailand-dao-project-for-road-to-devcon-h1-2024-regional-dao-final/7402',
    },
    links: [
      {kind: 'X', url: 'https://x.com/KohCelo'},
      {kind: 'Forum', url: 'https://forum.celo.org/search?q=KohCelo'},
    ],
    sources: [daosMintlify, daos2025],
  },
  {
    name: 'Celo PH DAO',
    region: 'Asia',
    area: 'the Philippines',
    links: [{kind: 'X', url: 'https://x.com/celophdao'}],
    sources: [daosMintlify],
  },
  {
    name: 'Celo Korea',
    region: 'Asia',
    area: 'South Korea',
    links: [{kind: 'X', url: 'https://x.com/CeloKorea'}],
    sources: [daosMintlify],
  },
  {
    name: 'Celo India',
    region: 'Asia',
    area: 'India',
    links: [{kind: 'X', url: 'https://x.com/Celo_India'}],
    sources: [daosMintlify, cgp198],
  },
  {
    name: 'Celo Arabia',
    region: 'Asia',
    area: 'the Arab region',
    links: [{kind: 'X', url: 'https://x.com/CeloArabia'}],
    sources: [daosMintlify, cgp198],
  },
];

/** A governance proposal about the Regional Council, as recorded in celo-org/governance. */
export interface CouncilProposal {
  cgp: number;
  title: string;
  /** `date-created` in the proposal file (YYYY-MM-DD). */
  created: string;
  /** `status` in the proposal file. */
  status: 'EXECUTED' | 'REJECTED' | 'PROPOSED';
  /** `date-executed`, when the file has one. */
  executed?: string;
  /** The proposal's forum discussion (https). */
  forumUrl: string;
  /** The proposal file on GitHub, at the commit that was read (https). */
  url: string;
  sources: Sources;
}

export const councilProposals: readonly CouncilProposal[] = [
  {
    cgp: 160,
    title: 'Celo Regional Council (H1 2025)',
    created: '2025-02-04',
    status: 'EXECUTED',
    executed: '2025-02-15',
    forumUrl: 'https://forum.celo.org/t/celo-regional-council-h1-2025/10063',
    url: 'https://github.com/celo-org/governance/blob/392557a7fbe87dba0fbc495eabe3e1c46ea6cfb1/CGPs/cgp-0160.md',
    sources: [cgp160, daosMintlify],
  },
  {
    cgp: 198,
    title: 'Celo Regional Council Season 1 Funding Request',
    created: '2025-08-01',
    status: 'REJECTED',
    forumUrl: 'https://forum.celo.org/t/celo-regional-council-season-1-funding-request/11917',
    url: 'https://github.com/celo-org/governance/blob/0d944b0d117c33e82a9934293ce34f7316ea759e/CGPs/cgp-0198.md',
    sources: [cgp198],
  },
];

/** The proposal with the given number; throws so a page never renders a missing one. */
export function councilProposal(cgp: number): CouncilProposal {
  const found = councilProposals.find((p) => p.cgp === cgp);
  if (!found) throw new Error(`src/data/daos.ts: no council proposal CGP ${cgp}`);
  return found;
}

/** DAOs of one macro-region, in list order. */
export function daosIn(region: DaoRegion): readonly Dao[] {
  return daos.filter((d) => d.region === region);
}
