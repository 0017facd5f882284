/**
 * Checks every `celocli ...` command of the shell blocks against the command
 * reference in src/data/celocli: the command (or alias) exists, each flag
 * exists for it, required flags and arguments are present, and a removed
 * command appears only on a page that says it was removed.
 */
import {globalFlags, tableFlags, topics, type Command, type Flag} from '../../src/data/celocli';
import type {Problem, Sample} from './extract';

export const SHELL_LANGS: ReadonlySet<string> = new Set(['bash', 'sh', 'shell', 'console', 'zsh']);

const commands = new Map<string, Command>();
for (const t of topics) for (const c of t.commands) commands.set(c.id, c);

/** Splits a shell command line into words, keeping quoted strings together. */
export function shellWords(line: string): string[] {
  const words: string[] = [];
  const re = /"((?:\\.|[^"\\])*)"|'([^']*)'|(\$\([^)]*\))|\\(.)|([^\s'"\\]+)/g;
  let current = '';
  let last = -1;
  for (const m of line.matchAll(re)) {
    const piece = m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? '';
    // Adjacent pieces without whitespace form one word: --flag="a b"
    if (m.index === last) current += piece;
    else {
      if (last !== -1) words.push(current);
      current = piece;
    }
    last = m.index! + m[0].length;
  }
  if (last !== -1) words.push(current);
  return words;
}

/** `celocli` invocations of a shell block, with the line each starts on (0-based). */
export function celocliCalls(code: string): {line: number; words: string[]}[] {
  const calls: {line: number; words: string[]}[] = [];
  const lines = code.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const first = i;
    let text = lines[i]!;
    while (/\\\s*$/.test(text) && i + 1 < lines.length) text = text.replace(/\\\s*$/, ' ') + lines[++i]!;
    text = text.replace(/^\s*\$\s+/, ''); // console prompt
    if (/^\s*#/.test(text)) continue;
    // A usage synopsis (`celocli x:y ARG1 --role a|b [FLAGS]`), generated from the same data, is not a command.
    if (/\[FLAGS\]|\[ARG/.test(text)) continue;
    // Each command of a line (a && b; c | d)
    for (const part of text.split(/&&|\|\||;|\s\|\s/)) {
      const words = shellWords(part.replace(/\s#.*$/, ''));
      const at = words.findIndex((w) => w === 'celocli' || w.endsWith('/celocli'));
      if (at === -1) continue;
      // `npx celocli`, `npm install -g @celo/celocli` (only the binary counts)
      if (words.slice(0, at).some((w) => /^(install|i|add|uninstall|which|brew)$/.test(w))) continue;
      calls.push({line: first, words: words.slice(at + 1)});
    }
  }
  return calls;
}

function flagIndex(cmd: Command): Map<string, Pick<Flag, 'type'>> {
  const m = new Map<string, Pick<Flag, 'type'>>();
  const add = (f: {name: string; char?: string; type: string; flagAliases?: readonly string[]}): void => {
    m.set(`--${f.name}`, {type: f.type as Flag['type']});
    if (f.char) m.set(`-${f.char}`, {type: f.type as Flag['type']});
    for (const a of f.flagAliases ?? []) m.set(`--${a}`, {type: f.type as Flag['type']});
  };
  for (const f of cmd.flags) add(f);
  for (const f of globalFlags.filter((g) => cmd.inherits.global.includes(g.name))) add(f);
  for (const f of tableFlags.filter((g) => cmd.inherits.table.includes(g.name))) add(f);
  for (const h of ['--help', '-h']) m.set(h, {type: 'boolean'});
  // oclif negates boolean flags that allow it; accept --no-<flag> for boolean flags.
  for (const [k, v] of [...m]) if (v.type === 'boolean' && k.startsWith('--')) m.set(`--no-${k.slice(2)}`, v);
  return m;
}

/** Problems of one celocli invocation (words after `celocli`). */
export function checkCall(words: readonly string[], pageText = ''): string[] {
  if (words.length === 0) return [];
  const [id, ...rest] = words;
  if (!id || id.startsWith('-')) {
    return ['--version', '-v', '--help', '-h', '--globalHelp'].includes(id ?? '') ? [] : [`celocli ${id}: unknown top-level flag`];
  }
  if (/[$<{]/.test(id)) return []; // placeholder for a command
  let cmd = commands.get(id);
  if (!cmd) {
    const topic = topics.find((t) => t.name === id);
    if (topic && rest.every((w) => w.startsWith('-'))) return []; // `celocli account --help` lists a topic
    return [`celocli ${id}: no such command in src/data/celocli (run \`celocli commands\` for the list)`];
  }
  const problems: string[] = [];
  const lifecycle = cmd.lifecycle ?? topics.find((t) => t.name === id.split(':')[0])?.lifecycle;
  if (lifecycle && lifecycle.state !== 'current' && lifecycle.state !== 'deprecated' && !/\b(removed|renamed)\b/i.test(pageText)) {
    problems.push(`celocli ${id} was ${lifecycle.state}${lifecycle.replacement ? `; use ${lifecycle.replacement}` : ''} (or say on the page that it was ${lifecycle.state})`);
  }
  if (cmd.aliasOf) cmd = commands.get(cmd.aliasOf) ?? cmd;
  const flags = flagIndex(cmd);
  const seen = new Set<string>();
  const positional: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const w = rest[i]!;
    if (w === '--') {
      positional.push(...rest.slice(i + 1));
      break;
    }
    if (/^-{1,2}[A-Za-z]/.test(w)) {
      const [name, inline] = w.split(/=(.*)/s) as [string, string | undefined];
      const f = flags.get(name);
      if (!f) {
        problems.push(`celocli ${id}: unknown flag ${name}`);
        continue;
      }
      seen.add(name);
      if (f.type !== 'boolean' && inline === undefined) {
        if (i + 1 >= rest.length) problems.push(`celocli ${id}: flag ${name} needs a value`);
        else i++;
      }
      continue;
    }
    if (/^[>&2]/.test(w)) break; // redirection
    positional.push(w);
  }
  const names = (f: Flag): string[] => [`--${f.name}`, ...(f.char ? [`-${f.char}`] : [])];
  for (const f of cmd.flags.filter((x) => x.required)) {
    if (!names(f).some((n) => seen.has(n)) && !seen.has('--help') && !seen.has('-h')) problems.push(`celocli ${id}: required flag --${f.name} is missing`);
  }
  const requiredArgs = cmd.args.filter((a) => a.required && !a.name.endsWith('...')).length;
  if (positional.length < requiredArgs && !seen.has('--help') && !seen.has('-h')) {
    problems.push(`celocli ${id}: needs ${requiredArgs} argument(s) (${cmd.args.map((a) => a.name).join(' ')}), got ${positional.length}`);
  }
  const variadic = cmd.args.some((a) => a.name.endsWith('...'));
  if (!variadic && positional.length > cmd.args.length) {
    problems.push(`celocli ${id}: takes ${cmd.args.length} argument(s), got ${positional.length} (${positional.join(' ')})`);
  }
  return problems;
}

export function checkCelocli(samples: readonly Sample[], pageText: (page: string) => string = () => ''): {problems: Problem[]; notes: string[]} {
  const problems: Problem[] = [];
  let calls = 0;
  for (const s of samples) {
    for (const call of celocliCalls(s.code)) {
      calls++;
      for (const message of checkCall(call.words, pageText(s.page))) problems.push({page: s.page, line: s.line + call.line, message});
    }
  }
  return {problems, notes: [`${calls} celocli commands`]};
}
