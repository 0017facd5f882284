#!/usr/bin/env node
// Prints the one closing line of `npm test`: "Tests: N passed, N failed, N skipped",
// added up from the JSON reports the runners wrote in this run (vitest before the
// build, vitest on the build's output, Playwright). CI reads that line to know tests
// ran; no runner's own closing line is in a form it reads.
// Usage: node scripts/test-summary.mjs <report.json>...  (each a vitest or a Playwright report)
import fs from 'node:fs';

/** @param {string} file */
function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`test summary: cannot read ${file} (${error.message}); did the runner write its JSON report?`);
  }
}

/**
 * Files that failed without a failing test: an error while collecting or setting up (an import that
 * throws, a missing fixture). `numFailedTestSuites` cannot say this: it counts every file and describe
 * block around a failing test too, so adding it to the failed tests counted one failure two or three times.
 */
function fileErrors(report) {
  if (!Array.isArray(report.testResults)) return (report.numFailedTests ?? 0) > 0 ? 0 : (report.numFailedTestSuites ?? 0);
  return report.testResults.filter(
    (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
  ).length;
}

/** Vitest's JSON reporter (Jest-compatible totals, and each file's results). */
export function vitestCounts(report) {
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + fileErrors(report),
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/** Playwright's JSON reporter: expected = passed, unexpected = failed, flaky passed on retry. */
export function playwrightCounts(report) {
  const stats = report.stats ?? {};
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: (stats.unexpected ?? 0) + (report.errors?.length ?? 0),
    skipped: stats.skipped ?? 0,
  };
}

/** Counts of a report of either runner, told apart by their fields; anything else is an error. */
export function reportCounts(report, file = 'report') {
  if (report && typeof report.numTotalTests === 'number') return vitestCounts(report);
  if (report && typeof report.stats === 'object' && Array.isArray(report.suites)) return playwrightCounts(report);
  throw new Error(`test summary: ${file} is neither a vitest nor a Playwright JSON report`);
}

export function summaryLine(parts) {
  const total = parts.reduce(
    (sum, c) => ({passed: sum.passed + c.passed, failed: sum.failed + c.failed, skipped: sum.skipped + c.skipped}),
    {passed: 0, failed: 0, skipped: 0},
  );
  return `Tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`;
}

/** A run in which some runner executed nothing is a broken run, not a green one. */
export function isBroken(parts) {
  return parts.length === 0 || parts.some((c) => c.failed > 0 || c.passed === 0);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = process.argv.slice(2);
  if (files.length === 0) {
    console.error('usage: node scripts/test-summary.mjs <report.json>...');
    process.exit(2);
  }
  const parts = files.map((file) => reportCounts(readJson(file), file));
  console.log(`\n${summaryLine(parts)}`);
  process.exit(isBroken(parts) ? 1 : 0);
}
