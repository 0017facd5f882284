import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import CopyPageMenu from '@site/src/components/CopyPageMenu';
import MarkdownAlternate from '@site/src/components/MarkdownAlternate';
import {readInjectedFault} from '@site/src/plugins/test-hooks/faultInjection';
import TranslationNotice from '@site/src/components/TranslationNotice';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import type {TranslationState} from '@site/src/i18n/translationState';

type Props = WrapperProps<typeof ContentType>;

/**
 * The docs content as the theme renders it, with the AI layer in front of it: the page's
 * Markdown alternate link and agent pointer, and the "Copy page" menu that floats beside the
 * title; in another language, the notice when the page is not a current translation. In the test build only (src/plugins/test-hooks), a browser test can set
 * `window.__CELO_FAULT__ = 'render'` before a page loads to prove that a render error shows the
 * crash page while the navbar and sidebar keep working; elsewhere the check is compiled out.
 */
export default function ContentWrapper(props: Props): ReactNode {
  if (__CELO_TEST_HOOKS__ && readInjectedFault() === 'render') {
    throw new Error('Injected render fault (browser test)');
  }
  // Set by the docs plugin in a language other than English (src/i18n/translationState.ts).
  // The metadata's copy of the front matter: the MDX module's own `frontMatter` is the file's, without it.
  const translation = (useDoc().metadata.frontMatter as {translation?: TranslationState}).translation;
  return (
    <>
      <MarkdownAlternate />
      <CopyPageMenu />
      {translation && <TranslationNotice translation={translation} />}
      {translation?.state === 'missing' ? (
        // English text inside a page of another language: screen readers then read it as English.
        <div lang="en">
          <Content {...props} />
        </div>
      ) : (
        <Content {...props} />
      )}
    </>
  );
}
