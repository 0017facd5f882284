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
  rewrites: {source: string; has: {type: 'header'; key: string; value: string}[]; destination: string}[];
  headers: {source: string; headers: {key: string; value: string}[]}[];
}

/** A request whose Accept header names `text/markdown` (agents ask for Markdown this way). */
const ACCEPTS_MARKDOWN = {type: 'header', key: 'accept', value: '(.*)text/markdown(.*)'} as const;

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
    // Content negotiation: a page requested with `Accept: text/markdown` gets its Markdown twin
    // (paths with a dot are files, not pages). Netlify and Cloudflare Pages cannot match on a
    // request header in `_redirects`, so there agents use the `.md` URLs, which work everywhere.
    rewrites: [
      {source: '/', has: [ACCEPTS_MARKDOWN], destination: '/index.md'},
      {source: '/:path((?!.*\\.).+)', has: [ACCEPTS_MARKDOWN], destination: '/:path.md'},
    ],
    headers: [
      {source: '/(.*)\\.md', headers: [{key: 'Content-Type', value: 'text/markdown; charset=utf-8'}]},
      {source: '/((?!.*\\.).*)', headers: [{key: 'Vary', value: 'Accept'}]},
    ],
  };
}
