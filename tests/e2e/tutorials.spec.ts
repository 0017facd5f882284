/**
 * /tutorials: the catalogue built from the docs' `tutorial` front matter.
 * Expected results come from the docs themselves (support/tutorialDocs.ts), so
 * the spec holds whatever guides the site has; with no guides it checks the
 * empty state.
 */
import type {Page} from '@playwright/test';

import {test, expect, waitForHydration} from './support/fixtures';
import {expectedTutorials} from './support/tutorialDocs';
import {TutorialLevels, TutorialTags, type TutorialLevel, type TutorialTagType} from '../../src/data/tutorialTags';
import type {TutorialEntry} from '../../src/plugins/tutorials/tutorials';

let tutorials: TutorialEntry[] = [];

test.beforeAll(async () => {
  tutorials = await expectedTutorials();
});

const count = (n: number) => (n === 1 ? '1 site' : `${n} sites`);
const sortedTitles = (list: TutorialEntry[]) => list.map((t) => t.title).sort();

async function open(page: Page, query = '') {
  await page.goto(`/tutorials${query}`);
  await waitForHydration(page);
}

async function shownTitles(page: Page): Promise<string[]> {
  return (await page.getByRole('main').getByRole('heading', {level: 3}).allTextContents()).sort();
}

const levelBox = (page: Page, level: TutorialLevel) =>
  page.getByRole('checkbox', {name: TutorialLevels[level].label, exact: true});
const tagBox = (page: Page, tag: TutorialTagType) =>
  page.getByRole('checkbox', {name: TutorialTags[tag].label, exact: true});
const searchBox = (page: Page) => page.getByRole('searchbox', {name: 'Search for site name...'});
const countText = (page: Page, n: number) => page.getByRole('main').getByText(count(n), {exact: true});

/** The most used technology tag, to pair with a level in the two-tag tests. */
function commonTag(): TutorialTagType | undefined {
  const uses = new Map<TutorialTagType, number>();
  tutorials.forEach((t) => t.tags.forEach((tag) => uses.set(tag, (uses.get(tag) ?? 0) + 1)));
  return [...uses.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
}

test('lists every guide that has a tutorial block, or "No result" when there is none', async ({page, health}) => {
  await open(page);
  await expect(countText(page, tutorials.length)).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', {level: 3})).toHaveCount(tutorials.length);
  if (tutorials.length === 0) {
    await expect(page.getByRole('heading', {name: 'No result', level: 2})).toBeVisible();
  } else {
    await expect(page.getByRole('heading', {name: 'All sites', level: 2})).toBeVisible();
    expect(await shownTitles(page)).toEqual(sortedTitles(tutorials));
  }
  // Levels are filters too, listed before the technology tags.
  for (const level of ['Beginner', 'Intermediate', 'Advanced'] as const) {
    await expect(levelBox(page, level)).not.toBeChecked();
  }
  expect(health.consoleErrors).toEqual([]);
  expect(health.pageErrors).toEqual([]);
});

test('filters by one level', async ({page}) => {
  test.skip(tutorials.length === 0, 'the site has no tutorials yet; the empty state is covered above');
  const level = tutorials[0]!.level;
  const expected = tutorials.filter((t) => t.level === level);
  await open(page);
  await levelBox(page, level).check();
  await expect(page).toHaveURL(new RegExp(`[?&]tags=${TutorialLevels[level].id}`));
  await expect(countText(page, expected.length)).toBeVisible();
  expect(await shownTitles(page)).toEqual(sortedTitles(expected));
});

test('a level and a tag match either with OR and both with AND', async ({page}) => {
  const tag = commonTag();
  test.skip(tag === undefined, 'no tutorial has a technology tag yet');
  const level = tutorials.find((t) => t.tags.includes(tag!))!.level;
  const either = tutorials.filter((t) => t.level === level || t.tags.includes(tag!));
  const both = tutorials.filter((t) => t.level === level && t.tags.includes(tag!));

  await open(page);
  await levelBox(page, level).check();
  await tagBox(page, tag!).check();
  await expect(countText(page, either.length)).toBeVisible();
  expect(await shownTitles(page)).toEqual(sortedTitles(either));

  await page.getByRole('radio', {name: 'AND'}).check();
  await expect(page).toHaveURL(/operator=AND/);
  await expect(countText(page, both.length)).toBeVisible();
  expect(await shownTitles(page)).toEqual(sortedTitles(both));
});

test('two levels with AND match nothing and show "No result"; Clear all resets', async ({page}) => {
  await open(page, '?tags=beginner&tags=advanced&operator=AND');
  await expect(levelBox(page, 'Beginner')).toBeChecked();
  await expect(levelBox(page, 'Advanced')).toBeChecked();
  await expect(page.getByRole('radio', {name: 'AND'})).toBeChecked();
  await expect(page.getByRole('heading', {name: 'No result', level: 2})).toBeVisible();
  await expect(countText(page, 0)).toBeVisible();

  await page.getByRole('button', {name: 'Clear all'}).click();
  await expect(levelBox(page, 'Beginner')).not.toBeChecked();
  await expect(page.getByRole('radio', {name: 'OR'})).toBeChecked();
  await expect(page).toHaveURL(/\/tutorials$/);
  await expect(countText(page, tutorials.length)).toBeVisible();
});

test('searches by name, case-insensitively, and restores the search from the URL', async ({page}) => {
  test.skip(tutorials.length === 0, 'the site has no tutorials yet; the empty state is covered above');
  // The longest title is the least likely to be part of another title.
  const title = [...tutorials].sort((a, b) => b.title.length - a.title.length)[0]!.title;
  const needle = title.toUpperCase();
  const expected = tutorials.filter((t) => t.title.toLowerCase().includes(title.toLowerCase()));

  await open(page);
  await searchBox(page).fill(needle);
  await expect(countText(page, expected.length)).toBeVisible();
  expect(await shownTitles(page)).toEqual(sortedTitles(expected));
  if (expected.length === 1) {
    await expect(countText(page, 1)).toHaveText('1 site');
  }

  await searchBox(page).fill('no guide has this title');
  await expect(page.getByRole('heading', {name: 'No result', level: 2})).toBeVisible();

  await open(page, `?name=${encodeURIComponent(needle)}`);
  await expect(searchBox(page)).toHaveValue(needle);
  await expect(countText(page, expected.length)).toBeVisible();
});
