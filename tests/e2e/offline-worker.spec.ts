/**
 * The site offline, with its service worker running (the other specs block it): after one
 * visit the shell and search work without a connection, visited pages open (those opened by
 * client-side navigation too), an unvisited one shows the offline page, and "Save for offline"
 * keeps every page. A Spanish reader gets the same from the same worker, in Spanish.
 */
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './support/fixtures';

test.use({serviceWorkers: 'allow'});

/** Resolves once the worker has installed (shell precached) and controls the page. */
async function workerInControl(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test('after one visit, offline: search answers from the cached index, visited pages open, others show the offline page', async ({page, context, health}) => {
  await page.goto('/network');
  await waitForHydration(page);
  await workerInControl(page);
  // The first page loaded before the worker existed; it hands the worker its files to keep.
  await page.waitForFunction(async () => {
    const files = performance.getEntriesByType('resource').map((entry) => entry.name).filter((url) => url.includes('/assets/'));
    const kept = await Promise.all(['/network', ...files].map((url) => caches.match(url)));
    return kept.every(Boolean);
  });
  // A second page, loaded while the worker is in control.
  await page.goto('/developer/viem');
  await waitForHydration(page);

  await context.setOffline(true);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/viem/i);

  // Search: the modal's chunk and every part of the index come from the precache, so queries never
  // made online answer too (their words start with other letters: other parts of the index).
  await page.keyboard.press('/');
  const input = page.getByPlaceholder('Search docs');
  for (const query of ['faucet', 'validator group', 'oracles']) {
    await input.fill(query);
    // A hit of this query (not the previous one's still on screen), and no error screen.
    await expect(page.locator('.DocSearch-Hit').filter({hasText: new RegExp(query.slice(0, 5), 'i')}).first()).toBeVisible();
    await expect(page.getByText('Unable to fetch results')).toHaveCount(0);
  }
  await page.keyboard.press('Escape');

  // Client-side, through the sidebar, to the page visited first.
  await page.locator('nav.menu a[href="/network"]').first().click();
  await expect(page).toHaveURL(/\/network$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Celo networks');
  // And by reload.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Celo networks');

  // A page never opened, through a link: the page reloads into the offline page.
  await page.locator('main a[href="/network/mainnet"]').first().click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('This page is not available offline');
  await expect(page).toHaveURL(/\/network\/mainnet$/);

  // The same by address: the offline page, which lists the pages that are kept.
  await page.goto('/cli/account');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('This page is not available offline');
  const kept = page.locator('#offline-pages');
  await expect(kept.getByRole('link', {name: 'Network'})).toHaveAttribute('href', '/network');
  await expect(page.locator('#offline-status')).toHaveText(/pages? (is|are) available offline/);
  await kept.getByRole('link', {name: 'Network'}).click();
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/network$/);

  // An address the site does not have: its 404 page, also offline.
  await page.goto('/no-such-page-anywhere');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');

  // Back online, "Try again" on the offline page opens the page the reader asked for.
  await page.goto('/cel2/operators/run-node');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('This page is not available offline');
  await context.setOffline(false);
  await page.getByRole('link', {name: 'Try again'}).click();
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/cel2\/operators\/run-node$/);
  await expect(page.getByRole('heading', {level: 1})).not.toHaveText('This page is not available offline');
  await expect(page.locator('.theme-doc-markdown')).toBeVisible();
  expect(health.pageErrors).toEqual([]);
});

test('a page opened by client-side navigation is kept: offline, reloading it shows it (issue 40)', async ({page, context, health}) => {
  await page.goto('/developer');
  await waitForHydration(page);
  await workerInControl(page);
  // A mark on this document: it survives a client-side navigation, never a full load.
  await page.evaluate(() => Object.assign(window, {beforeClientNavigation: true}));
  await page.locator('main a[href="/developer/viem"]').first().click();
  await expect(page).toHaveURL(/\/developer\/viem$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/viem/i);
  expect(await page.evaluate(() => 'beforeClientNavigation' in window)).toBe(true);
  // No navigation reached the worker: the page hands it the address, and the worker keeps the HTML.
  await page.waitForFunction(async () => Boolean(await caches.match('/developer/viem')));

  await context.setOffline(true);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/viem/i);
  await expect(page.locator('#offline')).toHaveCount(0);
  expect(health.pageErrors).toEqual([]);
});

test('"Save for offline" on the home page keeps every page, with its size, and removes them again', async ({page, context, health}) => {
  // About 23 MB through the local server: well under a minute alone, longer beside other tests.
  test.setTimeout(180_000);
  await page.goto('/');
  await waitForHydration(page);
  await workerInControl(page);
  const box = page.locator('[data-save-offline]');
  await expect(box).toContainText(/Keep all \d+ pages on this device to read without a connection\. They take \d+(\.\d)? MB\./);
  await box.getByRole('button', {name: 'Save for offline'}).click();
  await expect(box.getByRole('status')).toContainText(/All \d+ pages are saved on this device \(\d+(\.\d)? MB\)\./, {timeout: 150_000});
  const saved = await page.evaluate(async () => {
    const cache = await caches.open((await caches.keys()).find((name) => name.startsWith('celo-saved-'))!);
    return (await cache.keys()).length;
  });
  expect(saved).toBeGreaterThan(300);

  await context.setOffline(true);
  for (const path of ['/cli/account', '/cel2/operators/run-node', '/what-is-celo']) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).not.toHaveText('This page is not available offline');
  }
  await context.setOffline(false);

  await page.goto('/');
  await waitForHydration(page);
  await box.getByRole('button', {name: 'Remove saved pages'}).click();
  await expect(box.getByRole('button', {name: 'Save for offline'})).toBeVisible();
  expect(await page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('celo-saved-')))).toEqual([]);
  expect(health.pageErrors).toEqual([]);
});

test('saving stops with its reason when the connection drops, and saving again continues from there', async ({page, context, health}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await waitForHydration(page);
  await workerInControl(page);
  const box = page.locator('[data-save-offline]');
  await box.getByRole('button', {name: 'Save for offline'}).click();
  const bar = box.getByRole('progressbar', {name: 'Saving pages for offline reading'});
  await expect.poll(async () => Number(await bar.getAttribute('value'))).toBeGreaterThan(0);
  await context.setOffline(true);

  const alert = box.getByRole('alert');
  await expect(alert).toHaveText(/^Saving stopped: The connection was lost\. \d+ of \d+ files are saved; saving again continues from there\.$/);
  const savedBefore = Number((await alert.textContent())!.match(/(\d+) of/)![1]);
  expect(savedBefore).toBeGreaterThan(0);

  await context.setOffline(false);
  await box.getByRole('button', {name: 'Save again'}).click();
  // The files saved before count from the start: the bar never goes back to zero.
  const filesNow = async () => Number((await box.textContent())!.match(/\((\d+) of \d+ files\)/)?.[1] ?? -1);
  await expect.poll(filesNow).toBeGreaterThanOrEqual(savedBefore);
  await box.getByRole('button', {name: 'Cancel'}).click();
  await expect(alert).toContainText('Saving stopped');
  await box.getByRole('button', {name: 'Save again'}).waitFor();
  await page.evaluate(async () => {
    for (const name of await caches.keys()) if (name.startsWith('celo-saved-')) await caches.delete(name);
  });
  expect(health.pageErrors).toEqual([]);
});

test('a Spanish reader offline: the same root worker keeps Spanish pages, searches the Spanish index, and answers in Spanish', async ({page, context, health}) => {
  await page.goto('/es/network');
  await waitForHydration(page);
  await workerInControl(page);
  // Installed from a Spanish page, the worker precached the Spanish shell; the page hands it its files.
  await page.waitForFunction(async () => {
    const files = performance.getEntriesByType('resource').map((entry) => entry.name).filter((url) => url.includes('/es/assets/'));
    const kept = await Promise.all(['/es/network', '/es/offline', ...files].map((url) => caches.match(url)));
    return files.length > 0 && kept.every(Boolean);
  });

  await context.setOffline(true);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Redes de Celo');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  // The Spanish index, from the precache: a query in Spanish finds a Spanish page.
  await page.keyboard.press('/');
  await page.getByPlaceholder('Buscar en la documentación en español').fill('validadores');
  await expect(page.locator('.DocSearch-Hit a[href^="/es/"]').first()).toBeVisible();
  await expect(page.locator('.DocSearch-Hit a:not([href^="/es/"])')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // A Spanish page never opened: the Spanish offline page, listing the Spanish pages kept.
  await page.goto('/es/cli/account');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Esta página no está disponible sin conexión');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const kept = page.locator('#offline-pages');
  await expect(kept.getByRole('link', {name: 'Redes de Celo'})).toHaveAttribute('href', '/es/network');
  await expect(page.locator('#offline-status')).toHaveText(/^\d+ páginas? (está|están) disponibles? sin conexión\.$/);
  // An address the Spanish site does not have: its 404 page, in Spanish.
  await page.goto('/es/no-such-page-anywhere');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Página no encontrada');

  // Back online, "Save for offline" on the Spanish home offers the Spanish pages, sized with a decimal comma.
  await context.setOffline(false);
  await page.goto('/es');
  await waitForHydration(page);
  const box = page.locator('[data-save-offline]');
  await expect(box).toContainText(/Guarde las \d+ páginas en este dispositivo para leerlas sin conexión\. Ocupan \d+(,\d)? MB\./);
  await expect(box.getByRole('button', {name: 'Guardar para leer sin conexión'})).toBeVisible();
  expect(health.pageErrors).toEqual([]);
});

test('the site is installable: a manifest with icons and a theme colour for each mode', async ({page, request}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({start_url: '/', display: 'standalone'});
  for (const icon of manifest.icons as {src: string; sizes: string}[]) {
    const response = await request.get(icon.src);
    expect(response.headers()['content-type'], icon.src).toBe('image/png');
  }
  expect(manifest.icons.map((icon: {sizes: string}) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: light)"]')).toHaveCount(1);
  await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')).toHaveCount(1);
});
