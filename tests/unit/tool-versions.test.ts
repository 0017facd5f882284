/**
 * Every tool a guide installs is pinned to the version the guide documents (CONTENT-GUIDE.md of the shared
 * project notes: "Every tool a page installs is pinned to the version the page was checked with").
 * The versions live in src/data/toolVersions.ts (`devTools`) and src/data/ai.ts (`aiPackages`). For each
 * page a record lists, this test checks that the page renders the version from the data or states it,
 * that no install command on it pins another version, and that none installs the package unpinned.
 * A review found a guide that installed graph-cli unpinned while documenting flags a newer CLI had
 * removed, and an MCP page whose `uvx --refresh` ran a newer server than the one it described.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {aiPackages} from '@site/src/data/ai';
import {isSourceRef} from '@site/src/data/sources';
import {devTools, type ReviewedPackage} from '@site/src/data/toolVersions';

const ROOT = path.resolve(__dirname, '../..');
const TODAY = new Date().toISOString().slice(0, 10);

const records: [string, ReviewedPackage][] = [
  ...Object.entries(devTools).map(([key, p]) => [`devTools.${key}`, p] as [string, ReviewedPackage]),
  ...Object.entries(aiPackages).map(([key, p]) => [`aiPackages.${key}`, p] as [string, ReviewedPackage]),
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Lines that install or run a package from its registry. */
const INSTALL = {
  npm: /\b(?:npm (?:install|i|add)|pnpm (?:add|install|i|dlx)|yarn (?:add|dlx)|bun (?:add|install|x)|npx)\b/,
  pypi: /\b(?:pip3? install|pipx (?:install|run)|uv (?:add|pip install|tool install)|uvx)\b|"uvx"/,
};

/** Problems of one page for one package record. */
function pageProblems(label: string, p: ReviewedPackage, rel: string, text: string): string[] {
  const problems: string[] = [];
  const rendered = text.includes(`${label}.version`);
  if (!rendered && !text.includes(p.version)) {
    problems.push(`docs/${rel}: neither renders {${label}.version} nor states ${p.name} ${p.version}`);
  }
  const name = escape(p.name);
  // A pin to another version: name@x.y.z (npm) or name==x.y.z (PyPI).
  for (const m of text.matchAll(new RegExp(`(?<![\\w@/-])${name}(?:@|==)(\\d+\\.\\d+\\.\\d+[\\w.-]*)`, 'g'))) {
    if (m[1] !== p.version) problems.push(`docs/${rel}: "${m[0]}" pins another version than ${label}.version (${p.version})`);
  }
  // A line that installs or runs the package and pins it nowhere, below the front matter. A page may name
  // the pinned spec once (`export const pin = \`${aiPackages.x.name}==${aiPackages.x.version}\``); a line
  // that renders that constant is pinned.
  const pinConstants = [...text.matchAll(new RegExp(`export const (\\w+) = \`\\$\\{${escape(label)}\\.name\\}(?:@|==)\\$\\{${escape(label)}\\.version\\}\``, 'g'))].map((m) => m[1]!);
  const frontMatterLines = /^---\n[\s\S]*?\n---\n/.exec(text)?.[0].split('\n').length ?? 1;
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    if (i < frontMatterLines - 1) return;
    if (!INSTALL[p.registry].test(line) && !(p.registry === 'pypi' && /"args"\s*:/.test(line))) return;
    const named = new RegExp(`(?<![\\w@/-])${name}(?![\\w/-])`).test(line);
    const pinned =
      new RegExp(`(?<![\\w@/-])${name}(?:@|==)\\d`).test(line) || pinConstants.some((c) => line.includes(`\${${c}}`) || line.includes(`{${c}}`));
    if (named && !pinned) {
      problems.push(`docs/${rel}:${i + 1}: installs or runs ${p.name} without a version; pin ${label}.version`);
    }
  });
  return problems;
}

describe('pinned tool records', () => {
  it.each(records)('%s has an exact version, a valid check and sources', (label, p) => {
    expect(p.version, `${label}.version: write the exact version checked (x.y.z)`).toMatch(/^\d+\.\d+\.\d+$/);
    expect(p.sources.length, `${label}: add a source`).toBeGreaterThan(0);
    for (const s of p.sources) expect(isSourceRef(s), `${label}: "${s}" is not a valid source`).toBe(true);
    if (p.checked) {
      expect(p.checked.on, `${label}.checked.on: YYYY-MM-DD`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(p.checked.on <= TODAY, `${label}.checked.on is in the future`).toBe(true);
      expect(p.checked.where.trim().length, `${label}.checked.where: say what was looked at`).toBeGreaterThan(10);
    }
  });

  it('pins each package once', () => {
    const names = records.map(([, p]) => p.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });
});

describe('pages that document a pinned tool', () => {
  const cases = records.flatMap(([label, p]) => p.pages.map((rel) => [`${label} on ${rel}`, label, p, rel] as const));

  it('has pages to check', () => {
    expect(cases.length).toBeGreaterThan(5);
  });

  it.each(cases)('%s', (_name, label, p, rel) => {
    const file = path.join(ROOT, 'docs', rel);
    expect(fs.existsSync(file), `${label}.pages: docs/${rel} does not exist`).toBe(true);
    expect(pageProblems(label, p, rel, fs.readFileSync(file, 'utf8'))).toEqual([]);
  });
});

describe('the page check', () => {
  const graphCli: ReviewedPackage = {name: '@graphprotocol/graph-cli', registry: 'npm', version: '0.98.1', pages: [], sources: ['https://x.org']};
  const mcp: ReviewedPackage = {name: 'celo-mcp', registry: 'pypi', version: '0.4.1', pages: [], sources: ['https://x.org']};

  it('finds an unpinned install, another pin and a page without the version', () => {
    expect(pageProblems('devTools.graphCli', graphCli, 'a.md', 'npm install --save-dev @graphprotocol/graph-cli\n0.98.1')).toHaveLength(1);
    expect(pageProblems('devTools.graphCli', graphCli, 'a.md', 'npm i @graphprotocol/graph-cli@0.88.0 {devTools.graphCli.version}')).toHaveLength(1);
    expect(pageProblems('devTools.graphCli', graphCli, 'a.md', 'Install the CLI.')).toHaveLength(1);
    expect(pageProblems('aiPackages.celoMcp', mcp, 'a.md', '"args": ["--refresh", "celo-mcp"]\n0.4.1')).toHaveLength(1);
    expect(pageProblems('aiPackages.celoMcp', mcp, 'a.md', 'npx @modelcontextprotocol/inspector uvx celo-mcp\n0.4.1')).toHaveLength(1);
  });

  it('accepts pinned installs and rendered versions', () => {
    expect(pageProblems('devTools.graphCli', graphCli, 'a.md', 'npm i -D ${devTools.graphCli.name}@${devTools.graphCli.version}')).toEqual([]);
    expect(pageProblems('devTools.graphCli', graphCli, 'a.md', 'npm i -D @graphprotocol/graph-cli@0.98.1')).toEqual([]);
    expect(pageProblems('aiPackages.celoMcp', mcp, 'a.md', '"args": ["celo-mcp==0.4.1"]\nuvx --from celo-mcp==0.4.1 celo-mcp-server')).toEqual([]);
    expect(pageProblems('aiPackages.celoMcp', mcp, 'a.md', 'The `celo-mcp` server, version {aiPackages.celoMcp.version}.')).toEqual([]);
    const withConstant = 'export const pin = `${aiPackages.celoMcp.name}==${aiPackages.celoMcp.version}`;\nclaude mcp add celo-mcp -- uvx ${pin}';
    expect(pageProblems('aiPackages.celoMcp', mcp, 'a.md', withConstant)).toEqual([]);
    expect(pageProblems('aiPackages.celoMcp', mcp, 'a.md', withConstant.replace('${pin}', '${other}'))).toHaveLength(1);
  });
});
