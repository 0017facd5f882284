/**
 * The navbar search: DocSearch's button and modal, unchanged for the reader,
 * answered by the local index instead of Algolia. Neither the modal code nor
 * the index is downloaded until the reader opens search (or hovers/focuses
 * the button, which warms up the modal code only).
 */
import React, {useCallback, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton} from '@docsearch/react/button';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import type {DocSearchModal as DocSearchModalType} from '@docsearch/react/modal';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {useContextualSearchFilters} from '@docusaurus/theme-common';
import {usePluginData} from '@docusaurus/useGlobalData';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Translate from '@docusaurus/Translate';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import {createLocalSearchClient} from '../../client/docsearchClient';
import {loadSearchEngine} from '../../client/loader';
import {modalTranslations, buttonTranslations} from '../../client/translations';
import {ModalExtras} from '../../client/ModalExtras';
import type {LocalSearchGlobalData} from '../../index';
import './styles.css';

let DocSearchModal: typeof DocSearchModalType | null = null;

function importModal(): Promise<void> {
  if (DocSearchModal) return Promise.resolve();
  return Promise.all([import('@docsearch/react/modal'), import('@docsearch/css/dist/modal.css')]).then(
    ([{DocSearchModal: Modal}]) => {
      DocSearchModal = Modal;
    },
  );
}

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
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  // Sections of the results seen since the modal opened: the no-results suggestions.
  const [suggestions, setSuggestions] = useState<string[]>([]);
  // The last search could not load the index.
  const [indexError, setIndexError] = useState(false);
  const searchClient = useMemo(
    () =>
      createLocalSearchClient(data.indexUrl, {
        onResults(hits) {
          setIndexError(false);
          const labels = hits.map((hit) => hit.hierarchy.lvl0).filter((l): l is string => Boolean(l));
          if (labels.length > 0) {
            setSuggestions((previous) => [...new Set([...labels, ...previous])].slice(0, 3));
          }
        },
        onError() {
          setIndexError(true);
        },
      }),
    [data.indexUrl],
  );
  const searchParameters = useMemo(
    () => ({
      facetFilters: [`language:${locale}`, tags.map((tag) => `docusaurus_tag:${tag}`)],
    }),
    [locale, tags],
  );

  const openModal = useCallback(() => {
    if (!container.current) {
      const div = document.createElement('div');
      document.body.insertBefore(div, document.body.firstChild);
      container.current = div;
    }
    // Start fetching the index while the modal code loads; a failure here is
    // reported by the first search, which tries again.
    loadSearchEngine(data.indexUrl).then(
      (engine) => setSuggestions((previous) => (previous.length > 0 ? previous : engine.lvl0Labels().slice(0, 3))),
      () => undefined,
    );
    void importModal().then(() => setIsOpen(true));
  }, [data.indexUrl]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    setInitialQuery(undefined);
    setIndexError(false);
    searchButtonRef.current?.focus();
  }, []);

  const onInput = useCallback(
    (event: KeyboardEvent) => {
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput,
    searchButtonRef,
    isAskAiActive: false,
    onAskAiToggle: () => undefined,
  });

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
        onTouchStart={importModal}
        onFocus={importModal}
        onMouseOver={importModal}
        onClick={openModal}
        ref={searchButtonRef}
        translations={buttonTranslations()}
      />
      {isOpen &&
        DocSearchModal &&
        container.current &&
        createPortal(
          <DocSearchModal
            appId="local"
            apiKey="local"
            indexName="local"
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            hitComponent={Hit}
            transformSearchClient={() => searchClient as never}
            resultsFooterComponent={resultsFooterComponent as never}
            searchParameters={searchParameters}
            getMissingResultsUrl={getMissingResultsUrl}
            insights={false}
            onAskAiToggle={() => undefined}
            placeholder={modalTranslations().searchBox?.placeholderText}
            translations={modalTranslations()}
          />,
          container.current,
        )}
      {isOpen && <ModalExtras suggestions={suggestions} error={indexError} />}
    </>
  );
}
