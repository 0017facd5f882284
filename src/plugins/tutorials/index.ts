/**
 * Site-local plugin behind /tutorials. After every plugin has loaded its
 * content, it reads the docs plugin's documents, keeps those whose front
 * matter has a `tutorial` block, and publishes the list as global data that
 * the page reads with `usePluginData('celo-tutorials')`.
 *
 * A guide with an invalid block (unknown level or tag) fails the build with a
 * message naming the file. Register it in docusaurus.config.ts `plugins` as
 * `'./src/plugins/tutorials'`.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';

import {ExternalTutorials} from '../../data/externalTutorials';
import {buildTutorialList, sortTutorials, type DocLike, type TutorialsGlobalData} from './tutorials';

export const PLUGIN_NAME = 'celo-tutorials';

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

export default function tutorialsPlugin(_context: LoadContext): Plugin {
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
      const data: TutorialsGlobalData = {tutorials: sortTutorials([...buildTutorialList(docs), ...external])};
      actions.setGlobalData(data);
    },
  };
}
