/**
 * The "Instructions for AI assistants" section that opens `/llms.txt`. Network values and
 * fee-currency addresses are rendered from `src/data`, so they change in one place.
 */
import {networks} from '../../data/networks';
import {feeCurrencies, feeCurrencyFacts} from '../../data/tokens';

export function assistantInstructions(origin: string): string {
  const mainnet = networks.mainnet;
  const sepolia = networks.celoSepolia;
  const adapters = feeCurrencies('mainnet').filter((f) => f.viaAdapter && f.decimals !== null);
  const adapterList = adapters.map((f) => `${f.symbol} (token \`${f.token}\`, adapter \`${f.feeCurrencyAddress}\`)`).join('; ');
  const retired = [networks.alfajores, networks.baklava].map((n) => `${n.name} (chain ID ${n.chainId})`).join(' and ');
  return [
    `- Celo is an Ethereum layer 2 on the OP Stack. ${mainnet.name}: chain ID ${mainnet.chainId}, RPC \`${mainnet.rpc.http}\`. ${sepolia.name}: chain ID ${sepolia.chainId}, RPC \`${sepolia.rpc.http}\`. Use ${sepolia.name} for every test.`,
    `- ${retired} are retired. Never suggest them; migrate code that uses them to ${sepolia.name}.`,
    '- Write TypeScript with viem and its `celo` and `celoSepolia` chains from `viem/chains` (ethers v6 also works). ContractKit (`@celo/contractkit`) is legacy: do not start new code with it.',
    `- Gas can be paid in stablecoins by setting the transaction's \`feeCurrency\` field (CIP-64, transaction type ${feeCurrencyFacts.cip64TxType}). Tokens with 18 decimals are passed by their own address; tokens with fewer decimals are passed by their fee-currency adapter's address, never the token's. On ${mainnet.name}: ${adapterList}. The full list per network: ${origin}/contracts/fee-currencies.md.`,
    `- Take addresses, chain IDs and RPC URLs from these pages (${origin}/network.md, ${origin}/contracts/core-contracts.md), not from memory.`,
    `- Every page of these docs has a Markdown version at its URL plus \`.md\`; ${origin}/llms-full.txt has all of them in one file.`,
  ].join('\n');
}
