import {test, expect, waitForHydration} from './support/fixtures';

// Docusaurus's link prefetch, as patched (patches/@docusaurus+core+3.10.2.patch, PATCHES.md):
// each chunk file is asked for once, when the page is idle, however many links need it.
test('links in view prefetch their chunks once each, and navigation still works', async ({page, health}) => {
  await page.goto('/cli/account');
  await waitForHydration(page);
  const prefetched = page.locator('link[rel="prefetch"]');
  await expect.poll(() => prefetched.count()).toBeGreaterThan(0);
  await page.mouse.wheel(0, 4000);
  // The links now in view ask for their chunks in three steps: the scroll, an IntersectionObserver
  // callback at the next rendering step, then the prefetcher's work in an idle callback. Wait for the
  // scroll, two frames, and an idle callback queued after the prefetcher's, which runs after it.
  await page.waitForFunction(() => window.scrollY > 0);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve()))),
      ),
  );
  const hrefs = await prefetched.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs.every((href) => href?.startsWith('/assets/js/'))).toBe(true);
  expect(new Set(hrefs).size).toBe(hrefs.length);

  // A client-side navigation to a linked page renders it without a reload.
  await page.evaluate(() => ((window as unknown as {marker: number}).marker = 1));
  // Keyboard activation: a pointer click at the foot of this long page can land while sections
  // above it are still being laid out on demand, and miss the moving link (seen once under load).
  const next = page.locator('.pagination-nav__link--next');
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/cli\/account/);
  await expect(page.locator('h1')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as {marker?: number}).marker)).toBe(1);
  expect(health.pageErrors).toEqual([]);
  expect(health.consoleErrors).toEqual([]);
});

test('window.docusaurus prefetches each route once', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  const shape = await page.evaluate(() => {
    const d = (window as unknown as {docusaurus: Record<string, unknown>}).docusaurus;
    const prefetch = d.prefetch as (path: string) => false | Promise<unknown>;
    return {preload: typeof d.preload, frozen: Object.isFrozen(d), first: Boolean(prefetch('/markdown-page')), again: prefetch('/markdown-page')};
  });
  expect(shape).toEqual({preload: 'function', frozen: true, first: true, again: false});
});
