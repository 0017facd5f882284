/**
 * `npm run check:drift`: what changed upstream since the site's sources were read. Every pinned
 * source (`owner/name@commit:path`) of the docs pages' `sources:` and of src/data is compared with
 * its repository's default branch, in blob-less clones kept in a cache outside the repository
 * (scripts/drift/README.md says how).
 *
 *   npm run check:drift                                  every page and data module
 *   npm run check:drift -- docs/network/mainnet.md       some pages or modules only
 *   npm run check:drift -- --repo celo-org/docs=../docs  clone one repository from a mirror or a local clone
 *   npm run check:drift -- --json                        the report as JSON (for the workflow)
 *   npm run check:drift -- --tools                       tool versions of src/data against their registries
 *
 * Exit code 0 when nothing drifted, 1 when something did, 2 on a usage error.
 */
import path from 'node:path';
import {parseRepoFile} from '../../src/data/sources';
import {parseArgs, USAGE, type Args} from './args';
import {collectUses, selectFiles} from './collect';
import {cacheDir} from './git';
import {formatText} from './report';
import {runDrift} from './run';
import {checkTools, endpoints, formatTools, loadToolRecords} from './tools';

async function main(): Promise<number> {
  let args: Args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`check:drift: ${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  const root = path.resolve(args.root ?? path.join(__dirname, '../..'));
  const started = Date.now();

  if (args.tools) {
    const results = await checkTools(await loadToolRecords(root), endpoints());
    if (args.json) console.log(JSON.stringify({tools: results, drifted: results.some((r) => r.behind)}, null, 2));
    else process.stdout.write(formatTools(results));
    return results.some((r) => r.behind) ? 1 : 0;
  }

  let files: string[];
  let cache: string;
  try {
    files = selectFiles(root, args.files);
    cache = cacheDir(root);
  } catch (error) {
    console.error(`check:drift: ${(error as Error).message}`);
    return 2;
  }
  const uses = collectUses(root, files);
  const repos = new Set(uses.flatMap((u) => parseRepoFile(u.source)?.repo ?? []));
  console.error(`check:drift: ${uses.length} source lines in ${files.length} files, ${repos.size} repositories; clones in ${cache}`);
  const report = await runDrift({uses, cache, overrides: args.overrides, log: (line) => console.error(`  ${line}`)});
  for (const name of args.overrides.keys()) {
    if (!report.repositories.some((r) => r.repo === name)) console.error(`check:drift: --repo ${name}: no checked source names this repository`);
  }
  if (args.json) console.log(JSON.stringify(report, null, 2));
  else process.stdout.write(formatText(report));
  console.error(`check:drift: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return report.drifted ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`check:drift: ${(error as Error).stack ?? String(error)}`);
    process.exit(2);
  },
);
