import {test, expect, waitForHydration} from './support/fixtures';

import {topics} from '../../src/data/celocli';

// The celocli reference: overview, topic pages generated from src/data/celocli, anchors and banners.

test('the celocli overview shows install steps and the global flags table', async ({page}) => {
  await page.goto('/cli');
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1, name: /celocli/})).toBeVisible();
  await expect(page.locator('code', {hasText: 'npm install -g @celo/celocli'}).first()).toBeVisible();
  const globalFlags = page.locator('#global-flags ~ table, #global-flags ~ * table').first();
  const row = (flag: string) => globalFlags.locator('tr').filter({has: page.locator('td:first-child', {hasText: new RegExp(`^${flag}$`)})});
  await expect(row('--node')).toContainText('--rpc-url');
  await expect(row('--useLedger')).toContainText('not with --privateKey');
});

test('the celocli sidebar lists the overview first, then every topic alphabetically', async ({page}) => {
  await page.goto('/cli/account');
  await waitForHydration(page);
  const category = page
    .locator('.theme-doc-sidebar-menu .menu__list-item')
    .filter({has: page.getByRole('link', {name: 'celocli', exact: true})})
    .first();
  // The category link is the overview page; the topics follow in the category.
  await expect(category.getByRole('link', {name: 'celocli', exact: true})).toHaveAttribute('href', '/cli');
  const links = category.locator(':scope > ul > li > a');
  const expected = [...topics].map((t) => t.name).sort();
  await expect(links).toHaveText(expected);
});

test('a command anchor scrolls to its heading with usage, flags and example', async ({page}) => {
  await page.goto('/cli/account#account-balance');
  await waitForHydration(page);
  const heading = page.getByRole('heading', {level: 3, name: 'account:balance'});
  await expect(heading).toBeInViewport();
  await expect(heading).toHaveAttribute('id', 'account-balance');
  await expect(page.getByRole('row', {name: /--erc20Address/})).toBeVisible();
  await expect(page.locator('code', {hasText: 'celocli account:balance $ACCOUNT_ADDRESS --node celo'})).toBeVisible();
  // The table of contents lists the command by its full id.
  await expect(page.locator('.table-of-contents').getByRole('link', {name: 'account:balance', exact: true})).toBeVisible();
});

test('an alias links to the command it runs on another topic page', async ({page}) => {
  await page.goto('/cli/validator#validator-rpc-urls');
  await waitForHydration(page);
  const section = page.locator('h3#validator-rpc-urls ~ p', {hasText: 'Alias of'}).first();
  await section.getByRole('link', {name: 'validatorgroup:rpc-urls'}).click();
  await expect(page).toHaveURL(/\/cli\/validatorgroup#validatorgroup-rpc-urls$/);
  await expect(page.getByRole('heading', {level: 3, name: 'validatorgroup:rpc-urls'})).toBeInViewport();
});

test('renamed and removed topics open with a warning naming the replacement', async ({page}) => {
  await page.goto('/cli/lockedgold');
  await waitForHydration(page);
  const warning = page.locator('.theme-admonition-warning').first();
  await expect(warning).toContainText('Renamed to lockedcelo');
  await warning.getByRole('link', {name: 'lockedcelo'}).click();
  await expect(page).toHaveURL(/\/cli\/lockedcelo$/);

  await page.goto('/cli/exchange');
  await waitForHydration(page);
  await expect(page.locator('.theme-admonition-warning').first()).toContainText('Removed in celocli 8.0.0');
});
