import fs from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {describe, expect, it} from 'vitest';
import {checkNavigation, formatReport} from '../../scripts/routes/checkNav';
import {extractNavigation, loadNavigations, navPages, navUrls, outOfScope, serializeNavigation, type Navigation} from '../../config/routes/navigation';

// `npm run routes:check -- <docs.json>` on a made-up next navigation of the Celo docs: what it
// moved with its own rules resolves, what it names that this site has no path for is reported.
const root = path.resolve(__dirname, '../..');
const fixture = path.join(root, 'tests/fixtures/routes/docs.json');
const docsJson = JSON.parse(fs.readFileSync(fixture, 'utf8')) as unknown;

describe('reading a docs.json (config/routes/navigation.ts)', () => {
  it('keeps every tab, group, nested group and page path, and every redirect rule', () => {
    const {tabs, redirects} = extractNavigation(docsJson);
    expect(tabs.map((tab) => tab.tab)).toEqual(['Learn', 'Build']);
    expect(tabs[0]!.groups[0]).toEqual({group: 'Introduction', pages: ['learn/celo', 'learn/history', {group: 'Nested', pages: ['learn/protocol/index']}]});
    expect(navPages(tabs)).toEqual(['learn/celo', 'learn/history', 'learn/protocol/index', 'guides/cli/account', 'guides/brand-new-topic', 'build/tools/indexers/the-graph']);
    expect(navUrls('learn/protocol/index')).toEqual(['/learn/protocol/index', '/learn/protocol']);
    expect(redirects).toHaveLength(6);
    expect(outOfScope(redirects).map((rule) => rule.source)).toEqual(['/es/learn/celo', '/old/faucet']);
    expect(() => extractNavigation({navigation: {tabs: [{tab: 'A', groups: [{group: 'B', pages: [3]}]}]}})).toThrow(/page 0/);
    expect(() => extractNavigation({})).toThrow(/navigation/);
  });

  it('writes a navigation that reads back the same', () => {
    const {tabs, redirects} = extractNavigation(docsJson);
    const nav: Navigation = {repository: 'celo-org/docs', commit: 'f'.repeat(40), file: 'docs.json', read: '2026-11-28', sequence: 9, layout: 'Learn / Build', tabs, redirects, outOfScope: outOfScope(redirects)};
    expect(JSON.parse(serializeNavigation(nav))).toEqual(nav);
  });
});

describe('npm run routes:check (scripts/routes/check.ts)', () => {
  it('resolves what the new file moved with its own rules, and names what does not resolve yet', () => {
    const report = checkNavigation(docsJson, loadNavigations());
    // guides/cli/account: moved from build/tools/libraries-sdks/cli/account by the file's own wildcard rule.
    expect(report.pages.unresolved.map((item) => item.path)).toEqual(['/guides/brand-new-topic']);
    expect(report.pages.total).toBe(7);
    expect(report.sources.unresolved.map((item) => item.path)).toEqual(['/old/path/nowhere']);
    expect(report.sources.total).toBe(3);
    expect(report.newFamilies).toEqual(['/build/tools/libraries-sdks/cli']);
    expect(report.outOfScope).toHaveLength(2);
    const text = formatReport(report).join('\n');
    expect(text).toContain('/guides/brand-new-topic is neither a page nor a redirect here');
    expect(text).toContain('Not resolved yet');
  });

  it('runs as a command: prints the report and exits 1 while something does not resolve', () => {
    const run = spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/routes/check.ts', fixture], {cwd: root, encoding: 'utf8'});
    expect(run.status, run.stderr).toBe(1);
    expect(run.stdout).toContain('7 page URLs of the navigation');
    expect(run.stdout).toContain('  /old/path/nowhere ');
  });
});
