/**
 * Pure filtering for the showcase and tutorials catalogues. No React, no
 * browser APIs: unit tests call these functions directly.
 */

export type Operator = 'AND' | 'OR';

/** The default when the URL has no `operator`. */
export const DEFAULT_OPERATOR: Operator = 'OR';

export interface CatalogItem {
  title: string;
  tags: readonly string[];
}

export interface CatalogFilter {
  /** Selected tag ids; an empty list means "any tag". */
  tags: readonly string[];
  /** AND: an item needs every selected tag. OR: an item needs at least one. */
  operator: Operator;
  /** Matched against the title, case-insensitively; blank means "any title". */
  search: string;
}

export const EMPTY_FILTER: CatalogFilter = {tags: [], operator: DEFAULT_OPERATOR, search: ''};

export function isFilterActive(filter: CatalogFilter): boolean {
  return filter.tags.length > 0 || filter.search.trim() !== '';
}

export function matchesTags(item: CatalogItem, tags: readonly string[], operator: Operator): boolean {
  if (tags.length === 0) {
    return true;
  }
  return operator === 'AND'
    ? tags.every((tag) => item.tags.includes(tag))
    : tags.some((tag) => item.tags.includes(tag));
}

export function matchesSearch(item: CatalogItem, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return needle === '' || item.title.toLowerCase().includes(needle);
}

/** Items that pass both the tag filter and the search, in their original order. */
export function filterItems<T extends CatalogItem>(items: readonly T[], filter: CatalogFilter): T[] {
  return items.filter(
    (item) => matchesTags(item, filter.tags, filter.operator) && matchesSearch(item, filter.search),
  );
}

export function parseOperator(value: string | null | undefined): Operator {
  return value === 'AND' || value === 'OR' ? value : DEFAULT_OPERATOR;
}

/** URL query keys, e.g. `?tags=defi&tags=wallets&operator=AND&name=pay`. */
export const QueryKeys = {tags: 'tags', operator: 'operator', search: 'name'} as const;

/**
 * Reads a filter from a URL query string. Tags not in `knownTags` and repeated
 * tags are dropped, so a stale or mistyped link still shows a sensible view.
 */
export function readFilterFromQuery(search: string, knownTags: readonly string[]): CatalogFilter {
  const params = new URLSearchParams(search);
  const tags = [...new Set(params.getAll(QueryKeys.tags))].filter((tag) => knownTags.includes(tag));
  return {
    tags,
    operator: parseOperator(params.get(QueryKeys.operator)),
    search: params.get(QueryKeys.search) ?? '',
  };
}

/** Writes a filter into a query string, keeping unrelated parameters. Defaults are omitted. */
export function writeFilterToQuery(search: string, filter: CatalogFilter): string {
  const params = new URLSearchParams(search);
  params.delete(QueryKeys.tags);
  params.delete(QueryKeys.operator);
  params.delete(QueryKeys.search);
  filter.tags.forEach((tag) => params.append(QueryKeys.tags, tag));
  if (filter.operator !== DEFAULT_OPERATOR) {
    params.set(QueryKeys.operator, filter.operator);
  }
  if (filter.search !== '') {
    params.set(QueryKeys.search, filter.search);
  }
  return params.toString();
}
