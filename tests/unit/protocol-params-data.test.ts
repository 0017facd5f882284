/**
 * Validates src/data/protocolParams.ts (the Celo L2 specification data) and checks that the
 * specification pages render its addresses instead of retyping them.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {toChecksumAddress} from './support/eip55';

import {
  baseFeeFloor,
  bridgeRules,
  celoLegacyTx,
  eigendaRules,
  faultProofs,
  feeHandlerSplit,
  feeRecipients,
  finalityRules,
  l1ContractsRelease,
  mainnetL1Governance,
  maxCodeSize,
  minBaseFeeRule,
  rollupConfig,
  specConflicts,
  specNetworkIds,
  transferPrecompile,
  txTypeHex,
  txTypes,
  unixToIso,
  weiToGwei,
} from '@site/src/data/protocolParams';
import {networks} from '@site/src/data/networks';
import {getUpgrade} from '@site/src/data/upgrades';
import {isSourceRef} from '@site/src/data/sources';

const ROOT = path.resolve(__dirname, '../..');
const SPEC_DIR = path.join(ROOT, 'docs/cel2/specification');
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;


interface Leaf {
  where: string;
  key: string;
  value: unknown;
}

function leaves(value: unknown, where: string, key = ''): Leaf[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, `${where}[${i}]`, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leaves(v, `${where}.${k}`, k));
  return [{where, key, value}];
}

const dataSets: Record<string, unknown> = {
  rollupConfig,
  specConflicts,
  baseFeeFloor,
  minBaseFeeRule,
  feeRecipients,
  feeHandlerSplit,
  transferPrecompile,
  maxCodeSize,
  txTypes,
  celoLegacyTx,
  bridgeRules,
  faultProofs,
  finalityRules,
  eigendaRules,
  mainnetL1Governance,
  l1ContractsRelease,
};
const allLeaves = Object.entries(dataSets).flatMap(([name, value]) => leaves(value, name));
const addressLeaves = allLeaves.filter((l): l is Leaf & {value: string} => typeof l.value === 'string' && ADDRESS.test(l.value));

describe('protocolParams: addresses', () => {
  it('finds the addresses it should check', () => {
    expect(addressLeaves.length).toBeGreaterThanOrEqual(10);
  });

  it.each(addressLeaves.map((l) => [l.where, l.value] as const))('%s is EIP-55 checksummed (%s)', (where, value) => {
    const expected = toChecksumAddress(value);
    expect(value, `${where}: write the address as ${expected}`).toBe(expected);
  });

  it('has no malformed address-shaped value', () => {
    const bad = allLeaves.filter(
      (l) =>
        typeof l.value === 'string' &&
        /^0x[0-9a-fA-F]{30,50}$/.test(l.value) &&
        !ADDRESS.test(l.value) &&
        l.value.length !== 66, // 32-byte transaction hashes are allowed
    );
    expect(bad.map((l) => `${l.where}: ${String(l.value)}`), 'fix the length of these addresses').toEqual([]);
  });

  it('uses the address the transfer precompile number gives', () => {
    const expected = `0x${transferPrecompile.addressNumber.toString(16).padStart(40, '0')}`;
    expect(transferPrecompile.address.toLowerCase(), 'transferPrecompile.address must be 0xff - 2').toBe(expected);
    expect(transferPrecompile.addressNumber).toBe(0xff - 2);
  });
});

describe('protocolParams: sources and URLs', () => {
  const sourceLeaves = allLeaves.filter((l) => /\.sources\[\d+\]$/.test(l.where));

  it('gives every record at least one source', () => {
    const records: [string, unknown][] = [
      ...specNetworkIds.map((id) => [`rollupConfig.${id}`, rollupConfig[id]] as [string, unknown]),
      ...specNetworkIds.map((id) => [`baseFeeFloor.${id}`, baseFeeFloor[id]] as [string, unknown]),
      ...txTypes.map((t) => [`txTypes[${t.type}]`, t] as [string, unknown]),
      ...mainnetL1Governance.map((g) => [`mainnetL1Governance.${g.name}`, g] as [string, unknown]),
      ...specConflicts.map((c) => [`specConflicts.${c.network}.${c.field}`, c] as [string, unknown]),
      ['minBaseFeeRule', minBaseFeeRule],
      ['feeRecipients', feeRecipients],
      ['feeHandlerSplit', feeHandlerSplit],
      ['transferPrecompile', transferPrecompile],
      ['maxCodeSize', maxCodeSize],
      ['celoLegacyTx', celoLegacyTx],
      ['bridgeRules', bridgeRules],
      ['faultProofs', faultProofs],
      ['finalityRules', finalityRules],
      ['eigendaRules', eigendaRules],
      ['l1ContractsRelease', l1ContractsRelease],
    ];
    const missing = records.filter(([, r]) => {
      const s = (r as {sources?: unknown}).sources;
      return !Array.isArray(s) || s.length === 0;
    });
    expect(missing.map(([w]) => w), 'add a sources list to these records').toEqual([]);
  });

  it('writes every source as owner/name[@commit]:path or an https URL', () => {
    const bad = sourceLeaves.filter((l) => typeof l.value !== 'string' || !isSourceRef(l.value));
    expect(bad.map((l) => `${l.where}: ${String(l.value)}`)).toEqual([]);
  });

  it('uses https for every URL', () => {
    const urls = allLeaves.filter((l): l is Leaf & {value: string} => typeof l.value === 'string' && /^[a-z]+:\/\//i.test(l.value));
    expect(urls.length).toBeGreaterThan(5);
    expect(urls.filter((l) => !l.value.startsWith('https://')).map((l) => `${l.where}: ${l.value}`)).toEqual([]);
  });
});

describe('protocolParams: consistency with the other data modules', () => {
  it('starts the Mainnet L2 at the migration block held in networks.ts', () => {
    expect(rollupConfig.mainnet.l2GenesisBlock, 'rollupConfig.mainnet.l2GenesisBlock must match networks.mainnet.l2Migration.block').toBe(
      networks.mainnet.l2Migration?.block,
    );
  });

  it('matches the fork times held in upgrades.ts', () => {
    const jovian = getUpgrade('jovian').activations;
    expect(rollupConfig.mainnet.forkTimes.jovian, 'Jovian time differs from upgrades.ts').toBe(jovian.mainnet?.timestamp);
    expect(rollupConfig.celoSepolia.forkTimes.jovian, 'Jovian time differs from upgrades.ts').toBe(jovian.celoSepolia?.timestamp);
    expect(rollupConfig.mainnet.forkTimes.isthmus, 'Isthmus time differs from upgrades.ts').toBe(getUpgrade('isthmus').activations.mainnet?.timestamp);
    expect(rollupConfig.mainnet.l2GenesisTime, 'L2 genesis time differs from the migration timestamp in upgrades.ts').toBe(
      getUpgrade('l2-migration').activations.mainnet?.timestamp,
    );
  });

  it('records conflicts with the values rollupConfig holds', () => {
    for (const c of specConflicts) {
      const value = c.field.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], rollupConfig[c.network]);
      expect(value, `specConflicts ${c.network}.${c.field}: rollupJson must equal rollupConfig`).toBe(c.rollupJson);
      expect(c.specPage, `specConflicts ${c.network}.${c.field}: not a conflict`).not.toBe(c.rollupJson);
    }
  });

  it('has unique transaction type numbers', () => {
    const numbers = txTypes.map((t) => t.type);
    expect(numbers.filter((n, i) => numbers.indexOf(n) !== i), 'duplicate type number in txTypes').toEqual([]);
  });

  it('keeps dates and timestamps valid', () => {
    for (const [id, a] of Object.entries(faultProofs.activations)) {
      expect(Number.isNaN(Date.parse(a.at)), `faultProofs.activations.${id}.at is not a date`).toBe(false);
      expect(a.tx, `faultProofs.activations.${id}.tx must be a 32-byte hash`).toMatch(/^0x[0-9a-f]{64}$/);
    }
    for (const id of specNetworkIds) {
      for (const [fork, t] of Object.entries(rollupConfig[id].forkTimes)) {
        expect(Number.isSafeInteger(t) && t >= 0, `rollupConfig.${id}.forkTimes.${fork}`).toBe(true);
      }
    }
  });
});

describe('protocolParams: FeeHandler getters', () => {
  it('names the view functions of the FeeHandler deployed since Contract Release 12', () => {
    const names = Object.values(feeHandlerSplit.getters);
    // burnFraction() and feeBeneficiary() belong to the L1-era FeeHandler (1.1.x) and no longer exist.
    expect(names, 'use getBurnFraction(), getCarbonFraction() and carbonFeeBeneficiary()').not.toContain('burnFraction()');
    expect(names).not.toContain('feeBeneficiary()');
    for (const n of names) expect(n, `${n} must be a Solidity function signature`).toMatch(/^[a-zA-Z]+\((address)?\)$/);
    expect(feeHandlerSplit.fixed1, 'FixidityLib fixed1 is 10^24').toBe((10n ** 24n).toString());
  });
});

describe('protocolParams: helpers', () => {
  it('formats units and types', () => {
    expect(weiToGwei(25_000_000_000)).toBe('25');
    expect(txTypeHex(123)).toBe('0x7b');
    expect(unixToIso(1774958788)).toBe('2026-03-31T12:06:28Z');
  });
});

function listPages(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return listPages(full);
    return /\.mdx?$/.test(e.name) ? [full] : [];
  });
}

describe('specification pages', () => {
  const pages = listPages(SPEC_DIR);

  it('exist', () => {
    expect(pages.length, 'docs/cel2/specification has no pages').toBeGreaterThan(0);
  });

  it('render protocolParams addresses instead of retyping them', () => {
    const problems: string[] = [];
    for (const file of pages) {
      const text = fs.readFileSync(file, 'utf8');
      for (const l of addressLeaves) {
        if (/^0x0+$/.test(l.value)) continue; // the zero address is not a fact
        const pattern = new RegExp(`(?<![0-9a-fA-Fx])${l.value}(?![0-9a-fA-F])`, 'i');
        if (pattern.test(text)) problems.push(`${path.relative(ROOT, file)}: retypes ${l.value} (${l.where}); render it from src/data/protocolParams`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('carry sources and last_reviewed', () => {
    const missing = pages.filter((file) => {
      const text = fs.readFileSync(file, 'utf8');
      return !/^sources:/m.test(text) || !/^last_reviewed: \d{4}-\d{2}-\d{2}$/m.test(text);
    });
    expect(missing.map((f) => path.relative(ROOT, f)), 'add sources: and last_reviewed: to the front matter').toEqual([]);
  });
});
