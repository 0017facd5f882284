/**
 * Lets Chromium compile the site's scripts while they download, off the main
 * thread.
 *
 * V8 compiles a function lazily, on the main thread, the first time it runs.
 * Nearly every function of `main.js` and of a page's route chunks runs as the
 * page starts (module set-up, then hydration), so on a phone that lazy
 * compiling was about a quarter of `main.js`'s start-up task and of the
 * hydration after it. The magic comment below (V8's explicit compile hints)
 * asks for every function of the file to be compiled up front; for a script
 * that streams in, that happens on a background thread as it downloads.
 * Browsers without the feature read a plain comment.
 *
 * The banner goes in after minification (which would drop it) and before the
 * content hashes are computed, so file names still match their contents.
 */
import type {Plugin} from '@docusaurus/types';

/** V8's magic comment: compile every function of this file eagerly. Must be the file's first line. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

export default function compileHintsPlugin(): Plugin {
  return {
    name: 'compile-hints',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const bundler = currentBundler.instance;
      return {
        plugins: [
          new bundler.BannerPlugin({
            banner: COMPILE_HINT,
            raw: true,
            test: /\.js$/,
            stage: bundler.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE,
          }),
        ],
      };
    },
  };
}
