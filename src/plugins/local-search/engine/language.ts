/**
 * The language of an index: how its words are stemmed, which words are stop
 * words, and how a question asks for steps or about the past. The indexer
 * records the build's language in the index (`lang` in the compact index and
 * the manifest; absent for English, so an English index is what it was before
 * languages existed), and every engine takes the language from there: the
 * browser never guesses it.
 *
 * English is text.ts's light stemmer and stop words, unchanged. Spanish and
 * Portuguese are the Snowball stemmers (@orama/stemmers) and their function
 * words, plus the English stop words: a translated build still has English
 * pages, slugs and code comments.
 */
import {stemmer as snowballSpanish} from '@orama/stemmers/spanish';
import {stemmer as snowballPortuguese} from '@orama/stemmers/portuguese';
import {stopwords as spanishStopwords} from '@orama/stopwords/spanish';
import {stopwords as portugueseStopwords} from '@orama/stopwords/portuguese';
import {fold, stem as englishStem, STOP_WORDS} from './text';

export interface Language {
  /** The index's `lang`: 'en', 'es' or 'pt'. */
  code: 'en' | 'es' | 'pt';
  /** A folded term's stem: the key under which its other forms meet ("validadores", "validador"). */
  stem(term: string): string;
  /** Folded words that carry no meaning in a question. */
  stopWords: ReadonlySet<string>;
  /** A folded question asking for steps ("how do I ..."): how-to pages first. */
  taskQuestion: RegExp;
  /** A folded question about how Celo was before (the L1, history): history pages are not lowered. */
  pastQuestion: RegExp;
}

/**
 * The language of an index's `lang` (a locale such as 'es' or 'pt-BR'); English when absent or unknown.
 *
 * In the site's bundles `__CELO_LOCALE__` is the build's locale (src/plugins/i18n), so each test below
 * starts with a constant the bundler folds: a build reaches only its own language, and the other
 * languages' stemmers and stop words (about 6 KB gzipped) are left out of its search chunk. Anywhere
 * else (the indexer, the MCP server, tests) every language is reached.
 */
export function languageOf(lang: string | undefined): Language {
  const code = (lang ?? 'en').toLowerCase().split('-')[0];
  if ((typeof __CELO_LOCALE__ !== 'string' || __CELO_LOCALE__ === 'es') && code === 'es') return SPANISH;
  if ((typeof __CELO_LOCALE__ !== 'string' || __CELO_LOCALE__ === 'pt-BR') && code === 'pt') return PORTUGUESE;
  return ENGLISH;
}

/** The `lang` an index records for a locale: none for English (see the module comment). */
export function indexLang(locale: string | undefined): string | undefined {
  return languageOf(locale).code === 'en' ? undefined : locale;
}

export const ENGLISH: Language = {
  code: 'en',
  stem: englishStem,
  stopWords: STOP_WORDS,
  taskQuestion: /^how (?:do|can|could|should|would) (?:i|we|you)\b|^how to\b/,
  pastQuestion: /\b(?:l1|history|historical|legacy|did|was|were|former|formerly|retired|old)\b/,
};

/**
 * A Snowball stemmer on folded terms. Only plain letters are stemmed, as in
 * English: identifiers, hex, versions and commands (`lockedgold:lock`,
 * `eth_getproof`, `0x471e…`, `eip1559`) match exactly. The index holds
 * folded terms ("validacion"), but Snowball's suffix tables are written with
 * accents ("-ación", "-ção"): the accent of those endings, which folding
 * removed, is put back first, so "validacion" and "validaciones" meet.
 */
function snowball(stemmer: (word: string) => string, accents: ReadonlyArray<[RegExp, string]>): (term: string) => string {
  return (term) => {
    if (term.length <= 3 || /[^a-z]/.test(term)) return term;
    let word = term;
    for (const [ending, accented] of accents) {
      if (ending.test(word)) {
        word = word.replace(ending, accented);
        break;
      }
    }
    const stemmed = stemmer(word).normalize('NFKD').replace(/\p{M}+/gu, '');
    return stemmed.length >= 3 ? stemmed : term;
  };
}

const words = (text: string): string[] => text.split(/\s+/).filter(Boolean);

/**
 * A language's stop words: the maintained list (@orama/stopwords), folded as the index folds, less
 * the words that name things in these docs, plus the words a reader adds to a question. The general
 * lists hold words such as "cuenta" (account), "estado" (state), "ejemplo" (example) or "valor"
 * (value), which are what a reader of these docs searches for; and without accents Portuguese "nó"
 * and "nós" (node, nodes) fold to the list's "no" and "nos" ("in the").
 */
function stopWordsOf(list: readonly string[], {keep, add}: {keep: string; add: string}): ReadonlySet<string> {
  const kept = new Set(words(keep));
  return new Set([...STOP_WORDS, ...list.map(fold).filter((word) => !kept.has(word)), ...words(add)]);
}

// The calls below are pure (/*#__PURE__*/): a bundle that never reaches a language drops it whole.
export const SPANISH: Language = {
  code: 'es',
  stem: /*#__PURE__*/ snowball(snowballSpanish, [
    [/cion$/, 'ción'],
    [/sion$/, 'sión'],
  ]),
  stopWords: /*#__PURE__*/ stopWordsOf(spanishStopwords, {
    keep: `
      cuenta estado estados ejemplo valor tiempo nuevo nueva nuevos nuevas dia dias horas fin final general total
      trabajo primer primera primero primeros segundo segunda ultimo ultima ultimos ultimas siguiente modo manera
      mayor mejor menos posible lugar pais parte medio cerca junto lado largo breve cambio
    `,
    add: 'has quiero usando necesito debo deberia',
  }),
  // "¿Cómo puedo…?", "¿Cómo hago para…?": steps; "¿Cómo funciona…?" asks for an explanation.
  taskQuestion: /^como (?:puedo|podemos|hago|hacemos|debo|se puede|se hace)\b|^pasos para\b/,
  pastQuestion: /\b(?:l1|historia|historico|historica|heredado|heredada|legado|antes|anterior|antiguo|antigua|retirado|retirada|era|fue|fueron)\b/,
};

export const PORTUGUESE: Language = {
  code: 'pt',
  stem: /*#__PURE__*/ snowball(snowballPortuguese, [
    // Snowball leaves "-ção" and "-ções" apart ("transaçã", "transaçõ"): the plural is made singular, as RSLP does.
    [/coes$/, 'ção'],
    [/cao$/, 'ção'],
    [/oes$/, 'ão'],
    [/ao$/, 'ão'],
  ]),
  stopWords: /*#__PURE__*/ stopWordsOf(portugueseStopwords, {
    keep: 'no nos',
    add: `
      uns umas pra sobre quais onde porque ser estar ter posso pode podem podemos devo deve preciso precisa quero
      usar usando uso faco faz mim
    `,
  }),
  // "Como faço para…?", "Como posso…?": steps; "Como funciona…?" asks for an explanation.
  taskQuestion: /^como (?:posso|podemos|faco|fazemos|devo|consigo)\b|^passos para\b/,
  pastQuestion: /\b(?:l1|historia|historico|historica|legado|antes|anterior|antigo|antiga|aposentado|aposentada|desativado|desativada|era|foi|foram)\b/,
};
