import {test, expect, waitForHydration} from './support/fixtures';
import {networkLabels, providersIn} from '../../src/data/ecosystem';

// The provider tables (src/components/ProviderTable) keep their filter in the URL query, through
// theme-common's query-string hooks: a filter is written to the URL, read back on load, and cleared.
test('filters oracle providers by network and text, in the URL', async ({page, health}) => {
  const all = providersIn('oracles');
  await page.goto('/developer/oracles');
  await waitForHydration(page);
  const form = page.getByRole('search', {name: /filter/i}).first();
  const count = form.getByText(/providers$/);
  await expect(count).toHaveText(`${all.length} providers`);

  await form.getByLabel('Name or feature').fill('no-such-provider-name');
  await expect(page).toHaveURL(/[?&]q=no-such-provider-name/);
  await expect(count).toHaveText(`0 of ${all.length} providers`);

  await form.getByRole('button', {name: 'Clear filters'}).click();
  await expect(count).toHaveText(`${all.length} providers`);
  expect(new URL(page.url()).search).toBe('');

  const sepolia = all.filter((provider) => provider.networks.includes('celoSepolia')).length;
  await page.goto('/developer/oracles?network=celoSepolia&utm=x');
  await waitForHydration(page);
  await expect(form.getByLabel('Network')).toHaveValue('celoSepolia');
  await expect(form.getByLabel('Network').locator('option:checked')).toHaveText(networkLabels.celoSepolia);
  await expect(count).toHaveText(sepolia === all.length ? `${all.length} providers` : `${sepolia} of ${all.length} providers`);
  await form.getByLabel('Network').selectOption('');
  await expect(page).toHaveURL(/\?utm=x$/);
  expect(health.pageErrors).toEqual([]);
  expect(health.consoleErrors).toEqual([]);
});
