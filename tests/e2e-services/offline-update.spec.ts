/**
 * A new deployment under a reader's open tab: build A (build/) is served and its worker takes
 * control; then the same address serves build B (build-services/, a real second build of the
 * site). The new worker is picked up on the next navigation, and no page ever runs scripts of
 * both builds: each page's scripts all come from the build whose HTML it is.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
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

/** The page's entry script and every script it has loaded so far. */
async function loadedScripts(page: Page): Promise<{main: string; all: string[]}> {
  return page.evaluate(() => ({
    main: new URL(document.querySelector<HTMLScriptElement>('script[src*="/main."]')!.src).pathname,
    all: performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.startsWith('/assets/js/')),
  }));
}

test('a new build is picked up on the next navigation, and no page mixes two builds', async ({page, health}) => {
  test.setTimeout(480_000);
  const a = scriptsOf('build');
  const b = scriptsOf('build-services');
  // The fixture lets only the test's own server through; this test's server is another port.
  await page.route(`${ORIGIN}/**`, (route) => route.continue());
  let server = await serve('build');
  try {
    await page.goto(`${ORIGIN}/network`);
    await waitForHydration(page);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const first = await loadedScripts(page);
    expect(a.has(first.main)).toBe(true);

    // Deploy B at the same address.
    await stop(server);
    server = await serve('build-services');

    // A full load asks for the worker script: B's worker installs and takes control. The page
    // itself may still be A's (kept), but then it is all A's.
    await page.goto(`${ORIGIN}/developer/viem`);
    await waitForHydration(page);
    const during = await loadedScripts(page);
    const duringBuild = a.has(during.main) ? a : b;
    expect(during.all.filter((file) => !duringBuild.has(file))).toEqual([]);
    // B's worker precaches its shell, takes over and deletes A's caches. The navigation asked for
    // the worker script; each poll asks again, as a browser does on later navigations, so an
    // install that failed (a request dropped on a loaded machine) is tried again. B calls
    // skipWaiting, but Chromium may still hold it as waiting while it counts A as busy with the
    // open page (seen on a loaded machine: B installed, A idle, no activation for minutes); the
    // reader's next full load releases it, so a poll that finds B waiting twice reloads the page.
    // Chromium activates a waiting worker that called skipWaiting after at most five minutes
    // whatever the old one is doing (its "lame duck" limit), hence the poll's bound.
    let waitingSeen = 0;
    await expect
      .poll(
        async () => {
          const state = await page.evaluate(async () => {
            const registration = await navigator.serviceWorker.getRegistration();
            await registration?.update().catch(() => undefined);
            const kept = (await caches.keys()).filter((name) => /^celo-(shell|pages|assets)-/.test(name)).sort();
            return {waiting: Boolean(registration?.waiting), kept};
          });
          waitingSeen = state.waiting ? waitingSeen + 1 : 0;
          if (waitingSeen >= 2) {
            waitingSeen = 0;
            await page.reload();
            await waitForHydration(page);
          }
          return state.kept;
        },
        {timeout: 330_000, intervals: [1000, 2000, 5000]},
      )
      .toEqual(expect.not.arrayContaining([`celo-shell-${buildIdOf('build')}`]));
    const shells = (await page.evaluate(() => caches.keys())).filter((name) => name.startsWith('celo-shell-'));
    expect(shells).toEqual([`celo-shell-${buildIdOf('build-services')}`]);

    // The next navigation, a click in the page, lands on B: a whole page of B's scripts.
    await page.locator('nav.menu a[href="/network"]').first().click();
    await expect(page).toHaveURL(`${ORIGIN}/network`);
    await waitForHydration(page);
    await expect.poll(async () => b.has((await loadedScripts(page)).main)).toBe(true);
    const after = await loadedScripts(page);
    expect(after.all.filter((file) => !b.has(file))).toEqual([]);
    expect(health.pageErrors).toEqual([]);
  } finally {
    await stop(server);
  }
});
