import '@site/src/i18n/codeStrings?namespace=showcase';
import React, {type ReactNode} from 'react';
import CatalogPage from '@site/src/components/CatalogPage';
import Translate, {translate} from '@docusaurus/Translate';
import FilterableCatalog, {type CatalogTag} from '@site/src/components/FilterableCatalog';
import {Projects, TagList, Tags, type Project} from '@site/src/data/showcase';

import ShowcaseCard from './_components/ShowcaseCard';
import {showcaseTagText} from './_components/tagText';

const TITLE = translate({id: 'showcase.head.title', message: 'Celo Showcase', description: 'Title of the showcase page'});
const DESCRIPTION = translate({
  id: 'showcase.head.description',
  message: 'Apps, wallets, DeFi protocols, developer tools and infrastructure built on Celo.',
  description: 'Description of the showcase page',
});

const catalogTags: CatalogTag[] = TagList.map((id) => ({id, color: Tags[id].color, ...showcaseTagText(id)}));

const sortedProjects: Project[] = [...Projects].sort((a, b) =>
  a.title.localeCompare(b.title, 'en', {sensitivity: 'base'}),
);

export default function Showcase(): ReactNode {
  return (
    <CatalogPage
      title={TITLE}
      description={DESCRIPTION}
      headerExtra={
        <p>
          <Translate
            id="showcase.header.addYourProject"
            description="How to add a project to the showcase"
            values={{file: <code>src/data/showcase.ts</code>}}>
            {'Built something on Celo? Add it to {file} in a pull request.'}
          </Translate>
        </p>
      }>
      <FilterableCatalog
        items={sortedProjects}
        tags={catalogTags}
        featuredTag="favorite"
        getTags={(project) => project.tags}
        getKey={(project) => project.title}
        renderItem={(project) => <ShowcaseCard project={project} />}
      />
    </CatalogPage>
  );
}
