/**
 * Real git, run as a child process with a time limit and no prompts, and the cache of blob-less
 * clones: one bare partial clone (`--filter=blob:none`) per repository, with full history so every
 * pinned commit is there to diff against. File contents are fetched only for the files that
 * changed. The cache lives outside the repository, in `DRIFT_CACHE_DIR`, else
 * `$XDG_CACHE_HOME/celo-docs-drift`, else `~/.cache/celo-docs-drift`.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface GitResult {
  code: number;
  stdout: string;
  stderr: string;
  /** True when the time limit stopped git. */
  timedOut: boolean;
}

/** Time limits in milliseconds: `DRIFT_GIT_TIMEOUT` (seconds) overrides the network one. */
export const NETWORK_TIMEOUT_MS = (Number(process.env.DRIFT_GIT_TIMEOUT) || 600) * 1000;
const LOCAL_TIMEOUT_MS = 120_000;

/** Git without prompts: a repository that wants a password is reported, not waited on. */
const gitEnv = (): NodeJS.ProcessEnv => ({
  ...process.env,
  GIT_TERMINAL_PROMPT: '0',
  GIT_ASKPASS: 'echo',
  SSH_ASKPASS: 'echo',
  GIT_SSH_COMMAND: 'ssh -o BatchMode=yes -o ConnectTimeout=15',
  // A transfer slower than 1 KB/s for 30 s is given up.
  GIT_HTTP_LOW_SPEED_LIMIT: '1000',
  GIT_HTTP_LOW_SPEED_TIME: '30',
  LC_ALL: 'C',
});

/** Runs git; never throws for a failing git, only reports it. */
export function git(args: readonly string[], options: {cwd?: string; input?: string; timeoutMs?: number} = {}): Promise<GitResult> {
  return new Promise((resolve) => {
    const child = spawn('git', args, {cwd: options.cwd, env: gitEnv(), stdio: [options.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe']});
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, options.timeoutMs ?? LOCAL_TIMEOUT_MS);
    child.stdout?.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({code: 127, stdout: '', stderr: error.message, timedOut});
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({code: code ?? 1, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8'), timedOut});
    });
    if (child.stdin) {
      // Git may exit before it reads everything (a fetch that fails at once).
      child.stdin.on('error', () => undefined);
      child.stdin.end(options.input);
    }
  });
}

/** Runs git in a repository and returns its output; throws with git's message when it fails. */
export async function gitOut(dir: string, args: readonly string[], timeoutMs?: number): Promise<string> {
  const result = await git(['--git-dir', dir, ...args], {timeoutMs});
  if (result.code !== 0) throw new Error(firstLine(result.stderr) || `git ${args[0]} failed (exit ${result.code})`);
  return result.stdout;
}

/** The first meaningful line of git's error output, without "fatal: ". */
export function firstLine(stderr: string): string {
  const lines = stderr
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !/^(warning|hint|Cloning into|remote: (Enumerating|Counting|Compressing|Total))/.test(l));
  const fatal = lines.find((l) => /^(fatal|error):/.test(l)) ?? lines[0] ?? '';
  return fatal.replace(/^(fatal|error):\s*/, '');
}

/** Where the clones are kept; refuses a folder inside the repository being checked. */
export function cacheDir(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const dir = path.resolve(
    env.DRIFT_CACHE_DIR || path.join(env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'celo-docs-drift'),
  );
  const relative = path.relative(path.resolve(root), dir);
  if (relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative))) {
    throw new Error(`the drift cache ${dir} is inside the repository; set DRIFT_CACHE_DIR to a folder outside it`);
  }
  return dir;
}

/**
 * The URL to clone `owner/name` from: a `--repo` override (a URL, or a local path), else
 * `DRIFT_DEFAULT_REMOTE` with `{repo}` replaced (a mirror of GitHub; tests point it where nothing
 * answers), else GitHub.
 */
export function remoteUrl(repo: string, override?: string, env: NodeJS.ProcessEnv = process.env): string {
  if (!override) return (env.DRIFT_DEFAULT_REMOTE || 'https://github.com/{repo}.git').replaceAll('{repo}', repo);
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(override) || /^[^/\s]+@[^:\s]+:/.test(override)) return override;
  return `file://${path.resolve(override)}`;
}

/**
 * For a local path, git's own upload-pack serves the clone; it honours the blob filter (and the
 * later fetches of single files) only when told to.
 */
const LOCAL_UPLOAD_PACK = 'git -c uploadpack.allowFilter=true -c uploadpack.allowAnySHA1InWant=true upload-pack';

/** Why a repository could not be reached, told apart: the network, or the repository itself. */
export type Unreachable = {why: 'network' | 'not-found' | 'other'; detail: string};

export function classifyFailure(result: GitResult): Unreachable {
  const detail = result.timedOut ? 'timed out' : firstLine(result.stderr) || `git exited with ${result.code}`;
  if (result.timedOut || /could not resolve host|failed to connect|connection (refused|timed out|reset)|network is unreachable|timed out|operation too slow|unable to access|proxy/i.test(detail)) {
    if (/returned error: 40[134]/i.test(detail)) return {why: 'not-found', detail};
    return {why: 'network', detail};
  }
  if (/not found|does not exist|does not appear to be a git repository|could not read (username|password)|authentication failed|access denied/i.test(detail)) {
    return {why: 'not-found', detail};
  }
  return {why: 'other', detail};
}

export interface Clone {
  repo: string;
  /** The bare clone in the cache. */
  dir: string;
  url: string;
  /** The commit the default branch is at. */
  head: string;
  /** Its committer day. */
  headDate: string;
  /** Set when the clone could not be updated and an older copy is used. */
  stale?: string;
}

/** Clones the repository into the cache, or fetches the copy already there; says why when neither works. */
export async function ensureClone(cache: string, repo: string, url: string): Promise<Clone | Unreachable> {
  const dir = path.join(cache, `${repo.replace('/', '+')}.git`);
  const local = url.startsWith('file://');
  let stale: string | undefined;
  if (!fs.existsSync(path.join(dir, 'HEAD'))) {
    fs.mkdirSync(cache, {recursive: true});
    fs.rmSync(dir, {recursive: true, force: true});
    const result = await git(
      ['clone', '--quiet', '--bare', '--filter=blob:none', ...(local ? ['--upload-pack', LOCAL_UPLOAD_PACK] : []), url, dir],
      {timeoutMs: NETWORK_TIMEOUT_MS},
    );
    if (result.code !== 0) {
      fs.rmSync(dir, {recursive: true, force: true});
      return classifyFailure(result);
    }
    await configure(dir, url, local);
  } else {
    await configure(dir, url, local);
    const fetched = await git(['--git-dir', dir, 'fetch', '--quiet', '--prune', '--force', 'origin'], {timeoutMs: NETWORK_TIMEOUT_MS});
    if (fetched.code !== 0) {
      const failure = classifyFailure(fetched);
      const when = fs.statSync(path.join(dir, 'FETCH_HEAD'), {throwIfNoEntry: false})?.mtime ?? fs.statSync(dir).mtime;
      stale = `not updated (${failure.detail}); compared with the copy fetched ${when.toISOString().slice(0, 10)}`;
    } else {
      await followDefaultBranch(dir);
    }
  }
  const head = await git(['--git-dir', dir, 'log', '-1', '--format=%H %cs', 'HEAD']);
  if (head.code !== 0) return {why: 'other', detail: `the clone has no default branch (${firstLine(head.stderr)})`};
  const [sha = '', date = ''] = head.stdout.trim().split(' ');
  return {repo, dir, url, head: sha, headDate: date, ...(stale ? {stale} : {})};
}

/** The remote, what a fetch brings (every branch and tag), and how later single-file fetches reach it. */
async function configure(dir: string, url: string, local: boolean): Promise<void> {
  await gitOut(dir, ['config', 'remote.origin.url', url]);
  await gitOut(dir, ['config', '--replace-all', 'remote.origin.fetch', '+refs/heads/*:refs/heads/*']);
  await gitOut(dir, ['config', '--add', 'remote.origin.fetch', '+refs/tags/*:refs/tags/*']);
  await gitOut(dir, ['config', 'remote.origin.promisor', 'true']);
  await gitOut(dir, ['config', 'remote.origin.partialclonefilter', 'blob:none']);
  if (local) await gitOut(dir, ['config', 'remote.origin.uploadpack', LOCAL_UPLOAD_PACK]);
  else await git(['--git-dir', dir, 'config', '--unset', 'remote.origin.uploadpack']);
}

/** A bare clone keeps the default branch it was cloned with; follow the remote's if it changed. */
async function followDefaultBranch(dir: string): Promise<void> {
  const result = await git(['--git-dir', dir, 'ls-remote', '--symref', 'origin', 'HEAD'], {timeoutMs: NETWORK_TIMEOUT_MS});
  const branch = /^ref:\s+(refs\/heads\/\S+)\s+HEAD$/m.exec(result.stdout)?.[1];
  if (result.code === 0 && branch) await git(['--git-dir', dir, 'symbolic-ref', 'HEAD', branch]);
}

/**
 * Brings the contents of these blobs in one fetch (a partial clone has none until asked). Git skips
 * the ones it already has without asking the remote, so a second run needs no network for them.
 */
export async function fetchBlobs(dir: string, blobs: readonly string[]): Promise<GitResult | undefined> {
  const wanted = [...new Set(blobs)];
  if (wanted.length === 0) return undefined;
  return git(
    ['--git-dir', dir, '-c', 'fetch.negotiationAlgorithm=noop', 'fetch', 'origin', '--quiet', '--no-tags', '--no-write-fetch-head', '--recurse-submodules=no', '--filter=blob:none', '--stdin'],
    {input: wanted.join('\n') + '\n', timeoutMs: NETWORK_TIMEOUT_MS},
  );
}
