import {test, expect, waitForHydration} from './support/fixtures';

// Each docs sidebar is a module of its own that the pages of that sidebar load
// (src/plugins/docs): a page's HTML has its own sidebar, and moving to a page of
// another sidebar loads that sidebar, without a reload. The module also lists the
// sidebar's docs in the docs plugin's global data, where the theme finds the page's
// doc: the navbar's version link ("Current", one version) points at the page itself.

/** The navbar's version link: the same page in that version, or the version's main doc outside the docs. */
const versionLink = (page: import('@playwright/test').Page) => page.locator('nav.navbar a.navbar__link', {hasText: /^Current$/}).first();

/** The links of the docs sidebar on the page. */
const sidebarLinks = (page: import('@playwright/test').Page) => page.locator('.theme-doc-sidebar-menu a.menu__link');

test('a docs page shows its own sidebar, and the page of another sidebar shows that one after client-side navigation', async ({page, health}) => {
  await page.goto('/cli/account');
  await waitForHydration(page);
  await expect(sidebarLinks(page).first()).toBeVisible();
  const toolingFirst = await sidebarLinks(page).first().getAttribute('href');
  expect(toolingFirst).toMatch(/^\/developer/);
  await expect(versionLink(page)).toHaveAttribute('href', '/cli/account');

  // The navbar's "Celo L2" section is a page of another sidebar.
  await page.evaluate(() => ((window as unknown as {noReload: boolean}).noReload = true));
  await page.locator('nav.navbar a[href="/cel2"]').first().click();
  await expect(page).toHaveURL(/\/cel2\/?$/);
  await expect(page.locator('.theme-doc-sidebar-menu a[aria-current="page"]')).toHaveAttribute('href', /^\/cel2\/?$/);
  const celoL2First = await sidebarLinks(page).first().getAttribute('href');
  expect(celoL2First).toMatch(/^\/cel2/);
  await expect(versionLink(page)).toHaveAttribute('href', /^\/cel2\/?$/);
  expect(await page.evaluate(() => (window as unknown as {noReload?: boolean}).noReload)).toBe(true);

  await page.goBack();
  await expect(page).toHaveURL(/\/cli\/account$/);
  expect(await sidebarLinks(page).first().getAttribute('href')).toBe(toolingFirst);
  await expect(versionLink(page)).toHaveAttribute('href', '/cli/account');
  expect(health.pageErrors).toEqual([]);
  expect(health.consoleErrors).toEqual([]);
});

test('outside the docs, the version link goes to the version’s main doc, which every page knows', async ({page, health}) => {
  await page.goto('/showcase');
  await waitForHydration(page);
  await expect(versionLink(page)).toHaveAttribute('href', /^\/what-is-celo\/?$/);
  expect(health.pageErrors).toEqual([]);
});
