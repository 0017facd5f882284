/**
 * Writes deployable server configuration next to the built site, from the redirect table
 * (config/routes/redirectTable.ts):
 * - a redirect page at each old page URL (`redirects`: config/redirects.ts and the page paths of
 *   the old navigations; ./redirectPage.ts), for hosts that read neither of the files below;
 * - `_redirects`: one `from to 301` line per old URL, then the sources of upstream's redirect
 *   rules (`server`) and the prefix rules of its wildcard families (`prefixes`), which get no
 *   page (Netlify and Cloudflare Pages read this format; scripts/serve.mjs answers 301 from it too);
 * - `vercel.json`: the same redirects for Vercel, with clean URLs, and the security headers;
 * - `_headers`: the security headers, with third-party origins only for the services switched
 *   on in this build (scripts/serve.mjs sends them too).
 * After the pages step, `npm run build` adds the docs MCP endpoint's rules to `_redirects` and
 * `vercel.json` (mcp/bundle.mjs; the function itself is written beside the build).
 *
 * The Content-Security-Policy allows the build's inline scripts by hash (./inlineScripts.ts), so
 * the redirect pages are written first and the pages are read after: every page of the build,
 * as it will be served, is covered.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Redirect} from '../../../config/redirects';
import {playgroundFrameHeaders, securityHeaders, type ExtraOrigins, type PolicySources} from '../../../config/securityHeaders.mjs';
import {PLAYGROUND_FOLDER, redirectsFile, vercelConfig, type ServerRules} from './files';
import {inlineScriptHashes} from './inlineScripts';
import {redirectPage, redirectPagePath} from './redirectPage';

export {redirectsFile, vercelConfig} from './files';

export interface DeployConfigOptions extends ServerRules {
  /** Old page URLs: a redirect page each, and a host rule. */
  redirects: Redirect[];
  origins: ExtraOrigins;
}

function block(pattern: string, headers: Record<string, string>): string[] {
  return [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)];
}

/**
 * `_headers`. Where several blocks match a path, Netlify (and scripts/serve.mjs) take each header
 * from the last block that sets it, so the playground block replaces the site's policy for the
 * frame. Cloudflare Pages joins the values instead: the frame then has both policies and its
 * preview cannot compile (the pages keep their strict policy either way).
 */
export function headersFile(sources: PolicySources, localePrefixes: string[] = ['']): string {
  return [
    ...block('/*', securityHeaders(sources)),
    // Each language has its own copy of the frame (`/es/playground/`).
    ...localePrefixes.flatMap((prefix) => block(`${prefix}${PLAYGROUND_FOLDER}/*`, playgroundFrameHeaders())),
    // Hashed files, in each language's build (`/es/assets/*`): their names change with their content.
    ...localePrefixes.flatMap((prefix) => block(`${prefix}/assets/*`, {'Cache-Control': 'public, max-age=31536000, immutable'})),
    // The Markdown twins (src/plugins/ai-docs): hosts guess a type from `.md` inconsistently.
    '/*.md',
    '  Content-Type: text/markdown; charset=utf-8',
    '',
  ].join('\n');
}

async function writeRedirectPages(outDir: string, redirects: Redirect[], baseUrl: string): Promise<void> {
  const prefix = baseUrl.replace(/\/$/, '');
  for (const {from, to} of redirects) {
    const file = path.join(outDir, redirectPagePath(from));
    await fs.mkdir(path.dirname(file), {recursive: true});
    // `wx`: a redirect page must never replace a page of the site.
    await fs.writeFile(file, redirectPage(prefix + to), {flag: 'wx'}).catch((error: NodeJS.ErrnoException) => {
      throw error.code === 'EEXIST' ? new Error(`[deploy-config] ${from} is a page of the site and an old path in config/redirects.ts`) : error;
    });
  }
}

/** The site's root folder, from a language's out dir (`build/es` for baseUrl `/es/`). */
export function siteRoot(outDir: string, baseUrl: string): string {
  return path.join(outDir, ...baseUrl.split('/').filter(Boolean).map(() => '..'));
}

/** The URL prefixes of the languages built into the root so far (`''` for English), in the config's order. */
async function builtLocalePrefixes(root: string, context: LoadContext): Promise<string[]> {
  const prefixes: string[] = [];
  for (const locale of context.i18n.locales) {
    const baseUrl = context.i18n.localeConfigs[locale]?.baseUrl ?? '/';
    const built = locale === context.i18n.currentLocale || (await fs.stat(path.join(root, baseUrl, 'index.html')).then(() => true, () => false));
    if (built) prefixes.push(baseUrl.replace(/\/$/, ''));
  }
  return prefixes;
}

export default function deployConfigPlugin(context: LoadContext, options: DeployConfigOptions): Plugin {
  return {
    name: 'deploy-config',
    async postBuild({outDir}) {
      await writeRedirectPages(outDir, options.redirects, context.baseUrl);
      // Hosts read these files at the root only, and each language is built into a folder of the root
      // after English: so every language's build writes them again, for every language built so far.
      const root = siteRoot(outDir, context.baseUrl);
      const localePrefixes = await builtLocalePrefixes(root, context);
      const scriptHashes = await inlineScriptHashes(root);
      const sources = {...options.origins, scriptHashes};
      const rules: ServerRules = {server: options.server, prefixes: options.prefixes};
      await fs.writeFile(path.join(root, '_redirects'), redirectsFile(options.redirects, rules, localePrefixes));
      // Vercel allows 2,048 redirects, fewer than the old paths of every language: the other languages'
      // old paths are answered there by their redirect pages (written above, in each language's folder).
      await fs.writeFile(path.join(root, 'vercel.json'), JSON.stringify(vercelConfig(options.redirects, securityHeaders(sources), rules, localePrefixes), null, 2) + '\n');
      await fs.writeFile(path.join(root, '_headers'), headersFile(sources, localePrefixes));
      console.log(
        `[deploy-config] ${options.redirects.length} redirect pages; ${options.server?.length ?? 0} more host redirects and ` +
          `${options.prefixes?.length ?? 0} prefix rules, for ${localePrefixes.map((prefix) => prefix || '/').join(', ')}; ` +
          `${scriptHashes.length} inline script hashes in the Content-Security-Policy`,
      );
    },
  };
}
