/**
 * Checks src/data/goat.ts, the pinned packages and the Celo Sepolia chain file of the GOAT agent
 * guides (docs/build/build-with-ai/goat/*), and the data those guides look up.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {isSourceRef} from '@site/src/data/sources';
import {networks} from '@site/src/data/networks';
import {tokenBySymbol} from '@site/src/data/tokens';
import {uniswapAddress} from '@site/src/data/uniswap';
import {celoSepoliaChainFile, goatInstallArgs, goatPackages} from '@site/src/data/goat';

const ROOT = path.resolve(__dirname, '../..');
const GUIDES = path.join(ROOT, 'docs/build/build-with-ai/goat');

describe('GOAT package pins', () => {
  const entries = Object.entries(goatPackages);

  it.each(entries)('%s is pinned to an exact version with sources', (id, pkg) => {
    expect(pkg.version, `goatPackages.${id}: pin an exact x.y.z version; GOAT pins its peers exactly`).toMatch(/^\d+\.\d+\.\d+$/);
    for (const s of pkg.sources) expect(isSourceRef(s), `goatPackages.${id}: "${s}" is not a valid source`).toBe(true);
  });

  it('lists each package once', () => {
    const names = entries.map(([, p]) => p.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('builds npm install arguments as name@version', () => {
    expect(goatInstallArgs(['viem', 'core'])).toBe(`viem@${goatPackages.viem.version} @goat-sdk/core@${goatPackages.core.version}`);
  });
});

describe('Celo Sepolia chain file', () => {
  const file = celoSepoliaChainFile();

  it('uses the chain id, RPC URL and explorer of networks.celoSepolia', () => {
    expect(file).toContain(`id: ${networks.celoSepolia.chainId},`);
    expect(file).toContain(`'${networks.celoSepolia.rpc.http}'`);
    expect(file).toContain(`'${networks.celoSepolia.explorers[0]!.url}'`);
    expect(networks.celoSepolia.status, 'the guides run on Celo Sepolia; it must be live').toBe('live');
  });

  it('builds on the Celo chain config so fee-currency transactions serialize', () => {
    expect(file).toContain("import {chainConfig} from 'viem/celo';");
    expect(file).toContain('...chainConfig,');
  });
});

describe('data the guides look up', () => {
  it('resolves the Uniswap and token addresses of the swap guide', () => {
    expect(uniswapAddress('mainnet', 'v3', 'SwapRouter02')).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(uniswapAddress('mainnet', 'v3', 'QuoterV2')).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(tokenBySymbol('mainnet', 'CELO').address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(tokenBySymbol('mainnet', 'USDm').address).toMatch(/^0x[0-9a-fA-F]{40}$/);
  });

  it('the guides do not type GOAT versions by hand', () => {
    for (const file of fs.readdirSync(GUIDES).filter((f) => f.endsWith('.md'))) {
      const text = fs.readFileSync(path.join(GUIDES, file), 'utf8');
      for (const pkg of Object.values(goatPackages)) {
        expect(text.includes(`${pkg.name}@${pkg.version}`), `${file} types ${pkg.name}@${pkg.version}; use goatInstallArgs()`).toBe(false);
      }
    }
  });
});
