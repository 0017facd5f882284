import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import {describe, expect, it} from 'vitest';
import {redirects} from '../../config/redirects';
import {redirectTable} from '../../config/routes/redirectTable';
import {headersFile} from '../../src/plugins/deploy-config';
import {VERCEL_LIMITS, redirectsFile, vercelConfig, vercelSource} from '../../src/plugins/deploy-config/files';
import {inlineScriptHashes, inlineScripts, scriptHash} from '../../src/plugins/deploy-config/inlineScripts';
import {REDIRECT_SCRIPT, redirectPage, redirectPagePath} from '../../src/plugins/deploy-config/redirectPage';
import {securityHeaders} from '../../config/securityHeaders.mjs';

const security = securityHeaders({scriptHashes: ['sha256-abc=']});

describe('host redirect rules', () => {
  it('writes the table as host redirect rules', () => {
    expect(redirectsFile([{from: '/a', to: '/b'}])).toBe('/a /b 301\n');
    expect(redirectsFile([{from: '/a', to: '/b#c'}])).toBe('/a /b#c 301\n');
    const vercel = vercelConfig([{from: '/a', to: '/b#c'}], security);
    expect(vercel.redirects).toEqual([{source: '/a', destination: '/b#c', permanent: true}]);
    expect(vercel.trailingSlash).toBe(false);
    expect(vercel.cleanUrls).toBe(true);
  });

  it('writes one rule per redirect of the table', () => {
    const file = redirectsFile(redirects);
    expect(file.trim().split('\n')).toHaveLength(redirects.length);
    expect(file).toContain('/cel2/notices/native-ETH-bridging /cel2/notices/native-eth-bridging 301');
    expect(vercelConfig(redirects, security).redirects).toHaveLength(redirects.length);
  });

  it('writes the host rules of old URLs with spaces and brackets encoded, then prefix rules', () => {
    const rules = {
      server: [{from: '/blog/2022/03/04/Celo CLI: A Practical Guide', to: '/cli'}, {from: '/x[/TD]', to: '/cli'}],
      prefixes: [{prefix: '/tooling/libraries-sdks/cli', to: '/cli'}, {prefix: '/tooling', to: '/developer'}],
    };
    expect(redirectsFile([{from: '/a', to: '/b'}], rules)).toBe(
      [
        '/a /b 301',
        '/blog/2022/03/04/Celo%20CLI:%20A%20Practical%20Guide /cli 301',
        '/x%5B/TD%5D /cli 301',
        '/tooling/libraries-sdks/cli/* /cli 301',
        '/tooling/* /developer 301',
        '',
      ].join('\n'),
    );
    const vercel = vercelConfig([{from: '/a', to: '/b'}], security, rules);
    expect(vercel.redirects.map(({source}) => source)).toEqual([
      '/a',
      '/blog/2022/03/04/Celo%20CLI\\:%20A%20Practical%20Guide',
      '/x%5B/TD%5D',
      '/tooling/libraries-sdks/cli/:path+',
      '/tooling/:path+',
    ]);
    expect(vercelSource('/a(b)*c+d?{e}')).toBe('/a\\(b\\)\\*c\\+d\\?%7Be%7D');
  });

  it("keeps this site's redirect table within each host's limits", () => {
    const rules = {server: redirectTable.server, prefixes: redirectTable.prefixes};
    const vercel = vercelConfig(redirectTable.pages, security, rules);
    const lines = redirectsFile(redirectTable.pages, rules).trim().split('\n');
    // Vercel: at most 2,048 redirects in vercel.json, sources and destinations of at most 4,096 characters.
    expect(vercel.redirects.length).toBeLessThanOrEqual(VERCEL_LIMITS.redirects);
    for (const {source, destination} of vercel.redirects) {
      expect(source.length, source).toBeLessThanOrEqual(VERCEL_LIMITS.sourceLength);
      expect(destination.length, source).toBeLessThanOrEqual(VERCEL_LIMITS.destinationLength);
    }
    // _redirects: Cloudflare Pages takes at most 2,000 static and 100 dynamic rules (a prefix rule is dynamic), each
    // line at most 1,000 characters (developers.cloudflare.com/pages/configuration/redirects); Netlify reads the same file.
    expect(lines).toHaveLength(vercel.redirects.length);
    expect(lines.filter((line) => !line.includes('/* ')).length).toBeLessThanOrEqual(2000);
    expect(lines.filter((line) => line.includes('/* ')).length).toBeLessThanOrEqual(100);
    for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(1000);
    console.log(
      `Host files: vercel.json ${vercel.redirects.length} of ${VERCEL_LIMITS.redirects} redirects; _redirects ${lines.length} lines ` +
        `(${redirectTable.pages.length} with a redirect page, ${redirectTable.server.length} host-only, ${redirectTable.prefixes.length} prefix rules)`,
    );
  });
});

describe('security headers', () => {
  it('writes the site policy with the inline script hashes, and the frame policy after it', () => {
    const file = headersFile({script: [], connect: [], scriptHashes: ['sha256-abc=']});
    expect(file).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src 'self'; script-src 'self' 'strict-dynamic' 'sha256-abc=';/);
    expect(file).toContain('  X-Content-Type-Options: nosniff');
    const [site, frame] = file.split('\n/playground/*\n');
    expect(site).not.toMatch(/unsafe-inline'[^;]*;\s*style-src|'unsafe-eval'/);
    expect(site).toContain("frame-ancestors 'none'");
    expect(frame).toMatch(/^ {2}Content-Security-Policy: default-src 'none'; script-src 'self' 'unsafe-eval';/);
    expect(frame).toContain("frame-ancestors 'self'");
    expect(frame).toContain('  X-Frame-Options: SAMEORIGIN');
  });

  it('gives Vercel the same headers, the frame folder excluded from the site rule', () => {
    const [site, frame] = vercelConfig([], security).headers;
    expect(site!.source).toBe('/((?!playground/).*)');
    expect(site!.headers).toContainEqual({key: 'Content-Security-Policy', value: security['Content-Security-Policy']});
    expect(frame!.source).toBe('/playground/(.*)');
    const framePolicy = frame!.headers.find(({key}) => key === 'Content-Security-Policy')!.value;
    expect(framePolicy).toContain("'unsafe-eval'");
    expect(frame!.headers).toContainEqual({key: 'X-Frame-Options', value: 'SAMEORIGIN'});
    expect(frame!.headers).toContainEqual({key: 'X-Content-Type-Options', value: 'nosniff'});
  });
});

describe('inline scripts', () => {
  it('finds the scripts a browser runs inline, not external scripts or data blocks', () => {
    const html = [
      '<script>a()</script>',
      '<script src="/x.js"></script>',
      '<script defer src=/y.js></script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      '<script data-rh="true">b()</script>',
      '<script type="module">c()</script>',
      '<script type="text/javascript">d()</script>',
      '<SCRIPT>e()</SCRIPT >',
      '<script data-source="x">f()</script>',
    ].join('\n');
    expect(inlineScripts(html)).toEqual(['a()', 'b()', 'c()', 'd()', 'e()', 'f()']);
  });

  it('hashes a script as the browser does (sha256 of its UTF-8 text, base64)', () => {
    expect(scriptHash('alert(1)')).toBe('sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=');
  });

  it('lists each distinct script of a build once, sorted', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-hashes-'));
    fs.mkdirSync(path.join(dir, 'a'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<html><script>x()</script><script>y()</script></html>');
    fs.writeFileSync(path.join(dir, 'a', 'index.html'), '<html><script>y()</script></html>\n');
    fs.writeFileSync(path.join(dir, 'a', 'notes.txt'), '<script>z()</script>');
    expect(await inlineScriptHashes(dir)).toEqual([scriptHash('x()'), scriptHash('y()')].sort());
  });
});

describe('redirect pages', () => {
  it('carry the same script whatever their target, so one hash covers them all', () => {
    const pages = ['/network', '/cel2/notices/jovian#what-changes', "/a/b?x=1&y='2'"].map(redirectPage);
    for (const page of pages) expect(inlineScripts(page)).toEqual([REDIRECT_SCRIPT]);
    expect(pages[1]).toContain('<meta http-equiv="refresh" content="0; url=/cel2/notices/jovian#what-changes">');
    expect(pages[1]).toContain('<link rel="canonical" href="/cel2/notices/jovian#what-changes" />');
    expect(pages[2]).toContain('href="/a/b?x=1&amp;y=\'2\'"');
  });

  it('keep the query and anchor of the old URL when the target names neither', () => {
    const follow = (target: string, search: string, hash: string) => {
      const location = {search, hash, replaced: ''};
      const context = {
        location: Object.assign(location, {replace: (url: string) => (location.replaced = url)}),
        document: {querySelector: () => ({getAttribute: () => target})},
      };
      vm.runInNewContext(REDIRECT_SCRIPT, context);
      return location.replaced;
    };
    expect(follow('/network', '?utm=x', '#mainnet')).toBe('/network?utm=x#mainnet');
    expect(follow('/network#testnets', '?utm=x', '#mainnet')).toBe('/network#testnets');
    expect(follow('/network', '', '')).toBe('/network');
  });

  it('go where hosts serve them after a real page of the same path', () => {
    expect(redirectPagePath('/developer/particle-network')).toBe('developer/particle-network/index.html');
    expect(redirectPagePath('/old.html')).toBe('old.html.html');
    expect(redirectPagePath('/a/b.html')).toBe('a/b.html.html');
  });
});
