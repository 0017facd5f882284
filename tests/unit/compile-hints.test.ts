import {describe, expect, it} from 'vitest';
import type {ConfigureWebpackUtils} from '@docusaurus/types';
import compileHintsPlugin, {COMPILE_HINT} from '../../src/plugins/compile-hints';

// A stand-in bundler that records what the plugin asks of it.
class FakeBannerPlugin {
  constructor(readonly options: Record<string, unknown>) {}
}
const utils = {
  currentBundler: {
    name: 'rspack',
    instance: {BannerPlugin: FakeBannerPlugin, Compilation: {PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: 400, PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE: 700, PROCESS_ASSETS_STAGE_OPTIMIZE_HASH: 2500}},
  },
} as unknown as ConfigureWebpackUtils;

function configure(isServer: boolean) {
  const plugin = compileHintsPlugin();
  return plugin.configureWebpack?.({}, isServer, utils, {} as never) as {plugins?: FakeBannerPlugin[]};
}

describe('compile-hints', () => {
  it('is V8 magic comment on a line of its own', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });
  it('adds the comment, unwrapped, to the top of every client script', () => {
    const [banner, ...rest] = configure(false).plugins ?? [];
    expect(rest).toEqual([]);
    expect(banner?.options).toMatchObject({banner: COMPILE_HINT, raw: true});
    expect(banner?.options.footer).toBeFalsy();
    const test = banner?.options.test as RegExp;
    expect(['assets/js/main.0a1b2c3d.js', 'assets/js/runtime~main.0a1b2c3d.js'].every((f) => test.test(f))).toBe(true);
    expect(test.test('assets/css/styles.0a1b2c3d.css')).toBe(false);
  });
  it('adds it after minification, which would drop it, and before content hashing', () => {
    const stage = (configure(false).plugins?.[0]?.options.stage ?? 0) as number;
    expect(stage).toBeGreaterThan(400);
    expect(stage).toBeLessThan(2500);
  });
  it('leaves the server bundle alone', () => {
    expect(configure(true).plugins ?? []).toEqual([]);
  });
});
