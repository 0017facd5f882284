/**
 * The search page, `/search?q=...`: the query lives in the URL (shareable,
 * kept on reload and back/forward), results link to the exact heading and
 * show highlighted snippets built as React text nodes, never as HTML.
 */
import '@site/src/i18n/codeStrings?namespace=localSearch';
import React, {useEffect, useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useContextualSearchFilters, useSearchQueryString} from '@docusaurus/theme-common';
import {loadForQuery, loadSearchEngine} from '../../client/loader';
import {snippet, highlight, type SearchEngine, type SearchResult, type Segment} from '../../engine/search';
import type {LocalSearchGlobalData} from '../../index';
import styles from './styles.module.css';

const PAGE_SIZE = 20;
const SNIPPET_WORDS = 30;
/** The longest query the page accepts (the modal accepts 64 characters). */
export const SEARCH_PAGE_MAX_LENGTH = 512;

type LoadState = 'loading' | 'ready' | 'error';

function Highlighted({segments}: {segments: Segment[]}) {
  return (
    <>
      {segments.map((segment, i) =>
        segment.match ? <mark key={i}>{segment.text}</mark> : <React.Fragment key={i}>{segment.text}</React.Fragment>,
      )}
    </>
  );
}

/**
 * Loads the index's manifest once `wanted` (there is a query, or the reader
 * started typing one), then the parts each query needs; the result is null
 * until they are in. A failed load shows the error state; `attempt` retries.
 */
function useSearchResult(
  manifestUrl: string,
  attempt: number,
  wanted: boolean,
  query: string,
  options: {language: string; tags: string[]; limit: number},
) {
  const [engine, setEngine] = useState<SearchEngine | null>(null);
  const [state, setState] = useState<LoadState>('loading');
  const [result, setResult] = useState<SearchResult | null>(null);
  useEffect(() => {
    if (!wanted) return undefined;
    let active = true;
    setState((current) => (current === 'ready' ? current : 'loading'));
    loadSearchEngine(manifestUrl).then(
      (loaded) => {
        if (!active) return;
        setEngine(loaded);
        setState('ready');
      },
      () => {
        if (active) setState('error');
      },
    );
    return () => {
      active = false;
    };
  }, [manifestUrl, attempt, wanted]);
  const {language, limit} = options;
  // The tags as a string: the effect runs again when they change, not when their array is rebuilt.
  const tagKey = options.tags.join('\n');
  useEffect(() => {
    if (!engine || !query.trim()) {
      setResult(null);
      return undefined;
    }
    let active = true;
    const searchOptions = {language, tags: tagKey ? tagKey.split('\n') : [], limit};
    loadForQuery(engine, query, searchOptions).then(
      () => {
        if (!active) return;
        setResult(engine.search(query, searchOptions));
        setState('ready');
      },
      () => {
        if (active) setState('error');
      },
    );
    return () => {
      active = false;
    };
  }, [engine, query, language, tagKey, limit, attempt]);
  return {engine, state, result};
}

function SearchPageContent({title}: {title: string}): ReactNode {
  const data = usePluginData('local-search') as LocalSearchGlobalData;
  const [query, setQuery] = useSearchQueryString();
  // Inside <Layout>: the docs version context it provides gives the tags.
  const {locale, tags} = useContextualSearchFilters();
  const [attempt, setAttempt] = useState(0);
  // An empty search page does not fetch the index (about 150 KB) until the
  // reader reaches for the input: most visits arrive with a query.
  const [readerStarted, setReaderStarted] = useState(false);
  const [shown, setShown] = useState(PAGE_SIZE);

  useEffect(() => setShown(PAGE_SIZE), [query]);

  const searchOptions = useMemo(() => ({language: locale, tags, limit: shown}), [locale, tags, shown]);
  const {state, result} = useSearchResult(
    data.manifestUrl,
    attempt,
    readerStarted || query.trim() !== '',
    query,
    searchOptions,
  );

  return (
      <main className={clsx('container margin-vert--lg', styles.page)}>
        <Heading as="h1">{title}</Heading>
        <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
          <input
            type="search"
            name="q"
            className={styles.input}
            aria-label={translate({id: 'theme.SearchPage.inputLabel', message: 'Search'})}
            placeholder={translate({id: 'theme.SearchPage.inputPlaceholder', message: 'Type your search here'})}
            maxLength={SEARCH_PAGE_MAX_LENGTH}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              // A failed index load is retried when the reader types again.
              if (state === 'error') setAttempt((n) => n + 1);
            }}
            onKeyDown={() => setReaderStarted(true)}
            onPointerDown={() => setReaderStarted(true)}
            autoComplete="off"
            autoFocus
          />
        </form>

        <div aria-live="polite" className={styles.status}>
          {state === 'loading' && query.trim() !== '' && (
            <p>
              <Translate id="theme.SearchPage.fetchingNewResults">Fetching new results...</Translate>
            </p>
          )}
          {state === 'error' && (
            <div className="alert alert--danger" role="alert">
              <p className={styles.errorTitle}>
                <Translate id="theme.SearchModal.errorScreen.titleText">Unable to fetch results</Translate>
              </p>
              <p>
                <Translate id="theme.SearchModal.errorScreen.helpText">
                  You might want to check your network connection.
                </Translate>
              </p>
              <button type="button" className="button button--secondary button--sm" onClick={() => setAttempt((n) => n + 1)}>
                <Translate id="localSearch.page.retry">Try again</Translate>
              </button>
            </div>
          )}
          {result && result.total > 0 && (
            <p>
              <Translate id="theme.SearchPage.documentsFound.plurals" values={{count: String(result.total)}}>
                {'{count} documents found'}
              </Translate>
            </p>
          )}
          {result && result.total === 0 && (
            <p>
              <Translate id="theme.SearchPage.noResultsText">No results for</Translate> "{query}"
            </p>
          )}
        </div>

        {result && result.hits.length > 0 && (
          <ol className={styles.results}>
            {result.hits.map(({record}) => {
              const level = record.type === 'content' ? null : Number(record.type.slice(3));
              const titleText = level !== null ? record.hierarchy[level] ?? record.hierarchy[1] : record.hierarchy[1];
              const path = record.hierarchy
                .slice(0, level ?? 7)
                .filter((part): part is string => Boolean(part) && part !== titleText);
              return (
                <li key={record.id} className={styles.result}>
                  <article>
                    <Heading as="h2" className={styles.resultTitle}>
                      <Link to={record.url}>
                        <Highlighted segments={highlight(titleText ?? '', result.matchedTerms)} />
                      </Link>
                    </Heading>
                    {path.length > 0 && (
                      <p className={styles.path}>
                        {path.map((part, i) => (
                          <React.Fragment key={i}>
                            {i > 0 && ' › '}
                            <Highlighted segments={highlight(part, result.matchedTerms)} />
                          </React.Fragment>
                        ))}
                      </p>
                    )}
                    {record.content && (
                      <p className={styles.snippet}>
                        <Highlighted segments={snippet(record.content, result.matchedTerms, SNIPPET_WORDS)} />
                      </p>
                    )}
                  </article>
                </li>
              );
            })}
          </ol>
        )}

        {result && result.total > result.hits.length && (
          <button
            type="button"
            className="button button--primary button--outline"
            onClick={() => setShown((n) => n + PAGE_SIZE)}>
            <Translate id="localSearch.page.loadMore">Show more results</Translate>
          </button>
        )}
      </main>
  );
}

export default function SearchPage(): ReactNode {
  const [query] = useSearchQueryString();
  const title = query
    ? translate(
        {id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"'},
        {query},
      )
    : translate({id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation'});
  return (
    <Layout
      title={title}
      description={translate({id: 'localSearch.page.description', message: 'Search the Celo documentation.'})}>
      <SearchPageContent title={title} />
    </Layout>
  );
}
