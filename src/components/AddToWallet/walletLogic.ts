/**
 * Pure logic of the "Add to wallet" flow (loaded on click through wallet.ts): chain-id
 * comparison, error classification, the switch-then-add flow and EIP-6963 bookkeeping. Request
 * parameters live in walletParams.ts (re-exported here). No DOM, no React, so unit
 * tests call it directly (tests/unit/add-to-wallet.test.ts).
 *
 * Standards: EIP-1193 (provider `request`), EIP-3085 (`wallet_addEthereumChain`), EIP-3326
 * (`wallet_switchEthereumChain`), EIP-6963 (multi-wallet discovery).
 */
import {networks, type Network, type NetworkId} from '@site/src/data/networks';
import {addChainParameter, switchChainParameter, type Eip1193Provider, type WalletDetail, type WalletInfo} from './walletParams';

export * from './walletParams';

/**
 * Normalize what a wallet returns for `eth_chainId` to lowercase 0x-hex. EIP-1193 says hex string,
 * but some wallets return a number or a decimal string. Returns `null` for anything unreadable.
 */
export function normalizeChainId(value: unknown): string | null {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) {
    return `0x${value.toString(16)}`;
  }
  if (typeof value === 'bigint' && value >= 0n) return `0x${value.toString(16)}`;
  if (typeof value !== 'string') return null;
  const text = value.trim().toLowerCase();
  if (/^0x[0-9a-f]+$/.test(text)) return `0x${BigInt(text).toString(16)}`;
  if (/^[0-9]+$/.test(text)) return `0x${BigInt(text).toString(16)}`;
  return null;
}

/** True when the wallet's current chain id is the network's. */
export function isOnNetwork(currentChainId: unknown, network: Network): boolean {
  return normalizeChainId(currentChainId) === network.chainIdHex.toLowerCase();
}

/** EIP-1193 and EIP-3326 error codes this flow reacts to. */
export const errorCodes = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  unrecognizedChain: 4902,
  requestPending: -32002,
  methodNotFound: -32601,
} as const;

/**
 * Read the numeric error code of a provider error. Some wallets nest the original error in
 * `data.originalError` (MetaMask Mobile) or `cause`.
 */
export function providerErrorCode(error: unknown): number | undefined {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const record = current as {code?: unknown; data?: {originalError?: unknown}; cause?: unknown};
    if (typeof record.code === 'number') {
      // A generic internal error can wrap the real one; keep looking when a nested one exists.
      if (record.code !== -32603) return record.code;
      if (!record.data?.originalError && !record.cause) return record.code;
    }
    current = record.data?.originalError ?? record.cause;
  }
  return undefined;
}

function errorMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error) {
    const {message} = error as {message: unknown};
    if (typeof message === 'string') return message;
  }
  return typeof error === 'string' ? error : '';
}

export type SwitchErrorKind = 'rejected' | 'unknownChain' | 'pending' | 'unsupported' | 'failed';

/** Classify an error from `wallet_switchEthereumChain` or `wallet_addEthereumChain`. */
export function classifyError(error: unknown): SwitchErrorKind {
  const code = providerErrorCode(error);
  if (code === errorCodes.userRejected) return 'rejected';
  if (code === errorCodes.unrecognizedChain) return 'unknownChain';
  if (code === errorCodes.requestPending) return 'pending';
  if (code === errorCodes.unsupportedMethod || code === errorCodes.methodNotFound) return 'unsupported';
  // Some wallets report an unknown chain with a generic code and a descriptive message.
  if (/unrecognized chain|unknown chain|chain .*not (been )?added|try adding the chain/i.test(errorMessage(error))) {
    return 'unknownChain';
  }
  return 'failed';
}

/** Outcome of the whole flow, mapped to a message by the component. */
export type WalletOutcome =
  | {kind: 'already'}
  | {kind: 'switched'}
  | {kind: 'added'}
  | {kind: 'rejected'}
  | {kind: 'pending'}
  | {kind: 'unsupported'}
  | {kind: 'failed'; detail: string};

/**
 * Run the flow against a provider: report `already` when `eth_chainId` matches; otherwise try
 * `wallet_switchEthereumChain` and, when the wallet does not know the chain, `wallet_addEthereumChain`.
 */
export async function connectToNetwork(provider: Eip1193Provider, networkId: NetworkId): Promise<WalletOutcome> {
  const network = networks[networkId];
  try {
    const current = await provider.request({method: 'eth_chainId'});
    if (isOnNetwork(current, network)) return {kind: 'already'};
  } catch {
    // A wallet that cannot answer eth_chainId may still switch; carry on.
  }
  try {
    await provider.request({method: 'wallet_switchEthereumChain', params: [switchChainParameter(network)]});
    return {kind: 'switched'};
  } catch (switchError) {
    const kind = classifyError(switchError);
    if (kind !== 'unknownChain') return outcomeFromError(kind, switchError);
  }
  try {
    await provider.request({method: 'wallet_addEthereumChain', params: [addChainParameter(network)]});
    return {kind: 'added'};
  } catch (addError) {
    return outcomeFromError(classifyError(addError), addError);
  }
}

function outcomeFromError(kind: SwitchErrorKind, error: unknown): WalletOutcome {
  switch (kind) {
    case 'rejected':
      return {kind: 'rejected'};
    case 'pending':
      return {kind: 'pending'};
    case 'unsupported':
      return {kind: 'unsupported'};
    default:
      return {kind: 'failed', detail: errorMessage(error)};
  }
}

/** Keep one entry per wallet (by uuid, then by rdns), in announcement order. */
export function dedupeWallets(wallets: readonly WalletDetail[]): WalletDetail[] {
  const seen = new Set<string>();
  const result: WalletDetail[] = [];
  for (const wallet of wallets) {
    const key = wallet.info.rdns ? `rdns:${wallet.info.rdns}` : `uuid:${wallet.info.uuid}`;
    if (seen.has(key) || seen.has(`uuid:${wallet.info.uuid}`)) continue;
    seen.add(key);
    seen.add(`uuid:${wallet.info.uuid}`);
    result.push(wallet);
  }
  return result;
}

/** True for a well-formed EIP-6963 announcement detail. */
export function isWalletDetail(value: unknown): value is WalletDetail {
  if (!value || typeof value !== 'object') return false;
  const {info, provider} = value as {info?: Partial<WalletInfo>; provider?: {request?: unknown}};
  return (
    !!info &&
    typeof info.uuid === 'string' &&
    typeof info.name === 'string' &&
    typeof info.icon === 'string' &&
    typeof info.rdns === 'string' &&
    !!provider &&
    typeof provider.request === 'function'
  );
}
