/**
 * Browser side of the "Add to wallet" button, loaded with `import()` on the first click so it adds
 * nothing to the main bundle. Finds wallets with EIP-6963 and falls back to `window.ethereum`.
 */
import {dedupeWallets, isWalletDetail} from './walletLogic';
import {INJECTED_UUID, type Eip1193Provider, type WalletDetail} from './walletParams';

export {connectToNetwork} from './walletLogic';
export type {WalletOutcome} from './walletLogic';
export type {WalletDetail} from './walletParams';

/** How long to collect EIP-6963 announcements after asking for them, in milliseconds. */
const DISCOVERY_WINDOW_MS = 400;

export {INJECTED_UUID};

declare global {
  interface Window {
    ethereum?: Eip1193Provider;
  }
}

/**
 * Ask every installed wallet to announce itself (EIP-6963) and collect the answers. When none
 * answers, return the legacy `window.ethereum` provider if there is one.
 */
export function discoverWallets(windowMs: number = DISCOVERY_WINDOW_MS): Promise<WalletDetail[]> {
  return new Promise((resolve) => {
    const found: WalletDetail[] = [];
    const onAnnounce = (event: Event) => {
      const {detail} = event as CustomEvent<unknown>;
      if (isWalletDetail(detail)) found.push(detail);
    };
    window.addEventListener('eip6963:announceProvider', onAnnounce);
    window.dispatchEvent(new Event('eip6963:requestProvider'));
    window.setTimeout(() => {
      window.removeEventListener('eip6963:announceProvider', onAnnounce);
      const wallets = dedupeWallets(found);
      if (wallets.length === 0 && window.ethereum && typeof window.ethereum.request === 'function') {
        wallets.push({
          info: {uuid: INJECTED_UUID, name: 'Browser wallet', icon: '', rdns: ''},
          provider: window.ethereum,
        });
      }
      resolve(wallets);
    }, windowMs);
  });
}
