import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import MarkdownAlternate from '@site/src/components/MarkdownAlternate';
import Heading from '@theme/Heading';

interface Props {
  /** The page's title: the document title and its heading. */
  title: string;
  /** One sentence under the heading, also the page's meta description. */
  description: string;
  /** More lines for the header, under the description. */
  headerExtra?: ReactNode;
  /** The catalogue itself (a FilterableCatalog). */
  children: ReactNode;
}

/** The frame shared by the catalogue pages (/showcase, /tutorials): layout, centred header, catalogue. */
export default function CatalogPage({title, description, headerExtra, children}: Props): ReactNode {
  return (
    <Layout title={title} description={description}>
      <main className="margin-vert--lg">
        <MarkdownAlternate />
        <header className="container text--center margin-bottom--lg">
          <Heading as="h1">{title}</Heading>
          <p>{description}</p>
          {headerExtra}
        </header>
        {children}
      </main>
    </Layout>
  );
}
