// Child processes for the benchmark: timed builds with peak memory, the dev
// server's start time, and the static servers. Each child is started in its
// own process group so that we stop exactly what we started.
import {spawn, execFileSync} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';

export const BUILD_LOCK = '/tmp/docusaurus-build.lock';

// Timed runs still going, so an interrupted benchmark can end exactly those.
const active = new Set();
export function stopTimedRuns() {
  for (const child of active) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

function hasBinary(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Sum of the RSS (kB) of a process and all its descendants, from ps. */
function treeRssKb(rootPid) {
  let out;
  try {
    out = execFileSync('ps', ['-eo', 'pid=,ppid=,rss='], {encoding: 'utf8'});
  } catch {
    return 0;
  }
  const rows = out.trim().split('\n').map((line) => line.trim().split(/\s+/).map(Number));
  const children = new Map();
  for (const [pid, ppid] of rows) {
    if (!children.has(ppid)) children.set(ppid, []);
    children.get(ppid).push(pid);
  }
  const rss = new Map(rows.map(([pid, , kb]) => [pid, kb]));
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop();
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/**
 * Runs a command, waiting for the shared build lock first (the wait is not
 * timed), and returns wall time, GNU time's peak RSS of the largest process and
 * the peak summed RSS of the whole process tree (sampled every 250 ms).
 */
export function timedRun(command, args, {cwd, env, logFile, lock = true}) {
  return new Promise((resolve, reject) => {
    const timeFile = `${logFile}.time`;
    const useGnuTime = hasBinary('/usr/bin/time');
    let argv = useGnuTime ? ['/usr/bin/time', '-v', '-o', timeFile, command, ...args] : [command, ...args];
    if (lock && hasBinary('/usr/bin/flock')) argv = ['/usr/bin/flock', BUILD_LOCK, ...argv];
    const log = fs.openSync(logFile, 'w');
    let started = null;
    const child = spawn(argv[0], argv.slice(1), {cwd, env: {...process.env, ...env}, stdio: ['ignore', log, log], detached: true});
    active.add(child);
    let peakTreeKb = 0;
    const sampler = setInterval(() => {
      const kb = treeRssKb(child.pid);
      // The lock holder (flock) itself is tiny; the build starts when the tree grows.
      if (started === null && kb > 100_000) started = Date.now();
      peakTreeKb = Math.max(peakTreeKb, kb);
    }, 250);
    const spawnedAt = Date.now();
    child.on('error', reject);
    child.on('exit', (code) => {
      active.delete(child);
      clearInterval(sampler);
      fs.closeSync(log);
      let elapsedS = null;
      let maxRssKb = null;
      if (useGnuTime && fs.existsSync(timeFile)) {
        const text = fs.readFileSync(timeFile, 'utf8');
        const wall = text.match(/Elapsed \(wall clock\) time.*: (?:(\d+):)?(\d+):([\d.]+)/);
        if (wall) elapsedS = Number(wall[1] ?? 0) * 3600 + Number(wall[2]) * 60 + Number(wall[3]);
        const rss = text.match(/Maximum resident set size \(kbytes\): (\d+)/);
        if (rss) maxRssKb = Number(rss[1]);
      }
      if (elapsedS === null) elapsedS = (Date.now() - (started ?? spawnedAt)) / 1000;
      resolve({code, elapsedS, maxRssMb: maxRssKb && maxRssKb / 1024, peakTreeMb: peakTreeKb / 1024});
    });
  });
}

/** Resolves when GET url answers with a status below 400; rejects after timeoutMs. */
export function waitForHttp(url, timeoutMs, isAlive = () => true) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (!isAlive()) return reject(new Error(`process for ${url} exited`));
      const req = http.get(url, (res) => {
        res.resume();
        if (res.statusCode && res.statusCode < 400) resolve();
        else retry();
      });
      req.on('error', retry);
      req.setTimeout(30_000, () => req.destroy());
    };
    const retry = () => {
      if (Date.now() > deadline) reject(new Error(`${url} did not answer within ${timeoutMs} ms`));
      else setTimeout(attempt, 200);
    };
    attempt();
  });
}

/** Starts a long-running child in its own process group; stop() ends that group only. */
export function startBackground(command, args, {cwd, env, logFile}) {
  const log = fs.openSync(logFile, 'w');
  const child = spawn(command, args, {cwd, env: {...process.env, ...env}, stdio: ['ignore', log, log], detached: true});
  let alive = true;
  child.on('exit', () => {
    alive = false;
  });
  return {
    child,
    isAlive: () => alive,
    stop() {
      if (!alive) return Promise.resolve();
      return new Promise((resolve) => {
        child.once('exit', () => resolve());
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          resolve();
        }
        setTimeout(() => {
          if (alive) {
            try {
              process.kill(-child.pid, 'SIGKILL');
            } catch {
              // already gone
            }
          }
        }, 5000).unref();
      });
    },
  };
}

/** Runs a command to completion, output to a log file; rejects on a non-zero exit. */
export function run(command, args, {cwd, env, logFile}) {
  return new Promise((resolve, reject) => {
    const log = fs.openSync(logFile, 'w');
    const child = spawn(command, args, {cwd, env: {...process.env, ...env}, stdio: ['ignore', log, log]});
    child.on('error', reject);
    child.on('exit', (code) => {
      fs.closeSync(log);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}; see ${logFile}`));
    });
  });
}
