/**
 * Canary tests of the private code the site still depends on (PATCHES.md, "Private dependencies"):
 * each fails by name when an upgrade moves or drops what the site reaches for, where the site's
 * own code would otherwise stop working without an error. The first test keeps the ledger whole:
 * every file that reaches below a dependency's public API is named in PATCHES.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
/** `@docusaurus/<package>/lib/...` or `@docusaurus/<package>/internal`: below the package's public entry points. */
const PRIVATE_MODULE = /^@docusaurus\/[^/]+\/(?:lib(?:\/|$)|internal$)/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), {withFileTypes: true}).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(rel);
    return /\.(?:ts|tsx|js|mjs|cjs)$/.test(entry.name) ? [rel] : [];
  });
}

/** What a file reaches for below public APIs: private module specifiers, and the bundler runtime by name. */
function privateReachesOf(file: string): string[] {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) && PRIVATE_MODULE.test(node.text)) {
      const parent = node.parent;
      const isSpecifier =
        ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || (ts.isCallExpression(parent) && parent.arguments[0] === node);
      if (isSpecifier) found.add(node.text);
    }
    if (ts.isIdentifier(node) && node.text === '__webpack_require__') found.add('__webpack_require__');
    node.forEachChild(visit);
  };
  visit(source);
  return [...found];
}

describe('the ledger names every file that reaches below a public API', () => {
  const ledger = fs.readFileSync(path.join(ROOT, 'PATCHES.md'), 'utf8');
  const files = [...sourceFiles('src'), ...sourceFiles('config'), 'docusaurus.config.ts'];
  const reaching = files.map((file) => ({file, reaches: privateReachesOf(file)})).filter(({reaches}) => reaches.length > 0);

  it('finds the private reaches the ledger lists today', () => {
    expect(reaching.map(({file}) => file)).toEqual(
      expect.arrayContaining(['src/features/code-blocks/index.ts', 'src/features/start-up/client/chunkYield.ts', 'src/theme/Navbar/MobileSidebar/index.tsx']),
    );
  });

  it.each(reaching)('$file is named in PATCHES.md', ({file, reaches}) => {
    // An index file may be named by its folder (`src/theme/Navbar/MobileSidebar`).
    const names = [file, ...(/^index\.[a-z]+$/.test(path.basename(file)) ? [path.dirname(file)] : [])];
    expect(names.some((name) => ledger.includes(`\`${name}\``)), `${file} reaches ${reaches.join(', ')}: add it to PATCHES.md`).toBe(true);
  });
});

const themeCommonLib = path.dirname(require.resolve('@docusaurus/theme-common'));
const themeClassicLib = path.dirname(require.resolve('@docusaurus/theme-classic'));

describe('@docusaurus/theme-common/internal: useNavbarMobileSidebar', () => {
  it('is still exported from internal, and still not from the public entry', () => {
    // src/theme/Navbar/MobileSidebar reads whether the reader opened the menu.
    expect(fs.readFileSync(path.join(themeCommonLib, 'internal.d.ts'), 'utf8')).toMatch(/\buseNavbarMobileSidebar\b/);
    // Once the public entry exports it, import it from there and delete this entry.
    expect(fs.readFileSync(path.join(themeCommonLib, 'index.d.ts'), 'utf8')).not.toMatch(/\buseNavbarMobileSidebar\b/);
  });
});

describe('@docusaurus/theme-classic/lib/prism-include-languages (src/features/code-blocks)', () => {
  it('is still the client module that registers Prism languages on every page', () => {
    // The plugin aliases this file to an empty module; a rename would silently put Prism back in main.js.
    const file = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');
    expect(fs.readFileSync(file, 'utf8')).toMatch(/from 'prism-react-renderer'/);
    expect(fs.readFileSync(path.join(themeClassicLib, 'index.js'), 'utf8')).toMatch(/getClientModules\(\)[^]*?'\.\/prism-include-languages'/);
  });
});
