import {test, expect, waitForHydration} from './support/fixtures';

// Code blocks keep their server HTML through hydration and render with React
// when the page is idle (src/components/DeferredHydration). These tests check
// what a reader would notice if that went wrong.
const CODE_HEAVY = '/cli/account';

test('every code block is rendered by React after a full load, in the reader\'s colour mode', async ({page, health}) => {
  // The server renders the default (dark) Prism theme; a light-mode reader must end up with the light one.
  await page.addInitScript(() => window.localStorage.setItem('theme', 'light'));
  await page.goto(CODE_HEAVY);
  await waitForHydration(page);
  const blocks = page.locator('pre.prism-code');
  const count = await blocks.count();
  expect(count).toBeGreaterThan(20);
  await expect
    .poll(() => blocks.evaluateAll((pres) => pres.filter((pre) => getComputedStyle(pre).backgroundColor === 'rgb(246, 248, 250)').length), {timeout: 15_000})
    .toBe(count);
  expect(health.pageErrors).toEqual([]);
  expect(health.consoleErrors).toEqual([]);
});

test('in the default colour mode a code block renders only when the reader reaches for it', async ({page}) => {
  await page.goto(CODE_HEAVY);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
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
  const code = (await block.locator('code').innerText()).trim();
  await block.hover();
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
