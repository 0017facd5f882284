/**
 * One drift run: the sources of the selected files, each repository cloned or fetched into the cache
 * (a few at a time), each pin compared with the default branch, and the report.
 */
import {parseRepoFile} from '../../src/data/sources';
import {comparePins, type Comparison, type Pin} from './compare';
import {ensureClone, remoteUrl} from './git';
import type {SourceUse} from './pageSources';
import {buildReport, type RepoState, type Report} from './report';

export interface DriftOptions {
  /** The sources to check. */
  uses: readonly SourceUse[];
  /** The clone cache (see ./git.ts). */
  cache: string;
  /** `owner/name` to a URL or a local path to clone it from instead of GitHub. */
  overrides?: ReadonlyMap<string, string>;
  /** Repositories checked at the same time. */
  concurrency?: number;
  /** Progress, one line per repository (the command writes it to stderr). */
  log?: (line: string) => void;
}

export async function runDrift(options: DriftOptions): Promise<Report> {
  const pinsByRepo = new Map<string, Pin[]>();
  for (const use of options.uses) {
    const parsed = parseRepoFile(use.source);
    if (!parsed?.commit) continue;
    pinsByRepo.set(parsed.repo, [...(pinsByRepo.get(parsed.repo) ?? []), {commit: parsed.commit, path: parsed.path}]);
  }
  const repos = [...pinsByRepo.keys()].sort();
  const states: RepoState[] = [];
  const comparisons = new Map<string, Comparison>();
  let next = 0;
  const worker = async () => {
    while (next < repos.length) {
      const repo = repos[next++]!;
      const url = remoteUrl(repo, options.overrides?.get(repo));
      const started = Date.now();
      const clone = await ensureClone(options.cache, repo, url);
      if ('why' in clone) {
        states.push({repo, url, unreachable: clone});
        options.log?.(`${repo}: ${clone.why === 'not-found' ? 'not found' : 'unreachable'} (${clone.detail})`);
        continue;
      }
      try {
        comparisons.set(repo, await comparePins(clone, pinsByRepo.get(repo)!));
        states.push({repo, url, head: clone.head, headDate: clone.headDate, ...(clone.stale ? {stale: clone.stale} : {})});
      } catch (error) {
        // A clone that git cannot read (a broken cache) is reported like a repository out of reach.
        states.push({repo, url, unreachable: {why: 'other', detail: (error as Error).message}});
      }
      options.log?.(`${repo}: compared ${pinsByRepo.get(repo)!.length} pins in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  };
  await Promise.all(Array.from({length: Math.min(options.concurrency ?? 3, repos.length)}, worker));
  return buildReport(options.uses, states, comparisons);
}
