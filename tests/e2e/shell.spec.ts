import {test, expect, waitForHydration} from './support/fixtures';

// The page shell shared by every page: colour mode, announcement bar, navbar,
// skip link. The browser context prefers LIGHT (playwright.config.ts) so the
// dark default proves the system preference is ignored.

test.describe('colour mode', () => {
  test('is dark by default even when the system prefers light', async ({page, health}) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(health.pageErrors).toEqual([]);
  });

  test('the switch toggles the mode and the choice persists in localStorage "theme"', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    const toggle = page.getByRole('button', {name: /dark mode|light mode|system mode/i});
    await expect(toggle).toBeEnabled();
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});

test.describe('announcement bar', () => {
  test('says Celo is an L2, links to running a node, and cannot be closed', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    const bar = page.getByRole('banner').filter({hasText: 'Ethereum L2'}).or(page.locator('[class*="announcementBar"]')).first();
    await expect(bar).toContainText('Celo is now an Ethereum L2');
    const link = bar.getByRole('link', {name: /run a celo l2 node/i});
    await expect(link).toHaveAttribute('href', '/cel2/operators/run-node');
    await expect(bar.getByRole('button', {name: /close/i})).toHaveCount(0);
  });
});

test.describe('navbar', () => {
  test('has the section links, More and Support dropdowns, language, version and GitHub', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', {name: /main/i});
    for (const [name, href] of [
      ['What is Celo', '/what-is-celo'],
      ['Build', '/build'],
      ['Tooling', '/developer'],
      ['Celo L2', '/cel2'],
    ] as const) {
      await expect(nav.getByRole('link', {name, exact: true})).toHaveAttribute('href', href);
    }
    await nav.getByRole('button', {name: 'More'}).hover();
    for (const name of ['Ecosystem', 'Celo website', 'Community chat']) {
      const link = nav.getByRole('link', {name});
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAttribute('rel', /noreferrer/);
    }
    await nav.getByRole('button', {name: 'Support'}).hover();
    await expect(nav.getByRole('link', {name: 'Forum'})).toHaveAttribute('href', /^https:\/\//);
    await expect(nav.getByRole('link', {name: 'Leave feedback'})).toHaveAttribute('href', /^https:\/\//);
    await nav.getByRole('button', {name: /English/}).hover();
    await expect(nav.getByRole('link', {name: 'Help us translate'})).toHaveAttribute('href', '/community/translations');
    await expect(nav.getByRole('link', {name: 'GitHub'})).toHaveAttribute('href', /^https:\/\/github\.com\//);
  });

  test('on a docs page, shows the docs version', async ({page}) => {
    await page.goto('/cel2');
    await waitForHydration(page);
    await expect(page.getByRole('navigation', {name: /main/i}).getByRole('link', {name: 'Current'})).toBeVisible();
  });

  test('hides while scrolling down and comes back when scrolling up', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    const navbar = page.locator('nav.navbar');
    await expect(navbar).toBeInViewport();
    // The theme compares successive scroll positions, so scroll in steps.
    await expect(async () => {
      await page.mouse.wheel(0, 400);
      await expect(navbar).toHaveClass(/navbarHidden/, {timeout: 500});
    }).toPass();
    await page.mouse.wheel(0, -300);
    await expect(navbar).not.toHaveClass(/navbarHidden/);
    await expect(navbar).toBeInViewport();
  });
});

test('the skip link moves focus to the main content', async ({page}) => {
  await page.goto('/cel2');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: /skip to main content/i});
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  // The next Tab lands inside the main content, past the navbar and sidebar.
  await page.keyboard.press('Tab');
  const inMain = await page.evaluate(() => Boolean(document.activeElement?.closest('main')));
  expect(inMain).toBe(true);
});

test('the footer has its columns and the 2025 copyright', async ({page}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Copyright © 2025');
  for (const title of ['Learn', 'Build', 'Operate', 'Community']) {
    await expect(footer.getByText(title, {exact: true})).toBeVisible();
  }
});
