/**
 * The inline scripts of the built pages, as Content-Security-Policy hashes. The policy allows
 * exactly these scripts (config/securityHeaders.mjs) instead of 'unsafe-inline'. They are read
 * from the built HTML, so a script added by a theme, plugin or service is found without being
 * listed anywhere; a script that differs per page would add one hash per page, which
 * tests/unit/deploy-config.test.ts and the build output make visible.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** Types a browser runs as script; other types (`application/ld+json`) are data, not covered by CSP. */
const RUNNABLE_TYPE = /^\s*(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script)\s*$/i;

function attribute(attributes: string, name: string): string | null {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?(?=\\s|$)`, 'i').exec(attributes);
  if (!match) return null;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/** The bodies of the scripts a browser would run inline in this HTML. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (attribute(attributes, 'src') !== null) continue;
    const type = attribute(attributes, 'type');
    if (type !== null && !RUNNABLE_TYPE.test(type)) continue;
    scripts.push(body);
  }
  return scripts;
}

/** The CSP hash source of a script body: `sha256-<base64>` (quoted by the policy writer). */
export function scriptHash(body: string): string {
  return `sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}`;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, {withFileTypes: true, recursive: true});
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Reads a page whole. Docusaurus runs the plugins' postBuild hooks at the same time, and another
 * plugin may be rewriting a page while this reads it; a page read mid-write is short of its closing
 * tag, so it is read again. A page that never ends in `</html>` stops the build: a missed script would be blocked.
 */
async function readWhole(file: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const html = await fs.readFile(file, 'utf8');
    if (html.trimEnd().endsWith('</html>')) return html;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`[deploy-config] ${file} does not end in </html>; cannot list its inline scripts`);
}

/** The sorted, distinct hashes of every inline script of every page under `outDir`. */
export async function inlineScriptHashes(outDir: string): Promise<string[]> {
  const hashes = new Set<string>();
  for (const file of await htmlFiles(outDir)) {
    for (const body of inlineScripts(await readWhole(file))) hashes.add(scriptHash(body));
  }
  return [...hashes].sort();
}
