import '@site/src/i18n/codeStrings?namespace=tutorials';
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {CardTags} from '@site/src/components/FilterableCatalog';
import {TutorialLevels, TutorialTags} from '@site/src/data/tutorialTags';
import type {TutorialEntry} from '@site/src/plugins/tutorials/tutorials';

import {levelText, tagText} from './tagText';
import styles from './styles.module.css';

export default function TutorialCard({tutorial}: {tutorial: TutorialEntry}): ReactNode {
  const level = TutorialLevels[tutorial.level];
  return (
    <article className={clsx('card', 'shadow--md', styles.card)}>
      <div className="card__header">
        <span className={styles.level}>
          <span className={styles.levelDot} style={{backgroundColor: level.color}} aria-hidden="true" />
          {levelText(tutorial.level).label}
        </span>
        <Heading as="h3" className={styles.title}>
          <Link to={tutorial.permalink}>{tutorial.title}</Link>
        </Heading>
      </div>
      <div className="card__body">
        <p className={styles.description}>{tutorial.description}</p>
        {tutorial.external && (
          <p className={styles.external}>
            <Translate id="tutorials.card.external" description="Marks a tutorial hosted on another site">
              Hosted on another site
            </Translate>
          </p>
        )}
      </div>
      {tutorial.tags.length > 0 && (
        <div className="card__footer">
          <CardTags tags={tutorial.tags.map((tag) => ({id: tag, color: TutorialTags[tag].color, ...tagText(tag)}))} />
        </div>
      )}
    </article>
  );
}
