/**
 * `check:drift --tools`: the tools and packages pages install, pinned in src/data (records with a
 * `name` (or `packageName`) and a `version`, and either a `registry` (`devTools` of
 * src/data/toolVersions.ts, `aiPackages` of src/data/ai.ts) or an exact version and `sources`, which makes
 * them npm packages (`providerPackages`, `selfPackages`, `goatPackages`, `mentoSdk`…)), against the newest version their registry publishes (npm, PyPI,
 * crates.io). A pin behind the newest release means the walkthroughs of its pages are due a re-run.
 *
 * Registry addresses can be pointed elsewhere (a mirror, a test server):
 * `DRIFT_NPM_REGISTRY` (default https://registry.npmjs.org), `DRIFT_PYPI_URL` (https://pypi.org),
 * `DRIFT_CRATES_URL` (https://crates.io).
 */
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {dataModules} from './pins';

export type Registry = 'npm' | 'pypi' | 'crates';
const REGISTRIES: readonly Registry[] = ['npm', 'pypi', 'crates'];

export interface ToolRecord {
  name: string;
  registry: Registry;
  version: string;
  /** Where the record is: `src/data/toolVersions.ts devTools.graphCli`. */
  where: string;
  /** Pages that document this version, when the record lists them. */
  pages: string[];
}

/** An exact release version, as a pin must be. */
const EXACT = /^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]+)?$/;

/** Tool records in a module's exports (objects with a registry, a name and a version), in a stable order. */
export function findToolRecords(file: string, exports: Record<string, unknown>): ToolRecord[] {
  const found: ToolRecord[] = [];
  const visit = (value: unknown, at: string, depth: number) => {
    if (!value || typeof value !== 'object' || depth > 4) return;
    const record = value as Record<string, unknown>;
    const name = typeof record.name === 'string' ? record.name : record.packageName;
    const registry = REGISTRIES.includes(record.registry as Registry)
      ? (record.registry as Registry)
      : // A package record without a registry (providerPackages, selfPackages, the GOAT packages, mentoSdk…): an exact
        // version and its sources make it an npm package the pages install.
        record.registry === undefined && typeof record.version === 'string' && EXACT.test(record.version) && Array.isArray(record.sources)
        ? 'npm'
        : undefined;
    if (typeof name === 'string' && typeof record.version === 'string' && registry) {
      const pages = Array.isArray(record.pages) ? record.pages.filter((p): p is string => typeof p === 'string') : [];
      found.push({name, registry, version: record.version, where: `${file} ${at}`, pages});
      return;
    }
    for (const [key, child] of Object.entries(record)) visit(child, at ? `${at}.${key}` : key, depth + 1);
  };
  for (const [name, value] of Object.entries(exports).sort(([a], [b]) => (a < b ? -1 : 1))) visit(value, name, 0);
  return found;
}

/** Every tool record of src/data (only modules that mention a registry are loaded). */
export async function loadToolRecords(root: string): Promise<ToolRecord[]> {
  const records: ToolRecord[] = [];
  for (const file of dataModules(root)) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    // Only modules that can hold a record: a registry, or a name and an exact version in one record.
    if (!/\bregistry:\s*['"](npm|pypi|crates)['"]/.test(text) && !/\bversion:\s*['"]\d+\.\d+\.\d+/.test(text)) continue;
    const exports = (await import(pathToFileURL(path.join(root, file)).href)) as Record<string, unknown>;
    records.push(...findToolRecords(file, exports));
  }
  return records;
}

export interface Endpoints {
  npm: string;
  pypi: string;
  crates: string;
}

export function endpoints(env: NodeJS.ProcessEnv = process.env): Endpoints {
  const trim = (url: string) => url.replace(/\/+$/, '');
  return {
    npm: trim(env.DRIFT_NPM_REGISTRY || 'https://registry.npmjs.org'),
    pypi: trim(env.DRIFT_PYPI_URL || 'https://pypi.org'),
    crates: trim(env.DRIFT_CRATES_URL || 'https://crates.io'),
  };
}

/** The registry's newest (stable) version of a package, read from its public JSON API. */
export async function newestVersion(tool: Pick<ToolRecord, 'name' | 'registry'>, at: Endpoints, timeoutMs = 15_000): Promise<string> {
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await fetch(url, {headers: {'user-agent': 'celo-docs check:drift', ...headers}, signal: AbortSignal.timeout(timeoutMs)});
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  };
  const need = (value: unknown, what: string): string => {
    if (typeof value !== 'string' || !value) throw new Error(`no ${what} in the answer`);
    return value;
  };
  switch (tool.registry) {
    case 'npm': {
      // A scoped name keeps its @ and escapes its slash.
      const body = await get(`${at.npm}/${tool.name.replace('/', '%2f')}`, {accept: 'application/vnd.npm.install-v1+json'});
      return need((body['dist-tags'] as Record<string, unknown> | undefined)?.latest, 'dist-tags.latest');
    }
    case 'pypi': {
      const body = await get(`${at.pypi}/pypi/${encodeURIComponent(tool.name)}/json`);
      return need((body.info as Record<string, unknown> | undefined)?.version, 'info.version');
    }
    case 'crates': {
      const body = await get(`${at.crates}/api/v1/crates/${encodeURIComponent(tool.name)}`);
      const crate = body.crate as Record<string, unknown> | undefined;
      return need(crate?.max_stable_version ?? crate?.newest_version, 'crate.max_stable_version');
    }
  }
}

/** Compares two release versions (`1.10.0` > `1.9.3`); a pre-release sorts before its release. */
export function compareVersions(a: string, b: string): number {
  const parse = (v: string) => {
    const [core = '', pre] = v.replace(/^v/, '').split(/-(.*)/s);
    return {parts: core.split('.').map((n) => Number.parseInt(n, 10) || 0), pre};
  };
  const x = parse(a);
  const y = parse(b);
  for (let i = 0; i < Math.max(x.parts.length, y.parts.length); i += 1) {
    const d = (x.parts[i] ?? 0) - (y.parts[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  if (x.pre === y.pre) return 0;
  if (x.pre === undefined) return 1;
  if (y.pre === undefined) return -1;
  return x.pre < y.pre ? -1 : 1;
}

export interface ToolResult extends ToolRecord {
  newest?: string;
  /** Why the registry gave no answer. */
  error?: string;
  behind: boolean;
}

export async function checkTools(records: readonly ToolRecord[], at: Endpoints): Promise<ToolResult[]> {
  const results = await Promise.all(
    records.map(async (record): Promise<ToolResult> => {
      try {
        const newest = await newestVersion(record, at);
        return {...record, newest, behind: compareVersions(record.version, newest) < 0};
      } catch (error) {
        const cause = (error as {cause?: {code?: string}}).cause?.code;
        return {...record, error: `${(error as Error).message}${cause ? ` (${cause})` : ''}`, behind: false};
      }
    }),
  );
  return results.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.where < b.where ? -1 : 1));
}

export function formatTools(results: readonly ToolResult[]): string {
  if (results.length === 0) {
    return 'No tool version records in src/data (records with name, registry and version): nothing to compare.\n';
  }
  const out = [`Tools pinned in src/data, against the newest release of their registry:`];
  for (const r of results) {
    const state = r.error ? `not checked: ${r.error}` : r.behind ? `behind: newest is ${r.newest}` : `newest (${r.newest})`;
    out.push(`  ${r.name}@${r.version} (${r.registry}): ${state}`);
    out.push(`    ${r.where}${r.pages.length > 0 ? `; pages: ${r.pages.join(', ')}` : ''}`);
  }
  const behind = results.filter((r) => r.behind);
  const unchecked = results.filter((r) => r.error);
  out.push('');
  out.push(
    behind.length === 0
      ? `No pinned tool is behind its registry.`
      : `Behind their registry: ${behind.map((r) => r.name).join(', ')}. Re-run the walkthroughs of their pages with the newest version, then update the record (version, checked).`,
  );
  if (unchecked.length > 0) out.push(`No answer from the registry for: ${unchecked.map((r) => r.name).join(', ')}.`);
  return out.join('\n') + '\n';
}
