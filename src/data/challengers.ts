/**
 * The challengers registered for Celo Mainnet's OP Succinct Lite fault proofs (since Jello): the
 * accounts on Ethereum that may dispute a state proposal. Anyone can monitor proposals; only these
 * accounts hold the challenger permission on the dispute-game `AccessManager` (its address and the
 * bond are in `nodeSoftware.ts`, `challenger`).
 *
 * Addresses are written EIP-55 checksummed here; the Celo docs page writes two of them in lower case.
 */
import type {Sources} from './sources';

/** The Celo docs page that lists the registered challengers. */
const challengersPage = 'celo-org/docs@a12466b71a779e11570f16c624b3f5f2e13f8206:learn/protocol/challengers.mdx' as const;

export interface RegisteredChallenger {
  /** Operator name as the Celo docs list it. */
  name: string;
  /** The operator's website, when the Celo docs link one. */
  website?: string;
  /** Challenger account on Ethereum Mainnet. */
  address: string;
  /** Run by cLabs rather than by an independent operator. */
  clabs?: boolean;
  sources: Sources;
}

export const registeredChallengers: readonly RegisteredChallenger[] = [
  {name: 'atalma.io', website: 'https://atalma.io', address: '0x77E831A0A6a680335BB54937E085fF625dfE3f6F', sources: [challengersPage]},
  {name: 'atweb3 GmbH', website: 'https://atweb3.co', address: '0xe4ce4999b1C4C60C384AC96f370F00796ae9eC78', sources: [challengersPage]},
  {name: 'cLabs', address: '0x7247204E46B381149d99acF88b318713fE12c32f', clabs: true, sources: [challengersPage]},
  {
    name: 'Grassroots Economics',
    website: 'https://sarafu.network/',
    address: '0xc6E6836CaCB6fF0a843050DB7F64bb2ab864C463',
    sources: [challengersPage],
  },
  {name: 'Swiftstaking', website: 'https://www.swiftstaking.com/', address: '0x53E8EEAAE0731CCc888513695eC1Bd792ec975Ca', sources: [challengersPage]},
  {name: "Usopp's", address: '0x56966549e0953e8d6E17Fcd3278b003d81f58cA8', sources: [challengersPage]},
];

/** Ethereum explorers the Celo docs link challenger accounts and upgrade transactions to. */
export const ethereumExplorers = {
  mainnet: 'https://eth.blockscout.com', // src: celo-org/docs@a12466b71a779e11570f16c624b3f5f2e13f8206:learn/protocol/challengers.mdx
  sepolia: 'https://eth-sepolia.blockscout.com', // src: celo-org/docs@369ba55188b1b0ab39a0cd0b93ec40abcc0eb747:operate/specification/upgrades/jello.mdx
} as const;

/** Explorer page of an account or transaction on Ethereum (`kind` is `address` or `tx`). */
export function ethereumExplorerUrl(network: keyof typeof ethereumExplorers, kind: 'address' | 'tx', value: string): string {
  return `${ethereumExplorers[network]}/${kind}/${value}`;
}
