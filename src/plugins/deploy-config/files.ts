/**
 * The redirect table (config/redirects.ts) as host configuration files. Pure
 * functions, shared by the plugin (./index.ts) and the tests.
 */
import type {Redirect} from '../../../config/redirects';
import {PLAYGROUND_FRAME_PATH, playgroundFrameHeaders} from '../../../config/securityHeaders.mjs';

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

/** The folder of the playground frame (`/playground`), which gets its own policy. */
export const PLAYGROUND_FOLDER = PLAYGROUND_FRAME_PATH.slice(0, PLAYGROUND_FRAME_PATH.lastIndexOf('/'));

function headerList(headers: Record<string, string>): {key: string; value: string}[] {
  return Object.entries(headers).map(([key, value]) => ({key, value}));
}

/**
 * `vercel.json` for a deployment of the build folder: clean URLs without a
 * trailing slash (the site's `trailingSlash: false`), a permanent redirect
 * per old path, and the security headers (`security`: every path but the
 * playground folder, which gets the frame's policy instead; the sources
 * exclude each other, so no host has to decide which value wins).
 */
export function vercelConfig(redirects: Redirect[], security: Record<string, string>): VercelConfig {
  const folder = PLAYGROUND_FOLDER.slice(1);
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
      {source: `/((?!${folder}/).*)`, headers: headerList(security)},
      {source: `/${folder}/(.*)`, headers: headerList({...security, ...playgroundFrameHeaders()})},
      {source: '/(.*)\\.md', headers: [{key: 'Content-Type', value: 'text/markdown; charset=utf-8'}]},
      {source: '/((?!.*\\.).*)', headers: [{key: 'Vary', value: 'Accept'}]},
    ],
  };
}
