/**
 * The ERC-8004 page states the rules of the reference contracts from src/data/ai.ts (`erc8004Rules`): the
 * feedback value limit and its `value too large` revert, and `unsetAgentWallet`, which a review found missing.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {erc8004Rules} from '@site/src/data/ai';
import {isSourceRef} from '@site/src/data/sources';

const ROOT = path.resolve(__dirname, '../..');
const page = fs.readFileSync(path.join(ROOT, 'docs/build/build-with-ai/erc-8004.md'), 'utf8');

describe('ERC-8004 rules', () => {
  it('are sourced from the reference contracts', () => {
    expect(erc8004Rules.sources.some((s) => s.includes('contracts/ReputationRegistryUpgradeable.sol'))).toBe(true);
    expect(erc8004Rules.sources.some((s) => s.includes('contracts/IdentityRegistryUpgradeable.sol'))).toBe(true);
    for (const s of erc8004Rules.sources) expect(isSourceRef(s), s).toBe(true);
    // int128 reaches about 1.7e38; the contract's own limit is lower.
    expect(Number(erc8004Rules.maxAbsFeedbackValue)).toBeLessThan(2 ** 127);
  });

  it('are rendered on the page, with every revert reason the troubleshooting table explains', () => {
    for (const key of Object.keys(erc8004Rules.reverts)) {
      expect(page, `render {erc8004Rules.reverts.${key}} in the troubleshooting table`).toContain(`erc8004Rules.reverts.${key}`);
    }
    expect(page).toContain('{erc8004Rules.unsetWallet}');
    expect(page).toContain('{erc8004Rules.maxAbsFeedbackValue}');
    expect(page, 'list unsetAgentWallet among the Identity Registry functions').toMatch(/`setAgentWallet`, `unsetAgentWallet`/);
  });
});
