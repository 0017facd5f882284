/** Pure logic of the AddToWallet button: parameters, chain-id matching, error mapping, the flow. */
import {describe, expect, it} from 'vitest';

import {networks} from '@site/src/data/networks';
import {
  addChainParameter,
  classifyError,
  connectToNetwork,
  dedupeWallets,
  isOnNetwork,
  isWalletDetail,
  normalizeChainId,
  providerErrorCode,
  safeIcon,
  switchChainParameter,
  type Eip1193Provider,
  type WalletDetail,
} from '@site/src/components/AddToWallet/walletLogic';

/** A scripted EIP-1193 provider that records every request. */
function mockProvider(handlers: Record<string, (params: unknown) => unknown>) {
  const calls: {method: string; params?: unknown}[] = [];
  const provider: Eip1193Provider = {
    async request({method, params}) {
      calls.push({method, params});
      const handler = handlers[method];
      if (!handler) throw Object.assign(new Error(`unexpected ${method}`), {code: -32601});
      return handler(params);
    },
  };
  return {provider, calls};
}

function providerError(code: number, message = 'error', extra: object = {}) {
  return Object.assign(new Error(message), {code}, extra);
}

describe('request parameters', () => {
  it('builds the EIP-3085 parameter from network data', () => {
    const n = networks.mainnet;
    const p = addChainParameter(n);
    expect(p.chainId).toBe(n.chainIdHex);
    expect(p.chainId).toBe(`0x${n.chainId.toString(16)}`);
    expect(p.chainName).toBe(n.name);
    expect(p.nativeCurrency).toEqual({name: n.currency.name, symbol: n.currency.symbol, decimals: 18});
    expect(p.rpcUrls).toEqual([n.rpc.http]);
    // Only explorers with address pages, all https.
    expect(p.blockExplorerUrls?.length).toBeGreaterThan(0);
    for (const url of p.blockExplorerUrls ?? []) expect(url.startsWith('https://')).toBe(true);
    expect(p.blockExplorerUrls).not.toContain(n.explorers.find((e) => !e.addressPaths)?.url);
  });

  it('builds the EIP-3326 parameter', () => {
    expect(switchChainParameter(networks.celoSepolia)).toEqual({chainId: networks.celoSepolia.chainIdHex});
  });

  it('does not share objects with the data module', () => {
    const p = addChainParameter(networks.mainnet);
    p.nativeCurrency.symbol = 'changed';
    expect(networks.mainnet.currency.symbol).not.toBe('changed');
  });
});

describe('chain ids', () => {
  const hex = networks.mainnet.chainIdHex;
  const dec = networks.mainnet.chainId;

  it.each([
    [hex, hex],
    [hex.toUpperCase().replace('0X', '0x'), hex],
    [`0x0${hex.slice(2)}`, hex],
    [dec, hex],
    [String(dec), hex],
    [BigInt(dec), hex],
  ])('normalizes %s', (input, expected) => {
    expect(normalizeChainId(input)).toBe(expected);
  });

  it.each([[null], [undefined], ['celo'], [-1], [1.5], ['0x'], [{}]])('rejects %s', (input) => {
    expect(normalizeChainId(input)).toBeNull();
  });

  it('compares against the network', () => {
    expect(isOnNetwork(hex, networks.mainnet)).toBe(true);
    expect(isOnNetwork(dec, networks.mainnet)).toBe(true);
    expect(isOnNetwork(networks.celoSepolia.chainIdHex, networks.mainnet)).toBe(false);
    expect(isOnNetwork('0x1', networks.mainnet)).toBe(false);
  });
});

describe('error mapping', () => {
  it.each([
    [providerError(4001), 'rejected'],
    [providerError(4902), 'unknownChain'],
    [providerError(-32002), 'pending'],
    [providerError(4200), 'unsupported'],
    [providerError(-32601), 'unsupported'],
    [providerError(-32603, 'Internal error', {data: {originalError: {code: 4902}}}), 'unknownChain'],
    [providerError(-32603, 'Unrecognized chain ID "0xa4ec". Try adding the chain using wallet_addEthereumChain first.'), 'unknownChain'],
    [providerError(-32603, 'Internal error'), 'failed'],
    [new Error('boom'), 'failed'],
    ['a string', 'failed'],
    [undefined, 'failed'],
  ])('classifies %o as %s', (error, expected) => {
    expect(classifyError(error)).toBe(expected);
  });

  it('reads nested codes and survives cycles', () => {
    const cyclic: {code?: number; cause?: unknown} = {};
    cyclic.cause = cyclic;
    expect(providerErrorCode(cyclic)).toBeUndefined();
    expect(providerErrorCode({code: -32603, cause: {code: 4001}})).toBe(4001);
  });
});

describe('connectToNetwork', () => {
  const network = networks.mainnet;

  it('reports "already" without asking the wallet to switch', async () => {
    const {provider, calls} = mockProvider({eth_chainId: () => network.chainIdHex});
    await expect(connectToNetwork(provider, 'mainnet')).resolves.toEqual({kind: 'already'});
    expect(calls.map((c) => c.method)).toEqual(['eth_chainId']);
  });

  it('switches when the wallet knows the chain', async () => {
    const {provider, calls} = mockProvider({eth_chainId: () => '0x1', wallet_switchEthereumChain: () => null});
    await expect(connectToNetwork(provider, 'mainnet')).resolves.toEqual({kind: 'switched'});
    expect(calls[1]).toEqual({method: 'wallet_switchEthereumChain', params: [{chainId: network.chainIdHex}]});
    expect(calls).toHaveLength(2);
  });

  it('adds the chain after a 4902 from the switch', async () => {
    const {provider, calls} = mockProvider({
      eth_chainId: () => '0x1',
      wallet_switchEthereumChain: () => {
        throw providerError(4902, 'Unrecognized chain');
      },
      wallet_addEthereumChain: () => null,
    });
    await expect(connectToNetwork(provider, 'mainnet')).resolves.toEqual({kind: 'added'});
    expect(calls.map((c) => c.method)).toEqual(['eth_chainId', 'wallet_switchEthereumChain', 'wallet_addEthereumChain']);
    expect(calls[2]!.params).toEqual([addChainParameter(network)]);
  });

  it('stops calmly when the user rejects the switch', async () => {
    const {provider, calls} = mockProvider({
      eth_chainId: () => '0x1',
      wallet_switchEthereumChain: () => {
        throw providerError(4001, 'User rejected the request.');
      },
    });
    await expect(connectToNetwork(provider, 'mainnet')).resolves.toEqual({kind: 'rejected'});
    expect(calls.map((c) => c.method)).not.toContain('wallet_addEthereumChain');
  });

  it('reports a rejection of the add request', async () => {
    const {provider} = mockProvider({
      eth_chainId: () => '0x1',
      wallet_switchEthereumChain: () => {
        throw providerError(4902);
      },
      wallet_addEthereumChain: () => {
        throw providerError(4001);
      },
    });
    await expect(connectToNetwork(provider, 'mainnet')).resolves.toEqual({kind: 'rejected'});
  });

  it('still tries to switch when eth_chainId fails', async () => {
    const {provider} = mockProvider({
      eth_chainId: () => {
        throw providerError(4100);
      },
      wallet_switchEthereumChain: () => null,
    });
    await expect(connectToNetwork(provider, 'mainnet')).resolves.toEqual({kind: 'switched'});
  });

  it('passes on the message of other failures', async () => {
    const {provider} = mockProvider({
      eth_chainId: () => '0x1',
      wallet_switchEthereumChain: () => {
        throw providerError(-32000, 'RPC endpoint unreachable');
      },
    });
    await expect(connectToNetwork(provider, 'mainnet')).resolves.toEqual({kind: 'failed', detail: 'RPC endpoint unreachable'});
  });
});

describe('EIP-6963 bookkeeping', () => {
  const request = async () => null;
  const wallet = (uuid: string, rdns: string, name = rdns): WalletDetail => ({
    info: {uuid, name, rdns, icon: 'data:image/svg+xml,<svg/>'},
    provider: {request},
  });

  it('keeps one entry per wallet, in order', () => {
    const list = [wallet('1', 'io.metamask'), wallet('2', 'com.coinbase.wallet'), wallet('3', 'io.metamask'), wallet('2', 'other')];
    expect(dedupeWallets(list).map((w) => w.info.uuid)).toEqual(['1', '2']);
  });

  it('validates announcement details', () => {
    expect(isWalletDetail(wallet('1', 'io.metamask'))).toBe(true);
    expect(isWalletDetail({info: {uuid: '1', name: 'x', rdns: 'x', icon: ''}, provider: {}})).toBe(false);
    expect(isWalletDetail({provider: {request}})).toBe(false);
    expect(isWalletDetail(null)).toBe(false);
  });

  it('accepts only data-URI icons', () => {
    expect(safeIcon('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(safeIcon('data:image/svg+xml,<svg/>')).toBe('data:image/svg+xml,<svg/>');
    expect(safeIcon('https://example.com/icon.png')).toBeUndefined();
    expect(safeIcon('javascript:alert(1)')).toBeUndefined();
  });
});
