/**
 * The site with @easyops-cn/docusaurus-search-local in place of the local
 * search plugin, for the comparison in eval.ts and perf.ts:
 *
 *   npx docusaurus build --config bench/search/docusaurus.easyops.config.ts --out-dir /tmp/build-easyops
 *   EASYOPS_BUILD_DIR=/tmp/build-easyops npx tsx bench/search/eval.ts build
 *
 * Docusaurus resolves relative plugin paths from the config file, so the
 * site's own `./src/...` entries are made absolute here.
 */
import path from 'node:path';
import type {Config} from '@docusaurus/types';
import config from '../../docusaurus.config';

type Entry = NonNullable<Config['plugins']>[number];

const siteDir = path.resolve(__dirname, '../..');
const absolute = (entry: Entry): Entry => {
  if (typeof entry === 'string' && entry.startsWith('./')) return path.join(siteDir, entry);
  if (Array.isArray(entry) && typeof entry[0] === 'string' && entry[0].startsWith('./')) {
    return [path.join(siteDir, entry[0]), entry[1]] as Entry;
  }
  return entry;
};
const isLocalSearch = (entry: Entry) =>
  Array.isArray(entry) && typeof entry[0] === 'string' && entry[0].includes('local-search');

const easyopsConfig: Config = {
  ...config,
  plugins: (config.plugins ?? []).filter((entry) => !isLocalSearch(entry)).map(absolute),
  themes: [
    ...(config.themes ?? []).map(absolute),
    [
      '@easyops-cn/docusaurus-search-local',
      {hashed: true, docsRouteBasePath: '/', indexBlog: false, indexPages: true, language: ['en']},
    ],
  ],
};

export default easyopsConfig;
