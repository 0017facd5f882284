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

const TITLE = translate({id: 'tutorials.head.title', message: 'Celo Tutorials', description: 'Title of the tutorials page'});
const DESCRIPTION = translate({
  id: 'tutorials.head.description',
  message: 'Step-by-step guides for building on Celo, from your first contract to running a node.',
  description: 'Description of the tutorials page',
});

/** Levels first, then technologies: all of them are filters. */
const catalogTags: CatalogTag[] = [
  ...TutorialLevelList.map((level) => {
    const {id, label, description, color} = TutorialLevels[level];
    return {id, label, description, color};
  }),
  ...TutorialTagList.map((id) => ({id, ...TutorialTags[id]})),
];

/** A tutorial as a catalogue item: its level counts as one of its tags. */
type TutorialItem = Omit<TutorialEntry, 'tags'> & {tags: string[]; tutorialTags: TutorialEntry['tags']};

function toItem(tutorial: TutorialEntry): TutorialItem {
  return {...tutorial, tutorialTags: tutorial.tags, tags: [levelTag(tutorial.level), ...tutorial.tags]};
}

/**
 * The /tutorials page. The tutorials plugin adds its route and passes the
 * catalogue as a route module, so only this page downloads the list.
 */
export default function Tutorials({catalogue}: {catalogue: TutorialsCatalogue}): ReactNode {
  const items = catalogue.tutorials.map(toItem);
  return (
    <CatalogPage title={TITLE} description={DESCRIPTION}>
      <FilterableCatalog
        items={items}
        tags={catalogTags}
        getKey={(item) => item.permalink}
        renderItem={(item) => <TutorialCard tutorial={{...item, tags: item.tutorialTags}} />}
      />
    </CatalogPage>
  );
}
