/**
 * The redirect table (config/redirects.ts) as host configuration files. Pure
 * functions, shared by the plugin (./index.ts) and the tests.
 */
import type {Redirect} from '../../../config/redirects';
import type {PrefixRedirect} from '../../../config/routes/redirectTable';
import {PLAYGROUND_FRAME_PATH, playgroundFrameHeaders} from '../../../config/securityHeaders.mjs';

/** Redirects the hosts answer beyond the old paths that also get a redirect page. */
export interface ServerRules {
  /** Exact paths, as the server decodes them (a space is a space). */
  server?: Redirect[];
  /** Prefix rules, deepest first: each matches `<prefix>/<anything>` and is tried after every exact path. */
  prefixes?: PrefixRedirect[];
}

/**
 * A decoded path as a URL path: `%20` for a space, `%5B` for a bracket, as browsers send them and
 * as the whitespace-separated `_redirects` format needs.
 */
export const encodePath = (path: string): string => encodeURI(path);

/**
 * `_redirects` (Netlify, Cloudflare Pages; scripts/serve.mjs reads it too):
 * one `from to 301` line per old path, then one `prefix/* to 301` line per prefix rule (deepest
 * first: these hosts take the first rule that matches, and a rule never replaces a file that
 * exists). A target may carry `#anchor`. With `localePrefixes` (`['', '/es', '/pt-BR']`), every rule
 * is written for each language, the English one without a prefix.
 */
export function redirectsFile(redirects: Redirect[], rules: ServerRules = {}, localePrefixes: string[] = ['']): string {
  // Each language's form of a rule: `/es/old` to `/es/new` (a target on another host stays as it is).
  const localized = (prefix: string, to: string) => (/^[a-z]+:/i.test(to) ? to : prefix + to);
  const exact = localePrefixes.flatMap((locale) =>
    [...redirects, ...(rules.server ?? [])].map(({from, to}) => `${encodePath(locale + from)} ${localized(locale, to)} 301`),
  );
  const prefixes = localePrefixes.flatMap((locale) =>
    (rules.prefixes ?? []).map(({prefix, to}) => `${encodePath(locale + prefix)}/* ${localized(locale, to)} 301`),
  );
  return [...exact, ...prefixes].join('\n') + '\n';
}

/**
 * A path as a Vercel `source`, which is a path-to-regexp pattern: the characters that pattern
 * reads as syntax (`:` `(` `)` `*` `+` `?` `{` `}` `\`) are escaped so the path matches itself.
 */
export function vercelSource(path: string): string {
  return encodePath(path).replace(/[:()*+?{}\\]/g, (char) => `\\${char}`);
}

/** What Vercel allows in one project's `vercel.json` (vercel.com/docs/redirects/configuration-redirects). */
export const VERCEL_LIMITS = {redirects: 2048, sourceLength: 4096, destinationLength: 4096} as const;

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
export function vercelConfig(redirects: Redirect[], security: Record<string, string>, rules: ServerRules = {}, localePrefixes: string[] = ['']): VercelConfig {
  // The frame's folder, in each language (`playground`, `es/playground`): one pattern for all of them.
  const languages = localePrefixes.filter(Boolean).map((prefix) => prefix.slice(1) + '/');
  const folder = (languages.length ? `(?:${languages.join('|')})?` : '') + PLAYGROUND_FOLDER.slice(1);
  return {
    cleanUrls: true,
    trailingSlash: false,
    // Vercel takes the first rule that matches, before its files: exact paths first, then the prefix
    // rules deepest first, each matching one or more segments (`:path+`), never the prefix itself.
    redirects: [
      ...[...redirects, ...(rules.server ?? [])].map(({from, to}) => ({source: vercelSource(from), destination: to, permanent: true})),
      ...(rules.prefixes ?? []).map(({prefix, to}) => ({source: `${vercelSource(prefix)}/:path+`, destination: to, permanent: true})),
    ],
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
