/**
 * The docs plugin (`@docusaurus/plugin-content-docs`), with one change: the
 * version metadata that every docs page loads carries neither the map of the
 * docs nor the sidebars; each sidebar is a module of its own, which the pages
 * of that sidebar load.
 *
 * The theme puts a map of every doc (id, title, description, sidebar) and every
 * sidebar in the docs root route's props, so each docs page's first load
 * carried every title, description and sidebar entry on the site, growing with
 * every page (`bench/scale`: about 7 bytes compressed a page for the map cut
 * down to ids, and every sidebar where a page shows one).
 * - The map: the theme reads it in one place, doc cards (`useDocById`), for the
 *   description. This wrapper writes the descriptions to a data file that
 *   `src/theme/DocCard` imports (so only pages with cards load it), and that
 *   wrapper gives the card its description without the doc id, so the map is
 *   never read.
 * - The sidebars: one module a sidebar (`sidebar-<version>-<name>.js`) that
 *   registers the sidebar (`client/sidebars.ts`) as it loads, added to the
 *   modules of every route that shows that sidebar, so it loads with the page's
 *   content, before the page renders, in the browser and in the SSG.
 *   `src/theme/DocVersionRoot` hands the registered sidebars to the theme as
 *   the version's `docsSidebars`. A link is listed unless `unlisted` is true,
 *   so the modules leave out `unlisted: false`.
 * - The global data (`main.js`, every page) lists every doc's id, path and
 *   sidebar, read by the theme to find the page's doc by its path (the navbar's
 *   and the version banner's active doc) and the docs the navbar names by id.
 *   A sidebar's docs move to its module, which adds them to the global data as
 *   it loads, before any page of that sidebar renders; the global data keeps
 *   the docs in no sidebar, each version's main doc and the docs the navbar
 *   names. A page outside a sidebar's pages never looks up a doc of it, except
 *   the version dropdown of a site with several versions, which links to the
 *   other version's main doc instead of the same page there (this site has one).
 * Everything else is the plugin's own behaviour, options included.
 */
import path from 'node:path';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import pluginContentDocs, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadedContent, PluginOptions} from '@docusaurus/plugin-content-docs';
import {translationState} from '../../i18n/translationState';

/** Read by `src/theme/DocCard` as `@generated/docusaurus-plugin-content-docs/default/<this>`. */
export const DESCRIPTIONS_FILE = 'doc-descriptions.json';

/** The module the sidebar modules register with, and the theme wrapper reads. */
const SIDEBARS_REGISTRY = path.join(__dirname, 'client', 'sidebars.ts');

interface SidebarItemProp {
  unlisted?: boolean;
  items?: SidebarItemProp[];
}

interface VersionProp {
  pluginId: string;
  version: string;
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

/** A sidebar to write as a module of its own. */
export interface SidebarModule {
  /** The file name, unique per docs plugin, version and sidebar. */
  fileName: string;
  /** The module's source: it registers the sidebar as it loads. */
  source: string;
}

/**
 * The module of one sidebar: as it loads, it registers the sidebar's items, and adds the sidebar's
 * docs (`docs`, as the global data lists them) to the docs plugin's global data.
 */
export function sidebarModule(
  version: Pick<VersionProp, 'pluginId' | 'version'>,
  name: string,
  items: SidebarItemProp[],
  docs: GlobalDoc[] = [],
): SidebarModule {
  const args = [version.pluginId, version.version, name].map((value) => JSON.stringify(value)).join(', ');
  const versionArgs = [version.pluginId, version.version].map((value) => JSON.stringify(value)).join(', ');
  return {
    fileName: `sidebar-${version.pluginId}-${version.version}-${name}.js`.replace(/[^\w.-]/g, '_'),
    source: [
      `import {registerDocs, registerSidebar} from ${JSON.stringify(SIDEBARS_REGISTRY)};`,
      "import globalData from '@generated/globalData';",
      ...(docs.length > 0 ? [`registerDocs(globalData, ${versionArgs}, ${JSON.stringify(docs)});`] : []),
      `export default registerSidebar(${args}, ${JSON.stringify(withoutListedFlags(items))});`,
      '',
    ].join('\n'),
  };
}

/** A doc as the docs plugin's global data lists it (`client/sidebars.ts` adds them in the browser). */
interface GlobalDoc {
  id: string;
  path: string;
  sidebar?: string;
}

/** The docs plugin's global data: each version lists its docs by id, path and sidebar. */
export interface DocsGlobalData {
  versions: Array<{name: string; mainDocId: string; docs: GlobalDoc[]}>;
}

/** Every `docId` named in the navbar's items, at any depth (the theme looks those up in the global data). */
export function navbarDocIds(items: unknown): Set<string> {
  const ids = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const {docId} = value as {docId?: unknown};
      if (typeof docId === 'string') ids.add(docId);
      Object.values(value).forEach(visit);
    }
  };
  visit(items);
  return ids;
}

/**
 * The global data with each version's docs cut down to those that must be known on every page:
 * docs in no sidebar, the version's main doc and docs the navbar names (`keep`). The docs of each
 * sidebar go to that sidebar's module (`bySidebar`, keyed by version and sidebar name).
 */
export function splitGlobalDocs(data: DocsGlobalData, keep: ReadonlySet<string>): {lean: DocsGlobalData; bySidebar: Map<string, GlobalDoc[]>} {
  const bySidebar = new Map<string, GlobalDoc[]>();
  const versions = data.versions.map((version) => ({
    ...version,
    docs: version.docs.filter((doc) => {
      if (!doc.sidebar || doc.id === version.mainDocId || keep.has(doc.id)) return true;
      const key = JSON.stringify([version.name, doc.sidebar]);
      const docs = bySidebar.get(key);
      if (docs) docs.push(doc);
      else bySidebar.set(key, [doc]);
      return false;
    }),
  }));
  return {lean: {...data, versions}, bySidebar};
}

/**
 * The route tree with every `props.version` left without its docs map and its sidebars, and every
 * route under it that shows a sidebar given that sidebar's module (`modulePath(version, name)`,
 * the path the module was written to).
 */
export function withLeanVersionProps(
  route: RouteConfig,
  modulePath: (version: VersionProp, name: string) => string = () => {
    throw new Error('[docs] a route with version metadata needs the paths of its sidebar modules');
  },
  version?: VersionProp,
): RouteConfig {
  const own = route.props?.version as VersionProp | undefined;
  const isVersionRoute = own?.docs !== undefined && typeof own.docs === 'object';
  const current = isVersionRoute ? own : version;
  const sidebar = (route as RouteConfig & {sidebar?: string}).sidebar;
  const modules = current && typeof sidebar === 'string' ? {...route.modules, sidebarItems: modulePath(current, sidebar)} : route.modules;
  const props = isVersionRoute ? {...route.props, version: {...own, docs: {}, docsSidebars: {}}} : route.props;
  return {...route, props, modules, routes: route.routes?.map((child) => withLeanVersionProps(child, modulePath, current))};
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
    // In a language other than English, each doc says whether it is a current translation, an outdated
    // one, or the English page shown for a missing one (src/i18n/translationState.ts).
    async loadContent() {
      const content = await plugin.loadContent!();
      const {currentLocale: locale, defaultLocale} = context.i18n;
      if (locale === defaultLocale) return content;
      for (const version of content.loadedVersions) {
        for (const doc of version.docs) {
          const htmlLang = context.i18n.localeConfigs[locale]?.htmlLang;
          const translation = translationState({siteDir: context.siteDir, locale, defaultLocale, htmlLang}, doc);
          if (translation) (doc.frontMatter as Record<string, unknown>).translation = translation;
        }
      }
      return content;
    },
    async contentLoaded(args) {
      const {actions, content} = args;
      await actions.createData(DESCRIPTIONS_FILE, JSON.stringify(docDescriptions(content)));
      // The plugin adds its routes as it goes; they are rewritten once it is done, when the
      // sidebar modules they name have been written.
      const routes: RouteConfig[] = [];
      let globalData: DocsGlobalData | undefined;
      await plugin.contentLoaded?.({
        ...args,
        actions: {...actions, addRoute: (route) => void routes.push(route), setGlobalData: (data) => void (globalData = data as DocsGlobalData)},
      });
      // The docs of a sidebar are listed in the global data (in main.js, on every page) only once
      // a page of that sidebar loads its module.
      const keep = navbarDocIds((context.siteConfig.themeConfig as {navbar?: {items?: unknown}}).navbar?.items);
      const split = globalData ? splitGlobalDocs(globalData, keep) : undefined;
      if (split) actions.setGlobalData(split.lean);
      const written = new Map<string, string>();
      const versions = routes.flatMap(function versionsIn(route): VersionProp[] {
        const version = route.props?.version as VersionProp | undefined;
        return [...(version?.docsSidebars ? [version] : []), ...(route.routes ?? []).flatMap(versionsIn)];
      });
      for (const version of versions) {
        for (const [name, items] of Object.entries(version.docsSidebars ?? {})) {
          const {fileName, source} = sidebarModule(version, name, items, split?.bySidebar.get(JSON.stringify([version.version, name])));
          written.set(JSON.stringify([version.pluginId, version.version, name]), await actions.createData(fileName, source));
        }
      }
      const modulePath = (version: VersionProp, name: string) => {
        const file = written.get(JSON.stringify([version.pluginId, version.version, name]));
        if (!file) throw new Error(`[docs] a route shows sidebar "${name}", which version ${version.version} does not have`);
        return file;
      };
      for (const route of routes) actions.addRoute(withLeanVersionProps(route, modulePath));
    },
  };
}

export {validateOptions};
