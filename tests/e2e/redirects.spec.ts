import fs from 'node:fs';
import path from 'node:path';
import {test, expect, waitForHydration} from './support/fixtures';
import {redirectTable} from '../../config/routes/redirectTable';
import locales from '../../config/locales.json';

// Old Celo docs URLs of every era (config/routes/*.txt and the committed
// navigations of config/routes/navigation/) against the production build
// served by scripts/serve.mjs: the server answers 301 from the redirect table
// (config/routes/redirectTable.ts), the browser lands on the page and heading
// that cover the topic, and old anchors of the 2025 pages are rewritten to
// this site's anchors.
const {pages: redirects, server, prefixes} = redirectTable;

const build = path.resolve(__dirname, '../../build');
/** `''` for English, then `/es`, `/pt-BR`: every language is built into build/. */
const languagePrefixes = Object.values(locales.locales).map(({baseUrl}) => baseUrl.replace(/\/$/, ''));

/**
 * Asks the server for each of `targets`, 16 at a time (it answers each on its own), without
 * following redirects, and returns "target: got …" for each answer `wanted` refuses. About 1,800
 * requests: Node's own fetch answers each in about a millisecond, where Playwright's request
 * context (a round trip through its driver) and one `expect` per answer (each recorded as a step)
 * made this test 45 s of the suite. The one `expect` at the end lists every wrong answer.
 */
async function wrongAnswers(
  baseURL: string,
  targets: readonly {path: string; status: number; location?: string}[],
): Promise<string[]> {
  const wrong: string[] = [];
  for (let start = 0; start < targets.length; start += 16) {
    await Promise.all(
      targets.slice(start, start + 16).map(async ({path: target, status, location}) => {
        const response = await fetch(new URL(target, baseURL), {redirect: 'manual'});
        await response.body?.cancel();
        const got = {status: response.status, location: response.headers.get('location') ?? undefined};
        if (got.status !== status || got.location !== location) wrong.push(`${target}: got ${got.status} ${got.location ?? ''}`.trim());
      }),
    );
  }
  return wrong;
}

test('the server answers every old path of the table with a 301 to its page', async ({baseURL}) => {
  const rules = [...redirects, ...server].map(({from, to}) => ({path: encodeURI(from), status: 301, location: to}));
  expect(await wrongAnswers(baseURL!, rules), 'old paths').toEqual([]);
  // A path of an old family that no rule names goes to the family's nearest page.
  const families = prefixes.map(({prefix, to}) => ({path: `${prefix}/no-such-page-here`, status: 301, location: to}));
  expect(await wrongAnswers(baseURL!, families), 'old families').toEqual([]);
  // Each target page exists (one request per distinct page).
  const targets = [...new Set([...redirects, ...server, ...prefixes].map(({to}) => to.split('#')[0]!))].map((target) => ({path: target, status: 200}));
  expect(await wrongAnswers(baseURL!, targets), 'target pages').toEqual([]);
});

test('every old page path also has a client redirect page, and every rule a host rule in the build, in every language', async () => {
  // Redirects only: the MCP endpoint's rewrite (`/mcp /.netlify/functions/mcp 200`, mcp/bundle.mjs) is not one.
  const rules = fs.readFileSync(path.join(build, '_redirects'), 'utf8').trim().split('\n').filter((line) => !line.endsWith(' 200'));
  const vercel = JSON.parse(fs.readFileSync(path.join(build, 'vercel.json'), 'utf8')) as {redirects: unknown[]};
  // `_redirects` has each rule once per language (`/es/old /es/new 301`); Vercel, with its limit of 2,048,
  // has the English ones, and each language's redirect pages answer its old paths there.
  expect(rules).toHaveLength((redirects.length + server.length + prefixes.length) * languagePrefixes.length);
  expect(vercel.redirects).toHaveLength(redirects.length + server.length + prefixes.length);
  for (const prefix of languagePrefixes) {
    for (const {from, to} of redirects) {
      const page = path.join(build, prefix, from, 'index.html');
      expect(fs.existsSync(page), `no client redirect page for ${prefix}${from}`).toBe(true);
      expect(fs.readFileSync(page, 'utf8'), prefix + from).toContain(encodeURI(prefix + to));
    }
  }
});

test('the server answers an old path in each language with a 301 to the page in that language', async ({baseURL}) => {
  const sample = redirects.filter(({to}) => to.startsWith('/')).filter((_, index) => index % 40 === 0);
  expect(sample.length).toBeGreaterThan(10);
  for (const prefix of languagePrefixes.filter(Boolean)) {
    const rules = sample.map(({from, to}) => ({path: encodeURI(prefix + from), status: 301, location: prefix + to}));
    expect(await wrongAnswers(baseURL!, rules), prefix).toEqual([]);
  }
});

test('keeps the query string, and answers trailing-slash, index, .html and wrong-case forms', async ({request, baseURL}) => {
  const location = async (url: string) => (await request.get(url, {maxRedirects: 0})).headers()['location'];
  expect(await location('/network/')).toBe('/network');
  expect(await location('/network.html')).toBe('/network');
  expect(await location('/network/index')).toBe('/network');
  expect(await location('/Network')).toBe('/network');
  expect(await location('/tooling/libraries-sdks/cli/index')).toBe('/cli');
  expect(await location('/tooling/libraries-sdks/cli/account/?utm_source=readme')).toBe('/cli/account?utm_source=readme');
  expect(await location('/CEL2/notices/Native-ETH-Bridging')).toBe('/cel2/notices/native-eth-bridging');
  for (const attempt of ['//evil.example/', '/%2F%2Fevil.example/', '/%5Cevil.example/']) {
    // The site's origin in front, so '//evil.example/' is a path and not a host.
    const response = await request.get(`${baseURL}${attempt}`, {maxRedirects: 0});
    const target = response.headers()['location'];
    if (target) expect(target, attempt).toMatch(/^\/(?![/\\])/);
    else expect(response.status(), attempt).toBe(404);
  }
});

// A sample of old URLs: [old URL, final path, heading id that must be in view].
const samples: [string, string, string][] = [
  // 2025 sidebar
  ['/what-is-celo/about-celo-l1/protocol/pos/locked-gold', '/what-is-celo/about-celo-l1/pos', 'locked-celo'],
  ['/what-is-celo/about-celo-l1/protocol/consensus/validator-set-differences', '/what-is-celo/about-celo-l1/consensus', 'the-validator-set'],
  ['/wallet/ledger/to-celo-cli', '/wallet/ledger', 'use-a-ledger-with-celocli'],
  ['/what-is-celo/about-celo-l1/validator/security', '/what-is-celo/about-celo-l1/validator', 'security'],
  // 2025, outside the sidebar
  ['/cel2/notices/prepare-node', '/cel2/notices/l2-migration', 'what-node-operators-did'],
  // today's Mintlify navigation
  ['/legacy/protocol/pos/validator-elections', '/what-is-celo/about-celo-l1/pos', 'the-election'],
  ['/contribute-to-celo/contributors/code-contributors', '/community', 'contributing-code'],
];

for (const [oldUrl, finalPath, heading] of samples) {
  test(`${oldUrl} lands on ${finalPath}#${heading}`, async ({page}) => {
    await page.goto(oldUrl);
    await waitForHydration(page);
    await expect(page).toHaveURL(new RegExp(`${finalPath.replace(/[/.]/g, '\\$&')}#${heading}$`));
    await expect(page.locator(`[id="${heading}"]`)).toBeInViewport();
  });
}

test('old pages without a section anchor open at their new page', async ({page}) => {
  for (const [oldUrl, finalPath] of [
    ['/cel2/notices/native-ETH-bridging', '/cel2/notices/native-eth-bridging'],
    ['/tooling/contracts/core-contracts', '/contracts/core-contracts'],
    ['/cel2/whats-changed/l1-l2', '/cel2/whats-changed/l1-vs-l2'],
  ] as const) {
    await page.goto(oldUrl);
    await expect(page).toHaveURL(new RegExp(`${finalPath.replace(/[/.]/g, '\\$&')}$`));
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  }
});

test('an old celocli anchor through an old path lands on the command heading', async ({page}) => {
  await page.goto('/tooling/libraries-sdks/cli/account#celocli-accountbalance-arg1');
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/cli\/account#account-balance$/);
  const heading = page.getByRole('heading', {level: 3, name: 'account:balance'});
  await expect(heading).toBeInViewport();
  await expect(heading).toHaveAttribute('id', 'account-balance');
});

test('an old celocli anchor on a current page is rewritten and scrolled to', async ({page, health}) => {
  await page.goto('/cli/lockedcelo#celocli-lockedcelolock');
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/cli\/lockedcelo#lockedcelo-lock$/);
  await expect(page.locator('#lockedcelo-lock')).toBeInViewport();
  expect(health.pageErrors).toEqual([]);
});

test('old network and contracts anchors lead to their sections', async ({page}) => {
  await page.goto('/network#celo-alfajores-l2-testnet');
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/network#alfajores$/);
  await expect(page.locator('#alfajores')).toBeInViewport();

  await page.goto('/contracts/core-contracts#baklava-testnet');
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/contracts\/core-contracts#baklava-retired$/);
  await expect(page.locator('#baklava-retired')).toBeInViewport();
});

test('an old anchor reached from a link on another page is rewritten too', async ({page}) => {
  await page.goto('/cli');
  await waitForHydration(page);
  // A link written with a 2025 anchor, as old tutorials and answers have them.
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/cli/account#celocli-accountauthorize';
    link.textContent = 'old link';
    link.id = 'old-anchor-link';
    document.querySelector('article')?.prepend(link);
  });
  await page.locator('#old-anchor-link').click();
  await expect(page).toHaveURL(/\/cli\/account#account-authorize$/);
  await expect(page.locator('#account-authorize')).toBeInViewport();
});
