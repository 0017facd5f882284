import {test, expect, waitForHydration} from './support/fixtures';
import {axe, describeViolations, WCAG_TAGS} from './support/axe';
import {pagesWithDiagrams} from '../support/diagramPages';

// Every page with diagrams (src/remark/diagrams.ts), as a reader gets it: each diagram is an image
// named by its title, passes axe in dark mode (its colours are the theme's; light mode is the page
// sweep's, which runs axe over every page whole), and on a 390 px phone it never widens the page:
// a wide diagram scrolls inside its own box.
const pages = pagesWithDiagrams();

test('the diagrams are found on at least 16 pages', () => {
  expect(pages.length).toBeGreaterThanOrEqual(16);
});

for (const {route, titles} of pages) {
  test(`diagrams of ${route}: named, axe in dark mode, readable at 390 px`, async ({page, health}) => {
    await page.goto(route);
    await waitForHydration(page);
    const figures = page.locator('figure.diagram-figure');
    await expect(figures).toHaveCount(titles.length);
    for (const title of titles) await expect(page.getByRole('img', {name: title, exact: true})).toBeVisible();

    // Infima animates colour changes; axe must judge the final colours (see catalog-a11y.spec.ts).
    await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; }'});
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    const results = await axe(page).include('figure.diagram-figure').withTags(WCAG_TAGS).analyze();
    expect(describeViolations(results.violations), 'dark mode').toEqual([]);

    // At 390 px a diagram never widens the page: its figure stays inside the screen, and a drawing
    // wider than its box scrolls inside that box (which takes keyboard focus for it).
    await page.setViewportSize({width: 390, height: 844});
    await expect
      .poll(() => figures.evaluateAll((all) => all.map((figure) => figure.scrollWidth <= figure.clientWidth && figure.getBoundingClientRect().right <= 390)))
      .toEqual(titles.map(() => true));
    const boxes = await figures.evaluateAll((all) =>
      all.map((figure) => {
        const box = figure.querySelector<HTMLElement>('[tabindex="0"]')!;
        return {wide: box.scrollWidth > box.clientWidth, overflow: getComputedStyle(box).overflowX};
      }),
    );
    for (const box of boxes) if (box.wide) expect(['auto', 'scroll']).toContain(box.overflow);
    expect(health.pageErrors).toEqual([]);
  });
}
