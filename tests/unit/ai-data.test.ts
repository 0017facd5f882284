/**
 * Checks src/data/ai.ts (Self Agent ID deployments, the ERC-8004 registries on Celo and the package
 * versions of the Build with AI pages) and that the pages that render it use the data instead of
 * typed addresses.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {toChecksumAddress} from './support/eip55';
import {isSourceRef} from '@site/src/data/sources';
import {aiPackages, erc8004Deployments, selfAgentIdDeployments} from '@site/src/data/ai';
import {networks} from '@site/src/data/networks';
import {selfHubs} from '@site/src/data/self';

const ROOT = path.resolve(__dirname, '../..');


describe('checksum helper', () => {
  it('matches an EIP-55 test vector and rejects a wrong casing', () => {
    expect(toChecksumAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed');
    expect(toChecksumAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).not.toBe('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed');
  });
});

describe('Self Agent ID deployments', () => {
  const deployments = Object.entries(selfAgentIdDeployments);

  it.each(deployments)('%s: network is live, sources are valid', (key, d) => {
    expect(d.network, `selfAgentIdDeployments.${key}.network must equal its key`).toBe(key);
    expect(networks[d.network], `selfAgentIdDeployments.${key}: "${d.network}" is not a network in networks.ts`).toBeDefined();
    expect(networks[d.network].status, `selfAgentIdDeployments.${key}: ${d.network} is retired`).toBe('live');
    for (const s of d.sources) expect(isSourceRef(s), `selfAgentIdDeployments.${key}: "${s}" is not a valid source`).toBe(true);
  });

  it.each(deployments)('%s: every address is EIP-55 checksummed and unique', (key, d) => {
    const seen = new Set<string>();
    for (const c of d.contracts) {
      expect(c.address, `selfAgentIdDeployments.${key} ${c.name}: write the address as ${toChecksumAddress(c.address)}`).toBe(
        toChecksumAddress(c.address),
      );
      expect(seen.has(c.address.toLowerCase()), `selfAgentIdDeployments.${key}: ${c.address} is listed twice`).toBe(false);
      seen.add(c.address.toLowerCase());
      expect(c.role.length, `selfAgentIdDeployments.${key} ${c.name}: describe its role`).toBeGreaterThan(10);
    }
  });

  it('lists the same contracts on each network, at different addresses', () => {
    const names = (k: keyof typeof selfAgentIdDeployments) => selfAgentIdDeployments[k].contracts.map((c) => c.name);
    expect(names('celoSepolia'), 'both networks should list the same contracts in the same order').toEqual(names('mainnet'));
    const main = new Set(selfAgentIdDeployments.mainnet.contracts.map((c) => c.address));
    for (const c of selfAgentIdDeployments.celoSepolia.contracts) {
      expect(main.has(c.address), `${c.name} has the same address on both networks: check the source`).toBe(false);
    }
  });

  it('does not repeat the Self hub addresses kept in self.ts', () => {
    const hubs = new Set(Object.values(selfHubs).map((h) => h.address.toLowerCase()));
    for (const d of Object.values(selfAgentIdDeployments)) {
      for (const c of d.contracts) {
        expect(hubs.has(c.address.toLowerCase()), `${c.name}: the hub lives in src/data/self.ts (selfHubs); render it from there`).toBe(false);
      }
    }
  });
});

describe('reviewed packages', () => {
  it.each(Object.entries(aiPackages))('%s has a name, an exact version and sources', (key, p) => {
    expect(p.name, `aiPackages.${key}.name is empty`).not.toBe('');
    expect(p.version, `aiPackages.${key}.version: write the exact version checked (x.y.z)`).toMatch(/^\d+\.\d+\.\d+$/);
    for (const s of p.sources) expect(isSourceRef(s), `aiPackages.${key}: "${s}" is not a valid source`).toBe(true);
  });

  it.each(Object.entries(aiPackages).filter(([, p]) => p.pages.length > 0))(
    '%s: every page that names it uses the reviewed version',
    (key, p) => {
      for (const rel of p.pages) {
        const file = path.join(ROOT, 'docs', rel);
        expect(fs.existsSync(file), `aiPackages.${key}.pages: docs/${rel} does not exist`).toBe(true);
        const text = fs.readFileSync(file, 'utf8');
        expect(text.includes(p.name), `docs/${rel} does not mention ${p.name}; remove it from aiPackages.${key}.pages`).toBe(true);
        expect(
          text.includes(p.version) || text.includes(`aiPackages.${key}.version`),
          `docs/${rel} neither renders {aiPackages.${key}.version} nor mentions ${p.name} ${p.version}: update the page or aiPackages.${key}.version so they agree`,
        ).toBe(true);
      }
    },
  );

  it('has no duplicate package names', () => {
    const names = Object.values(aiPackages).map((p) => p.name);
    expect(new Set(names).size, 'aiPackages lists a package twice').toBe(names.length);
  });
});

describe('pages that render this data', () => {
  const page = fs.readFileSync(path.join(ROOT, 'docs/build/build-with-ai/self-agent-id.md'), 'utf8');

  it('self-agent-id.md renders the contract tables from selfAgentIdDeployments', () => {
    expect(page, 'self-agent-id.md should import selfAgentIdDeployments from @site/src/data/ai').toContain('selfAgentIdDeployments');
  });

  it('self-agent-id.md types none of the addresses by hand', () => {
    for (const d of Object.values(selfAgentIdDeployments)) {
      for (const c of d.contracts) {
        expect(page.toLowerCase().includes(c.address.toLowerCase()), `self-agent-id.md types ${c.name} (${c.address}); render it from the data`).toBe(false);
      }
    }
  });
});

describe('ERC-8004 registries on Celo', () => {
  const deployments = Object.entries(erc8004Deployments);
  const registries = (d: (typeof erc8004Deployments)[keyof typeof erc8004Deployments]) =>
    [
      ['identityRegistry', d.identityRegistry],
      ['reputationRegistry', d.reputationRegistry],
    ] as const;

  it.each(deployments)('%s: network is live, sources are valid', (key, d) => {
    expect(d.network, `erc8004Deployments.${key}.network must equal its key`).toBe(key);
    expect(networks[d.network], `erc8004Deployments.${key}: "${d.network}" is not a network in networks.ts`).toBeDefined();
    expect(networks[d.network].status, `erc8004Deployments.${key}: ${d.network} is retired; list live networks only`).toBe('live');
    expect(d.sources.length, `erc8004Deployments.${key}: name at least one source`).toBeGreaterThan(0);
    for (const s of d.sources) expect(isSourceRef(s), `erc8004Deployments.${key}: "${s}" is not a valid source`).toBe(true);
  });

  it.each(deployments)('%s: addresses are EIP-55 checksummed, distinct, and follow the 0x8004 vanity prefix', (key, d) => {
    for (const [field, address] of registries(d)) {
      expect(address, `erc8004Deployments.${key}.${field}: write the address as ${toChecksumAddress(address)}`).toBe(toChecksumAddress(address));
      expect(
        address.toLowerCase().startsWith('0x8004'),
        `erc8004Deployments.${key}.${field} (${address}): the ERC-8004 singletons all start with 0x8004; check you copied the right line of the source`,
      ).toBe(true);
    }
    expect(d.identityRegistry.toLowerCase(), `erc8004Deployments.${key}: identity and reputation registries have the same address`).not.toBe(
      d.reputationRegistry.toLowerCase(),
    );
  });

  it('uses different addresses on Celo Mainnet and Celo Sepolia', () => {
    const main = new Set(registries(erc8004Deployments.mainnet).map(([, a]) => a.toLowerCase()));
    for (const [field, address] of registries(erc8004Deployments.celoSepolia)) {
      expect(main.has(address.toLowerCase()), `erc8004Deployments.celoSepolia.${field} equals a Mainnet address: the source lists different testnet singletons`).toBe(false);
    }
  });

  it('does not mix up the ERC-8004 singletons with the Self Agent ID registries', () => {
    const self = new Set(Object.values(selfAgentIdDeployments).flatMap((d) => d.contracts.map((c) => c.address.toLowerCase())));
    for (const d of Object.values(erc8004Deployments)) {
      for (const [field, address] of registries(d)) {
        expect(self.has(address.toLowerCase()), `erc8004Deployments.${d.network}.${field} is a Self Agent ID contract; those live in selfAgentIdDeployments`).toBe(false);
      }
    }
  });
});

describe('Build with AI pages type no registry address by hand', () => {
  const pages = ['erc-8004.md', 'overview.md', 'vibe-coding.md', 'multi-agent-systems.md', 'resources.md', 'tools.md', 'usecases.md'];
  const addresses = Object.values(erc8004Deployments).flatMap((d) => [d.identityRegistry, d.reputationRegistry]);

  it.each(pages)('%s', (name) => {
    const file = path.join(ROOT, 'docs/build/build-with-ai', name);
    expect(fs.existsSync(file), `docs/build/build-with-ai/${name} is missing; update the page list in this test if it moved`).toBe(true);
    const text = fs.readFileSync(file, 'utf8').toLowerCase();
    for (const address of addresses) {
      expect(text.includes(address.toLowerCase()), `docs/build/build-with-ai/${name} types ${address}; render it from erc8004Deployments`).toBe(false);
    }
  });

  it('erc-8004.md renders the registries from erc8004Deployments', () => {
    const file = path.join(ROOT, 'docs/build/build-with-ai/erc-8004.md');
    expect(fs.existsSync(file), 'docs/build/build-with-ai/erc-8004.md is missing').toBe(true);
    expect(fs.readFileSync(file, 'utf8'), 'erc-8004.md should import erc8004Deployments from @site/src/data/ai').toContain('erc8004Deployments');
  });
});
