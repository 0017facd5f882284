import {describe, expect, it} from 'vitest';
import {readFileSync, existsSync} from 'node:fs';
import {resolve} from 'node:path';
import {
  upgrades,
  activationStatus,
  upgradeStatus,
  getUpgrade,
  type UpgradeNetwork,
} from '../../src/data/upgrades';
import {
  clients,
  ports,
  rollupAssets,
  snapshotsUrl,
  dockerCompose,
  hardware,
  imageRef,
  type ClientRelease,
} from '../../src/data/nodeSoftware';
import {formatActivationDate, sortUpgrades} from '../../src/components/UpgradeTimeline/logic';

const ROOT = resolve(__dirname, '../..');
const NETWORKS: UpgradeNetwork[] = ['mainnet', 'celoSepolia', 'alfajores', 'baklava'];
const ISO = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}Z)?$/;

describe('upgrades data', () => {
  it('has unique ids and names', () => {
    const ids = upgrades.map((u) => u.id);
    expect(new Set(ids).size, 'duplicate upgrade id').toBe(ids.length);
    const names = upgrades.map((u) => u.name);
    expect(new Set(names).size, 'duplicate upgrade name').toBe(names.length);
  });

  it.each(upgrades.map((u) => [u.id, u] as const))('%s: dates are ISO 8601 UTC and parse', (_id, u) => {
    for (const [net, a] of Object.entries(u.activations)) {
      if (a.at === undefined) continue;
      expect(a.at, `${u.id}/${net}: "at" must be YYYY-MM-DD or YYYY-MM-DDTHH:MM:SSZ`).toMatch(ISO);
      expect(Number.isNaN(Date.parse(a.at)), `${u.id}/${net}: "at" does not parse`).toBe(false);
    }
  });

  it.each(upgrades.map((u) => [u.id, u] as const))('%s: timestamps match the ISO date', (_id, u) => {
    for (const [net, a] of Object.entries(u.activations)) {
      if (a.timestamp === undefined || a.at === undefined || !a.at.includes('T')) continue;
      expect(new Date(a.timestamp * 1000).toISOString().replace('.000Z', 'Z'), `${u.id}/${net}: timestamp ${a.timestamp} != ${a.at}`).toBe(a.at);
    }
  });

  it('names a source and a summary for every upgrade', () => {
    for (const u of upgrades) {
      expect(u.sources.length, `${u.id} needs at least one source key`).toBeGreaterThan(0);
      expect(u.summary.length, `${u.id} needs a summary`).toBeGreaterThan(10);
    }
  });

  it('only approximate activations carry no exact time, and they carry a label', () => {
    for (const u of upgrades) {
      for (const [net, a] of Object.entries(u.activations)) {
        if (a.approximate) {
          expect(a.label, `${u.id}/${net}: approximate dates need a label saying what the source says`).toBeTruthy();
        }
      }
    }
  });

  // The list follows Mainnet. Testnets ran some upgrades in a different order
  // (Celo Sepolia saw Ethereum Fusaka before Jello), so for them only blocks must increase.
  it.each(NETWORKS)('is chronological on %s', (net) => {
    let lastTime = -Infinity;
    let lastBlock = -Infinity;
    for (const u of upgrades) {
      const a = u.activations[net];
      if (!a) continue;
      if (a.at !== undefined && net === 'mainnet') {
        const t = Date.parse(a.at);
        expect(t, `${u.id} on ${net} is earlier than the upgrade listed before it`).toBeGreaterThanOrEqual(lastTime);
        lastTime = t;
      }
      // Celo Sepolia is a fresh chain: its genesis (block 0) restarts the count.
      if (a.block !== undefined && !(net === 'celoSepolia' && a.block === 0)) {
        expect(a.block, `${u.id} on ${net} has a lower block than the upgrade before it`).toBeGreaterThanOrEqual(lastBlock);
        lastBlock = a.block;
      }
    }
  });

  it('keeps the list in timeline order', () => {
    expect(sortUpgrades(upgrades).map((u) => u.id)).toEqual(upgrades.map((u) => u.id));
  });

  it('places the mainnet L2 migration at block 31,056,500 on 2025-03-26', () => {
    const m = getUpgrade('l2-migration').activations.mainnet;
    expect(m?.block).toBe(31056500);
    expect(m?.at?.slice(0, 10)).toBe('2025-03-26');
  });

  it('links every notice to an existing doc', () => {
    for (const u of upgrades) {
      if (!u.notice) continue;
      const base = resolve(ROOT, 'docs', u.notice.replace(/^cel2\//, 'cel2/'));
      const found = ['.md', '.mdx'].some((ext) => existsSync(base + ext));
      expect(found, `${u.id}: notice ${u.notice} has no docs/${u.notice}.md(x)`).toBe(true);
    }
  });
});

describe('status', () => {
  it('is done, upcoming or unscheduled against a given date', () => {
    const isthmus = getUpgrade('isthmus');
    expect(upgradeStatus(isthmus, new Date('2025-07-09T14:59:59Z'))).toBe('upcoming');
    expect(upgradeStatus(isthmus, new Date('2025-07-09T15:00:00Z'))).toBe('done');
    expect(upgradeStatus(getUpgrade('glamsterdam'), new Date('2026-11-22'))).toBe('unscheduled');
    expect(upgradeStatus(getUpgrade('churrito'), new Date('2020-01-01'))).toBe('done');
    expect(activationStatus(undefined, new Date())).toBe('unscheduled');
  });

  it('shows every dated upgrade as done on 2026-11-22', () => {
    for (const u of upgrades) {
      if (u.id === 'glamsterdam') continue;
      expect(upgradeStatus(u, new Date('2026-11-22')), u.id).toBe('done');
    }
  });

  it('formats dates the same way everywhere', () => {
    expect(formatActivationDate({at: '2025-07-09T15:00:00Z'})).toBe('9 Jul 2025, 15:00 UTC');
    expect(formatActivationDate({at: '2025-09-10'})).toBe('10 Sep 2025');
    expect(formatActivationDate({at: '2025-11-01', approximate: true, label: 'x'})).toBe('Nov 2025');
    expect(formatActivationDate({block: 1})).toBeUndefined();
  });
});

describe('node software data', () => {
  const urls: [string, string][] = [
    ['snapshotsUrl', snapshotsUrl],
    ['dockerCompose.repo', dockerCompose.repo],
    ...Object.entries(rollupAssets).flatMap(([net, assets]) =>
      Object.entries(assets).map(([k, v]) => [`rollupAssets.${net}.${k}`, v] as [string, string]),
    ),
  ];

  it.each(urls)('%s is an https URL', (_name, url) => {
    expect(new URL(url).protocol).toBe('https:');
  });

  it('has semver-like tags and a release history that ends at the current tag', () => {
    for (const [id, c] of Object.entries(clients)) {
      expect(c.currentTag, `${id} tag`).toMatch(/^(celo-)?v?\d+\.\d+\.\d+(-[\w.]+)?$/);
      const last = c.releases[c.releases.length - 1];
      expect(last?.version.replace(/^v/, ''), `${id}: last release should be the current tag`).toBe(c.currentTag.replace(/^v/, ''));
      for (const r of c.releases as readonly ClientRelease[]) {
        if (r.date) expect(Number.isNaN(Date.parse(r.date)), `${id} ${r.version} date`).toBe(false);
      }
    }
    expect(imageRef('opReth')).toMatch(/\/op-reth:celo-v\d/);
  });

  it('marks op-geth deprecated and op-reth current', () => {
    expect(clients.opGeth.status).toBe('deprecated');
    expect(clients.opReth.status).toBe('current');
  });

  it('has unique, valid ports', () => {
    const nums = ports.map((p) => p.port);
    expect(new Set(nums).size, 'two services share a host port').toBe(nums.length);
    for (const p of ports) {
      expect(p.port).toBeGreaterThan(0);
      expect(p.port).toBeLessThan(65536);
    }
  });

  it('gives hardware for each network', () => {
    expect(hardware.mainnet.disk).toMatch(/TB/);
    expect(hardware.celoSepolia.ram).toMatch(/GB/);
  });

  it('every data value in the modules has a src comment', () => {
    for (const file of ['src/data/upgrades.ts', 'src/data/nodeSoftware.ts']) {
      const lines = readFileSync(resolve(ROOT, file), 'utf8').split('\n');
      // A line that assigns a literal value (string, template or number) to a data key.
      const valueLines = lines.filter(
        (l) =>
          /^\s+(block|timestamp|at|currentTag|image|version|genesis|rollupJson|deploymentL1|migratedChaindata|disperserRpc|certVerifierRouter|v2CertVerifier|v1ServiceManager|repo|latestTag|opNodeNetwork):\s*['`\d]/.test(l) ||
          /^\s+\{(id|version|block|at|timestamp|ram):/.test(l),
      );
      for (const l of valueLines) {
        expect(l.includes('// src:'), `${file}: missing "// src:" on: ${l.trim()}`).toBe(true);
      }
    }
  });
});
