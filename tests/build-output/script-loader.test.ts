/**
 * src/script-loader on the site's own build: no page of the build names a script the browser
 * would fetch by itself (the site's policy has 'strict-dynamic', which refuses those), every page
 * with placeholders ends its body with the loader and fetches its scripts from the start of its
 * head, and both header files allow the loader's two scripts by their hashes. The template and
 * the scripts on small inputs: tests/unit/script-loader.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {scriptHash} from '../../src/plugins/deploy-config/inlineScripts';
import {LOADER_SCRIPT, PLACEHOLDER_TYPE, PRELOAD_SCRIPT} from '../../src/script-loader/scripts';
import {BUILD_DIR, builtFile, htmlFiles, readBuilt, scriptSources} from './support/buildOutput';

/** The playground frame loads its own script, under its own policy without 'strict-dynamic' (src/plugins/live-playground). */

describe('the script loader in the build', () => {
  // Each language has its own copy of the frame (`es/playground/`), under the same policy.
  const isFrame = (file: string) => /^(?:[^/]+\/)?playground\//.test(path.relative(BUILD_DIR, file).split(path.sep).join('/'));
  const pages = htmlFiles(builtFile(BUILD_DIR, '.')).filter((file) => !isFrame(file));

  it('leaves no `<script src>` and no preload link in any page, and puts the loader last in the body of every page with placeholders', () => {
    expect(pages.length).toBeGreaterThan(200);
    const problems = pages.flatMap((file) => {
      const html = fs.readFileSync(file, 'utf8');
      const name = path.relative(BUILD_DIR, file);
      const tags = html.match(/<(?:script|link)\b[^>]*>/gi) ?? [];
      if (tags.some((tag) => /^<script/i.test(tag) && /\ssrc=/i.test(tag))) return [`${name}: a <script src> that 'strict-dynamic' refuses`];
      if (tags.some((tag) => /^<link/i.test(tag) && /\sas="?script/i.test(tag))) return [`${name}: a preload link in the HTML, which Chromium refuses under 'strict-dynamic'`];
      const body = html.slice(0, html.lastIndexOf('</body>')).trimEnd();
      if (html.includes(`type="${PLACEHOLDER_TYPE}"`) && !body.endsWith(`<script>${LOADER_SCRIPT}</script>`)) {
        return [`${name}: placeholders without the loader last in its body`];
      }
      return [];
    });
    expect(problems).toEqual([]);
  });

  it.each(['index.html', 'cli/account.html', 'network/celo-sepolia.html', '404.html', 'offline.html'])(
    '%s fetches its scripts from right after <meta charset>, before any stylesheet',
    (file) => {
      const html = readBuilt(BUILD_DIR, file);
      const head = html.slice(0, html.indexOf('</head>'));
      const charset = head.search(/<meta charset=/i);
      const preload = head.indexOf(`<script>${PRELOAD_SCRIPT}</script>`);
      const firstPlaceholder = head.indexOf(`type="${PLACEHOLDER_TYPE}"`);
      expect(charset, file).toBeGreaterThanOrEqual(0);
      expect(firstPlaceholder, file).toBeGreaterThan(charset);
      expect(preload, file).toBeGreaterThan(firstPlaceholder);
      // Nothing but placeholders between <meta charset> and the preload script.
      expect(head.slice(charset, preload).replace(/^<meta[^>]*>/i, '').replace(new RegExp(`<script type="${PLACEHOLDER_TYPE}"[^>]*></script>`, 'g'), '').trim(), file).toBe('');
      expect(preload, file).toBeLessThan(head.search(/<link[^>]*rel="?stylesheet/));
      expect(scriptSources(head).length, file).toBeGreaterThan(0);
    },
  );

  it('gives the offline page its own script through the loader', () => {
    expect(scriptSources(readBuilt(BUILD_DIR, 'offline.html'))).toEqual(['/offline.js']);
  });

  it("allows the loader's two scripts by their hashes, after 'strict-dynamic', in both header files", () => {
    for (const file of ['_headers', 'vercel.json']) {
      const text = readBuilt(BUILD_DIR, file);
      expect(text, file).toContain(`script-src 'self' 'strict-dynamic' 'sha256-`);
      expect(text, file).toContain(`'${scriptHash(PRELOAD_SCRIPT)}'`);
      expect(text, file).toContain(`'${scriptHash(LOADER_SCRIPT)}'`);
    }
  });
});
