import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The production server (scripts/serve.mjs) against a tiny fake build.
const root = path.resolve(__dirname, '../..');
let dir: string;
let server: ChildProcess;
const port = 4600 + Math.floor(Math.random() * 300);
const base = `http://127.0.0.1:${port}`;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-test-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<h1>home</h1>');
  fs.writeFileSync(path.join(dir, '404.html'), '<h1>Page Not Found</h1>');
  fs.writeFileSync(path.join(dir, 'network.html'), '<h1>network</h1>');
  fs.writeFileSync(path.join(dir, 'home.html'), '<h1>home page</h1>');
  fs.mkdirSync(path.join(dir, 'cel2'));
  fs.writeFileSync(path.join(dir, 'cel2', 'index.html'), '<h1>cel2</h1>');
  fs.mkdirSync(path.join(dir, 'cel2', 'notices'));
  fs.writeFileSync(path.join(dir, 'cel2', 'notices', 'native-eth-bridging.html'), '<h1>bridging</h1>');
  // A client redirect page, as plugin-client-redirects writes it at an old path.
  fs.mkdirSync(path.join(dir, 'cel2', 'notices', 'native-ETH-bridging'));
  fs.writeFileSync(path.join(dir, 'cel2', 'notices', 'native-ETH-bridging', 'index.html'), '<p>client redirect</p>');
  fs.writeFileSync(
    path.join(dir, '_redirects'),
    [
      '/cel2/notices/native-ETH-bridging /cel2/notices/native-eth-bridging 301',
      '/tooling/libraries-sdks/cli/account /cli/account 301',
      '/network/node/overview /network#retired-testnets 301',
      '/home/index /network 301',
      '',
    ].join('\n'),
  );
  fs.writeFileSync(path.join(os.tmpdir(), 'secret-outside.txt'), 'secret');
  // Markdown twins (src/plugins/ai-docs).
  fs.writeFileSync(path.join(dir, 'network.md'), '# network');
  fs.writeFileSync(path.join(dir, 'index.md'), '# home');
  fs.mkdirSync(path.join(dir, 'cli'));
  fs.writeFileSync(path.join(dir, 'cli', 'account.html'), '<h1>account</h1>');
  fs.writeFileSync(path.join(dir, 'cli', 'account.md'), '# account');
  server = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs'), '--dir', dir, '--port', String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve) => server.stdout!.once('data', () => resolve()));
});

afterAll(() => {
  server.kill();
  fs.rmSync(dir, {recursive: true, force: true});
});

const get = (p: string) => fetch(base + p, {redirect: 'manual'});

describe('scripts/serve.mjs', () => {
  it('serves clean URLs from .html files and folder indexes', async () => {
    expect(await (await get('/network')).text()).toBe('<h1>network</h1>');
    expect(await (await get('/cel2')).text()).toBe('<h1>cel2</h1>');
    expect(await (await get('/')).text()).toBe('<h1>home</h1>');
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    const response = await get('/missing');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page Not Found');
  });

  it('redirects .html and /index.html paths to the clean path, but not unknown ones', async () => {
    expect((await get('/network.html')).headers.get('location')).toBe('/network');
    expect((await get('/cel2/index.html?x=1')).headers.get('location')).toBe('/cel2?x=1');
    expect((await get('/nowhere.html')).status).toBe(404);
  });

  it('drops trailing slashes and index forms', async () => {
    expect((await get('/network/')).headers.get('location')).toBe('/network');
    expect((await get('/cel2/')).headers.get('location')).toBe('/cel2');
    expect((await get('/cel2/index')).headers.get('location')).toBe('/cel2');
    expect((await get('/network/index?q=a')).headers.get('location')).toBe('/network?q=a');
    expect((await get('/network/index.html')).headers.get('location')).toBe('/network');
  });

  it('answers 301 from the redirect table, in every form of the old path', async () => {
    for (const p of ['/tooling/libraries-sdks/cli/account', '/tooling/libraries-sdks/cli/account/', '/tooling/libraries-sdks/cli/account.html']) {
      const response = await get(p);
      expect(response.status, p).toBe(301);
      expect(response.headers.get('location'), p).toBe('/cli/account');
    }
    expect((await get('/tooling/libraries-sdks/cli/account?x=1')).headers.get('location')).toBe('/cli/account?x=1');
    // The query string goes before the anchor of the target.
    expect((await get('/network/node/overview?x=1')).headers.get('location')).toBe('/network?x=1#retired-testnets');
  });

  it('matches an old `/a/index` path before its folder `/a`', async () => {
    expect((await get('/home/index')).headers.get('location')).toBe('/network');
    expect((await get('/home/index.html')).headers.get('location')).toBe('/network');
    expect((await get('/home')).status).toBe(200);
  });

  it('answers the table, not the client redirect page, for a mixed-case old path', async () => {
    const response = await get('/cel2/notices/native-ETH-bridging');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/cel2/notices/native-eth-bridging');
    expect((await get('/cel2/notices/native-eth-bridging')).status).toBe(200);
  });

  it('redirects a wrong-case path of a real page or an old path', async () => {
    expect((await get('/Network')).headers.get('location')).toBe('/network');
    expect((await get('/CEL2/Notices/Native-Eth-Bridging/')).headers.get('location')).toBe('/cel2/notices/native-eth-bridging');
    expect((await get('/Tooling/Libraries-SDKs/CLI/Account')).headers.get('location')).toBe('/cli/account');
    expect((await get('/NOWHERE')).status).toBe(404);
  });

  it('never redirects to another host', async () => {
    const attempts = [
      '//evil.example/',
      '//evil.example',
      '/\\evil.example/',
      '/%2F%2Fevil.example/',
      '/%5Cevil.example/',
      '/%2f%5cevil.example',
      '///evil.example/index.html',
      '/%2Fevil.example/network/',
      '/network/%2F%2Fevil.example/',
    ];
    for (const p of attempts) {
      const response = await get(p);
      const location = response.headers.get('location');
      if (location !== null) {
        expect(location, p).toMatch(/^\/(?![/\\])/);
        expect(new URL(location, base).host, p).toBe(new URL(base).host);
      } else {
        expect(response.status, p).toBe(404);
      }
    }
  });

  it('never serves files outside the build folder', async () => {
    for (const p of ['/../secret-outside.txt', '/%2e%2e/secret-outside.txt', '/..%2fsecret-outside.txt', '/a%00b']) {
      const response = await get(p);
      expect(response.status, p).toBe(404);
      expect(await response.text()).not.toContain('secret');
    }
  });

  it('sends the security headers on every response', async () => {
    for (const p of ['/', '/missing']) {
      const response = await get(p);
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
    }
  });

  it('serves Markdown twins as text/markdown, and old URLs plus .md move to the new twin', async () => {
    const twin = await get('/network.md');
    expect(twin.status).toBe(200);
    expect(twin.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(await twin.text()).toBe('# network');
    const old = await get('/tooling/libraries-sdks/cli/account.md');
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/cli/account.md');
  });

  it('answers a page with its twin when the client asks for text/markdown, and says it varies on Accept', async () => {
    const md = await fetch(`${base}/network`, {headers: {Accept: 'text/markdown'}});
    expect(md.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(md.headers.get('vary')).toContain('Accept');
    expect(await md.text()).toBe('# network');
    expect(await (await fetch(`${base}/`, {headers: {Accept: 'text/markdown, text/html;q=0.5'}})).text()).toBe('# home');
    const html = await fetch(`${base}/network`, {headers: {Accept: 'text/html,application/xhtml+xml,*/*;q=0.8'}});
    expect(await html.text()).toBe('<h1>network</h1>');
    expect(html.headers.get('vary')).toContain('Accept');
    // Markdown ranked below HTML, or refused with q=0: HTML.
    expect(await (await fetch(`${base}/network`, {headers: {Accept: 'text/html, text/markdown;q=0.5'}})).text()).toBe('<h1>network</h1>');
    expect(await (await fetch(`${base}/network`, {headers: {Accept: 'text/markdown;q=0'}})).text()).toBe('<h1>network</h1>');
  });

  it('sends validators, and 304 for a matching If-None-Match', async () => {
    const first = await get('/network');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers.get('last-modified')).toBeTruthy();
    const again = await fetch(`${base}/network`, {headers: {'If-None-Match': etag!}});
    expect(again.status).toBe(304);
  });
});
