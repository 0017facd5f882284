/**
 * The layout rules of src/features/README.md: each feature folder has its README and its plugin;
 * a plugin's build-time code never imports browser code (it names client modules by path); and
 * only the theme's re-exports reach into a feature's `client/` folder from outside it.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.cjs'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), {withFileTypes: true}).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(rel);
    return EXTENSIONS.includes(path.extname(entry.name)) ? [rel] : [];
  });
}

/** The module specifiers a file imports, statically or with `import()` and `require()`. */
function specifiersOf(file: string): string[] {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) {
      const callee = node.expression.getText(source);
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword || callee === 'require') found.push(node.arguments[0].text);
    }
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

/** The repository file a relative or `@site/` specifier names, or null for a package. */
function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@site/')) base = specifier.slice('@site/'.length);
  else if (specifier.startsWith('.')) base = path.join(path.dirname(from), specifier);
  else return null;
  const candidates = [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`))];
  return candidates.find((candidate) => fs.existsSync(path.join(ROOT, candidate)) && fs.statSync(path.join(ROOT, candidate)).isFile()) ?? null;
}

/** Every repository file `entry` loads at build time, itself included. */
function buildGraph(entry: string): string[] {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || !EXTENSIONS.includes(path.extname(file))) continue;
    seen.add(file);
    for (const specifier of specifiersOf(file)) {
      const target = resolve(file, specifier);
      if (target) queue.push(target);
    }
  }
  return [...seen];
}

const features = fs.readdirSync(path.join(ROOT, 'src/features'), {withFileTypes: true}).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const pluginEntries = [
  ...features.map((name) => `src/features/${name}/index.ts`),
  ...fs.readdirSync(path.join(ROOT, 'src/plugins')).map((name) => `src/plugins/${name}/index.ts`).filter((file) => fs.existsSync(path.join(ROOT, file))),
];

describe('feature folders', () => {
  it('finds the features', () => {
    expect(features).toEqual(expect.arrayContaining(['code-blocks', 'on-demand-layout', 'start-up']));
  });

  it.each(features)('%s has a README and a plugin', (name) => {
    expect(fs.existsSync(path.join(ROOT, 'src/features', name, 'README.md'))).toBe(true);
    expect(fs.existsSync(path.join(ROOT, 'src/features', name, 'index.ts'))).toBe(true);
  });

  it.each(pluginEntries)('%s imports no browser code at build time', (entry) => {
    const browserCode = buildGraph(entry).filter((file) => /(^|\/)(client|theme)\//.test(path.relative(path.dirname(entry), file)));
    expect(browserCode).toEqual([]);
  });

  it('only src/theme re-exports reach into a feature’s client folder from outside the feature', () => {
    const outside = [...sourceFiles('src'), ...sourceFiles('config'), ...sourceFiles('scripts'), 'docusaurus.config.ts'];
    const reaching = outside.flatMap((file) =>
      specifiersOf(file)
        .map((specifier) => resolve(file, specifier))
        .filter((target): target is string => target !== null && /^src\/features\/[^/]+\/client\//.test(target))
        .filter((target) => !file.startsWith(target.split('/client/')[0]!) && !file.startsWith('src/theme/'))
        .map((target) => `${file} -> ${target}`),
    );
    expect(reaching).toEqual([]);
  });
});
