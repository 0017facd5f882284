/**
 * Celo networks that no longer serve developers and are not in `networks.ts`: demonstration
 * testnets kept here as history, so that pages about them render their endpoints from data
 * instead of retyping them. Each record carries a typed `sources` field; the unit test
 * tests/unit/retired-networks-data.test.ts checks URLs, sources and cross-references.
 *
 * Only what a source states is recorded. A fact no source gives (for example a chain id or a
 * shutdown date) is absent, and the page says what the reader should check instead.
 */
import type {Sources} from './sources';
import type {NetworkId} from './networks';
import type {UpgradeId} from './upgrades';

export type RetiredNetworkId = 'eclair';

export interface RetiredEndpoint {
  /** Which chain the endpoint served. */
  layer: 'L1' | 'L2';
  /** Public HTTPS JSON-RPC endpoint, as the source published it. */
  url: string;
}

export interface RetiredNetwork {
  id: RetiredNetworkId;
  name: string;
  /** What the network was built to show, in one sentence. */
  purpose: string;
  /** When and where the network was announced, as the source words it. */
  announced: string;
  /** Components the network ran, in the order the source lists them. */
  features: readonly string[];
  /** JSON-RPC endpoints the source published. */
  rpc: readonly RetiredEndpoint[];
  /** Block explorer the source published, with the chain it showed. */
  explorer: {layer: 'L1' | 'L2'; url: string};
  /**
   * The upgrade ids (see `upgrades.ts`) that later brought the network's technology to Celo
   * Sepolia and Mainnet.
   */
  successorUpgrades: readonly UpgradeId[];
  /** The live network developers use instead. */
  useInstead: NetworkId;
  sources: Sources;
}

/** celo-org/docs page versions about Eclair that were read. */
const eclairSources = {
  /**
   * The 2025 network page. Its endpoint list is the consistent one (L1 on rpc.l1, L2 on rpc.l2);
   * two versions of the earlier cel2 page listed the L1 endpoint twice (1a6bf5d) or swapped the
   * two labels (0589022), so this version is followed.
   */
  networkPage: 'celo-org/docs@36434fba543d0e86647a615a9f893c2c902c6fea:docs/network/eclair/index.md',
  cel2Page: 'celo-org/docs@1a6bf5d210c604bbff1890b5516a799f6cbfffd3:docs/cel2/eclair/index.md',
  cel2PageLater: 'celo-org/docs@058902265c53b2f1ca1b66d84c4e2927d2c2389f:docs/cel2/eclair/index.md',
  /** Mintlify navigation: lists tooling/testnets/eclair/index under "Testnets" and redirects /cel2/eclair to /network/eclair. */
  docsJson: 'celo-org/docs@00484a4d6c189496498974afa3594df94969477a:docs.json',
} as const;

export const retiredNetworks: Record<RetiredNetworkId, RetiredNetwork> = {
  eclair: {
    id: 'eclair',
    name: 'Celo Eclair Testnet',
    purpose:
      'The first testnet to run OP Succinct Lite zero-knowledge fault proofs together with EigenDA v2, built by cLabs with Succinct and EigenLabs.',
    announced: 'EthCC 2025',
    features: [
      'An EVM chain with Celo features such as token duality',
      'OP Succinct Lite fault proofs: proofs generated with the Kona execution engine and the SP1 zkVM, on the Succinct Prover Network',
      'EigenDA v2 (Blazar) for data availability',
    ],
    rpc: [
      {layer: 'L1', url: 'https://rpc.l1.eclair.celo-testnet.org'},
      {layer: 'L2', url: 'https://rpc.l2.eclair.celo-testnet.org'},
    ],
    explorer: {layer: 'L1', url: 'https://eclair.celo-testnet.org'},
    successorUpgrades: ['ice-cream', 'jello'],
    useInstead: 'celoSepolia',
    sources: [eclairSources.networkPage, eclairSources.cel2Page, eclairSources.cel2PageLater, eclairSources.docsJson],
  },
};
