import {test, expect, waitForHydration} from './support/fixtures';

// docs/community/writing-pages.mdx exists partly to exercise every docs-page
// feature: code blocks, the live playground, an ideal image, TOC levels.
const PAGE = '/community/writing-pages';

test('docs page frame: breadcrumbs, TOC h2-h3, edit link, last updated, paginator', async ({page}) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  await expect(page.getByRole('navigation', {name: /breadcrumbs/i})).toBeVisible();
  const toc = page.locator('.table-of-contents');
  await expect(toc.getByRole('link', {name: 'The parts of a page'})).toBeVisible();
  await expect(toc.getByRole('link', {name: 'Front matter'})).toBeVisible(); // an h3
  await expect(page.getByRole('link', {name: /edit this page/i})).toHaveAttribute(
    'href',
    /^https:\/\/github\.com\/celo-org\/docs\/edit\/main\/docs\/community\/writing-pages\.mdx$/,
  );
  await expect(page.getByText(/Last updated/)).toBeVisible();
  await expect(page.getByRole('navigation', {name: /docs pages/i})).toBeVisible();
});

test('the sidebar can be hidden and its categories collapse', async ({page}) => {
  await page.goto('/network');
  await waitForHydration(page);
  const sidebar = page.getByRole('complementary').first();
  const category = sidebar.locator('.menu__list-item--collapsed').first();
  await expect(category).toHaveCount(1);
  // A category opens and closes with its caret.
  const caret = sidebar.getByRole('button', {name: /expand sidebar category/i}).first();
  const label = (await caret.getAttribute('aria-label'))!.replace(/^Expand sidebar category /, '');
  await caret.click();
  await expect(sidebar.getByRole('button', {name: `Collapse sidebar category ${label}`})).toHaveAttribute('aria-expanded', 'true');
  // The whole sidebar hides and comes back.
  await page.getByRole('button', {name: 'Collapse sidebar', exact: true}).click();
  await expect(page.getByRole('button', {name: 'Expand sidebar', exact: true})).toBeVisible();
  await page.getByRole('button', {name: 'Expand sidebar', exact: true}).click();
  await expect(page.getByRole('button', {name: 'Collapse sidebar', exact: true})).toBeVisible();
});

test('code blocks copy their code and wrap long lines', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(PAGE);
  await waitForHydration(page);
  const block = page.locator('.theme-code-block').filter({hasText: 'npm install -g @celo/celocli'});
  await block.hover();
  await block.getByRole('button', {name: /copy code/i}).click();
  await expect(block.getByRole('button', {name: /copied/i})).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('npm install -g @celo/celocli');
  // The wrap button appears on blocks whose lines overflow.
  const long = page.locator('.theme-code-block').filter({hasText: 'docker run --rm --name celo-node'});
  await long.hover();
  const wrap = long.getByRole('button', {name: /toggle word wrap/i});
  const code = long.locator('code');
  await expect(code).not.toHaveCSS('white-space', 'pre-wrap');
  await wrap.click();
  await expect(code).toHaveCSS('white-space', 'pre-wrap');
});

test('a hidden prelude is neither shown nor copied; the Markdown source of the example keeps it', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(PAGE);
  await waitForHydration(page);
  const blocks = page.locator('.theme-code-block').filter({hasText: 'formatEther(balance)'});
  await expect(blocks).toHaveCount(2);
  const source = blocks.nth(0);
  await expect(source).toContainText('// ---cut---');
  const rendered = blocks.nth(1);
  await expect(rendered).not.toContainText('declare const balance');
  await expect(rendered).not.toContainText('---cut---');
  await rendered.hover();
  await rendered.getByRole('button', {name: /copy code/i}).click();
  await expect(rendered.getByRole('button', {name: /copied/i})).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.startsWith("import {formatEther} from 'viem';")).toBe(true);
  expect(copied).not.toContain('declare const balance');
  // The Markdown twin is built from the rendered page: no prelude there either.
  const twin = await (await page.request.get(`${PAGE}.md`)).text();
  expect(twin).toContain("import {formatEther} from 'viem';");
  expect(twin.split('declare const balance').length - 1).toBe(1); // only in the example's source
});

test('a sample rendered from data keeps its indentation and line breaks, on the page and in the copy', async ({page, context}) => {
  // MDX strips two columns from template literals (src/remark/templateIndent.ts).
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/developer/oracles/run');
  await waitForHydration(page);
  const block = page.locator('.theme-code-block').filter({hasText: 'medianTimestamp'});
  await block.hover();
  await block.getByRole('button', {name: /copy code/i}).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain("\n  client.readContract({...contract, functionName: 'owner'}),\n");
  expect(copied).toContain("\n    console.log(oracle, 'account');\n");
  await page.goto('/developer/setup');
  await waitForHydration(page);
  await expect(page.locator('.theme-code-block').filter({hasText: 'Fork Celo Sepolia'})).toContainText(/celo-testnet\.org \\\s*--code-size-limit/);
});

test('highlights Solidity, Bash and diff, already in the server HTML', async ({page}) => {
  // The highlighter is a lazy chunk in the browser; the server must still render highlighted code.
  const html = await (await page.request.get(PAGE)).text();
  for (const lang of ['solidity', 'bash', 'diff']) {
    const block = html.slice(html.indexOf(`language-${lang}`)).slice(0, 4000);
    expect(block.match(/class="token /g)?.length ?? 0, lang).toBeGreaterThan(2);
  }
  expect(html).not.toMatch(/<template id="?B:/);
  await page.goto(PAGE);
  await waitForHydration(page);
  for (const lang of ['solidity', 'bash', 'diff']) {
    const block = page.locator(`.language-${lang}`).first();
    await expect(block).toBeVisible();
    expect(await block.locator('.token').count()).toBeGreaterThan(0);
  }
});

test('the live playground renders its result below the editor and updates on edit', async ({page}) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  // Nothing of the editor loads until the playground comes near the screen.
  const waiting = page.locator('[data-live-code="waiting"]').first();
  await expect(waiting).toBeAttached();
  await expect(page.locator('[class*="playgroundContainer"]')).toHaveCount(0);
  await waiting.scrollIntoViewIfNeeded();
  const playground = page.locator('.playgroundContainer, [class*="playgroundContainer"]').first();
  // The result renders in a sandboxed frame inside the preview box (src/plugins/live-playground).
  const preview = playground.locator('[data-frame-state]');
  const result = page.frameLocator('iframe[title="Result of the live code"]').first().locator('body');
  await expect(result).toContainText('1.5 CELO');
  const editor = playground.locator('[contenteditable]').first();
  const editorBox = await editor.boundingBox();
  const resultBox = await preview.boundingBox();
  expect(resultBox!.y).toBeGreaterThan(editorBox!.y);
  // react-live's editor is a contenteditable <pre>: replace its code.
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type('function X() { return <p>edited 42</p>; }');
  await expect(result).toContainText('edited 42');
});

test('doc cards on a landing page show each doc\'s description, also after client-side navigation', async ({page}) => {
  // Descriptions come from a data file only pages with cards load (src/plugins/docs).
  const card = page.locator('a.card[href="/learn/stablecoins"]');
  const description = card.locator('.theme-doc-card-description');
  await page.goto('/learn');
  await waitForHydration(page);
  await expect(description).toHaveText(/The stablecoins available on Celo/);
  await page.goto('/what-is-celo');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as {marker: number}).marker = 1));
  await page.locator('main a[href="/learn"]').first().click();
  await expect(description).toHaveText(/The stablecoins available on Celo/);
  expect(await page.evaluate(() => (window as unknown as {marker?: number}).marker)).toBe(1);
});

test('the foot of a docs page names its sources and the day it was last reviewed', async ({page}) => {
  // celocli pages take both from their data (src/data/celocli/sources.ts).
  await page.goto('/cli/account');
  await waitForHydration(page);
  const sources = page.getByRole('region', {name: 'Sources'});
  await expect(sources).toBeVisible();
  await expect(
    sources.getByRole('link', {name: 'celo-org/developer-tooling docs/command-line-interface/account.md'}).first(),
  ).toHaveAttribute('href', /^https:\/\/github\.com\/celo-org\/developer-tooling\/blob\/[0-9a-f]{40}\/docs\/command-line-interface\/account\.md$/);
  await expect(sources.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
  await expect(sources).toContainText(/Last reviewed on [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  // The section is in the server HTML, not added by scripts.
  const html = await (await page.request.get('/cli/account')).text();
  // The production HTML is minified: attribute quotes are optional.
  expect(html).toMatch(/id="?page-sources"?[\s>]/);
});
