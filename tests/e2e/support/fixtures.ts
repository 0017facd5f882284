import {test as base, expect, type Page, type ConsoleMessage} from '@playwright/test';
import {RENDER_ALL_ATTRIBUTE} from '../../../src/plugins/anchor-layout/renderAll';

/**
 * Every browser test gets a page that records console errors and uncaught
 * exceptions in `health`; tests expect `health.pageErrors` and
 * `health.consoleErrors` to be empty where a clean page matters.
 * Requests to any host other than the local server are aborted and recorded:
 * the default build must never need the network.
 */
export interface PageHealth {
  consoleErrors: string[];
  pageErrors: string[];
  offsiteRequests: string[];
}

export const test = base.extend<{health: PageHealth}>({
  health: async ({page, baseURL}, use) => {
    const health: PageHealth = {consoleErrors: [], pageErrors: [], offsiteRequests: []};
    const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error') health.consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => health.pageErrors.push(String(error)));
    await page.route('**/*', async (route) => {
      const url = route.request().url();
      if (url.startsWith(origin) || url.startsWith('data:') || url.startsWith('blob:')) {
        await route.fallback();
      } else {
        health.offsiteRequests.push(url);
        await route.abort('blockedbyclient');
      }
    });
    await use(health);
  },
});

export {expect};

/** Resolves when React has hydrated the page (Docusaurus sets this attribute). */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
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
