/**
 * Takes Prism out of every page's first load.
 *
 * theme-classic registers the extra Prism languages from a client module,
 * `lib/prism-include-languages`, which imports Prism (prism-react-renderer,
 * about 27 KB compressed with its bundled languages) into the main bundle of
 * every page, code or not. This plugin points that module at an empty one;
 * `src/theme/CodeBlock/highlighter.ts` registers the languages instead, in the
 * lazy chunk that holds the code block. The aliased path is private to
 * theme-classic: PATCHES.md ledgers it, with its canary test.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const themeClientModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');
const emptyModule = path.resolve(__dirname, 'noLanguagesAtStartup.ts');

export default function lazyPrismPlugin(): Plugin {
  return {
    name: 'lazy-prism',
    configureWebpack() {
      const withoutExtension = themeClientModule.replace(/\.js$/, '');
      return {
        resolve: {
          alias: {
            [`${withoutExtension}$`]: emptyModule,
            [`${themeClientModule}$`]: emptyModule,
          },
        },
      };
    },
  };
}
