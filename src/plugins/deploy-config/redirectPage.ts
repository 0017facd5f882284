/**
 * The page written at each old path of config/redirects.ts, for hosts that serve files but do
 * not read `_redirects` or `vercel.json`. Same behaviour as @docusaurus/plugin-client-redirects'
 * page (a meta refresh, and a script that keeps the query and anchor when the target has none),
 * with one difference: the script is the same on every page and reads the target from the
 * page's canonical link. The plugin's script spells out each target, which would need one
 * Content-Security-Policy hash per old path; this one needs a single hash.
 */
import path from 'node:path';

/** Keeps `?query#anchor` of the old URL when the target names neither (as the plugin does). */
export const REDIRECT_SCRIPT =
  '!function(){var t=document.querySelector("link[rel=canonical]").getAttribute("href");' +
  'location.replace(/[?#]/.test(t)?t:t+location.search+location.hash)}()';

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The redirect page for a target path of the site (optionally with `#anchor`). */
export function redirectPage(to: string): string {
  const url = escapeAttribute(encodeURI(to));
  return [
    '<!DOCTYPE html>',
    '<html>',
    '  <head>',
    '    <meta charset="UTF-8">',
    `    <meta http-equiv="refresh" content="0; url=${url}">`,
    `    <link rel="canonical" href="${url}" />`,
    '  </head>',
    `  <script>${REDIRECT_SCRIPT}</script>`,
    '</html>',
    '',
  ].join('\n');
}

/**
 * Where the page for an old path goes (the site has `trailingSlash: false`): `/a/b` →
 * `a/b/index.html`, which hosts serve after a real `a/b.html`, so a page can never shadow the
 * page it leads to; `/a.html` → `a.html.html`, since `a.html/` cannot be a folder beside a file.
 */
export function redirectPagePath(from: string): string {
  const name = path.posix.basename(from);
  const dir = path.posix.dirname(from).replace(/^\//, '');
  return name.endsWith('.html') ? path.posix.join(dir, `${name}.html`) : path.posix.join(dir, name, 'index.html');
}
