/**
 * Validates the Uniswap deployments (src/data/uniswap.ts) and the native ETH bridge data
 * (nativeEthBridge in src/data/contracts.ts): checksummed addresses, sources on every record,
 * no duplicates, and cross-references to the network, token and rollup-contract data.
 */
import {describe, expect, it} from 'vitest';
import {toChecksumAddress} from './support/eip55';

import {uniswapAddress, uniswapDeployment, uniswapDeployments} from '@site/src/data/uniswap';
import {l1Contracts, nativeEthBridge} from '@site/src/data/contracts';
import {networks, networkIds} from '@site/src/data/networks';
import {tokens} from '@site/src/data/tokens';
import {isSourceRef} from '@site/src/data/sources';


function checkAddress(where: string, value: string): string[] {
  if (!/^0x[0-9a-fA-F]{40}$/.test(value)) return [`${where}: "${value}" is not a 20-byte hex address`];
  const expected = toChecksumAddress(value);
  return value === expected ? [] : [`${where}: write the address as ${expected} (EIP-55 checksum)`];
}

describe('Uniswap deployments (src/data/uniswap.ts)', () => {
  it('has the deployments the pages render', () => {
    expect(uniswapDeployment('mainnet', 'v3'), 'Mainnet v3 is rendered on contracts/uniswap-contracts').toBeDefined();
    expect(uniswapDeployment('mainnet', 'v4'), 'Mainnet v4 is rendered on contracts/uniswap-contracts').toBeDefined();
    expect(uniswapDeployment('celoSepolia', 'v4'), 'Celo Sepolia v4 is rendered on contracts/uniswap-contracts').toBeDefined();
    // build/build-with-defi builds its quote script from these.
    expect(() => uniswapAddress('mainnet', 'v3', 'QuoterV2')).not.toThrow();
    expect(() => uniswapAddress('mainnet', 'v3', 'UniswapV3Factory')).not.toThrow();
  });

  it('throws for a contract that is not in the data', () => {
    expect(() => uniswapAddress('mainnet', 'v3', 'NoSuchContract')).toThrow(/src\/data\/uniswap\.ts/);
  });

  it('lists each network and version once', () => {
    const keys = uniswapDeployments.map((d) => `${d.network}/${d.version}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i), 'duplicate deployment entries').toEqual([]);
  });

  it('uses networks that exist and are live', () => {
    for (const d of uniswapDeployments) {
      expect(networkIds, `${d.network}/${d.version}: unknown network id`).toContain(d.network);
      expect(networks[d.network].status, `${d.network}/${d.version}: list deployments only on live networks`).toBe('live');
    }
  });

  it('writes every address EIP-55 checksummed', () => {
    const problems = uniswapDeployments.flatMap((d) =>
      d.contracts.flatMap((c) => checkAddress(`${d.network}/${d.version}/${c.name}`, c.address)),
    );
    expect(problems).toEqual([]);
  });

  it('has unique names and addresses within a deployment', () => {
    for (const d of uniswapDeployments) {
      const names = d.contracts.map((c) => c.name);
      const addresses = d.contracts.map((c) => c.address.toLowerCase());
      expect(names.filter((n, i) => names.indexOf(n) !== i), `${d.network}/${d.version}: duplicate names`).toEqual([]);
      expect(addresses.filter((a, i) => addresses.indexOf(a) !== i), `${d.network}/${d.version}: duplicate addresses`).toEqual([]);
    }
  });

  it('gives every contract at least one well-formed source', () => {
    const problems: string[] = [];
    for (const d of uniswapDeployments) {
      for (const c of d.contracts) {
        if (c.sources.length === 0) problems.push(`${d.network}/${d.version}/${c.name}: add a source`);
        for (const s of c.sources) if (!isSourceRef(s)) problems.push(`${d.network}/${d.version}/${c.name}: "${s}" is not owner/name[@commit]:path or https URL`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('does not reuse a Mainnet address on Celo Sepolia, except Permit2', () => {
    const mainnet = new Set(uniswapDeployment('mainnet', 'v4')!.contracts.map((c) => c.address.toLowerCase()));
    const shared = uniswapDeployment('celoSepolia', 'v4')!
      .contracts.filter((c) => mainnet.has(c.address.toLowerCase()))
      .map((c) => c.name);
    expect(shared).toEqual(['Permit2']);
  });
});

describe('native ETH bridge (nativeEthBridge in src/data/contracts.ts)', () => {
  const entries = Object.entries(nativeEthBridge);

  it('has the Mainnet wrapper', () => {
    expect(nativeEthBridge.mainnet, 'the Mainnet wrapper is rendered on cel2/notices/native-eth-bridging').toBeDefined();
  });

  it('writes every address EIP-55 checksummed and names sources', () => {
    const problems: string[] = [];
    for (const [id, b] of entries) {
      for (const key of ['wrapper', 'settlementWeth', 'standardBridge', 'celoWeth'] as const) {
        problems.push(...checkAddress(`nativeEthBridge.${id}.${key}`, b![key]));
      }
      if (b!.sources.length === 0) problems.push(`nativeEthBridge.${id}: add a source`);
      for (const s of b!.sources) if (!isSourceRef(s)) problems.push(`nativeEthBridge.${id}: "${s}" is not a valid source`);
    }
    expect(problems).toEqual([]);
  });

  it('names the same settlement chain as the network data', () => {
    for (const [id, b] of entries) {
      expect(b!.settlementChain, `nativeEthBridge.${id}: settlementChain should match networks.${id}.settlementLayer.name`).toBe(
        networks[id as keyof typeof networks].settlementLayer.name,
      );
    }
  });

  it('agrees with the rollup contracts and the token list where both hold the address', () => {
    for (const [id, b] of entries) {
      const l1 = l1Contracts[id as keyof typeof l1Contracts];
      const bridge = l1?.contracts.find((c) => c.name === 'L1StandardBridgeProxy');
      if (bridge) expect(b!.standardBridge, `nativeEthBridge.${id}.standardBridge differs from l1Contracts`).toBe(bridge.address);
      const weth = tokens[id as keyof typeof tokens].find((t) => t.symbol === 'WETH');
      if (weth) expect(b!.celoWeth, `nativeEthBridge.${id}.celoWeth differs from the WETH token in tokens.ts`).toBe(weth.address);
    }
    // Mainnet has both, so the checks above ran at least there.
    expect(l1Contracts.mainnet?.contracts.some((c) => c.name === 'L1StandardBridgeProxy')).toBe(true);
    expect(tokens.mainnet.some((t) => t.symbol === 'WETH')).toBe(true);
  });

  it('keeps the wrapper, L1 WETH and bridge distinct', () => {
    for (const [id, b] of entries) {
      const set = new Set([b!.wrapper, b!.settlementWeth, b!.standardBridge, b!.celoWeth].map((a) => a.toLowerCase()));
      expect(set.size, `nativeEthBridge.${id}: two roles share one address`).toBe(4);
    }
  });
});
