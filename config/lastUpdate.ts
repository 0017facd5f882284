/**
 * Where the "Last updated" date of each docs page comes from. Docusaurus reads it from Git
 * history, and with the eager Git reader (future.faster.gitEagerVcs) it stops the build when the
 * site is outside any Git worktree: a `git archive` tarball, a Docker COPY without .git, a
 * downloaded archive. There the dates are unknown, so the build leaves them out instead.
 */
import {execFileSync} from 'node:child_process';

/**
 * True when `dir` is inside a Git worktree that Git will read, so page dates can come from its
 * history. False without .git, without a `git` binary, or when Git refuses the folder (a
 * checkout owned by another user, as in some containers): the same cases where Docusaurus fails.
 */
export function hasGitHistory(dir: string): boolean {
  try {
    const out = execFileSync('git', ['rev-parse', '--is-inside-work-tree'], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'ignore'],
      encoding: 'utf8',
      timeout: 5000,
    });
    return out.trim() === 'true';
  } catch {
    return false;
  }
}

/**
 * The `future.experimental_vcs` value: `true` keeps Docusaurus's default (Git, read eagerly in
 * production builds); `'disabled'` gives every page no date, and the theme then shows none.
 */
export function lastUpdateVcs(dir: string): true | 'disabled' {
  return hasGitHistory(dir) ? true : 'disabled';
}
