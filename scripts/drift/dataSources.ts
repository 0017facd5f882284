/**
 * The sources a data module of `src/data` names, each at the line that names it:
 *
 * - repository files written in the code (`'owner/name@commit:path'`, a template that builds one from
 *   a commit constant, a helper such as `mono('contracts/...')`), and every later line that uses the
 *   constant or table entry holding one (`sources: [specJello]`, `S.opReth`);
 * - the sources a `// src:` comment names: repository files and https pages written out, the
 *   module's own source constants and table keys (`govOverview`), and the shared keys of
 *   `src/data/sourceKeys.ts` (`docs_jello`).
 *
 * The module is read with the TypeScript parser and its string constants are evaluated, never run.
 * `commentProblems` says which `// src:` comments name no pinned source (see ./pins.ts).
 */
import ts from 'typescript';
import {parseRepoFile, parseSource} from '../../src/data/sources';
import type {SourceUse} from './pageSources';

type Value = string | readonly string[] | Table | Helper;
interface Table {
  kind: 'table';
  entries: Map<string, Value>;
}
interface Helper {
  kind: 'helper';
  params: string[];
  body: ts.Expression;
}

/** A name a `// src:` comment may use, with the sources it stands for. */
export type SourceNames = ReadonlyMap<string, readonly string[]>;

const isTable = (v: Value | undefined): v is Table => typeof v === 'object' && !Array.isArray(v) && (v as Table).kind === 'table';
const isHelper = (v: Value | undefined): v is Helper =>
  typeof v === 'object' && !Array.isArray(v) && (v as Helper).kind === 'helper';

/** A string written as a source: a repository file (pinned or not) or an https page. */
export function looksLikeSource(value: string): boolean {
  return parseSource(value) !== undefined;
}

/** The string, or strings, an expression evaluates to with the module's constants; undefined when it is anything else. */
function evaluate(node: ts.Expression, env: ReadonlyMap<string, Value>): Value | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isTypeAssertionExpression(node)) {
    return evaluate(node.expression, env);
  }
  if (ts.isTemplateExpression(node)) {
    let text = node.head.text;
    for (const span of node.templateSpans) {
      const part = evaluate(span.expression, env);
      if (typeof part !== 'string') return undefined;
      text += part + span.literal.text;
    }
    return text;
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = evaluate(node.left, env);
    const right = evaluate(node.right, env);
    return typeof left === 'string' && typeof right === 'string' ? left + right : undefined;
  }
  if (ts.isIdentifier(node)) return env.get(node.text);
  if (ts.isPropertyAccessExpression(node)) {
    const table = evaluate(node.expression, env);
    return isTable(table) ? table.entries.get(node.name.text) : undefined;
  }
  if (ts.isArrayLiteralExpression(node)) {
    const items: string[] = [];
    for (const element of node.elements) {
      const value = evaluate(ts.isSpreadElement(element) ? element.expression : element, env);
      if (typeof value === 'string') items.push(value);
      else if (Array.isArray(value)) items.push(...(value as readonly string[]));
      else return undefined;
    }
    return items;
  }
  if (ts.isObjectLiteralExpression(node)) {
    const entries = new Map<string, Value>();
    for (const property of node.properties) {
      if (ts.isPropertyAssignment(property) && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) {
        const value = evaluate(property.initializer, env);
        if (value !== undefined) entries.set(property.name.text, value);
      } else if (ts.isShorthandPropertyAssignment(property)) {
        const value = env.get(property.name.text);
        if (value !== undefined) entries.set(property.name.text, value);
      }
    }
    return {kind: 'table', entries};
  }
  if (ts.isArrowFunction(node) && !ts.isBlock(node.body) && node.parameters.every((p) => ts.isIdentifier(p.name))) {
    return {kind: 'helper', params: node.parameters.map((p) => (p.name as ts.Identifier).text), body: node.body};
  }
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
    const helper = env.get(node.expression.text);
    if (!isHelper(helper)) return undefined;
    const local = new Map(env);
    for (const [index, name] of helper.params.entries()) {
      const argument = node.arguments[index];
      const value = argument ? evaluate(argument, env) : undefined;
      if (typeof value !== 'string') return undefined;
      local.set(name, value);
    }
    return evaluate(helper.body, local);
  }
  return undefined;
}

/** The sources a value stands for: itself when it is a source string, each item of a list of them. */
function sourcesOf(value: Value | undefined): string[] {
  if (typeof value === 'string') return looksLikeSource(value) && pinnedOrRepo(value) ? [value] : [];
  if (Array.isArray(value)) return (value as readonly string[]).filter((s) => looksLikeSource(s) && pinnedOrRepo(s));
  return [];
}

/**
 * In the code a string counts as a source when it is a pinned repository file: an https string is
 * usually a fact (an RPC URL, a website), and `owner/name:tag` is often a container image.
 */
function pinnedOrRepo(value: string): boolean {
  return parseRepoFile(value)?.commit !== undefined;
}

interface ModuleNames {
  /** Every constant the module defines, as the evaluator sees it. */
  env: Map<string, Value>;
  /** The names a `// src:` comment of this module may use: source constants and keys of source tables. */
  names: Map<string, string[]>;
}

/** Evaluates the module's constants in order, and lists its source names. */
function readNames(sourceFile: ts.SourceFile): ModuleNames {
  const env = new Map<string, Value>();
  const names = new Map<string, string[]>();
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const value = evaluate(node.initializer, env);
      if (value !== undefined) {
        env.set(node.name.text, value);
        const own = sourcesOf(value);
        if (own.length > 0) names.set(node.name.text, own);
        if (isTable(value)) {
          for (const [key, entry] of value.entries) {
            const sources = sourcesOf(entry);
            if (sources.length > 0 && !names.has(key)) names.set(key, sources);
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return {env, names};
}

/** A `// src:` comment (or a `src:` line of a block comment): its 1-based line and the text after `src:`. */
export interface SrcComment {
  line: number;
  text: string;
}

/** Every `src:` comment of a module's text. */
export function srcComments(text: string): SrcComment[] {
  const comments: SrcComment[] = [];
  text.split('\n').forEach((line, index) => {
    // `// src:` written in backticks is prose about these comments, not one of them.
    const match = /(?<!`)\/\/\s*src:\s*(.*)$/.exec(line) ?? /^\s*\/?\*+\s*src:\s*(.*?)\s*(?:\*\/)?$/.exec(line);
    if (match) comments.push({line: index + 1, text: (match[1] ?? '').trim()});
  });
  return comments;
}

/** Repository files and https pages written out in a comment. */
export function writtenSources(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/https:\/\/[^\s,;()"'`<>]+|[A-Za-z0-9][A-Za-z0-9_.-]*\/[A-Za-z0-9][A-Za-z0-9_.-]*(?:@[0-9a-f]+)?:[^\s,;()"'`<>]+/g)) {
    // A sentence's full stop is not part of the path.
    const candidate = match[0].replace(/[.:]+$/, '');
    if (looksLikeSource(candidate)) found.push(candidate);
  }
  return found;
}

/** The names a comment uses that stand for sources, in order. */
export function namedSources(text: string, names: SourceNames): {name: string; sources: readonly string[]}[] {
  // Quoted text and parenthesised notes are what the source says, not a source.
  const bare = text.replace(/"[^"]*"/g, ' ').replace(/https:\/\/\S+/g, ' ');
  const found: {name: string; sources: readonly string[]}[] = [];
  for (const match of bare.matchAll(/(?<![\w./@-])[A-Za-z_][A-Za-z0-9_]*(?![\w/@-])/g)) {
    const sources = names.get(match[0]);
    if (sources && !found.some((f) => f.name === match[0])) found.push({name: match[0], sources});
  }
  return found;
}

export interface DataModuleSources {
  /** Every source the module names, pinned or not, at each line that names it. */
  uses: SourceUse[];
  /** The module's `// src:` comments, with the sources each names (written out or by name). */
  comments: (SrcComment & {written: string[]; named: {name: string; sources: readonly string[]}[]})[];
  /** The module's own source names (constants and table keys), for the shared registry. */
  names: Map<string, string[]>;
  /** Source strings written in the code that are not pinned repository files, with their lines. */
  unpinnedInCode: {line: number; source: string}[];
}

/**
 * Reads one data module. `shared` are the names every module may use in `// src:` comments
 * (the keys of src/data/sourceKeys.ts); the module's own names come first.
 */
export function dataModuleSources(file: string, text: string, shared: SourceNames = new Map()): DataModuleSources {
  const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const {env, names} = readNames(sourceFile);
  const lineOf = (node: ts.Node) => sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;
  const uses: SourceUse[] = [];
  const unpinnedInCode: {line: number; source: string}[] = [];
  const add = (use: SourceUse) => {
    if (!uses.some((u) => u.line === use.line && u.source === use.source)) uses.push(use);
  };

  const visit = (node: ts.Node, inSources: boolean) => {
    // The names of declarations, properties and parameters are not uses.
    const parent = node.parent as ts.Node | undefined;
    const isName =
      parent !== undefined &&
      ((ts.isVariableDeclaration(parent) && parent.name === node) ||
        (ts.isPropertyAssignment(parent) && parent.name === node) ||
        (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
        ts.isParameter(parent));
    // A list is read item by item, so each source keeps its own line.
    if (!isName && ts.isExpression(node) && !ts.isArrayLiteralExpression(node)) {
      const value = evaluate(node, env);
      const strings = typeof value === 'string' ? [value] : Array.isArray(value) ? (value as readonly string[]) : [];
      const sources = strings.filter(looksLikeSource);
      const pinned = sources.filter(pinnedOrRepo);
      if (strings.length > 0 && (pinned.length > 0 || (inSources && sources.length > 0))) {
        const via = ts.isIdentifier(node) || ts.isPropertyAccessExpression(node) || ts.isCallExpression(node) ? node.getText(sourceFile) : undefined;
        for (const source of inSources ? sources : pinned) add({file, line: lineOf(node), source, ...(via ? {via} : {})});
        if (inSources) {
          for (const source of sources) {
            const repo = parseRepoFile(source);
            if (repo && repo.commit?.length !== 40) unpinnedInCode.push({line: lineOf(node), source});
          }
        }
        return;
      }
    }
    // A `sources` (or `source`) property holds sources even when they are not pinned.
    const holdsSources = ts.isPropertyAssignment(node) && /^sources?$/.test(node.name.getText(sourceFile));
    ts.forEachChild(node, (child) => visit(child, inSources || holdsSources));
  };
  visit(sourceFile, false);

  // A short pin written in the code (`@a0dd6d9:`) is a source, but not one drift can rely on.
  for (const use of uses) {
    const repo = parseRepoFile(use.source);
    if (repo?.commit && repo.commit.length !== 40 && !unpinnedInCode.some((u) => u.line === use.line && u.source === use.source)) {
      unpinnedInCode.push({line: use.line, source: use.source});
    }
  }

  const known = new Map<string, readonly string[]>([...shared, ...names]);
  const comments = srcComments(text).map((comment) => {
    // A helper of the module called in the comment, as in the code: `graphTooling('cli/package.json')`.
    const called = [...comment.text.matchAll(/\b([A-Za-z_]\w*)\((['"])([^'"]*)\2\)/g)].flatMap((m) => {
      const helper = env.get(m[1]!);
      if (!isHelper(helper) || helper.params.length !== 1) return [];
      const value = evaluate(helper.body, new Map([...env, [helper.params[0]!, m[3]!]]));
      return typeof value === 'string' && looksLikeSource(value) ? [value] : [];
    });
    const written = [...writtenSources(comment.text), ...called];
    const named = namedSources(comment.text, known);
    for (const source of written) add({file, line: comment.line, source});
    for (const {name, sources} of named) for (const source of sources) add({file, line: comment.line, source, via: name});
    return {...comment, written, named};
  });

  uses.sort((a, b) => a.line - b.line || (a.source < b.source ? -1 : a.source > b.source ? 1 : 0));
  unpinnedInCode.sort((a, b) => a.line - b.line);
  return {uses, comments, names, unpinnedInCode};
}
