import {describe, expect, it} from 'vitest';
import {themes, type PrismTheme} from 'prism-react-renderer';
import {cssColouredTheme, prismThemeCss, PLAIN_BACKGROUND_VAR, PLAIN_COLOR_VAR} from '../../src/features/code-blocks/themeCss';
import {darkCodeTheme, lightCodeTheme} from '../../src/features/code-blocks/themes';
import {codeColoursCss} from '../../src/features/code-blocks';

const theme: PrismTheme = {
  plain: {color: '#111111', backgroundColor: '#eeeeee'},
  styles: [
    {types: ['comment', 'prolog'], style: {color: '#777777', fontStyle: 'italic'}},
    {types: ['namespace'], style: {opacity: 0.7}},
    {types: ['keyword'], style: {color: '#0000aa'}, languages: ['bash', 'diff']},
    {types: ['keyword'], style: {color: '#000088'}},
  ],
};

describe('prismThemeCss', () => {
  const css = prismThemeCss(theme, "[data-theme='light']");

  it('sets the plain colours as the variables the site theme reads', () => {
    expect(css).toContain(`[data-theme='light'] {${PLAIN_COLOR_VAR}: #111111; ${PLAIN_BACKGROUND_VAR}: #eeeeee;}`);
    expect(cssColouredTheme.plain).toEqual({color: `var(${PLAIN_COLOR_VAR})`, backgroundColor: `var(${PLAIN_BACKGROUND_VAR})`});
    expect(cssColouredTheme.styles).toEqual([]);
  });

  it('writes one rule per theme entry, in order, with CSS property names', () => {
    const lines = css.trim().split('\n');
    expect(lines.slice(1)).toEqual([
      "[data-theme='light'] .token.comment, [data-theme='light'] .token.prolog {color: #777777; font-style: italic;}",
      "[data-theme='light'] .token.namespace {opacity: 0.7;}",
      "[data-theme='light'] .language-bash .token.keyword, [data-theme='light'] .language-diff .token.keyword {color: #0000aa;}",
      "[data-theme='light'] .token.keyword {color: #000088;}",
    ]);
  });

  it('escapes a token type that is not a plain class name', () => {
    const odd: PrismTheme = {plain: {}, styles: [{types: ['a.b'], style: {color: 'red'}}]};
    expect(prismThemeCss(odd, 'html')).toContain('html .token.a\\.b {color: red;}');
  });

  it('covers every coloured entry of the themes the site uses', () => {
    for (const used of [themes.github, themes.dracula]) {
      const out = prismThemeCss(used, 'html');
      for (const {types, style} of used.styles) {
        if (typeof style.color === 'string') for (const type of types) expect(out).toContain(`html .token.${type}`);
      }
    }
  });
});

describe('the code-blocks stylesheet', () => {
  it('has the light theme, the dark theme, then the comment colours that override both', async () => {
    const css = await codeColoursCss();
    const light = css.indexOf("[data-theme='light'] {");
    const dark = css.indexOf("[data-theme='dark'] {");
    const comments = css.indexOf('.token.comment,\n.token.prolog {');
    expect(light).toBeGreaterThan(0);
    expect(dark).toBeGreaterThan(light);
    expect(comments).toBeGreaterThan(dark);
    expect(css.slice(comments)).toMatch(/color: #5f6a75 !important;[^]*\[data-theme='dark'\] \.token\.comment,/);
  });
});

/** WCAG contrast ratio of two `#rrggbb` or `rgb(r, g, b)` colours. */
function contrast(a: string, b: string): number {
  const channels = (colour: string) =>
    colour.startsWith('#') ? [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16)) : (colour.match(/\d+/g) ?? []).map(Number);
  const luminance = (colour: string) => {
    const [r = 0, g = 0, b = 0] = channels(colour).map((c) => {
      const v = c / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

describe('the site’s code themes', () => {
  // Comments are coloured by src/features/code-blocks/comments.css, for both modes.
  const commentTypes = new Set(['comment', 'prolog', 'doctype', 'cdata']);
  for (const [mode, theme] of [['light', lightCodeTheme], ['dark', darkCodeTheme]] as const) {
    it(`every ${mode}-mode token colour reads at 4.5:1 or more on the code background`, () => {
      const background = theme.plain.backgroundColor ?? '';
      const low = theme.styles
        .filter(({types, style}) => typeof style.color === 'string' && !types.every((type) => commentTypes.has(type)))
        .map(({types, style}) => ({types: types.join(','), color: style.color as string, ratio: contrast(style.color as string, background)}))
        .filter(({ratio}) => ratio < 4.5);
      expect(low).toEqual([]);
    });
  }

  it('the light theme only darkens GitHub’s colours, entry for entry', () => {
    expect(lightCodeTheme.styles.map(({types}) => types)).toEqual(themes.github.styles.map(({types}) => types));
    expect(lightCodeTheme.plain).toEqual(themes.github.plain);
  });
});
