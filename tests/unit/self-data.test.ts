/**
 * Checks src/data/self.ts (Self packages and IdentityVerificationHub V2 deployments) and the page
 * that renders it, docs/build/build-with-self.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {toChecksumAddress} from './support/eip55';
import {isSourceRef} from '@site/src/data/sources';
import {selfAppLimits, selfHubs, selfPackages, selfSolidityVersion} from '@site/src/data/self';
import {networks} from '@site/src/data/networks';

const ROOT = path.resolve(__dirname, '../..');
const PAGE = path.join(ROOT, 'docs/build/build-with-self.md');


describe('Self packages', () => {
  const list = Object.entries(selfPackages);

  it.each(list)('%s has an npm name, an exact version and sources', (key, pkg) => {
    expect(pkg.name, `selfPackages.${key}.name: use the npm package name, such as @selfxyz/core`).toMatch(/^@selfxyz\/[a-z-]+$/);
    expect(pkg.version, `selfPackages.${key}.version: write the exact version the page was checked against (x.y.z)`).toMatch(/^\d+\.\d+\.\d+$/);
    for (const s of pkg.sources) expect(isSourceRef(s), `selfPackages.${key}: "${s}" is not a valid source`).toBe(true);
  });

  it('has no duplicate package names', () => {
    const names = list.map(([, p]) => p.name);
    expect(new Set(names).size, 'selfPackages lists a package twice').toBe(names.length);
  });

  it('pins a Solidity version and the SelfAppBuilder scope limit', () => {
    expect(selfSolidityVersion).toMatch(/^0\.8\.\d+$/);
    expect(selfAppLimits.maxScopeLength).toBeGreaterThan(0);
  });
});

describe('Self hubs', () => {
  const hubs = Object.entries(selfHubs);

  it.each(hubs)('%s: network exists, address is EIP-55 checksummed, sources are valid', (key, hub) => {
    expect(hub.network, `selfHubs.${key}.network must equal its key`).toBe(key);
    expect(networks[hub.network], `selfHubs.${key}: "${hub.network}" is not a network in networks.ts`).toBeDefined();
    expect(networks[hub.network].status, `selfHubs.${key}: ${hub.network} is retired; point the page at a live network`).toBe('live');
    expect(hub.address, `selfHubs.${key}.address: write it as ${toChecksumAddress(hub.address)}`).toBe(toChecksumAddress(hub.address));
    expect(hub.sources.length).toBeGreaterThan(0);
    for (const s of hub.sources) expect(isSourceRef(s), `selfHubs.${key}: "${s}" is not a valid source`).toBe(true);
  });

  it('uses a different hub on each network', () => {
    const addresses = hubs.map(([, h]) => h.address.toLowerCase());
    expect(new Set(addresses).size, 'two networks share one hub address; check the deployment files').toBe(addresses.length);
  });

  it('the page renders hub addresses from data and never retypes them', () => {
    const text = fs.readFileSync(PAGE, 'utf8');
    for (const [key, hub] of hubs) {
      expect(text.toLowerCase().includes(hub.address.toLowerCase()), `${path.relative(ROOT, PAGE)} retypes selfHubs.${key}.address; render it with <Address> or {selfHubs.${key}.address}`).toBe(false);
    }
  });

  it('the page never types a package version by hand', () => {
    const text = fs.readFileSync(PAGE, 'utf8');
    for (const [key, pkg] of Object.entries(selfPackages)) {
      expect(text.includes(`${pkg.name}@${pkg.version}`), `${path.relative(ROOT, PAGE)} types ${pkg.name}@${pkg.version}; use {selfPackages.${key}.version}`).toBe(false);
    }
  });
});
