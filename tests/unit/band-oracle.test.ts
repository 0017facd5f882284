/**
 * Band's reference data contract address is never copied into the site: Band replaces the contract from time
 * to time and Celo's own Band guide withdrew the addresses it listed, so the site sends readers to Band's list
 * (src/data/ecosystem.ts, `bandSupportedBlockchainsUrl`). A review found the site still rendering the old
 * addresses, one of them inside a viem sample.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {bandSupportedBlockchainsUrl, oracleContracts} from '@site/src/data/ecosystem';

const ROOT = path.resolve(__dirname, '../..');
const PAGES = ['docs/developer/oracles/band-protocol.md', 'docs/developer/oracles/index.md'];

describe('Band reference data contract', () => {
  it('has no address in the oracle data', () => {
    const band = oracleContracts.filter((c) => /band/i.test(c.provider));
    expect(
      band.map((c) => `${c.name} on ${c.network}`),
      'src/data/ecosystem.ts: do not list Band contracts; link bandSupportedBlockchainsUrl instead',
    ).toEqual([]);
  });

  it("links Band's own list of supported blockchains", () => {
    expect(new URL(bandSupportedBlockchainsUrl).protocol).toBe('https:');
    expect(new URL(bandSupportedBlockchainsUrl).hostname).toBe('docs.bandchain.org');
  });

  it.each(PAGES)('%s sends readers to that list and renders no Band address', (rel) => {
    const text = fs.readFileSync(path.join(ROOT, rel), 'utf8');
    expect(text, `${rel}: link {bandSupportedBlockchainsUrl} from src/data/ecosystem.ts`).toContain('{bandSupportedBlockchainsUrl}');
    expect(text, `${rel}: a Band contract address must come from Band's list, not from this site`).not.toMatch(/oracleContract\('Band'/);
  });

  it('the viem sample takes the address from the environment and checks it', () => {
    const text = fs.readFileSync(path.join(ROOT, 'docs/developer/oracles/band-protocol.md'), 'utf8');
    expect(text).toContain('process.env.BAND_STD_REFERENCE');
    expect(text).toContain('getAddress(configured)');
    expect(text, 'the sample should fail clearly when no contract is at the address').toContain('client.getCode({address: band})');
  });
});
