/**
 * Pure filtering for the showcase and tutorials catalogues. No React, no
 * browser APIs: unit tests call these functions directly.
 */

export type Operator = 'AND' | 'OR';

/** The default when the URL has no `operator`. */
export const DEFAULT_OPERATOR: Operator = 'OR';

export interface CatalogItem {
  title: string;
}

/** Reads an item's tags where the item keeps them (no copy of the items is made). */
export type GetTags<T> = (item: T) => readonly string[];

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

export function matchesTags(itemTags: readonly string[], tags: readonly string[], operator: Operator): boolean {
  if (tags.length === 0) {
    return true;
  }
  return operator === 'AND'
    ? tags.every((tag) => itemTags.includes(tag))
    : tags.some((tag) => itemTags.includes(tag));
}

export function matchesSearch(item: CatalogItem, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return needle === '' || item.title.toLowerCase().includes(needle);
}

/** Items that pass both the tag filter and the search, in their original order. */
export function filterItems<T extends CatalogItem>(items: readonly T[], filter: CatalogFilter, getTags: GetTags<T>): T[] {
  return items.filter(
    (item) => matchesTags(getTags(item), filter.tags, filter.operator) && matchesSearch(item, filter.search),
  );
}

export function parseOperator(value: string | null | undefined): Operator {
  return value === 'AND' || value === 'OR' ? value : DEFAULT_OPERATOR;
}

/** URL query keys, e.g. `?tags=defi&tags=wallets&operator=AND&name=pay`. */
export const QueryKeys = {tags: 'tags', operator: 'operator', search: 'name'} as const;

/** The raw query values of a filter, as the URL holds them. */
export interface FilterQueryValues {
  tags: readonly string[];
  operator: string;
  search: string;
}

/**
 * The filter a URL's query values describe. Tags not in `knownTags` and
 * repeated tags are dropped, so a stale or mistyped link still shows a
 * sensible view.
 */
export function parseFilter(values: FilterQueryValues, knownTags: readonly string[]): CatalogFilter {
  return {
    tags: [...new Set(values.tags)].filter((tag) => knownTags.includes(tag)),
    operator: parseOperator(values.operator),
    search: values.search,
  };
}

/** A tag list with `tag` added, or removed when it is there. */
export function toggleTag(tags: readonly string[], tag: string): string[] {
  return tags.includes(tag) ? tags.filter((t) => t !== tag) : [...tags, tag];
}
