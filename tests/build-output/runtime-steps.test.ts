/**
 * The bundler runtime's chunk-loading steps (`__webpack_require__.f`) that src/clientModules/chunkYield
 * and src/clientModules/chunkLoadFailures extend (PATCHES.md, "Private dependencies"): the runtime
 * of the site's own build still has the prefetch step and the JSONP step those modules expect. If an
 * Rspack upgrade renames them, the client modules would do nothing, silently.
 */
import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {BUILD_DIR, builtFile} from './support/buildOutput';

describe('bundler runtime steps in the build', () => {
  it('has the chunk-loading steps the client modules extend', () => {
    const runtime = fs.readdirSync(builtFile(BUILD_DIR, 'assets/js')).find((name) => /^runtime~main\.[0-9a-f]+\.js$/.test(name));
    expect(runtime, 'no runtime~main script in build/assets/js').toBeDefined();
    const source = fs.readFileSync(builtFile(BUILD_DIR, `assets/js/${runtime}`), 'utf8');
    expect(source).toMatch(/\.f\.prefetch=/);
    expect(source).toMatch(/\.f\.j=/);
  });
});
