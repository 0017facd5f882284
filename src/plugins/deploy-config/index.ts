/**
 * Writes deployable server configuration next to the built site:
 * - `_redirects`: one `from to 301` line per moved page (Netlify and
 *   Cloudflare Pages read this format; scripts/serve.mjs honours it too);
 * - `_headers`: the security headers, with third-party origins only for the
 *   services switched on in this build.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Redirect} from '../../../config/redirects';
import {securityHeaders, type ExtraOrigins} from '../../../config/securityHeaders.mjs';

export interface DeployConfigOptions {
  redirects: Redirect[];
  origins: ExtraOrigins;
}

export function redirectsFile(redirects: Redirect[]): string {
  return redirects.map(({from, to}) => `${from} ${to} 301`).join('\n') + '\n';
}

export function headersFile(origins: ExtraOrigins): string {
  const lines = Object.entries(securityHeaders(origins)).map(([name, value]) => `  ${name}: ${value}`);
  return ['/*', ...lines, '/assets/*', '  Cache-Control: public, max-age=31536000, immutable', ''].join('\n');
}

export default function deployConfigPlugin(_context: LoadContext, options: DeployConfigOptions): Plugin {
  return {
    name: 'deploy-config',
    async postBuild({outDir}) {
      await fs.writeFile(path.join(outDir, '_redirects'), redirectsFile(options.redirects));
      await fs.writeFile(path.join(outDir, '_headers'), headersFile(options.origins));
    },
  };
}
