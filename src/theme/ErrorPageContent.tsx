import type {ReactNode} from 'react';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type ErrorPageContentType from '@theme/ErrorPageContent';
import type {WrapperProps} from '@docusaurus/types';
import {PageMetadata} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';

type Props = WrapperProps<typeof ErrorPageContentType>;

/** The crash page keeps the theme's content and adds the document title "Page Error". */
export default function ErrorPageContentWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata title={translate({id: 'theme.ErrorPageContent.pageTitle', message: 'Page Error'})} />
      <ErrorPageContent {...props} />
    </>
  );
}
