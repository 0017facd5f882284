/**
 * src/features/start-up/compileHints.ts on the site's own build: every script starts with V8's compile hint,
 * no style sheet does, and every file's name still matches its contents (the hint went in before
 * the names were hashed, so a cached file is never served for changed contents). The same on a
 * small bundle: tests/unit/compile-hints.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {COMPILE_HINT} from '../../src/features/start-up/compileHints';
import {xxhash64} from '../unit/support/xxhash64';
import {BUILD_DIR, builtFile} from './support/buildOutput';

function filesIn(rel: string, extension: string): string[] {
  return fs.readdirSync(builtFile(BUILD_DIR, rel)).filter((name) => name.endsWith(extension)).map((name) => path.join(rel, name));
}

describe('compile-hints in the build', () => {
  const scripts = filesIn('assets/js', '.js');
  const styles = filesIn('assets/css', '.css');

  it('starts every script with the compile hint', () => {
    expect(scripts.length).toBeGreaterThan(10);
    const without = scripts.filter((file) => !fs.readFileSync(path.join(BUILD_DIR, file), 'utf8').startsWith(COMPILE_HINT));
    expect(without).toEqual([]);
  });

  it('leaves style sheets alone', () => {
    expect(styles.length).toBeGreaterThan(0);
    expect(styles.filter((file) => fs.readFileSync(path.join(BUILD_DIR, file), 'utf8').includes('allFunctionsCalledOnLoad'))).toEqual([]);
  });

  it('names every script and style sheet by the hash of its final contents', () => {
    const wrong = [...scripts, ...styles].filter((file) => {
      const hash = /\.([0-9a-f]{8})\.(?:js|css)$/.exec(file)?.[1];
      return hash !== xxhash64(fs.readFileSync(path.join(BUILD_DIR, file))).slice(0, 8);
    });
    expect(wrong).toEqual([]);
  });
});
