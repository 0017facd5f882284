import fs from 'node:fs';
import path from 'node:path';
import {allRoutes, parseRoutesModule} from '../../src/utils/pageChunks';
import {test, expect, waitForHydration} from './support/fixtures';

// Route parts (the route-parts patch of Docusaurus, PATCHES.md): a doc page's route is in one of
// several part modules, not in main.js. A reader moving between pages of different parts, by
// links and by the browser's back button, must see each page without a reload.

/** Page path to the chunk name of the part that holds it, read as the build tooling reads the route table. */
function partOfPage(): Map<string, string> {
  const generated = path.resolve(__dirname, '../../.docusaurus');
  const read = (file: string) => fs.readFileSync(path.join(generated, file), 'utf8');
  const routes = allRoutes(parseRoutesModule(read('routes.js'), (name) => read(`route-parts/${name}.js`)));
  return new Map(routes.flatMap((route) => (route.part && route.path ? [[route.path, route.part.name] as const] : [])));
}

test('moving between pages of different route parts renders each page without a reload', async ({page, health}) => {
  const parts = partOfPage();
  const start = '/cli/account';
  expect(parts.get(start), `${start} is in no route part`).toBeDefined();
  const partName = (url: string) => {
    const name = /\/assets\/js\/([0-9a-f]{8})\.[0-9a-f]{8}\.js$/.exec(new URL(url).pathname)?.[1];
    return name && [...parts.values()].includes(name) ? name : undefined;
  };
  // Parts the page fetched, seen two ways. In one busy CI run Playwright reported no request for the part
  // of the page the browser had just rendered (a part prefetched by a link in view and then taken from
  // Chromium's cache is the likely path); the page's own resource timing lists every fetch it made, with
  // its buffer raised so that a long walk's prefetches do not push the entry out.
  const partRequests: string[] = [];
  page.on('request', (request) => {
    const name = partName(request.url());
    if (name) partRequests.push(name);
  });
  await page.addInitScript(() => performance.setResourceTimingBufferSize(5000));
  const partsFetched = async () => [
    ...partRequests,
    ...(await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name)))
      .map(partName)
      .filter((name): name is string => name !== undefined),
  ];
  const response = await page.goto(start);
  await waitForHydration(page);
  // The HTML loads the part that holds the page, and only that one (links in view may prefetch others).
  const htmlParts = [...((await response?.text()) ?? '').matchAll(/\/assets\/js\/([0-9a-f]{8})\.[0-9a-f]{8}\.js/g)]
    .map(([, name]) => name)
    .filter((name) => [...parts.values()].includes(name!));
  expect(htmlParts).toEqual([parts.get(start)]);
  await page.evaluate(() => ((window as unknown as {marker: number}).marker = 1));

  // Follow "next" links until a page from another part is reached (the sidebar's order is not the parts').
  const visited = [start];
  while (visited.every((visitedPage) => parts.get(visitedPage) === parts.get(start)) && visited.length < 15) {
    const next = page.locator('.pagination-nav__link--next');
    const href = await next.getAttribute('href');
    expect(href, `${visited.at(-1)} has no next page`).toBeTruthy();
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator('article h1')).toBeVisible();
    visited.push(href!);
  }
  const other = visited.at(-1)!;
  expect(parts.get(other), `no page of another part within ${visited.length} next links`).not.toBe(parts.get(start));
  expect(await partsFetched()).toContain(parts.get(other));
  await expect(page.locator('.theme-doc-sidebar-menu a[aria-current="page"]')).toHaveAttribute('href', other);

  // Back to the first page: its part is already loaded, and it renders as before.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${visited.at(-2)}$`));
  await expect(page.locator('article h1')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as {marker?: number}).marker)).toBe(1);
  expect(health.pageErrors).toEqual([]);
  expect(health.consoleErrors).toEqual([]);
});

test('a URL that no part holds shows the not-found page', async ({page}) => {
  const response = await page.goto('/cli/no-such-command');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.locator('h1')).toContainText(/not found/i);
});
