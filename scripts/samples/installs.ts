/**
 * Every command of a shell block that installs or fetches a third-party package or tool names an
 * exact version (issue 38, section 2): `npm install`/`npm i`/`pnpm add`/`yarn add`/`bun add`,
 * `npx <pkg>` of a package the page does not install, `npm create <x>` (and `npm init <x>`, `pnpm`/`yarn`/`bun
 * create <x>`, which run the package create-<x>), `pip install`, `uvx`/`uv tool install`,
 * `cargo install`, `go install`, the image of `docker run`/`docker pull` and of `image:` in YAML
 * (compose files), and `curl … | sh` installers. The version itself belongs in src/data and is
 * rendered into the page (a `<CodeBlock>` built from data is not read here: the data tests check it).
 * A block leaves a tool unpinned only with `check=skip reason="…"`.
 *
 * The same commands written in a page's text (inline code in prose and tables, outside the blocks) are
 * held to the same rules by `checkProseInstalls`, naming page and line; the text has no `check=skip`.
 */
import type {Problem, Sample} from './extract';
import {shellWords, SHELL_LANGS} from './celocli';
import {devTools, sampleTools, type SampleToolId} from '../../src/data/toolVersions';
import {providerPackages, type ProviderPackageId} from '../../src/data/providerPackages';

/** Package records a `<CodeBlock>` renders its install commands from, by the name pages use. */
const RECORDS: Record<string, Record<string, {name: string}>> = {devTools, providerPackages, sampleTools};

/**
 * The text of a `<CodeBlock>` rendered from data, with the package names of its install commands filled in
 * (`${devTools.graphCli.name}`, `${providerInstallArgs(['viem'])}`), so `npx graph` after it is known to run
 * the package the page installed. Other expressions stay as written.
 */
export function withDataNames(code: string): string {
  return code
    .replace(/^\{`|`\}$/g, '')
    .replace(/\$\{(\w+)\.(\w+)\.name\}(?:@\$\{\1\.\2\.version\})?/g, (m, mod: string, key: string) => {
      const record = RECORDS[mod]?.[key];
      return record ? `${record.name}@0.0.0` : m;
    })
    .replace(/\$\{toolInstallArgs\(\[([^\]]*)\]\)\}/g, (m, ids: string) =>
      [...ids.matchAll(/'(\w+)'/g)].map((id) => `${id[1] === 'viem' ? 'viem' : (sampleTools[id[1] as Exclude<SampleToolId, 'viem'>]?.name ?? id[1])}@0.0.0`).join(' '),
    )
    .replace(/\$\{providerInstallArgs\(\[([^\]]*)\]\)\}/g, (m, ids: string) =>
      [...ids.matchAll(/'(\w+)'/g)].map((id) => `${providerPackages[id[1] as ProviderPackageId]?.name ?? id[1]}@0.0.0`).join(' '),
    );
}

export const INSTALL_LANGS: ReadonlySet<string> = new Set([...SHELL_LANGS, 'yaml', 'yml']);

/** An exact release version: 1.2.3, v1.2.3, 1.2.3-beta.1 (no range, no tag such as `latest`). */
export const EXACT_VERSION = /^v?\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]+)?$/;

/** Commands whose binary is not the package name; `npx <bin>` is fine when the page installs the package. */
const BIN_PACKAGES: Record<string, string> = {
  graph: '@graphprotocol/graph-cli',
  celocli: '@celo/celocli',
  hardhat: 'hardhat',
  tsx: 'tsx',
  tsc: 'typescript',
  envio: 'envio',
  thirdweb: 'thirdweb',
};

/** Docker image tags that move: not a version. */
const MOVING_TAGS = new Set(['latest', 'stable', 'main', 'master', 'nightly', 'edge', 'develop', 'dev', 'alpha', 'beta', 'rc']);

/** `name@version` → [name, version]; a scoped name keeps its leading @. */
function splitNpmSpec(spec: string): [string, string | undefined] {
  const at = spec.lastIndexOf('@');
  return at > 0 ? [spec.slice(0, at), spec.slice(at + 1)] : [spec, undefined];
}

/** A package argument that is not from a registry: a path, a URL, a git or file spec. */
const isLocalSpec = (w: string) => /^(\.|\/|~|file:|git\+|git:|https?:|github:|link:|workspace:)/.test(w) || w.endsWith('.tgz');

/** Commands of a shell block with their 0-based line: continuations joined, split at && ; || and pipes kept. */
export function shellCommands(code: string): {line: number; text: string}[] {
  const out: {line: number; text: string}[] = [];
  const lines = code.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const first = i;
    let text = lines[i]!;
    while (/\\\s*$/.test(text) && i + 1 < lines.length) text = text.replace(/\\\s*$/, ' ') + lines[++i]!;
    text = text.replace(/^\s*\$\s+/, '');
    if (/^\s*#/.test(text) || text.trim() === '') continue;
    out.push({line: first, text: text.replace(/\s#\s.*$/, '')});
  }
  return out;
}

/** Package arguments of an install command: the words after the subcommand that are not flags (or flag values). */
function packageArgs(words: string[], valueFlags: ReadonlySet<string> = new Set()): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w.startsWith('-')) {
      if (valueFlags.has(w)) i++;
      continue;
    }
    if (/^[A-Z_][A-Z0-9_]*=/.test(w)) continue;
    out.push(w);
  }
  return out;
}

/** Names of the npm packages a page installs (any version), so `npx <bin>` of one of them runs the installed copy. */
export function installedNpmPackages(samples: readonly Sample[]): Set<string> {
  const names = new Set<string>();
  for (const s of samples) {
    for (const c of shellCommands(s.renderedFromData ? withDataNames(s.code) : s.code)) {
      for (const part of c.text.split(/&&|\|\||;|\|/)) {
        const words = shellWords(part.trim());
        const npm = npmInstallArgs(words);
        for (const spec of npm ?? []) names.add(splitNpmSpec(spec)[0]);
      }
    }
  }
  return names;
}

/** The package arguments of `npm install|i|add`, `pnpm add|install`, `yarn add`, `bun add`, or null when it is not one. */
function npmInstallArgs(words: string[]): string[] | null {
  const [tool, sub] = words;
  const install =
    (tool === 'npm' && /^(install|i|add|isntall)$/.test(sub ?? '')) ||
    (tool === 'pnpm' && /^(add|install|i)$/.test(sub ?? '')) ||
    (tool === 'yarn' && sub === 'add') ||
    (tool === 'yarn' && sub === 'global' && words[2] === 'add') ||
    (tool === 'bun' && /^(add|install|i)$/.test(sub ?? ''));
  if (!install) return null;
  return packageArgs(words.slice(tool === 'yarn' && sub === 'global' ? 3 : 2), new Set(['--prefix', '-C', '--dir', '--registry', '--tag']));
}

/**
 * The initializer argument of `npm create|init <x>`, `pnpm create <x>`, `yarn create <x>` or `bun create <x>`
 * (before a `--`), or null when the command is not one or names none (`npm init -y`) or a path or repository.
 */
function createArg(words: string[]): string | null {
  const [tool, sub] = words;
  const create = (tool === 'npm' && (sub === 'create' || sub === 'init' || sub === 'innit')) || (/^(pnpm|yarn|bun)$/.test(tool ?? '') && sub === 'create');
  if (!create) return null;
  const rest = words.slice(2);
  const end = rest.indexOf('--');
  const arg = (end === -1 ? rest : rest.slice(0, end)).find((w) => !w.startsWith('-'));
  if (!arg || isLocalSpec(arg) || (arg.includes('/') && !arg.startsWith('@'))) return null;
  return arg;
}

/** The package an initializer name runs: `vite` → create-vite, `@scope/x` → @scope/create-x, `@scope` → @scope/create. */
export function initializerPackage(name: string): string {
  if (!name.startsWith('@')) return `create-${name}`;
  const [scope, pkg] = name.split('/');
  return pkg ? `${scope}/create-${pkg}` : `${scope}/create`;
}

/** Problems of one command (several when it installs several packages), without line numbers. */
export function checkCommand(text: string, pageInstalls: ReadonlySet<string>): string[] {
  return inspectCommand(text, pageInstalls).problems;
}

/** How many third-party packages or tools one command installs or fetches, and its problems. */
export function inspectCommand(text: string, pageInstalls: ReadonlySet<string>): {installs: number; problems: string[]} {
  const problems: string[] = [];
  let installs = 0;
  // curl/wget piped into a shell: the script installs whatever its host serves today.
  if (/\b(curl|wget)\b[^|]*\|\s*(sudo\s+)?(ba|z)?sh\b/.test(text)) {
    installs++;
    const url = /https?:\/\/\S+/.exec(text)?.[0] ?? 'the script';
    if (!/\/v?\d+\.\d+\.\d+\//.test(url)) problems.push(`\`${text.trim()}\` pipes an installer into a shell: it installs whatever ${url} serves today; name a versioned release instead`);
  }
  for (const part of text.split(/&&|\|\||;|\|/)) {
    let words = shellWords(part.trim());
    while (words.length && (/^[A-Z_][A-Z0-9_]*=/.test(words[0]!) || words[0] === 'sudo')) words = words.slice(1);
    if (words.length === 0) continue;
    const [tool, sub] = words;

    const create = createArg(words);
    if (create) {
      // `npm create vite@x` runs create-vite@x: the version of the initializer is the one written.
      const [name, version] = splitNpmSpec(create);
      installs++;
      if (!version || !EXACT_VERSION.test(version)) {
        problems.push(`\`${tool} ${sub} ${create}\` runs ${initializerPackage(name)} without an exact version: write ${name}@x.y.z from a version record in src/data`);
      }
      continue;
    }
    const npm = npmInstallArgs(words);
    if (npm) {
      for (const spec of npm) {
        if (isLocalSpec(spec)) continue;
        installs++;
        const [name, version] = splitNpmSpec(spec);
        if (!version || !EXACT_VERSION.test(version)) {
          problems.push(`\`${tool} ${sub}\` of ${name}${version ? `@${version}` : ''} without an exact version: pin it (${name}@x.y.z) from a version record in src/data`);
        }
      }
      continue;
    }
    if (tool === 'npx' || (tool === 'pnpm' && sub === 'dlx') || tool === 'bunx' || (tool === 'yarn' && sub === 'dlx')) {
      const rest = words.slice(tool === 'npx' || tool === 'bunx' ? 1 : 2);
      const pkgFlag = rest.findIndex((w) => w === '-p' || w === '--package');
      const spec = pkgFlag !== -1 ? rest[pkgFlag + 1] : rest.find((w) => !w.startsWith('-'));
      if (!spec) continue;
      const [name, version] = splitNpmSpec(spec.replace(/^--package=/, ''));
      if (!version && (pageInstalls.has(name) || pageInstalls.has(BIN_PACKAGES[name] ?? ''))) continue;
      installs++;
      if (version && EXACT_VERSION.test(version)) continue;
      problems.push(`\`${tool} ${spec}\` runs a package the page does not install, without an exact version: run ${name}@x.y.z, or install it pinned first`);
      continue;
    }
    const pip = tool === 'pip' || tool === 'pip3' ? 1 : (/^python3?$/.test(tool ?? '') && sub === '-m' && /^pip3?$/.test(words[2] ?? '')) ? 3 : (tool === 'uv' && sub === 'pip') ? 2 : 0;
    if (pip && words[pip] === 'install') {
      for (const spec of packageArgs(words.slice(pip + 1), new Set(['-r', '--requirement', '-c', '--constraint', '-e', '--editable', '-i', '--index-url', '--target', '-t']))) {
        if (isLocalSpec(spec)) continue;
        installs++;
        if (!/^[A-Za-z0-9._\-[\],]+==[0-9][0-9A-Za-z.+-]*$/.test(spec)) problems.push(`\`pip install ${spec}\` without an exact version: pin it (${spec.split(/[<>=!~[]/)[0]}==x.y.z) from a version record in src/data`);
      }
      continue;
    }
    if (tool === 'uvx' || tool === 'pipx' && sub === 'run' || (tool === 'uv' && sub === 'tool' && /^(install|run)$/.test(words[2] ?? ''))) {
      const rest = words.slice(tool === 'uvx' ? 1 : tool === 'pipx' ? 2 : 3);
      const from = rest.findIndex((w) => w === '--from');
      const spec = from !== -1 ? rest[from + 1] : rest.find((w) => !w.startsWith('-'));
      if (spec) installs++;
      if (spec && !/==[0-9]|@v?[0-9]+\.[0-9]+\.[0-9]/.test(spec)) problems.push(`\`${words.slice(0, tool === 'uvx' ? 1 : tool === 'pipx' ? 2 : 3).join(' ')} ${spec}\` without an exact version: run ${spec}==x.y.z (or --from ${spec}==x.y.z) from a version record in src/data`);
      continue;
    }
    if (tool === 'cargo' && sub === 'install') {
      const rest = words.slice(2);
      const pinned = rest.some((w) => /^(--version|--vers|--tag|--rev|--path|--locked)$/.test(w) && w !== '--locked') || rest.some((w) => /^--(version|tag|rev)=/.test(w));
      for (const spec of packageArgs(rest, new Set(['--version', '--vers', '--git', '--tag', '--rev', '--branch', '--path', '--root', '--features', '-F', '--bin']))) {
        installs++;
        if (!pinned && !/@v?\d+\.\d+\.\d+/.test(spec)) problems.push(`\`cargo install ${spec}\` without an exact version: add --version x.y.z (or ${spec}@x.y.z) from a version record in src/data`);
      }
      if (rest.includes('--branch') && !pinned) problems.push('`cargo install --branch` follows a branch: pin --tag or --rev');
      continue;
    }
    if (tool === 'go' && (sub === 'install' || sub === 'run')) {
      for (const spec of packageArgs(words.slice(2))) {
        if (isLocalSpec(spec) || !spec.includes('.')) continue;
        installs++;
        const version = spec.split('@')[1];
        if (!version || !/^v\d+\.\d+\.\d+/.test(version)) problems.push(`\`go ${sub} ${spec}\` without an exact version: add @vX.Y.Z from a version record in src/data`);
      }
      continue;
    }
    if (tool === 'docker' && (sub === 'run' || sub === 'pull' || sub === 'create')) {
      const image = dockerImage(words.slice(2), sub === 'pull');
      if (image) installs++;
      const problem = image ? checkImage(image) : null;
      if (problem) problems.push(problem);
      continue;
    }
  }
  return {installs, problems};
}

/** The image argument of `docker run`/`docker create` (the first word that is not a flag or a flag's value). */
function dockerImage(words: string[], pull: boolean): string | undefined {
  if (pull) return words.find((w) => !w.startsWith('-'));
  const noValue = new Set(['-d', '--detach', '-i', '--interactive', '-t', '-it', '-ti', '--rm', '--privileged', '--init', '-P', '--publish-all', '--read-only', '--tty', '--help', '--sig-proxy', '--no-healthcheck', '-q', '--quiet']);
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w.startsWith('--') && w.includes('=')) continue;
    if (w.startsWith('-')) {
      if (!noValue.has(w) && !/^-[a-zA-Z]{2,}$/.test(w)) i++;
      continue;
    }
    return w;
  }
  return undefined;
}

/** A problem with an image reference, or null when it names a fixed tag or a digest. */
export function checkImage(image: string): string | null {
  if (image.includes('${') || image.startsWith('$')) return null; // set from a variable the block defines
  if (/@sha256:[0-9a-f]{64}$/.test(image)) return null;
  const lastSlash = image.lastIndexOf('/');
  const colon = image.indexOf(':', lastSlash + 1);
  const tag = colon === -1 ? undefined : image.slice(colon + 1);
  if (!tag) return `image ${image} has no tag, so it runs whatever \`latest\` is that day: name a release tag (or a digest) from src/data`;
  if (MOVING_TAGS.has(tag.toLowerCase())) return `image ${image} uses the moving tag \`${tag}\`: name a release tag (or a digest) from src/data`;
  return null;
}

export function checkInstalls(samples: readonly Sample[], pageSamples: (page: string) => readonly Sample[] = () => samples): {problems: Problem[]; notes: string[]} {
  const problems: Problem[] = [];
  const installsByPage = new Map<string, Set<string>>();
  let commands = 0;
  for (const s of samples) {
    if (s.lang === 'yaml' || s.lang === 'yml') {
      s.code.split('\n').forEach((l, i) => {
        const m = /^\s*(?:-\s+)?image:\s*["']?([^"'\s#]+)/.exec(l);
        if (!m) return;
        commands++;
        const problem = checkImage(m[1]!);
        if (problem) problems.push({page: s.page, line: s.line + i, message: problem});
      });
      continue;
    }
    let installs = installsByPage.get(s.page);
    if (!installs) installsByPage.set(s.page, (installs = installedNpmPackages(pageSamples(s.page))));
    for (const c of shellCommands(s.code)) {
      commands++;
      for (const message of checkCommand(c.text, installs)) problems.push({page: s.page, line: s.line + c.line, message});
    }
  }
  return {problems, notes: [`${commands} shell commands and image lines read for installs`]};
}

/** Blanks `text` (keeping its line breaks) between matches of `re`. */
const blank = (text: string, re: RegExp) => text.replace(re, (m) => m.replace(/[^\n]/g, ' '));

/**
 * Inline code spans of a page's prose with their 1-based line: outside front matter, fenced blocks,
 * `<CodeBlock>` elements (the block checks read those) and comments (HTML and MDX). A span is read within its line;
 * in a table row, `\|` is the pipe the reader sees. A JSX template literal (`<code>{`…`}</code>`) reads
 * like a span: with `${…}` it is rendered from data and `fromData` is set.
 */
export function proseCodeSpans(text: string): {line: number; code: string; fromData: boolean}[] {
  let masked = blank(text, /^---\n[\s\S]*?\n---(?=\n|$)/);
  masked = blank(masked, /^(\s*)(`{3,}|~{3,})[\s\S]*?^\s*\2\s*$/gm);
  masked = blank(masked, /<CodeBlock\b[\s\S]*?<\/CodeBlock>/g);
  masked = blank(masked, /<!--[\s\S]*?-->|\{\/\*[\s\S]*?\*\/\}/g);
  const out: {line: number; code: string; fromData: boolean}[] = [];
  masked.split('\n').forEach((line, i) => {
    for (const m of line.matchAll(/(?<!`)(`+)(?!`)(.*?[^`])\1(?!`)/g)) {
      let code = m[2]!.trim();
      if (/^\s*\|/.test(line)) code = code.replace(/\\\|/g, '|');
      out.push({line: i + 1, code, fromData: code.includes('${')});
    }
  });
  return out;
}

/**
 * Install commands written in a page's prose (inline code, tables): a span that is a whole command
 * which installs or fetches a third-party package or tool is held to the rules of the blocks. There is
 * no `check=skip` for prose: a mention that is not an instruction names the package without the command.
 * `npx <bin>` is fine when a block or another span of the page installs the package (a span rendered
 * from data included), or when a block marked `check=skip reason="…"` runs the same `npx <bin>`: the
 * page has said why there.
 */
export function checkProseInstalls(page: string, text: string, pageSamples: readonly Sample[]): {problems: Problem[]; commands: number; fromData: number} {
  const spans = proseCodeSpans(text);
  const installs = installedNpmPackages([...pageSamples, ...spans.map((s) => ({code: s.fromData ? withDataNames(s.code) : s.code, renderedFromData: false}) as Sample)]);
  for (const s of pageSamples.filter((x) => x.meta.values.check === 'skip' && x.meta.values.reason)) {
    for (const m of s.code.matchAll(/(?:^|[\s;&|(])npx\s+((?:@[\w.-]+\/)?[\w.-]+)(?=\s|$)/gm)) installs.add(m[1]!);
  }
  const problems: Problem[] = [];
  let commands = 0;
  for (const s of spans.filter((x) => !x.fromData)) {
    const result = inspectCommand(s.code, installs);
    if (result.installs === 0) continue;
    commands++;
    for (const message of result.problems) problems.push({page, line: s.line, message: `${message} (inline code in the text)`});
  }
  // Rendered from data: the data tests check the versions; counted so the report shows them.
  const fromData = spans.filter((x) => x.fromData && inspectCommand(withDataNames(x.code), new Set()).installs > 0).length;
  return {problems, commands, fromData};
}
