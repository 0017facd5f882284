/**
 * Bundler aliases that leave the other languages' stemmers and stop words out of a build: a build
 * searches its own language's index only (engine/language.ts), and the English search chunk, which
 * the offline worker also precaches, carried Spanish and Portuguese tables for nothing.
 */
import path from 'node:path';

/** The modules of each language's tables, by the language code an index records (engine/language.ts). */
const LANGUAGE_MODULES: Readonly<Record<string, readonly string[]>> = {
  es: ['@orama/stemmers/spanish', '@orama/stopwords/spanish'],
  pt: ['@orama/stemmers/portuguese', '@orama/stopwords/portuguese'],
};

const STUB = path.resolve(__dirname, 'engine/absentLanguage.ts');

/** `{'@orama/stemmers/portuguese$': <stub>, …}` for every language but the locale's own (`$`: that exact request). */
export function otherLanguageAliases(locale: string): Record<string, string> {
  const own = locale.toLowerCase().split('-')[0];
  return Object.fromEntries(
    Object.entries(LANGUAGE_MODULES)
      .filter(([code]) => code !== own)
      .flatMap(([, modules]) => modules.map((request) => [`${request}$`, STUB])),
  );
}
