/**
 * Uniswap deployments on Celo: the v3 and v4 contracts that Uniswap deployed on Celo Mainnet and,
 * for v4, on Celo Sepolia. They are Uniswap protocol contracts, not Celo core contracts; the Celo
 * documentation and Uniswap's own repositories publish the addresses.
 *
 * Every record names its sources. Addresses are EIP-55 checksummed (tests/unit/uniswap-data.test.ts):
 * where a source prints an address in lower case, it is written here in its checksummed form.
 */
import type {NetworkId} from './networks';
import type {Sources} from './sources';

export type UniswapVersion = 'v3' | 'v4';

export interface UniswapContract {
  /** Contract name as Uniswap and the Celo docs print it. */
  name: string;
  address: string;
  /** Context shown next to the address. */
  note?: string;
  sources: Sources;
}

export interface UniswapDeployment {
  version: UniswapVersion;
  network: NetworkId;
  contracts: readonly UniswapContract[];
}

// Celo docs, Mintlify page with v4 on Mainnet and Celo Sepolia and v3 on Mainnet (and Alfajores).
const celoDocs = 'celo-org/docs@10957be81f00ad90fc668eada0f6c8bc00861905:tooling/contracts/uniswap-contracts.mdx';
// Same page, earlier version: v4 on Mainnet only.
const celoDocsEarlier = 'celo-org/docs@88708c6991786985c3908657cc11eab3316844ef:tooling/contracts/uniswap-contracts.mdx';
// Celo docs, the 2025 Docusaurus page: v3 on Mainnet and Alfajores.
const celoDocsDocusaurus = 'celo-org/docs@1d77ad398cd9b6d5f58484ca0bce9f51cbf5b44c:docs/contracts/uniswap-contracts.md';
// Uniswap's deployment reference for Celo (v3).
const uniswapDocs = 'Uniswap/docs@177d195cddb5c30d500e56de8e421ec67f4d5373:docs/contracts/v3/reference/deployments/Celo-Deployments.md';
// Uniswap SDK address book (v3 factory, multicall, quoter, migrator, position manager, tick lens).
const uniswapSdk = 'Uniswap/sdks@d90bb7d3e294cf9024573004e1aff627ea4e8bef:sdks/sdk-core/src/addresses.ts';

const v3Sources: Sources = [celoDocs, celoDocsDocusaurus, uniswapDocs];
const v3SdkSources: Sources = [celoDocs, celoDocsDocusaurus, uniswapDocs, uniswapSdk];
const v4MainnetSources: Sources = [celoDocs, celoDocsEarlier];
const v4SepoliaSources: Sources = [celoDocs];

/** Permit2 has the same address on every chain Uniswap lists, Celo Mainnet and Celo Sepolia included. */
const permit2 = '0x000000000022D473030F116dDEE9F6B43aC78BA3';

export const uniswapDeployments: readonly UniswapDeployment[] = [
  {
    version: 'v3',
    network: 'mainnet',
    contracts: [
      {name: 'UniswapV3Factory', address: '0xAfE208a311B21f13EF87E33A90049fC17A7acDEc', note: 'Creates pools and looks them up (getPool)', sources: v3SdkSources},
      {name: 'SwapRouter02', address: '0x5615CDAb10dc425a742d643d949a7F474C01abc4', note: 'Swap router', sources: v3Sources},
      {name: 'UniversalRouter', address: '0x643770E279d5D0733F21d6DC03A8efbABf3255B4', note: 'Router for v3 swaps', sources: v3Sources},
      {name: 'QuoterV2', address: '0x82825d0554fA07f7FC52Ab63c961F330fdEFa8E8', note: 'Simulates a swap and returns the output amount', sources: v3SdkSources},
      {name: 'NonfungiblePositionManager', address: '0x3d79EdAaBC0EaB6F08ED885C05Fc0B014290D95A', note: 'Liquidity positions as NFTs', sources: v3SdkSources},
      {name: 'Permit2', address: permit2, note: 'Token approvals for the routers', sources: v3Sources},
      {name: 'TickLens', address: '0x5f115D9113F88e0a0Db1b5033D90D4a9690AcD3D', sources: v3SdkSources},
      {name: 'Multicall2', address: '0x633987602DE5C4F337e3DbF265303A1080324204', sources: v3SdkSources},
      {name: 'V3Migrator', address: '0x3cFd4d48EDfDCC53D3f173F596f621064614C582', sources: v3SdkSources},
      {name: 'NFTDescriptor', address: '0xa9Fd765d85938D278cb0b108DbE4BF7186831186', sources: v3Sources},
      {name: 'NonfungibleTokenPositionDescriptor', address: '0x644023b316bB65175C347DE903B60a756F6dd554', sources: v3Sources},
      {name: 'TransparentUpgradeableProxy', address: '0x505B43c452AA4443e0a6B84bb37771494633Fde9', sources: v3Sources},
      {name: 'ProxyAdmin', address: '0xc1b262Dd7643D4B7cA9e51631bBd900a564BF49A', sources: v3Sources},
      {name: 'UniswapV3Staker', address: '0x6586FB35393abF7Ff454977a9b3c912d218791C6', note: 'Listed as v3StakerAddress', sources: v3Sources},
    ],
  },
  {
    version: 'v4',
    network: 'mainnet',
    contracts: [
      {name: 'PoolManager', address: '0x288dc841A52FCA2707c6947B3A777c5E56cd87BC', note: 'Singleton that holds every v4 pool', sources: v4MainnetSources},
      {name: 'PositionManager', address: '0xf7965f3981e4D5BC383BfBCb61501763e9068CA9', sources: v4MainnetSources},
      {name: 'PositionDescriptor', address: '0x5727E22b25fEEe05E8dFa83C752B86F19D102D8A', sources: v4MainnetSources},
      {name: 'V4Quoter', address: '0x28566da1093609182dFf2cB2A91CFD72e61d66cd', sources: v4MainnetSources},
      {name: 'StateView', address: '0xbc21f8720BABf4b20d195eE5C6e99c52b76F2bfb', note: 'Read-only view of pool state', sources: v4MainnetSources},
      {name: 'UniversalRouter', address: '0xcb695bc5D3Aa22cAD1E6DF07801b061a05A0233A', note: 'Router for v4 (and v3) swaps', sources: v4MainnetSources},
      {name: 'Permit2', address: permit2, sources: v4MainnetSources},
    ],
  },
  {
    version: 'v4',
    network: 'celoSepolia',
    contracts: [
      {name: 'PoolManager', address: '0x2af85C83CFe7bC5182F81E5aE82661b4E9F15A1e', sources: v4SepoliaSources},
      {name: 'PositionManager', address: '0xB104b7c42DAB49d31fe3Ea91Dd80305348Cc37C1', sources: v4SepoliaSources},
      {name: 'PositionDescriptor', address: '0x3B13783e319Be24E2b9Db588745eA3202723B497', sources: v4SepoliaSources},
      {name: 'V4Quoter', address: '0xca5E523FA87c7dC67762c8E7f4a65783899b3c72', sources: v4SepoliaSources},
      {name: 'StateView', address: '0xF7e0Ba08d608cE1c90498c763e9fa001404e2a4b', sources: v4SepoliaSources},
      {name: 'UniversalRouter', address: '0x8891A0A682cC7f0bda7912E79C80167403d96103', sources: v4SepoliaSources},
      {name: 'Permit2', address: permit2, sources: v4SepoliaSources},
      {name: 'PoolSwapTest', address: '0x42592B9fFA3be9351cf06EC499e28b88a4A99f50', note: 'Test router for swaps', sources: v4SepoliaSources},
      {name: 'PoolModifyLiquidityTest', address: '0x643ddc282cD4C65a40cd96c27968B63a2e31cF6d', note: 'Test router for liquidity changes', sources: v4SepoliaSources},
    ],
  },
];

/** The deployment of one Uniswap version on one network, or `undefined` when none is published. */
export function uniswapDeployment(network: NetworkId, version: UniswapVersion): UniswapDeployment | undefined {
  return uniswapDeployments.find((d) => d.network === network && d.version === version);
}

/** Address of a Uniswap contract; throws at build time when it is not in the data. */
export function uniswapAddress(network: NetworkId, version: UniswapVersion, name: string): string {
  const found = uniswapDeployment(network, version)?.contracts.find((c) => c.name === name);
  if (!found) throw new Error(`No Uniswap ${version} contract "${name}" on ${network} in src/data/uniswap.ts`);
  return found.address;
}

