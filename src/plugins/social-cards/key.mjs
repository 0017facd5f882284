// The cache key of a social card, apart from the renderer so that the plugin's process can compute
// it without loading satori and resvg (src/plugins/social-cards/generate.mjs draws in worker threads).
import {createHash} from 'node:crypto';

/**
 * Bump it whenever the drawing changes (layout, colours, fonts, logo): it is part of every cache key,
 * so a new template redraws every card once and the cache never serves a card of the old one.
 */
export const TEMPLATE_VERSION = 2;

/** The key of a card in the cache: what the card shows and the template that draws it. */
export function cardKey({title, section, host}) {
  return createHash('sha256')
    .update(JSON.stringify({v: TEMPLATE_VERSION, title, section, host}))
    .digest('hex')
    .slice(0, 32);
}
