import {describe, expect, it} from 'vitest';
import {playwrightCounts, summaryLine, vitestCounts} from '../../scripts/test-summary.mjs';

describe('closing line of npm test', () => {
  it('adds vitest and Playwright counts into the line CI reads', () => {
    const vitest = vitestCounts({numPassedTests: 10, numFailedTests: 0, numPendingTests: 2, numTodoTests: 1, numFailedTestSuites: 0});
    const playwright = playwrightCounts({stats: {expected: 5, unexpected: 0, flaky: 1, skipped: 3}, errors: []});
    expect(summaryLine([vitest, playwright])).toBe('Tests: 16 passed, 0 failed, 6 skipped');
  });

  it('counts a failed suite, an unexpected result and a global error as failures', () => {
    const vitest = vitestCounts({numPassedTests: 3, numFailedTests: 1, numFailedTestSuites: 1});
    const playwright = playwrightCounts({stats: {expected: 2, unexpected: 1}, errors: [{message: 'webServer did not start'}]});
    expect(summaryLine([vitest, playwright])).toBe('Tests: 5 passed, 4 failed, 0 skipped');
  });

  it('treats a report without counts as zero, so an empty run cannot look green', () => {
    expect(summaryLine([vitestCounts({}), playwrightCounts({})])).toBe('Tests: 0 passed, 0 failed, 0 skipped');
  });
});
