/**
 * Canary tests of the dependency patches in patches/ (PATCHES.md). `patch-package
 * --error-on-fail` stops `npm install` when a patch no longer applies; these tests check that the
 * patched behaviour is what the installed code does, so an upgrade that changes it, or an install
 * that skipped the patches, fails here by name.
 */
import fs from 'node:fs';
import path from 'node:path';
import {afterEach, describe, expect, it, vi} from 'vitest';

const themeCommonLib = path.dirname(require.resolve('@docusaurus/theme-common'));

/**
 * One exported function of an installed module, evaluated on its own with `deps` as its imports
 * (the modules around it are JSX or need the bundler's aliases).
 */
function loadFunction<F>(file: string, name: string, deps: Record<string, unknown>): F {
  const source = fs.readFileSync(file, 'utf8');
  const match = new RegExp(`^export function ${name}\\([^]*?^}`, 'm').exec(source);
  if (!match) throw new Error(`${name} is no longer in ${file}: see PATCHES.md`);
  const body = `${match[0].replace(/^export /, '')}\nreturn ${name};`;
  return new Function(...Object.keys(deps), body)(...Object.values(deps)) as F;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('@docusaurus/theme-common: useShallowMemoObject without localeCompare', () => {
  it('sorts keys without starting the ICU collator, and still ignores key order', () => {
    const deps: unknown[][] = [];
    const useMemo = (make: () => unknown, list: unknown[]) => (deps.push(list), make());
    const useShallowMemoObject = loadFunction<(obj: object) => object>(
      path.join(themeCommonLib, 'utils', 'reactUtils.js'),
      'useShallowMemoObject',
      {useMemo},
    );
    const localeCompare = vi.spyOn(String.prototype, 'localeCompare');
    useShallowMemoObject({sidebar: 1, path: 2, onItemClick: 3});
    useShallowMemoObject({onItemClick: 3, sidebar: 1, path: 2});
    expect(localeCompare).not.toHaveBeenCalled();
    expect(deps[0]).toEqual(['onItemClick', 3, 'path', 2, 'sidebar', 1]);
    expect(deps[1]).toEqual(deps[0]);
  });
});
