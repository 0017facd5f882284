/**
 * Everything the search modal needs beyond the navbar button, in one lazy
 * chunk: DocSearch's modal, the local search client and engine, the error and
 * suggestion extras, and the modal's texts. The navbar carries none of it
 * until the reader reaches for search.
 *
 * The modal is DocSearch 3.9's (`docsearch-react-v3`, an npm alias of
 * `@docsearch/react@3.9.0`): the same search experience as 4.x without the
 * Ask AI side panel and chat code this site cannot use, about 27 KB
 * compressed instead of 111 KB. The button and keyboard shortcuts stay 4.x's;
 * the hosted search (Algolia) keeps theme-search-algolia's 4.x modal.
 */
import 'docsearch-css-v3/dist/_variables.css';
import 'docsearch-css-v3/dist/modal.css';

export {DocSearchModal} from 'docsearch-react-v3';
export {createLocalSearchClient} from '../../client/docsearchClient';
export {loadSearchEngine} from '../../client/loader';
export {ModalExtras} from '@site/src/components/SearchModalExtras';
export {modalTranslations} from '../../client/translations';
