import fs from 'node:fs';
import path from 'node:path';
import locales from '../../config/locales.json';
import {translationStates} from '../../scripts/i18n/translations';
import {axe, describeViolations, WCAG_TAGS} from './support/axe';
import {test, expect, waitForHydration} from './support/fixtures';

// The site in Spanish and Brazilian Portuguese, as a reader meets it: a translated page in its language
// with the English page's section ids, the language menu that moves between the same page in each
// language, and an English page shown for a missing translation under a notice in the reader's language.
// Which notice each page carries is checked for every page by tests/build-output/i18n.test.ts.

const root = path.resolve(__dirname, '../..');
const others = Object.entries(locales.locales).filter(([locale]) => locale !== locales.defaultLocale);
const codeStrings = (locale: string) => JSON.parse(fs.readFileSync(path.join(root, 'i18n', locale, 'code.json'), 'utf8')) as Record<string, {message: string}>;

/** The URL path of a docs file with no `slug:` (`learn/payments.md` → `/learn/payments`, `x/index.md` → `/x`). */
function pagePath(relPath: string): string | undefined {
  const text = fs.readFileSync(path.join(root, 'docs', relPath), 'utf8');
  if (/^slug:/m.test(text.split('\n---')[0] ?? '')) return undefined;
  return '/' + relPath.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '');
}

for (const [locale, config] of others) {
  const prefix = config.baseUrl.replace(/\/$/, '');

  test(`${locale}: a translated page is in its language, keeps the English section ids, and passes axe`, async ({page, health}) => {
    const states = translationStates(root, locale);
    const current = states.find((state) => state.state === 'current' && state.relPath === 'learn/payments.md');
    test.skip(!current, `learn/payments.md has no current ${locale} translation`);
    await page.goto('/learn/payments');
    await waitForHydration(page);
    const englishIds = await page.locator('article :is(h2, h3)[id]').evaluateAll((headings) => headings.map((heading) => heading.id));
    const englishTitle = await page.locator('article h1').textContent();

    const response = await page.goto(`${prefix}/learn/payments`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', config.htmlLang);
    await expect(page.locator('article h1')).not.toHaveText(englishTitle ?? '');
    expect(await page.locator('article :is(h2, h3)[id]').evaluateAll((headings) => headings.map((heading) => heading.id))).toEqual(englishIds);
    await expect(page.locator('[data-translation]')).toHaveCount(0);
    // A link in the page stays in the reader's language.
    const internal = await page.locator('article a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    expect(internal.length).toBeGreaterThan(0);
    expect(internal.filter((href) => !href.startsWith(`${prefix}/`))).toEqual([]);
    const results = await axe(page).withTags(WCAG_TAGS).analyze();
    expect(describeViolations(results.violations, ['serious', 'critical'])).toEqual([]);
    expect(health.pageErrors).toEqual([]);
    expect(health.consoleErrors).toEqual([]);
  });

  test(`${locale}: a component reached by a link shows its own strings in the reader's language (src/i18n/codeStrings.ts)`, async ({page, health}) => {
    // The provider table's strings load with its chunk, not with the entry: reached by a link in the
    // browser, that chunk arrives after the page started, and its strings must be there when it renders.
    await page.goto(`${prefix}/developer`);
    await waitForHydration(page);
    await page.locator(`article a[href="${prefix}/developer/oracles"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/developer/oracles$`));
    const header = codeStrings(locale)['providerTable.col.offers']!.message;
    await expect(page.locator('table th', {hasText: header})).toHaveCount(1);
    expect(health.pageErrors).toEqual([]);
    expect(health.consoleErrors).toEqual([]);
  });

  test(`${locale}: the language menu leads to the same page in each language`, async ({page}) => {
    await page.goto(`${prefix}/learn/payments`);
    await waitForHydration(page);
    // The theme's language menu: its button names the current language, each item its own (with `lang`).
    const menu = page.locator('.navbar .dropdown').filter({has: page.locator('.dropdown__menu a[lang="en"]')}).first();
    await expect(menu.locator('> .navbar__link')).toHaveText(config.label);
    await menu.hover();
    for (const [, other] of Object.entries(locales.locales)) {
      const item = menu.locator(`.dropdown__menu a[lang="${other.htmlLang}"]`);
      await expect(item).toHaveAttribute('href', `${other.baseUrl}learn/payments`);
      await expect(item).toHaveText(other.label);
    }
    await menu.locator('.dropdown__menu a[lang="en"]').click();
    await expect(page).toHaveURL(/\/learn\/payments$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test(`${locale}: a page with no translation is the English page, announced in the reader's language`, async ({page, health}) => {
    const missing = translationStates(root, locale)
      .filter((state) => state.state === 'missing')
      .map((state) => pagePath(state.relPath))
      .find((url): url is string => url !== undefined);
    // Once every page of a language is translated there is none to open; the notice's text in each language
    // and state is also held by tests/unit/translation-notice.test.ts.
    test.skip(!missing, `every ${locale} page is translated`);
    const response = await page.goto(`${prefix}${missing}`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    const notice = page.locator('[data-translation="missing"]');
    await expect(notice).toBeVisible();
    const strings = codeStrings(locale);
    const help = strings['translation.notice.helpLink']!.message;
    await expect(notice).toContainText(strings['translation.notice.missing']!.message.split('{helpLink}')[0]!.trim());
    await expect(notice.getByRole('link', {name: help})).toHaveAttribute('href', `${prefix}/community/translations`);
    // The English text is marked as English for screen readers, inside a page in another language.
    await expect(page.locator('html')).toHaveAttribute('lang', config.htmlLang);
    await expect(page.locator('div[lang="en"] article h1, div[lang="en"] h1').first()).toBeVisible();
    const results = await axe(page).withTags(WCAG_TAGS).analyze();
    expect(describeViolations(results.violations, ['serious', 'critical'])).toEqual([]);
    expect(health.pageErrors).toEqual([]);
  });

  test(`${locale}: an unknown address shows the not-found page in the reader's language`, async ({page}) => {
    const response = await page.goto(`${prefix}/no-such-page-here`);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', config.htmlLang);
    await expect(page.locator('h1')).toHaveText(codeStrings(locale)['theme.NotFound.title']!.message);
  });
}
