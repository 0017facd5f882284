/**
 * Parses the data samples: JSON, YAML, TOML and env files, and the JSON-RPC
 * bodies of curl commands in shell blocks (valid JSON-RPC 2.0, a method from
 * ./rpcMethods.ts, params an array).
 */
import {parse as parseToml} from 'smol-toml';
import {parseAllDocuments, type Document} from 'yaml';
import type {Problem, Sample} from './extract';
import {rpcMethods} from './rpcMethods';
import {shellWords, SHELL_LANGS} from './celocli';

export const DATA_LANGS: ReadonlySet<string> = new Set(['json', 'jsonc', 'json5', 'yaml', 'yml', 'toml', 'env', 'dotenv', ...SHELL_LANGS]);

/** Line (0-based) of a character offset in text. */
const lineOf = (text: string, offset: number): number => text.slice(0, offset).split('\n').length - 1;

/** Comments and trailing commas removed, for JSONC (VS Code and Cursor settings files). */
function stripJsonc(text: string): string {
  return text
    .replace(/("(?:\\.|[^"\\])*")|\/\/[^\n]*|\/\*[\s\S]*?\*\//g, (m, str: string | undefined) => str ?? m.replace(/[^\n]/g, ' '))
    .replace(/,(\s*[}\]])/g, ' $1');
}

export function checkJson(code: string, jsonc: boolean): {line: number; message: string} | null {
  try {
    JSON.parse(jsonc ? stripJsonc(code) : code);
    return null;
  } catch (error) {
    const message = (error as Error).message;
    const pos = /position (\d+)/.exec(message);
    return {line: pos ? lineOf(code, Number(pos[1])) : 0, message: `JSON: ${message}`};
  }
}

export function checkEnv(code: string): {line: number; message: string}[] {
  return code.split('\n').flatMap((l, i) =>
    l.trim() === '' || /^\s*#/.test(l) || /^\s*(export\s+)?[A-Za-z_][A-Za-z0-9_]*=/.test(l)
      ? []
      : [{line: i, message: `env: "${l.trim()}" is not KEY=value (a comment starts with #)`}],
  );
}

/** JSON bodies sent with curl -d/--data/--data-raw, with the line they start on. */
export function curlBodies(code: string): {line: number; body: string}[] {
  const out: {line: number; body: string}[] = [];
  const lines = code.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const first = i;
    let text = lines[i]!;
    while (/\\\s*$/.test(text) && i + 1 < lines.length) text = text.replace(/\\\s*$/, ' ') + lines[++i]!;
    if (!/\bcurl\b/.test(text)) continue;
    const words = shellWords(text);
    for (let w = 0; w < words.length - 1; w++) {
      // Only JSON-RPC bodies: other JSON APIs (a REST endpoint) are not checked here.
      const body = words[w + 1]!;
      if (/^(-d|--data|--data-raw|--data-binary)$/.test(words[w]!) && /^\s*[[{]/.test(body) && /"jsonrpc"|"method"/.test(body)) out.push({line: first, body});
    }
  }
  return out;
}

export function checkRpcBody(body: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch (error) {
    return [`JSON-RPC body is not JSON: ${(error as Error).message}`];
  }
  const calls = Array.isArray(parsed) ? parsed : [parsed];
  return calls.flatMap((c: unknown) => {
    if (typeof c !== 'object' || c === null) return ['JSON-RPC body must be an object or an array of objects'];
    const {jsonrpc, method, params, id} = c as Record<string, unknown>;
    const problems: string[] = [];
    if (jsonrpc !== '2.0') problems.push('JSON-RPC body needs "jsonrpc":"2.0"');
    if (typeof method !== 'string') problems.push('JSON-RPC body needs a "method" string');
    else if (!rpcMethods.has(method)) problems.push(`JSON-RPC method ${method} is not a known Ethereum, OP Stack or Celo method (scripts/samples/rpcMethods.ts)`);
    if (params !== undefined && !Array.isArray(params)) problems.push('JSON-RPC "params" must be an array');
    if (id === undefined) problems.push('JSON-RPC body needs an "id" (without it the node treats the call as a notification and sends no answer)');
    return problems;
  });
}

export function checkData(samples: readonly Sample[], isEnv: (s: Sample) => boolean = () => false): {problems: Problem[]; notes: string[]} {
  const problems: Problem[] = [];
  let bodies = 0;
  const at = (s: Sample, line: number, message: string): void => {
    problems.push({page: s.page, line: s.line + line, message});
  };
  for (const s of samples) {
    if (isEnv(s) || s.lang === 'env' || s.lang === 'dotenv') {
      for (const p of checkEnv(s.code)) at(s, p.line, p.message);
      continue;
    }
    if (s.lang === 'json' || s.lang === 'jsonc' || s.lang === 'json5') {
      const p = checkJson(s.code, s.lang !== 'json' || /\.vscode|cursor|jsonc/.test(s.meta.values.title ?? ''));
      if (p) at(s, p.line, p.message);
    } else if (s.lang === 'yaml' || s.lang === 'yml') {
      // Several documents (front matter between --- lines) are fine.
      for (const doc of parseAllDocuments(s.code) as Document[]) {
        for (const e of doc.errors) at(s, (e.linePos?.[0]?.line ?? 1) - 1, `YAML: ${e.message.split('\n')[0]}`);
      }
    } else if (s.lang === 'toml') {
      try {
        parseToml(s.code);
      } catch (error) {
        const e = error as Error & {line?: number};
        at(s, (e.line ?? 1) - 1, `TOML: ${e.message.split('\n')[0]}`);
      }
    } else if (SHELL_LANGS.has(s.lang)) {
      for (const b of curlBodies(s.code)) {
        bodies++;
        for (const m of checkRpcBody(b.body)) at(s, b.line, m);
      }
    }
  }
  return {problems, notes: [`${bodies} JSON-RPC bodies in curl commands`]};
}
