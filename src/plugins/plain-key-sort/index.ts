/**
 * Keeps the first page load from starting the ICU collator.
 *
 * theme-common's `useShallowMemoObject` sorts an object's keys with
 * `localeCompare` on every render. On a docs page on a phone, its first call
 * (the mobile sidebar's navbar filler, right after hydration) builds the
 * default ICU collator: about 55 ms of main thread at a 4x CPU slowdown, in a
 * task that already blocks input. The keys are plain identifiers and the sort
 * only has to be the same on every render, so a code-unit comparison does the
 * same job. This plugin points theme-common's `utils/reactUtils` at
 * `reactUtils.ts`, which re-exports the original and replaces that one hook.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

// The package's `exports` map hides `lib/`, so resolve from its entry point.
const themeCommonLib = path.dirname(require.resolve('@docusaurus/theme-common'));
const original = path.join(themeCommonLib, 'utils', 'reactUtils.js');
const replacement = path.resolve(__dirname, 'reactUtils.ts');

/** The specifier `reactUtils.ts` uses to reach the original module (also declared in src/types.d.ts). */
const ORIGINAL_SPECIFIER = '@celo-docs/theme-common-react-utils';

export default function plainKeySortPlugin(): Plugin {
  return {
    name: 'plain-key-sort',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            // theme-common imports the module without its extension
            // (`../utils/reactUtils`); only that request is redirected, so
            // the replacement can still import the original by full path.
            [`${original.replace(/\.js$/, '')}$`]: replacement,
            [`${ORIGINAL_SPECIFIER}$`]: original,
          },
        },
      };
    },
  };
}
