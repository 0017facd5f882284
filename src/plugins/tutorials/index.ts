/**
 * Site-local plugin behind /tutorials. After every plugin has loaded its
 * content, it reads the docs plugin's documents, keeps those whose front
 * matter has a `tutorial` block, and adds the /tutorials route with the list
 * as a route module (`src/components/TutorialsPage` reads it as its
 * `catalogue` prop). A route module rather than global data: global data is
 * in every page's first load.
 *
 * A guide with an invalid block (unknown level or tag) fails the build with a
 * message naming the file. Register it in docusaurus.config.ts `plugins` as
 * `'./src/plugins/tutorials'`.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';

import {ExternalTutorials} from '../../data/externalTutorials';
import {buildTutorialList, sortTutorials, type DocLike, type TutorialsCatalogue} from './tutorials';

export const PLUGIN_NAME = 'celo-tutorials';

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

export default function tutorialsPlugin(context: LoadContext): Plugin {
  return {
    name: PLUGIN_NAME,
    async allContentLoaded({allContent, actions}) {
      const docsContent = allContent[DOCS_PLUGIN]?.default as DocsContent | undefined;
      if (!docsContent) {
        throw new Error(`[${PLUGIN_NAME}] the default docs plugin is not loaded; the tutorials catalogue needs it.`);
      }
      // Only the latest docs version is catalogued.
      const version = docsContent.loadedVersions.find((v) => v.isLast) ?? docsContent.loadedVersions[0];
      const docs: DocLike[] = (version?.docs ?? []).map((doc) => ({
        source: doc.source,
        title: doc.title,
        description: doc.description,
        permalink: doc.permalink,
        frontMatter: doc.frontMatter as Record<string, unknown>,
        unlisted: doc.unlisted,
      }));
      const external = ExternalTutorials.map((tutorial) => ({
        title: tutorial.title,
        description: tutorial.description,
        permalink: tutorial.url,
        level: tutorial.level,
        tags: [...tutorial.tags],
        external: true,
      }));
      const data: TutorialsCatalogue = {tutorials: sortTutorials([...buildTutorialList(docs), ...external])};
      const catalogue = await actions.createData('tutorials.json', JSON.stringify(data));
      actions.addRoute({
        path: `${context.baseUrl}tutorials`,
        component: '@site/src/components/TutorialsPage',
        modules: {catalogue},
        exact: true,
      });
    },
  };
}
