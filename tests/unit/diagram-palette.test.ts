/**
 * Every text/background pair a diagram may use (src/remark/diagram/palette.ts TEXT_ON; the renderer
 * refuses any other) meets WCAG AA contrast (4.5:1) in both colour modes, computed from the theme's
 * CSS: the diagram variables of src/css/diagrams.css and the page background of src/css/custom.css
 * (dark, the default) or Infima's (light: transparent over the white canvas). Axe often reports SVG
 * text as "incomplete", so this is where a palette change is caught.
 */
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {BACKGROUNDS, ROLES, TEXT_ON, cssVar, type Background, type Role} from '../../src/remark/diagram/palette';

const diagramsCss = readFileSync(new URL('../../src/css/diagrams.css', import.meta.url), 'utf8');
const customCss = readFileSync(new URL('../../src/css/custom.css', import.meta.url), 'utf8');

function block(css: string, selector: string): string {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`no "${selector} {" block`);
  return css.slice(start, css.indexOf('}', start));
}

function variable(blockText: string, name: string): string {
  const match = new RegExp(`${name}:\\s*(#[0-9a-fA-F]{6})\\s*;`).exec(blockText);
  if (!match) throw new Error(`${name} is not a #rrggbb value in its block`);
  return match[1]!;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const modes = {
  dark: {block: block(diagramsCss, "[data-theme='dark']"), page: variable(block(customCss, "[data-theme='dark']"), '--ifm-background-color')},
  light: {block: block(diagramsCss, ':root'), page: '#ffffff'},
};

function colour(mode: keyof typeof modes, role: Role | Background): string {
  return role === 'page' ? modes[mode].page : variable(modes[mode].block, cssVar(role));
}

describe('diagram palette', () => {
  it('defines every role in both modes', () => {
    for (const mode of ['dark', 'light'] as const) for (const role of ROLES) expect(() => colour(mode, role), `${mode} ${role}`).not.toThrow();
  });

  for (const mode of ['dark', 'light'] as const) {
    it(`every text/background pair meets WCAG AA (4.5:1) in ${mode} mode`, () => {
      const failures: string[] = [];
      for (const background of BACKGROUNDS) {
        for (const text of TEXT_ON[background]) {
          const ratio = contrast(colour(mode, text), colour(mode, background));
          if (ratio < 4.5) failures.push(`${text} on ${background}: ${ratio.toFixed(2)}:1`);
        }
      }
      expect(failures).toEqual([]);
    });

    it(`lines and borders stand out from every background at 3:1 (WCAG 1.4.11) in ${mode} mode`, () => {
      for (const background of ['page', 'cluster'] as const) {
        expect(contrast(colour(mode, 'line'), colour(mode, background)), `line on ${background}`).toBeGreaterThanOrEqual(3);
      }
    });
  }

  it('every role has a class for fill and stroke in the stylesheet', () => {
    for (const role of ROLES) {
      expect(diagramsCss).toContain(`.dg-f-${role} { fill: var(${cssVar(role)}); }`);
      expect(diagramsCss).toContain(`.dg-s-${role} { stroke: var(${cssVar(role)}); }`);
    }
  });
});
