/**
 * The code-blocks plugin (README.md beside this file says why each part exists):
 *
 * - points theme-classic's `lib/prism-include-languages` client module at an empty one, so Prism
 *   is not in every page's `main.js`; `client/highlighter.ts` registers the languages instead. The
 *   path is private to theme-classic: PATCHES.md ledgers it, with its canary test;
 * - writes the code colours as one stylesheet, shipped to every page as a client module: each
 *   Prism theme of `themes.ts` as CSS rules under its colour mode, then `comments.css`.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {prismThemeCss} from './themeCss';
import {darkCodeTheme, lightCodeTheme} from './themes';

const themeLanguagesModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');
const noLanguagesModule = path.resolve(__dirname, 'noLanguagesAtStartup.ts');
const commentsCss = path.resolve(__dirname, 'comments.css');

/** The stylesheet's text: the light theme, the dark theme, then the comment colours that override both. */
export async function codeColoursCss(): Promise<string> {
  const themes = prismThemeCss(lightCodeTheme, "[data-theme='light']") + prismThemeCss(darkCodeTheme, "[data-theme='dark']");
  return `/* Written by src/features/code-blocks from its Prism themes and comments.css. */\n${themes}${await fs.readFile(commentsCss, 'utf8')}`;
}

export default function codeBlocksPlugin(context: Pick<LoadContext, 'generatedFilesDir'>): Plugin {
  const cssFile = path.join(context.generatedFilesDir, 'code-blocks', 'token-colours.css');
  return {
    name: 'code-blocks',
    configureWebpack() {
      const withoutExtension = themeLanguagesModule.replace(/\.js$/, '');
      return {
        resolve: {
          alias: {
            [`${withoutExtension}$`]: noLanguagesModule,
            [`${themeLanguagesModule}$`]: noLanguagesModule,
          },
        },
      };
    },
    async loadContent() {
      await fs.mkdir(path.dirname(cssFile), {recursive: true});
      await fs.writeFile(cssFile, await codeColoursCss());
    },
    getPathsToWatch() {
      // `npm start` writes the stylesheet again when the comment colours change.
      return [commentsCss];
    },
    getClientModules() {
      return [cssFile];
    },
  };
}
