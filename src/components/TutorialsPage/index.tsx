import '@site/src/i18n/codeStrings?namespace=tutorials';
import React, {type ReactNode} from 'react';
import CatalogPage from '@site/src/components/CatalogPage';
import {translate} from '@docusaurus/Translate';
import FilterableCatalog, {type CatalogTag} from '@site/src/components/FilterableCatalog';
import {
  TutorialLevelList,
  TutorialLevels,
  TutorialTagList,
  TutorialTags,
  levelTag,
} from '@site/src/data/tutorialTags';
import type {TutorialEntry, TutorialsCatalogue} from '@site/src/plugins/tutorials/tutorials';

import TutorialCard from './TutorialCard';
import {levelText, tagText} from './tagText';

const TITLE = translate({id: 'tutorials.head.title', message: 'Celo Tutorials', description: 'Title of the tutorials page'});
const DESCRIPTION = translate({
  id: 'tutorials.head.description',
  message: 'Step-by-step guides for building on Celo, from your first contract to running a node.',
  description: 'Description of the tutorials page',
});

/** Levels first, then technologies: all of them are filters. */
const catalogTags: CatalogTag[] = [
  ...TutorialLevelList.map((level) => {
    const {id, color} = TutorialLevels[level];
    return {id, color, ...levelText(level)};
  }),
  ...TutorialTagList.map((id) => ({id, color: TutorialTags[id].color, ...tagText(id)})),
];

/** A tutorial's filter tags: its level counts as one of them. */
function tutorialFilterTags(tutorial: TutorialEntry): string[] {
  return [levelTag(tutorial.level), ...tutorial.tags];
}

/**
 * The /tutorials page. The tutorials plugin adds its route and passes the
 * catalogue as a route module, so only this page downloads the list.
 */
export default function Tutorials({catalogue}: {catalogue: TutorialsCatalogue}): ReactNode {
  return (
    <CatalogPage title={TITLE} description={DESCRIPTION}>
      <FilterableCatalog
        items={catalogue.tutorials}
        tags={catalogTags}
        getTags={tutorialFilterTags}
        getKey={(tutorial) => tutorial.permalink}
        renderItem={(tutorial) => <TutorialCard tutorial={tutorial} />}
      />
    </CatalogPage>
  );
}
