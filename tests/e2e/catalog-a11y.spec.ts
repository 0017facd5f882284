/**
 * Accessibility of the showcase and tutorials catalogues in states the sitemap
 * sweep does not reach: filtered views and the empty state, in both colour modes.
 */
import {axe, WCAG_TAGS} from './support/axe';

import {test, expect, waitForHydration} from './support/fixtures';

const views = [
  '/showcase?tags=defi&tags=wallets',
  '/showcase?name=no-project-has-this-name',
  '/tutorials?tags=beginner',
  '/tutorials?tags=beginner&tags=advanced&operator=AND',
];

for (const colorMode of ['light', 'dark'] as const) {
  for (const view of views) {
    test(`${view} passes axe (WCAG 2.1 A/AA) in ${colorMode} mode`, async ({page}) => {
      await page.goto(view);
      await waitForHydration(page);
      // Infima animates colour changes; axe must judge the final colours, not a frame of the
      // transition (under load it once caught the navbar half-way to light mode).
      await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; }'});
      await page.evaluate((mode) => document.documentElement.setAttribute('data-theme', mode), colorMode);
      await expect(page.getByRole('checkbox').first()).toBeVisible();
      const {violations} = await axe(page).withTags(WCAG_TAGS).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
}
