/**
 * A real git repository in a temporary folder, for the drift tests: write, move and delete files,
 * commit with fixed dates and identity (the tests never depend on the machine's git config).
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export class GitFixture {
  readonly dir: string;
  private day = 1;

  constructor(prefix = 'drift-upstream-') {
    this.dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    this.git('init', '--quiet', '--initial-branch=main');
  }

  git(...args: string[]): string {
    const date = `2026-01-${String(this.day).padStart(2, '0')}T12:00:00Z`;
    return execFileSync('git', ['-c', 'user.name=Drift Test', '-c', 'user.email=drift@example.invalid', '-c', 'commit.gpgsign=false', ...args], {
      cwd: this.dir,
      encoding: 'utf8',
      env: {...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date, GIT_CONFIG_NOSYSTEM: '1'},
    }).trim();
  }

  write(file: string, content: string): this {
    fs.mkdirSync(path.dirname(path.join(this.dir, file)), {recursive: true});
    fs.writeFileSync(path.join(this.dir, file), content);
    return this;
  }

  move(from: string, to: string): this {
    fs.mkdirSync(path.dirname(path.join(this.dir, to)), {recursive: true});
    this.git('mv', from, to);
    return this;
  }

  remove(file: string): this {
    this.git('rm', '--quiet', file);
    return this;
  }

  /** Commits everything and returns the full commit id. */
  commit(message: string): string {
    this.git('add', '--all');
    this.git('commit', '--quiet', '--allow-empty', '-m', message);
    this.day += 1;
    return this.git('rev-parse', 'HEAD');
  }

  cleanup(): void {
    fs.rmSync(this.dir, {recursive: true, force: true});
  }
}

/** Lines of text, numbered, to make a file long enough for git's rename detection to be sure. */
export const numberedLines = (count: number, word = 'line'): string =>
  Array.from({length: count}, (_, i) => `${word} ${i + 1}: a sentence the page was checked against.`).join('\n') + '\n';
