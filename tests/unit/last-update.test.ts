import {afterAll, describe, expect, it} from 'vitest';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {hasGitHistory, lastUpdateVcs} from '../../config/lastUpdate';

// config/lastUpdate.ts decides whether a build reads page dates from Git. Checked against
// folders made here rather than this checkout, which may itself come from a tarball.
describe('last-updated dates (config/lastUpdate.ts)', () => {
  const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'no-git-'));
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'with-git-'));
  execFileSync('git', ['init', '--quiet', repo]);
  fs.mkdirSync(path.join(repo, 'docs'));
  afterAll(() => {
    fs.rmSync(outside, {recursive: true, force: true});
    fs.rmSync(repo, {recursive: true, force: true});
  });

  it('turns Git dates off in a folder without .git, as unpacked from a tarball', () => {
    expect(hasGitHistory(outside)).toBe(false);
    expect(lastUpdateVcs(outside)).toBe('disabled');
  });

  it("keeps Docusaurus's Git reader in a worktree, and in a folder inside one", () => {
    expect(hasGitHistory(repo)).toBe(true);
    expect(hasGitHistory(path.join(repo, 'docs'))).toBe(true);
    expect(lastUpdateVcs(repo)).toBe(true);
  });

  it('answers false, not an error, for a folder that does not exist', () => {
    expect(hasGitHistory(path.join(outside, 'missing'))).toBe(false);
  });
});
