import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '../e2e/support/fixtures';

// Fault injection, which only the test build has (CELO_TEST_HOOKS=1 in scripts/build-services.sh,
// src/plugins/test-hooks); tests/e2e/special-pages.spec.ts checks the production build has none.

test('the test build carries the fault hook (so the production check can fail)', () => {
  const scripts = path.join(__dirname, '../../build-services/assets/js');
  const withHook = fs.readdirSync(scripts).filter((name) => name.endsWith('.js') && fs.readFileSync(path.join(scripts, name), 'utf8').includes('__CELO_FAULT__'));
  expect(withHook.length).toBeGreaterThan(0);
});

test.describe('crash page', () => {
  test('a render error shows "This page crashed." with Try again, titled Page Error, and the shell keeps working', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      window.__CELO_FAULT__ = 'render';
    });
    await page.goto('/community/writing-pages');
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
    await expect(page.getByText('Injected render fault (browser test)')).toBeVisible();
    await expect(page).toHaveTitle(/Page Error/);
    const tryAgain = page.getByRole('button', {name: 'Try again'});
    await expect(tryAgain).toBeVisible();
    // Clear the fault: "Try again" renders the page normally.
    await page.evaluate(() => {
      delete window.__CELO_FAULT__;
    });
    await tryAgain.click();
    await expect(page.getByRole('heading', {level: 1, name: 'Writing a docs page'})).toBeVisible();
    // And the navbar still navigates.
    await page.getByRole('navigation', {name: /main/i}).getByRole('link', {name: 'Build'}).click();
    await expect(page).toHaveURL(/\/build$/);
  });
});
