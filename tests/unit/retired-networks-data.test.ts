/**
 * Checks src/data/retiredNetworks.ts (demonstration testnets kept as history) and the pages that
 * render it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {isSourceRef} from '@site/src/data/sources';
import {retiredNetworks} from '@site/src/data/retiredNetworks';
import {networkIds, networks} from '@site/src/data/networks';
import {getUpgrade, type UpgradeId} from '@site/src/data/upgrades';

const ROOT = path.resolve(__dirname, '../..');
const PAGES: Record<string, string> = {eclair: 'docs/cel2/eclair.md'};
const list = Object.entries(retiredNetworks);

describe('retired networks', () => {
  it.each(list)('%s: id matches its key and every source is valid', (key, net) => {
    expect(net.id, `retiredNetworks.${key}.id must equal its key`).toBe(key);
    expect(net.sources.length, `retiredNetworks.${key}: add at least one source`).toBeGreaterThan(0);
    for (const s of net.sources) {
      expect(isSourceRef(s), `retiredNetworks.${key}: "${s}" is neither owner/name[@commit]:path nor an https URL`).toBe(true);
    }
    expect(new Set(net.sources).size, `retiredNetworks.${key}: a source is listed twice`).toBe(net.sources.length);
  });

  it.each(list)('%s: endpoints are https, one per layer, and not a live network\'s', (key, net) => {
    const live = new Set(networkIds.flatMap((id) => [networks[id].rpc.http, ...networks[id].explorers.map((e) => e.url)]));
    const urls = [...net.rpc.map((r) => r.url), net.explorer.url];
    for (const url of urls) {
      expect(url, `retiredNetworks.${key}: "${url}" must be an https URL without a trailing slash`).toMatch(/^https:\/\/[^\s/]+\.[^\s/]+(\/\S*[^/])?$/);
      expect(live.has(url), `retiredNetworks.${key}: "${url}" belongs to a network in networks.ts; a retired record must not reuse it`).toBe(false);
    }
    const layers = net.rpc.map((r) => r.layer);
    expect(new Set(layers).size, `retiredNetworks.${key}.rpc lists a layer twice; keep one endpoint per layer`).toBe(layers.length);
    expect(new Set(urls).size, `retiredNetworks.${key}: two endpoints share a URL; check the source version`).toBe(urls.length);
    for (const r of net.rpc) {
      // The host names say which layer they serve (rpc.l1..., rpc.l2...); a mismatch means the
      // record copied a mislabeled version of the source page.
      const hinted = /\brpc\.(l[12])\./i.exec(r.url)?.[1]?.toUpperCase();
      if (hinted) expect(hinted, `retiredNetworks.${key}: ${r.url} is labeled ${r.layer}; its host name says ${hinted}`).toBe(r.layer);
    }
  });

  it.each(list)('%s: cross-references resolve to live networks and known upgrades', (key, net) => {
    expect(networks[net.useInstead], `retiredNetworks.${key}.useInstead: "${net.useInstead}" is not in networks.ts`).toBeDefined();
    expect(networks[net.useInstead].status, `retiredNetworks.${key}.useInstead: ${net.useInstead} is retired; point readers at a live network`).toBe('live');
    for (const id of net.successorUpgrades) {
      expect(() => getUpgrade(id as UpgradeId), `retiredNetworks.${key}.successorUpgrades: "${id}" is not an upgrade id in upgrades.ts`).not.toThrow();
    }
    expect(net.features.length, `retiredNetworks.${key}.features: list what the network ran`).toBeGreaterThan(0);
  });

  it.each(list)('%s: has a history page that renders its endpoints from data', (key, net) => {
    const rel = PAGES[key];
    expect(rel, `add the history page of retiredNetworks.${key} to PAGES in this test`).toBeDefined();
    const file = path.join(ROOT, rel!);
    expect(fs.existsSync(file), `${rel} does not exist`).toBe(true);
    const text = fs.readFileSync(file, 'utf8');
    expect(text, `${rel} must import retiredNetworks`).toMatch(/from '@site\/src\/data\/retiredNetworks'/);
    for (const url of [...net.rpc.map((r) => r.url), net.explorer.url]) {
      expect(text.includes(url), `${rel} retypes ${url}; render it from retiredNetworks.${key}`).toBe(false);
    }
    expect(text, `${rel}: a history page says so in its title`).toMatch(/^title: .*\(history\)/m);
  });
});
