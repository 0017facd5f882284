import path from 'node:path';
import {axe, WCAG_TAGS} from './support/axe';
import {test, expect, waitForHydration} from './support/fixtures';
import {sitemapPaths} from './support/sitemap';
import {networks} from '../../src/data/networks';
import {providerPackages} from '../../src/data/providerPackages';
import {openDocsSite} from '../../mcp/docsTools';
import {twinPath} from '../../src/plugins/ai-docs/twinPath';

// The AI layer (src/plugins/ai-docs, src/components/CopyPageMenu, mcp/) against the real build.
const ORIGIN = 'https://docs.celo.org';
const buildDir = path.resolve(__dirname, '../../build');

test.describe('llms.txt and Markdown twins', () => {
  test('llms.txt opens with instructions, links one file per section, and every docs page is listed exactly once', async ({request}) => {
    const response = await request.get('/llms.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/plain');
    const text = await response.text();
    expect(text.startsWith('# Celo Documentation\n\n> ')).toBe(true);
    expect(text).toContain('## Instructions for AI assistants');
    expect(text).toContain(`chain ID ${networks.celoSepolia.chainId}`);
    expect(text).toContain(`\`${ORIGIN}/mcp\``);
    expect(text.length, 'llms.txt stays under 50,000 characters').toBeLessThan(50_000);
    const sections = [...text.matchAll(/^- \[[^\]]*\]\(([^)]+\.txt)\)/gm)].map((m) => new URL(m[1]!).pathname);
    expect(sections.length).toBeGreaterThan(3);
    const links: string[] = [];
    for (const section of sections) {
      const file = await request.get(section);
      expect(file.status(), section).toBe(200);
      const body = await file.text();
      expect(body.startsWith('# Celo Documentation: '), section).toBe(true);
      expect(body.length, `${section} stays under 50,000 characters`).toBeLessThan(50_000);
      links.push(...[...body.matchAll(/^- \[[^\]]*\]\(([^)]+)\)/gm)].map((m) => new URL(m[1]!).pathname));
    }
    expect(new Set(links).size, 'no page listed twice').toBe(links.length);
    const expected = sitemapPaths()
      .filter((p) => !p.startsWith('/category/'))
      .map((p) => twinPath(p));
    expect(expected.filter((p) => !links.includes(p)), 'pages missing from the llms.txt sections').toEqual([]);
  });

  test('the agent skill is published as a folder with its SKILL.md, linked from llms.txt', async ({request}) => {
    expect(await (await request.get('/llms.txt')).text()).toContain(`](${ORIGIN}/skills/celo-docs/SKILL.md)`);
    const skill = await request.get('/skills/celo-docs/SKILL.md');
    expect(skill.status()).toBe(200);
    const text = await skill.text();
    expect(text).toMatch(/^---\nname: celo-docs\ndescription: .+\n---\n/);
    expect(text).toContain(`${ORIGIN}/mcp`);
  });

  test('a twin is the rendered page: title, pointer, data tables, code with its language, every tab', async ({request}) => {
    const network = await (await request.get('/network.md')).text();
    expect(network.split('\n')[0]).toBe('# Celo networks');
    expect(network).toContain(`${ORIGIN}/llms.txt`);
    expect(network).toContain(`| Chain ID | \`${networks.mainnet.chainId}\``);
    expect(network).not.toMatch(/<(div|nav|button|svg)\b/);
    const viem = await (await request.get('/developer/viem.md')).text();
    expect(viem).toContain(`\`\`\`bash\nnpm install viem@${providerPackages.viem.version}\n\`\`\``);
    expect(viem).toMatch(/```ts title="[^"]+"\nimport /);
    const tabs = await (await request.get('/cel2/specification/l1-deployment-verification.md')).text();
    expect(tabs).toContain('**Tab: Celo Mainnet**');
    expect(tabs).toContain('**Tab: Celo Sepolia Testnet**');
    expect(await (await request.get('/index.md')).text()).toMatch(/^# Celo Documentation\n/);
  });

  test('a page asked for with Accept: text/markdown answers with its twin', async ({request}) => {
    const response = await request.get('/developer/viem', {headers: {Accept: 'text/markdown'}});
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    expect(response.headers()['vary']).toContain('Accept');
    expect((await response.text()).startsWith('# Use viem with Celo')).toBe(true);
  });

  test('every HTML page names its twin, and the twin is there', async ({page, request}) => {
    await page.goto('/developer/viem');
    await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', '/developer/viem.md');
    // The agent pointer is in the HTML, visually hidden and hidden from screen readers.
    const pointer = page.locator('.ai-docs-chrome[aria-hidden="true"]', {hasText: '/llms.txt'}).first();
    await expect(pointer).toBeAttached();
    expect(await pointer.boundingBox()).toMatchObject({width: 1, height: 1});
    expect((await request.get('/developer/viem.md')).status()).toBe(200);
  });
});

test.describe('copy page menu', () => {
  test('copies the twin, links to it and to three assistants, and closes with Escape', async ({page, context, baseURL, health}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
    await page.goto('/developer/viem');
    await waitForHydration(page);
    const menu = page.locator('.ai-docs-chrome').filter({has: page.getByRole('button', {name: 'Copy page'})});
    // Beside the title: on the same row as the h1, to its right.
    const [menuBox, titleBox] = [await menu.boundingBox(), await page.locator('h1').first().boundingBox()];
    expect(menuBox!.y).toBeLessThan(titleBox!.y + titleBox!.height);
    expect(menuBox!.x).toBeGreaterThan(titleBox!.x);

    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(menu.getByRole('status')).toHaveText('Copied the page as Markdown');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await (await page.request.get('/developer/viem.md')).text());

    const toggle = page.getByRole('button', {name: 'More ways to use this page with AI'});
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', {name: /View as Markdown/})).toHaveAttribute('href', '/developer/viem.md');
    const prompt = encodeURIComponent(`${ORIGIN}/developer/viem.md`);
    const targets: [string, string][] = [['Open in ChatGPT', 'https://chatgpt.com/'], ['Open in Claude', 'https://claude.ai/new'], ['Open in Cursor', 'https://cursor.com/link/prompt']];
    for (const [name, host] of targets) {
      const href = await page.getByRole('link', {name: new RegExp(name)}).getAttribute('href');
      expect(href!.startsWith(host), name).toBe(true);
      expect(href, name).toContain(prompt);
    }
    // Arrow keys move through the actions; Escape closes and returns focus to the toggle.
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('button', {name: /Copy as Markdown/})).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', {name: /View as Markdown/})).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    // Nothing was fetched from another host.
    expect(health.offsiteRequests).toEqual([]);
    expect(health.pageErrors).toEqual([]);
  });

  test('says so when the Markdown cannot load', async ({page, context, baseURL, health}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
    await page.goto('/network');
    await waitForHydration(page);
    await page.route('**/network.md', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', {name: 'Copy page'}).click();
    const menu = page.locator('.ai-docs-chrome').filter({has: page.getByRole('button', {name: 'Copy page'})});
    await expect(menu.getByRole('status')).toContainText('Could not copy: the Markdown version of this page did not load');
    expect(health.pageErrors).toEqual([]);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the open menu passes axe in ${colorScheme} mode`, async ({page}) => {
      await page.emulateMedia({colorScheme});
      await page.goto('/developer/viem');
      await waitForHydration(page);
      await page.evaluate((mode) => document.documentElement.setAttribute('data-theme', mode), colorScheme);
      await page.getByRole('button', {name: 'More ways to use this page with AI'}).click();
      await expect(page.getByRole('link', {name: /Open in Claude/})).toBeVisible();
      const results = await axe(page).include('.ai-docs-chrome').withTags(WCAG_TAGS).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  test('fits a phone screen', async ({page}) => {
    await page.setViewportSize({width: 360, height: 740});
    await page.goto('/developer/viem');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'More ways to use this page with AI'}).click();
    for (const name of [/View as Markdown/, /Open in Cursor/]) {
      const box = await page.getByRole('link', {name}).boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test.describe('docs MCP server over the build', () => {
  test('search finds the page a task names, and get_page reads it', () => {
    const site = openDocsSite(buildDir, ORIGIN);
    const node = site.search('run a node', 5).map((r) => r.url);
    expect(node.some((url) => url.startsWith(`${ORIGIN}/cel2/operators/`)), node.join(', ')).toBe(true);
    const fee = site.search('pay gas in USDC', 5);
    expect(fee.length).toBeGreaterThan(0);
    expect(site.getPage('/developer/viem').markdown.startsWith('# Use viem with Celo')).toBe(true);
    expect(site.getPage('/tooling/libraries-sdks/viem').path).not.toBe('/tooling/libraries-sdks/viem');
    expect(() => site.getPage('../../etc/passwd')).toThrow(/cannot contain/);
  });
});
