import {axe, describeViolations, WCAG_TAGS} from './support/axe';
import {sharedPageTest as test, expect, layOutWholePage, loadPlaygrounds, waitForHydration, waitForImagesAndFonts} from './support/fixtures';
import {sitemapPaths} from './support/sitemap';

// One sweep over every page of the sitemap: it loads with HTTP 200, hydrates,
// logs no console error (Chromium logs each Content-Security-Policy violation
// as one, in the page or in a playground's frame: tests/e2e/playground.spec.ts
// proves both are caught), requests nothing from another host, and passes axe
// (WCAG 2.x A and AA) with no serious or critical violation, and links a Markdown twin that loads.
// Each worker loads its pages one after another in one tab (support/fixtures.ts, sharedPageTest):
// every page is still a full load and hydration, without recompiling the site's scripts each time.
const paths = sitemapPaths();

// The navbar, the footer and the docs sidebar are the same components on every page: axe checks
// them in full on the first page of each section (a path's first segment, which has its own
// sidebar), and on every other page checks all the rest, the page's own content. Checking the
// chrome on all ~290 pages took about a seventh of each page's check, to find nothing new.
const CHROME = ['.navbar', 'footer', '.theme-doc-sidebar-container'];
const sectionOf = (path: string) => path.split('/')[1] ?? '';
const chromeCheckedOn = new Set(paths.filter((path, index) => paths.findIndex((other) => sectionOf(other) === sectionOf(path)) === index));

// Pages checked with a rule switched off, each with its reason. Keep it short.
const axeSkips: Record<string, {rules: string[]; reason: string}> = {};

test('the sitemap lists the whole site, and the chrome is checked once in each section', () => {
  expect(paths.length).toBeGreaterThan(50);
  expect(paths).toContain('/');
  expect([...chromeCheckedOn].map(sectionOf).sort()).toEqual([...new Set(paths.map(sectionOf))].sort());
});

for (const path of paths) {
  test(`page ${path}`, async ({sharedPage: page, pageHealth: health}) => {
    const response = await page.goto(path);
    expect(response?.status(), 'HTTP status').toBe(200);
    await waitForHydration(page);
    await expect(page.locator('h1').first()).toBeVisible();
    // Lazy parts (playgrounds and their result frames, images) settle before the page is judged.
    await loadPlaygrounds(page);
    await expect(page.locator('[data-frame-state="failed"]'), 'playground result frames that did not load').toHaveCount(0);
    await waitForImagesAndFonts(page);
    await layOutWholePage(page);
    const skip = axeSkips[path];
    const check = axe(page).withTags(WCAG_TAGS).disableRules(skip?.rules ?? []);
    if (!chromeCheckedOn.has(path)) for (const selector of CHROME) check.exclude(selector);
    const results = await check.analyze();
    const serious = describeViolations(results.violations, ['serious', 'critical']);
    expect(serious, 'axe serious/critical violations').toEqual([]);
    const unsafeBlankLinks = await page.locator('a[target="_blank"]').evaluateAll((links) =>
      links
        .filter((link) => {
          const rel = (link.getAttribute('rel') ?? '').split(/\s+/);
          return !(rel.includes('noopener') && rel.includes('noreferrer'));
        })
        .map((link) => link.getAttribute('href')),
    );
    expect(unsafeBlankLinks, 'links opening a new tab without rel="noopener noreferrer"').toEqual([]);
    // Every page names its Markdown twin (src/plugins/ai-docs), and the twin is there.
    const twin = await page.locator('link[rel="alternate"][type="text/markdown"]').getAttribute('href');
    expect(twin, 'link rel=alternate type=text/markdown').toBeTruthy();
    const markdown = await page.request.get(twin!);
    expect(markdown.status(), `${twin}`).toBe(200);
    expect(markdown.headers()['content-type'], `${twin}`).toBe('text/markdown; charset=utf-8');
    expect(health.consoleErrors, 'console errors (CSP violations included)').toEqual([]);
    expect(health.pageErrors, 'uncaught exceptions').toEqual([]);
    expect(health.offsiteRequests, 'requests to other hosts').toEqual([]);
  });
}
