/**
 * Checks the node configuration data (src/data/nodeConfig.ts, src/data/nodeSoftware.ts) and the
 * operator pages that render it. A failure message says what to fix.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {toChecksumAddress as checksum} from './support/eip55';
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {vi} from 'vitest';

vi.mock('@docusaurus/Translate', () => import('./support/docusaurusTranslate'));
vi.mock('@docusaurus/useBrokenLinks', () => ({default: () => ({collectAnchor() {}, collectLink() {}})}));
vi.mock('@docusaurus/Link', () => ({default: ({children, href, to}: {children: React.ReactNode; href?: string; to?: string}) => React.createElement('a', {href: href ?? to}, children)}));
vi.mock('@site/src/components/Address', () => ({default: ({address}: {address: string}) => React.createElement('code', null, address)}));

import {EnvVarSummary, EnvVarTable, envGroupTitle, RollupConfigTable} from '@site/src/components/NodeConfigTable';

import {
  envFileInventory,
  envGroups,
  envVars,
  keyEnvVarNames,
  removedEnvVars,
  rollupConfigs,
  rollupJsonAddresses,
} from '@site/src/data/nodeConfig';
import {challenger, clients, dockerCompose, dockerComposeReleases, ports} from '@site/src/data/nodeSoftware';
import {isSourceRef} from '@site/src/data/sources';

const ROOT = path.resolve(__dirname, '../..');
const OPERATORS = path.join(ROOT, 'docs/cel2/operators');


const names = envVars.map((v) => v.name);
const known = new Set([...names, ...removedEnvVars.map((v) => v.name)]);

describe('environment variables', () => {
  it('has no duplicate names', () => {
    const dupes = names.filter((n, i) => names.indexOf(n) !== i);
    expect(dupes, 'describe each variable once in envVars').toEqual([]);
  });

  it('describes every variable the recorded release files define or read', () => {
    const missing = Object.entries(envFileInventory).flatMap(([file, list]) =>
      list.filter((n) => !names.includes(n)).map((n) => `${n} (from ${file})`),
    );
    expect(missing, 'add these to envVars in src/data/nodeConfig.ts').toEqual([]);
  });

  it('describes only variables that some recorded file defines or reads', () => {
    const inventory = new Set(Object.values(envFileInventory).flat());
    const extra = names.filter((n) => !inventory.has(n));
    expect(extra, 'add the file that defines these to envFileInventory, or remove them from envVars').toEqual([]);
  });

  it('keeps the two network env files in step (Celo Sepolia lacks only the historical-state variables)', () => {
    const mainnet = new Set(envFileInventory['mainnet.env']);
    const sepolia = new Set(envFileInventory['celo-sepolia.env']);
    expect([...mainnet].filter((n) => !sepolia.has(n)).sort()).toEqual(['HISTORICAL_RPC_DATADIR_PATH', 'OP_RETH__HISTORICAL_RPC']);
    expect([...sepolia].filter((n) => !mainnet.has(n))).toEqual([]);
    for (const v of envVars.filter((x) => x.definedIn.includes('mainnet.env'))) {
      expect(v.mainnet, `${v.name}: give its mainnet.env value ('' when empty)`).toBeDefined();
    }
  });

  it('puts every variable in a known group and leaves no group empty', () => {
    const groups = new Set(envGroups.map((g) => g.id));
    for (const v of envVars) expect(groups.has(v.group), `${v.name}: unknown group ${v.group}`).toBe(true);
    for (const g of envGroups) expect(envVars.some((v) => v.group === g.id), `group ${g.id} has no variables`).toBe(true);
  });

  it('gives every variable an effect, a reader and valid sources', () => {
    for (const v of envVars) {
      expect(v.effect.length, `${v.name}: describe its effect`).toBeGreaterThan(15);
      expect(v.services.length, `${v.name}: name the service that reads it`).toBeGreaterThan(0);
      for (const s of v.sources) expect(isSourceRef(s), `${v.name}: source "${s}" is neither owner/name[@commit]:path nor https`).toBe(true);
    }
  });

  it('writes address values EIP-55 checksummed', () => {
    for (const v of envVars) {
      for (const value of [v.mainnet, v.celoSepolia, v.value]) {
        if (value && /^0x[0-9a-fA-F]{40}$/.test(value)) expect(value, `${v.name}`).toBe(checksum(value));
      }
    }
  });

  it('matches every PORT variable with a port of nodeSoftware.ts and the reverse', () => {
    const portVars = envVars.filter((v) => v.group === 'ports').map((v) => v.name).sort();
    const withVar = ports.map((p) => p.envVar).filter((x): x is string => Boolean(x)).sort();
    expect(withVar, 'nodeSoftware.ports envVar fields and the PORT variables in nodeConfig must match').toEqual(portVars);
    for (const v of envVars.filter((x) => x.group === 'ports')) {
      const p = ports.find((x) => x.envVar === v.name)!;
      expect(v.fallback, `${v.name}: default host port`).toBe(String(p.port));
    }
  });

  it('uses the pinned image tags as fallbacks', () => {
    const tag = (name: string) => envVars.find((v) => v.name === name)?.fallback;
    expect(tag('IMAGE_TAG__OP_RETH')).toBe(clients.opReth.currentTag);
    expect(tag('IMAGE_TAG__CHALLENGER')).toBe(challenger.defaultTag);
  });

  it('knows the variables the run-node guide highlights', () => {
    for (const n of keyEnvVarNames) expect(names, `keyEnvVarNames: ${n} is not in envVars`).toContain(n);
  });

  it('offers exactly minimal, full and archive as node types', () => {
    expect(envVars.find((v) => v.name === 'NODE_TYPE')?.allowed).toBe('`minimal`, `full`, `archive`');
  });
});

describe('rollup configuration', () => {
  it.each(['mainnet', 'celoSepolia'] as const)('%s: checksummed addresses equal rollup.json', (net) => {
    const c = rollupConfigs[net];
    const raw = rollupJsonAddresses[net];
    const stored = {batcher: c.genesis.batcher, batchInbox: c.batchInbox, depositContract: c.depositContract, systemConfig: c.systemConfig, protocolVersions: c.protocolVersions};
    for (const [key, value] of Object.entries(stored)) {
      expect(value.toLowerCase(), `${net}.${key} differs from rollup.json`).toBe(raw[key as keyof typeof raw]);
      expect(value, `${net}.${key}: write it as ${checksum(value)}`).toBe(checksum(value));
    }
    for (const s of c.sources) expect(isSourceRef(s)).toBe(true);
  });

  it('has 32-byte genesis hashes', () => {
    for (const c of Object.values(rollupConfigs)) {
      expect(c.genesis.l1Hash).toMatch(/^0x[0-9a-f]{64}$/);
      expect(c.genesis.l2Hash).toMatch(/^0x[0-9a-f]{64}$/);
    }
  });
});

describe('docker-compose releases', () => {
  it('are in order, dated, and end at the tag the site documents', () => {
    let last = '';
    for (const r of dockerComposeReleases) {
      expect(r.date, `${r.tag}: date must be YYYY-MM-DD`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(r.date >= last, `${r.tag} is older than the release before it`).toBe(true);
      last = r.date;
    }
    const newest = dockerComposeReleases[dockerComposeReleases.length - 1]!;
    expect(newest.tag).toBe(dockerCompose.latestTag);
    expect(newest.date).toBe(dockerCompose.latestTagDate);
    expect(newest.execution).toBe(`op-reth ${clients.opReth.currentTag}`);
    expect(newest.opNode).toBe(clients.opNode.currentTag);
    expect(newest.eigendaProxy).toBe(clients.eigendaProxy.currentTag);
  });

  it('dates a client release by the docker-compose tag it names', () => {
    const problems: string[] = [];
    for (const [id, c] of Object.entries(clients)) {
      for (const r of c.releases) {
        const m = /docker-compose (v\d+\.\d+\.\d+)/.exec(r.context);
        if (!m) continue;
        const rel = dockerComposeReleases.find((x) => x.tag === m[1]);
        if (!rel) problems.push(`${id} ${r.version}: no docker-compose release ${m[1]}`);
        else if ('date' in r && r.date !== rel.date) problems.push(`${id} ${r.version}: date ${r.date} but ${m[1]} is ${rel.date}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('operator pages', () => {
  const files = fs.readdirSync(OPERATORS).filter((f) => /\.mdx?$/.test(f));

  it('render the configuration reference entirely from the data', () => {
    const page = fs.readFileSync(path.join(OPERATORS, 'configuration-reference.mdx'), 'utf8');
    expect(page).toContain("from '@site/src/components/NodeConfigTable'");
    for (const g of envGroups) {
      expect(page, `configuration-reference.mdx: add <EnvVarTable group="${g.id}" />`).toContain(`<EnvVarTable group="${g.id}" />`);
    }
    expect(page).toContain('<RollupConfigTable />');
  });

  it('render every variable, with no missing value, in the tables of the configuration reference', () => {
    const html = envGroups.map((g) => renderToStaticMarkup(React.createElement(EnvVarTable, {group: g.id}))).join('\n');
    for (const n of names) expect(html, `${n} is not rendered`).toContain(`<code>${n}</code>`);
    const rollup = renderToStaticMarkup(React.createElement(RollupConfigTable));
    const summary = renderToStaticMarkup(React.createElement(EnvVarSummary, {names: keyEnvVarNames}));
    for (const n of keyEnvVarNames) expect(summary).toContain(`#env-${n.toLowerCase().replace(/_/g, '-')}`);
    expect(html + rollup + summary).not.toMatch(/undefined|NaN|\[object Object\]/);
  });

  it('name only environment variables that exist (or are listed as removed)', () => {
    const problems: string[] = [];
    const pattern = /\b(?:OP_RETH__|OP_NODE__|OP_GETH__|PORT__|PORT_|IMAGE_TAG__|IMAGE_REPO__|CHALLENGER__|EIGENDA_|HEALTHCHECK__|HISTORICAL_RPC_|PROOFS_HISTORY_|NODE_TYPE|DATADIR_PATH|MONITORING_ENABLED|NETWORK_NAME)[A-Z0-9_]*/g;
    for (const f of files) {
      const text = fs.readFileSync(path.join(OPERATORS, f), 'utf8');
      for (const m of text.matchAll(pattern)) {
        const name = m[0].replace(/_+$/, '');
        if (name.endsWith('__') || /^(PORT|PORT_|IMAGE_TAG|OP_RETH|OP_NODE|CHALLENGER|EIGENDA)_*$/.test(name)) continue;
        if (!known.has(name)) problems.push(`${f}: ${name} is not a variable of docker-compose ${dockerCompose.latestTag}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('NodeConfigTable captions', () => {
  // The component translates the group titles (translate() with literal ids); its English messages are the data's.
  it('has the data module\'s English title for every group', () => {
    for (const group of envGroups) expect(envGroupTitle(group.id), group.id).toBe(group.title);
  });
});
