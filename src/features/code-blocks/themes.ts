/**
 * The site's Prism themes, one per colour mode; `index.ts` writes them as CSS rules.
 *
 * Dark mode is Dracula as it ships. Light mode is GitHub's theme with four
 * colours darkened: as shipped, its strings, numbers and variables, keywords
 * of some languages, and functions sit at 2.6:1 to 4.3:1 on its #f6f8fa
 * background, under the 4.5:1 WCAG AA asks of text. Comments in both modes
 * are coloured by ./comments.css.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

const DARKER_ON_LIGHT: Readonly<Record<string, string>> = {
  '#e3116c': '#c0105c', // strings, attribute values
  '#36acaa': '#1a7574', // numbers, variables, constants, properties
  '#00a4db': '#00709a', // at-rules, attribute names
  '#d73a49': '#bd2f3d', // functions, tags, deleted lines
};

export const lightCodeTheme: PrismTheme = {
  ...themes.github,
  styles: themes.github.styles.map((entry) => {
    const color = typeof entry.style.color === 'string' ? (DARKER_ON_LIGHT[entry.style.color] ?? entry.style.color) : entry.style.color;
    return {...entry, style: {...entry.style, color}};
  }),
};

export const darkCodeTheme: PrismTheme = themes.dracula;
