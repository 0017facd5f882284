import {test, expect, waitForHydration} from '../e2e/support/fixtures';

// The build in build-services/ has Algolia, analytics and the AI assistant
// switched on with test values (scripts/build-services.sh). No third-party
// host is reachable here: the browser resolves no host but the local server
// (playwright.config.ts) and the fixture records each off-site request, which
// is exactly the "service blocked or down" case a reader can hit.

/** Browser messages about blocked requests are the browser's, not the site's. */
const siteErrors = (errors: string[]) => errors.filter((text) => !/Failed to load resource/.test(text));

test('the assistant script is requested with its key; blocked, the site still works', async ({page, health}) => {
  await page.goto('/');
  await waitForHydration(page);
  const script = page.locator('script[src="https://assistant.invalid/widget.js"]');
  await expect(script).toHaveAttribute('data-api-key', 'test-assistant-key');
  await expect(script).toHaveAttribute('async', '');
  expect(health.offsiteRequests).toContain('https://assistant.invalid/widget.js');
  await page.getByRole('navigation', {name: /main/i}).getByRole('link', {name: 'Celo L2'}).click();
  await expect(page).toHaveURL(/\/cel2$/);
  expect(siteErrors(health.consoleErrors)).toEqual([]);
  expect(health.pageErrors).toEqual([]);
});

test('analytics records a page view on each route change, even with its script blocked', async ({page, health}) => {
  await page.goto('/');
  await waitForHydration(page);
  expect(health.offsiteRequests.some((url) => url.startsWith('https://www.googletagmanager.com/gtag/js'))).toBe(true);
  const pageViews = () =>
    page.evaluate(() =>
      ((window as unknown as {dataLayer?: IArguments[]}).dataLayer ?? [])
        .map((entry) => Array.from(entry))
        .filter((args) => args[0] === 'event' && args[1] === 'page_view').length,
    );
  const before = await pageViews();
  await page.getByRole('navigation', {name: /main/i}).getByRole('link', {name: 'Build'}).click();
  await expect(page).toHaveURL(/\/build$/);
  await expect.poll(pageViews).toBe(before + 1);
  await page.getByRole('navigation', {name: /main/i}).getByRole('link', {name: 'Celo L2'}).click();
  await expect.poll(pageViews).toBe(before + 2);
  expect(siteErrors(health.consoleErrors)).toEqual([]);
  expect(health.pageErrors).toEqual([]);
});

// DocSearch 4.7 resets its own error state as soon as a request fails; the
// SearchBar wrapper (src/theme/SearchBar) shows the error screen instead.
test('hosted DocSearch replaces the local index; unreachable, it says so', async ({page, health}) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.locator('link[rel="preconnect"][href="https://TESTAPPID-dsn.algolia.net"]')).toHaveCount(1);
  await page.getByRole('button', {name: /search/i}).first().click();
  const input = page.getByRole('searchbox').or(page.locator('.DocSearch-Input')).first();
  await input.fill('validator');
  await expect(page.getByText('Unable to fetch results')).toBeVisible();
  await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
  expect(health.offsiteRequests.some((url) => /algolia/.test(url))).toBe(true);
  // The local index is never fetched in this mode.
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await input.fill('validators');
  await expect(page.getByText('Unable to fetch results')).toBeVisible();
  expect(requests.filter((url) => url.includes('search-index'))).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(input).toBeHidden();
  expect(health.pageErrors).toEqual([]);
});
