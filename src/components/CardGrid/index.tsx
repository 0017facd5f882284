import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export interface CardItem {
  title: string;
  description: string;
  to: string;
}

/** A responsive grid of link cards: the whole card is one link, titled by an h3. */
export default function CardGrid({items}: {items: readonly CardItem[]}): ReactNode {
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.to} className={styles.item}>
          <Link to={item.to} className={styles.card}>
            <Heading as="h3" className={styles.title}>
              {item.title}
            </Heading>
            <p className={styles.description}>{item.description}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
