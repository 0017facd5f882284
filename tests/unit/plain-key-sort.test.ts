import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {byKey} from '../../src/plugins/plain-key-sort/byKey';

describe('byKey', () => {
  it('orders entries by key, whatever order they come in', () => {
    const a = Object.entries({sidebar: 1, path: 2, onItemClick: 3}).sort(byKey);
    const b = Object.entries({onItemClick: 3, sidebar: 1, path: 2}).sort(byKey);
    expect(a).toEqual(b);
    expect(a.map(([key]) => key)).toEqual(['onItemClick', 'path', 'sidebar']);
  });
});

describe('the module the plugin replaces', () => {
  // Fails when a Docusaurus upgrade moves or changes theme-common's module, so
  // the alias would silently stop applying or drop an export.
  it('still exists and exports what the replacement re-exports', () => {
    const lib = path.dirname(require.resolve('@docusaurus/theme-common'));
    const source = fs.readFileSync(path.join(lib, 'utils', 'reactUtils.js'), 'utf8');
    const exported = [...source.matchAll(/^export (?:function|class|const) (\w+)/gm)].map((match) => match[1]).sort();
    expect(exported).toEqual(['ReactContextError', 'composeProviders', 'useEvent', 'usePrevious', 'useShallowMemoObject']);
    expect(source).toMatch(/localeCompare/);
    const importers = ['contexts/navbarSecondaryMenu/content.js', 'hooks/useMutationObserver.js'];
    for (const importer of importers) expect(fs.readFileSync(path.join(lib, importer), 'utf8')).toMatch(/from '\.\.\/(\.\.\/)?utils\/reactUtils'/);
  });
});
