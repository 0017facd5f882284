/**
 * Provenance for site data and pages.
 *
 * A source is written as one string, in one of two shapes:
 * - a file in a public GitHub repository: `owner/name:path/to/file`, optionally
 *   pinned to the commit that was read: `owner/name@<7 to 40 hex>:path/to/file`;
 * - a web page: `https://...`.
 *
 * Pages list theirs in front matter (`sources:`), with the day someone last
 * checked the page against them (`last_reviewed:`). Data records that are
 * lists (providers, wallets, programmes, addresses) carry a `sources` field
 * of this type, so a record without one does not compile.
 */
export type SourceRef = `${string}/${string}:${string}` | `https://${string}`;

/** A non-empty list: a record must name at least one source. */
export type Sources = readonly [SourceRef, ...SourceRef[]];

const repoFile = /^([A-Za-z0-9][A-Za-z0-9_.-]*\/[A-Za-z0-9][A-Za-z0-9_.-]*)(?:@([0-9a-f]{7,40}))?:([^\s:]+)$/;
const webPage = /^https:\/\/[^\s/]+\.[^\s/]+(\/\S*)?$/;

export interface ParsedSource {
  /** What to show: `owner/name path` or the URL without its scheme. */
  label: string;
  /** Where the link goes. */
  href: string;
}

/** Parses a source string; undefined when it has neither shape. */
export function parseSource(source: string): ParsedSource | undefined {
  const file = repoFile.exec(source);
  if (file) {
    const [, repo, commit, filePath] = file;
    return {
      label: `${repo} ${filePath}`,
      href: `https://github.com/${repo}/blob/${commit ?? 'HEAD'}/${filePath}`,
    };
  }
  if (webPage.test(source)) {
    return {label: source.replace(/^https:\/\//, '').replace(/\/$/, ''), href: source};
  }
  return undefined;
}

export function isSourceRef(source: string): source is SourceRef {
  return parseSource(source) !== undefined;
}
