/**
 * The language a page is rendered in: the build's `__CELO_LOCALE__` (src/plugins/i18n) inside the site's
 * bundles, English anywhere else (Node scripts, the MCP server, unit tests).
 */
declare global {
  const __CELO_LOCALE__: string | undefined;
}

export function currentLocale(): string {
  return typeof __CELO_LOCALE__ === 'string' ? __CELO_LOCALE__ : 'en-US';
}

/** The `Intl` locale for a site locale: English is written as in the United States, as the site always has. */
function intlLocale(locale: string): string {
  return locale === 'en' ? 'en-US' : locale;
}

/**
 * A number (a block height, a gas amount) with the language's digit grouping: "31,056,500" in English,
 * "31.056.500" in Spanish and Portuguese. The locale is the build's, so the server render and the
 * browser write the same digits.
 */
export function formatNumber(value: number, locale: string = currentLocale()): string {
  return value.toLocaleString(intlLocale(locale));
}

/** A calendar day (YYYY-MM-DD) written out in full for a language: "September 30, 2025", "30 de septiembre de 2025". */
export function formatLongDate(isoDate: string, locale: string = currentLocale()): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return date.toLocaleDateString(intlLocale(locale), {year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC'});
}

/** The site's languages other than English (config/locales.json). */
export type TranslatedLocale = 'es' | 'pt-BR';

/**
 * Prose that a data module renders into pages (a network's purpose, an upgrade's summary), written in
 * each of the site's languages where the fact is stated: `role: localized('Production network', {es:
 * 'Red de producción', 'pt-BR': 'Rede de produção'})`. The field stays a string: the build's language
 * inside the site's bundles (each language is a build of its own), English in Node (tests, the MCP
 * server, scripts). The type asks for every language, so a new sentence cannot ship half translated.
 * Numbers, names and addresses stay out of the translations' own words where a field of the record
 * holds them.
 */
export function localized(english: string, translations: Readonly<Record<TranslatedLocale, string>>, locale: string = currentLocale()): string {
  return (translations as Readonly<Record<string, string>>)[locale] ?? english;
}
