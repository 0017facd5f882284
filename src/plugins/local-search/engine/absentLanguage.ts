/**
 * What a build's bundles get in place of another language's stemmer and stop words
 * (@orama/stemmers/<language>, @orama/stopwords/<language>): each language is a build of its own and
 * searches only its own index, so the others' tables (about 6 KB gzipped) are left out of its search
 * chunk (languageStubs.ts, the plugin's bundler aliases). language.ts never reaches another language in
 * a site bundle; if it ever did, stemming fails loudly here rather than matching words wrongly.
 */
export const stopwords: string[] = [];

export function stemmer(word: string): string {
  throw new Error(`search: "${word}" asked for the stemmer of a language this build does not search`);
}
