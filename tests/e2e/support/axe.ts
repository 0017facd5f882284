import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import type axeCore from 'axe-core';
import {createRequire} from 'node:module';

/** axe-core's source, the copy @axe-core/playwright itself loads (its version is pinned by package.json's overrides). */
const axeSource: string = createRequire(require.resolve('@axe-core/playwright'))('axe-core').source;

/** The rules every axe check of this site runs: WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** What the tests call on a check: the part of AxeBuilder's interface they use. */
export interface AxeCheck {
  include(selector: string): AxeCheck;
  exclude(selector: string): AxeCheck;
  withTags(tags: string[]): AxeCheck;
  disableRules(rules: string[]): AxeCheck;
  analyze(): Promise<AxeResults>;
}

/**
 * An axe check of the page as it is now (call it once the page has settled: frames that appear
 * later are not seen).
 *
 * Only violations are reported: the tests read nothing else, and axe otherwise builds a CSS
 * selector for every element that passed each rule, a large share of a long page's check.
 *
 * A page without child frames is checked by axe run in the page itself (`SingleFrameCheck`). A page
 * with frames (the playgrounds' sandboxed result frames) goes through AxeBuilder, which runs axe in
 * each frame and then opens a blank page to combine the results, so its frames are checked too.
 */
export function axe(page: Page): AxeCheck {
  if (page.frames().length === 1) return new SingleFrameCheck(page);
  return new AxeBuilder({page}).options({resultTypes: ['violations']});
}

/**
 * axe in the page's only frame. AxeBuilder's single-frame ("legacy") mode evaluates axe's 550 KB
 * source twice per check (once in analyze, once more when it injects into every frame): about a
 * quarter of a second each time on this machine's 2 cores, and the sweep makes nearly 300 checks.
 * This evaluates it once per document, and not again for a second check of the same document.
 */
class SingleFrameCheck implements AxeCheck {
  private readonly included: string[] = [];
  private readonly excluded: string[] = [];
  private tags: string[] = [];
  private disabled: string[] = [];

  constructor(private readonly page: Page) {}

  include(selector: string): AxeCheck {
    this.included.push(selector);
    return this;
  }

  exclude(selector: string): AxeCheck {
    this.excluded.push(selector);
    return this;
  }

  withTags(tags: string[]): AxeCheck {
    this.tags = tags;
    return this;
  }

  disableRules(rules: string[]): AxeCheck {
    this.disabled = rules;
    return this;
  }

  async analyze(): Promise<AxeResults> {
    if (!(await this.page.evaluate(() => 'axe' in window))) await this.page.evaluate(axeSource);
    // With neither include nor exclude, the whole document.
    // Plain JSON on the way into the page (axe's own types there make the type-checker run out of memory).
    const context: {include: string[]; exclude: string[]} | null =
      this.included.length + this.excluded.length > 0 ? {include: this.included.length > 0 ? this.included : ['html'], exclude: this.excluded} : null;
    const options: Record<string, unknown> = {
      resultTypes: ['violations'],
      ...(this.tags.length > 0 ? {runOnly: {type: 'tag', values: this.tags}} : {}),
      ...(this.disabled.length > 0 ? {rules: Object.fromEntries(this.disabled.map((rule) => [rule, {enabled: false}]))} : {}),
    };
    const results = await this.page.evaluate(({context, options}) => {
      const {axe} = window as unknown as {axe: typeof axeCore};
      return axe.run((context ?? document) as axeCore.ElementContext, options as axeCore.RunOptions).then((results) => JSON.stringify(results));
    }, {context, options});
    return JSON.parse(results) as AxeResults;
  }
}

/** "rule: selector, selector" for each violation of the given impacts (every impact if none given). */
export function describeViolations(violations: AxeResults['violations'], impacts?: string[]): string[] {
  return violations
    .filter((violation) => !impacts || impacts.includes(violation.impact ?? ''))
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')})`);
}
