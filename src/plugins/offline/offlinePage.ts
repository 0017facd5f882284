/**
 * The offline page: what a reader gets, offline, for a page this device has not kept. A plain
 * HTML file with the site's stylesheet and no React, so it shows whatever else failed to load.
 * Its list of pages that are available offline is filled in by offlinePage.client.js, which the
 * script loader starts, as on every page: the site's policy refuses a `<script src>` written in
 * the HTML (src/script-loader/README.md). Each language's build writes its own (`/es/offline`), in its
 * words (strings.ts), listing its own pages.
 */
import {LOADER_SCRIPT, placeholderHtml, PRELOAD_SCRIPT} from '../../script-loader/scripts';
import type {OfflineStrings} from './strings';

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'})[c]!);

export interface OfflinePageInput {
  title: string;
  css: string[];
  script: string;
  /** The language's `<html lang>` and base URL (`/`, `/es/`): its links, logo and lists are under it. */
  lang: string;
  base: string;
  /** This page's own URL (`/offline`, `/es/offline`) and the language's "Save for offline" list. */
  page: string;
  saveManifest: string;
  strings: OfflineStrings;
}

export function offlinePageHtml({title, css, script, lang, base, page, saveManifest, strings}: OfflinePageInput): string {
  const styles = css.map((href) => `<link rel="stylesheet" href="${escape(href)}">`).join('');
  const {title: tabTitle, heading, offlineReason, retry, retryRest, listHeading, looking, mainNavigation, ...scriptStrings} = strings;
  // Where the script looks, and what it writes, in this language (offlinePage.client.js).
  const data = {base, page, manifest: saveManifest, strings: scriptStrings};
  return `<!doctype html>
<html lang="${escape(lang)}" dir="ltr">
<head>
<meta charset="utf-8">
${placeholderHtml(script, 'defer')}<script>${PRELOAD_SCRIPT}</script>
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(tabTitle)} | ${escape(title)}</title>
<link rel="icon" href="${escape(base)}img/favicon.svg">
${styles}
</head>
<body>
<nav class="navbar" aria-label="${escape(mainNavigation)}"><div class="navbar__inner"><div class="navbar__items">
<a class="navbar__brand" href="${escape(base)}"><img class="navbar__logo" src="${escape(base)}img/logo-light.svg" alt="" width="32" height="32"><b class="navbar__title">${escape(title)}</b></a>
</div></div></nav>
<main class="container margin-vert--xl" id="offline" data-offline="${escape(JSON.stringify(data))}">
<h1>${escape(heading)}</h1>
<p id="offline-reason">${escape(offlineReason)}</p>
<p><a id="offline-retry" href="">${escape(retry)}</a>${escape(retryRest)}</p>
<h2>${escape(listHeading)}</h2>
<p id="offline-status" role="status">${escape(looking)}</p>
<ul id="offline-pages"></ul>
</main>
<script>${LOADER_SCRIPT}</script>
</body>
</html>
`;
}
