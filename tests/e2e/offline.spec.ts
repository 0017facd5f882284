/**
 * The connection drops after a page has loaded (a train, a tunnel): the parts
 * whose code loads on first use say so, never throw, and work again once the
 * connection is back, without a reload.
 */
import {networks} from '../../src/data/networks';
import type {Page, Route} from '@playwright/test';
import {test, expect, waitForHydration} from './support/fixtures';

const HIGHLIGHTER_CHUNK = '**/assets/js/code-highlighter.*.js';

/** Makes the code highlighter's chunk fail as it would offline; returns what lets it load again. */
async function blockHighlighter(page: Page): Promise<() => Promise<void>> {
  const fail = (route: Route) => route.abort('internetdisconnected');
  await page.route(HIGHLIGHTER_CHUNK, fail);
  return () => page.unroute(HIGHLIGHTER_CHUNK, fail);
}

test('search opened offline says it cannot load, and opens when the connection returns', async ({page, context, health}) => {
  await page.goto('/network');
  await waitForHydration(page);
  await context.setOffline(true);
  await page.locator('body').click({position: {x: 5, y: 300}});
  await page.keyboard.press('/');

  const notice = page.getByRole('alert').filter({hasText: 'Unable to fetch results'});
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('You might want to check your network connection.');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  // Retry while still offline: the same notice, no modal, no error.
  await notice.getByRole('button', {name: 'Retry'}).click();
  await expect(notice).toBeVisible();

  await context.setOffline(false);
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  await expect(notice).toHaveCount(0);
  await page.getByPlaceholder('Search docs').fill('faucet');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect(health.pageErrors).toEqual([]);
});

test('the wallet button offline says why and offers the manual values; back online it tries again', async ({page, context, health}) => {
  await page.goto('/network/mainnet');
  await waitForHydration(page);
  await context.setOffline(true);
  const button = page.getByRole('button', {name: `Add ${networks.mainnet.name} to your wallet`});
  await button.click();
  await expect(page.getByText('The wallet connection could not be loaded. Check your network connection')).toBeVisible();
  await expect(button).toBeEnabled();

  // The failed load is not remembered: online, the next click loads the code and looks for a wallet
  // (none is installed in the test browser).
  await context.setOffline(false);
  await button.click();
  await expect(page.getByText('No browser wallet was found.')).toBeVisible();
  expect(health.pageErrors).toEqual([]);
});

test('code blocks whose highlighter cannot load show their plain code with a note, and highlight once it can', async ({page, health}) => {
  // The highlighter chunk fails to load, as it would offline before it was ever fetched.
  const unblockHighlighter = await blockHighlighter(page);
  await page.goto('/');
  await waitForHydration(page);
  // Client-side, to a page with code blocks: they render with React, so they need the chunk.
  await page.getByRole('link', {name: 'Start building'}).first().click();
  await expect(page).toHaveURL(/\/build\/quickstart$/);
  const notice = page.locator('.code-load-notice').first();
  await expect(notice).toHaveText(/Highlighting and the copy button could not load/);
  await expect(page.locator('pre.prism-code code').first()).not.toBeEmpty();

  await unblockHighlighter();
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.locator('.code-load-notice')).toHaveCount(0);
  await expect(page.locator('pre.prism-code .token').first()).toBeVisible();
  expect(health.pageErrors).toEqual([]);
});

test('a code block whose copy button cannot load says so when the reader reaches for it, and gets it back online', async ({page, health}) => {
  const unblockHighlighter = await blockHighlighter(page);
  // A full load: the blocks keep their server HTML (already highlighted) until the reader reaches for one.
  await page.goto('/cli/account');
  await waitForHydration(page);
  const block = page.locator('.deferred-hydration').filter({has: page.locator('pre.prism-code')}).first();
  await block.scrollIntoViewIfNeeded();
  // Passing over it asks for nothing: no notice.
  await block.hover();
  await expect(page.locator('.code-load-notice')).toHaveCount(0);
  await block.locator('pre').click();
  const notice = page.locator('.code-load-notice');
  await expect(notice).toHaveCount(1);
  await expect(notice).toHaveText('The copy button could not load: it needs a connection. It appears when you are back online.');
  await expect(block.locator('pre.prism-code .token').first()).toBeVisible();

  await unblockHighlighter();
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(notice).toHaveCount(0);
  await block.hover();
  await expect(page.locator('.theme-code-block').first().getByRole('button', {name: /copy code/i})).toBeAttached();
  expect(health.pageErrors).toEqual([]);
});
