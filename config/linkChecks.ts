import type {Config} from '@docusaurus/types';

/**
 * Broken links, broken Markdown links and broken anchors all fail the build.
 * Shared with the broken-link fixture site (tests/fixtures/broken-links) so a
 * test proves that these settings really stop a build.
 */
export const linkChecks = {
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  markdown: {hooks: {onBrokenMarkdownLinks: 'throw'}},
} satisfies Partial<Config>;
