/**
 * Command-line tools and libraries that developer guides install, pinned to the version each guide was
 * checked with, with where and when that version was checked. Pages render the version from here
 * (`{devTools.graphCli.version}`), so a guide and its install command cannot drift apart;
 * tests/unit/tool-versions.test.ts checks every page listed in `pages`.
 *
 * Packages of the AI pages (celo-mcp and others) are in `aiPackages` of src/data/ai.ts, with the same shape.
 */
import type {Sources} from './sources';

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
