import {sharedPageTest as test, expect} from './support/fixtures';

// The sweep's kept tab (support/fixtures.ts, sharedPageTest) must record what a page does wrong
// as the per-test `health` fixture does, and start each test with nothing recorded.
test.describe.configure({mode: 'serial'});

test('the kept tab records console errors, uncaught exceptions and off-site requests', async ({sharedPage: page, pageHealth: health}) => {
  await page.goto('/');
  await page.evaluate(() => {
    console.error('planted console error');
    setTimeout(() => {
      throw new Error('planted exception');
    }, 0);
  });
  await expect.poll(() => health.pageErrors.length).toBe(1);
  expect(health.consoleErrors).toContain('planted console error');
  expect(health.pageErrors[0]).toContain('planted exception');
  // The site's Content-Security-Policy stops its pages' off-site requests before they leave, so
  // the request is planted in a blank page, which has none.
  await page.goto('about:blank');
  await page.setContent('<img src="https://example.com/planted.png" alt="">');
  await expect.poll(() => health.offsiteRequests).toEqual(['https://example.com/planted.png']);
});

test('the next test in the kept tab starts with nothing recorded and a blank tab', async ({sharedPage: page, pageHealth: health}) => {
  expect(page.url()).toBe('about:blank');
  expect(health).toEqual({consoleErrors: [], pageErrors: [], offsiteRequests: []});
});
