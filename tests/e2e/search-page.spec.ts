import {test, expect, waitForHydration} from './support/fixtures';
import {HOSTILE_QUERIES, recordDialogs} from './support/hostile';

/** The search page, /search?q=: query in the URL, results to the exact heading. */

const input = (page: import('@playwright/test').Page) => page.getByRole('searchbox', {name: 'Search'});

test('reads the query from the URL and links results to their heading', async ({page, health}) => {
  await page.goto('/search?q=networks');
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1, name: 'Search results for "networks"'})).toBeVisible();
  await expect(input(page)).toHaveValue('networks');
  const results = page.getByRole('main').getByRole('listitem');
  await expect(results.first()).toBeVisible();
  const first = results.first().getByRole('link');
  await expect(first).toHaveAttribute('href', /^\/[^#]*(#[\w-]+)?$/);
  await expect(results.first().locator('mark').first()).toHaveText(/network/i);
  await expect(page.getByText(/\d+ documents? found/)).toBeVisible();
  expect(health.pageErrors).toEqual([]);
});

test('keeps the query in the URL as the reader types, and takes at most 512 characters', async ({page}) => {
  await page.goto('/search');
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1, name: 'Search the documentation'})).toBeVisible();
  await expect(input(page)).toHaveAttribute('maxlength', '512');
  await input(page).fill('wallet');
  await expect(page).toHaveURL(/\/search\?q=wallet$/);
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  await input(page).fill('y'.repeat(600));
  await expect(input(page)).toHaveValue('y'.repeat(512));

  await page.goto('/search?q=wallet');
  await waitForHydration(page);
  await page.getByRole('main').getByRole('listitem').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/wallet/);
  await page.goBack();
  await expect(input(page)).toHaveValue('wallet');
});

test('shows more results on demand', async ({page}) => {
  await page.goto('/search?q=celo');
  await waitForHydration(page);
  const results = page.getByRole('main').getByRole('listitem');
  await expect(results).toHaveCount(20);
  await page.getByRole('button', {name: 'Show more results'}).click();
  await expect.poll(() => results.count()).toBeGreaterThan(20);
});

test('says so when nothing matches', async ({page}) => {
  await page.goto('/search?q=qqzzxxv');
  await waitForHydration(page);
  await expect(page.getByText('No results for "qqzzxxv"')).toBeVisible();
});

test('an unreachable index shows an error with a retry that recovers', async ({page}) => {
  await page.route('**/search-index/**', (route) => route.abort('internetdisconnected'));
  await page.goto('/search?q=networks');
  await waitForHydration(page);
  await expect(page.getByRole('alert')).toContainText('Unable to fetch results');
  await expect(page.getByRole('alert')).toContainText('You might want to check your network connection.');
  await page.unroute('**/search-index/**');
  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});


test('hostile queries are shown as text, never as markup', async ({page, health}) => {
  const dialogs = recordDialogs(page);
  for (const query of HOSTILE_QUERIES) {
    await page.goto(`/search?q=${encodeURIComponent(query)}`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toContainText('Search results for');
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  }
  await page.goto(`/search?q=${encodeURIComponent(HOSTILE_QUERIES[0]!)}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(`Search results for "${HOSTILE_QUERIES[0]}"`);
  await input(page).fill('<b>qqzzv</b><i>xxqqw</i>');
  await expect(page.getByText('No results for "<b>qqzzv</b><i>xxqqw</i>"')).toBeVisible();
  await expect(page.locator('main b, main i', {hasText: /qqzzv|xxqqw/})).toHaveCount(0);
  expect(dialogs).toEqual([]);
  expect(health.pageErrors).toEqual([]);
});

test('an empty search page fetches the index only when the reader starts typing', async ({page}) => {
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/search-index/manifest.json')) indexRequests.push(request.url());
  });
  await page.goto('/search');
  await waitForHydration(page);
  // Nothing happens when the page is right, so wait for the moments by which a fetch would have
  // started: the page's effects run before Docusaurus marks the page hydrated, work put off until
  // the page is idle runs before this idle callback, and a fetch started by either keeps the
  // network busy until it ends.
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
  await page.waitForLoadState('networkidle');
  expect(indexRequests).toEqual([]);
  await input(page).pressSequentially('fee');
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  expect(indexRequests).toHaveLength(1);
});

test('finds ecosystem providers by name, on the page that lists them', async ({page}) => {
  // One provider per directory category, rendered from src/data/ecosystem.ts into each page's table.
  for (const [name, pagePath] of [
    ['RedStone', '/developer/oracles'],
    ['Envio', '/developer/indexers'],
    ['Dwellir', '/network/node/run-hosted-node'],
    ['Blockscout', '/developer/explorers'],
    ['Hyperlane', '/developer/bridges'],
  ] as const) {
    await page.goto(`/search?q=${encodeURIComponent(name)}`);
    await waitForHydration(page);
    const links = page.getByRole('main').getByRole('listitem').getByRole('link');
    await expect(links.first()).toBeVisible();
    // A name inside a table row is in the second index file, which arrives after the first results.
    await expect
      .poll(async () => {
        const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
        return hrefs.some((href) => href.split('#')[0]!.startsWith(pagePath));
      }, {message: `${name} should lead to ${pagePath}`})
      .toBe(true);
  }
});
