/**
 * USA₮ facts (src/data/tokens.ts `usatFacts`) and the USD₮/USA₮ page that renders them: the launch date,
 * Celo as the first chain after Ethereum, the Self and Google Cloud faucet, and the launch-time wallet
 * display note. A review found the last three missing from the page.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {tokenBySymbol, usatFacts} from '@site/src/data/tokens';
import {isSourceRef} from '@site/src/data/sources';

const ROOT = path.resolve(__dirname, '../..');
const page = fs.readFileSync(path.join(ROOT, 'docs/build/stablecoins/usdt-and-usat.md'), 'utf8');

describe('USA₮ facts', () => {
  it('are well formed and sourced', () => {
    expect(usatFacts.launchedOnCelo).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(usatFacts.launchedOnCelo))).toBe(false);
    expect(usatFacts.faucet.builtBy).toEqual(['Self', 'Google Cloud']);
    for (const s of usatFacts.sources) expect(isSourceRef(s), s).toBe(true);
    expect(tokenBySymbol('mainnet', 'USA₮').decimals).toBe(6);
  });

  it('are rendered on the USD₮ and USA₮ page, not retyped', () => {
    for (const ref of ['usatFacts.launchedOnCelo', 'usatFacts.faucet.builtBy', 'usatFacts.displayNote.field']) {
      expect(page, `render {${ref}} from src/data/tokens.ts`).toContain(ref);
    }
    expect(page, 'render the launch date with formatDay(usatFacts.launchedOnCelo)').not.toMatch(/March 31,? 2026|31 March 2026/);
    expect(page).toMatch(/first chain after Ethereum/);
  });
});
