import type {ReactNode} from 'react';
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type DocCategoryGeneratedIndexPageType from '@theme/DocCategoryGeneratedIndexPage';
import type {WrapperProps} from '@docusaurus/types';
import MarkdownAlternate from '@site/src/components/MarkdownAlternate';

type Props = WrapperProps<typeof DocCategoryGeneratedIndexPageType>;

/** The theme's category card page, with the link to its Markdown twin that every page has. */
export default function DocCategoryGeneratedIndexPageWrapper(props: Props): ReactNode {
  return (
    <>
      <MarkdownAlternate />
      <DocCategoryGeneratedIndexPage {...props} />
    </>
  );
}
