import {axe, WCAG_TAGS} from './support/axe';
import {test, expect, waitForHydration} from './support/fixtures';

// The axe checks every other browser test relies on (support/axe.ts) find what they are meant to:
// planted faults, in the page and in a frame, within the part of the page each check covers.

const ruleIds = (results: Awaited<ReturnType<ReturnType<typeof axe>['analyze']>>) => results.violations.map((violation) => violation.id).sort();

test('a check of a page without frames finds planted faults where it looks, and only there', async ({page}) => {
  await page.goto('/network');
  await waitForHydration(page);
  await page.locator('main article').evaluate((article) => {
    const planted = document.createElement('div');
    planted.id = 'planted';
    // Grey on grey, and a button with no name.
    planted.innerHTML = '<p style="color:#777;background:#888">Words a reader cannot make out</p><button type="button"></button>';
    article.append(planted);
  });
  expect(page.frames()).toHaveLength(1);

  expect(ruleIds(await axe(page).withTags(WCAG_TAGS).analyze())).toEqual(['button-name', 'color-contrast']);
  // A second check of the same document (axe is already in it).
  expect(ruleIds(await axe(page).include('#planted').withTags(WCAG_TAGS).disableRules(['button-name']).analyze())).toEqual(['color-contrast']);
  expect(ruleIds(await axe(page).withTags(WCAG_TAGS).exclude('#planted').analyze())).toEqual([]);
  expect(ruleIds(await axe(page).withTags(WCAG_TAGS).include('.navbar').analyze())).toEqual([]);
});

test('a check of a page with a frame finds a fault inside the frame', async ({page}) => {
  await page.goto('/network');
  await waitForHydration(page);
  await page.locator('main article').evaluate(
    (article) =>
      new Promise<void>((resolve) => {
        const frame = document.createElement('iframe');
        frame.title = 'Planted frame';
        frame.srcdoc = '<!doctype html><html lang="en"><title>Planted</title><main><button type="button"></button></main></html>';
        frame.addEventListener('load', () => resolve());
        article.append(frame);
      }),
  );
  expect(page.frames()).toHaveLength(2);
  expect(ruleIds(await axe(page).withTags(WCAG_TAGS).analyze())).toEqual(['button-name']);
});
