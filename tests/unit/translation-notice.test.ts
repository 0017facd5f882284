/**
 * The notice above a docs page in another language (src/components/TranslationNotice), rendered as each
 * language's build renders it: with that language's interface strings (i18n/<locale>/code.json). The
 * browser test of a page with no translation runs only while some page of a language lacks one
 * (tests/e2e/i18n.spec.ts); this test holds every state in every language at all times.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createElement, Fragment, isValidElement, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import locales from '../../config/locales.json';

const repo = path.resolve(__dirname, '../..');
const current = {locale: 'es', pathname: '/es/learn/payments'};
const messages = (locale: string): Record<string, {message: string}> =>
  JSON.parse(fs.readFileSync(path.join(repo, 'i18n', locale, 'code.json'), 'utf8')) as Record<string, {message: string}>;

// The language's message for an id, its {placeholders} filled, as @docusaurus/Translate does in a build.
vi.mock('@docusaurus/Translate', () => ({
  default: ({id, children, values = {}}: {id: string; children: string; values?: Record<string, ReactNode>}) => {
    const message = messages(current.locale)[id]?.message ?? children;
    const parts = message.split(/(\{\w+\})/g).map((part, index) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      const value = name === undefined ? part : values[name];
      return isValidElement(value) ? createElement(Fragment, {key: index}, value) : String(value ?? part);
    });
    return createElement(Fragment, null, ...parts);
  },
}));
vi.mock('@docusaurus/Link', () => ({default: ({to, children}: {to: string; children: ReactNode}) => createElement('a', {href: to}, children)}));
vi.mock('@docusaurus/router', () => ({useLocation: () => ({pathname: current.pathname})}));
vi.mock('@docusaurus/useDocusaurusContext', () => ({
  default: () => ({siteConfig: {baseUrl: (locales.locales as Record<string, {baseUrl: string}>)[current.locale]!.baseUrl}}),
}));

const {default: TranslationNotice} = await import('../../src/components/TranslationNotice');

const others = Object.keys(locales.locales).filter((locale) => locale !== locales.defaultLocale);
const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe.each(others)('the translation notice in %s', (locale) => {
  const render = (translation: Parameters<typeof TranslationNotice>[0]['translation']) => {
    current.locale = locale;
    current.pathname = `/${locale}/learn/payments`;
    return renderToStaticMarkup(createElement(TranslationNotice, {translation}));
  };
  const strings = messages(locale);
  const message = (id: string) => strings[id]!.message;

  it('says, in the language, that a page without a translation is shown in English, and links to the translators\' guide', () => {
    const html = render({state: 'missing'});
    expect(html).toContain('data-translation="missing"');
    expect(text(html)).toContain(message('translation.notice.missing').split('{helpLink}')[0]!.trim());
    expect(html).toContain(`<a href="/community/translations">${message('translation.notice.helpLink')}</a>`);
    expect(text(html)).not.toMatch(/This page has no translation/);
  });

  it('says, in the language, that the English page changed, on which day, and links to the English page', () => {
    const html = render({state: 'outdated', englishUpdated: '2026-11-03', englishUpdatedText: 'DAY'});
    expect(html).toContain('data-translation="outdated"');
    expect(html).toContain('<time dateTime="2026-11-03">DAY</time>');
    expect(html).toContain(`<a href="/learn/payments" hrefLang="en" lang="en">${message('translation.notice.englishLink')}</a>`);
    expect(text(html)).toContain(message('translation.notice.outdatedOn').split('{date}')[0]!.trim());
  });

  it('says the English page changed without a day when the build has no Git history', () => {
    const html = render({state: 'outdated'});
    expect(text(html)).toContain(message('translation.notice.outdated').split('{englishLink}')[0]!.trim());
    expect(html).not.toContain('<time');
  });
});
