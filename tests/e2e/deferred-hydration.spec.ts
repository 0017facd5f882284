import {axe, WCAG_TAGS} from './support/axe';
import {test, expect, layOutWholePage, waitForHydration} from './support/fixtures';

// Code blocks keep their server HTML through hydration and render with React
// when the reader reaches for them (src/components/DeferredHydration). These tests check
// what a reader would notice if that went wrong.
const CODE_HEAVY = '/cli/account';

// Token colours are CSS rules per colour mode (src/features/code-blocks): the
// server HTML is right in either mode, with no block rendered again for it.
for (const [mode, background, variable] of [
  ['light', 'rgb(246, 248, 250)', 'rgb(26, 117, 116)'],
  ['dark', 'rgb(40, 42, 54)', 'rgb(189, 147, 249)'],
] as const) {
  test(`a ${mode}-mode reader sees ${mode} code colours before any block renders`, async ({page, health}) => {
    await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
    await page.goto(CODE_HEAVY);
    await waitForHydration(page);
    const blocks = page.locator('pre.prism-code');
    expect(await blocks.count()).toBeGreaterThan(20);
    const colours = await page.evaluate(() => ({
      backgrounds: [...new Set(Array.from(document.querySelectorAll('pre.prism-code'), (pre) => getComputedStyle(pre).backgroundColor))],
      variable: getComputedStyle(document.querySelector('pre.prism-code .token.variable') ?? document.body).color,
      inlineStyledTokens: document.querySelectorAll('pre.prism-code .token[style]').length,
      rendered: document.querySelectorAll('.theme-code-block button').length,
    }));
    expect(colours).toEqual({backgrounds: [background], variable, inlineStyledTokens: 0, rendered: 0});
    expect(health.pageErrors).toEqual([]);
    expect(health.consoleErrors).toEqual([]);
  });
}

// One page a test: each axe run over a code-heavy page is the bulk of a test's work, and on a busy
// machine two of them in one test ran past its time limit.
const AXE_PAGES = [CODE_HEAVY, '/developer/fee-abstraction'];

/**
 * The code-heavy page's own budget. Measured on an idle 2-core machine: hydration 5-7 s, the focus
 * walk over its 101 blocks and tables 6 s, axe over the rendered region (2,800 elements) 18-20 s;
 * with two busy processes beside it, about twice that. `test.slow()` gives it three times the
 * default limit instead of leaving it at the edge of one.
 */
const budgetFor = (path: string) => test.slow(path === CODE_HEAVY, 'a 101-block page: measured budget above');

// Light-mode code as the server sent it (blocks not yet rendered) is judged by the page sweep:
// every page, whole, all WCAG rules, colour contrast among them (sweep.spec.ts).

// The sweep checks pages as the server sent them; these are the same parts once React has rendered
// them (copy and wrap buttons, the tables' React tree), in both colour modes.
for (const mode of ['light', 'dark'] as const) {
  for (const path of AXE_PAGES) {
    test(`code blocks and tables pass axe once React renders them (${mode} mode): ${path}`, async ({page}) => {
      budgetFor(path);
      await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
      await page.goto(path);
      await waitForHydration(page);
      await layOutWholePage(page);
      const blocks = page.locator('.deferred-hydration .theme-code-block');
      expect(await blocks.count()).toBeGreaterThan(0);
      // Focus reaches for each part in turn, as a keyboard reader's Tab would; every part then renders.
      await page.evaluate(async () => {
        for (const part of Array.from(document.querySelectorAll<HTMLElement>('.deferred-hydration pre, .deferred-hydration table'))) {
          part.focus();
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
      });
      await expect.poll(() => page.locator('.deferred-hydration .theme-code-block:not(:has(button))').count()).toBe(0);
      const results = await axe(page).include('.deferred-hydration').withTags(WCAG_TAGS).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
    });
  }
}

test('a code block renders only when the reader reaches for it', async ({page}) => {
  // The test needs the page's scripts (hydration), not every other file: in two whole browser runs of 29
  // Nov something kept this page loading past the test's minute, after the quiet-network wait below was
  // already gone. Waiting for `load` there is not what this test checks.
  await page.goto(CODE_HEAVY, {waitUntil: 'domcontentloaded'});
  await waitForHydration(page);
  // What could render a block unasked runs by now: hydration, then work put off until the page is idle.
  // (A quiet network was waited for here; twice in ~100 runs something kept it busy past the test's
  // minute, as with the sweep in session 11.) Block 5 is checked again after the lazy load that block 2's
  // hover starts.
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
  const blocks = page.locator('.theme-code-block');
  // The copy and wrap buttons exist only once React renders a block.
  await expect(blocks.locator('button')).toHaveCount(0);
  await blocks.nth(2).hover();
  await expect(blocks.nth(2).getByRole('button', {name: /copy code/i})).toBeAttached();
  await expect(blocks.nth(5).locator('button')).toHaveCount(0);
  // The server's highlighting stays in place meanwhile.
  expect(await blocks.nth(5).locator('.token').count()).toBeGreaterThan(0);
});

test('a code block far down the page copies at once after hydration', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(CODE_HEAVY);
  await waitForHydration(page);
  const block = page.locator('.theme-code-block').last();
  await block.hover();
  // The command sections of this page are laid out only near the screen, and
  // innerText of a section not laid out yet is empty: read it once it is.
  await expect.poll(async () => (await block.locator('code').innerText()).trim()).not.toBe('');
  const code = (await block.locator('code').innerText()).trim();
  await block.getByRole('button', {name: /copy code/i}).click();
  await expect(block.getByRole('button', {name: /copied/i})).toBeVisible();
  expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(code);
});

test('code blocks on a page reached by client-side navigation work straight away', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/cli');
  await waitForHydration(page);
  await page.locator('.theme-doc-markdown a[href="/cli/account"]').first().click();
  await expect(page).toHaveURL(/\/cli\/account$/);
  const block = page.locator('.theme-code-block').first();
  await block.hover();
  await block.getByRole('button', {name: /copy code/i}).click();
  await expect(block.getByRole('button', {name: /copied/i})).toBeVisible();
});

test.describe('on a touch screen', () => {
  test.use({hasTouch: true, isMobile: true, viewport: {width: 390, height: 844}});

  test('tapping a code block brings its copy button, which copies', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(CODE_HEAVY);
    await waitForHydration(page);
    const block = page.locator('.theme-code-block').nth(3);
    await block.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await block.locator('code').innerText()).trim()).not.toBe('');
    const code = (await block.locator('code').innerText()).trim();
    await block.locator('code').tap();
    const copy = block.getByRole('button', {name: /copy code/i});
    await expect(copy).toBeAttached();
    await copy.tap();
    await expect(block.getByRole('button', {name: /copied/i})).toBeAttached();
    expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(code);
  });

  test('the first tap on a link in a table navigates client-side', async ({page}) => {
    await page.goto('/cli');
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as {marker: number}).marker = 1));
    const link = page.locator('.theme-doc-markdown table a[href="/cli/account"]').first();
    await link.scrollIntoViewIfNeeded();
    await link.tap();
    await expect(page).toHaveURL(/\/cli\/account$/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as {marker?: number}).marker)).toBe(1);
  });
});
