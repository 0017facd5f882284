import {test, expect, waitForHydration} from './support/fixtures';
import {COMPILE_HINT} from '../../src/features/start-up/compileHints';

// What a page does as it starts (see bench/perf/README.md for the figures):
// its route chunks come with the HTML (Docusaurus's SSG, patched: PATCHES.md), the theme
// does not start the ICU collator (patches/, PATCHES.md), and the
// phone side menu mounts when the page is idle (src/theme/Navbar/MobileSidebar),
// and in-page links still land where they point. Every script carries V8's
// compile hint (src/features/start-up). The HTML names its scripts in placeholders that
// the script loader starts (src/script-loader/README.md).

test('a page’s route chunks are in its HTML, so start-up creates no script elements', async ({page, request, health}) => {
  for (const path of ['/cli/account', '/', '/showcase']) {
    const html = await (await request.get(path)).text();
    const scripts = [...html.matchAll(/<script type="text\/x-site-script" data-src="([^"]+\.js)"/g)].map((match) => match[1] ?? '');
    // The runtime and main.js come last, after the page's own chunks.
    expect(scripts.length, path).toBeGreaterThan(2);
    expect(scripts.at(-2), path).toMatch(/runtime~main/);
    await page.goto(path);
    await waitForHydration(page);
    // The bundler marks every script element it creates with data-webpack.
    expect(await page.locator('script[data-webpack]').count(), path).toBe(0);
  }
  expect(health.pageErrors).toEqual([]);
  expect(health.consoleErrors).toEqual([]);
});

test('the scripts download from the head, by preload, once each, and run under the strict policy', async ({page, health}) => {
  const response = await page.goto('/cli/account');
  expect(response!.headers()['content-security-policy']).toMatch(/script-src 'self' 'strict-dynamic' /);
  await waitForHydration(page);
  const initiators = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/js\/(runtime~main|main)\.[0-9a-f]+\.js$/.test(entry.name))
      .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
  );
  // One fetch each, started by the preload link the head's script adds, not by the loader at the end of the body.
  expect(initiators).toEqual(['link', 'link']);
  expect(health.consoleErrors).toEqual([]);
  expect(health.pageErrors).toEqual([]);
});

test('every script a page starts with asks V8 to compile it up front, and still runs', async ({page, request, health}) => {
  const html = await (await request.get('/cli/account')).text();
  const scripts = [...html.matchAll(/<script type="text\/x-site-script" data-src="([^"]+\.js)"/g)].map((match) => match[1] ?? '');
  expect(scripts.length).toBeGreaterThan(2);
  for (const src of scripts) {
    const body = await (await request.get(src)).text();
    expect(body.startsWith(COMPILE_HINT), src).toBe(true);
  }
  await page.goto('/cli/account');
  await waitForHydration(page);
  expect(health.pageErrors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 412, height: 823}});

  test('a docs page starts without calling localeCompare', async ({page}) => {
    await page.addInitScript(() => {
      const original = String.prototype.localeCompare;
      const counter = window as unknown as {localeCompareCalls: number};
      counter.localeCompareCalls = 0;
      String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof original>) {
        counter.localeCompareCalls += 1;
        return original.apply(this, args);
      };
    });
    await page.goto('/developer/fee-abstraction');
    await waitForHydration(page);
    // The side menu (which carries the docs sidebar) has mounted too.
    await expect(page.locator('.navbar-sidebar')).toBeAttached();
    expect(await page.evaluate(() => (window as unknown as {localeCompareCalls: number}).localeCompareCalls)).toBe(0);
  });

  test('the side menu opens at once when tapped before the page was ever idle', async ({page}) => {
    // No idle period ever comes, so only the tap can mount the menu.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    await page.goto('/developer/fee-abstraction');
    await waitForHydration(page);
    await expect(page.locator('.navbar-sidebar')).toHaveCount(0);
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', {name: 'Overview'}).first()).toBeVisible();
    await menu.getByRole('button', {name: /close navigation bar/i}).click();
    await expect(menu).toBeHidden();
  });
});

test('a table-of-contents link far down a long page lands on its heading', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/cli/account');
  await waitForHydration(page);
  const links = page.locator('.table-of-contents a');
  const last = links.last();
  const target = decodeURIComponent((await last.getAttribute('href'))?.replace(/^#/, '') ?? '');
  await last.click();
  const heading = page.locator(`[id="${target}"]`);
  await expect(heading).toBeInViewport();
  // Just under the sticky navbar, where the browser puts an anchor's target.
  await expect.poll(async () => (await heading.boundingBox())?.y ?? -1).toBeLessThan(200);
  expect((await heading.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
});

test('the loader starts the scripts once the first contentful paint is reported, not as the body ends', async ({page, health}) => {
  // Notes, when main.js's script element goes in, whether the browser has reported the page's
  // first contentful paint yet (src/script-loader/scripts.ts, LOADER_SCRIPT).
  await page.addInitScript(() => {
    const state = window as unknown as {atMain?: {painted: boolean}};
    new MutationObserver((records, observer) => {
      const added = records.flatMap((record) => Array.from(record.addedNodes));
      if (added.some((node) => node instanceof HTMLScriptElement && /\/assets\/js\/main\./.test(node.src))) {
        state.atMain = {painted: performance.getEntriesByName('first-contentful-paint').length === 1};
        observer.disconnect();
      }
    }).observe(document, {childList: true, subtree: true});
  });
  for (const path of ['/cli/account', '/']) {
    await page.goto(path);
    await waitForHydration(page);
    const atMain = await page.evaluate(() => (window as unknown as {atMain?: {painted: boolean}}).atMain);
    expect(atMain, path).toEqual({painted: true});
  }
  expect(health.pageErrors).toEqual([]);
});
