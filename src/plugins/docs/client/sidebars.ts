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

/** A doc as the docs plugin's global data lists it. */
export interface GlobalDoc {
  id: string;
  path: string;
  sidebar?: string;
}

/**
 * Called by a sidebar's module as it loads: adds the docs of that sidebar to the docs plugin's
 * global data (`globalData` is the site's, `@generated/globalData`), which lists only the docs
 * outside every sidebar until then (`src/plugins/docs`). The theme finds the page's doc there by
 * its path (the navbar's and the version banner's active doc); the page's route loads its
 * sidebar's module before the page renders.
 */
export function registerDocs(globalData: Record<string, Record<string, unknown> | undefined>, pluginId: string, version: string, docs: GlobalDoc[]): void {
  const data = globalData['docusaurus-plugin-content-docs']?.[pluginId] as {versions?: Array<{name: string; docs: GlobalDoc[]}>} | undefined;
  const target = data?.versions?.find((candidate) => candidate.name === version);
  if (!target) return;
  const known = new Set(target.docs.map((doc) => doc.path));
  for (const doc of docs) if (!known.has(doc.path)) target.docs.push(doc);
}
