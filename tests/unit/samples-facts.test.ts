import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parseMeta, type Sample} from '../../scripts/samples/extract';
import {checkFacts, knownFacts} from '../../scripts/samples/facts';
import {networks} from '@site/src/data/networks';
import {coreContracts} from '@site/src/data/contracts';

const sample = (code: string, extra: Partial<Sample> = {}): Sample => ({
  page: 'docs/p.md', line: 20, lang: 'ts', metaRaw: '', meta: parseMeta(''), code, kind: 'fence', ...extra,
});

describe('addresses and chain ids in samples', async () => {
  const facts = await knownFacts(path.resolve(__dirname, '../..'));
  const registry = coreContracts.mainnet[0]!;

  it('reads the addresses and chain ids of src/data', () => {
    expect(facts.chainIds.get(networks.mainnet.chainId)).toMatch(/^networks\./);
    expect(facts.addresses.has(registry.address.toLowerCase())).toBe(true);
  });

  it('fails a data address typed by hand and names the data to render it from', () => {
    const problems = checkFacts([sample(`const a = '${registry.address.toLowerCase()}';`)], facts);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({page: 'docs/p.md', line: 20});
    expect(problems[0]!.message).toMatch(/typed by hand: render it from src\/data \(contracts\./);
  });

  it('fails an address nobody sourced, and a chain id on the line it is on', () => {
    const problems = checkFacts([sample(`const x = 1;\nconst to = '0x${'ab'.repeat(20)}';\nconst c = {chainId: ${networks.mainnet.chainId}};\n--chain-id 999999`)], facts);
    expect(problems.map((p) => [p.line, p.message.replace(/ \(.*$/, '')])).toEqual([
      [21, `address 0x${'ab'.repeat(20)} is not in src/data: add it there with its source, then render it from the data`],
      [22, `chain id ${networks.mainnet.chainId} is typed by hand: render it from src/data`],
      [23, 'chain id 999999 is not a chain id in src/data'],
    ]);
  });

  it('accepts the zero address, hashes, values rendered from data and blocks without literals', () => {
    const hash = `0x${'cd'.repeat(32)}`;
    expect(checkFacts([
      sample(`feeCurrency: '0x0000000000000000000000000000000000000000', hash: '${hash}'`),
      sample(`const a = '${registry.address}';`, {renderedFromData: true, kind: 'jsx'}),
      sample('const chainId = celo.id;'),
    ], facts)).toEqual([]);
  });
});
