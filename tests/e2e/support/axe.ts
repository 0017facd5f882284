import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/** The rules every axe check of this site runs: WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * An axe check of the page as it is now (call it once the page has settled: frames that appear
 * later are not seen).
 *
 * Only violations are reported: the tests read nothing else, and axe otherwise builds a CSS
 * selector for every element that passed each rule, a large share of a long page's check.
 *
 * A page without child frames runs in axe's single-frame ("legacy") mode. The default mode runs
 * axe in each frame and then opens a blank page to combine the results: about a second a check
 * on this machine's 2 cores, and the sweep makes nearly 300 of them. Legacy mode reaches only
 * same-origin frames, so a page with frames (the playgrounds' sandboxed result frames) keeps the
 * default mode and its frames are checked too.
 */
export function axe(page: Page): AxeBuilder {
  const builder = new AxeBuilder({page}).options({resultTypes: ['violations']});
  if (page.frames().length === 1) builder.setLegacyMode(true);
  return builder;
}

/** "rule: selector, selector" for each violation of the given impacts (every impact if none given). */
export function describeViolations(
  violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations'],
  impacts?: string[],
): string[] {
  return violations
    .filter((violation) => !impacts || impacts.includes(violation.impact ?? ''))
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')})`);
}
