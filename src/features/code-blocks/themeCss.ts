/**
 * Turns a prism-react-renderer theme into CSS rules scoped to one colour
 * mode (README.md beside this file says why the site colours code with CSS).
 */
import type {PrismTheme} from 'prism-react-renderer';

/** The custom properties the site's Prism theme reads its plain colours from. */
export const PLAIN_COLOR_VAR = '--site-code-color';
export const PLAIN_BACKGROUND_VAR = '--site-code-background';

/** The theme given to Docusaurus for both modes: plain colours from the variables, no inline token styles. */
export const cssColouredTheme: PrismTheme = {
  plain: {color: `var(${PLAIN_COLOR_VAR})`, backgroundColor: `var(${PLAIN_BACKGROUND_VAR})`},
  styles: [],
};

const kebab = (property: string) => property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
// Token types are Prism names (`attr-name`, `function-variable`); anything else is escaped.
const classOf = (type: string) => `.${type.replace(/[^a-zA-Z0-9_-]/g, (char) => `\\${char}`)}`;

function declarations(style: object): string {
  return Object.entries(style)
    .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
    .map(([property, value]) => `${kebab(property)}: ${String(value)};`)
    .join(' ');
}

/**
 * CSS for `theme` under `scope` (a selector of the root element, such as
 * `[data-theme='dark']`): the plain colours as the two variables, and one
 * rule per theme entry, in the theme's order, so a later entry wins for a
 * type as it does in prism-react-renderer.
 */
export function prismThemeCss(theme: PrismTheme, scope: string): string {
  const rules = [
    `${scope} {${PLAIN_COLOR_VAR}: ${theme.plain.color ?? 'inherit'}; ${PLAIN_BACKGROUND_VAR}: ${theme.plain.backgroundColor ?? 'transparent'};}`,
  ];
  for (const {types, style, languages} of theme.styles) {
    const body = declarations(style);
    if (!body) continue;
    const prefixes = languages?.length ? languages.map((language) => `.language-${language} `) : [''];
    const selectors = types.flatMap((type) => prefixes.map((prefix) => `${scope} ${prefix}.token${classOf(type)}`));
    rules.push(`${selectors.join(', ')} {${body}}`);
  }
  return `${rules.join('\n')}\n`;
}
