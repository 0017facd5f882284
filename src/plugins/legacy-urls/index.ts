/**
 * Keeps old links working in the browser: anchors of the 2025 docs pages
 * (network, contracts and celocli headings) are rewritten to this site's
 * anchors on load and on every route change (./client.ts, table in
 * ./anchors.ts). Old paths are handled by config/redirects.ts.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function legacyUrlsPlugin(): Plugin {
  return {
    name: 'legacy-urls',
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
  };
}
