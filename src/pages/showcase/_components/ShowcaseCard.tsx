import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {CardTags} from '@site/src/components/FilterableCatalog';
import {Tags, type Project} from '@site/src/data/showcase';
import {showcaseTagText} from './tagText';

import ProjectPreview from './ProjectPreview';
import styles from './styles.module.css';

export default function ShowcaseCard({project}: {project: Project}): ReactNode {
  return (
    <article className={clsx('card', 'shadow--md', styles.card)}>
      <div className="card__image">
        <ProjectPreview project={project} />
      </div>
      <div className="card__body">
        <Heading as="h3" className={styles.title}>
          <Link href={project.website}>{project.title}</Link>
        </Heading>
        <p className={styles.description}>{project.description}</p>
      </div>
      <div className="card__footer">
        <CardTags tags={project.tags.map((tag) => ({id: tag, color: Tags[tag].color, ...showcaseTagText(tag)}))} />
      </div>
    </article>
  );
}
