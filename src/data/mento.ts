/**
 * Mento protocol contracts and SDK facts used by the stablecoin swap guide.
 *
 * Addresses come from the Mento SDK's address table at the v3.4.0 release commit; they are stored
 * EIP-55 checksummed and checked by tests/unit/stablecoins-data.test.ts, which also fails when a
 * page under docs/ retypes one of them.
 */
import type {Sources} from './sources';

export interface MentoSdkFacts {
  packageName: string;
  version: string;
  releaseCommit: string;
  installWith: string;
  repository: string;
  sources: Sources;
}

/** The Mento SDK release the guide is written against. */
export const mentoSdk: MentoSdkFacts = {
  packageName: '@mento-protocol/mento-sdk',
  /** `version` in package.json at the release commit ("chore: release SDK v3.4.0"). */
  version: '3.4.0',
  releaseCommit: 'd54264e5b48844e1f2123234750944542d665820',
  /** The SDK's README asks you to install viem alongside it; package.json lists it as a dependency. */
  installWith: 'viem',
  repository: 'https://github.com/mento-protocol/mento-sdk',
  sources: [
    'mento-protocol/mento-sdk@d54264e5b48844e1f2123234750944542d665820:package.json',
    'mento-protocol/mento-sdk@d54264e5b48844e1f2123234750944542d665820:README.md',
  ],
};

/** Networks on which this site lists Mento contracts. */
export type MentoNetwork = 'mainnet' | 'celoSepolia';

export interface MentoContract {
  name: string;
  address: string;
  /** What the contract does, in one sentence written for this site. */
  role: string;
  sources: Sources;
}

const sdkAddresses = 'mento-protocol/mento-sdk@d54264e5b48844e1f2123234750944542d665820:src/core/constants/addresses.ts';
const brokerInterface = 'mento-protocol/mento-core@01b8abc77910e249b86d04ccb2a94ac0fe61d6f8:contracts/interfaces/IBroker.sol';
const providerInterface = 'mento-protocol/mento-core@e7884d28a5338dee4db95331d31bc0dc73165fda:contracts/interfaces/IExchangeProvider.sol';

const brokerRole = 'Entry point for swaps through exchange providers: quotes (getAmountOut, getAmountIn) and swaps (swapIn, swapOut).';
const poolManagerRole = 'Exchange provider for the reserve-backed pools; lists its exchanges and their ids with getExchanges().';
const routerRole = 'Router the SDK v3 swap builder sends its transactions to.';

export const mentoContracts: Record<MentoNetwork, readonly MentoContract[]> = {
  mainnet: [
    {name: 'Broker', address: '0x777A8255cA72412f0d706dc03C9D1987306B4CaD', role: brokerRole, sources: [sdkAddresses, brokerInterface]},
    {name: 'BiPoolManager', address: '0x22d9db95E6Ae61c104A7B6F6C78D7993B94ec901', role: poolManagerRole, sources: [sdkAddresses, providerInterface]},
    {name: 'Router', address: '0x4861840C2EfB2b98312B0aE34d86fD73E8f9B6f6', role: routerRole, sources: [sdkAddresses, 'mento-protocol/mento-sdk@d54264e5b48844e1f2123234750944542d665820:src/services/swap/SwapService.ts']},
    {name: 'BreakerBox', address: '0x303ED1df62Fa067659B586EbEe8De0EcE824Ab39', role: 'Circuit breakers that can halt trading on a rate feed.', sources: [sdkAddresses]},
  ],
  celoSepolia: [
    {name: 'Broker', address: '0xB9Ae2065142EB79b6c5EB1E8778F883fad6B07Ba', role: brokerRole, sources: [sdkAddresses, brokerInterface]},
    {name: 'BiPoolManager', address: '0xeCB3C656C131fCd9bB8D1d80898716bD684feb78', role: poolManagerRole, sources: [sdkAddresses, providerInterface]},
    {name: 'Router', address: '0xcf6cD45210b3ffE3cA28379C4683F1e60D0C2CCd', role: routerRole, sources: [sdkAddresses, 'mento-protocol/mento-sdk@d54264e5b48844e1f2123234750944542d665820:src/services/swap/SwapService.ts']},
    {name: 'BreakerBox', address: '0x578bD46003B9D3fd4c3C3f47c98B329562a6a1dE', role: 'Circuit breakers that can halt trading on a rate feed.', sources: [sdkAddresses]},
  ],
};

/** A Mento contract by name; throws at build time when the name is unknown. */
export function mentoContract(network: MentoNetwork, name: string): MentoContract {
  const found = mentoContracts[network].find((c) => c.name === name);
  if (!found) throw new Error(`No Mento contract "${name}" on ${network} in src/data/mento.ts`);
  return found;
}
