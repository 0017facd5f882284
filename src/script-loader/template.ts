/**
 * The page template (`ssrTemplate` in docusaurus.config.ts, Docusaurus's public way to change the
 * HTML around each page). It is Docusaurus's default template
 * (@docusaurus/core/lib/ssg/ssgTemplate.html.js) with the page's scripts started by the script
 * loader (./scripts.ts, README.md):
 * - the scripts Docusaurus names for the page (its route chunks, the bundler runtime, `main.js`)
 *   are placeholders right after `<meta charset>`, followed by the preload script, so the
 *   downloads start with the first bytes of the page: an inline script also waits for the
 *   stylesheets above it, so after the stylesheet links they would start only once the CSS arrived;
 * - the loader is the last element of `<body>`.
 * tests/unit/script-loader.test.ts renders this template and Docusaurus's with the same data and
 * checks that they differ in nothing else, so a change of the default template after an upgrade
 * fails there.
 */
import {LOADER_SCRIPT, PLACEHOLDER_TYPE, PRELOAD_SCRIPT} from './scripts';

export function siteTemplate(): string {
  return `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <% it.scripts.forEach((script) => { %>
      <script type="${PLACEHOLDER_TYPE}" data-src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>
    <script>${PRELOAD_SCRIPT}</script>
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>${LOADER_SCRIPT}</script>
  </body>
</html>
`;
}
