import {describe, expect, it} from 'vitest';
import {readFileSync, existsSync, readdirSync} from 'node:fs';
import {relative, resolve} from 'node:path';
import {
  upgrades,
  activationStatus,
  activationTime,
  primaryActivation,
  upgradeStatus,
  getUpgrade,
  type Activation,
  type UpgradeId,
  type UpgradeNetwork,
} from '../../src/data/upgrades';
import {parseSource} from '../../src/data/sources';
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
import {formatActivationDate, sortUpgrades, timelineKey} from '../../src/components/UpgradeTimeline/logic';

const ROOT = resolve(__dirname, '../..');
const NETWORKS: UpgradeNetwork[] = ['mainnet', 'celoSepolia', 'alfajores', 'baklava'];
const ISO = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}Z)?$/;
/** A calendar day in rendered text: "10 Dec 2025", "1 Nov 2025". */
const RENDERED_DAY = /\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}\b/;

const allActivations = (): [string, Activation][] =>
  upgrades.flatMap((u) => Object.entries(u.activations).map(([net, a]) => [`${u.id}/${net}`, a] as [string, Activation]));

const rendered = (id: UpgradeId, net: UpgradeNetwork): string | undefined => {
  const a = getUpgrade(id).activations[net];
  return a ? formatActivationDate(a) : undefined;
};

describe('upgrades data', () => {
  it('has unique ids and names', () => {
    const ids = upgrades.map((u) => u.id);
    expect(new Set(ids).size, 'duplicate upgrade id').toBe(ids.length);
    const names = upgrades.map((u) => u.name);
    expect(new Set(names).size, 'duplicate upgrade name').toBe(names.length);
  });

  it.each(allActivations())('%s: exact dates are ISO 8601 UTC and parse', (_key, a) => {
    if (a.kind !== 'exact' || a.at === undefined) return;
    expect(a.at, `"at" must be YYYY-MM-DD or YYYY-MM-DDTHH:MM:SSZ`).toMatch(ISO);
    expect(Number.isNaN(Date.parse(a.at)), `"at" does not parse`).toBe(false);
  });

  it.each(allActivations())('%s: timestamp matches the ISO date', (_key, a) => {
    if (a.kind !== 'exact' || a.timestamp === undefined || a.at === undefined || !a.at.includes('T')) return;
    expect(new Date(a.timestamp * 1000).toISOString().replace('.000Z', 'Z'), `timestamp ${a.timestamp} != ${a.at}`).toBe(a.at);
  });

  it.each(allActivations())('%s: names at least one parseable source', (key, a) => {
    expect(a.sources.length, `${key}: add the file the date comes from to "sources"`).toBeGreaterThan(0);
    for (const s of a.sources) {
      expect(parseSource(s), `${key}: source "${s}" is neither owner/name[@commit]:path nor an https URL`).toBeDefined();
    }
  });

  it.each(allActivations())('%s: a planned or unannounced activation carries no date, block or timestamp', (key, a) => {
    if (a.kind === 'exact') return;
    // The types forbid these fields; this catches data that bypasses the types (casts, JSON).
    const loose = a as unknown as Record<string, unknown>;
    for (const field of ['at', 'timestamp', 'block', 'detail']) {
      expect(loose[field], `${key}: a ${a.kind} activation must not have "${field}"`).toBeUndefined();
    }
    if (a.kind === 'planned') {
      expect(a.planned.trim().length, `${key}: "planned" must hold the source's wording`).toBeGreaterThan(0);
      if (a.period !== undefined) expect(a.period, `${key}: "period" is a month, YYYY-MM`).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/);
    }
  });

  it('names a source and a summary for every upgrade', () => {
    for (const u of upgrades) {
      expect(u.sources.length, `${u.id} needs at least one source`).toBeGreaterThan(0);
      for (const s of u.sources) expect(parseSource(s), `${u.id}: bad source "${s}"`).toBeDefined();
      expect(u.summary.length, `${u.id} needs a summary`).toBeGreaterThan(10);
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
      const t = activationTime(a);
      if (t !== undefined && net === 'mainnet') {
        expect(t, `${u.id} on ${net} is earlier than the upgrade listed before it`).toBeGreaterThanOrEqual(lastTime);
        lastTime = t;
      }
      // Celo Sepolia is a fresh chain: its genesis (block 0) restarts the count.
      if (a.kind === 'exact' && a.block !== undefined && !(net === 'celoSepolia' && a.block === 0)) {
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
    expect(m?.kind).toBe('exact');
    expect(m?.block).toBe(31056500);
    expect(m?.at?.slice(0, 10)).toBe('2025-03-26');
  });

  it('has Ethereum Fusaka on Ethereum Mainnet at epoch 411392, 2025-12-03 21:49:11 UTC', () => {
    const m = getUpgrade('fusaka').activations.mainnet;
    expect(m?.kind, 'Fusaka Mainnet activated; it is not a plan').toBe('exact');
    expect(m?.at).toBe('2025-12-03T21:49:11Z');
    expect(m?.detail).toContain('411392');
    expect(rendered('fusaka', 'mainnet')).toBe('3 Dec 2025, 21:49 UTC');
  });

  it('shows Jello on the days its specification page gives, never the invented 1 Nov 2025', () => {
    expect(rendered('jello', 'mainnet')).toBe('10 Dec 2025, 10:24 UTC');
    expect(rendered('jello', 'celoSepolia')).toBe('5 Nov 2025, 11:16 UTC');
    for (const net of NETWORKS) {
      expect(rendered('jello', net) ?? '', `jello/${net}`).not.toMatch(/\b1 Nov 2025\b/);
    }
    expect(upgradeStatus(getUpgrade('jello'), new Date('2026-11-23'))).toBe('done');
  });

  it('gives Jello one activation time, shared with the specification data, and no page retypes the old one', async () => {
    const {faultProofs} = await import('../../src/data/protocolParams');
    const jello = getUpgrade('jello');
    for (const net of ['mainnet', 'celoSepolia'] as const) {
      const a = jello.activations[net];
      expect(a?.kind === 'exact' ? a.at : undefined, `jello/${net}: upgrades.ts and protocolParams.ts faultProofs disagree`).toBe(
        faultProofs.activations[net].at,
      );
    }
    // The newer specification page gives 10:24:11 UTC (src/data/upgrades.ts, jelloActivationAt); a page says
    // 10:24:22 only to report the earlier version.
    const pages = (readdirSync(resolve(ROOT, 'docs'), {recursive: true}) as string[]).filter((f) => /\.mdx?$/.test(f));
    for (const f of pages) {
      for (const [i, line] of readFileSync(resolve(ROOT, 'docs', f), 'utf8').split('\n').entries()) {
        if (line.includes('10:24:22')) expect(line, `docs/${f}:${i + 1}: render the Jello time from the data`).toMatch(/first gave 10:24:22/);
      }
    }
  });

  it('links every notice to an existing doc', () => {
    for (const u of upgrades) {
      if (!u.notice) continue;
      const base = resolve(ROOT, 'docs', u.notice);
      const found = ['.md', '.mdx'].some((ext) => existsSync(base + ext));
      expect(found, `${u.id}: notice ${u.notice} has no docs/${u.notice}.md(x)`).toBe(true);
    }
  });
});

describe('planned dates never render as days', () => {
  const planned: Activation = {kind: 'planned', planned: 'mid-November 2025', period: '2025-11', sources: ['celo-org/docs:x.mdx']};

  it('renders the source wording with "planned"', () => {
    expect(formatActivationDate(planned)).toBe('planned, mid-November 2025');
    expect(formatActivationDate(planned)).not.toMatch(RENDERED_DAY);
  });

  it.each(allActivations())('%s: a planned or unannounced activation in the data renders no invented day', (key, a) => {
    if (a.kind === 'exact') return;
    const text = formatActivationDate(a) ?? '';
    expect(text.startsWith(a.kind === 'planned' ? 'planned, ' : 'no date announced'), `${key}: "${text}"`).toBe(true);
    if (a.kind === 'planned') {
      // Any day in the text must be the source's own words, not a formatted date.
      expect(text.replace(`planned, ${a.planned}`, ''), `${key}: extra text beside the source wording`).toBe('');
    }
  });

  it('is "planned" whatever the date, and sorts by its month only', () => {
    expect(activationStatus(planned, new Date('2020-01-01'))).toBe('planned');
    expect(activationStatus(planned, new Date('2030-01-01'))).toBe('planned');
    expect(timelineKey(planned)).toEqual([1, Date.UTC(2025, 11, 1) - 1]);
    const noMonth: Activation = {kind: 'planned', planned: 'after Glamsterdam', sources: ['celo-org/docs:x.mdx']};
    expect(timelineKey(noMonth)[0], 'a plan without a month sorts last').toBe(2);
  });

  it('rejects a day on a planned activation at compile time', () => {
    // @ts-expect-error a planned activation cannot carry "at"
    const bad: Activation = {kind: 'planned', planned: 'mid-November 2025', at: '2025-11-01', sources: ['celo-org/docs:x.mdx']};
    expect(bad.kind).toBe('planned');
    // @ts-expect-error an exact activation needs "at" or "block"
    const empty: Activation = {kind: 'exact', sources: ['celo-org/docs:x.mdx']};
    expect(empty.kind).toBe('exact');
  });
});

describe('status', () => {
  it('is done, upcoming, planned or not announced against a given date', () => {
    const isthmus = getUpgrade('isthmus');
    expect(upgradeStatus(isthmus, new Date('2025-07-09T14:59:59Z'))).toBe('upcoming');
    expect(upgradeStatus(isthmus, new Date('2025-07-09T15:00:00Z'))).toBe('done');
    expect(upgradeStatus(getUpgrade('glamsterdam'), new Date('2026-11-22'))).toBe('not-announced');
    expect(upgradeStatus(getUpgrade('op-reth-switch'), new Date('2026-07-21'))).toBe('upcoming');
    expect(upgradeStatus(getUpgrade('op-reth-switch'), new Date('2026-11-22'))).toBe('done');
    expect(upgradeStatus(getUpgrade('churrito'), new Date('2020-01-01'))).toBe('done');
    expect(activationStatus(undefined, new Date())).toBe('not-announced');
  });

  it('shows every exactly dated upgrade as done on 2026-11-22', () => {
    for (const u of upgrades) {
      if (primaryActivation(u)?.kind !== 'exact') continue;
      expect(upgradeStatus(u, new Date('2026-11-22')), u.id).toBe('done');
    }
  });

  it('formats dates the same way everywhere', () => {
    const s = ['celo-org/docs:x.mdx'] as const;
    expect(formatActivationDate({kind: 'exact', at: '2025-07-09T15:00:00Z', sources: s})).toBe('9 Jul 2025, 15:00 UTC');
    expect(formatActivationDate({kind: 'exact', at: '2025-09-10', sources: s})).toBe('10 Sep 2025');
    expect(formatActivationDate({kind: 'exact', block: 1, sources: s})).toBeUndefined();
    expect(formatActivationDate({kind: 'not-announced', sources: s})).toBe('no date announced');
  });
});

describe('pages of the Celo L2 section', () => {
  // The Celo L2 overview, what-changed, guides and notices pages. Operators and
  // specification pages, and two bridging pages, are checked by their own tests.
  const skip = [/^operators\//, /^specification\//, /^notices\/native-eth-bridging\.mdx$/, /^guides\/bridging-celo-l1-to-l2\.mdx$/];
  const dir = resolve(ROOT, 'docs/cel2');
  const files = (readdirSync(dir, {recursive: true}) as string[])
    .filter((f) => /\.mdx?$/.test(f))
    .map((f) => f.split('\\').join('/'))
    .filter((f) => !skip.some((re) => re.test(f)));

  it('finds the pages', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files)('%s writes the end of support of Alfajores and Baklava as past', (file) => {
    const lines = readFileSync(resolve(dir, file), 'utf8').split('\n');
    for (const [i, line] of lines.entries()) {
      if (!/30 September 2025|September 30,? 2025|Sep(t)?\.? 30,? 2025/i.test(line)) continue;
      // celo-org/docs@0befecd661fdd3c8b253375ecda6cef5c5bb4107:operate/notices/archive/celo-sepolia-launch.mdx
      // marks "Sep 30, 2025: End of support for Alfajores and Baklava" as done.
      expect(line, `${relative(ROOT, resolve(dir, file))}:${i + 1}: the newest launch notice marks the end of support on 30 September 2025 as done; do not call it planned`).not.toMatch(/(sunset|end of support)[^.|]{0,40}planned|planned[^.|]{0,40}(sunset|end of support)/i);
    }
  });

  it.each(files)('%s does not say that anyone can challenge', (file) => {
    const text = readFileSync(resolve(dir, file), 'utf8');
    expect(text, `${file}: anyone can monitor; sending a challenge needs the challenger permission and a bond`).not.toMatch(/anyone (can|may) (challenge|dispute)/i);
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
    // upgrades.ts carries typed `sources` on every activation instead (checked above).
    for (const file of ['src/data/nodeSoftware.ts']) {
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
