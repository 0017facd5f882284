/**
 * A new deployment under a reader's open tabs: build A (build/) is served and its worker takes
 * control; then the same address serves build B (build-services/, a real second build of the
 * site). The reader's next navigation shows B, B's worker takes over within seconds and deletes
 * A's caches, and no page ever runs scripts of both builds: each page's scripts all come from the
 * build whose HTML it is, including a tab that was open on A all along.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {BrowserContext, Page} from '@playwright/test';
import {test, expect, waitForHydration} from '../e2e/support/fixtures';

test.use({serviceWorkers: 'allow'});

const PORT = Number(process.env.E2E_PORT ?? 4173) + 2;
const ORIGIN = `http://127.0.0.1:${PORT}`;

async function serve(dir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--dir', dir, '--port', String(PORT)], {stdio: ['ignore', 'pipe', 'inherit']});
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Serving') && resolve());
    server.on('exit', (code) => reject(new Error(`serve.mjs ${dir} exited with ${code}`)));
  });
  return server;
}

async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

/** The build id a build's worker carries (src/plugins/offline). */
const buildIdOf = (dir: string) => /"build":"([0-9a-f]+)"/.exec(fs.readFileSync(path.join(dir, 'sw.js'), 'utf8'))![1];

/** The hashed script files of a build. */
const scriptsOf = (dir: string) => new Set(fs.readdirSync(path.join(dir, 'assets/js')).map((name) => `/assets/js/${name}`));

/** The page's entry script ('' while a navigation has not yet parsed it) and every script it has loaded so far. */
async function loadedScripts(page: Page): Promise<{main: string; all: string[]}> {
  return page.evaluate(() => ({
    main: ((src) => (src ? new URL(src).pathname : ''))(document.querySelector<HTMLScriptElement>('script[src*="/main."]')?.src),
    all: performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.startsWith('/assets/js/')),
  }));
}

/** A second tab with the fixture's rule: only this test's server, nothing off-site. */
async function openTab(context: BrowserContext): Promise<Page> {
  const tab = await context.newPage();
  await tab.route('**/*', (route) => (route.request().url().startsWith(ORIGIN) ? route.fallback() : route.abort('blockedbyclient')));
  return tab;
}

/** The names of the build caches the worker keeps (shell, pages, assets), sorted. */
const buildCaches = (page: Page) =>
  page.evaluate(async () => (await caches.keys()).filter((name) => /^celo-(shell|pages|assets)-/.test(name)).sort());

/** Opens /network of the build being served, and waits until that build's worker controls the page. */
async function openUnderWorker(page: Page): Promise<void> {
  await page.goto(`${ORIGIN}/network`);
  await waitForHydration(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The reader's one navigation after the deploy, back to the page they had open: it must be build B's, whole. */
async function expectWholeBuildAfterReturning(page: Page, b: Set<string>): Promise<void> {
  await page.goto(`${ORIGIN}/network`);
  await waitForHydration(page);
  const next = await loadedScripts(page);
  expect(b.has(next.main)).toBe(true);
  expect(next.all.filter((file) => !b.has(file))).toEqual([]);
}

test('a deploy reaches an open tab at its next navigation, and no page mixes two builds', async ({page, context, health}) => {
  test.setTimeout(150_000);
  const a = scriptsOf('build');
  const b = scriptsOf('build-services');
  const [buildA, buildB] = [buildIdOf('build'), buildIdOf('build-services')];
  // The fixture lets only the test's own server through; this test's server is another port.
  await page.route(`${ORIGIN}/**`, (route) => route.continue());
  let server = await serve('build');
  try {
    await openUnderWorker(page);
    expect(a.has((await loadedScripts(page)).main)).toBe(true);
    // A keeps the page it opened on, so a worker that served kept copies first would show A again.
    await expect
      .poll(() => page.evaluate(async (key) => Boolean(await caches.match(key)), `${ORIGIN}/network`))
      .toBe(true);
    // A second tab stays open on A across the deploy, without navigating.
    const other = await openTab(context);
    await other.goto(`${ORIGIN}/developer/viem`);
    await waitForHydration(other);
    expect(a.has((await loadedScripts(other)).main)).toBe(true);

    // Deploy B at the same address.
    await stop(server);
    server = await serve('build-services');

    // One navigation: the reader comes back to the page they had open. It is B's, whole.
    await expectWholeBuildAfterReturning(page, b);

    // B's worker takes over within seconds, with nothing more from the reader, and deletes A's caches.
    await expect
      .poll(() => buildCaches(page), {timeout: 60_000, message: `B's worker did not take over: caches`})
      .toEqual(expect.not.arrayContaining([expect.stringMatching(new RegExp(`-${buildA}$`))]));
    expect((await buildCaches(page)).filter((name) => name.startsWith('celo-shell-'))).toEqual([`celo-shell-${buildB}`]);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();

    // The tab that stayed on A: its next navigation, a click, is a whole page of B.
    await other.locator('nav.menu a[href="/network"]').first().click();
    await expect(other).toHaveURL(`${ORIGIN}/network`);
    await expect.poll(async () => b.has((await loadedScripts(other)).main)).toBe(true);
    await waitForHydration(other);
    expect((await loadedScripts(other)).all.filter((file) => !b.has(file))).toEqual([]);

    // And the first tab keeps navigating within B.
    await page.locator('nav.menu a[href="/developer/viem"]').first().click();
    await expect(page).toHaveURL(`${ORIGIN}/developer/viem`);
    await waitForHydration(page);
    expect((await loadedScripts(page)).all.filter((file) => !b.has(file))).toEqual([]);
    expect(health.pageErrors).toEqual([]);
  } finally {
    await stop(server);
  }
});
