/**
 * Text normalisation and tokenisation shared by the index builder (Node) and
 * the search engine (browser). Both sides must cut text into the same terms,
 * so this module is the only place that decides what a "word" is.
 */

/** Case and diacritics folded: "Célo" -> "celo". */
export function fold(text: string): string {
  // Most words are plain ASCII: skip Unicode normalisation for them.
  if (ASCII.test(text)) return text.toLowerCase();
  return text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase();
}
const ASCII = /^[\x00-\x7f]*$/;

/**
 * A word is a run of letters, digits, `_` or `$`, optionally joined by `:`,
 * `.`, `-`, `/` or `@` to the next run, so `lockedcelo:lock`, `viem/chains`,
 * `web3.js` and `0x471E...` stay whole (and are findable whole), while their
 * parts are indexed as well.
 */
export const WORD = /[\p{L}\p{N}_$]+(?:[:.\-/@][\p{L}\p{N}_$]+)*/gu;
/** True when a text ends inside a word (a query still being typed): its last character is one of WORD's. */
export const ENDS_IN_WORD = /[\p{L}\p{N}_$]$/u;
const JOINER = /[:.\-/@]/;
const CAMEL = /^[a-z]+(?:[A-Z][a-z0-9]+)+$|^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]+)+$/;

export interface Word {
  /** Folded form of the whole word. */
  term: string;
  /** Offset of the word in the original text. */
  start: number;
  /** Offset just past the word in the original text. */
  end: number;
}

/** Words of a text with their positions, folded, in order. */
export function words(text: string): Word[] {
  const out: Word[] = [];
  for (const match of text.matchAll(WORD)) {
    const start = match.index;
    out.push({term: fold(match[0]), start, end: start + match[0].length});
  }
  return out;
}

/**
 * The folded parts of a word that are indexed besides the word itself:
 * the pieces between joiners and the humps of a camelCase identifier
 * (`feeCurrency` -> `fee`, `currency`). Hex strings are not split.
 */
export function partsOf(raw: string): string[] {
  const parts: string[] = [];
  if (JOINER.test(raw)) {
    for (const piece of raw.split(/[:.\-/@]+/)) {
      if (piece) {
        parts.push(fold(piece), ...camelParts(piece));
      }
    }
  } else {
    parts.push(...camelParts(raw));
  }
  return parts;
}

function camelParts(raw: string): string[] {
  if (!CAMEL.test(raw)) {
    return [];
  }
  return raw
    .split(/(?=[A-Z])/)
    .map(fold)
    .filter((part) => part.length > 1);
}

/** Every term a text contributes to the index: whole words and their parts. */
export function terms(text: string): string[] {
  const out: string[] = [];
  for (const match of text.matchAll(WORD)) {
    const raw = match[0];
    out.push(fold(raw));
    out.push(...partsOf(raw));
  }
  return out;
}

/**
 * Words that carry no meaning in a reader's question. They are ignored in a
 * query that has other words, and never stored in the index's extra terms.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'can', 'do', 'does', 'for', 'from',
  'how', 'i', 'if', 'in', 'into', 'is', 'it', 'its', 'me', 'my', 'of', 'on', 'or',
  'should', 'so', 'that', 'the', 'their', 'then', 'there', 'this', 'to', 'use', 'using',
  'was', 'what', 'when', 'where', 'which', 'who', 'why', 'will', 'with', 'you', 'your',
  'we', 'our', 'get', 'need', 'want', 'about',
]);

/**
 * A light English stem, for matching a query word with other forms of it
 * ("stake", "staking", "stakes"; "bridge", "bridging"; "run", "running").
 * Only endings are cut, words of three letters are kept, and anything but
 * plain letters (hex, `eip1559`, `lockedcelo:lock`) is left whole: such terms
 * must match exactly.
 */
export function stem(term: string): string {
  if (term.length <= 3 || /[^a-z]/.test(term)) return term;
  let out = term;
  // Each cut keeps at least three letters.
  const cut = (letters: number, add = ''): boolean => {
    const next = out.slice(0, -letters) + add;
    if (next.length < 3) return false;
    out = next;
    return true;
  };
  if (out.endsWith('sses')) cut(2);
  else if (out.endsWith('ies')) cut(3, 'y');
  else if (/(?:ch|sh|x|ss)es$/.test(out)) cut(2);
  else if (out.endsWith('s') && !/(?:ss|us|is)$/.test(out)) cut(1);
  if (/(?:ing|ed)$/.test(out) && cut(out.endsWith('ing') ? 3 : 2)) {
    // running -> run, locked -> lock; but not install -> instal.
    if (/([b-df-hj-np-tv-z])\1$/.test(out) && !/(?:ll|ss|zz)$/.test(out)) cut(1);
  }
  if (out.endsWith('e')) cut(1);
  return out;
}

/** Collapses runs of white space and trims. */
export function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
