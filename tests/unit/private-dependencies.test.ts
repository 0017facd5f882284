/**
 * Canary tests of the private code the site still depends on (PATCHES.md, "Private dependencies"):
 * each fails by name when an upgrade moves or drops what the site reaches for, where the site's
 * own code would otherwise stop working without an error.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const themeCommonLib = path.dirname(require.resolve('@docusaurus/theme-common'));
const themeClassicLib = path.dirname(require.resolve('@docusaurus/theme-classic'));

describe('@docusaurus/theme-common/internal: useNavbarMobileSidebar', () => {
  it('is still exported from internal, and still not from the public entry', () => {
    // src/theme/Navbar/MobileSidebar reads whether the reader opened the menu.
    expect(fs.readFileSync(path.join(themeCommonLib, 'internal.d.ts'), 'utf8')).toMatch(/\buseNavbarMobileSidebar\b/);
    // Once the public entry exports it, import it from there and delete this entry.
    expect(fs.readFileSync(path.join(themeCommonLib, 'index.d.ts'), 'utf8')).not.toMatch(/\buseNavbarMobileSidebar\b/);
  });
});

describe('@docusaurus/theme-classic/lib/prism-include-languages (src/plugins/lazy-prism)', () => {
  it('is still the client module that registers Prism languages on every page', () => {
    // The plugin aliases this file to an empty module; a rename would silently put Prism back in main.js.
    const file = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');
    expect(fs.readFileSync(file, 'utf8')).toMatch(/from 'prism-react-renderer'/);
    expect(fs.readFileSync(path.join(themeClassicLib, 'index.js'), 'utf8')).toMatch(/getClientModules\(\)[^]*?'\.\/prism-include-languages'/);
  });
});
