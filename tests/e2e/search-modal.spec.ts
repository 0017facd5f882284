import type {Page} from '@playwright/test';
import {axe, WCAG_TAGS} from './support/axe';
import {test, expect, waitForHydration} from './support/fixtures';
import {HOSTILE_QUERIES, recordDialogs} from './support/hostile';

/**
 * The search modal: DocSearch's interface driven by the local index. The
 * index is a static file of the build, so no test needs the network.
 */
// The manifest and every part of the sharded index.
const INDEX = '**/search-index/**';
const RECENT_KEY = '__DOCSEARCH_RECENT_SEARCHES__local';
const FAVORITE_KEY = '__DOCSEARCH_FAVORITE_SEARCHES__local';

async function openPage(page: Page, path = '/network') {
  await page.goto(path);
  await waitForHydration(page);
}

const searchInput = (page: Page) => page.getByPlaceholder('Search docs');
const modal = (page: Page) => page.locator('.DocSearch-Modal');

async function openWithSlash(page: Page) {
  await page.locator('body').click({position: {x: 5, y: 300}});
  await page.keyboard.press('/');
  await expect(searchInput(page)).toBeFocused();
}

function storedHit(url: string, title: string) {
  return {
    objectID: url,
    url,
    url_without_anchor: url.split('#')[0],
    anchor: null,
    type: 'lvl1',
    content: null,
    hierarchy: {lvl0: 'Documentation', lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
  };
}

test('nothing of the index loads until search opens; / opens it and Escape closes it', async ({page, health}) => {
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/search-index/manifest.json')) indexRequests.push(request.url());
  });
  await openPage(page);
  expect(indexRequests).toEqual([]);
  await expect(modal(page)).toHaveCount(0);

  await openWithSlash(page);
  await expect(modal(page)).toBeVisible();
  await expect.poll(() => indexRequests.length).toBe(1);

  await page.keyboard.press('Escape');
  await expect(modal(page)).toHaveCount(0);
  expect(health.pageErrors).toEqual([]);
  expect(health.offsiteRequests).toEqual([]);
});

test('the footer\'s "Save for offline" shows its size from the small summary, not the list of every file', async ({page, health}) => {
  // The list grows with the pages (60 KB at 2,000, bench/scale) and would load each time search opens.
  const requested: string[] = [];
  page.on('request', (request) => {
    const {pathname} = new URL(request.url());
    if (pathname.startsWith('/offline-')) requested.push(pathname);
  });
  await openPage(page);
  await openWithSlash(page);
  await expect(modal(page).getByRole('button', {name: /^Save for offline \(\d+(\.\d)? MB\)$/})).toBeVisible();
  expect(requested).toEqual(['/offline-summary.json']);
  expect(health.pageErrors).toEqual([]);
});

test('Ctrl+K and Cmd+K open the modal; / typed in another input does not', async ({page}) => {
  await openPage(page);
  await page.keyboard.press('Control+k');
  await expect(searchInput(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(modal(page)).toHaveCount(0);

  await page.keyboard.press('Meta+k');
  await expect(searchInput(page)).toBeFocused();
  await page.keyboard.press('Escape');

  await openPage(page, '/search');
  const pageInput = page.getByRole('searchbox', {name: 'Search'});
  await pageInput.click();
  await page.keyboard.press('/');
  await expect(pageInput).toHaveValue('/');
  await expect(modal(page)).toHaveCount(0);
});

test('a shortcut pressed right after closing opens the modal again', async ({page}) => {
  await openPage(page);
  await page.keyboard.press('Control+k');
  await expect(searchInput(page)).toBeFocused();
  // Both keys in one task, before React renders the closed state.
  await page.evaluate(() => {
    const press = (init: KeyboardEventInit) => window.dispatchEvent(new KeyboardEvent('keydown', {bubbles: true, cancelable: true, ...init}));
    press({key: 'Escape', code: 'Escape'});
    press({key: 'k', code: 'KeyK', ctrlKey: true});
  });
  await expect(searchInput(page)).toBeFocused();
});

test('the button says "Search", the input says "Search docs" and takes at most 64 characters', async ({page}) => {
  await openPage(page);
  const button = page.locator('.DocSearch-Button');
  // The name is what the button shows (WCAG 2.5.3), and the shortcut is announced on its own.
  await expect(button).toHaveAccessibleName(/^Search Ctrl K$/);
  await expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+k');
  await expect(button.locator('.DocSearch-Button-Placeholder')).toHaveText('Search');
  await button.click();
  const input = searchInput(page);
  await expect(input).toHaveAttribute('maxlength', '64');
  await input.pressSequentially('m'.repeat(70));
  await expect(input).toHaveValue('m'.repeat(64));
});

test('results are grouped by section, at most 5 a group, and link to the heading', async ({page}) => {
  await openPage(page);
  await openWithSlash(page);
  await searchInput(page).fill('celo');
  const groups = page.locator('.DocSearch-Hits');
  await expect(groups.first()).toBeVisible();
  const titles = await page.locator('.DocSearch-Hit-source').allInnerTexts();
  expect(titles.length).toBeGreaterThan(0);
  expect(new Set(titles).size).toBe(titles.length);
  for (const group of await groups.all()) {
    const count = await group.locator('.DocSearch-Hit').count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(5);
  }
  const hrefs = await page.locator('.DocSearch-Hit a').evaluateAll((links) =>
    links.map((link) => link.getAttribute('href') ?? ''),
  );
  expect(hrefs.every((href) => href.startsWith('/'))).toBe(true);
  await expect(page.locator('.DocSearch-Hit mark').first()).toHaveText(/celo/i);
  // A word that names pages finds their titles; a command names a section, and its hit links to the heading.
  await searchInput(page).fill('lockedcelo:lock');
  await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', /^\/cli\/lockedcelo#lockedcelo-?lock$/);
  await searchInput(page).fill('celo');

  // More hits than are shown: the footer link leads to the search page.
  const seeAll = page.getByRole('link', {name: /See all \d+ results/});
  await expect(seeAll).toBeVisible();
  const total = Number((await seeAll.innerText()).match(/\d+/)?.[0]);
  expect(total).toBeGreaterThan(await page.locator('.DocSearch-Hit').count());
  await seeAll.click();
  await expect(page).toHaveURL(/\/search\?q=celo$/);
  await expect(page.getByRole('searchbox', {name: 'Search'})).toHaveValue('celo');
});

test('choosing a result navigates to it', async ({page}) => {
  await openPage(page);
  await openWithSlash(page);
  await searchInput(page).fill('networks');
  const first = page.locator('.DocSearch-Hit a').first();
  await expect(first).toBeVisible();
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\//);
  await page.keyboard.press('Enter');
  await expect(modal(page)).toHaveCount(0);
  await expect(page).toHaveURL(new URL(href!, page.url()).href);
});

test('snippets are 10 words wide, 5 at 768 px and below', async ({page}) => {
  const words = async () => {
    const snippets = await page.locator('.DocSearch-Hit-path, .DocSearch-Hit-title').allInnerTexts();
    // Words as the snippet counts them: runs containing a letter or digit.
    return Math.max(...snippets.map((s) => s.split(/[\s…]+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length));
  };
  await openPage(page);
  await openWithSlash(page);
  await searchInput(page).fill('ethereum');
  await expect(page.locator('.DocSearch-Hit-path').first()).toBeVisible();
  expect(await words()).toBeLessThanOrEqual(10);
  expect(await words()).toBeGreaterThan(5);

  await page.setViewportSize({width: 700, height: 800});
  await openPage(page);
  await openWithSlash(page);
  await searchInput(page).fill('ethereum');
  await expect(page.locator('.DocSearch-Hit-path').first()).toBeVisible();
  expect(await words()).toBeLessThanOrEqual(5);
});

test('no results: the query, up to 3 suggestions and a way to report it', async ({page}) => {
  await openPage(page);
  await openWithSlash(page);
  await searchInput(page).fill('network');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await searchInput(page).fill('qqzzxxv');
  await expect(page.getByText('No results for "qqzzxxv"')).toBeVisible();
  await expect(page.getByText('Try searching for:')).toBeVisible();
  const suggestions = page.locator('.DocSearch-Prefill');
  const count = await suggestions.count();
  expect(count).toBeGreaterThanOrEqual(1);
  expect(count).toBeLessThanOrEqual(3);
  await expect(page.getByText('Believe this query should return results?')).toBeVisible();
  const report = page.getByRole('link', {name: 'Let us know.'});
  await expect(report).toHaveAttribute('href', /^https:\/\/github\.com\/celo-org\/docs\/issues\/new\?title=.*qqzzxxv/);

  await suggestions.first().click();
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
});

test('a slow index shows the stalled state after 300 ms, then the results', async ({page}) => {
  await openPage(page);
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(INDEX, async (route) => {
    await released;
    await route.fallback();
  });
  await openWithSlash(page);
  await searchInput(page).fill('network');
  // DocSearch marks the container as stalled when a search takes over 300 ms.
  await expect(page.locator('.DocSearch-Container--Stalled')).toBeVisible();
  await expect(page.locator('.DocSearch-Hit')).toHaveCount(0);
  release();
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(0);
});

test('an unreachable index shows the error screen, and search recovers without a reload', async ({page, health}) => {
  await openPage(page);
  await page.route(INDEX, (route) => route.abort('internetdisconnected'));
  await openWithSlash(page);
  await searchInput(page).fill('mainnet');
  await expect(page.getByText('Unable to fetch results')).toBeVisible();
  await expect(page.getByText('You might want to check your network connection.')).toBeVisible();

  await page.unroute(INDEX);
  await searchInput(page).fill('networks');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect(page.getByText('Unable to fetch results')).toHaveCount(0);
  expect(health.pageErrors).toEqual([]);
});

test('recent searches: 7 kept, 4 when there are favourites; a result can be saved as favourite', async ({page}) => {
  await openPage(page);
  const recents = Array.from({length: 10}, (_, i) => storedHit(`/network#r${i}`, `Recent ${i}`));
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key, value),
    [RECENT_KEY, JSON.stringify(recents)] as const,
  );
  await openWithSlash(page);
  const recentSection = page.locator('.DocSearch-Hits', {has: page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})});
  await expect(recentSection.locator('.DocSearch-Hit')).toHaveCount(7);
  await expect(recentSection.locator('.DocSearch-Hit').first()).toContainText('Recent 0');

  // Save the first recent search as a favourite.
  await recentSection.locator('.DocSearch-Hit').first().hover();
  await recentSection.getByTitle('Save this search').first().click();
  const favoriteSection = page.locator('.DocSearch-Hits', {has: page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'})});
  await expect(favoriteSection.locator('.DocSearch-Hit')).toHaveCount(1);
  await page.keyboard.press('Escape');

  // With a favourite, the next modal keeps only 4 recent searches.
  await page.reload();
  await waitForHydration(page);
  await openWithSlash(page);
  await expect(favoriteSection.locator('.DocSearch-Hit')).toHaveCount(1);
  await expect(recentSection.locator('.DocSearch-Hit')).toHaveCount(4);
});

test('favourites are capped at 10 and a chosen result becomes a recent search', async ({page}) => {
  await openPage(page);
  const favourites = Array.from({length: 12}, (_, i) => storedHit(`/network#f${i}`, `Favourite ${i}`));
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key, value),
    [FAVORITE_KEY, JSON.stringify(favourites)] as const,
  );
  await openWithSlash(page);
  const favoriteSection = page.locator('.DocSearch-Hits', {has: page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'})});
  await expect(favoriteSection.locator('.DocSearch-Hit')).toHaveCount(10);

  await searchInput(page).fill('wallets');
  // The favourites are hits too: wait until the query's own results have replaced them,
  // and one of them is the active hit that Enter opens.
  await expect(favoriteSection).toHaveCount(0);
  await expect(page.locator('.DocSearch-Hit[aria-selected="true"] a')).toHaveAttribute('href', /^\/wallet/);
  await page.keyboard.press('Enter');
  await expect(modal(page)).toHaveCount(0);
  const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), RECENT_KEY);
  expect(stored.length).toBe(1);
  expect(stored[0].url).toMatch(/^\/wallet/);
});


test('hostile queries in the modal are shown as text and never break the page', async ({page, health}) => {
  const dialogs = recordDialogs(page);
  await openPage(page);
  await openWithSlash(page);
  for (const query of HOSTILE_QUERIES) {
    await searchInput(page).fill(query);
    await expect(searchInput(page)).toHaveValue(query.slice(0, 64));
    await expect(page.locator('.DocSearch-Dropdown')).toBeVisible();
  }
  // A hostile query with no match (the first one now matches a page's React code) is echoed,
  // as text, on the no-results screen.
  const noMatch = '<svg/onload=qqqqzzzz(1)>';
  await searchInput(page).fill(noMatch);
  await expect(page.locator('.DocSearch-NoResults strong')).toHaveText(noMatch);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('.DocSearch-Modal svg[onload]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
  expect(health.pageErrors).toEqual([]);
});

test('the open modal, with results and with none, passes axe in both colour modes', async ({page}) => {
  for (const theme of ['dark', 'light']) {
    await page.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
    await openPage(page);
    await openWithSlash(page);
    await searchInput(page).fill('validator');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    for (const query of ['validator', 'qqqqzzzz']) {
      await searchInput(page).fill(query);
      await expect(page.locator('.DocSearch-Hit, .DocSearch-NoResults').first()).toBeVisible();
      // nested-interactive: DocSearch's listbox options wrap a link each, so a
      // result can be opened in a new tab; keyboard users move through them with
      // the arrow keys (aria-activedescendant). That is DocSearch's markup in 3.x and 4.x.
      const results = await axe(page)
        .include('.DocSearch-Modal')
        .withTags(WCAG_TAGS)
        .disableRules(['nested-interactive'])
        .analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${theme} "${query}": ${v.id} ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
    }
  }
});
