/**
 * Validates the network, token and contract data in src/data, and scans every page under docs/
 * for addresses or chain ids retyped by hand instead of rendered from that data.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {toChecksumAddress} from './support/eip55';

import {networkIds, networkList, networks, otherMainnetBridges, nodeOperation} from '@site/src/data/networks';
import {tokens, feeCurrencies} from '@site/src/data/tokens';
import {coreContracts, l1Contracts, multicall3, nativeEthBridge, opStackPredeploys} from '@site/src/data/contracts';
import {uniswapDeployments} from '@site/src/data/uniswap';
import {explorerAddressUrl} from '@site/src/data/explorer';
import * as protocolParams from '@site/src/data/protocolParams';
import {mentoContracts} from '@site/src/data/mento';

const ROOT = path.resolve(__dirname, '../..');
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;


interface Leaf {
  where: string;
  key: string;
  value: string | number;
}

/** Every string and number leaf of a value, with a readable path for error messages. */
function leaves(value: unknown, where: string, key = ''): Leaf[] {
  if (typeof value === 'string' || typeof value === 'number') return [{where, key, value}];
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, `${where}[${i}]`, key));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => leaves(v, `${where}.${k}`, k));
  }
  return [];
}

const dataSets: Record<string, unknown> = {
  networks,
  otherMainnetBridges,
  nodeOperation,
  tokens,
  coreContracts,
  l1Contracts,
  opStackPredeploys,
  multicall3,
  nativeEthBridge,
  uniswapDeployments,
  protocolParams,
  mentoContracts,
};
const allLeaves = Object.entries(dataSets).flatMap(([name, value]) => leaves(value, name));
const addressLeaves = allLeaves.filter((l): l is Leaf & {value: string} => typeof l.value === 'string' && ADDRESS.test(l.value));

describe('sanity of the checksum helper', () => {
  it('matches the EIP-55 test vectors', () => {
    // Vectors from the EIP-55 specification.
    for (const vector of [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    ]) {
      expect(toChecksumAddress(vector)).toBe(vector);
    }
  });
});

describe('addresses', () => {
  it('finds the addresses it should check', () => {
    expect(addressLeaves.length).toBeGreaterThan(150);
  });

  it.each(addressLeaves.map((l) => [l.where, l.value] as const))('%s is EIP-55 checksummed (%s)', (where, value) => {
    const expected = toChecksumAddress(value);
    expect(value, `${where}: write the address as ${expected}`).toBe(expected);
  });

  it('has no address-shaped string that is malformed', () => {
    // 32-byte values (transaction and block hashes) are not addresses.
    const HASH = /^0x[0-9a-fA-F]{64}$/;
    const bad = allLeaves.filter(
      (l) =>
        typeof l.value === 'string' &&
        /^0x[0-9a-fA-F]+$/.test(l.value) &&
        l.value.length > 20 &&
        !ADDRESS.test(l.value) &&
        !HASH.test(l.value),
    );
    expect(bad.map((l) => `${l.where}: ${l.value}`)).toEqual([]);
  });
});

describe('URLs', () => {
  const urlLeaves = allLeaves.filter(
    (l): l is Leaf & {value: string} => typeof l.value === 'string' && /^[a-z][a-z0-9+.-]*:\/\//i.test(l.value),
  );

  it('finds the URLs it should check', () => {
    expect(urlLeaves.length).toBeGreaterThan(30);
  });

  it('uses https everywhere, and wss for WebSocket endpoints', () => {
    const problems: string[] = [];
    for (const l of urlLeaves) {
      const wanted = l.key === 'ws' ? 'wss:' : 'https:';
      let protocol: string;
      try {
        protocol = new URL(l.value).protocol;
      } catch {
        problems.push(`${l.where}: "${l.value}" is not a valid URL`);
        continue;
      }
      if (protocol !== wanted) problems.push(`${l.where}: "${l.value}" must use ${wanted.slice(0, -1)}`);
    }
    expect(problems).toEqual([]);
  });

  it('builds explorer address links on the network explorer', () => {
    const address = coreContracts.mainnet[0]!.address;
    const url = explorerAddressUrl('mainnet', address);
    expect(url).toBeDefined();
    expect(url!.endsWith(`/address/${address}`)).toBe(true);
    expect(networks.mainnet.explorers.some((e) => url!.startsWith(e.url))).toBe(true);
  });
});

describe('networks', () => {
  it('keys each network by its own id', () => {
    for (const id of networkIds) expect(networks[id].id).toBe(id);
    expect(Object.keys(networks).sort()).toEqual([...networkIds].sort());
  });

  it.each(networkList.map((n) => [n.id, n] as const))('%s: chainIdHex is the hex form of chainId', (_id, n) => {
    expect(n.chainIdHex, `${n.id}: chainIdHex should be 0x${n.chainId.toString(16)}`).toBe(`0x${n.chainId.toString(16)}`);
    expect(Number.isSafeInteger(n.chainId) && n.chainId > 0).toBe(true);
  });

  it('has unique names and chain ids', () => {
    const names = networkList.map((n) => n.name);
    const ids = networkList.map((n) => n.chainId);
    expect(new Set(names).size, `duplicate network name in ${names.join(', ')}`).toBe(names.length);
    expect(new Set(ids).size, `duplicate chain id in ${ids.join(', ')}`).toBe(ids.length);
  });

  it('describes retirement exactly for retired networks', () => {
    for (const n of networkList) {
      if (n.status === 'retired') {
        expect(n.retirement, `${n.id}: retired networks need a retirement entry`).toBeDefined();
        expect(n.retirement!.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(networks[n.retirement!.replacement].status, `${n.id}: replacement must be live`).toBe('live');
      } else {
        expect(n.retirement, `${n.id}: live networks have no retirement entry`).toBeUndefined();
      }
    }
  });

  it('has unique explorer, faucet and bridge names per network', () => {
    for (const n of networkList) {
      for (const [kind, list] of [['explorers', n.explorers], ['faucets', n.faucets], ['bridges', n.bridges]] as const) {
        const names = list.map((x) => x.name);
        expect(new Set(names).size, `${n.id}.${kind}: duplicate name in ${names.join(', ')}`).toBe(names.length);
      }
    }
  });

  it('gives every live network an explorer with address pages', () => {
    for (const n of networkList.filter((x) => x.status === 'live')) {
      expect(explorerAddressUrl(n.id, multicall3.address), `${n.id}: no explorer with address pages`).toBeDefined();
    }
  });
});

describe('contracts and tokens', () => {
  it('has unique contract names per list', () => {
    const lists: [string, readonly {name: string}[]][] = [
      ...networkIds.map((id) => [`coreContracts.${id}`, coreContracts[id]] as [string, readonly {name: string}[]]),
      ...Object.entries(l1Contracts).map(([id, l1]) => [`l1Contracts.${id}`, l1!.contracts] as [string, readonly {name: string}[]]),
      ['opStackPredeploys', opStackPredeploys],
    ];
    for (const [where, list] of lists) {
      const names = list.map((c) => c.name);
      const dupes = names.filter((n, i) => names.indexOf(n) !== i);
      expect(dupes, `${where}: duplicate contract names`).toEqual([]);
    }
  });

  it('has unique token symbols and addresses per network', () => {
    for (const id of networkIds) {
      const symbols = tokens[id].map((t) => t.symbol);
      const addresses = tokens[id].map((t) => t.address.toLowerCase());
      expect(symbols.filter((s, i) => symbols.indexOf(s) !== i), `tokens.${id}: duplicate symbols`).toEqual([]);
      expect(addresses.filter((a, i) => addresses.indexOf(a) !== i), `tokens.${id}: duplicate addresses`).toEqual([]);
    }
  });

  it('uses an adapter exactly for tokens that are not 18 decimals', () => {
    for (const id of networkIds) {
      for (const t of tokens[id]) {
        if (!t.feeCurrency) continue;
        if (t.feeCurrency.kind === 'direct') expect(t.decimals, `tokens.${id}.${t.symbol}`).toBe(18);
        else expect(t.decimals, `tokens.${id}.${t.symbol}: adapters are for non-18-decimal tokens`).not.toBe(18);
      }
    }
  });

  it('derives fee currencies with the adapter address when there is one', () => {
    const usdc = feeCurrencies('mainnet').find((f) => f.symbol === 'USDC');
    expect(usdc?.viaAdapter).toBe(true);
    expect(usdc?.feeCurrencyAddress).not.toBe(usdc?.token);
    const usdm = feeCurrencies('mainnet').find((f) => f.symbol === 'USDm');
    expect(usdm?.feeCurrencyAddress).toBe(usdm?.token);
  });

  it('keeps Mento legacy symbols for the renamed stablecoins', () => {
    const bySymbol = new Map(tokens.mainnet.map((t) => [t.symbol, t.legacySymbol]));
    expect(bySymbol.get('USDm')).toBe('cUSD');
    expect(bySymbol.get('EURm')).toBe('cEUR');
    expect(bySymbol.get('BRLm')).toBe('cREAL');
  });
});

// ---------------------------------------------------------------------------------------------
// Docs scan: a page must render addresses and chain ids through components, never retype them.

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(full);
    return /\.(md|mdx)$/.test(entry.name) ? [full] : [];
  });
}

/** A data value to look for in pages, with the pattern that finds it as a whole token. */
interface Target {
  value: string;
  source: string;
  pattern: RegExp;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const targets: Target[] = [];
const seenAddresses = new Set<string>();
for (const l of addressLeaves) {
  const lower = l.value.toLowerCase();
  if (seenAddresses.has(lower)) continue;
  seenAddresses.add(lower);
  // Whole address, any letter case, not part of a longer hex string (such as a hash).
  targets.push({value: l.value, source: l.where, pattern: new RegExp(`(?<![0-9a-fA-Fx])${escape(lower)}(?![0-9a-fA-F])`, 'i')});
}
for (const n of networkList) {
  const grouped = n.chainId.toLocaleString('en-US');
  // The chain id as a number token: not inside a longer number, a decimal, a word or an address.
  const numberToken = (text: string) => new RegExp(`(?<![\\w.,])${escape(text)}(?![\\w]|[.,]\\d)`);
  targets.push({value: String(n.chainId), source: `networks.${n.id}.chainId`, pattern: numberToken(String(n.chainId))});
  if (grouped !== String(n.chainId)) {
    targets.push({value: grouped, source: `networks.${n.id}.chainId`, pattern: numberToken(grouped)});
  }
  targets.push({value: n.chainIdHex, source: `networks.${n.id}.chainIdHex`, pattern: new RegExp(`(?<![\\w])${escape(n.chainIdHex)}(?![0-9a-fA-F\\w])`, 'i')});
}

/** Find retyped data values in page text. Exported shape kept small so the self-test can call it. */
function findRetyped(text: string): Target[] {
  return targets.filter((t) => t.pattern.test(text));
}

describe('docs never retype data values', () => {
  it('recognises retyped values and tolerates look-alikes (self-test)', () => {
    const hits = (s: string) => findRetyped(s).map((t) => t.value);
    expect(hits(`chainId: ${networks.mainnet.chainId},`)).toContain(String(networks.mainnet.chainId));
    expect(hits(`id ${networks.celoSepolia.chainIdHex.toUpperCase().replace('0X', '0x')}`)).toContain(networks.celoSepolia.chainIdHex);
    expect(hits(`token at ${tokens.mainnet[1]!.address.toLowerCase()} here`)).toContain(tokens.mainnet[1]!.address);
    // Years, block numbers, ports and longer numbers are not chain ids.
    expect(hits('In 2025 block 31056500 on port 9993; 4422201 and 1.42220 and v42220a')).toEqual([]);
    // An address that is only the start of a longer hex string (a hash) is not a retyped address.
    expect(hits(`${tokens.mainnet[1]!.address}${'ab'.repeat(12)}`)).toEqual([]);
  });

  const files = listFiles(path.join(ROOT, 'docs'));

  it('finds pages to scan', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it('no page under docs/ retypes an address or chain id held in src/data', () => {
    const problems: string[] = [];
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8');
      for (const t of findRetyped(text)) {
        const line = text.split('\n').findIndex((l) => t.pattern.test(l)) + 1;
        problems.push(
          `${path.relative(ROOT, file)}:${line}: retypes ${t.value} (from src/data ${t.source}); render it with a component instead`,
        );
      }
    }
    expect(problems).toEqual([]);
  });
});
