import {test, expect} from '@playwright/test';
import {tokens} from '../../src/data/tokens';

test.describe('Celo L2 section', () => {
  test('upgrade timeline lists upgrades in order with their status', async ({page}) => {
    await page.goto('/cel2/notices');
    const table = page.getByRole('table', {name: /Celo upgrades in order of activation/});
    await expect(table).toBeVisible();

    const isthmus = table.getByRole('row').filter({has: page.getByRole('rowheader', {name: /^Isthmus/})});
    await expect(isthmus.getByText('Activated')).toBeVisible();

    const glamsterdam = table.getByRole('row').filter({has: page.getByRole('rowheader', {name: /Glamsterdam/})});
    await expect(glamsterdam.getByText('Not announced', {exact: true})).toBeVisible();

    // Jello was first announced with planned dates; a later source gives the executed ones.
    const jello = table.getByRole('row').filter({has: page.getByRole('rowheader', {name: /^Jello/})});
    await expect(jello.getByText('Activated')).toBeVisible();
    await expect(jello).not.toContainText('1 Nov 2025');

    // The notice link in the row leads to the notice page.
    await isthmus.getByRole('link', {name: 'Isthmus'}).click();
    await expect(page).toHaveURL(/\/cel2\/notices\/isthmus$/);
    await expect(page.getByRole('heading', {level: 1})).toContainText('Isthmus');
    await expect(page.getByRole('table', {name: /Isthmus: activation by network/})).toBeVisible();
  });

  test('fee abstraction examples carry the USDC adapter from the token data', async ({page}) => {
    const usdc = tokens.celoSepolia.find((t) => t.symbol === 'USDC');
    const adapter = usdc?.feeCurrency?.kind === 'adapter' ? usdc.feeCurrency.adapter : undefined;
    expect(adapter, 'Celo Sepolia USDC needs an adapter in src/data/tokens.ts').toBeDefined();

    await page.goto('/developer/fee-abstraction');
    await expect(page.getByRole('heading', {level: 1})).toContainText('Pay gas with ERC-20 tokens');
    await expect(page.locator('pre').filter({hasText: `USDC_ADAPTER = '${adapter}'`}).first()).toBeVisible();
  });
});
