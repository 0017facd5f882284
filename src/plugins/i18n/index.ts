/**
 * The build's language in the bundles (each language is a build of its own):
 * - the constant `__CELO_LOCALE__` in the client and server bundles, so that data rendered into pages (dates) is
 *   written for the reader's language without asking the browser which language the page is in
 *   (src/i18n/locale.ts);
 * - the language's interface strings split by component: the entry keeps the theme's, each component's
 *   namespace loads with the component (src/i18n/codeStrings.ts, ./codeStringsLoader.cjs).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

const CODE_STRINGS_MODULE = path.resolve(__dirname, '../../i18n/codeStrings.ts');
const CODE_STRINGS_LOADER = path.resolve(__dirname, 'codeStringsLoader.cjs');

export default function i18nPlugin(context: LoadContext): Plugin {
  const {currentLocale, localeConfigs} = context.i18n;
  const htmlLang = localeConfigs[currentLocale]?.htmlLang ?? currentLocale;
  return {
    name: 'celo-i18n',
    configureWebpack(config, _isServer, {currentBundler}) {
      const bundler = currentBundler.instance;
      // Rspack's persistent cache keeps how node_modules' imports resolved (Translate.js's import of the code
      // translations) until a build dependency changes; the config file's imports are not followed, so a change
      // here would leave the entry with every string. These files are build dependencies of their own.
      const cache = (config.experiments as {cache?: {buildDependencies?: string[]}} | undefined)?.cache;
      if (cache && typeof cache === 'object') cache.buildDependencies = [...(cache.buildDependencies ?? []), __filename, CODE_STRINGS_LOADER];
      return {
        plugins: [
          new bundler.DefinePlugin({__CELO_LOCALE__: JSON.stringify(htmlLang)}),
          // Docusaurus's client entry and `translate()` import this; every importer gets the one object the
          // namespace modules add their strings to.
          new bundler.NormalModuleReplacementPlugin(/^@generated\/codeTranslations(\.json)?$/, `${CODE_STRINGS_MODULE}?entry`),
        ],
        module: {
          rules: [
            {
              test: CODE_STRINGS_MODULE,
              resourceQuery: /^\?(entry|namespace=)/,
              // Before the TypeScript loader, which then compiles the module this writes.
              enforce: 'pre',
              use: [{loader: CODE_STRINGS_LOADER, options: {codeTranslations: path.join(context.generatedFilesDir, 'codeTranslations.json')}}],
            },
          ],
        },
      };
    },
  };
}
