/**
 * Provenance for site data and pages.
 *
 * A source is written as one string, in one of two shapes:
 * - a file in a public GitHub repository, pinned to the commit that was read:
 *   `owner/name@<40 hex>:path/to/file` (the parser also reads `owner/name:path` and short
 *   commits, but tests/unit/provenance.test.ts fails them, and `npm run check:drift` compares
 *   only pinned files with their repository);
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

/** The parts of a repository-file source. */
export interface RepoFileSource {
  /** `owner/name`. */
  repo: string;
  /** The commit that was read (7 to 40 hex), when the source is pinned. */
  commit?: string;
  /** Path of the file in the repository. */
  path: string;
}

/** Splits `owner/name[@commit]:path`; undefined for anything else (https pages included). */
export function parseRepoFile(source: string): RepoFileSource | undefined {
  const file = repoFile.exec(source);
  if (!file) return undefined;
  const [, repo, commit, filePath] = file;
  return commit ? {repo: repo!, commit, path: filePath!} : {repo: repo!, path: filePath!};
}

/** True for a repository file pinned to a full 40-hex commit, which `npm run check:drift` can compare. */
export function isPinnedRepoFile(source: string): boolean {
  return parseRepoFile(source)?.commit?.length === 40;
}

export interface ParsedSource {
  /** What to show: `owner/name path` or the URL without its scheme. */
  label: string;
  /** Where the link goes. */
  href: string;
}

/** Parses a source string; undefined when it has neither shape. */
export function parseSource(source: string): ParsedSource | undefined {
  const file = parseRepoFile(source);
  if (file) {
    return {
      label: `${file.repo} ${file.path}`,
      href: `https://github.com/${file.repo}/blob/${file.commit ?? 'HEAD'}/${file.path}`,
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
