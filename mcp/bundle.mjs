// The docs MCP endpoint as files a host deploys beside the static site, written after the pages
// step of `npm run build` (scripts/build.mjs) into `<build folder>-functions/` (`build-functions/`
// for `build/`), outside the published folder, so the function's code and its copy of the
// index are never served as files:
//
//   mcp.mjs              the handler of mcp/httpHandler.ts and everything it imports (the MCP SDK,
//                        zod, the search engine, src/data), and the build files the tools read
//                        (the search index, the Markdown twins, _redirects), in one ES module;
//                        exports handleMcp(request, info?) => Promise<Response>
//   api/mcp.mjs          Vercel: a function of the project's api/ folder (vercel.json rewrites
//                        /mcp to /api/mcp)
//   netlify/mcp.mjs      Netlify: a function of the functions folder (_redirects rewrites /mcp to
//                        /.netlify/functions/mcp)
//
// and adds the two rules to the build's vercel.json and _redirects. scripts/serve.mjs loads
// mcp.mjs when it exists and answers /mcp with it. mcp/README.md says how to deploy each.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {build} from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The folder of a build's functions: beside the build, never inside it. */
export const functionsDir = (buildDir) => `${path.resolve(buildDir)}-functions`;

/** The Netlify rule: a rewrite (200), first in the file, where Netlify takes the first rule that matches. */
export const NETLIFY_RULE = '/mcp /.netlify/functions/mcp 200';
/** The Vercel rewrite, before the Markdown rewrites. */
export const VERCEL_REWRITE = {source: '/mcp', destination: '/api/mcp'};

const VERCEL_WRAPPER = `// Vercel function for the docs MCP endpoint (mcp/bundle.mjs wrote it; vercel.json rewrites /mcp here).
// Vercel sets x-real-ip and x-forwarded-for from the connection, which the rate limit reads.
import {handleMcp} from '../mcp.mjs';

export default {fetch: (request) => handleMcp(request)};
`;

const NETLIFY_WRAPPER = `// Netlify function for the docs MCP endpoint (mcp/bundle.mjs wrote it; _redirects rewrites /mcp here).
import {handleMcp} from '../mcp.mjs';

export default (request, context) => handleMcp(request, {clientAddress: context.ip});
`;

/** The folders of the languages other than the default under a build (`es`, `pt-BR`; config/locales.json). */
const languageFolders = () => {
  const {locales} = JSON.parse(fs.readFileSync(path.join(here, '..', 'config', 'locales.json'), 'utf8'));
  return Object.values(locales).map((l) => l.baseUrl.replace(/^\/+|\/+$/g, '')).filter(Boolean);
};

/**
 * The build files the tools read (mcp/docsTools.ts): the search index of the current build
 * (search-index/manifest.json names its folder), every Markdown twin, and _redirects; and the
 * search index of each language built under it (`es/search-index/`), whose twins the walk finds.
 * @param {string} buildDir
 * @returns {Record<string, string>}
 */
export function toolFiles(buildDir) {
  const root = path.resolve(buildDir);
  const files = {};
  const add = (relative) => {
    files[relative] = fs.readFileSync(path.join(root, relative), 'utf8');
  };
  const manifest = path.join(root, 'search-index', 'manifest.json');
  if (!fs.existsSync(manifest)) throw new Error(`[mcp] No search index in ${root} (search-index/manifest.json): build the site first.`);
  const addIndex = (dir) => {
    add(`${dir}/manifest.json`);
    const {build: shards} = JSON.parse(fs.readFileSync(path.join(root, dir, 'manifest.json'), 'utf8'));
    for (const name of fs.readdirSync(path.join(root, dir, shards)).sort()) {
      if (name.endsWith('.json')) add(`${dir}/${shards}/${name}`);
    }
  };
  addIndex('search-index');
  const skipped = new Set(['assets', 'search-index']);
  for (const language of languageFolders()) {
    skipped.add(`${language}/assets`).add(`${language}/search-index`);
    if (fs.existsSync(path.join(root, language, 'search-index', 'manifest.json'))) addIndex(`${language}/search-index`);
  }
  if (fs.existsSync(path.join(root, '_redirects'))) add('_redirects');
  const walk = (dir) => {
    for (const entry of fs.readdirSync(path.join(root, dir), {withFileTypes: true})) {
      const relative = dir ? `${dir}/${entry.name}` : entry.name;
      // Hashed assets hold no twin; a link is not followed (it may lead outside the build).
      if (entry.isDirectory() && !skipped.has(relative)) walk(relative);
      else if (entry.isFile() && entry.name.endsWith('.md')) add(relative);
    }
  };
  walk('');
  return files;
}

/** Adds the Netlify rule to `_redirects` and the Vercel rewrite to `vercel.json`, once. */
function addHostRules(buildDir) {
  const redirects = path.join(buildDir, '_redirects');
  const text = fs.existsSync(redirects) ? fs.readFileSync(redirects, 'utf8') : '';
  if (!text.split('\n').includes(NETLIFY_RULE)) fs.writeFileSync(redirects, `${NETLIFY_RULE}\n${text}`);
  const vercelFile = path.join(buildDir, 'vercel.json');
  const vercel = fs.existsSync(vercelFile) ? JSON.parse(fs.readFileSync(vercelFile, 'utf8')) : {};
  const rewrites = vercel.rewrites ?? [];
  if (!rewrites.some((rule) => rule.source === VERCEL_REWRITE.source)) {
    fs.writeFileSync(vercelFile, JSON.stringify({...vercel, rewrites: [VERCEL_REWRITE, ...rewrites]}, null, 2) + '\n');
  }
}

/**
 * Writes the bundle and the host wrappers for a build, and the host rules into the build.
 * @param {{buildDir: string, origin?: string, outDir?: string}} options origin: the site's public
 *   origin (default: SITE_URL, through config/aiDocs.ts, as the build used it)
 * @returns {Promise<{outDir: string, bundle: string, bytes: number, files: number}>}
 */
export async function bundleMcp({buildDir, origin, outDir = functionsDir(buildDir)}) {
  const files = toolFiles(buildDir);
  const originSource =
    origin === undefined
      ? `import {siteUrl} from ${JSON.stringify(path.join(here, '..', 'config', 'aiDocs.ts'))};\nexport const origin = siteUrl(${JSON.stringify({SITE_URL: process.env.SITE_URL ?? ''})});`
      : `export const origin = ${JSON.stringify(new URL(origin).origin)};`;
  fs.mkdirSync(outDir, {recursive: true});
  const bundle = path.join(outDir, 'mcp.mjs');
  await build({
    entryPoints: [path.join(here, 'bundleEntry.ts')],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
    // Some of the SDK's dependencies are CommonJS and require Node's modules.
    banner: {js: "import {createRequire as __createRequire} from 'node:module'; const require = __createRequire(import.meta.url);"},
    plugins: [
      {
        name: 'mcp-build-files',
        setup(pluginBuild) {
          pluginBuild.onResolve({filter: /^virtual:mcp-build$/}, () => ({path: 'mcp-build', namespace: 'mcp-build'}));
          pluginBuild.onLoad({filter: /.*/, namespace: 'mcp-build'}, () => ({
            // One JSON string parsed at start: faster to load than the same data as an object literal.
            contents: `${originSource}\nexport const files = JSON.parse(${JSON.stringify(JSON.stringify(files))});\n`,
            resolveDir: here,
            loader: 'ts',
          }));
        },
      },
    ],
  });
  fs.mkdirSync(path.join(outDir, 'api'), {recursive: true});
  fs.writeFileSync(path.join(outDir, 'api', 'mcp.mjs'), VERCEL_WRAPPER);
  fs.mkdirSync(path.join(outDir, 'netlify'), {recursive: true});
  fs.writeFileSync(path.join(outDir, 'netlify', 'mcp.mjs'), NETLIFY_WRAPPER);
  addHostRules(buildDir);
  return {outDir, bundle, bytes: fs.statSync(bundle).size, files: Object.keys(files).length};
}

// node mcp/bundle.mjs [build folder]: the bundle of an existing build.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const buildDir = process.argv[2] ?? 'build';
  const {outDir, bytes, files} = await bundleMcp({buildDir});
  console.log(`[mcp] ${path.relative(process.cwd(), outDir)}/mcp.mjs: ${files} build files, ${(bytes / 1024 / 1024).toFixed(1)} MB; wrappers api/mcp.mjs (Vercel), netlify/mcp.mjs (Netlify)`);
}
