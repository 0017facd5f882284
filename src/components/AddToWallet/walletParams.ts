/**
 * Request parameters for the "Add to wallet" button, built from network data. Kept apart from the
 * wallet flow (walletLogic.ts) so that the page bundle carries only what it renders; the flow loads
 * on click. Pure: no DOM, no React.
 */
import type {Network} from '@site/src/data/networks';

/** Minimal EIP-1193 provider. */
export interface Eip1193Provider {
  request(args: {method: string; params?: unknown[] | object}): Promise<unknown>;
}

/** EIP-6963 provider info. */
export interface WalletInfo {
  uuid: string;
  name: string;
  /** Data URI of the wallet icon (EIP-6963 requires a data URI). */
  icon: string;
  rdns: string;
}

/** EIP-6963 announced provider. */
export interface WalletDetail {
  info: WalletInfo;
  provider: Eip1193Provider;
}

/** EIP-3085 `wallet_addEthereumChain` parameter. */
export interface AddEthereumChainParameter {
  chainId: string;
  chainName: string;
  nativeCurrency: {name: string; symbol: string; decimals: number};
  rpcUrls: string[];
  blockExplorerUrls?: string[];
}

/** EIP-3085 parameter for a network, built only from `src/data/networks.ts`. */
export function addChainParameter(network: Network): AddEthereumChainParameter {
  const explorers = network.explorers.filter((e) => e.addressPaths).map((e) => e.url);
  return {
    chainId: network.chainIdHex,
    chainName: network.name,
    nativeCurrency: {...network.currency},
    rpcUrls: [network.rpc.http],
    ...(explorers.length > 0 ? {blockExplorerUrls: explorers} : {}),
  };
}

/** EIP-3326 `wallet_switchEthereumChain` parameter. */
export function switchChainParameter(network: Network): {chainId: string} {
  return {chainId: network.chainIdHex};
}

/** EIP-6963 icons must be data URIs; anything else is dropped so the page never loads a remote image. */
export function safeIcon(icon: string): string | undefined {
  return /^data:image\/(svg\+xml|png|jpeg|webp|gif)[;,]/i.test(icon) ? icon : undefined;
}

/**
 * Identifier of the legacy injected provider entry (window.ethereum without an EIP-6963 announcement).
 * Its name, "Browser wallet", is written by the button in the page's language.
 */
export const INJECTED_UUID = 'injected-window-ethereum';
