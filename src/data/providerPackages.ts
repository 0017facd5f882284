/**
 * npm packages that the ecosystem provider guides install (docs/developer/{dynamic,portal,jaw}.md and
 * docs/developer/indexers/{goldrush,codex}.md), each pinned to the version the page was checked
 * against. Pages render install commands with `providerInstallArgs`, so a version lives here once;
 * tests/unit/provider-packages.test.ts checks that versions are exact and that the pages use this data.
 */
import type {Sources} from './sources';

export interface ProviderPackage {
  /** npm package name. */
  name: string;
  /** The exact version the page was checked against. */
  version: string;
  /** Docs files (relative to docs/) that install this package. */
  pages: readonly string[];
  sources: Sources;
}

const npmVersion = (name: string, version: string): Sources => [`https://www.npmjs.com/package/${name}/v/${version}`];

export const providerPackages = {
  // The site's own viem, which type-checks every sample (package.json).
  viem: {
    name: 'viem',
    version: '2.57.20',
    pages: ['developer/dynamic.md', 'developer/portal.md', 'developer/indexers/goldrush.md', 'developer/indexers/codex.md'],
    sources: npmVersion('viem', '2.57.20'),
  },
  // Dynamic's own Next.js example pins 4.49.0 of both packages; the page was checked against its code.
  dynamicReactCore: {
    name: '@dynamic-labs/sdk-react-core',
    version: '4.49.0',
    pages: ['developer/dynamic.md'],
    sources: ['dynamic-labs/examples@240c6395b2593f92e305bd4c1112d60fe306ff9c:examples/nextjs-external-wallets/package.json', ...npmVersion('@dynamic-labs/sdk-react-core', '4.49.0')],
  },
  dynamicEthereum: {
    name: '@dynamic-labs/ethereum',
    version: '4.49.0',
    pages: ['developer/dynamic.md'],
    sources: ['dynamic-labs/examples@240c6395b2593f92e305bd4c1112d60fe306ff9c:examples/nextjs-external-wallets/package.json', ...npmVersion('@dynamic-labs/ethereum', '4.49.0')],
  },
  // The newest release on npm, and the version Portal's Celo starter kit depends on.
  portalWeb: {
    name: '@portal-hq/web',
    version: '3.4.1',
    pages: ['developer/portal.md'],
    sources: ['portal-hq/portal-hackathon-kit-web-celo@4facf0d2b377705cd2fb84aa601f36562ef2fad3:package.json', ...npmVersion('@portal-hq/web', '3.4.1')],
  },
  // JAW's packages as released from its monorepo; @jaw.id/wagmi needs wagmi 3 and a @tanstack/react-query below 5.100.10.
  jawWagmi: {
    name: '@jaw.id/wagmi',
    version: '1.0.10',
    pages: ['developer/jaw.md'],
    sources: ['JustaName-id/jaw-mono@24910c40e89600788ccb39629e6ef1e5367a2d24:packages/wagmi/package.json'],
  },
  jawCore: {
    name: '@jaw.id/core',
    version: '1.0.9',
    pages: ['developer/jaw.md'],
    sources: ['JustaName-id/jaw-mono@24910c40e89600788ccb39629e6ef1e5367a2d24:packages/core/package.json'],
  },
  // The wagmi and react-query versions of JAW's own playground app.
  jawWagmiPeer: {
    name: 'wagmi',
    version: '3.0.2',
    pages: ['developer/jaw.md'],
    sources: ['JustaName-id/jaw-mono@24910c40e89600788ccb39629e6ef1e5367a2d24:apps/playground/package.json'],
  },
  jawReactQuery: {
    name: '@tanstack/react-query',
    version: '5.90.21',
    pages: ['developer/jaw.md'],
    sources: ['JustaName-id/jaw-mono@24910c40e89600788ccb39629e6ef1e5367a2d24:apps/playground/package.json'],
  },
  goldrushSdk: {
    name: '@covalenthq/client-sdk',
    version: '3.0.6',
    pages: ['developer/indexers/goldrush.md'],
    sources: npmVersion('@covalenthq/client-sdk', '3.0.6'),
  },
  codexSdk: {
    name: '@codex-data/sdk',
    version: '2.3.43',
    pages: ['developer/indexers/codex.md'],
    sources: npmVersion('@codex-data/sdk', '2.3.43'),
  },
} as const satisfies Record<string, ProviderPackage>;

export type ProviderPackageId = keyof typeof providerPackages;

/** `name@version` arguments for `npm install`, in the order given. */
export function providerInstallArgs(ids: readonly ProviderPackageId[]): string {
  return ids.map((id) => `${providerPackages[id].name}@${providerPackages[id].version}`).join(' ');
}
