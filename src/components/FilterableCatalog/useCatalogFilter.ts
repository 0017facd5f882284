/**
 * The catalogue filter in the URL query (`?tags=defi&tags=wallets&operator=AND&name=pay`), so a
 * filtered view can be shared, bookmarked and restored with the back button. Built on
 * theme-common's query-string hooks: during server rendering and hydration they read an empty
 * query, so the first client render matches the static HTML and the filtered view appears on the
 * render right after hydration.
 */
import {useCallback, useMemo} from 'react';
import {useQueryString, useQueryStringList} from '@docusaurus/theme-common';

import {DEFAULT_OPERATOR, parseFilter, QueryKeys, toggleTag, type CatalogFilter, type Operator} from './filter';

export interface CatalogFilterActions {
  toggleTag: (tag: string) => void;
  setOperator: (operator: Operator) => void;
  setSearch: (search: string) => void;
  /** Removes the filter's parameters, keeping any others. */
  clear: () => void;
}

export function useCatalogFilter(knownTags: readonly string[]): [CatalogFilter, CatalogFilterActions] {
  const [tags, setTags] = useQueryStringList(QueryKeys.tags);
  const [operator, setOperatorValue] = useQueryString(QueryKeys.operator);
  const [search, setSearchValue] = useQueryString(QueryKeys.search);
  const filter = useMemo(() => parseFilter({tags, operator, search}, knownTags), [tags, operator, search, knownTags]);

  const onToggleTag = useCallback((tag: string) => setTags((current) => toggleTag(current, tag)), [setTags]);
  // The default operator is left out of the URL.
  const setOperator = useCallback(
    (next: Operator) => setOperatorValue(next === DEFAULT_OPERATOR ? null : next),
    [setOperatorValue],
  );
  const setSearch = useCallback((next: string) => setSearchValue(next), [setSearchValue]);
  const clear = useCallback(() => {
    setTags([]);
    setOperatorValue(null);
    setSearchValue(null);
  }, [setTags, setOperatorValue, setSearchValue]);

  const actions = useMemo(
    () => ({toggleTag: onToggleTag, setOperator, setSearch, clear}),
    [onToggleTag, setOperator, setSearch, clear],
  );
  return [filter, actions];
}
