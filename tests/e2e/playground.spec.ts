import type {Page} from '@playwright/test';
import {test, expect, loadPlaygrounds, waitForHydration} from './support/fixtures';

// The live playgrounds (src/plugins/live-playground): the editor is in the page, the reader's
// code compiles and renders in a sandboxed frame with its own policy, and the page's policy has
// neither 'unsafe-inline' nor 'unsafe-eval'. Chromium reports every CSP violation, in the page or
// in the frame, as a console error, which the fixture records.

const PAGE = '/community/writing-pages';

async function openPlayground(page: Page) {
  await page.goto(PAGE);
  await waitForHydration(page);
  // A playground loads when it comes near the screen (src/theme/LiveCodeBlock).
  await loadPlaygrounds(page);
  const preview = page.locator('[data-frame-state]').first();
  const editor = page.locator('[contenteditable]').first();
  const result = page.frameLocator('iframe[title="Result of the live code"]').first();
  return {preview, editor, result};
}

/** Replaces the editor's code the way a reader does: select all, delete, type. */
async function typeCode(page: Page, editor: ReturnType<Page['locator']>, code: string) {
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(code);
}

test('the result renders in the frame, follows edits and shows a syntax error, with no CSP violation', async ({page, health}) => {
  const {preview, editor, result} = await openPlayground(page);
  await expect(preview).toHaveAttribute('data-frame-state', 'ready');
  await expect(result.getByText('1500000000000000000 wei is')).toBeVisible();
  await expect(result.getByText('1.5 CELO')).toBeVisible();
  // The frame is sized to its content: a few lines of text, not a fixed box.
  const frameHeight = () => page.locator('iframe[title="Result of the live code"]').first().evaluate((frame) => frame.getBoundingClientRect().height);
  await expect.poll(frameHeight).toBeGreaterThan(10);

  await typeCode(page, editor, '<ul><li>one</li><li>two</li><li>three</li><li>four</li></ul>');
  await expect(result.getByText('four')).toBeVisible();
  // The frame reports its new height after it renders (a message to the page): wait for it.
  await expect.poll(frameHeight).toBeGreaterThan(60);

  await typeCode(page, editor, '<p>unclosed');
  await expect(result.getByRole('alert')).toContainText(/SyntaxError|Unexpected|Unterminated/);

  await page.getByRole('button', {name: 'Reset code to original'}).click();
  await expect(result.getByText('1.5 CELO')).toBeVisible();

  expect(health.consoleErrors, 'console errors (CSP violations included)').toEqual([]);
  expect(health.pageErrors).toEqual([]);
  expect(health.offsiteRequests).toEqual([]);
});

test('the page policy allows no inline code or eval; the sandboxed frame has no access to the page', async ({page}) => {
  const response = await page.goto(PAGE);
  const scriptSrc = response!.headers()['content-security-policy']!.split('; ').find((d) => d.startsWith('script-src '))!;
  expect(scriptSrc).toMatch(/^script-src 'self' 'strict-dynamic'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
  const {preview, result} = await openPlayground(page);
  await expect(preview).toHaveAttribute('data-frame-state', 'ready');
  const frame = page.frames().find((candidate) => candidate.url().includes('/playground/frame'))!;
  expect(await frame.evaluate(() => self.origin)).toBe('null');
  expect(
    await frame.evaluate(() => {
      try {
        return String(window.parent.document.title);
      } catch (error) {
        return String(error);
      }
    }),
  ).toMatch(/SecurityError|Blocked a frame/);
  await expect(result.getByText('1.5 CELO')).toBeVisible();
});

test('the frame has no WebRTC, which its policy cannot block, neither for scripts nor for the reader\'s code (issue 40)', async ({page, health}) => {
  const {preview, editor, result} = await openPlayground(page);
  await expect(preview).toHaveAttribute('data-frame-state', 'ready');
  const frame = page.frames().find((candidate) => candidate.url().includes('/playground/frame'))!;
  expect(await frame.evaluate(() => typeof RTCPeerConnection)).toBe('undefined');
  expect(
    await frame.evaluate(() =>
      ['RTCPeerConnection', 'webkitRTCPeerConnection', 'RTCDataChannel', 'RTCIceCandidate', 'RTCSessionDescription'].filter((name) => name in window),
    ),
  ).toEqual([]);
  await typeCode(page, editor, "<p>{'WebRTC: ' + typeof RTCPeerConnection}</p>");
  await expect(result.getByText('WebRTC: undefined')).toBeVisible();
  expect(health.pageErrors).toEqual([]);
});

test('a CSP violation in the page or in the frame is a recorded console error (the sweep would fail)', async ({page, health}) => {
  const {preview, editor, result} = await openPlayground(page);
  await expect(preview).toHaveAttribute('data-frame-state', 'ready');
  // In the page: injected markup's inline code is refused. (A script that the page's own scripts
  // create is trusted under 'strict-dynamic', inline or not: that is how the script loader works.)
  await page.evaluate(() => {
    const button = document.createElement('button');
    button.setAttribute('onclick', 'window.injected = true');
    document.body.append(button);
    button.click();
    button.remove();
  });
  await expect.poll(() => health.consoleErrors.filter((text) => /Content Security Policy/.test(text)).length).toBe(1);
  expect(await page.evaluate(() => (window as unknown as {injected?: boolean}).injected)).toBeUndefined();
  // In the frame: the reader's code may not fetch, even from the site.
  await typeCode(page, editor, "<p>{String(fetch('/').catch(() => null) && 'fetched')}</p>");
  await expect(result.getByText('fetched')).toBeVisible();
  await expect.poll(() => health.consoleErrors.filter((text) => /Content Security Policy/.test(text)).length).toBeGreaterThanOrEqual(2);
  expect(health.consoleErrors.some((text) => /connect-src|default-src 'none'/.test(text))).toBe(true);
});

test('offline, the playground says the result needs a connection; the editor works; Retry loads it', async ({page, health}) => {
  let offline = true;
  await page.route('**/playground/**', (route) => (offline ? route.abort('internetdisconnected') : route.fallback()));
  const {preview, editor} = await openPlayground(page);
  await expect(preview).toHaveAttribute('data-frame-state', 'failed');
  await expect(page.getByRole('status').filter({hasText: 'needs a connection'})).toBeVisible();
  await typeCode(page, editor, '<p>Written offline</p>');
  await expect(editor).toContainText('Written offline');
  offline = false;
  await page.getByRole('button', {name: 'Retry'}).click();
  await expect(preview).toHaveAttribute('data-frame-state', 'ready');
  await expect(page.frameLocator('iframe[title="Result of the live code"]').first().getByText('Written offline')).toBeVisible();
  // The failed frame load is the browser's message, not the site's.
  expect(health.consoleErrors.filter((text) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(text))).toEqual([]);
  expect(health.pageErrors).toEqual([]);
});
