/**
 * Flags and environment variables of op-node, op-geth and op-reth named on the pages, checked against
 * the lists taken from the code that defines them (src/data/nodeFlags.ts). Run by
 * `npm run check:samples` (`--only=flags`); errors name page and line.
 *
 * Pages read: the operator pages (docs/cel2/operators/**) and any other page whose text runs one of the
 * clients. The whole text of a page is read, so blocks rendered from data (`<CodeBlock>{`…${x}…`}`, with
 * `${…}` read as a value) and blocks marked check=skip count too: a flag name is a fact in any block.
 *
 * Whose flag it is:
 * - In a command (a shell or text block, a `<CodeBlock>`, inline code): every `--flag` after a client's
 *   binary (`op-node`, `op-geth`, `op-reth`, or `celo-reth`, Celo's op-reth) when the binary starts the
 *   command (after a `$` prompt, `exec`, `sudo`, `nohup` or `VAR=value`), to the end of that command
 *   (`&&`, `||`, `;`, `|`), with `\` continuation lines joined. So `docker compose logs op-node --tail 50`
 *   is docker's flag, not op-node's. Short flags (`-v`) are not read, nor is a bare `geth` command: that
 *   is also the binary of Celo's L1 client, whose flags differ.
 * - In a YAML block, a service whose name or `image:` names a client: the flags of its `command:` and
 *   `entrypoint:`.
 * - Inline code that starts with a flag (`--network`, `--proofs-history --proofs-history.window=…`), on
 *   operator pages only, and only in a paragraph or table row that names a client and not celocli (the
 *   validator pages name celocli's `--from` in prose; the historical-RPC page names the legacy Celo L1
 *   node's `--gcmode`): the client named just before it, with at most three words, no punctuation and no
 *   `and`, `or`, `to`… between ("op-reth takes them with `--bootnodes`", "op-node `--network`", "op-reth's
 *   `--rpc.eth-proof-window` flag"). With no such client, the flag must be one of the three clients'
 *   flags. Inline code that starts with another word (`docker compose up -d`) is another tool's command
 *   and is not read.
 * - Environment variables: every OP_NODE_*, GETH_* or OP_GETH_*, and RETH_* or OP_RETH_* name in the text
 *   must be one its client reads. Not read here: the variables of the Docker Compose setup (two
 *   underscores after the prefix, `OP_NODE__RPC_ENDPOINT`, and every other name src/data/nodeConfig.ts
 *   describes), which tests/unit/node-config-data.test.ts checks against celo-l2-node-docker-compose,
 *   and file names such as `RETH_MIGRATION.md`.
 */
import type {Problem} from './extract';
import {shellWords, SHELL_LANGS} from './celocli';
import {clientBinaries, envVarClient, isNodeFlag, nodeFlags, type NodeClient} from '../../src/data/nodeFlags';
import {envFileInventory, envVars, removedEnvVars} from '../../src/data/nodeConfig';

const DATA_MODULE = 'src/data/nodeFlags.ts';

/** The Docker Compose variables, checked by the node-config data test. */
const composeVariables = new Set<string>([...envVars.map((v) => v.name), ...removedEnvVars.map((v) => v.name), ...Object.values(envFileInventory).flat()]);

/** A flag or variable named on a page: 1-based line, and the client it belongs to (null: any of the three). */
export interface NameUse {
  line: number;
  name: string;
  client: NodeClient | null;
}

const COMMAND_LANGS: ReadonlySet<string> = new Set([...SHELL_LANGS, 'text', 'txt', '']);
const CLIENT_WORD = /\b(op-node|op-geth|op-reth|celo-reth)\b/g;

/** `${…}` of a template literal, read as one opaque value. */
const withoutSubstitutions = (s: string): string => s.replace(/\$\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}/g, 'VALUE');

/** The client a word starts, by the binary's base name. */
function binaryClient(word: string | undefined): NodeClient | null {
  if (!word) return null;
  return clientBinaries[word.split('/').pop()!] ?? null;
}

/** `--name` of a word (`--chain=celo` is `chain`), or null. */
function flagName(word: string): string | null {
  return /^--([A-Za-z0-9][\w.-]*)(?:=|$)/.exec(word)?.[1] ?? null;
}

/** Flags of the client commands in one logical command line (continuations already joined). */
export function commandFlags(line: string): {client: NodeClient; name: string}[] {
  const out: {client: NodeClient; name: string}[] = [];
  for (const part of withoutSubstitutions(line).split(/&&|\|\||;|\s\|\s/)) {
    const words = shellWords(part.replace(/^\s*\$\s+/, '').replace(/\s#.*$/, ''));
    let at = 0;
    while (at < words.length && (/^(exec|sudo|nohup|time|env)$/.test(words[at]!) || /^[A-Za-z_]\w*=/.test(words[at]!))) at++;
    const client = binaryClient(words[at]);
    if (!client) continue;
    for (const w of words.slice(at + 1)) {
      if (w === '--') break;
      const name = flagName(w);
      if (name) out.push({client, name});
    }
  }
  return out;
}

interface Region {
  /** 0-based first and last line of the code. */
  from: number;
  to: number;
  lang: string;
  /** A `<CodeBlock>` template literal: `\\` at a line end is a continuation. */
  jsx: boolean;
}

/** Code regions of a page: fenced blocks and `<CodeBlock>` elements. */
export function codeRegions(text: string): Region[] {
  const lines = text.split('\n');
  const regions: Region[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([^\s`{]*)\s*(.*)$/.exec(lines[i]!);
    if (open && !(open[2]![0] === '`' && open[4]!.includes('`'))) {
      const close = new RegExp(`^\\s*${open[2]![0] === '`' ? '`' : '~'}{${open[2]!.length},}\\s*$`);
      let j = i + 1;
      while (j < lines.length && !close.test(lines[j]!)) j++;
      regions.push({from: i + 1, to: j - 1, lang: open[3]!.toLowerCase(), jsx: false});
      i = j;
      continue;
    }
    const jsx = /<CodeBlock\b([^>]*)>/.exec(lines[i]!);
    if (jsx) {
      let j = i;
      while (j < lines.length && !lines[j]!.includes('</CodeBlock>')) j++;
      regions.push({from: i, to: Math.min(j, lines.length - 1), lang: (/language=["']([^"']+)["']/.exec(jsx[1]!)?.[1] ?? '').toLowerCase(), jsx: true});
      i = j;
    }
  }
  return regions;
}

/** The code lines of a region, with the `<CodeBlock …>{`` and ``}</CodeBlock>` around them removed. */
function regionLines(lines: readonly string[], r: Region): {line: number; text: string}[] {
  return lines.slice(r.from, r.to + 1).map((l, k) => {
    let t = l;
    if (r.jsx) t = t.replace(/^.*<CodeBlock\b[^>]*>\s*\{?`?/, '').replace(/`?\}?\s*<\/CodeBlock>.*$/, '');
    return {line: r.from + k, text: t};
  });
}

/** Client flags of a shell-like region, joined across continuation lines. */
function shellRegionUses(lines: readonly string[], r: Region): NameUse[] {
  const code = regionLines(lines, r);
  const out: NameUse[] = [];
  const continued = r.jsx ? /\\\\\s*$/ : /\\\s*$/;
  for (let k = 0; k < code.length; k++) {
    const first = code[k]!.line;
    let joined = code[k]!.text;
    while (continued.test(joined) && k + 1 < code.length) joined = joined.replace(continued, ' ') + code[++k]!.text;
    if (/^\s*#/.test(joined)) continue;
    for (const f of commandFlags(joined)) out.push({line: first + 1, name: f.name, client: f.client});
  }
  return out;
}

/** Flags of the `command:` and `entrypoint:` of compose services that run a client. */
function yamlRegionUses(lines: readonly string[], r: Region): NameUse[] {
  const code = regionLines(lines, r);
  const out: NameUse[] = [];
  // Services: a key indented under `services:`; its client from its name or its image.
  const services: {from: number; indent: number; client: NodeClient | null}[] = [];
  code.forEach((c, k) => {
    const key = /^(\s+)([\w.-]+):\s*$/.exec(c.text);
    if (key && key[1]!.length <= 4) services.push({from: k, indent: key[1]!.length, client: firstClient(key[2]!)});
    const image = /^\s+image:\s*(\S+)/.exec(c.text);
    const current = services[services.length - 1];
    if (image && current && !current.client) current.client = firstClient(image[1]!);
  });
  code.forEach((c, k) => {
    const cmd = /^(\s*)(command|entrypoint):\s*(.*)$/.exec(c.text);
    if (!cmd) return;
    const service = [...services].reverse().find((s) => s.from < k && s.indent < cmd[1]!.length);
    if (!service?.client) return;
    const body = [cmd[3]!];
    for (let j = k + 1; j < code.length && (code[j]!.text.trim() === '' || code[j]!.text.search(/\S/) > cmd[1]!.length); j++) body.push(code[j]!.text);
    body.forEach((b, j) => {
      for (const w of withoutSubstitutions(b).split(/[\s"',[\]]+/)) {
        const name = flagName(w);
        if (name) out.push({line: c.line + j + 1, name, client: service.client});
      }
    });
  });
  return out;
}

function firstClient(s: string): NodeClient | null {
  const m = /(op-node|op-geth|op-reth|celo-reth)/.exec(s);
  return m ? clientBinaries[m[1]!]! : null;
}

/** Inline code spans of a prose line: JSX `<code>{`…`}</code>`, `<code>…</code>` and backticks, with where each starts. */
function inlineSpans(line: string): {at: number; code: string}[] {
  const spans: {at: number; code: string}[] = [];
  let rest = line;
  const blank = (s: string, from: number, len: number): string => s.slice(0, from) + ' '.repeat(len) + s.slice(from + len);
  for (const m of line.matchAll(/<code>\{`([^`]*)`\}<\/code>|<code>([^<]*)<\/code>/g)) {
    spans.push({at: m.index!, code: m[1] ?? m[2] ?? ''});
    rest = blank(rest, m.index!, m[0].length);
  }
  for (const m of rest.matchAll(/`([^`]+)`/g)) spans.push({at: m.index!, code: m[1]!});
  return spans.sort((a, b) => a.at - b.at);
}

/** The client named just before position `at` (at most three words, no punctuation between), or null. */
export function clientBefore(line: string, at: number): NodeClient | null {
  const before = line.slice(0, at);
  const mentions = [...before.matchAll(CLIENT_WORD)];
  const last = mentions[mentions.length - 1];
  if (!last) return null;
  const between = before.slice(last.index! + last[0].length).replace(/^'s\b/, '');
  if (/[,.;:()|`]/.test(between) || /\b(and|or|but|then|at|to|from)\b/i.test(between)) return null;
  return between.trim().split(/\s+/).filter(Boolean).length <= 3 ? clientBinaries[last[1]!]! : null;
}

/** The table row of line i, or the paragraph around it (prose lines between blank lines or code). */
export function contextOf(lines: readonly string[], inCode: ReadonlySet<number>, i: number): string {
  if (/^\s*\|/.test(lines[i]!)) return lines[i]!;
  const prose = (k: number): boolean => k >= 0 && k < lines.length && !inCode.has(k) && lines[k]!.trim() !== '';
  let from = i;
  let to = i;
  while (prose(from - 1)) from--;
  while (prose(to + 1)) to++;
  return lines.slice(from, to + 1).join('\n');
}

/** Whether bare flags in this context are read: it names a client, and not celocli. */
const namesClient = (context: string): boolean => new RegExp(CLIENT_WORD.source).test(context) && !/\bcelocli\b/.test(context);

/** Flags in the inline code of the prose (outside code regions). Bare flags only on operator pages. */
function proseUses(lines: readonly string[], inCode: ReadonlySet<number>, operatorPage: boolean): NameUse[] {
  const out: NameUse[] = [];
  lines.forEach((line, i) => {
    if (inCode.has(i)) return;
    for (const span of inlineSpans(line)) {
      const code = withoutSubstitutions(span.code).trim();
      const words = shellWords(code.replace(/^\$\s+/, ''));
      if (binaryClient(words[0])) {
        for (const f of commandFlags(code)) out.push({line: i + 1, name: f.name, client: f.client});
      } else if (operatorPage && words[0]?.startsWith('--') && namesClient(contextOf(lines, inCode, i))) {
        const client = clientBefore(line, span.at);
        for (const w of words) {
          const name = flagName(w);
          if (name) out.push({line: i + 1, name, client});
        }
      }
    }
  });
  return out;
}

const ENV_VAR = /(?<![\w$])(?:OP_NODE|OP_GETH|GETH|OP_RETH|RETH)_[A-Z0-9]+(?:_[A-Z0-9]+)*(?![\w])(?!\.[a-z])/g;

/** Client environment variables of a page's text (the Docker Compose ones left out). */
export function envVarUses(text: string): NameUse[] {
  return text.split('\n').flatMap((line, i) =>
    [...line.matchAll(ENV_VAR)]
      .map((m) => m[0])
      .filter((name) => !composeVariables.has(name))
      .map((name) => ({line: i + 1, name, client: envVarClient(name)})),
  );
}

export const isOperatorPage = (page: string): boolean => /^docs\/cel2\/operators\//.test(page);

/** Every client flag a page names, with its line and client. */
export function flagUses(page: string, text: string): NameUse[] {
  const lines = text.split('\n');
  const regions = codeRegions(text);
  const inCode = new Set<number>();
  const uses: NameUse[] = [];
  for (const r of regions) {
    for (let l = r.from; l <= r.to; l++) inCode.add(l);
    if (r.jsx) inCode.add(r.from);
    if (COMMAND_LANGS.has(r.lang)) uses.push(...shellRegionUses(lines, r));
    else if (r.lang === 'yaml' || r.lang === 'yml') uses.push(...yamlRegionUses(lines, r));
  }
  uses.push(...proseUses(lines, inCode, isOperatorPage(page)));
  return uses.sort((a, b) => a.line - b.line);
}

function sourceFiles(client: NodeClient): string {
  return [...new Set(nodeFlags[client].sources.map((s) => s.replace(/@[0-9a-f]+/, '')))].join(', ');
}

/** The problems of one page, and how many flags and variables it names. */
export function checkNodeFlags(page: string, text: string): {problems: Problem[]; flags: number; envVars: number} {
  const flags = flagUses(page, text);
  // Pages outside the operator section are read when they run a client.
  const inScope = isOperatorPage(page) || flags.some((f) => f.client !== null);
  const vars = inScope ? envVarUses(text) : [];
  const problems: Problem[] = [];
  for (const f of flags) {
    if (isNodeFlag(f.client, f.name)) continue;
    problems.push({
      page,
      line: f.line,
      message: f.client
        ? `${f.client} has no flag --${f.name} (${DATA_MODULE}, from ${sourceFiles(f.client)}; the pages document ${f.client} ${nodeFlags[f.client].documented})`
        : `--${f.name} is a flag of none of op-node, op-geth and op-reth (${DATA_MODULE}); if it is another tool's, name the tool in the code ("docker compose … --${f.name}")`,
    });
  }
  for (const v of vars) {
    if (v.client && nodeFlags[v.client].envVars.has(v.name)) continue;
    problems.push({
      page,
      line: v.line,
      message: `${v.client ?? 'no client'} reads no environment variable ${v.name} (${DATA_MODULE}, from ${v.client ? sourceFiles(v.client) : 'the flag definitions'})`,
    });
  }
  return {problems, flags: flags.length, envVars: vars.length};
}
