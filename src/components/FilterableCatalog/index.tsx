/**
 * A filterable card catalogue shared by /showcase and /tutorials: tag
 * checkboxes, an AND/OR switch, "Clear all", a search box, a result count and
 * the result list. The filter lives in the URL query (see useCatalogFilter.ts)
 * and the matching is done by the pure functions in filter.ts.
 */
import '@site/src/i18n/codeStrings?namespace=catalog';
import React, {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';

import {filterItems, isFilterActive, type CatalogItem, type GetTags, type Operator} from './filter';
import {useCatalogFilter} from './useCatalogFilter';
import styles from './styles.module.css';

export interface CatalogTag {
  id: string;
  label: string;
  description: string;
  color: string;
}

export interface FilterableCatalogProps<T extends CatalogItem> {
  items: readonly T[];
  /** The tags offered as filters, in display order. */
  tags: readonly CatalogTag[];
  /** Items with this tag are listed under "Most Popular" while no filter is active. */
  featuredTag?: string;
  /** The item's tag ids, read where the item keeps them. */
  getTags: GetTags<T>;
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}

function useResultCountText(count: number): string {
  const {selectMessage} = usePluralForm();
  return selectMessage(
    count,
    translate(
      {
        id: 'catalog.filters.resultCount',
        description:
          'Pluralized label for the number of catalogue entries shown. Use as many plural forms (separated by "|") as your language supports (see https://www.unicode.org/cldr/cldr-aux/charts/34/supplemental/language_plural_rules.html)',
        message: '1 site|{sitesCount} sites',
      },
      {sitesCount: count},
    ),
  );
}

function TagFilters({
  tags,
  selected,
  onToggle,
}: {
  tags: readonly CatalogTag[];
  selected: readonly string[];
  onToggle: (tag: string) => void;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        <Translate id="catalog.filters.tags.legend" description="Legend of the group of tag checkboxes">
          Tags
        </Translate>
      </legend>
      <ul className={clsx('clean-list', styles.tagList)}>
        {tags.map((tag) => {
          const inputId = `catalog-tag-${tag.id}`;
          const checked = selected.includes(tag.id);
          return (
            <li key={tag.id}>
              <label htmlFor={inputId} className={clsx(styles.tagToggle, checked && styles.tagToggleChecked)} title={tag.description}>
                <input
                  id={inputId}
                  type="checkbox"
                  className={styles.tagCheckbox}
                  checked={checked}
                  onChange={() => onToggle(tag.id)}
                />
                <span className={styles.tagDot} style={{backgroundColor: tag.color}} aria-hidden="true" />
                {tag.label}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

function OperatorToggle({operator, onChange}: {operator: Operator; onChange: (operator: Operator) => void}) {
  const options: {value: Operator; label: string; title: string}[] = [
    {
      value: 'OR',
      label: translate({id: 'catalog.filters.operator.or', message: 'OR', description: 'Label of the OR operator'}),
      title: translate({
        id: 'catalog.filters.operator.or.title',
        message: 'Show entries that have at least one of the selected tags',
        description: 'Tooltip of the OR operator',
      }),
    },
    {
      value: 'AND',
      label: translate({id: 'catalog.filters.operator.and', message: 'AND', description: 'Label of the AND operator'}),
      title: translate({
        id: 'catalog.filters.operator.and.title',
        message: 'Show entries that have all of the selected tags',
        description: 'Tooltip of the AND operator',
      }),
    },
  ];
  return (
    <fieldset className={clsx(styles.fieldset, styles.operator)}>
      <legend className={styles.operatorLegend}>
        <Translate id="catalog.filters.operator.legend" description="Legend of the AND/OR switch">
          Match tags with
        </Translate>
      </legend>
      {options.map((option) => (
        <label key={option.value} className={styles.operatorOption} title={option.title}>
          <input
            type="radio"
            name="catalog-operator"
            value={option.value}
            checked={operator === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

function SearchBar({value, onChange}: {value: string; onChange: (value: string) => void}) {
  // Local state keeps typing smooth; the URL follows, and a change of the URL
  // from elsewhere ("Clear all", back button) resets the box.
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const placeholder = translate({
    id: 'catalog.searchBar.placeholder',
    message: 'Search for site name...',
    description: 'Placeholder and accessible name of the catalogue search box',
  });
  return (
    <div className={styles.searchBar}>
      <input
        type="search"
        className={styles.searchInput}
        placeholder={placeholder}
        aria-label={placeholder}
        value={text}
        maxLength={512}
        onChange={(event) => {
          setText(event.currentTarget.value);
          onChange(event.currentTarget.value);
        }}
      />
    </div>
  );
}

function CardList<T extends CatalogItem>({
  items,
  getKey,
  renderItem,
}: {
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}) {
  return (
    <ul className={clsx('clean-list', styles.cardList)}>
      {items.map((item) => (
        <li key={getKey(item)} className={styles.cardListItem}>
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
}

export default function FilterableCatalog<T extends CatalogItem>({
  items,
  tags,
  featuredTag,
  getTags,
  getKey,
  renderItem,
}: FilterableCatalogProps<T>): ReactNode {
  const tagIds = React.useMemo(() => tags.map((tag) => tag.id), [tags]);
  const [filter, {toggleTag, setOperator, setSearch, clear: clearAll}] = useCatalogFilter(tagIds);

  const results = filterItems(items, filter, getTags);
  const countText = useResultCountText(results.length);
  const active = isFilterActive(filter);
  const featured = featuredTag ? results.filter((item) => getTags(item).includes(featuredTag)) : [];
  const others = featuredTag ? results.filter((item) => !getTags(item).includes(featuredTag)) : results;

  return (
    <>
      <section className={clsx('container', styles.filters)}>
        <div className={styles.filtersHeader}>
          <div className={styles.filtersTitle}>
            <Heading as="h2" className="margin-bottom--none">
              <Translate id="catalog.filters.title" description="Heading of the catalogue filters">
                Filters
              </Translate>
            </Heading>
            <p className={styles.count} aria-live="polite">
              {countText}
            </p>
          </div>
          <div className={styles.filtersActions}>
            <OperatorToggle operator={filter.operator} onChange={setOperator} />
            <button type="button" className="button button--primary button--sm" onClick={clearAll}>
              <Translate id="catalog.filters.clearAll" description="Button that removes every tag filter and the search">
                Clear all
              </Translate>
            </button>
          </div>
        </div>
        <TagFilters tags={tags} selected={filter.tags} onToggle={toggleTag} />
        <SearchBar value={filter.search} onChange={setSearch} />
      </section>

      <section className={clsx('container', styles.results)}>
        {results.length === 0 ? (
          <Heading as="h2" className="text--center">
            <Translate id="catalog.noResult" description="Shown when no catalogue entry matches the filter">
              No result
            </Translate>
          </Heading>
        ) : active ? (
          <CardList items={results} getKey={getKey} renderItem={renderItem} />
        ) : (
          <>
            {featured.length > 0 && (
              <div className={styles.group}>
                <Heading as="h2">
                  <Translate id="catalog.favorites.title" description="Heading of the featured entries">
                    Most Popular
                  </Translate>
                </Heading>
                <CardList items={featured} getKey={getKey} renderItem={renderItem} />
              </div>
            )}
            {others.length > 0 && (
              <div className={styles.group}>
                <Heading as="h2">
                  <Translate id="catalog.all.title" description="Heading of the list of all other entries">
                    All sites
                  </Translate>
                </Heading>
                <CardList items={others} getKey={getKey} renderItem={renderItem} />
              </div>
            )}
          </>
        )}
      </section>
    </>
  );
}

/** Coloured tag labels for the foot of a card. */
export function CardTags({tags}: {tags: readonly CatalogTag[]}): ReactNode {
  return (
    <ul className={clsx('clean-list', styles.cardTags)}>
      {tags.map((tag) => (
        <li key={tag.id} className={styles.cardTag} title={tag.description}>
          <span className={styles.tagDot} style={{backgroundColor: tag.color}} aria-hidden="true" />
          {tag.label}
        </li>
      ))}
    </ul>
  );
}
