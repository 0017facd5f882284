/**
 * Google Analytics (@docusaurus/plugin-google-gtag) with its gtag.js script started by the script
 * loader (README.md): the plugin writes `<script async src>` into every page's head, which the
 * site's 'strict-dynamic' policy would refuse. Everything else is the plugin's own: its options
 * and their validation, its inline configuration script (allowed by its hash, like every inline
 * script of the build), and its client module that reports each route change.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import pluginGoogleGtag, {type PluginOptions} from '@docusaurus/plugin-google-gtag';
import {tagThroughLoader} from './scripts';

export {validateOptions, validateThemeConfig} from '@docusaurus/plugin-google-gtag';

/** Where Docusaurus resolves the plugin's own relative client modules: its entry's folder. */
const GTAG_PLUGIN_DIR = path.dirname(require.resolve('@docusaurus/plugin-google-gtag'));

export default function gtagThroughLoader(context: LoadContext, options: PluginOptions): Plugin | null {
  const plugin = pluginGoogleGtag(context, options);
  if (!plugin) return null;
  return {
    ...plugin,
    getClientModules: () => (plugin.getClientModules?.() ?? []).map((module) => path.resolve(GTAG_PLUGIN_DIR, module)),
    injectHtmlTags: (...args) => {
      const tags = plugin.injectHtmlTags?.(...args) ?? {};
      const through = (list: typeof tags.headTags) => (list === undefined ? undefined : Array.isArray(list) ? list.map(tagThroughLoader) : tagThroughLoader(list));
      return {headTags: through(tags.headTags), preBodyTags: through(tags.preBodyTags), postBodyTags: through(tags.postBodyTags)};
    },
  };
}
