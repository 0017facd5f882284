/**
 * Command-line tools and libraries that developer guides install, pinned to the version each guide was
 * checked with, with where and when that version was checked. Pages render the version from here
 * (`{devTools.graphCli.version}`), so a guide and its install command cannot drift apart;
 * tests/unit/tool-versions.test.ts checks every page listed in `pages`.
 *
 * Packages of the AI pages (celo-mcp and others) are in `aiPackages` of src/data/ai.ts, with the same shape.
 */
import type {Sources} from './sources';
import {releaseHistory} from './celocli/global';
import {celocliDataReviewed} from './celocli/sources';
import {providerPackages} from './providerPackages';

/** When and where a version was confirmed to be the one a page documents. */
export interface VersionCheck {
  /** Day of the check, YYYY-MM-DD. */
  on: string;
  /** What was looked at: the registry query, the package list or the release notes. */
  where: string;
}

export interface ReviewedPackage {
  /** Registry name (npm or PyPI). */
  name: string;
  registry: 'npm' | 'pypi';
  /** The version whose source or release the page was checked against. */
  version: string;
  /** How the version was confirmed; optional for records reviewed before this field existed. */
  checked?: VersionCheck;
  /** Docs files (relative to docs/) that document this version. */
  pages: readonly string[];
  sources: Sources;
}

/** graphprotocol/graph-tooling at the release commit of graph-cli 0.98.1 (its package.json has that version). */
const graphTooling = (path: string) =>
  `graphprotocol/graph-tooling@639cc230f1d1260d19faa921555f9ab87db2352b:packages/${path}` as const;

export const devTools = {
  graphCli: {
    name: '@graphprotocol/graph-cli',
    registry: 'npm',
    version: '0.98.1',
    checked: {on: '2026-11-28', where: '`npm view @graphprotocol/graph-cli version` (the latest dist-tag), and the CLI source of that release'},
    pages: ['developer/indexers/the-graph.md'],
    sources: [graphTooling('cli/package.json'), graphTooling('cli/CHANGELOG.md'), graphTooling('cli/src/commands/auth.ts'), graphTooling('cli/src/commands/deploy.ts')],
  },
  graphTs: {
    name: '@graphprotocol/graph-ts',
    registry: 'npm',
    // The version `graph init` of graph-cli 0.98.1 writes into new projects (GRAPH_TS_VERSION).
    version: '0.37.0',
    checked: {on: '2026-11-28', where: 'GRAPH_TS_VERSION in the scaffold of graph-cli 0.98.1'},
    pages: ['developer/indexers/the-graph.md'],
    sources: [graphTooling('cli/src/scaffold/index.ts'), graphTooling('ts/CHANGELOG.md')],
  },
  celoComposer: {
    name: '@celo/celo-composer',
    registry: 'npm',
    // The newest release in its changelog (2.4.13, 2025-12-18). The default branch has unreleased changes
    // after it, among them the `x402` template and `--template` values checked against a list.
    version: '2.4.13',
    checked: {
      on: '2026-11-28',
      where: 'package.json and src/index.ts (the create command and its flags) of celo-org/celo-composer at the commit that set version 2.4.13, and CHANGELOG.md of the default branch, whose newest release is 2.4.13',
    },
    pages: ['build/build-on-minipay/overview.md', 'build/build-with-farcaster.md', 'build/mcp/composer-mcp.md'],
    sources: [
      'celo-org/celo-composer@176d2d70a22324f7f85f59d390db61fffbe5285b:package.json',
      'celo-org/celo-composer@176d2d70a22324f7f85f59d390db61fffbe5285b:src/index.ts',
      'celo-org/celo-composer@7bfd265ca6fc19d2a46e4aef8a8ac0d2a36183cb:CHANGELOG.md',
    ],
  },
  /** The initializer `npm create vite` runs: pages scaffold a React app with it (`npm create vite@x.y.z … --template react-ts`). */
  createVite: {
    name: 'create-vite',
    registry: 'npm',
    version: '9.3.0',
    checked: {
      on: '2026-11-28',
      where: '`npm view create-vite version` (npm registry, the latest dist-tag, published 2026-10-19), and the package of that release: its README documents `--template`, and it ships template-react-ts',
    },
    pages: ['developer/dynamic.md', 'developer/jaw.md', 'developer/portal.md', 'developer/web3modal.md', 'build/build-with-thirdweb/index.md', 'build/build-on-minipay/quickstart.md'],
    sources: ['https://www.npmjs.com/package/create-vite/v/9.3.0'],
  },
} as const satisfies Record<string, ReviewedPackage>;

/** Facts about graph-cli that the guide states. */
export const graphCliFacts = {
  /** `engines.node` of graph-cli 0.98.1; bin/run.js refuses older Node.js. */
  nodeEngine: '>=20.18.1', // src: graphTooling('cli/package.json'), cli/bin/run.js
  /** The release that removed `--studio` (and `--product`) from `graph init`, `graph auth` and `graph deploy`: Subgraph Studio became the default node. */
  studioFlagRemovedIn: '0.88.0', // src: graphTooling('cli/CHANGELOG.md') (0.88.0, #1680); cli/src/command-helpers/node.ts (chooseNodeUrl defaults to Studio)
} as const;

export const graphCliFactSources: Sources = [
  graphTooling('cli/package.json'),
  graphTooling('cli/bin/run.js'),
  graphTooling('cli/CHANGELOG.md'),
  graphTooling('cli/src/command-helpers/node.ts'),
];

/**
 * Query pricing of The Graph's decentralized network as Celo's documentation states it. Pricing is The
 * Graph's to change; the page says so and links The Graph's own pricing.
 */
export const theGraphPricing = {
  freeQueriesPerMonth: '100,000', // src: celo-org/docs@dc2745498d6b2ed9c2cabcc6b908092175851df4:tooling/indexers/the-graph.mdx
  usdPer100kQueries: 4, // src: celo-org/docs@dc2745498d6b2ed9c2cabcc6b908092175851df4:tooling/indexers/the-graph.mdx
  sources: ['celo-org/docs@dc2745498d6b2ed9c2cabcc6b908092175851df4:tooling/indexers/the-graph.mdx'],
} as const satisfies {sources: Sources} & Record<string, unknown>;

/** An npm package page of one version, as the source of a pin. */
const npmPage = (name: string, version: string) => `https://www.npmjs.com/package/${name}/v/${version}` as const;

/** The site's own install (package.json, package-lock.json), against which `npm run check:samples` type-checks every sample. */
const siteLock = (what: string): VersionCheck => ({
  on: '2026-11-28',
  where: `the version the site's package-lock.json installs${what}; npm run check:samples type-checks the TypeScript samples of the pages with it`,
});

/** celocli: the newest release of the command reference in src/data/celocli (read from celo-org/developer-tooling). */
const celocliRelease = releaseHistory[releaseHistory.length - 1]!.version;

/**
 * Packages that many walkthroughs install alongside their own (viem is `providerPackages.viem`): pinned to the
 * versions the site's samples are checked with. Pages render install commands with `toolInstallArgs`, so
 * `npm run check:samples` sees no install without an exact version.
 */
export const sampleTools = {
  tsx: {name: 'tsx', registry: 'npm', version: '4.23.15', checked: siteLock(' (package.json: ^4.23.15)'), pages: [], sources: [npmPage('tsx', '4.23.15')]},
  typescript: {name: 'typescript', registry: 'npm', version: '5.8.3', checked: siteLock(' (package.json: ~5.8.0)'), pages: [], sources: [npmPage('typescript', '5.8.3')]},
  ethers: {name: 'ethers', registry: 'npm', version: '6.17.0', checked: siteLock(''), pages: ['developer/ethers.md'], sources: [npmPage('ethers', '6.17.0')]},
  web3: {name: 'web3', registry: 'npm', version: '4.16.0', checked: siteLock(''), pages: [], sources: [npmPage('web3', '4.16.0')]},
  wagmi: {name: 'wagmi', registry: 'npm', version: '2.19.5', checked: siteLock(''), pages: ['developer/wallet-libraries.md'], sources: [npmPage('wagmi', '2.19.5')]},
  reactQuery: {name: '@tanstack/react-query', registry: 'npm', version: '5.108.0', checked: siteLock(''), pages: ['developer/wallet-libraries.md'], sources: [npmPage('@tanstack/react-query', '5.108.0')]},
  rainbowkit: {name: '@rainbow-me/rainbowkit', registry: 'npm', version: '2.2.11', checked: siteLock(''), pages: ['developer/wallet-libraries.md'], sources: [npmPage('@rainbow-me/rainbowkit', '2.2.11')]},
  typesNode: {name: '@types/node', registry: 'npm', version: '20.19.43', checked: siteLock(' (package.json: ^20.0.0)'), pages: [], sources: [npmPage('@types/node', '20.19.43')]},
  express: {name: 'express', registry: 'npm', version: '5.3.0', checked: siteLock(''), pages: [], sources: [npmPage('express', '5.3.0')]},
  typesExpress: {name: '@types/express', registry: 'npm', version: '5.0.6', checked: siteLock(''), pages: [], sources: [npmPage('@types/express', '5.0.6')]},
  awsKms: {name: '@aws-sdk/client-kms', registry: 'npm', version: '3.1161.0', checked: siteLock(''), pages: ['integration/cloud-hsm.md'], sources: [npmPage('@aws-sdk/client-kms', '3.1161.0')]},
  thirdweb: {name: 'thirdweb', registry: 'npm', version: '5.121.6', checked: siteLock(''), pages: ['build/build-with-thirdweb/index.md', 'build/build-with-thirdweb/celo-nft-drop-tutorial.md'], sources: [npmPage('thirdweb', '5.121.6')]},
  celocli: {
    name: '@celo/celocli',
    registry: 'npm',
    version: celocliRelease,
    checked: {on: celocliDataReviewed, where: 'packages/cli/package.json of celo-org/developer-tooling, the release the command reference of src/data/celocli describes'},
    pages: ['cli/index.mdx'],
    sources: ['celo-org/developer-tooling@88cbd54f1c1c9f0c322f5e8d1af9d5c23fa2d557:packages/cli/package.json'],
  },
} as const satisfies Record<string, ReviewedPackage>;

export type SampleToolId = keyof typeof sampleTools | 'viem';

/** `name@version` arguments for an install command, in the order given (`viem` is the site's, `providerPackages.viem`). */
export function toolInstallArgs(ids: readonly SampleToolId[]): string {
  return ids.map((id) => (id === 'viem' ? providerPackages.viem : sampleTools[id])).map((p) => `${p.name}@${p.version}`).join(' ');
}
