import {axe, describeViolations, WCAG_TAGS} from './support/axe';
import {test, expect, waitForHydration} from './support/fixtures';

// Below 996 px the navbar collapses into a side menu with a primary menu (the
// navbar items) and, on docs pages, a secondary menu (the docs sidebar).
test.use({viewport: {width: 800, height: 900}});

test('the side menu opens, shows the docs sidebar, and closes on navigation', async ({page}) => {
  await page.goto('/cel2');
  await waitForHydration(page);
  const toggle = page.getByRole('button', {name: /toggle navigation bar/i});
  await expect(toggle).toBeVisible();
  await toggle.click();
  const sidebar = page.locator('.navbar-sidebar');
  await expect(sidebar).toBeVisible();
  // On a docs page the secondary menu (this section's sidebar) is shown first.
  await expect(sidebar.getByRole('link', {name: 'Overview'}).first()).toBeVisible();
  await sidebar.getByRole('button', {name: /back to main menu/i}).click();
  await sidebar.getByRole('link', {name: 'What is Celo', exact: true}).click();
  await expect(page).toHaveURL(/\/what-is-celo$/);
  await expect(page.locator('html')).not.toHaveClass(/navbar-sidebar--show/);
  await expect(sidebar).toBeHidden();
});

test('the side menu closes when the window becomes desktop-wide', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', {name: /toggle navigation bar/i}).click();
  await expect(page.locator('.navbar-sidebar')).toBeVisible();
  await page.setViewportSize({width: 1200, height: 900});
  await expect(page.locator('.navbar-sidebar')).toBeHidden();
  await expect(page.getByRole('button', {name: /toggle navigation bar/i})).toBeHidden();
});

test.describe('on a phone (390 px)', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('the search button shows only its icon and is still called "Search", in every language; the navbar passes axe', async ({page}) => {
    for (const [path, name] of [['/network', 'Search'], ['/es/network', 'Buscar'], ['/pt-BR/network', 'Pesquisar']] as const) {
      await page.goto(path);
      await waitForHydration(page);
      const button = page.locator('.navbar .DocSearch-Button');
      await expect(button).toBeVisible();
      await expect(button, path).toHaveAccessibleName(name);
      // The text is out of sight: the button is no wider than its icon and padding.
      expect((await button.boundingBox())!.width, path).toBeLessThan(60);
      const results = await axe(page).include('.navbar').withTags(WCAG_TAGS).analyze();
      expect(describeViolations(results.violations, ['minor', 'moderate', 'serious', 'critical']), path).toEqual([]);
    }
  });
});
