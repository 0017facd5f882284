/**
 * Puts each page's route chunks in its HTML as deferred scripts.
 *
 * Docusaurus writes only the bundler runtime and `main.js` into a page. The
 * chunks of the page's own routes (its content, the doc layout, the sidebar)
 * are found only when `main.js` runs: it then creates one `<script>` per chunk
 * and waits for them before hydrating. On a slow link that is one more round
 * trip after `main.js`; on a slow phone, creating and inserting those
 * elements is a fifth of `main.js`'s start-up task. (Docusaurus's own code
 * for this, `getBundles` in the SSG template, looks the chunks up by module
 * path, which the Rspack manifest does not use, so it adds nothing.)
 *
 * With the tags in the page, the browser fetches the chunks alongside
 * `main.js`, and they register with the runtime before it starts, so the
 * start-up code finds them installed.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {injectChunkScripts, pageChunkFiles, parseRoutesModule, type ChunkTree, type ClientManifest} from './routeScripts';

/** The HTML file of a route path: `path.html` or `path/index.html`, whichever `trailingSlash` made. */
async function readPage(outDir: string, routePath: string): Promise<{file: string; html: string} | null> {
  const name = routePath.replace(/^\/|\/$/g, '');
  const candidates = name ? [`${name}.html`, path.join(name, 'index.html')] : ['index.html'];
  for (const candidate of candidates) {
    const file = path.join(outDir, candidate);
    const html = await fs.readFile(file, 'utf8').catch(() => null);
    if (html !== null) return {file, html};
  }
  return null;
}

async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await fs.readFile(file, 'utf8')) as T;
}

export default function routeScriptsPlugin(): Plugin {
  return {
    name: 'route-scripts',
    async postBuild({outDir, routesPaths, generatedFilesDir, siteConfig}) {
      const routes = parseRoutesModule(await fs.readFile(path.join(generatedFilesDir, 'routes.js'), 'utf8'));
      const routesChunkNames = await readJson<Record<string, ChunkTree>>(path.join(generatedFilesDir, 'routesChunkNames.json'));
      const manifest = await readJson<ClientManifest>(path.join(generatedFilesDir, 'client-manifest.json'));
      let pages = 0;
      for (const routePath of new Set(routesPaths)) {
        const page = await readPage(outDir, routePath);
        if (!page) continue;
        const {file, html} = page;
        const files = pageChunkFiles(routePath, routes, routesChunkNames, manifest);
        const updated = injectChunkScripts(html, files, siteConfig.baseUrl);
        if (updated === html) continue;
        await fs.writeFile(file, updated);
        pages += 1;
      }
      console.log(`[route-scripts] route chunks written into ${pages} pages`);
    },
  };
}
