/**
 * Tiny hooks that keep the catalogue filter in the URL query, so a filtered
 * view can be shared, bookmarked and restored with the back button.
 */
import {useCallback} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';

import {
  EMPTY_FILTER,
  readFilterFromQuery,
  writeFilterToQuery,
  type CatalogFilter,
  type Operator,
} from './filter';

/**
 * The filter currently in the URL. During server rendering and hydration the
 * query is ignored, so the first client render matches the static HTML; the
 * filtered view appears on the render right after hydration.
 */
export function useCatalogFilter(knownTags: readonly string[]): CatalogFilter {
  const isBrowser = useIsBrowser();
  const location = useLocation();
  return isBrowser ? readFilterFromQuery(location.search, knownTags) : EMPTY_FILTER;
}

/** Returns a function that applies a change to the filter in the URL. */
function useUpdateFilter(knownTags: readonly string[]): (change: (filter: CatalogFilter) => CatalogFilter) => void {
  const history = useHistory();
  return useCallback(
    (change) => {
      const {location} = history;
      const current = readFilterFromQuery(location.search, knownTags);
      const search = writeFilterToQuery(location.search, change(current));
      history.replace({...location, search: search === '' ? '' : `?${search}`});
    },
    [history, knownTags],
  );
}

export function useToggleTag(knownTags: readonly string[]): (tag: string) => void {
  const update = useUpdateFilter(knownTags);
  return useCallback(
    (tag: string) =>
      update((filter) => ({
        ...filter,
        tags: filter.tags.includes(tag) ? filter.tags.filter((t) => t !== tag) : [...filter.tags, tag],
      })),
    [update],
  );
}

export function useSetOperator(knownTags: readonly string[]): (operator: Operator) => void {
  const update = useUpdateFilter(knownTags);
  return useCallback((operator: Operator) => update((filter) => ({...filter, operator})), [update]);
}

export function useSetSearch(knownTags: readonly string[]): (search: string) => void {
  const update = useUpdateFilter(knownTags);
  return useCallback((search: string) => update((filter) => ({...filter, search})), [update]);
}

export function useClearFilter(knownTags: readonly string[]): () => void {
  const update = useUpdateFilter(knownTags);
  return useCallback(() => update(() => EMPTY_FILTER), [update]);
}
