import fs from 'node:fs';
import path from 'node:path';
import {test, expect, waitForHydration} from './support/fixtures';

test.describe('not-found page', () => {
  test('an unknown path gets HTTP 404 and the not-found page', async ({page}) => {
    const response = await page.goto('/this/page/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
    await expect(page.getByText('We could not find what you were looking for.')).toBeVisible();
    await expect(page.getByText(/contact the owner of the site that linked you/i)).toBeVisible();
    // The shell still works from the 404 page.
    await waitForHydration(page);
    await page.getByRole('navigation', {name: /main/i}).getByRole('link', {name: 'Celo L2'}).click();
    await expect(page).toHaveURL(/\/cel2$/);
  });

  test('a client-side navigation to an unknown route renders the not-found page', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/no-such-route');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
  });

  for (const path of ['/network/..%2f..%2fetc%2fpasswd', '/%2e%2e/%2e%2e/package.json', `/${'a'.repeat(3000)}`, '/unknown-page.html']) {
    test(`odd path ${path.slice(0, 40)} is a plain 404`, async ({page}) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
    });
  }
});

test.describe('route behaviour', () => {
  test('.html and /index.html paths lead to the clean page', async ({page}) => {
    for (const path of ['/cel2.html', '/cel2/index.html']) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page).toHaveURL(/\/cel2$/);
      await expect(page.getByRole('heading', {level: 1})).toContainText(/Celo/);
    }
  });

  test('navigating to a page with a hash scrolls to that heading, without one to the top', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 800));
    await page.getByRole('navigation', {name: /main/i}).getByRole('link', {name: 'Build'}).click();
    await expect(page).toHaveURL(/\/build$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goto('/community/writing-pages#live-code-playgrounds');
    await waitForHydration(page);
    await expect(page.getByRole('heading', {name: 'Live code playgrounds'})).toBeInViewport();
  });

  test('a slow route change shows the progress bar, then the page', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    // Hold every script chunk of the next page for a second.
    await page.route('**/assets/js/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.fallback();
    });
    await page.getByRole('navigation', {name: /main/i}).getByRole('link', {name: 'Celo L2'}).click();
    await expect(page.locator('#nprogress')).toBeAttached();
    await expect(page).toHaveURL(/\/cel2$/);
    await expect(page.locator('#nprogress')).not.toBeAttached();
  });

  test('a route chunk that fails to load makes the page reload fully', async ({page}) => {
    // The target is a footer link, outside the first viewport, so Docusaurus
    // has not prefetched its chunks before the faults are switched on.
    await page.setViewportSize({width: 1280, height: 600});
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as {__marker: boolean}).__marker = true));
    // Fail the script chunks requested by the client-side navigation only;
    // the full reload that follows loads normally.
    let failed = 0;
    let failing = true;
    await page.route('**/assets/js/*.js', async (route) => {
      if (!failing) return route.fallback();
      failed += 1;
      return route.abort('failed');
    });
    page.on('request', (request) => {
      if (request.isNavigationRequest()) failing = false;
    });
    // The old document is already hydrated and the address changes before the reload starts, so
    // wait for the new document's own load event, not for the URL or the hydration mark.
    const reloaded = page.waitForEvent('load');
    await page.getByRole('contentinfo').getByRole('link', {name: 'Networks'}).click();
    // The preload failed, so Docusaurus loads the URL as a whole new page.
    await reloaded;
    await expect(page).toHaveURL(/\/network$/);
    await waitForHydration(page);
    expect(failed).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as {__marker?: boolean}).__marker)).toBeUndefined();
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });
});

test.describe('crash page', () => {
  // The crash page itself is tested in the test build, the only one with the fault hook
  // (tests/e2e-services/faults.spec.ts). Here: the site readers get carries no trace of it.
  test('the production scripts carry no test hook', () => {
    const scripts = path.join(__dirname, '../../build/assets/js');
    const files = fs.readdirSync(scripts).filter((name) => name.endsWith('.js'));
    expect(files.length).toBeGreaterThan(10);
    const withHook = files.filter((name) => /__CELO_FAULT__|Injected render fault/.test(fs.readFileSync(path.join(scripts, name), 'utf8')));
    expect(withHook, 'scripts with the fault-injection hook (src/plugins/test-hooks)').toEqual([]);
  });
});
