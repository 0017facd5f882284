/**
 * /showcase: tag filters (one tag, two tags with OR and AND), search by name,
 * the pluralised count, the empty state, "Clear all", and restoring the view
 * from the URL query. Expected results are computed from src/data/showcase.ts.
 */
import type {Page} from '@playwright/test';

import {test, expect, waitForHydration} from './support/fixtures';
import {Projects, Tags, type TagType} from '../../src/data/showcase';

const titlesWith = (predicate: (tags: readonly TagType[]) => boolean) =>
  Projects.filter((project) => predicate(project.tags))
    .map((project) => project.title)
    .sort();

const count = (n: number) => (n === 1 ? '1 site' : `${n} sites`);

/** Titles of the cards on the page, sorted. */
async function shownTitles(page: Page): Promise<string[]> {
  const titles = await page.getByRole('main').getByRole('heading', {level: 3}).allTextContents();
  return titles.sort();
}

async function open(page: Page, query = '') {
  await page.goto(`/showcase${query}`);
  await waitForHydration(page);
}

const checkbox = (page: Page, tag: TagType) => page.getByRole('checkbox', {name: Tags[tag].label, exact: true});
const searchBox = (page: Page) => page.getByRole('searchbox', {name: 'Search for site name...'});

test('lists every project, with Most Popular and All sites sections', async ({page, health}) => {
  await open(page);
  const main = page.getByRole('main');
  await expect(main.getByText(count(Projects.length), {exact: true})).toBeVisible();
  await expect(main.getByRole('heading', {name: 'Most Popular', level: 2})).toBeVisible();
  await expect(main.getByRole('heading', {name: 'All sites', level: 2})).toBeVisible();
  await expect(main.getByRole('heading', {level: 3})).toHaveCount(Projects.length);
  await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search for site name...');
  // The favorites come first, under Most Popular.
  const favorites = titlesWith((tags) => tags.includes('favorite'));
  const firstCards = await main.getByRole('heading', {level: 3}).allTextContents();
  expect(firstCards.slice(0, favorites.length).sort()).toEqual(favorites);
  expect(health.consoleErrors).toEqual([]);
  expect(health.pageErrors).toEqual([]);
  expect(health.offsiteRequests).toEqual([]);
});

test('filters by one tag and writes it to the URL', async ({page}) => {
  await open(page);
  await checkbox(page, 'wallets').check();
  const expected = titlesWith((tags) => tags.includes('wallets'));
  await expect(page).toHaveURL(/[?&]tags=wallets(&|$)/);
  await expect(page.getByRole('main').getByText(count(expected.length), {exact: true})).toBeVisible();
  await expect(page.getByRole('heading', {name: 'Most Popular'})).toHaveCount(0);
  await expect(page.getByRole('heading', {name: 'All sites'})).toHaveCount(0);
  expect(await shownTitles(page)).toEqual(expected);
});

test('two tags match either tag with OR and both tags with AND', async ({page}) => {
  await open(page);
  await checkbox(page, 'defi').check();
  await checkbox(page, 'integrations').check();
  await expect(page.getByRole('radio', {name: 'OR'})).toBeChecked();

  const either = titlesWith((tags) => tags.includes('defi') || tags.includes('integrations'));
  const both = titlesWith((tags) => tags.includes('defi') && tags.includes('integrations'));
  expect(both.length).toBeGreaterThan(0);
  expect(both.length).toBeLessThan(either.length);

  await expect(page.getByRole('main').getByText(count(either.length), {exact: true})).toBeVisible();
  expect(await shownTitles(page)).toEqual(either);

  await page.getByRole('radio', {name: 'AND'}).check();
  await expect(page).toHaveURL(/operator=AND/);
  await expect(page.getByRole('main').getByText(count(both.length), {exact: true})).toBeVisible();
  expect(await shownTitles(page)).toEqual(both);

  await page.getByRole('radio', {name: 'OR'}).check();
  await expect(page).not.toHaveURL(/operator=/);
  await expect(page.getByRole('main').getByText(count(either.length), {exact: true})).toBeVisible();
});

test('searches by name, case-insensitively, with a singular count', async ({page}) => {
  await open(page);
  await searchBox(page).fill('minipay');
  await expect(page).toHaveURL(/[?&]name=minipay/);
  await expect(page.getByRole('main').getByText('1 site', {exact: true})).toBeVisible();
  expect(await shownTitles(page)).toEqual(['MiniPay']);
});

test('shows "No result" when nothing matches, and Clear all restores everything', async ({page}) => {
  await open(page);
  await checkbox(page, 'validators').check();
  await searchBox(page).fill('no project has this name');
  await expect(page.getByRole('heading', {name: 'No result', level: 2})).toBeVisible();
  await expect(page.getByRole('main').getByText('0 sites', {exact: true})).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', {level: 3})).toHaveCount(0);

  await page.getByRole('button', {name: 'Clear all'}).click();
  await expect(page.getByRole('heading', {name: 'No result'})).toHaveCount(0);
  await expect(checkbox(page, 'validators')).not.toBeChecked();
  await expect(searchBox(page)).toHaveValue('');
  await expect(page).toHaveURL(/\/showcase$/);
  await expect(page.getByRole('main').getByText(count(Projects.length), {exact: true})).toBeVisible();
  await expect(page.getByRole('heading', {name: 'Most Popular', level: 2})).toBeVisible();
});

test('restores tags, operator and search from the URL', async ({page, health}) => {
  await open(page, '?tags=defi&tags=earn&operator=AND&name=SWAP');
  await expect(checkbox(page, 'defi')).toBeChecked();
  await expect(checkbox(page, 'earn')).toBeChecked();
  await expect(checkbox(page, 'wallets')).not.toBeChecked();
  await expect(page.getByRole('radio', {name: 'AND'})).toBeChecked();
  await expect(searchBox(page)).toHaveValue('SWAP');
  const expected = Projects.filter(
    (project) =>
      project.tags.includes('defi') && project.tags.includes('earn') && project.title.toLowerCase().includes('swap'),
  )
    .map((project) => project.title)
    .sort();
  expect(expected.length).toBeGreaterThan(0);
  await expect(page.getByRole('main').getByText(count(expected.length), {exact: true})).toBeVisible();
  expect(await shownTitles(page)).toEqual(expected);
  expect(health.consoleErrors).toEqual([]);
});
