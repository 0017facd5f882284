import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './support/fixtures';
import {RENDER_ALL_ATTRIBUTE} from '../../src/features/on-demand-layout/renderAll';

// celocli pages lay out each command only near the screen, and the whole page
// before any jump (src/features/on-demand-layout/README.md). These tests check
// both halves: the saving is real, and no jump lands anywhere but on its target.
const LONG = '/cli/account';
const SECTIONS = '.cli-command';

/** How many section headings the browser has laid out (skipped ones report not visible). */
function laidOutSections(page: Page): Promise<{laidOut: number; total: number}> {
  return page.evaluate(() => {
    const headings = Array.from(document.querySelectorAll('.cli-command > h3'));
    return {
      laidOut: headings.filter((h) => h.checkVisibility({contentVisibilityAuto: true})).length,
      total: headings.length,
    };
  });
}

/**
 * Top of an element relative to the viewport, once it has stopped moving: after the fonts have
 * loaded (they change line heights), the same top in several frames in a row. The browser lays the
 * page out again for each frame, so a section above still being laid out, or a scroll still being
 * restored, would move it between them.
 */
async function settledTop(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate(async (el) => {
    await document.fonts.ready;
    return new Promise<number>((resolve) => {
      let last = Number.NaN;
      let steady = 0;
      const frame = () => {
        const top = Math.round(el.getBoundingClientRect().top);
        steady = top === last ? steady + 1 : 0;
        last = top;
        if (steady >= 5) resolve(top);
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
  });
}

test('a plain visit lays out only the commands near the screen', async ({page}) => {
  await page.goto(LONG);
  await waitForHydration(page);
  await expect(page.locator('html')).not.toHaveAttribute(RENDER_ALL_ATTRIBUTE);
  const {laidOut, total} = await laidOutSections(page);
  expect(total).toBeGreaterThan(20);
  expect(laidOut).toBeLessThan(5);
  // Scrolling to a command lays it out.
  const far = page.locator('#account-show-metadata');
  await far.scrollIntoViewIfNeeded();
  await expect.poll(() => far.evaluate((h) => h.checkVisibility({contentVisibilityAuto: true}))).toBe(true);
});

test('a page opened at an anchor lays out everything and keeps the heading at the top', async ({page}) => {
  await page.goto(`${LONG}#account-show-metadata`);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute(RENDER_ALL_ATTRIBUTE);
  expect((await laidOutSections(page)).laidOut).toBe((await laidOutSections(page)).total);
  const top = await settledTop(page, '#account-show-metadata');
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(120);
});

test('a table-of-contents link to a command in the middle lands on it and stays', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto(LONG);
  await waitForHydration(page);
  await page.locator('.table-of-contents a[href="#account-register"]').click();
  await expect(page).toHaveURL(/#account-register$/);
  const top = await settledTop(page, '#account-register');
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(120);
});

test('a link to a command on another page lands on it', async ({page}) => {
  await page.goto('/cli');
  await waitForHydration(page);
  // Client-side navigation to an anchor near the end of a long topic page.
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/cli/account#account-unlock';
    link.textContent = 'account:unlock';
    link.id = 'test-link';
    document.querySelector('article')?.prepend(link);
  });
  await page.locator('#test-link').click();
  await expect(page).toHaveURL(/\/cli\/account#account-unlock$/);
  const top = await settledTop(page, '#account-unlock');
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(120);
});

test('an anchor set by a script or typed into the address bar lands on its heading', async ({page}) => {
  await page.goto(LONG);
  await waitForHydration(page);
  await page.evaluate(() => (window.location.hash = '#account-unlock'));
  await expect(page.locator('html')).toHaveAttribute(RENDER_ALL_ATTRIBUTE);
  const top = await settledTop(page, '#account-unlock');
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(120);
});

test('Back to a long page lays it all out before the browser restores the position', async ({page}) => {
  await page.goto(LONG);
  await waitForHydration(page);
  // A client-side link away (the router, not a page load), then Back.
  await page.locator('.theme-doc-markdown a[href="/cli"]').first().click();
  await expect(page).toHaveURL(/\/cli$/);
  await expect(page.locator('html')).not.toHaveAttribute(RENDER_ALL_ATTRIBUTE);
  await page.goBack();
  await expect(page).toHaveURL(/\/cli\/account$/);
  await expect(page.locator('html')).toHaveAttribute(RENDER_ALL_ATTRIBUTE);
  const {laidOut, total} = await laidOutSections(page);
  expect(laidOut).toBe(total);
});

test('a reload comes back to the same command', async ({page}) => {
  await page.goto(LONG);
  await waitForHydration(page);
  // Read down the page with the wheel: each section passed is laid out and
  // keeps its real height, so the position the browser keeps is a real one.
  const target = page.locator('#account-set-name');
  for (let i = 0; i < 200 && (await target.evaluate((h) => h.getBoundingClientRect().top)) > 100; i++) {
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 400);
    // Each turn of the wheel has scrolled before the next one.
    await page.waitForFunction((y) => window.scrollY > y, before);
  }
  const before = await settledTop(page, '#account-set-name');
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute(RENDER_ALL_ATTRIBUTE);
  const after = await settledTop(page, '#account-set-name');
  expect(Math.abs(after - before)).toBeLessThan(8);
});

test('each command section is as tall laid out on demand as laid out with the rest', async ({page}) => {
  await page.setViewportSize({width: 412, height: 823});
  await page.goto(LONG);
  await waitForHydration(page);
  // Bring every section near the screen once, so each is laid out on demand.
  const onDemand = await page.evaluate(async (selector) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const heights: number[] = [];
    for (const section of Array.from(document.querySelectorAll(selector))) {
      section.scrollIntoView();
      await frame();
      heights.push(Math.round(section.getBoundingClientRect().height));
    }
    return heights;
  }, SECTIONS);
  const atOnce = await page.evaluate(
    async ([attribute, selector]) => {
      document.documentElement.setAttribute(attribute, '');
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return Array.from(document.querySelectorAll(selector), (s) => Math.round(s.getBoundingClientRect().height));
    },
    [RENDER_ALL_ATTRIBUTE, SECTIONS] as const,
  );
  expect(onDemand.length).toBeGreaterThan(20);
  expect(onDemand).toEqual(atOnce);
});

test('a long hand-written page is laid out whole, with no section skipped (README, "Why hand-written pages are not split")', async ({page}) => {
  await page.goto('/developer/fee-abstraction');
  await waitForHydration(page);
  const skipped = await page.evaluate(() =>
    Array.from(document.querySelectorAll('article *')).filter((el) => getComputedStyle(el).contentVisibility !== 'visible').length,
  );
  expect(await page.locator('article h2').count()).toBeGreaterThan(5);
  expect(skipped).toBe(0);
});
