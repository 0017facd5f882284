/**
 * MiniPay facts (src/data/minipay.ts) and the code library page that renders them: MiniPay's own provider
 * methods link their reference on docs.minipay.xyz, and the page shows a fee estimate in the user's
 * stablecoin, labelled the way MiniPay's design standards ask. A review found all three missing.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {miniPayCustomMethods, miniPaySources, miniPayWording} from '@site/src/data/minipay';
import {isSourceRef} from '@site/src/data/sources';

const ROOT = path.resolve(__dirname, '../..');
const page = fs.readFileSync(path.join(ROOT, 'docs/build/build-on-minipay/code-library.md'), 'utf8');

describe('MiniPay data', () => {
  it('names the three custom methods with their reference pages', () => {
    expect(miniPayCustomMethods.methods.map((m) => m.name)).toEqual(['getExchangeRate', 'scanQrCode', 'requestContact']);
    const urls = [miniPayCustomMethods.overview, ...miniPayCustomMethods.methods.map((m) => m.reference), miniPayWording.designStandards, miniPayWording.gasEstimation];
    for (const url of urls) {
      expect(new URL(url).protocol, url).toBe('https:');
      expect(new URL(url).hostname, `${url}: MiniPay's reference lives on docs.minipay.xyz`).toBe('docs.minipay.xyz');
    }
    for (const s of [...miniPayCustomMethods.sources, ...miniPaySources]) expect(isSourceRef(s), s).toBe(true);
  });
});

describe('the MiniPay code library', () => {
  it('renders the custom methods and the fee wording from the data', () => {
    expect(page).toContain('miniPayCustomMethods.methods.map');
    expect(page).toContain('{miniPayWording.feeLabel}');
    expect(page).toContain('{miniPayWording.designStandards}');
  });

  it('estimates the network fee in the fee currency, not in CELO', () => {
    expect(page, 'ask eth_gasPrice for the price in the fee currency').toMatch(/method: 'eth_gasPrice', params: \[feeCurrency\]/);
    expect(page, 'estimate the gas with the same feeCurrency').toMatch(/estimateGas\(\{[^}]*feeCurrency/);
  });
});
