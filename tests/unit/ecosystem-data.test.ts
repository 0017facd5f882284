/**
 * Checks the ecosystem directory (src/data/ecosystem.ts) and the funding
 * programmes (src/data/funding.ts). Each failure names the record and says
 * what to change.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {toChecksumAddress} from './support/eip55';

import {
  categories,
  categoryIds,
  categoryOffers,
  ecosystemNetworks,
  offerLabels,
  oracleContracts,
  providers,
  providersIn,
} from '../../src/data/ecosystem';
import {fundingKinds, fundingProgrammes} from '../../src/data/funding';
import {parseSource} from '../../src/data/sources';

const ROOT = path.resolve(__dirname, '../..');
const MAX_SUMMARY = 200;

/** The docs file that serves a site path such as `/developer/oracles`, or undefined. */
export function docFileFor(sitePath: string): string | undefined {
  const base = path.join(ROOT, 'docs', sitePath.replace(/^\//, '').replace(/\/$/, ''));
  const candidates = [`${base}.md`, `${base}.mdx`, path.join(base, 'index.md'), path.join(base, 'index.mdx')];
  return candidates.find((file) => fs.existsSync(file));
}

function isHttps(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}


/** Problems with the providers, one message each. */
export function checkProviders(list: typeof providers): string[] {
  const problems: string[] = [];
  const seen = new Map<string, number>();
  list.forEach((provider, index) => {
    const where = `providers[${index}] "${provider.name}" (${provider.category})`;
    if (!(provider.category in categories)) {
      problems.push(`${where}: category "${provider.category}" has no entry in \`categories\`; add it there first.`);
    }
    const key = `${provider.category}:${provider.name.trim().toLowerCase()}`;
    const first = seen.get(key);
    if (first !== undefined) {
      problems.push(`${where}: duplicate name in this category, already used by providers[${first}]; merge the two records.`);
    } else {
      seen.set(key, index);
    }
    if (provider.name.trim() !== provider.name || provider.name === '') {
      problems.push(`${where}: give a name without leading or trailing spaces.`);
    }
    if (!isHttps(provider.url)) {
      problems.push(`${where}: url "${provider.url}" must be an https URL of the provider's canonical page.`);
    }
    if (provider.docs !== undefined && !isHttps(provider.docs)) {
      problems.push(`${where}: docs "${provider.docs}" must be an https URL.`);
    }
    if (provider.guide !== undefined && docFileFor(provider.guide) === undefined) {
      problems.push(`${where}: guide "${provider.guide}" is not a page under docs/; fix the path or create the page.`);
    }
    provider.networks.forEach((network) => {
      if (!(ecosystemNetworks as readonly string[]).includes(network)) {
        problems.push(`${where}: network "${network}" is not one of ${ecosystemNetworks.join(', ')}.`);
      }
    });
    if (new Set(provider.networks).size !== provider.networks.length) {
      problems.push(`${where}: a network is listed twice.`);
    }
    provider.offers.forEach((offer) => {
      if (!(offer in offerLabels)) {
        problems.push(`${where}: offer "${offer}" has no label in \`offerLabels\`.`);
      } else if (!categoryOffers[provider.category]?.includes(offer)) {
        problems.push(`${where}: offer "${offer}" is not in categoryOffers.${provider.category}; add it there or pick another.`);
      }
    });
    const summary = provider.summary.trim();
    if (summary === '' || summary.length > MAX_SUMMARY || !/[.]$/.test(summary)) {
      problems.push(`${where}: summary must be one sentence ending with a period, at most ${MAX_SUMMARY} characters.`);
    }
    if (provider.stablecoinGas !== undefined && provider.category !== 'wallets') {
      problems.push(`${where}: stablecoinGas is for wallets only.`);
    }
    if (provider.sources.length === 0) {
      problems.push(`${where}: name at least one source.`);
    }
    provider.sources.forEach((source) => {
      if (parseSource(source) === undefined) {
        problems.push(`${where}: source "${source}" is neither owner/name[@commit]:path nor an https URL.`);
      }
    });
  });
  return problems;
}

describe('ecosystem categories', () => {
  it.each(categoryIds)('%s has metadata and a page that exists', (id) => {
    const meta = categories[id];
    expect(meta.label.trim(), `categories.${id}: give it a label`).not.toBe('');
    expect(meta.description.trim(), `categories.${id}: give it a one-sentence description`).not.toBe('');
    expect(docFileFor(meta.page), `categories.${id}.page "${meta.page}" is not a page under docs/`).toBeDefined();
  });

  it.each(categoryIds)('%s has at least one provider', (id) => {
    expect(providersIn(id).length, `no provider in category "${id}"; add one or remove the category`).toBeGreaterThan(0);
  });

  it('every category page renders its table from data', () => {
    for (const id of categoryIds) {
      const file = docFileFor(categories[id].page);
      if (!file) continue;
      const text = fs.readFileSync(file, 'utf8');
      expect(text, `${path.relative(ROOT, file)} should render <ProviderTable category="${id}" />`).toMatch(
        new RegExp(`<ProviderTable[^>]*category="${id}"`),
      );
    }
  });
});

describe('ecosystem providers', () => {
  it('pass every check', () => {
    expect(checkProviders(providers)).toEqual([]);
  });

  it('the checks catch a bad record', () => {
    const bad = [
      {...providers[0]!, url: 'http://example.com', networks: ['alfajores'], guide: '/no/such/page', summary: 'no period'},
      providers[0]!,
    ] as unknown as typeof providers;
    const problems = checkProviders(bad);
    expect(problems.some((p) => p.includes('https URL'))).toBe(true);
    expect(problems.some((p) => p.includes('network "alfajores"'))).toBe(true);
    expect(problems.some((p) => p.includes('not a page under docs/'))).toBe(true);
    expect(problems.some((p) => p.includes('one sentence'))).toBe(true);
    expect(problems.some((p) => p.includes('duplicate name'))).toBe(true);
  });
});

describe('oracle contracts', () => {
  // The list can be empty: providers that rotate their contracts are read from their own catalogs.
  it('are EIP-55 checksummed and sourced', () => {
    for (const contract of oracleContracts) {
      const where = `${contract.provider} ${contract.name} on ${contract.network}`;
      expect(contract.address, `${where}: copy the address exactly from the source, with its checksum casing`).toBe(
        toChecksumAddress(contract.address),
      );
      expect(providers.some((p) => p.name === contract.provider), `${where}: provider "${contract.provider}" is not in providers`).toBe(true);
      contract.sources.forEach((source) => expect(parseSource(source), `${where}: bad source "${source}"`).toBeDefined());
    }
  });
});

describe('funding programmes', () => {
  it('are complete, https and sourced', () => {
    const problems: string[] = [];
    const names = new Set<string>();
    fundingProgrammes.forEach((programme, index) => {
      const where = `fundingProgrammes[${index}] "${programme.name}"`;
      if (names.has(programme.name.toLowerCase())) problems.push(`${where}: duplicate name.`);
      names.add(programme.name.toLowerCase());
      if (!(programme.kind in fundingKinds)) problems.push(`${where}: kind "${programme.kind}" has no entry in fundingKinds.`);
      if (!isHttps(programme.url)) problems.push(`${where}: url must be https.`);
      if (programme.funds.trim() === '' || !programme.funds.trim().endsWith('.')) {
        problems.push(`${where}: "funds" must be one sentence ending with a period.`);
      }
      programme.sources.forEach((source) => {
        if (parseSource(source) === undefined) problems.push(`${where}: bad source "${source}".`);
      });
    });
    expect(problems).toEqual([]);
  });
});
