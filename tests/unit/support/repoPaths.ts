/**
 * Finds the repository paths that comments and Markdown notes name, and says which of them do not exist.
 * Used by tests/unit/repo-paths.test.ts; tests/unit/repo-paths-logic.test.ts checks each part on small inputs.
 *
 * A path counts when it starts at a top-level folder of the repository (`src/`, `config/`, `scripts/`,
 * `tests/`, `bench/`, `mcp/`, `static/`, `docs/`, `.ci/`, or `@site/` before one of them) and is not
 * part of a longer path or URL. It may name a module without its extension, stand for several files
 * (`*`, `**`, `{a,b}`) or leave a part to the reader (`<Name>`, `$name`, `…`; a file name with `<name>`
 * in it is one to create, so only its folder has to exist). Paths under a folder that .gitignore lists
 * (`bench/results/`) are written by a run, so they are not looked for.
 *
 * In a source comment, a path relative to the file (`./eip55.ts` or `../repo-paths.test.ts` from here)
 * counts too when it ends in a file name with an extension; without one it is usually an import
 * specifier written as the code writes it. A relative path that leaves the repository is not looked for. In Markdown, relative
 * link targets (`[text](src/theme/README.md)`) are resolved from the Markdown file's folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface Comment {
  /** 1-based line of the comment's first character. */
  line: number;
  text: string;
}

export interface Mention {
  /** 1-based line within the scanned file. */
  line: number;
  path: string;
}

export interface BrokenPath extends Mention {
  /** The file that names the path, relative to the root. */
  file: string;
}

const ROOTS = ['src', 'config', 'scripts', 'tests', 'bench', 'mcp', 'static', 'docs', '.ci'];

const PATH_CHARS = String.raw`(?:[\w.\-/*@~+{},$…]|<[\w-]+>)`;
/** A path starting at a top-level folder, not preceded by a character that would make it part of a longer path. */
export const PATH_PATTERN = new RegExp(
  String.raw`(?<![\w./@~:\\-])(?:@site/)?((?:${ROOTS.map((r) => r.replace('.', '\\.')).join('|')})/${PATH_CHARS}*)`,
  'g',
);

/** `./<file>.ts` or `../<file>.ts`, not part of a longer path. */
export const RELATIVE_PATTERN = new RegExp(String.raw`(?<![\w./@~:\\-])(\.\.?/${PATH_CHARS}*\.[A-Za-z]\w*)(?![\w/<>*{}$…-])`, 'g');

const SCRIPT_EXTENSIONS = ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'];
/** What `src/utils/whenIdle` or `docs/build/quickstart` may stand for. */
const IMPLIED_EXTENSIONS = [...SCRIPT_EXTENSIONS, '.json', '.css', '.md', '.mdx'];

function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset; i += 1) if (text.charCodeAt(i) === 10) line += 1;
  return line;
}

/** Comments of a TypeScript or JavaScript file, found by the compiler's parser (strings, templates and regexes are not comments). */
function scriptComments(file: string, text: string): Comment[] {
  const kind = /\.tsx$|\.jsx$/.test(file) ? ts.ScriptKind.TSX : /\.m?js$|\.cjs$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const seen = new Map<number, Comment>();
  const add = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (!seen.has(range.pos)) seen.set(range.pos, {line: lineAt(text, range.pos), text: text.slice(range.pos, range.end)});
    }
  };
  const visit = (node: ts.Node) => {
    // JSX text is page text, not trivia: reading comments at its start would take `// x` in it for one.
    if (node.kind !== ts.SyntaxKind.JsxText) {
      add(ts.getLeadingCommentRanges(text, node.pos));
      add(ts.getTrailingCommentRanges(text, node.end));
    }
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...seen.values()].sort((a, b) => a.line - b.line);
}

function cssComments(text: string): Comment[] {
  return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => ({line: lineAt(text, m.index), text: m[0]}));
}

/** `#` comments of a shell script: a `#` at the start of a line or after a blank, outside quotes; not the `#!` line. */
function shellComments(text: string): Comment[] {
  const comments: Comment[] = [];
  text.split('\n').forEach((lineText, index) => {
    if (index === 0 && lineText.startsWith('#!')) return;
    let quote: string | null = null;
    for (let i = 0; i < lineText.length; i += 1) {
      const c = lineText[i]!;
      if (quote) {
        if (c === '\\' && quote === '"') i += 1;
        else if (c === quote) quote = null;
      } else if (c === '\\') {
        i += 1;
      } else if (c === '"' || c === "'") {
        quote = c;
      } else if (c === '#' && (i === 0 || /\s/.test(lineText[i - 1]!))) {
        comments.push({line: index + 1, text: lineText.slice(i)});
        return;
      }
    }
  });
  return comments;
}

/** The comments of a source file, chosen by its name (a file without extension is a shell script when its first line says so). */
export function commentsOf(file: string, text: string): Comment[] {
  if (SCRIPT_EXTENSIONS.some((ext) => file.endsWith(ext))) return scriptComments(file, text);
  if (file.endsWith('.css')) return cssComments(text);
  if (file.endsWith('.sh') || /^#!.*\b(ba|da)?sh\b/.test(text)) return shellComments(text);
  return [];
}

/** Repository paths named in a piece of text, with their line within it. */
export function pathsIn(text: string): Mention[] {
  const mentions: Mention[] = [];
  for (const match of text.matchAll(PATH_PATTERN)) {
    // Sentence punctuation after a path is not part of it; `…` and `*` at the end are.
    const candidate = match[1]!.replace(/[.,:;]+$/, '');
    mentions.push({line: lineAt(text, match.index), path: candidate});
  }
  return mentions;
}

/** Paths relative to the commented file (`./<file>.ts`), with their line within `text`. */
export function relativePathsIn(text: string): Mention[] {
  return [...text.matchAll(RELATIVE_PATTERN)].map((match) => ({line: lineAt(text, match.index), path: match[1]!}));
}

/** Targets of relative Markdown links (`[text](guide.md)`), resolved from the Markdown file's folder. */
export function markdownLinks(text: string): Array<{line: number; target: string}> {
  const links: Array<{line: number; target: string}> = [];
  for (const match of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const target = match[1]!;
    if (/^[a-z][a-z+.-]*:|^#|^\//i.test(target)) continue;
    links.push({line: lineAt(text, match.index), target: target.replace(/#.*$/, '')});
  }
  return links;
}

/** `a{b,c}d` as `abd` and `acd`. */
function expandBraces(pattern: string): string[] {
  const match = /\{([^{}]*)\}/.exec(pattern);
  if (!match) return [pattern];
  const [before, after] = [pattern.slice(0, match.index), pattern.slice(match.index + match[0].length)];
  return match[1]!.split(',').flatMap((choice) => expandBraces(before + choice + after));
}

const isPlaceholder = (segment: string) => /[*?<>$…]|\.\.\./.test(segment);

function segmentPattern(segment: string): RegExp {
  const source = segment
    .split(/(<[\w-]+>|\$\{?\w+\}?|\.\.\.|…|\*|\?)/)
    .map((part, i) => (i % 2 === 1 ? (part === '?' ? '.' : '.*') : part.replace(/[.+^()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

function listDir(dir: string): fs.Dirent[] {
  try {
    return fs.readdirSync(dir, {withFileTypes: true}).filter((e) => e.name !== 'node_modules');
  } catch {
    return [];
  }
}

/** Whether a concrete path exists, as written or as a module or page named without its extension. */
function existsAsNamed(file: string): boolean {
  return fs.existsSync(file) || IMPLIED_EXTENSIONS.some((ext) => fs.existsSync(file + ext));
}

/** Walks the segments of a pattern from `dir`; true when some file or folder matches all of them. */
function matches(dir: string, segments: string[]): boolean {
  if (segments.length === 0) return true;
  const [segment, ...rest] = segments as [string, ...string[]];
  if (segment === '' || segment === '.') return matches(dir, rest);
  if (segment === '**') {
    if (matches(dir, rest)) return true;
    return listDir(dir).some((e) => e.isDirectory() && matches(path.join(dir, e.name), segments));
  }
  if (!isPlaceholder(segment)) {
    const next = path.join(dir, segment);
    if (rest.length === 0) return existsAsNamed(next);
    return fs.existsSync(next) && matches(next, rest);
  }
  // `docs/build/<page>.mdx`: a file the reader is to create, so only its folder has to exist.
  if (rest.length === 0 && /<[\w-]+>/.test(segment)) return fs.existsSync(dir);
  const pattern = segmentPattern(segment);
  return listDir(dir).some((entry) => {
    const next = path.join(dir, entry.name);
    if (rest.length > 0) return entry.isDirectory() && pattern.test(entry.name) && matches(next, rest);
    const stem = entry.name.replace(/\.[^.]+$/, '');
    return pattern.test(entry.name) || pattern.test(stem);
  });
}

/** Whether `mention` (relative to `root`) names something that exists; a line or anchor after it (`:12`, `#id`) is ignored. */
export function pathExists(root: string, mention: string): boolean {
  const bare = mention.replace(/#.*$/, '').replace(/(?::\d+)+$/, '');
  return expandBraces(bare).some((candidate) => matches(root, candidate.split('/')));
}

/** Folders .gitignore lists: what is in them is written by a run, not kept in the repository. */
export function ignoredFolders(gitignore: string): string[] {
  return gitignore
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.endsWith('/') && !line.startsWith('#') && !/[*!]/.test(line))
    .map((line) => line.replace(/^\//, ''));
}

/** Every path or relative link in `text` (of `file`, relative to `root`) that does not exist. */
export function brokenPathsIn(root: string, file: string, text: string, ignored: string[] = []): BrokenPath[] {
  const generated = (p: string) => ignored.some((folder) => p === folder.replace(/\/$/, '') || p.startsWith(folder));
  const broken: BrokenPath[] = [];
  if (file.endsWith('.md')) {
    for (const mention of pathsIn(text)) {
      if (!generated(mention.path) && !pathExists(root, mention.path)) broken.push({file, ...mention});
    }
    for (const link of markdownLinks(text)) {
      const target = path.relative(root, path.resolve(root, path.dirname(file), link.target));
      if (target && !generated(target) && !pathExists(root, target)) broken.push({file, line: link.line, path: link.target});
    }
    return broken;
  }
  for (const comment of commentsOf(file, text)) {
    for (const mention of pathsIn(comment.text)) {
      if (!generated(mention.path) && !pathExists(root, mention.path)) {
        broken.push({file, line: comment.line + mention.line - 1, path: mention.path});
      }
    }
    for (const mention of relativePathsIn(comment.text)) {
      const target = path.relative(root, path.resolve(root, path.dirname(file), mention.path));
      if (target.startsWith('..') || generated(target)) continue;
      if (!pathExists(root, target)) broken.push({file, line: comment.line + mention.line - 1, path: mention.path});
    }
  }
  return broken;
}
