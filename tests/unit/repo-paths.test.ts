/**
 * Every repository path that a source comment or a Markdown note of the repository names exists, so a
 * comment that sends the reader to a file cannot outlive the file. The docs/ pages are not scanned:
 * they link to site URLs, which the build checks. How a path is recognised: tests/unit/support/repoPaths.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {brokenPathsIn, ignoredFolders} from './support/repoPaths';

const ROOT = path.resolve(__dirname, '../..');
const SOURCE_FOLDERS = ['config', 'src', 'scripts', 'tests', 'bench', 'mcp', '.ci'];
const SOURCE_FILE = /\.(?:ts|tsx|js|jsx|mjs|cjs|css|sh)$/;
const ignored = ignoredFolders(fs.readFileSync(path.join(ROOT, '.gitignore'), 'utf8'));

/**
 * Wrong paths in files that another change is rewriting; fix them there, then delete the entry (the last
 * test fails while an entry is no longer needed). Keys are `file:line: path` as the failures print them.
 */
const OWNED_ELSEWHERE: Record<string, string> = {};
const key = (b: {file: string; line: number; path: string}) => `${b.file}:${b.line}: ${b.path}`;

function walk(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    const rel = path.relative(ROOT, full);
    if (entry.name === 'node_modules' || ignored.some((folder) => `${rel}/`.startsWith(folder))) return [];
    return entry.isDirectory() ? walk(full) : [rel];
  });
}

/** Source files of the folders above, the config files at the root, and extensionless scripts (.ci/run). */
function sourceFiles(): string[] {
  const atRoot = fs.readdirSync(ROOT).filter((name) => SOURCE_FILE.test(name) && fs.statSync(path.join(ROOT, name)).isFile());
  const inFolders = SOURCE_FOLDERS.flatMap((folder) => walk(path.join(ROOT, folder)));
  const scripts = inFolders.filter((file) => SOURCE_FILE.test(file) || (!path.extname(file) && /^#!/.test(fs.readFileSync(path.join(ROOT, file), 'utf8'))));
  return [...atRoot, ...scripts].sort();
}

/** The repository's own notes (README.md, CONTRIBUTING.md, any README.md below), not the docs/ pages or test fixtures. */
function markdownNotes(): string[] {
  const atRoot = fs.readdirSync(ROOT).filter((name) => /^[A-Z][A-Z_-]*\.md$/.test(name));
  const below = SOURCE_FOLDERS.flatMap((folder) => walk(path.join(ROOT, folder))).filter((file) => /(^|\/)[A-Z][A-Z_-]*\.md$/.test(file));
  return [...atRoot, ...below].sort();
}

describe('repository paths named in comments and notes exist', () => {
  const sources = sourceFiles();
  const notes = markdownNotes();

  it('finds the files to scan', () => {
    expect(sources).toContain('config/securityHeaders.mjs');
    expect(sources).toContain('scripts/test.sh');
    expect(sources).toContain('.ci/run');
    expect(notes).toEqual(expect.arrayContaining(['README.md', 'CONTRIBUTING.md', 'src/theme/README.md', 'bench/README.md']));
  });

  const brokenIn = (file: string) => brokenPathsIn(ROOT, file, fs.readFileSync(path.join(ROOT, file), 'utf8'), ignored);

  it.each([...sources, ...notes])('%s', (file) => {
    const broken = brokenIn(file).filter((b) => !(key(b) in OWNED_ELSEWHERE));
    expect(broken.map((b) => `${key(b)} does not exist; fix the path, or the comment if the file is gone`)).toEqual([]);
  });

  it('lists no wrong path as owned elsewhere once it is fixed', () => {
    const stillBroken = new Set([...new Set(Object.keys(OWNED_ELSEWHERE).map((k) => k.split(':')[0]!))].flatMap((file) => brokenIn(file).map(key)));
    expect(Object.keys(OWNED_ELSEWHERE).filter((k) => !stillBroken.has(k)).map((k) => `${k} is fixed: delete its OWNED_ELSEWHERE entry`)).toEqual([]);
  });
});
