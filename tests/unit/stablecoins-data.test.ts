/**
 * Checks the stablecoin, Mento and ramp data (src/data/tokens.ts issuers, src/data/mento.ts,
 * src/data/ramps.ts) and scans docs/ for Mento addresses typed by hand. Each failure message
 * names the record and says what to change.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {toChecksumAddress as checksum} from './support/eip55';

import {tokens, stablecoinIssuers, issuerOf} from '@site/src/data/tokens';
import {mentoContracts, mentoSdk, mentoContract} from '@site/src/data/mento';
import {ramps, exchanges, rampsDirectoryUpdated} from '@site/src/data/ramps';
import {isSourceRef} from '@site/src/data/sources';

const ROOT = path.resolve(__dirname, '../..');


/** Problems with a list of sources, one message each. */
function sourceProblems(where: string, sources: readonly string[] | undefined): string[] {
  if (!sources || sources.length === 0) return [`${where}: add a "sources" entry naming where the facts come from`];
  return sources.filter((s) => !isSourceRef(s)).map((s) => `${where}: source "${s}" is neither owner/name[@commit]:path nor an https URL`);
}

function httpsProblem(where: string, url: string | undefined): string[] {
  if (url === undefined) return [];
  try {
    return new URL(url).protocol === 'https:' ? [] : [`${where}: "${url}" must use https`];
  } catch {
    return [`${where}: "${url}" is not a valid URL`];
  }
}

function duplicates(values: readonly string[]): string[] {
  return values.filter((v, i) => values.indexOf(v) !== i);
}

describe('helpers (self-test)', () => {
  it('detects a bad checksum, a missing source and an http URL', () => {
    expect(checksum('0x777a8255ca72412f0d706dc03c9d1987306b4cad')).toBe('0x777A8255cA72412f0d706dc03C9D1987306B4CaD');
    expect(sourceProblems('x', [])).toHaveLength(1);
    expect(sourceProblems('x', ['not a source'])).toHaveLength(1);
    expect(httpsProblem('x', 'http://example.com')).toHaveLength(1);
    expect(duplicates(['a', 'b', 'a'])).toEqual(['a']);
  });
});

describe('stablecoin issuers', () => {
  it('have https home pages, unique names and sources', () => {
    const problems = stablecoinIssuers.flatMap((i) => [
      ...httpsProblem(`stablecoinIssuers "${i.name}"`, i.url),
      ...sourceProblems(`stablecoinIssuers "${i.name}"`, i.sources),
    ]);
    problems.push(...duplicates(stablecoinIssuers.map((i) => i.name)).map((n) => `stablecoinIssuers: "${n}" is listed twice; remove one`));
    expect(problems).toEqual([]);
  });

  it('cover every stablecoin issuer named in the Mainnet token list', () => {
    const missing = tokens.mainnet
      .filter((t) => t.kind === 'mento' || t.issuer)
      .filter((t) => !issuerOf(t))
      .map((t) => `tokens.mainnet ${t.symbol}: issuer "${t.issuer ?? 'Mento'}" has no entry in stablecoinIssuers (src/data/tokens.ts)`);
    expect(missing).toEqual([]);
  });

  it('lists the Mento stablecoins on both live networks under the same symbols', () => {
    const mainnetMento = tokens.mainnet.filter((t) => t.kind === 'mento').map((t) => t.symbol).sort();
    const sepoliaSymbols = new Set(tokens.celoSepolia.map((t) => t.symbol));
    const missing = mainnetMento.filter((s) => !sepoliaSymbols.has(s));
    expect(missing, 'Mento stablecoins on Mainnet without a Celo Sepolia entry in src/data/tokens.ts').toEqual([]);
  });
});

describe('Mento contracts', () => {
  it('names an exact SDK version and a 40-hex release commit', () => {
    expect(mentoSdk.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(mentoSdk.releaseCommit).toMatch(/^[0-9a-f]{40}$/);
    expect(sourceProblems('mentoSdk', mentoSdk.sources)).toEqual([]);
  });

  it('stores checksummed, unique addresses with sources', () => {
    const problems: string[] = [];
    for (const [network, list] of Object.entries(mentoContracts)) {
      for (const c of list) {
        const where = `mentoContracts.${network} ${c.name}`;
        if (!/^0x[0-9a-fA-F]{40}$/.test(c.address)) problems.push(`${where}: "${c.address}" is not a 20-byte hex address`);
        else if (checksum(c.address) !== c.address) problems.push(`${where}: write the address as ${checksum(c.address)}`);
        problems.push(...sourceProblems(where, c.sources));
      }
      problems.push(...duplicates(list.map((c) => c.name)).map((n) => `mentoContracts.${network}: "${n}" is listed twice`));
      problems.push(...duplicates(list.map((c) => c.address.toLowerCase())).map((a) => `mentoContracts.${network}: address ${a} is listed twice`));
    }
    expect(problems).toEqual([]);
  });

  it('has the Broker and its exchange provider on both networks (the swap guide needs them)', () => {
    for (const network of ['mainnet', 'celoSepolia'] as const) {
      expect(mentoContract(network, 'Broker').address).toMatch(/^0x/);
      expect(mentoContract(network, 'BiPoolManager').address).toMatch(/^0x/);
    }
    expect(() => mentoContract('mainnet', 'NoSuchContract')).toThrow(/src\/data\/mento\.ts/);
  });
});

describe('ramps and exchanges', () => {
  it('have https links, unique names, payment methods and sources', () => {
    const problems: string[] = [];
    for (const r of ramps) {
      const where = `ramps "${r.name}"`;
      problems.push(...httpsProblem(where, r.url), ...sourceProblems(where, r.sources));
      if (r.paymentMethods.length === 0) problems.push(`${where}: list at least one payment method from the source`);
      if (!r.coverage.trim()) problems.push(`${where}: say where the provider operates, as the source states it`);
    }
    for (const e of exchanges) {
      problems.push(...httpsProblem(`exchanges "${e.name}"`, e.url), ...sourceProblems(`exchanges "${e.name}"`, e.sources));
    }
    problems.push(...duplicates(ramps.map((r) => r.name.toLowerCase())).map((n) => `ramps: "${n}" is listed twice`));
    problems.push(...duplicates(exchanges.map((e) => e.name.toLowerCase())).map((n) => `exchanges: "${n}" is listed twice`));
    expect(problems).toEqual([]);
  });

  it('records the directory date as an ISO day', () => {
    expect(rampsDirectoryUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

// Docs scan: Mento addresses live in src/data/mento.ts; pages render them, never retype them.
function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(full);
    return /\.(md|mdx)$/.test(entry.name) ? [full] : [];
  });
}

describe('docs never retype Mento addresses', () => {
  const addresses = Object.values(mentoContracts).flatMap((list) => list.map((c) => c.address.toLowerCase()));

  it('finds addresses and pages to scan', () => {
    expect(addresses.length).toBeGreaterThan(3);
    expect(listFiles(path.join(ROOT, 'docs')).length).toBeGreaterThan(0);
  });

  it('no page under docs/ contains a Mento address from src/data/mento.ts', () => {
    const problems: string[] = [];
    for (const file of listFiles(path.join(ROOT, 'docs'))) {
      const text = fs.readFileSync(file, 'utf8').toLowerCase();
      for (const a of addresses) {
        if (new RegExp(`(?<![0-9a-fx])${a}(?![0-9a-f])`).test(text)) {
          problems.push(`${path.relative(ROOT, file)}: retypes ${a}; render it from src/data/mento.ts with <Address> or {expr}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
