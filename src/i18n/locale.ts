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

/** A calendar day (YYYY-MM-DD) written out in full for a language: "September 30, 2025", "30 de septiembre de 2025". */
export function formatLongDate(isoDate: string, locale: string = currentLocale()): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return date.toLocaleDateString(locale === 'en' ? 'en-US' : locale, {year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC'});
}
