import {test, expect, waitForHydration} from './support/fixtures';

// Ideal images show a clear message instead of a broken image when the
// reader is offline, the file is missing, or the server fails.
const PAGE = '/community/writing-pages';
const IMAGE_FILES = '**/assets/ideal-img/**';

async function openImage(page: import('@playwright/test').Page) {
  await page.goto(PAGE);
  await waitForHydration(page);
  const figure = page.getByRole('img', {name: /Diagram of a docs page/}).or(page.locator('[class*="idealImage"], .ideal-image, div:has(> noscript)')).first();
  return figure;
}

test('an ideal image loads and has its alt text', async ({page}) => {
  await openImage(page);
  const image = page.getByRole('img', {name: /Diagram of a docs page/});
  await image.scrollIntoViewIfNeeded();
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
});

test('a missing image says "404. Image not found"', async ({page}) => {
  await page.route(IMAGE_FILES, (route) => route.fulfill({status: 404, body: 'not found'}));
  await openImage(page);
  await page.getByRole('heading', {name: 'The parts of a page'}).scrollIntoViewIfNeeded();
  await expect(page.getByText('404. Image not found')).toBeVisible();
});

test('a failing image says "Error. Click to reload" and reloads on click', async ({page}) => {
  let fail = true;
  await page.route(IMAGE_FILES, (route) => (fail ? route.fulfill({status: 500, body: 'error'}) : route.fallback()));
  await openImage(page);
  await page.getByRole('heading', {name: 'The parts of a page'}).scrollIntoViewIfNeeded();
  const retry = page.getByText('Error. Click to reload');
  await expect(retry).toBeVisible();
  fail = false;
  await retry.click();
  await expect(page.getByRole('img', {name: /Diagram of a docs page/})).toBeVisible();
});

test('offline, the image says "Your browser is offline. Image not loaded"', async ({page, context}) => {
  // A short window keeps the image below the fold, so it has not loaded yet.
  await page.setViewportSize({width: 1280, height: 300});
  await page.goto(PAGE);
  await waitForHydration(page);
  await context.setOffline(true);
  await page.evaluate(() => window.dispatchEvent(new Event('offline')));
  await page.getByRole('heading', {name: 'The parts of a page'}).scrollIntoViewIfNeeded();
  await expect(page.getByText('Your browser is offline. Image not loaded')).toBeVisible();
  await context.setOffline(false);
});
