/**
 * Checks src/data/verification.ts (contract verification endpoints) and that the verification
 * pages exist at the paths the 2025 site used.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {isSourceRef} from '@site/src/data/sources';
import {networks} from '@site/src/data/networks';
import {
  blockscoutApiUrl,
  blockscoutGuides,
  blockscoutUrl,
  celoscanSites,
  etherscanV2,
  verifyNetworks,
  verifyTooling,
} from '@site/src/data/verification';

const ROOT = path.resolve(__dirname, '../..');

describe('verification endpoints', () => {
  it('covers only live networks, each once', () => {
    expect(new Set(verifyNetworks).size).toBe(verifyNetworks.length);
    for (const n of verifyNetworks) {
      expect(networks[n].status, `verifyNetworks lists ${n}, which is retired`).toBe('live');
    }
  });

  it.each([...verifyNetworks])('%s: Blockscout and Celoscan URLs are https and distinct', (n) => {
    expect(blockscoutUrl(n)).toMatch(/^https:\/\//);
    expect(blockscoutApiUrl(n), 'the Blockscout verification API is the explorer URL followed by /api/').toBe(`${blockscoutUrl(n).replace(/\/+$/, '')}/api/`);
    expect(celoscanSites[n].url, `celoscanSites.${n}.url must be https`).toMatch(/^https:\/\/[^/]+$/);
    for (const s of celoscanSites[n].sources) expect(isSourceRef(s), `celoscanSites.${n}: "${s}" is not a valid source`).toBe(true);
  });

  it('the Celoscan sites differ per network', () => {
    const urls = verifyNetworks.map((n) => celoscanSites[n].url);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('the Etherscan API is the V2 URL and has sources', () => {
    expect(etherscanV2.apiUrl, 'Etherscan V1 endpoints are deprecated; keep the V2 base URL').toMatch(/^https:\/\/api\.etherscan\.io\/v2\/api$/);
    expect(etherscanV2.apiKeyPage).toMatch(/^https:\/\//);
    expect(etherscanV2.v1DeprecatedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const s of etherscanV2.sources) expect(isSourceRef(s), `etherscanV2: "${s}" is not a valid source`).toBe(true);
  });

  it('guides are https and tool versions are exact', () => {
    for (const url of Object.values(blockscoutGuides)) expect(url).toMatch(/^https:\/\//);
    for (const [tool, version] of Object.entries(verifyTooling)) {
      expect(version, `verifyTooling.${tool}: write an exact x.y.z version`).toMatch(/^\d+\.\d+\.\d+$/);
    }
  });
});

describe('verification pages', () => {
  // The 2025 site served these paths; links from outside still reach them.
  it.each(['index', 'blockscout', 'celoscan', 'remix', 'hardhat', 'foundry'])('docs/developer/verify/%s.md exists', (name) => {
    expect(fs.existsSync(path.join(ROOT, 'docs/developer/verify', `${name}.md`)), `add docs/developer/verify/${name}.md`).toBe(true);
  });
});
