import '@site/src/i18n/codeStrings?namespace=translation';
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import type {TranslationState} from '@site/src/i18n/translationState';
import {withoutBaseUrl} from '@site/src/utils/withoutBaseUrl';
import styles from './styles.module.css';

/**
 * The notice above a docs page in another language when the page is not a current translation: the
 * English page shown because there is no translation, or a translation older than the English page
 * (with the English page's date, formatted for the language at build time). It links to the English
 * page with a full page load (another language is another site build) and to the translators' guide.
 */
export default function TranslationNotice({translation}: {translation: TranslationState}): ReactNode {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  // The same page at the English root: this language's prefix (its baseUrl, `/es/`) taken off.
  const englishUrl = withoutBaseUrl(pathname, siteConfig.baseUrl);
  const englishLink = (
    // A plain link: the English page belongs to another build, which the app here cannot render.
    // eslint-disable-next-line @docusaurus/no-html-links
    <a href={englishUrl} hrefLang="en" lang="en">
      <Translate id="translation.notice.englishLink" description="Link text to the same page in English">
        Read the English page
      </Translate>
    </a>
  );
  const helpLink = (
    <Link to="/community/translations">
      <Translate id="translation.notice.helpLink" description="Link text to the guide for translators">
        Help translate it
      </Translate>
    </Link>
  );
  return (
    <div className={`alert alert--warning ${styles.notice}`} role="note" data-translation={translation.state}>
      {translation.state === 'missing' ? (
        <Translate
          id="translation.notice.missing"
          description="Above an English page shown in another language because it has no translation"
          values={{helpLink}}>
          {'This page has no translation in this language yet, so it is shown in English. {helpLink}.'}
        </Translate>
      ) : translation.englishUpdatedText ? (
        <Translate
          id="translation.notice.outdatedOn"
          description="Above a translated page whose English page changed after the translation; date is the day of that change"
          values={{date: <time dateTime={translation.englishUpdated}>{translation.englishUpdatedText}</time>, englishLink}}>
          {'The English page changed on {date}, after this translation was made. {englishLink} for what changed.'}
        </Translate>
      ) : (
        <Translate
          id="translation.notice.outdated"
          description="Above a translated page whose English page changed after the translation (date unknown)"
          values={{englishLink}}>
          {'The English page changed after this translation was made. {englishLink} for what changed.'}
        </Translate>
      )}
    </div>
  );
}
