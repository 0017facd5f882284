// scripts/build.mjs, the production build in two processes per locale: a step that fails stops the build
// with its locale, name and exit code, and nothing after it runs; the locales come from config/locales.json
// (the default first) unless `--locale` names some.
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {splitLocales} from '../../scripts/build-locales.mjs';

const root = path.resolve(__dirname, '..', '..');
const config = {defaultLocale: 'en', locales: {en: {}, es: {}, 'pt-BR': {}}};

describe('scripts/build.mjs', () => {
  it('stops at the first step that fails and says which', () => {
    const run = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs'), '--no-such-option'], {cwd: root, encoding: 'utf8'});
    expect(run.status).not.toBe(0);
    expect(run.stdout).toContain('[build] en: step 1 of 2: bundling');
    expect(run.stderr).toContain('[build] en: step 1 (bundling) failed: exit code 1');
    expect(run.stdout).not.toContain('step 2 of 2');
    expect(run.stdout).not.toContain('[build] es:');
  });

  it('refuses a locale the site does not have, in one line', () => {
    const run = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs'), '--locale', 'fr'], {cwd: root, encoding: 'utf8'});
    expect(run.status).toBe(2);
    expect(run.stderr.trim()).toBe('[build] unknown locale "fr" (config/locales.json has en, es, pt-BR)');
  });
});

describe('the locales a build makes', () => {
  it('are every locale, the default first', () => {
    expect(splitLocales(['--out-dir', 'x'], {defaultLocale: 'en', locales: {es: {}, en: {}, 'pt-BR': {}}})).toEqual({
      locales: ['en', 'es', 'pt-BR'],
      rest: ['--out-dir', 'x'],
    });
  });
  it('or the ones named, in either form, the default still first', () => {
    expect(splitLocales(['--locale=es', '--locale', 'en', '--locale', 'es'], config)).toEqual({locales: ['en', 'es'], rest: []});
    expect(splitLocales(['--locale', 'pt-BR', '--out-dir=d'], config)).toEqual({locales: ['pt-BR'], rest: ['--out-dir=d']});
  });
});
