/**
 * V8's explicit compile hint at the top of every client script, so Chromium compiles the script
 * on a background thread as it downloads (../README.md, "Compile hints", says why).
 *
 * The banner goes in after minification (which would drop it) and before the content hashes are
 * computed, so file names still match their contents.
 */
import type {ConfigureWebpackUtils} from '@docusaurus/types';

/** V8's magic comment: compile every function of this file eagerly. Must be the file's first line. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The bundler plugins that write the hint into the browser build's scripts (none for the server build). */
export function compileHintPlugins(isServer: boolean, {currentBundler}: Pick<ConfigureWebpackUtils, 'currentBundler'>) {
  if (isServer) return [];
  const bundler = currentBundler.instance;
  return [
    new bundler.BannerPlugin({
      banner: COMPILE_HINT,
      raw: true,
      test: /\.js$/,
      stage: bundler.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE,
    }),
  ];
}
