/**
 * What a docs page in another language is, for the notice the reader sees above it (TranslationNotice):
 * - `missing`: no translation yet, the English page is shown under the locale's URL;
 * - `outdated`: translated from an older English page (its `translated_from:` blob id is not the English
 *   file's blob id today), with the date of the English page's last change when Git history is there;
 * - no state: a current translation, or the English site itself.
 * It is computed at build time by the docs plugin (src/plugins/docs) and kept in the doc's front matter
 * (`translation`), so it reaches only the page it belongs to.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {gitBlobId, localizedDocsDir} from '../../scripts/i18n/translations';

export type TranslationState =
  | {state: 'missing'}
  /** `englishUpdated` is YYYY-MM-DD; `englishUpdatedText` the same day written for the locale's readers. */
  | {state: 'outdated'; englishUpdated?: string; englishUpdatedText?: string};

/** The date (YYYY-MM-DD) of the last commit that changed a file, or undefined without Git history. */
function lastChange(file: string): string | undefined {
  try {
    const day = execFileSync('git', ['log', '-1', '--format=%cs', '--', path.basename(file)], {
      cwd: path.dirname(file),
      stdio: ['ignore', 'pipe', 'ignore'],
      encoding: 'utf8',
      timeout: 10_000,
    }).trim();
    return /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The state of one doc of a locale's build, from the doc's source (`@site/docs/…` when the locale has no
 * translation of it, `@site/i18n/<locale>/…` when it has) and its front matter.
 */
export function translationState(
  {siteDir, locale, defaultLocale, htmlLang = locale}: {siteDir: string; locale: string; defaultLocale: string; htmlLang?: string},
  doc: {source: string; frontMatter: Record<string, unknown>},
  dateOf: (file: string) => string | undefined = lastChange,
): TranslationState | undefined {
  if (locale === defaultLocale) return undefined;
  if (doc.source.startsWith('@site/docs/')) return {state: 'missing'};
  const localized = path.relative(siteDir, localizedDocsDir(siteDir, locale)).split(path.sep).join('/');
  const prefix = `@site/${localized}/`;
  if (!doc.source.startsWith(prefix)) return undefined;
  const english = path.join(siteDir, 'docs', doc.source.slice(prefix.length));
  if (!fs.existsSync(english)) return undefined;
  if (doc.frontMatter.translated_from === gitBlobId(fs.readFileSync(english))) return undefined;
  const englishUpdated = dateOf(english);
  if (!englishUpdated) return {state: 'outdated'};
  // Written out here, at build time, so the page needs no date formatting as it starts.
  const englishUpdatedText = new Intl.DateTimeFormat(htmlLang, {dateStyle: 'long', timeZone: 'UTC'}).format(new Date(`${englishUpdated}T00:00:00Z`));
  return {state: 'outdated', englishUpdated, englishUpdatedText};
}
