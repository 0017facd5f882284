/**
 * The "Add to your wallet" button, driven against mock EIP-1193 wallets that announce themselves
 * with EIP-6963 (page.addInitScript). Each mock records the requests it receives.
 */
import type {Page} from '@playwright/test';

import {networks} from '../../src/data/networks';
import {test, expect, waitForHydration} from './support/fixtures';

const mainnet = networks.mainnet;
const PAGE = '/network/mainnet';
const BUTTON = `Add ${mainnet.name} to your wallet`;

/** How a mock wallet answers. Error codes follow EIP-1193 / EIP-3326. */
interface MockWallet {
  name: string;
  rdns: string;
  chainId: string;
  switchError?: number;
  addError?: number;
}

interface RecordedCall {
  wallet: string;
  method: string;
  params: unknown;
}

/** Install mock wallets before any page script runs. With `legacyOnly`, expose only window.ethereum. */
async function installWallets(page: Page, wallets: MockWallet[], legacyOnly = false): Promise<void> {
  await page.addInitScript(
    ({wallets: list, legacyOnly: legacy}) => {
      const calls: {wallet: string; method: string; params: unknown}[] = [];
      (window as unknown as {__walletCalls: typeof calls}).__walletCalls = calls;
      const details = list.map((w, index) => {
        let chainId = w.chainId;
        const provider = {
          async request({method, params}: {method: string; params?: unknown}) {
            calls.push({wallet: w.name, method, params: params ?? null});
            const fail = (code: number) => Promise.reject(Object.assign(new Error(`mock error ${code}`), {code}));
            switch (method) {
              case 'eth_chainId':
                return chainId;
              case 'wallet_switchEthereumChain':
                if (w.switchError) return fail(w.switchError);
                chainId = (params as {chainId: string}[])[0]!.chainId;
                return null;
              case 'wallet_addEthereumChain':
                if (w.addError) return fail(w.addError);
                chainId = (params as {chainId: string}[])[0]!.chainId;
                return null;
              default:
                return fail(4200);
            }
          },
        };
        const icon = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/%3E';
        return {info: {uuid: `mock-${index}`, name: w.name, icon, rdns: w.rdns}, provider};
      });
      if (legacy) {
        (window as unknown as {ethereum: unknown}).ethereum = details[0]!.provider;
        return;
      }
      const announce = () => {
        for (const detail of details) {
          window.dispatchEvent(new CustomEvent('eip6963:announceProvider', {detail: Object.freeze(detail)}));
        }
      };
      window.addEventListener('eip6963:requestProvider', announce);
      announce();
    },
    {wallets, legacyOnly},
  );
}

async function recordedCalls(page: Page): Promise<RecordedCall[]> {
  return page.evaluate(() => (window as unknown as {__walletCalls: RecordedCall[]}).__walletCalls);
}

async function openAndClick(page: Page): Promise<void> {
  await page.goto(PAGE);
  await waitForHydration(page);
  await page.getByRole('button', {name: BUTTON}).click();
}

const status = (page: Page) => page.getByRole('status').filter({hasText: /\S/}).first();

test.describe('Add to wallet', () => {
  test('switches a wallet that knows the network', async ({page, health}) => {
    await installWallets(page, [{name: 'Mock Wallet', rdns: 'org.example.mock', chainId: '0x1'}]);
    await openAndClick(page);

    await expect(status(page)).toHaveText(`Your wallet switched to ${mainnet.name}.`);
    const calls = await recordedCalls(page);
    expect(calls.map((c) => c.method)).toEqual(['eth_chainId', 'wallet_switchEthereumChain']);
    expect(calls[1]!.params).toEqual([{chainId: mainnet.chainIdHex}]);
    expect(health.pageErrors).toEqual([]);
  });

  test('adds the network with the data-module values after error 4902', async ({page, health}) => {
    await installWallets(page, [{name: 'Mock Wallet', rdns: 'org.example.mock', chainId: '0x1', switchError: 4902}]);
    await openAndClick(page);

    await expect(status(page)).toHaveText(`${mainnet.name} was added to your wallet.`);
    const calls = await recordedCalls(page);
    expect(calls.map((c) => c.method)).toEqual(['eth_chainId', 'wallet_switchEthereumChain', 'wallet_addEthereumChain']);
    expect(calls[2]!.params).toEqual([
      {
        chainId: mainnet.chainIdHex,
        chainName: mainnet.name,
        nativeCurrency: {name: mainnet.currency.name, symbol: mainnet.currency.symbol, decimals: mainnet.currency.decimals},
        rpcUrls: [mainnet.rpc.http],
        blockExplorerUrls: mainnet.explorers.filter((e) => e.addressPaths).map((e) => e.url),
      },
    ]);
    expect(health.pageErrors).toEqual([]);
  });

  test('says so when the wallet is already on the network', async ({page}) => {
    await installWallets(page, [{name: 'Mock Wallet', rdns: 'org.example.mock', chainId: mainnet.chainIdHex}]);
    await openAndClick(page);

    await expect(status(page)).toContainText(`already on ${mainnet.name}`);
    const calls = await recordedCalls(page);
    expect(calls.map((c) => c.method)).toEqual(['eth_chainId']);
  });

  test('shows a calm message when the user rejects the request', async ({page}) => {
    await installWallets(page, [{name: 'Mock Wallet', rdns: 'org.example.mock', chainId: '0x1', switchError: 4001}]);
    await openAndClick(page);

    await expect(status(page)).toContainText('You declined the request');
    const calls = await recordedCalls(page);
    expect(calls.map((c) => c.method)).not.toContain('wallet_addEthereumChain');
  });

  test('falls back to window.ethereum when no wallet announces itself', async ({page}) => {
    await installWallets(page, [{name: 'Legacy Wallet', rdns: '', chainId: '0x1'}], true);
    await openAndClick(page);

    await expect(status(page)).toHaveText(`Your wallet switched to ${mainnet.name}.`);
    expect((await recordedCalls(page)).map((c) => c.method)).toContain('wallet_switchEthereumChain');
  });

  test('without a wallet, explains and offers the values to copy', async ({page, context, health}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openAndClick(page);

    await expect(status(page)).toContainText('No browser wallet was found');
    const values = page.locator('dl');
    await expect(values).toContainText(mainnet.name);
    await expect(values).toContainText(mainnet.rpc.http);
    await expect(values).toContainText(String(mainnet.chainId));
    await expect(values).toContainText(mainnet.currency.symbol);
    await expect(values).toContainText(mainnet.explorers.find((e) => e.addressPaths)!.url);

    const copyRpc = values.getByRole('button', {name: 'Copy RPC URL'});
    await copyRpc.click();
    await expect(copyRpc).toContainText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(mainnet.rpc.http);
    expect(health.pageErrors).toEqual([]);
  });

  test('lets the reader pick when several wallets announce themselves', async ({page}) => {
    await installWallets(page, [
      {name: 'First Wallet', rdns: 'org.example.first', chainId: '0x1'},
      {name: 'Second Wallet', rdns: 'org.example.second', chainId: '0x1'},
    ]);
    await openAndClick(page);

    const picker = page.getByRole('group', {name: /choose the one to use/i});
    await expect(picker.getByRole('button')).toHaveCount(2);
    // Nothing is asked of any wallet until the reader picks one.
    expect(await recordedCalls(page)).toEqual([]);

    await picker.getByRole('button', {name: 'Second Wallet'}).click();
    await expect(status(page)).toHaveText(`Your wallet switched to ${mainnet.name}.`);
    const calls = await recordedCalls(page);
    expect(new Set(calls.map((c) => c.wallet))).toEqual(new Set(['Second Wallet']));
  });
});
