/**
 * The redirect table (config/redirects.ts) as host configuration files. Pure
 * functions, shared by the plugin (./index.ts) and the tests.
 */
import type {Redirect} from '../../../config/redirects';

/**
 * `_redirects` (Netlify, Cloudflare Pages; scripts/serve.mjs reads it too):
 * one `from to 301` line per old path. A target may carry `#anchor`.
 */
export function redirectsFile(redirects: Redirect[]): string {
  return redirects.map(({from, to}) => `${from} ${to} 301`).join('\n') + '\n';
}

export interface VercelConfig {
  cleanUrls: boolean;
  trailingSlash: boolean;
  redirects: {source: string; destination: string; permanent: boolean}[];
}

/**
 * `vercel.json` for a deployment of the build folder: clean URLs without a
 * trailing slash (the site's `trailingSlash: false`) and a permanent redirect
 * per old path.
 */
export function vercelConfig(redirects: Redirect[]): VercelConfig {
  return {
    cleanUrls: true,
    trailingSlash: false,
    redirects: redirects.map(({from, to}) => ({source: from, destination: to, permanent: true})),
  };
}
