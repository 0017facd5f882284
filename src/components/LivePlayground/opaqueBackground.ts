/**
 * The colour an element's background looks like on screen: its own background over each
 * ancestor's, down to the first opaque one. The code box's background is translucent
 * (`--ifm-pre-background` over the page), and the frame must paint the colour the reader sees:
 * a frame cannot show what lies behind it to a contrast checker, which would assume white.
 */

type Rgba = [number, number, number, number];

/** `rgb(r, g, b)` or `rgba(r, g, b, a)` as computed by the browser; null for anything else. */
export function parseColor(value: string): Rgba | null {
  const match = /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(value.trim());
  if (!match) return null;
  const alpha = match[4] === undefined ? 1 : match[4].endsWith('%') ? Number.parseFloat(match[4]) / 100 : Number(match[4]);
  return [Number(match[1]), Number(match[2]), Number(match[3]), alpha];
}

/** Colours from the element outward, laid over each other; white if none is opaque (the canvas). */
export function flatten(layers: string[]): string {
  let result: Rgba = [255, 255, 255, 1];
  const stack: Rgba[] = [];
  for (const layer of layers) {
    const colour = parseColor(layer);
    if (!colour || colour[3] === 0) continue;
    stack.push(colour);
    if (colour[3] >= 1) break;
  }
  for (const [r, g, b, a] of stack.reverse()) {
    result = [r * a + result[0] * (1 - a), g * a + result[1] * (1 - a), b * a + result[2] * (1 - a), 1];
  }
  return `rgb(${result.slice(0, 3).map(Math.round).join(', ')})`;
}

export function opaqueBackground(element: Element): string {
  const layers: string[] = [];
  for (let node: Element | null = element; node; node = node.parentElement) layers.push(getComputedStyle(node).backgroundColor);
  return flatten(layers);
}
