/**
 * The local-search plugin's postBuild: it writes the sharded index only, and hands the list of its
 * files to the offline plugin (which precaches them), or the reason it could not.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import type {LoadContext, Plugin} from '@docusaurus/types';
import localSearchPlugin from '../../src/plugins/local-search';
import {handoff} from '../../src/utils/handoff';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

function plugin(files: ReturnType<typeof handoff<string[]>>, locale = 'en', baseUrl = '/'): Plugin<unknown> {
  const context = {baseUrl, siteConfig: {title: 'Celo Documentation'}, i18n: {currentLocale: locale}} as unknown as LoadContext;
  return localSearchPlugin(context, {indexFiles: files}) as Plugin<unknown>;
}

type PostBuild = (props: {outDir: string; routesPaths: string[]}) => Promise<void>;

describe('local-search postBuild', () => {
  it('writes the sharded index, no other index file, and hands over the list of its files', async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-plugin-'));
    dirs.push(outDir);
    fs.mkdirSync(path.join(outDir, 'network'));
    fs.copyFileSync(path.join(__dirname, 'fixtures/search/doc-page.html'), path.join(outDir, 'network', 'mainnet.html'));
    const files = handoff<string[]>();
    await (plugin(files).postBuild as unknown as PostBuild)({outDir, routesPaths: ['/network/mainnet']});
    const listed = await files.promise;
    const onDisk = fs
      .readdirSync(path.join(outDir, 'search-index'), {recursive: true})
      .map((name) => `search-index/${String(name).split(path.sep).join('/')}`)
      .filter((name) => name.endsWith('.json'));
    expect(listed[0]).toBe('search-index/manifest.json');
    expect([...listed].sort()).toEqual(onDisk.sort());
    expect(listed.length).toBeGreaterThan(3);
    expect(fs.readdirSync(outDir).filter((name) => name.startsWith('search'))).toEqual(['search-index']);
    // An English index names no language: it is byte for byte the index of before languages.
    expect(JSON.parse(fs.readFileSync(path.join(outDir, 'search-index/manifest.json'), 'utf8'))).not.toHaveProperty('lang');
  });

  it("records the build's locale in the manifest of a translated build", async () => {
    for (const [locale, baseUrl] of [['es', '/es/'], ['pt-BR', '/pt-BR/']] as const) {
      const outDir = fs.mkdtempSync(path.join(os.tmpdir(), `search-plugin-${locale}-`));
      dirs.push(outDir);
      fs.mkdirSync(path.join(outDir, 'network'));
      fs.copyFileSync(path.join(__dirname, 'fixtures/search/doc-page.html'), path.join(outDir, 'network', 'mainnet.html'));
      const files = handoff<string[]>();
      await (plugin(files, locale, baseUrl).postBuild as unknown as PostBuild)({outDir, routesPaths: [`${baseUrl}network/mainnet`]});
      await files.promise;
      const manifest = JSON.parse(fs.readFileSync(path.join(outDir, 'search-index/manifest.json'), 'utf8')) as {lang?: string; pageCount: number};
      expect(manifest.lang).toBe(locale);
      expect(manifest.pageCount).toBe(1);
    }
  });

  it('hands over the failure when the index cannot be written, and fails the build', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-plugin-file-'));
    dirs.push(dir);
    // The output folder is a file: nothing can be written under it.
    const outDir = path.join(dir, 'build');
    fs.writeFileSync(outDir, 'not a folder');
    const files = handoff<string[]>();
    const build = (plugin(files).postBuild as unknown as PostBuild)({outDir, routesPaths: []});
    await expect(build).rejects.toThrow();
    await expect(files.promise).rejects.toThrow();
  });
});
