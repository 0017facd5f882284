import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {isBroken, playwrightCounts, reportCounts, summaryLine, vitestCounts} from '../../scripts/test-summary.mjs';

const SCRIPT = path.resolve(__dirname, '../../scripts/test-summary.mjs');

// The fields each runner's JSON reporter writes that the summary reads (Jest-style totals for vitest).
const vitestReport = (passed: number, failed = 0, skipped = 0) => ({
  numTotalTests: passed + failed + skipped,
  numPassedTests: passed,
  numFailedTests: failed,
  numPendingTests: skipped,
  numTodoTests: 0,
  numFailedTestSuites: 0,
  testResults: [],
});
const playwrightReport = (expected: number, unexpected = 0) => ({config: {}, suites: [], errors: [], stats: {expected, unexpected, flaky: 0, skipped: 0}});

/** Runs the script as npm test does, on reports written to a temporary folder. */
function run(reports: unknown[]): {status: number; stdout: string} {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-summary-'));
  const files = reports.map((report, i) => {
    const file = path.join(dir, `${i}.json`);
    fs.writeFileSync(file, JSON.stringify(report));
    return file;
  });
  try {
    return {status: 0, stdout: execFileSync(process.execPath, [SCRIPT, ...files], {encoding: 'utf8', stdio: 'pipe'})};
  } catch (error) {
    const failed = error as {status: number; stdout: string};
    return {status: failed.status, stdout: failed.stdout};
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

describe('closing line of npm test', () => {
  it('adds vitest and Playwright counts into the line CI reads', () => {
    const vitest = vitestCounts({numPassedTests: 10, numFailedTests: 0, numPendingTests: 2, numTodoTests: 1, numFailedTestSuites: 0});
    const playwright = playwrightCounts({stats: {expected: 5, unexpected: 0, flaky: 1, skipped: 3}, errors: []});
    expect(summaryLine([vitest, playwright])).toBe('Tests: 16 passed, 0 failed, 6 skipped');
  });

  it('counts a failed test, a file that failed to load, an unexpected result and a global error as failures', () => {
    const vitest = vitestCounts({
      numPassedTests: 3,
      numFailedTests: 1,
      numFailedTestSuites: 4,
      testResults: [
        {status: 'failed', assertionResults: [{status: 'passed'}, {status: 'failed'}]},
        {status: 'failed', assertionResults: [], message: 'build/assets/js is missing'},
        {status: 'passed', assertionResults: [{status: 'passed'}, {status: 'passed'}]},
      ],
    });
    const playwright = playwrightCounts({stats: {expected: 2, unexpected: 1}, errors: [{message: 'webServer did not start'}]});
    expect(summaryLine([vitest, playwright])).toBe('Tests: 5 passed, 4 failed, 0 skipped');
  });

  it('counts one failing test once, not again for its file and its describe blocks', () => {
    // What vitest wrote for one failing test in a describe block of one file.
    const report = {
      numPassedTests: 13,
      numFailedTests: 1,
      numFailedTestSuites: 2,
      testResults: [{status: 'failed', assertionResults: [...Array.from({length: 13}, () => ({status: 'passed'})), {status: 'failed'}]}],
    };
    expect(vitestCounts(report)).toEqual({passed: 13, failed: 1, skipped: 0});
  });

  it('without per-file results, counts failed suites only when no test failed', () => {
    expect(vitestCounts({numPassedTests: 3, numFailedTests: 0, numFailedTestSuites: 1}).failed).toBe(1);
    expect(vitestCounts({numPassedTests: 3, numFailedTests: 2, numFailedTestSuites: 3}).failed).toBe(2);
  });

  it('treats a report without counts as zero, so an empty run cannot look green', () => {
    expect(summaryLine([vitestCounts({}), playwrightCounts({})])).toBe('Tests: 0 passed, 0 failed, 0 skipped');
  });

  it('tells the two runners’ reports apart, and refuses anything else', () => {
    expect(reportCounts(vitestReport(4, 1, 2))).toEqual({passed: 4, failed: 1, skipped: 2});
    expect(reportCounts(playwrightReport(7, 1))).toEqual({passed: 7, failed: 1, skipped: 0});
    expect(() => reportCounts({results: []}, 'x.json')).toThrow(/x.json is neither a vitest nor a Playwright JSON report/);
  });

  it('calls a run broken when any runner failed a test or ran none', () => {
    expect(isBroken([{passed: 3, failed: 0, skipped: 0}, {passed: 1, failed: 0, skipped: 4}])).toBe(false);
    expect(isBroken([{passed: 3, failed: 0, skipped: 0}, {passed: 0, failed: 0, skipped: 2}])).toBe(true);
    expect(isBroken([{passed: 3, failed: 1, skipped: 0}])).toBe(true);
    expect(isBroken([])).toBe(true);
  });
});

describe('scripts/test-summary.mjs as npm test runs it', () => {
  it('adds the unit, build and browser reports into one line, and exits 0 when all passed', () => {
    expect(run([vitestReport(300, 0, 1), vitestReport(9), playwrightReport(120)])).toEqual({
      status: 0,
      stdout: '\nTests: 429 passed, 0 failed, 1 skipped\n',
    });
  });

  it('exits 1 when the build tests failed, or ran nothing', () => {
    expect(run([vitestReport(300), vitestReport(8, 1), playwrightReport(120)])).toEqual({
      status: 1,
      stdout: '\nTests: 428 passed, 1 failed, 0 skipped\n',
    });
    expect(run([vitestReport(300), vitestReport(0), playwrightReport(120)]).status).toBe(1);
  });
});
