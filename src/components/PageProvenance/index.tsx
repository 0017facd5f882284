import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {formatDay, type Provenance} from './provenance';
import styles from './styles.module.css';

/**
 * The foot of a docs page: what the page was checked against and when.
 * Readers can follow each source; maintainers see how old the review is.
 */
export default function PageProvenance({sources, lastReviewed}: Provenance): ReactNode {
  return (
    <section className={clsx('margin-top--md', 'page-provenance', styles.provenance)} aria-labelledby="page-sources">
      <Heading as="h2" id="page-sources" className={styles.heading}>
        {/* A plain string, so the heading's own link is named "Direct link to Sources". */}
        {translate({id: 'theme.docs.provenance.sources', message: 'Sources'})}
      </Heading>
      {sources.length > 0 && (
        <ul className={styles.list}>
          {sources.map((source) => (
            <li key={source.href}>
              <Link href={source.href}>{source.label}</Link>
            </li>
          ))}
        </ul>
      )}
      {lastReviewed && (
        <p className={styles.reviewed}>
          <Translate
            id="theme.docs.provenance.lastReviewed"
            values={{date: <time dateTime={lastReviewed}>{formatDay(lastReviewed)}</time>}}>
            {'Last reviewed on {date}'}
          </Translate>
        </p>
      )}
    </section>
  );
}
