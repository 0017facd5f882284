/**
 * Finds every code sample of the docs: fenced blocks (``` and ~~~, at any
 * indentation, inside lists and JSX components) and `<CodeBlock>` elements
 * written in JSX. Each sample keeps its page, the line its code starts on,
 * its language and its meta (`title="..."`, flags such as `live`).
 *
 * A `<CodeBlock>` whose child is a template literal without `${...}` is plain
 * text and checked like a fence. One whose child computes its text from data
 * (`{`npm install ${pkg}`}`, `{snippet}`) is listed as rendered from data and
 * skipped here: the data modules' own tests check those values.
 */
import fs from 'node:fs';
import path from 'node:path';

/** A failed check, printed as `page:line: message`. */
export interface Problem {
  page: string;
  line: number;
  message: string;
}

export interface Meta {
  /** `key=value` and `key="value"` pairs. */
  values: Record<string, string>;
  /** Bare words such as `live` or `showLineNumbers`. */
  flags: string[];
}

export interface Sample {
  /** Page path relative to the repository root. */
  page: string;
  /** 1-based line of the first line of code on the page. */
  line: number;
  /** Language as written (`ts`, `bash`...), lower case; '' when none. */
  lang: string;
  /** The info string after the language, as written. */
  metaRaw: string;
  meta: Meta;
  code: string;
  kind: 'fence' | 'jsx';
  /** Set when the checker cannot see the text the reader sees. */
  renderedFromData?: boolean;
  /** For a block read from a built twin: the `<CodeBlock>` it was rendered from (`page:line`). */
  origin?: string;
}

/** Parses `title="a b" check=skip reason='x' live {1,3}` into values and flags. */
export function parseMeta(raw: string): Meta {
  const values: Record<string, string> = {};
  const flags: string[] = [];
  const re = /([\w-]+)=(?:"([^"]*)"|'([^']*)'|(\S+))|(\{[^}]*\})|(\S+)/g;
  for (const m of raw.matchAll(re)) {
    if (m[1]) values[m[1]] = m[2] ?? m[3] ?? m[4] ?? '';
    else if (m[6]) flags.push(m[6]);
  }
  return {values, flags};
}

const FENCE_OPEN = /^(\s*)(`{3,}|~{3,})\s*([^\s`{]*)\s*(.*)$/;

/** Fenced code blocks of one page's text. */
export function extractFences(text: string, page: string): Sample[] {
  const lines = text.split('\n');
  const out: Sample[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE_OPEN.exec(lines[i]!);
    if (!open) continue;
    const [, indent = '', fence = '', lang = '', rest = ''] = open;
    if (fence[0] === '`' && rest.includes('`')) continue; // inline code, not a fence
    const body: string[] = [];
    let j = i + 1;
    const close = new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    for (; j < lines.length && !close.test(lines[j]!); j++) {
      const l = lines[j]!;
      // Content lines lose up to the opening fence's indentation (CommonMark).
      let k = 0;
      while (k < indent.length && l[k] === ' ') k++;
      body.push(l.slice(k));
    }
    out.push({page, line: i + 2, lang: lang.toLowerCase(), metaRaw: rest.trim(), meta: parseMeta(rest.trim()), code: body.join('\n'), kind: 'fence'});
    i = j;
  }
  return out;
}

/** Text of a template literal without substitutions, or null if it has one. */
export function staticTemplate(src: string): string | null {
  let out = '';
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (c === '\\') {
      const n = src[i + 1] ?? '';
      const map: Record<string, string> = {n: '\n', t: '\t', '\\': '\\', '`': '`', $: '$', '\n': ''};
      out += map[n] ?? n;
      i++;
    } else if (c === '$' && src[i + 1] === '{') return null;
    else out += c;
  }
  return out;
}

/** `<CodeBlock ...>{...}</CodeBlock>` elements of one page's text, outside fences. */
export function extractJsxBlocks(text: string, page: string): Sample[] {
  // Blank out fences so a CodeBlock shown inside a fence is not taken for one.
  const masked = text.replace(/^(\s*)(`{3,}|~{3,})[\s\S]*?^\s*\2\s*$/gm, (m) => m.replace(/[^\n]/g, ' '));
  const out: Sample[] = [];
  const re = /<CodeBlock\b([^>]*)>([\s\S]*?)<\/CodeBlock>/g;
  for (const m of masked.matchAll(re)) {
    const attrs = m[1] ?? '';
    const inner = text.slice(m.index! + m[0].length - (m[2]!.length + '</CodeBlock>'.length), m.index! + m[0].length - '</CodeBlock>'.length);
    const lang = /language=["']([^"']+)["']/.exec(attrs)?.[1] ?? '';
    const metaRaw = attrs.replace(/language=["'][^"']*["']/, '').trim();
    const meta = parseMeta(metaRaw);
    // CodeBlock's own `metastring` prop carries fence-style meta (check=skip reason="...").
    if (meta.values.metastring) {
      const inner = parseMeta(meta.values.metastring);
      Object.assign(meta.values, inner.values);
      meta.flags.push(...inner.flags);
    }
    const startLine = text.slice(0, m.index!).split('\n').length;
    const template = /^\{`([\s\S]*)`\}$/.exec(inner.trim());
    const code = template ? staticTemplate(template[1]!) : null;
    const sample: Sample = {page, line: startLine, lang: lang.toLowerCase(), metaRaw, meta, code: code ?? inner.trim(), kind: 'jsx'};
    if (code === null) sample.renderedFromData = true;
    out.push(sample);
  }
  return out;
}

export function extractPage(text: string, page: string): Sample[] {
  return [...extractFences(text, page), ...extractJsxBlocks(text, page)].sort((a, b) => a.line - b.line);
}

/** Markdown and MDX files under a folder, recursively. */
export function walk(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every sample of every page under `docsDir`. */
export function extractAll(root: string, docsDir = 'docs'): Sample[] {
  return walk(path.join(root, docsDir))
    .sort()
    .flatMap((file) => extractPage(fs.readFileSync(file, 'utf8'), path.relative(root, file)));
}

/** Why a sample is not checked, or null if it is. */
export function skipReason(s: Sample): string | null {
  if (s.renderedFromData) return 'rendered from data (checked by the data tests)';
  if (s.meta.values.check === 'skip') return s.meta.values.reason ?? '';
  return null;
}
