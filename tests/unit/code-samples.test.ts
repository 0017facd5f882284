/**
 * Run instructions of code samples work as written on a fresh machine.
 *
 * `npx tsx script.ts` compiles a `.ts` file as CommonJS unless the project's
 * package.json says `"type": "module"`, and CommonJS has no top-level await,
 * which nearly every viem script uses: the reader gets "Top-level await is
 * currently not supported with the cjs output format". A page that runs a
 * script with tsx names it `.mts` (always an ES module) or sets the module
 * type in its setup (`npm pkg set type=module`).
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const ROOT = path.resolve(__dirname, '../..');

function walk(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/** Scripts a page runs with `npx tsx name.ts` without making them ES modules. */
function commonJsTsxRuns(text: string): string[] {
  if (/npm pkg set type=module|"type":\s*"module"/.test(text)) return [];
  return [...text.matchAll(/npx tsx ([\w./-]+\.ts)\b/g)].map((m) => m[1]!);
}

describe('tsx run instructions', () => {
  it('finds a CommonJS run and accepts the two fixes', () => {
    expect(commonJsTsxRuns('Run `npx tsx read.ts`.')).toEqual(['read.ts']);
    expect(commonJsTsxRuns('Run `npx tsx read.mts`.')).toEqual([]);
    expect(commonJsTsxRuns('npm pkg set type=module\nnpx tsx read.ts')).toEqual([]);
  });

  const pages = walk(path.join(ROOT, 'docs')).sort();
  it.each(pages.map((file) => [path.relative(ROOT, file), file]))('%s: tsx scripts run as ES modules', (rel, file) => {
    const runs = commonJsTsxRuns(fs.readFileSync(file, 'utf8'));
    expect(
      runs.map((name) => `${rel}: "npx tsx ${name}" runs as CommonJS (no top-level await); name it .mts or add "npm pkg set type=module" to the setup`),
    ).toEqual([]);
  });
});

/**
 * Identifiers a page imports or exports: the names its JSX expressions can use.
 */
function pageIdentifiers(text: string): Set<string> {
  const names = new Set<string>();
  for (const m of text.matchAll(/^import\s+(?:(\w+)\s*,?\s*)?(?:\{([^}]*)\})?\s*from\s/gm)) {
    if (m[1]) names.add(m[1]);
    for (const part of (m[2] ?? '').split(',')) {
      const name = part.trim().split(/\s+as\s+/).pop();
      if (name) names.add(name.replace(/^type\s+/, ''));
    }
  }
  for (const m of text.matchAll(/^export\s+(?:const|function)\s+(\w+)/gm)) names.add(m[1]!);
  return names;
}

/**
 * Inline code spans that try to render data: in MDX, `{name}` inside
 * backticks is literal text, so the reader sees the expression instead of the
 * value. Use <code>{name}</code> instead.
 */
function literalExpressions(text: string): string[] {
  const withoutFences = text.replace(/^(```|~~~)[\s\S]*?^\1/gm, '');
  const names = pageIdentifiers(withoutFences);
  if (names.size === 0) return [];
  // ESM blocks (import/export up to the next blank line) are JavaScript, not prose.
  const prose = withoutFences.replace(/^(?:import|export)\b[\s\S]*?(?:\n\s*\n|$)/gm, '\n');
  // A backtick right after `{`, `(`, `=` or `,` opens a JavaScript template literal, not a code span.
  return [...prose.matchAll(/(?<![{(=,+\w$])`([^`\n]+)`(?![}\w])/g)]
    .map((m) => m[1]!)
    .filter((span) => [...span.matchAll(/\$?\{\s*([A-Za-z_]\w*)/g)].some((e) => names.has(e[1]!)));
}

describe('data rendered in prose', () => {
  it('finds an expression inside backticks', () => {
    const page = "import {networks} from '@site/src/data/networks';\n\nUse `{networks.mainnet.rpcUrl}` or <code>{networks.mainnet.rpcUrl}</code>.";
    expect(literalExpressions(page)).toEqual(['{networks.mainnet.rpcUrl}']);
    expect(literalExpressions('No imports, so `{x}` is just text.')).toEqual([]);
    const template = "import {networks} from '@site/src/data/networks';\n\n<CodeBlock>{`curl ${networks.mainnet.rpcUrl}`}</CodeBlock>";
    expect(literalExpressions(template)).toEqual([]);
  });

  const pages = walk(path.join(ROOT, 'docs')).filter((file) => !file.includes(`${path.sep}cli${path.sep}`)).sort();
  it.each(pages.map((file) => [path.relative(ROOT, file), file]))('%s: renders its data, not the expression', (rel, file) => {
    const spans = literalExpressions(fs.readFileSync(file, 'utf8'));
    expect(spans.map((span) => `${rel}: \`${span}\` shows as literal text; write <code>{...}</code> instead`)).toEqual([]);
  });
});
