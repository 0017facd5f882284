import {expect, test} from '@playwright/test';

// The live playground on the viem page and the landing-page cards of the
// build, developer and integration sections.

test('viem page playground converts amounts as the reader types', async ({page}) => {
  await page.goto('/developer/viem');
  // The playground loads when it comes near the screen, as a reader scrolls to it.
  await page.locator('[data-live-code="waiting"]').first().scrollIntoViewIfNeeded();
  // The result renders in the playground's sandboxed frame (src/plugins/live-playground).
  const result = page.frameLocator('iframe[title="Result of the live code"]').first();
  const input = result.getByLabel('Amount in CELO');
  const status = result.getByRole('status').filter({hasText: 'parseUnits'}).or(result.getByRole('status').filter({hasText: 'Error'}));

  await expect(input).toHaveValue('1.5');
  await expect(status).toHaveText('parseUnits: 1500000000000000000 | formatUnits back: 1.5');

  await input.fill('0.000000000000000001');
  await expect(status).toHaveText('parseUnits: 1 | formatUnits back: 0.000000000000000001');

  await input.fill('1.2.3');
  await expect(status).toHaveText('Error: Not a decimal number');
});

test('build landing page cards lead to the guides', async ({page}) => {
  await page.goto('/build');
  await page.getByRole('link', {name: /Quickstart/}).first().click();
  await expect(page).toHaveURL(/\/build\/quickstart$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Quickstart - deploy a contract and call it with viem');
});

test('developer and integration landing pages list their guides', async ({page}) => {
  await page.goto('/developer');
  await expect(page.getByRole('link', {name: /Verify contracts/}).first()).toBeVisible();
  await page.goto('/integration');
  await page.getByRole('link', {name: /Cloud HSM signing/}).click();
  await expect(page).toHaveURL(/\/integration\/cloud-hsm$/);
});
