/**
 * The locale a bundle is built for, as the constant `__CELO_LOCALE__` in the client and server bundles
 * (each language is a build of its own), so that data rendered into pages (dates) is written for the
 * reader's language without asking the browser which language the page is in (src/i18n/locale.ts).
 */
import type {LoadContext, Plugin} from '@docusaurus/types';

export default function i18nPlugin(context: LoadContext): Plugin {
  const {currentLocale, localeConfigs} = context.i18n;
  const htmlLang = localeConfigs[currentLocale]?.htmlLang ?? currentLocale;
  return {
    name: 'celo-i18n',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {plugins: [new currentBundler.instance.DefinePlugin({__CELO_LOCALE__: JSON.stringify(htmlLang)})]};
    },
  };
}
