// What a page of another language is (current, outdated, English shown for a missing translation), the
// links between docs files in a language's build, and `npm run check:translations`, on a small site
// written to a temporary folder.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {translationState} from '../../src/i18n/translationState';
import {localizedTarget} from '../../src/remark/localizedLinks';
import {gitBlobId, translationStates} from '../../scripts/i18n/translations';
import {withoutBaseUrl} from '../../src/utils/withoutBaseUrl';

const repo = path.resolve(__dirname, '../..');
let site: string;
const localized = () => path.join(site, 'i18n/es/docusaurus-plugin-content-docs/current');
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, text);
};
const english = {
  current: '---\ntitle: Current\n---\nText.\n',
  outdated: '---\ntitle: Outdated\n---\nNew text.\n',
  missing: '---\ntitle: Missing\n---\nText.\n',
};

beforeAll(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-site-'));
  fs.mkdirSync(path.join(site, 'config'));
  fs.copyFileSync(path.join(repo, 'config/locales.json'), path.join(site, 'config/locales.json'));
  write(path.join(site, 'docs/a/current.md'), english.current);
  write(path.join(site, 'docs/a/outdated.md'), english.outdated);
  write(path.join(site, 'docs/b/missing.md'), english.missing);
  write(path.join(localized(), 'a/current.md'), `---\ntitle: Actual\ntranslated_from: ${gitBlobId(english.current)}\n---\nTexto.\n`);
  write(path.join(localized(), 'a/outdated.md'), `---\ntitle: Antigua\ntranslated_from: ${gitBlobId('---\ntitle: Outdated\n---\nOld text.\n')}\n---\nTexto.\n`);
});
afterAll(() => fs.rmSync(site, {recursive: true, force: true}));

describe('a page in another language', () => {
  const options = () => ({siteDir: site, locale: 'es', defaultLocale: 'en', htmlLang: 'es'});
  const source = (file: string) => `@site/${path.relative(site, file).split(path.sep).join('/')}`;

  it('has no notice when it is a current translation, or in English', () => {
    expect(translationState(options(), {source: source(path.join(localized(), 'a/current.md')), frontMatter: {translated_from: gitBlobId(english.current)}})).toBeUndefined();
    expect(translationState({...options(), locale: 'en'}, {source: '@site/docs/b/missing.md', frontMatter: {}})).toBeUndefined();
  });
  it('is "missing" when the build serves the English file', () => {
    expect(translationState(options(), {source: '@site/docs/b/missing.md', frontMatter: {}})).toEqual({state: 'missing'});
  });
  it('is "outdated" when the English file changed since, with the date written for the language', () => {
    const doc = {source: source(path.join(localized(), 'a/outdated.md')), frontMatter: {translated_from: gitBlobId('old')}};
    expect(translationState(options(), doc, () => '2026-11-03')).toEqual({state: 'outdated', englishUpdated: '2026-11-03', englishUpdatedText: '3 de noviembre de 2026'});
    expect(translationState(options(), doc, () => undefined)).toEqual({state: 'outdated'});
  });
  it('counts the same way in the translations report, from the files alone', () => {
    expect(translationStates(site, 'es').map(({relPath, state}) => `${state} ${relPath}`)).toEqual(['current a/current.md', 'outdated a/outdated.md', 'missing b/missing.md']);
  });
  it('blob ids are the ones Git gives', () => {
    const git = spawnSync('git', ['hash-object', 'docs/a/outdated.md'], {cwd: site, encoding: 'utf8'});
    if (git.status === 0) expect(git.stdout.trim()).toBe(gitBlobId(english.outdated));
    expect(gitBlobId('')).toBe('e69de29bb2d1d6434b8b29ae775ad8c2e48c5391');
  });
});

describe('relative links in a language other than English', () => {
  const options = () => ({siteDir: site, locale: 'es', defaultLocale: 'en'});
  it('go to the translation when there is one, from an English page', () => {
    expect(localizedTarget(options(), path.join(site, 'docs/b/missing.md'), '../a/current.md#part')).toBe('@site/i18n/es/docusaurus-plugin-content-docs/current/a/current.md#part');
  });
  it('go to the English file when there is no translation, from a translated page', () => {
    expect(localizedTarget(options(), path.join(localized(), 'a/current.md'), '../b/missing.md')).toBe('@site/docs/b/missing.md');
  });
  it('are left alone in English, outside the docs, to other files, and when nothing serves them', () => {
    expect(localizedTarget({...options(), locale: 'en'}, path.join(site, 'docs/b/missing.md'), '../a/current.md')).toBeUndefined();
    expect(localizedTarget(options(), path.join(site, 'docs/b/missing.md'), '../../outside.md')).toBeUndefined();
    expect(localizedTarget(options(), path.join(site, 'docs/b/missing.md'), './img/a.png')).toBeUndefined();
    expect(localizedTarget(options(), path.join(site, 'docs/b/missing.md'), '../a/none.md')).toBeUndefined();
  });
});

describe('npm run check:translations', () => {
  const run = (...args: string[]) =>
    spawnSync(process.execPath, [path.join(repo, 'node_modules/tsx/dist/cli.mjs'), path.join(repo, 'scripts/i18n/check-translations.ts'), '--root', site, ...args], {encoding: 'utf8'});

  it('lists current, outdated and missing pages per language, and passes unless --strict', () => {
    const report = run('--locale', 'es');
    expect(report.stdout).toContain('es: 1 current, 1 outdated, 1 missing, 0 invalid (of 3 English pages)');
    expect(report.stdout).toMatch(/outdated {2}a\/outdated\.md/);
    expect(report.stdout).toMatch(/missing {3}b\/missing\.md/);
    expect(report.status).toBe(0);
    expect(run('--locale', 'es', '--strict').status).toBe(1);
  }, 120_000);
  it('fails on a translation that does not say what it was translated from', () => {
    write(path.join(localized(), 'b/missing.md'), '---\ntitle: Sin origen\n---\nTexto.\n');
    try {
      const report = run('--locale', 'es');
      expect(report.stdout).toMatch(/invalid {3}b\/missing\.md: no "translated_from:"/);
      expect(report.status).toBe(1);
    } finally {
      fs.rmSync(path.join(localized(), 'b/missing.md'));
    }
  }, 120_000);
});

describe('a page path without its language prefix', () => {
  it('drops the prefix of another language, and leaves English and other paths alone', () => {
    expect(withoutBaseUrl('/es/build/quickstart', '/es/')).toBe('/build/quickstart');
    expect(withoutBaseUrl('/pt-BR/', '/pt-BR/')).toBe('/');
    expect(withoutBaseUrl('/build/quickstart', '/')).toBe('/build/quickstart');
    expect(withoutBaseUrl('/essentials', '/es/')).toBe('/essentials');
  });
});
