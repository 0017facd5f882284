/**
 * Writes deployable server configuration next to the built site:
 * - `_redirects`: one `from to 301` line per old URL of config/redirects.ts
 *   (Netlify and Cloudflare Pages read this format; scripts/serve.mjs answers
 *   301 from it too);
 * - `vercel.json`: the same redirects for Vercel, with clean URLs;
 * - `_headers`: the security headers, with third-party origins only for the
 *   services switched on in this build.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Redirect} from '../../../config/redirects';
import {securityHeaders, type ExtraOrigins} from '../../../config/securityHeaders.mjs';
import {redirectsFile, vercelConfig} from './files';

export {redirectsFile, vercelConfig} from './files';

export interface DeployConfigOptions {
  redirects: Redirect[];
  origins: ExtraOrigins;
}

export function headersFile(origins: ExtraOrigins): string {
  const lines = Object.entries(securityHeaders(origins)).map(([name, value]) => `  ${name}: ${value}`);
  return [
    '/*',
    ...lines,
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    // The Markdown twins (src/plugins/ai-docs): hosts guess a type from `.md` inconsistently.
    '/*.md',
    '  Content-Type: text/markdown; charset=utf-8',
    '',
  ].join('\n');
}

export default function deployConfigPlugin(_context: LoadContext, options: DeployConfigOptions): Plugin {
  return {
    name: 'deploy-config',
    async postBuild({outDir}) {
      await fs.writeFile(path.join(outDir, '_redirects'), redirectsFile(options.redirects));
      await fs.writeFile(path.join(outDir, 'vercel.json'), JSON.stringify(vercelConfig(options.redirects), null, 2) + '\n');
      await fs.writeFile(path.join(outDir, '_headers'), headersFile(options.origins));
    },
  };
}
