/**
 * Block-explorer URL helpers. They read explorers from `networks.ts`; nothing here holds a URL.
 */
import {networks, type Explorer, type NetworkId} from './networks';

/** The explorer used for address links: the first one of the network that has address pages. */
export function addressExplorer(network: NetworkId): Explorer | undefined {
  return networks[network].explorers.find((e) => e.addressPaths);
}

function join(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path}`;
}

/** URL of an address page on the network's explorer, or `undefined` when it has none. */
export function explorerAddressUrl(network: NetworkId, address: string): string | undefined {
  const explorer = addressExplorer(network);
  return explorer ? join(explorer.url, `address/${address}`) : undefined;
}

/** URL of a transaction page on the network's explorer, or `undefined` when it has none. */
export function explorerTxUrl(network: NetworkId, hash: string): string | undefined {
  const explorer = addressExplorer(network);
  return explorer ? join(explorer.url, `tx/${hash}`) : undefined;
}
