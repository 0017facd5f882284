/**
 * Colours highlighted code with CSS, per colour mode, instead of inline
 * styles on every token.
 *
 * With a Prism theme per mode, the server writes the default mode's colour
 * into a `style` attribute on each token, so a reader in the other mode saw
 * the wrong colours until React rendered every block again, and each page
 * carried those attributes by the hundred. Docusaurus now gets one theme for
 * both modes whose plain colours are CSS variables and which styles no token
 * (`cssColouredTheme`); this plugin writes the real themes as CSS rules under
 * `[data-theme='light']` and `[data-theme='dark']`, into the site's
 * stylesheet. Code is right in both modes from the first paint, and no block
 * has to render for a mode.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {prismThemeCss} from './themeCss';

export interface PrismCssOptions {
  light: PrismTheme;
  dark: PrismTheme;
}

export default function prismCssPlugin(context: {generatedFilesDir: string}, options: PrismCssOptions): Plugin {
  const cssFile = path.join(context.generatedFilesDir, 'prism-css', 'token-colours.css');
  return {
    name: 'prism-css',
    async loadContent() {
      const css = prismThemeCss(options.light, "[data-theme='light']") + prismThemeCss(options.dark, "[data-theme='dark']");
      await fs.mkdir(path.dirname(cssFile), {recursive: true});
      await fs.writeFile(cssFile, `/* Written by src/plugins/prism-css from the site's Prism themes. */\n${css}`);
    },
    getClientModules() {
      return [cssFile];
    },
  };
}
