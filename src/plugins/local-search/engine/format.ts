/**
 * The compact index written at build time (`search-index.json`) and read by
 * the browser. Arrays instead of objects keep the file small: a section's
 * hierarchy is not repeated, it is rebuilt from the parent links.
 */

/** Format version; bump when the layout below changes. */
export const INDEX_FORMAT = 2;

/**
 * One page: [url path, lvl0 label index, tag set index, title, rank weight
 * (1 for most pages, less for hubs, history and the glossary: see the plugin's
 * `pageWeight` option), keywords of its front matter ('' for none), 1 for a
 * how-to (a page with `tutorial` front matter: steps to follow) else 0].
 */
export type PageTuple = [url: string, lvl0: number, tags: number, title: string, weight: number, keywords: string, howTo: 0 | 1];

/**
 * One section of a page, started by a heading (level 1 for the page title and
 * the text before the first h2, then 2..6):
 * [page index, anchor ('' for none), level, heading text, parent section index
 * (-1 for none), content excerpt, extra terms].
 * The excerpt is the section's text cut at `contentWords` words; the extra terms
 * are the distinct folded words of the rest, so the whole section is findable.
 */
export type SectionTuple = [
  page: number,
  anchor: string,
  level: number,
  heading: string,
  parent: number,
  content: string,
  extra: string,
];

export interface CompactIndex {
  v: typeof INDEX_FORMAT;
  /** lvl0 labels (sidebar section or "Pages"). */
  l0: string[];
  /** [language, docusaurus tag] pairs used for contextual filtering. */
  tags: Array<[language: string, tag: string]>;
  pages: PageTuple[];
  sections: SectionTuple[];
}

/**
 * The second file of the index (`search-terms.json`): the extra terms of every
 * section, in section order. The first file carries the sections with empty
 * extra terms, so a search can start as soon as it arrives; the engine adds
 * these when they follow (`SearchEngine.addExtraTerms`).
 */
export interface ExtraTermsFile {
  v: typeof INDEX_FORMAT;
  /** Number of sections of the first file, to detect files of two different builds. */
  sections: number;
  extra: string[];
}

/** Splits a full index into the first file (no extra terms) and the terms file. */
export function splitIndex(index: CompactIndex): {head: CompactIndex; terms: ExtraTermsFile} {
  const EXTRA = 6;
  return {
    head: {...index, sections: index.sections.map((section) => section.map((value, i) => (i === EXTRA ? '' : value)) as SectionTuple)},
    terms: {v: index.v, sections: index.sections.length, extra: index.sections.map((section) => section[EXTRA])},
  };
}

/** A section as the builder extracts it from one page, before compaction. */
export interface ExtractedSection {
  level: number;
  heading: string;
  anchor: string;
  content: string;
}

export interface ExtractedPage {
  url: string;
  title: string;
  /** `<meta name="keywords">` of a docs page (front matter `keywords`), '' elsewhere. */
  keywords: string;
  /** True for a docs page, false for other pages (home, showcase...). */
  isDoc: boolean;
  lvl0: string;
  language: string;
  tag: string;
  sections: ExtractedSection[];
}
