#!/usr/bin/env node
// Prints the one closing line of `npm test`: "Tests: N passed, N failed, N skipped",
// added up from the reports vitest and Playwright wrote in this run. CI reads that
// line to know tests ran; neither runner's own closing line is in a form it reads.
// Usage: node scripts/test-summary.mjs <vitest.json> <playwright.json>
import fs from 'node:fs';

/** @param {string} file */
function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`test summary: cannot read ${file} (${error.message}); did the runner write its JSON report?`);
  }
}

/** Vitest's JSON reporter (Jest-compatible totals). */
export function vitestCounts(report) {
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0),
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

export function summaryLine(parts) {
  const total = parts.reduce(
    (sum, c) => ({passed: sum.passed + c.passed, failed: sum.failed + c.failed, skipped: sum.skipped + c.skipped}),
    {passed: 0, failed: 0, skipped: 0},
  );
  return `Tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [vitestFile, playwrightFile] = process.argv.slice(2);
  if (!vitestFile || !playwrightFile) {
    console.error('usage: node scripts/test-summary.mjs <vitest.json> <playwright.json>');
    process.exit(2);
  }
  const parts = [vitestCounts(readJson(vitestFile)), playwrightCounts(readJson(playwrightFile))];
  console.log(`\n${summaryLine(parts)}`);
  // A run in which a runner executed nothing is a broken run, not a green one.
  const broken = parts.some((c) => c.failed > 0 || c.passed === 0);
  process.exit(broken ? 1 : 0);
}
