import {describe, expect, it} from 'vitest';
import {execFile} from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

// Builds the fixture site once per variant with the site's own link checks.
// The "ok" variant proves the failures come from the broken links alone.
const fixture = path.resolve(__dirname, '../fixtures/broken-links');
const docusaurus = path.resolve(__dirname, '../../node_modules/.bin/docusaurus');

// Asynchronous, so the test worker stays responsive while Docusaurus builds.
function build(variant: string): Promise<{status: number; stdout: string; stderr: string}> {
  const outDir = path.join(os.tmpdir(), `broken-fixture-${variant}-${process.pid}`);
  return new Promise((resolve) => {
    execFile(
      docusaurus,
      ['build', fixture, '--out-dir', outDir],
      {env: {...process.env, BROKEN_FIXTURE: variant}, encoding: 'utf8', timeout: 240_000},
      (error, stdout, stderr) => resolve({status: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr}),
    );
  });
}

describe('link checks fail the build', {timeout: 300_000}, () => {
  it('passes on a site whose links all resolve', async () => {
    const result = await build('ok');
    expect(result.status, result.stderr).toBe(0);
  });

  it.each([
    ['link', /broken links/i],
    ['markdown', /missing-file\.md/],
    ['anchor', /broken anchors/i],
  ])('fails on a broken %s', async (variant, message) => {
    const result = await build(variant);
    expect(result.status).not.toBe(0);
    expect(result.stdout + result.stderr).toMatch(message);
  });
});
