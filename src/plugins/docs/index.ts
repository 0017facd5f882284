/**
 * The docs plugin (`@docusaurus/plugin-content-docs`), with one change: the
 * map of every doc in the version metadata that every docs page loads keeps
 * only the doc ids.
 *
 * The theme puts a map of every doc (id, title, description, sidebar) in the
 * docs root route's props, so each docs page's first load carries every title
 * and description on the site (about 10 KB compressed here, growing with every
 * page). The theme reads that map in one place: doc cards (`useDocById`),
 * which need the id to exist and show the description. This wrapper writes
 * the descriptions to a data file that `src/theme/DocCard` imports (so only
 * pages with cards load it) and keeps only `{id}` in the route props.
 * Everything else is the plugin's own behaviour, options included.
 */
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import pluginContentDocs, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadedContent, PluginOptions} from '@docusaurus/plugin-content-docs';

/** Read by `src/theme/DocCard` as `@generated/docusaurus-plugin-content-docs/default/<this>`. */
export const DESCRIPTIONS_FILE = 'doc-descriptions.json';

interface VersionDocsProp {
  docs?: Record<string, {id: string}>;
}

/** The route tree with every `props.version.docs` entry cut down to its id. */
export function withLeanDocsMap(route: RouteConfig): RouteConfig {
  const version = route.props?.version as VersionDocsProp | undefined;
  const props =
    version?.docs && typeof version.docs === 'object'
      ? {
          ...route.props,
          version: {
            ...version,
            docs: Object.fromEntries(Object.entries(version.docs).map(([key, doc]) => [key, {id: doc.id}])),
          },
        }
      : route.props;
  return {...route, props, routes: route.routes?.map(withLeanDocsMap)};
}

/** Doc id to description, for every version (ids are unique in this single-version site). */
export function docDescriptions(content: LoadedContent): Record<string, string> {
  const map: Record<string, string> = {};
  for (const version of content.loadedVersions) {
    for (const doc of version.docs) if (doc.description && !(doc.id in map)) map[doc.id] = doc.description;
  }
  return map;
}

export default async function docsPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<LoadedContent>> {
  const plugin = await pluginContentDocs(context, options);
  return {
    ...plugin,
    async contentLoaded(args) {
      const {actions, content} = args;
      await actions.createData(DESCRIPTIONS_FILE, JSON.stringify(docDescriptions(content)));
      await plugin.contentLoaded?.({
        ...args,
        actions: {...actions, addRoute: (route) => actions.addRoute(withLeanDocsMap(route))},
      });
    },
  };
}

export {validateOptions};
