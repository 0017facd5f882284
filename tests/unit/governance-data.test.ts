/**
 * Validates the governance, staking and epoch-reward data in src/data/governance.ts.
 * Each failure message says what to fix in that file.
 */
import {describe, expect, it} from 'vitest';

import {coreContracts} from '@site/src/data/contracts';
import {
  celoTokenFactSources,
  governableParameters,
  governanceFactSources,
  governanceFacts,
  proposalStages,
  rewardFactSources,
  rewardFacts,
  stakingFactSources,
  src,
} from '@site/src/data/governance';
import {isSourceRef} from '@site/src/data/sources';

const mainnetNames = new Set(coreContracts.mainnet.map((c) => c.name));
const sepoliaNames = new Set(coreContracts.celoSepolia.map((c) => c.name));

describe('governable parameters', () => {
  it('lists the governance, staking and reward parameters', () => {
    expect(governableParameters.length).toBeGreaterThanOrEqual(20);
  });

  it.each(governableParameters.map((p) => [`${p.contract}: ${p.parameter}`, p] as const))('%s is well formed', (label, p) => {
    expect(
      mainnetNames.has(p.contract),
      `${label}: contract "${p.contract}" is not a Mainnet core contract name in src/data/contracts.ts; use the name exactly as listed there`,
    ).toBe(true);
    expect(
      sepoliaNames.has(p.contract),
      `${label}: contract "${p.contract}" is missing from the Celo Sepolia list in src/data/contracts.ts, so the testnet example cannot resolve it`,
    ).toBe(true);
    expect(p.sources.length, `${label}: add at least one source`).toBeGreaterThan(0);
    for (const s of p.sources) {
      expect(isSourceRef(s), `${label}: source "${s}" is neither owner/name[@commit]:path nor an https URL`).toBe(true);
    }
    expect(p.getter || p.cli, `${label}: give a "getter" (view function) or a "cli" command so readers can check the live value`).toBeTruthy();
    if (p.getter) {
      expect(
        /^function [a-zA-Z]+\(\) view returns \((uint256|address)(, uint256)*\)$/.test(p.getter),
        `${label}: getter "${p.getter}" must be a viem human-readable ABI item such as "function minDeposit() view returns (uint256)"`,
      ).toBe(true);
    }
    if (p.cli) {
      expect(p.cli.startsWith('celocli '), `${label}: cli "${p.cli}" must be a celocli command`).toBe(true);
    }
    expect(p.description.trim().endsWith('.'), `${label}: end the description with a period`).toBe(true);
  });

  it('has no duplicate parameters', () => {
    const keys = governableParameters.map((p) => `${p.contract}/${p.parameter}`);
    const dupes = keys.filter((k, i) => keys.indexOf(k) !== i);
    expect(dupes, `remove the duplicate entries: ${dupes.join(', ')}`).toEqual([]);
  });

  it('has no two getters with the same function on one contract', () => {
    const keys = governableParameters.filter((p) => p.getter).map((p) => `${p.contract}/${p.getter}`);
    const dupes = keys.filter((k, i) => keys.indexOf(k) !== i);
    expect(dupes, `two entries read the same function: ${dupes.join(', ')}`).toEqual([]);
  });
});

describe('proposal stages and facts', () => {
  it('covers the stages in contract order', () => {
    expect(proposalStages.map((s) => s.id)).toEqual(['Queued', 'Referendum', 'Execution', 'Expiration']);
  });

  it('names a valid source for every stage and fact group', () => {
    const all = [
      ...proposalStages.flatMap((s) => s.sources),
      ...governanceFactSources,
      ...stakingFactSources,
      ...rewardFactSources,
      ...celoTokenFactSources,
      ...Object.values(src),
    ];
    for (const s of all) expect(isSourceRef(s), `source "${s}" is neither owner/name[@commit]:path nor an https URL`).toBe(true);
  });

  it('uses https for every URL', () => {
    const values: unknown[] = [...Object.values(governanceFacts), ...Object.values(rewardFacts)];
    const urls = values.filter((v): v is string => typeof v === 'string' && /^[a-z]+:\/\//.test(v));
    expect(urls.length).toBeGreaterThan(3);
    for (const u of urls) expect(u.startsWith('https://'), `${u}: use https`).toBe(true);
  });
});

describe('celocli commands named in the data', () => {
  it('exist in the celocli reference and are current', async () => {
    const {topics} = await import('@site/src/data/celocli');
    const commands = new Map(topics.flatMap((t) => t.commands.map((c) => [c.id, c] as const)));
    const named = governableParameters.filter((p) => p.cli).map((p) => [p.parameter, p.cli!] as const);
    expect(named.length).toBeGreaterThan(0);
    for (const [label, cli] of named) {
      const id = cli.split(/\s+/)[1] ?? '';
      const command = commands.get(id);
      expect(command, `${label}: "${id}" is not a command in src/data/celocli; fix the "cli" field`).toBeDefined();
      expect(
        command?.lifecycle?.state ?? 'current',
        `${label}: "${id}" is ${command?.lifecycle?.state} in celocli; point "cli" at a current command`,
      ).toBe('current');
      const flags = [...cli.matchAll(/--([A-Za-z][\w-]*)/g)].map((m) => m[1] ?? '');
      for (const flag of flags) {
        const known = command?.flags.some((f) => f.name === flag) || (command?.inherits.global as readonly string[] | undefined)?.includes(flag);
        expect(known, `${label}: "${id}" has no flag --${flag}; fix the "cli" field`).toBe(true);
      }
    }
  });
});

describe('parameters added by a later release', () => {
  it('includes the voter reward commission cap of core contracts release 17', async () => {
    const {voterRewardCommission} = await import('@site/src/data/governance');
    const cap = governableParameters.find((p) => p.getter === 'function maxVoterRewardCommission() view returns (uint256)');
    expect(cap, 'add Validators.maxVoterRewardCommission to governableParameters').toBeDefined();
    expect(cap?.since).toBe(voterRewardCommission.release);
    expect(voterRewardCommission.validatorsVersion).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
  });

  it('the read script does not stop where such a parameter is not deployed yet', async () => {
    const {parameterReadScript} = await import('@site/src/data/governance');
    const script = parameterReadScript(() => '0x0000000000000000000000000000000000000001', 'celo');
    expect(script).toContain('since: "core contracts release 17"');
    expect(script).toMatch(/catch \(error\) \{\s*\/\/[^\n]*\n\s*if \(!read\.since\) throw error;/);
  });
});
