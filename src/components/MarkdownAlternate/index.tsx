import '@site/src/i18n/codeStrings?namespace=markdownAlternate';
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {twinPath} from '@site/src/plugins/ai-docs/twinPath';
import styles from './styles.module.css';

/**
 * Tells agents that read the HTML where the Markdown of this page and the index of all pages
 * are: a `<link rel="alternate" type="text/markdown">` and a line at the top of the content
 * that only machines read (visually hidden, hidden from screen readers, out of search), in the
 * page's language and naming that language's index (`/es/llms.txt` on a Spanish page).
 */
export default function MarkdownAlternate(): ReactNode {
  const {pathname} = useLocation();
  const twin = twinPath(pathname);
  const index = useBaseUrl('/llms.txt');
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={twin} />
      </Head>
      <p className={`${styles.hidden} ai-docs-chrome search-ignore`} aria-hidden="true" data-markdown-ignore>
        {translate(
          {
            id: 'markdownAlternate.pointer',
            message: 'For AI agents: this page is available as Markdown at {twin}, and the index of every page of these docs is at {index}.',
            description: 'A line only machines read (hidden from people) at the top of every page; twin and index are URLs',
          },
          {twin, index},
        )}
      </p>
    </>
  );
}
