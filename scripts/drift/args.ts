/** The command line of `npm run check:drift` (scripts/drift/check.ts). */
import {UsageError} from './collect';

export const USAGE = `Usage: npm run check:drift -- [--repo owner/name=<git url or local path>]… [--json] [--tools] [--root <dir>] [files…]
  files          docs pages or src/data modules to check (default: all)
  --repo         clone owner/name from this URL or local repository instead of GitHub (repeatable)
  --json         print the report as JSON
  --tools        compare the tool versions pinned in src/data with their registries instead
  --root         the site checkout to read (default: this one)
Environment: DRIFT_CACHE_DIR (clone cache, outside the repository), DRIFT_GIT_TIMEOUT (seconds per clone or fetch),
  DRIFT_DEFAULT_REMOTE (where to clone from instead of GitHub, with {repo} for owner/name).
Exit code: 0 nothing drifted, 1 something drifted, 2 usage error.`;

export interface Args {
  files: string[];
  overrides: Map<string, string>;
  json: boolean;
  tools: boolean;
  root?: string;
  help: boolean;
}

/** Reads the command line; throws UsageError with what is wrong. */
export function parseArgs(argv: readonly string[]): Args {
  const args: Args = {files: [], overrides: new Map(), json: false, tools: false, help: false};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined || v === '') throw new UsageError(`${flag} needs a value`);
      return v;
    };
    if (flag === '--json') args.json = true;
    else if (flag === '--tools') args.tools = true;
    else if (flag === '--help' || flag === '-h') args.help = true;
    else if (flag === '--root') args.root = value();
    else if (flag === '--repo') {
      const spec = value();
      const match = /^([A-Za-z0-9][A-Za-z0-9_.-]*\/[A-Za-z0-9][A-Za-z0-9_.-]*)=(.+)$/.exec(spec);
      if (!match) throw new UsageError(`--repo ${spec}: write owner/name=<git url or local path>`);
      args.overrides.set(match[1]!, match[2]!);
    } else if (arg.startsWith('-')) throw new UsageError(`unknown option ${arg}`);
    else args.files.push(arg);
  }
  return args;
}

