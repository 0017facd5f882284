/**
 * The docs sidebars the browser (or the SSG) has loaded, by docs plugin and version. Each sidebar
 * is a module of its own that registers itself here as it loads (`src/plugins/docs`, "one module a
 * sidebar"); a doc page's route loads its sidebar's module with its content, so the sidebar is here
 * before the page renders. `src/theme/DocVersionRoot` gives the theme these objects as the
 * version's `docsSidebars`, where the docs plugin put every sidebar in the metadata every docs page
 * loads.
 */
import type {PropSidebar} from '@docusaurus/plugin-content-docs';

const byVersion = new Map<string, Record<string, PropSidebar>>();

/** The sidebars of one version loaded so far: the same object every time, filled as modules load. */
export function sidebarsOf(pluginId: string, version: string): Record<string, PropSidebar> {
  const key = JSON.stringify([pluginId, version]);
  let sidebars = byVersion.get(key);
  if (!sidebars) {
    sidebars = {};
    byVersion.set(key, sidebars);
  }
  return sidebars;
}

/** Called by a sidebar's module as it loads; returns the sidebar's name, the module's value. */
export function registerSidebar(pluginId: string, version: string, name: string, items: PropSidebar): string {
  sidebarsOf(pluginId, version)[name] = items;
  return name;
}
