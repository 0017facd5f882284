/**
 * The navbar search: DocSearch's button and modal, unchanged for the reader,
 * answered by the local index instead of Algolia. Neither the modal code nor
 * the index is downloaded until the reader opens search (or hovers/focuses
 * the button, which warms up the modal code only).
 */
import '@site/src/i18n/codeStrings?namespace=localSearch';
import React, {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton} from '@docsearch/react/button';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {useContextualSearchFilters} from '@docusaurus/theme-common';
import {usePluginData} from '@docusaurus/useGlobalData';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Translate from '@docusaurus/Translate';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import {buttonTranslations} from '../../client/translations';
import type {LocalSearchGlobalData} from '../../index';
import {useSearchShortcuts} from './useSearchShortcuts';
import {loadOnce} from '@site/src/utils/loadOnce';
import './styles.css';

type ModalParts = typeof import('./modalParts');

/** Loads the modal chunk once; a failed load is forgotten so the next attempt retries. */
const importModal = loadOnce<ModalParts>(() => import(/* webpackChunkName: "search-modal" */ './modalParts'));

const warmUp = () => void importModal().catch(() => undefined);

interface HitProps {
  hit: {url: string};
  children: ReactNode;
}

function Hit({hit, children}: HitProps) {
  return <Link to={hit.url}>{children}</Link>;
}

export default function SearchBar(): ReactNode {
  const data = usePluginData('local-search') as LocalSearchGlobalData;
  const history = useHistory();
  const {locale, tags} = useContextualSearchFilters();
  const searchPageUrl = useBaseUrl(`/${data.searchPagePath}`);
  const container = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);

  // Sections of the results seen since the modal opened: the no-results suggestions.
  const [suggestions, setSuggestions] = useState<string[]>([]);
  // The last search could not load the index.
  const [indexError, setIndexError] = useState(false);
  // The modal's own code could not be fetched (the connection dropped after the page loaded).
  const [modalLoadFailed, setModalLoadFailed] = useState(false);
  const [parts, setParts] = useState<ModalParts | undefined>(importModal.current);
  const searchClient = useMemo(
    () =>
      parts?.createLocalSearchClient(data.manifestUrl, {
        onResults(hits) {
          setIndexError(false);
          const labels = hits.map((hit) => hit.hierarchy.lvl0).filter((l): l is string => Boolean(l));
          if (labels.length > 0) {
            // The same list keeps its identity: a new one would render the search bar, and the
            // modal below it, again on every keystroke.
            setSuggestions((previous) => {
              const next = [...new Set([...labels, ...previous])].slice(0, 3);
              return next.length === previous.length && next.every((label, i) => label === previous[i]) ? previous : next;
            });
          }
        },
        onError() {
          setIndexError(true);
        },
      }),
    [parts, data.manifestUrl],
  );
  // DocSearch 3 rebuilds its autocomplete (and loses the query) when these
  // props change identity, so each is stable across re-renders.
  const transformSearchClient = useCallback(() => searchClient as never, [searchClient]);
  const translations = useMemo(() => parts?.modalTranslations(), [parts]);
  // The tags list is a new array on every render: key the memo on its content.
  const tagsKey = tags.join('\n');
  const searchParameters = useMemo(
    () => ({
      facetFilters: [`language:${locale}`, tagsKey.split('\n').filter(Boolean).map((tag) => `docusaurus_tag:${tag}`)],
    }),
    [locale, tagsKey],
  );

  const openModal = useCallback(() => {
    if (!container.current) {
      const div = document.createElement('div');
      document.body.insertBefore(div, document.body.firstChild);
      container.current = div;
    }
    importModal().then(
      (loaded) => {
        setModalLoadFailed(false);
        setParts(loaded);
        setIsOpen(true);
        // Fetch the index while the modal mounts; a failure here is reported
        // by the first search, which tries again.
        loaded.loadSearchEngine(data.manifestUrl).then(
          (engine) => setSuggestions((previous) => (previous.length > 0 ? previous : engine.lvl0Labels().slice(0, 3))),
          () => undefined,
        );
      },
      // The modal's code could not be fetched (offline): say so; the next press,
      // the Retry button or the connection coming back tries again.
      () => setModalLoadFailed(true),
    );
  }, [data.manifestUrl]);

  useEffect(() => {
    if (!modalLoadFailed) return undefined;
    window.addEventListener('online', openModal);
    return () => window.removeEventListener('online', openModal);
  }, [modalLoadFailed, openModal]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    setIndexError(false);
    searchButtonRef.current?.focus();
  }, []);

  useSearchShortcuts({isOpen, onOpen: openModal, onClose: closeModal});

  const navigator = useMemo(
    () => ({
      navigate({itemUrl}: {itemUrl: string}) {
        history.push(itemUrl);
      },
      navigateNewTab({itemUrl}: {itemUrl: string}) {
        window.open(itemUrl, '_blank', 'noopener');
      },
      navigateNewWindow({itemUrl}: {itemUrl: string}) {
        window.open(itemUrl, '_blank', 'noopener');
      },
    }),
    [history],
  );

  const resultsFooterComponent = useCallback(
    ({state}: {state: {query: string; context: Record<string, unknown>}}) => (
      <Link to={`${searchPageUrl}?q=${encodeURIComponent(state.query)}`} onClick={closeModal}>
        <Translate id="theme.SearchBar.seeAll" values={{count: String(state.context.nbHits ?? 0)}}>
          {'See all {count} results'}
        </Translate>
      </Link>
    ),
    [searchPageUrl, closeModal],
  );

  const missingResultsUrl = data.missingResultsUrl;
  const getMissingResultsUrl = useMemo(
    () =>
      missingResultsUrl
        ? ({query}: {query: string}) =>
            `${missingResultsUrl}?title=${encodeURIComponent(`Search: no results for "${query}"`)}`
        : undefined,
    [missingResultsUrl],
  );

  return (
    <>
      <DocSearchButton
        onTouchStart={warmUp}
        onFocus={warmUp}
        onMouseOver={warmUp}
        onClick={openModal}
        ref={searchButtonRef}
        translations={buttonTranslations()}
        // DocSearch names the button "Search (Control+k)", which does not contain what it shows
        // ("Search Ctrl K"): a voice-control user saying the visible words misses it (WCAG 2.5.3,
        // axe's label-content-name-mismatch). Without the label the name is the visible text; the
        // shortcut stays announced through aria-keyshortcuts.
        aria-label={undefined}
      />
      {isOpen &&
        parts &&
        searchClient &&
        container.current &&
        createPortal(
          <parts.DocSearchModal
            appId="local"
            apiKey="local"
            indexName="local"
            onClose={closeModal}
            initialScrollY={window.scrollY}
            navigator={navigator}
            hitComponent={Hit}
            transformSearchClient={transformSearchClient}
            resultsFooterComponent={resultsFooterComponent as never}
            searchParameters={searchParameters}
            getMissingResultsUrl={getMissingResultsUrl}
            insights={false}
            placeholder={translations?.searchBox?.placeholderText}
            translations={translations}
          />,
          container.current,
        )}
      {isOpen && parts && <parts.ModalExtras suggestions={suggestions} error={indexError} />}
      {modalLoadFailed && (
        <div className="local-search-load-error" role="alert">
          <p className="local-search-load-error__title">
            <Translate id="theme.SearchModal.errorScreen.titleText">Unable to fetch results</Translate>
          </p>
          <p>
            <Translate id="theme.SearchModal.errorScreen.helpText">You might want to check your network connection.</Translate>
          </p>
          <div className="local-search-load-error__actions">
            <button type="button" className="button button--sm button--primary" onClick={openModal}>
              <Translate id="localSearch.loadError.retry">Retry</Translate>
            </button>
            <button type="button" className="button button--sm button--secondary" onClick={() => setModalLoadFailed(false)}>
              <Translate id="localSearch.loadError.close">Close</Translate>
            </button>
          </div>
        </div>
      )}
    </>
  );
}
