/**
 * Writes deployable server configuration next to the built site:
 * - `_redirects`: one `from to 301` line per old URL (Netlify and Cloudflare Pages read this
 *   format; scripts/serve.mjs answers 301 from it too);
 * - `vercel.json`: the same redirects for Vercel, with clean URLs, and the security headers;
 * - `_headers`: the security headers, with third-party origins only for the services switched
 *   on in this build (scripts/serve.mjs sends them too).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Redirect} from '../../../config/redirects';
import {playgroundFrameHeaders, securityHeaders, type ExtraOrigins} from '../../../config/securityHeaders.mjs';
import {PLAYGROUND_FOLDER, redirectsFile, vercelConfig} from './files';

export {redirectsFile, vercelConfig} from './files';

export interface DeployConfigOptions {
  redirects: Redirect[];
  origins: ExtraOrigins;
}

function block(pattern: string, headers: Record<string, string>): string[] {
  return [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)];
}

/**
 * `_headers`. Where several blocks match a path, Netlify (and scripts/serve.mjs) take each header
 * from the last block that sets it, so the playground block replaces the site's policy for the
 * frame. Cloudflare Pages joins the values instead: the frame then has both policies and its
 * preview cannot compile (the pages keep their strict policy either way).
 */
export function headersFile(origins: ExtraOrigins): string {
  return [
    ...block('/*', securityHeaders(origins)),
    ...block(`${PLAYGROUND_FOLDER}/*`, playgroundFrameHeaders()),
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
      await fs.writeFile(path.join(outDir, 'vercel.json'), JSON.stringify(vercelConfig(options.redirects, securityHeaders(options.origins)), null, 2) + '\n');
      await fs.writeFile(path.join(outDir, '_headers'), headersFile(options.origins));
    },
  };
}
