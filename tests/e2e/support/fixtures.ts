import {test as base, expect, type Page, type ConsoleMessage} from '@playwright/test';
import {RENDER_ALL_ATTRIBUTE} from '../../../src/features/on-demand-layout/renderAll';

/**
 * Every browser test gets a page that records console errors and uncaught
 * exceptions in `health`; tests expect `health.pageErrors` and
 * `health.consoleErrors` to be empty where a clean page matters.
 * Requests to any host other than the local server are recorded: the default
 * build must never need the network. They cannot leave either: the browser's
 * resolver knows no host but the local server (--host-resolver-rules in
 * playwright.config.ts).
 */
export interface PageHealth {
  consoleErrors: string[];
  pageErrors: string[];
  offsiteRequests: string[];
}

/**
 * Records the page's console errors, uncaught exceptions and off-site requests into `current()`.
 * Off-site requests are read from the page's request events, not caught with `page.route`: routing
 * every request turns the browser's HTTP cache off, so each page of the sweep fetched and compiled
 * the site's scripts again (13% of the sweep's time here).
 */
function watchHealth(page: Page, baseURL: string | undefined, current: () => PageHealth): void {
  const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') current().consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => current().pageErrors.push(String(error)));
  page.on('request', (request) => {
    const url = request.url();
    if (!(url.startsWith(origin) || url.startsWith('data:') || url.startsWith('blob:'))) current().offsiteRequests.push(url);
  });
}

const emptyHealth = (): PageHealth => ({consoleErrors: [], pageErrors: [], offsiteRequests: []});

export const test = base.extend<{health: PageHealth}>({
  health: async ({page, baseURL}, use) => {
    const health = emptyHealth();
    watchHealth(page, baseURL, () => health);
    await use(health);
  },
});

/**
 * For tests that each load one page and judge it, many times over (the page sweep): one tab per
 * worker, kept from test to test, instead of a new browser context for every test. A new context
 * starts with an empty cache, so each page parsed and compiled the site's scripts and axe from
 * scratch; in a kept tab the browser reuses its compiled code, which halved the sweep's processor
 * time here (25 pages: 72 s of CPU in fresh contexts, 35 s in one). Each page is still a full
 * load of its server-rendered HTML and its own hydration; nothing but the browser's caches is
 * carried over (the sweep clicks nothing and stores nothing).
 *
 * `pageHealth` is per test: it starts empty, and the tab is sent to about:blank when the test
 * ends, so nothing a page does late (a timer, an error while it unloads) is counted against the
 * next one. A test that fails ends its worker, so the next test starts in a new context.
 */
export const sharedPageTest = base.extend<{sharedPage: Page; pageHealth: PageHealth}, {workerPage: {page: Page; health: {now: PageHealth}}}>({
  workerPage: [
    async ({browser}, use, workerInfo) => {
      const options = workerInfo.project.use;
      const context = await browser.newContext({
        baseURL: options.baseURL,
        viewport: options.viewport,
        userAgent: options.userAgent,
        deviceScaleFactor: options.deviceScaleFactor,
        isMobile: options.isMobile,
        hasTouch: options.hasTouch,
        colorScheme: options.colorScheme,
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      const health = {now: emptyHealth()};
      watchHealth(page, options.baseURL, () => health.now);
      await use({page, health});
      await context.close();
    },
    {scope: 'worker'},
  ],
  sharedPage: async ({workerPage}, use) => {
    await use(workerPage.page);
  },
  pageHealth: async ({workerPage}, use) => {
    workerPage.health.now = emptyHealth();
    await use(workerPage.health.now);
    await workerPage.page.goto('about:blank');
  },
});

export {expect};

/**
 * Resolves when React has hydrated the page (Docusaurus sets this attribute). The bound is a hang's,
 * not a timing: the heaviest page (`/cli/account`, 3,600 elements) took more than the default 10 s to
 * hydrate while the other worker loaded the same page on a busy two-core machine (ci23).
 */
export async function waitForHydration(page: Page): Promise<void> {
  // Checked in the page at each frame: an assertion's retries (100, 250, 500, 1000 ms apart) came
  // back up to half a second after the page had hydrated, on every one of the suite's ~700 loads.
  await page
    .waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', null, {timeout: 30_000})
    .catch((error: Error) => {
      throw new Error(`The page did not hydrate within 30 s (no data-has-hydrated="true" on <html>): ${page.url()}\n${error.message}`);
    });
}

/**
 * Resolves when the page's fonts are ready and every image that has started loading has finished
 * (loaded or failed); images still waiting for the reader to scroll near them do not count.
 * Waiting for "network idle" instead stalled the sweep on a slow machine: one request that kept
 * the network busy failed a page whose content was all there.
 */
export async function waitForImagesAndFonts(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          Array.from(document.images)
            .filter((image) => !image.complete && !(image.loading === 'lazy' && image.getBoundingClientRect().top > innerHeight))
            .map((image) => image.currentSrc || image.src),
        ),
      {message: 'images still loading'},
    )
    .toEqual([]);
}

/**
 * Lays out sections that the page would lay out only near the screen (the
 * celocli command sections), so checks that read layout or colours, like
 * axe's, judge every element and not an empty stand-in.
 */
export async function layOutWholePage(page: Page): Promise<void> {
  await page.evaluate(async (attribute) => {
    document.documentElement.setAttribute(attribute, '');
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  }, RENDER_ALL_ATTRIBUTE);
}

/**
 * Brings every live playground of the page near the screen, so it loads, and waits until each
 * result frame has answered (or failed to): a check of the page then covers the frames too.
 * Sections laid out on demand change height as they render, so a placeholder is scrolled to
 * again until it has loaded.
 */
export async function loadPlaygrounds(page: Page): Promise<void> {
  const waiting = page.locator('[data-live-code="waiting"]');
  const playgrounds = await waiting.count();
  await expect(async () => {
    if ((await waiting.count()) > 0) await waiting.first().scrollIntoViewIfNeeded();
    await expect(waiting).toHaveCount(0, {timeout: 1000});
  }).toPass();
  // Each loaded playground shows its code until its chunk has loaded, then its result frame.
  const previews = page.locator('[data-frame-state]');
  await expect(previews).toHaveCount(playgrounds);
  for (let index = 0; index < playgrounds; index += 1) {
    await expect(previews.nth(index)).not.toHaveAttribute('data-frame-state', 'loading', {timeout: 25_000});
  }
}
