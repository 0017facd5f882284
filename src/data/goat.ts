/**
 * The GOAT SDK agent guides (docs/build/build-with-ai/goat/*): the package versions their code was
 * type-checked against, and the Celo Sepolia chain file they share.
 *
 * The newest GOAT packages do not fit together: @goat-sdk/adapter-vercel-ai 0.2.10 (the newest)
 * requires @goat-sdk/core 0.4.9, while @goat-sdk/wallet-viem 0.3.0 requires core 0.5.0, and
 * @goat-sdk/wallet-evm 0.3.0 no longer exports `sendETH`. The set below is the newest one whose peer
 * dependencies agree; the exact versions matter because GOAT pins viem and ai exactly.
 */
import {networks} from './networks';
import type {Sources} from './sources';

export interface PinnedPackage {
  name: string;
  version: string;
  sources: Sources;
}

const npm = (name: string): Sources => [`https://www.npmjs.com/package/${name}`]; // src: https://www.npmjs.com/package/<name>, the registry page of each package (read 2026-11-23)

export const goatPackages = {
  viem: {name: 'viem', version: '2.23.4', sources: npm('@goat-sdk/wallet-viem')}, // peer dependency of @goat-sdk/wallet-viem 0.2.12 and plugin-erc20 0.2.14 (exact)
  ai: {name: 'ai', version: '4.0.3', sources: npm('@goat-sdk/adapter-vercel-ai')}, // peer dependency of @goat-sdk/adapter-vercel-ai 0.2.10 (exact)
  openai: {name: '@ai-sdk/openai', version: '1.0.5', sources: npm('@ai-sdk/openai')}, // a 1.0.x release for ai 4.0.x
  zod: {name: 'zod', version: '3.23.8', sources: npm('@goat-sdk/wallet-evm')}, // dependency of @goat-sdk/wallet-evm 0.2.11 (exact)
  core: {name: '@goat-sdk/core', version: '0.4.9', sources: npm('@goat-sdk/adapter-vercel-ai')}, // peer dependency of adapter-vercel-ai 0.2.10
  adapter: {name: '@goat-sdk/adapter-vercel-ai', version: '0.2.10', sources: npm('@goat-sdk/adapter-vercel-ai')},
  walletViem: {name: '@goat-sdk/wallet-viem', version: '0.2.12', sources: npm('@goat-sdk/wallet-viem')},
  walletEvm: {name: '@goat-sdk/wallet-evm', version: '0.2.11', sources: npm('@goat-sdk/wallet-evm')}, // last version that exports sendETH
  erc20: {name: '@goat-sdk/plugin-erc20', version: '0.2.14', sources: npm('@goat-sdk/plugin-erc20')},
} as const satisfies Record<string, PinnedPackage>;

export type GoatPackageId = keyof typeof goatPackages;

/** `name@version` arguments for `npm install`, in the order given. */
export function goatInstallArgs(ids: readonly GoatPackageId[]): string {
  return ids.map((id) => `${goatPackages[id].name}@${goatPackages[id].version}`).join(' ');
}

/**
 * `chains.ts` for the guides. viem 2.23.4 predates viem's own `celoSepolia`, so the guides define it
 * from the site's network data, on top of viem's Celo chain config (fee-currency formatters and
 * serializers). The values come from `networks.ts`.
 */
export function celoSepoliaChainFile(): string {
  const n = networks.celoSepolia;
  const explorer = n.explorers[0]!;
  return `import {defineChain} from 'viem';
import {chainConfig} from 'viem/celo';

// viem ${goatPackages.viem.version}, the version the GOAT packages pin, has no Celo Sepolia chain.
// This one adds Celo's transaction formatters and serializers (fee currencies) from viem/celo.
export const celoSepolia = defineChain({
  ...chainConfig,
  id: ${n.chainId},
  name: '${n.name}',
  nativeCurrency: {name: '${n.currency.name}', symbol: '${n.currency.symbol}', decimals: ${n.currency.decimals}},
  rpcUrls: {default: {http: ['${n.rpc.http}']}},
  blockExplorers: {default: {name: '${explorer.name}', url: '${explorer.url}'}},
  testnet: true,
});
`;
}
