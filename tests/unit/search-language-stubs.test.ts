/** Each build bundles its own language's stemmer only (src/plugins/local-search/languageStubs.ts). */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {otherLanguageAliases} from '../../src/plugins/local-search/languageStubs';
import {stemmer, stopwords} from '../../src/plugins/local-search/engine/absentLanguage';

const requests = (locale: string) => Object.keys(otherLanguageAliases(locale)).sort();

describe('otherLanguageAliases', () => {
  it('stubs every language but the build’s own, by exact request', () => {
    expect(requests('en')).toEqual(['@orama/stemmers/portuguese$', '@orama/stemmers/spanish$', '@orama/stopwords/portuguese$', '@orama/stopwords/spanish$']);
    expect(requests('es')).toEqual(['@orama/stemmers/portuguese$', '@orama/stopwords/portuguese$']);
    expect(requests('pt-BR')).toEqual(['@orama/stemmers/spanish$', '@orama/stopwords/spanish$']);
    for (const target of Object.values(otherLanguageAliases('en'))) expect(path.basename(target)).toBe('absentLanguage.ts');
  });

  it('the stub has no stop words, and its stemmer fails loudly rather than match words wrongly', () => {
    expect(stopwords).toEqual([]);
    expect(() => stemmer('validaciones')).toThrow(/does not search/);
  });
});
