/**
 * The "Instructions for AI assistants" section that opens `/llms.txt`, in the build's language
 * (./strings.ts). Network values and fee-currency addresses are rendered from `src/data`, so they
 * change in one place; the links point at the language's own pages.
 */
import {networks} from '../../data/networks';
import {feeCurrencies, feeCurrencyFacts} from '../../data/tokens';
import {aiDocsStrings, localeBase} from './strings';

export function assistantInstructions(origin: string, locale = 'en'): string {
  const mainnet = networks.mainnet;
  const sepolia = networks.celoSepolia;
  const adapters = feeCurrencies('mainnet').filter((f) => f.viaAdapter && f.decimals !== null);
  return aiDocsStrings(locale)
    .instructions({
      mainnet: {name: mainnet.name, chainId: mainnet.chainId, rpc: mainnet.rpc.http},
      sepolia: {name: sepolia.name, chainId: sepolia.chainId, rpc: sepolia.rpc.http},
      retired: [networks.alfajores, networks.baklava].map((n) => ({name: n.name, chainId: n.chainId})),
      cip64TxType: feeCurrencyFacts.cip64TxType,
      adapters: adapters.map((f) => ({symbol: f.symbol, token: f.token, adapter: f.feeCurrencyAddress})),
      base: localeBase(origin, locale),
    })
    .join('\n');
}
