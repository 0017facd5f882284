// scripts/build.mjs, the production build in two processes: a step that fails stops the build
// with its name and exit code, and the next step never runs.
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '..', '..');

describe('scripts/build.mjs', () => {
  it('stops at the first step that fails and says which', () => {
    const run = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs'), '--no-such-option'], {cwd: root, encoding: 'utf8'});
    expect(run.status).not.toBe(0);
    expect(run.stdout).toContain('[build] step 1 of 2: bundling');
    expect(run.stderr).toContain('[build] step 1 (bundling) failed: exit code 1');
    expect(run.stdout).not.toContain('step 2 of 2');
  }, 30_000);
});
