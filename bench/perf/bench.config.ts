// The site's own config with two switches for the benchmark scripts only
// (`docusaurus build --config bench/perf/bench.config.ts`):
// - link checks warn instead of failing, so a branch in the middle of an
//   integration (pages linking to pages not merged yet) can still be measured;
//   used by `run.mjs --lenient-links` and by analyze.mjs;
// - BENCH_SOURCE_MAPS=1 adds client source maps and turns minification off,
//   for analyze.mjs (bundle shares only; never for timing or sizes).
// Everything else, including the bundles, is exactly the production config.
import path from 'node:path';
import type {Config, Plugin, PluginConfig} from '@docusaurus/types';
import site from '../../docusaurus.config';

// Docusaurus resolves relative plugin paths from the config file's folder;
// the site's config names them from the repository root.
const root = path.resolve(__dirname, '..', '..');
const fromRoot = (name: string) => (name.startsWith('.') ? path.resolve(root, name) : name);
function rebase(entry: PluginConfig): PluginConfig {
  if (typeof entry === 'string') return fromRoot(entry);
  if (Array.isArray(entry) && typeof entry[0] === 'string') return [fromRoot(entry[0]), entry[1]];
  return entry;
}

const sourceMaps = process.env.BENCH_SOURCE_MAPS === '1';

function clientSourceMaps(): Plugin {
  return {
    name: 'bench-client-source-maps',
    configureWebpack(_config, isServer) {
      // The production minimizer drops most mappings, so analysis builds are
      // not minified: module shares are measured on readable output.
      return isServer ? {} : {devtool: 'source-map', optimization: {minimize: false}};
    },
  };
}

const config: Config = {
  ...site,
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'warn',
  markdown: {...site.markdown, hooks: {...site.markdown?.hooks, onBrokenMarkdownLinks: 'warn'}},
  plugins: [...((site.plugins ?? []) as PluginConfig[]).map(rebase), ...(sourceMaps ? [clientSourceMaps] : [])],
  themes: ((site.themes ?? []) as PluginConfig[]).map(rebase),
};

export default config;
