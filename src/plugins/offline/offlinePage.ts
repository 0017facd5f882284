/**
 * The offline page: what a reader gets, offline, for a page this device has not kept. A plain
 * HTML file with the site's stylesheet and no React, so it shows whatever else failed to load.
 * Its list of pages that are available offline is filled in by offlinePage.client.js, which the
 * script loader starts, as on every page: the site's policy refuses a `<script src>` written in
 * the HTML (src/script-loader/README.md).
 */
import {LOADER_SCRIPT, placeholderHtml, PRELOAD_SCRIPT} from '../../script-loader/scripts';

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'})[c]!);

export function offlinePageHtml({title, css, script}: {title: string; css: string[]; script: string}): string {
  const styles = css.map((href) => `<link rel="stylesheet" href="${escape(href)}">`).join('');
  return `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
${placeholderHtml(script, 'defer')}<script>${PRELOAD_SCRIPT}</script>
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Offline | ${escape(title)}</title>
<link rel="icon" href="/img/favicon.svg">
${styles}
</head>
<body>
<nav class="navbar" aria-label="Main"><div class="navbar__inner"><div class="navbar__items">
<a class="navbar__brand" href="/"><img class="navbar__logo" src="/img/logo-light.svg" alt="" width="32" height="32"><b class="navbar__title">${escape(title)}</b></a>
</div></div></nav>
<main class="container margin-vert--xl" id="offline">
<h1>This page is not available offline</h1>
<p id="offline-reason">You are offline, and this page has not been kept on this device.</p>
<p><a id="offline-retry" href="">Try again</a> when you are back online, or open a page that is available offline.</p>
<h2>Pages available offline</h2>
<p id="offline-status" role="status">Looking for the pages kept on this device…</p>
<ul id="offline-pages"></ul>
</main>
<script>${LOADER_SCRIPT}</script>
</body>
</html>
`;
}
