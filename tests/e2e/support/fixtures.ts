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
