/**
 * The docs plugin (`@docusaurus/plugin-content-docs`), with one change: the
 * version metadata that every docs page loads carries no map of the docs, and
 * its sidebars no `unlisted: false`.
 *
 * The theme puts a map of every doc (id, title, description, sidebar) in the
 * docs root route's props, so each docs page's first load carried every title
 * and description on the site, and, cut down to ids, still about 7 bytes
 * compressed per page (15 KB at 2,000 pages, `bench/scale`). The theme reads
 * that map in one place: doc cards (`useDocById`), for the description. This
 * wrapper writes the descriptions to a data file that `src/theme/DocCard`
 * imports (so only pages with cards load it), and that wrapper gives the card
 * its description without the doc id, so the map is never read. A sidebar link
 * is listed unless `unlisted` is true, so `false` on every link only costs
 * bytes. Everything else is the plugin's own behaviour, options included.
 */
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import pluginContentDocs, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadedContent, PluginOptions} from '@docusaurus/plugin-content-docs';

/** Read by `src/theme/DocCard` as `@generated/docusaurus-plugin-content-docs/default/<this>`. */
export const DESCRIPTIONS_FILE = 'doc-descriptions.json';

interface SidebarItemProp {
  unlisted?: boolean;
  items?: SidebarItemProp[];
}

interface VersionProp {
  docs?: Record<string, unknown>;
  docsSidebars?: Record<string, SidebarItemProp[]>;
}

/** Sidebar items without `unlisted: false` (the theme lists an item unless it is true). */
export function withoutListedFlags(items: SidebarItemProp[]): SidebarItemProp[] {
  return items.map(({unlisted, items: children, ...item}) => ({
    ...item,
    ...(unlisted ? {unlisted} : {}),
    ...(children ? {items: withoutListedFlags(children)} : {}),
  }));
}

/** The route tree with every `props.version` left without its docs map, and its sidebars without `unlisted: false`. */
export function withLeanVersionProps(route: RouteConfig): RouteConfig {
  const version = route.props?.version as VersionProp | undefined;
  const props =
    version?.docs && typeof version.docs === 'object'
      ? {
          ...route.props,
          version: {
            ...version,
            docs: {},
            ...(version.docsSidebars
              ? {docsSidebars: Object.fromEntries(Object.entries(version.docsSidebars).map(([name, items]) => [name, withoutListedFlags(items)]))}
              : {}),
          },
        }
      : route.props;
  return {...route, props, routes: route.routes?.map(withLeanVersionProps)};
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
        actions: {...actions, addRoute: (route) => actions.addRoute(withLeanVersionProps(route))},
      });
    },
  };
}

export {validateOptions};
