import type {ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import PageProvenance from '@site/src/components/PageProvenance';
import {readProvenance} from '@site/src/components/PageProvenance/provenance';

/** The theme's doc footer (edit link, last updated), then the page's sources and review date. */
export default function DocItemFooter(): ReactNode {
  const {frontMatter} = useDoc();
  const provenance = readProvenance(frontMatter as Record<string, unknown>);
  return (
    <>
      <Footer />
      {provenance && <PageProvenance {...provenance} />}
    </>
  );
}
