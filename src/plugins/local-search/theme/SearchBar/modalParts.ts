/**
 * Everything the search modal needs beyond the navbar button, in one lazy
 * chunk: DocSearch's modal, the local search client and engine, the error and
 * suggestion extras, and the modal's texts. The navbar carries none of it
 * until the reader reaches for search.
 */
import '@docsearch/css/dist/modal.css';

export {DocSearchModal} from '@docsearch/react/modal';
export {createLocalSearchClient} from '../../client/docsearchClient';
export {loadSearchEngine} from '../../client/loader';
export {ModalExtras} from '../../client/ModalExtras';
export {modalTranslations} from '../../client/translations';
