/**
 * The search index of the production build: written sharded only, ranked by the parts each query
 * loads exactly as by the whole index on every evaluation question, and every file of it precached
 * by the service worker and listed by "Save for offline" (search answers offline after one visit).
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadWholeIndex, openBuiltIndex} from '../../src/plugins/local-search/indexer/onDisk';
import type {SaveManifest, SaveSummary, WorkerConfig} from '../../src/plugins/offline/files';
import {BUILD_DIR, builtFile, readBuilt, readBuiltJson, ROOT} from './support/buildOutput';

/** URL paths of every file of the index, as the worker and the save list name them. */
function indexFiles(): string[] {
  const dir = builtFile(BUILD_DIR, 'search-index');
  return fs
    .readdirSync(dir, {recursive: true})
    .map(String)
    .filter((name) => name.endsWith('.json'))
    .map((name) => `/search-index/${name.split(path.sep).join('/')}`)
    .sort();
}

describe('search index in the build', () => {
  it('is the sharded index alone: the manifest and the parts of its build, none left from another', () => {
    expect(fs.readdirSync(BUILD_DIR).filter((name) => name.startsWith('search-'))).toEqual(['search-index']);
    const index = openBuiltIndex(BUILD_DIR);
    expect(indexFiles()).toEqual(
      ['/search-index/manifest.json', ...index.parts.map((name) => `/search-index/${index.manifest.build}/${name}.json`)].sort(),
    );
    expect(index.parts.some((name) => name.startsWith('v-'))).toBe(true);
    expect(index.parts.some((name) => name.startsWith('p-'))).toBe(true);
    expect(index.parts.filter((name) => name.startsWith('r-'))).toHaveLength(index.manifest.blocks.length);
  });

  it('ranks every evaluation question from a fresh engine as the whole index does, for 1, 5 and 20 hits', () => {
    const questions = (JSON.parse(fs.readFileSync(path.join(ROOT, 'bench/search/questions.json'), 'utf8')) as Array<{q: string}>).map(
      (question) => question.q,
    );
    const whole = loadWholeIndex(openBuiltIndex(BUILD_DIR));
    const key = (result: ReturnType<typeof whole.search>) =>
      JSON.stringify([result.total, result.hits.map((hit) => [hit.record.id, hit.record.url, hit.score, hit.matchedWords])]);
    const differences: string[] = [];
    for (const limit of [1, 5, 20]) {
      for (const question of questions) {
        if (key(openBuiltIndex(BUILD_DIR).search(question, {limit})) !== key(whole.search(question, {limit}))) {
          differences.push(`${limit}: ${question}`);
        }
      }
    }
    expect(differences).toEqual([]);
    expect(questions).toHaveLength(207);
  }, 300_000);

  it('is precached whole by the service worker, so any query answers offline after one visit', () => {
    const worker = readBuilt(BUILD_DIR, 'sw.js');
    const config = JSON.parse(/const CONFIG = (\{.*\});/.exec(worker)![1]!) as WorkerConfig;
    const precached = new Set(config.languages[0]!.precache);
    expect(indexFiles().filter((file) => !precached.has(file))).toEqual([]);
  });

  it('is listed whole by "Save for offline", with the size of each file', () => {
    const save = readBuiltJson<SaveManifest>(BUILD_DIR, 'offline-manifest.json');
    const listed = new Map(save.files.map((file) => [file.url, file.bytes]));
    for (const file of indexFiles()) {
      expect(listed.get(file), file).toBe(fs.statSync(path.join(BUILD_DIR, file)).size);
    }
    // The button's counts, read when search opens in place of the whole list, are the list's.
    expect(readBuiltJson<SaveSummary>(BUILD_DIR, 'offline-summary.json')).toEqual({
      build: save.build,
      base: '/',
      pages: save.pages.length,
      files: save.files.length,
      bytes: save.bytes,
    });
  });
});
