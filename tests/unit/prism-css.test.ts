import {describe, expect, it} from 'vitest';
import {themes, type PrismTheme} from 'prism-react-renderer';
import {cssColouredTheme, prismThemeCss, PLAIN_BACKGROUND_VAR, PLAIN_COLOR_VAR} from '../../src/plugins/prism-css/themeCss';

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
