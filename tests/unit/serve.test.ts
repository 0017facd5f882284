import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {headersFile} from '../../src/plugins/deploy-config';

// The production server (scripts/serve.mjs) against a tiny fake build.
const root = path.resolve(__dirname, '../..');
let dir: string;
const port = 4600 + Math.floor(Math.random() * 300);
const base = `http://127.0.0.1:${port}`;
// Text large enough to gain from compression, and an image, which is sent as it is (streamed from disk).
const searchIndex = JSON.stringify(Array.from({length: 400}, (_, i) => ({id: i, title: `Page ${i}`, text: 'celo docs '.repeat(5)})));
const script = 'console.log("hashed asset");\n'.repeat(100);
const image = Buffer.from(Array.from({length: 3000}, (_, i) => (i * 7919) % 251));
const LARGE_BYTES = 24 * 1024 * 1024;

// Every server a test starts, stopped in afterAll even when a test fails midway.
const children: ChildProcess[] = [];

function startServer(folder: string, onPort: number, ...extra: string[]): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs'), '--dir', folder, '--port', String(onPort), ...extra], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve) => child.stdout!.once('data', () => resolve(child)));
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-test-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<h1>home</h1>');
  fs.writeFileSync(path.join(dir, '404.html'), '<h1>Page Not Found</h1>');
  fs.mkdirSync(path.join(dir, 'es'));
  fs.writeFileSync(path.join(dir, 'es', '404.html'), '<h1>Página no encontrada</h1>');
  fs.writeFileSync(path.join(dir, 'network.html'), '<h1>network</h1>');
  fs.writeFileSync(path.join(dir, 'home.html'), '<h1>home page</h1>');
  fs.mkdirSync(path.join(dir, 'cel2'));
  fs.writeFileSync(path.join(dir, 'cel2', 'index.html'), '<h1>cel2</h1>');
  fs.mkdirSync(path.join(dir, 'cel2', 'notices'));
  fs.writeFileSync(path.join(dir, 'cel2', 'notices', 'native-eth-bridging.html'), '<h1>bridging</h1>');
  // A client redirect page, as src/plugins/deploy-config writes it at an old path.
  fs.mkdirSync(path.join(dir, 'cel2', 'notices', 'native-ETH-bridging'));
  fs.writeFileSync(path.join(dir, 'cel2', 'notices', 'native-ETH-bridging', 'index.html'), '<p>client redirect</p>');
  fs.writeFileSync(
    path.join(dir, '_redirects'),
    [
      '/cel2/notices/native-ETH-bridging /cel2/notices/native-eth-bridging 301',
      '/tooling/libraries-sdks/cli/account /cli/account 301',
      '/network/node/overview /network#retired-testnets 301',
      '/home/index /network 301',
      // Old URLs with a space or a bracket, written encoded, as src/plugins/deploy-config writes them.
      '/blog/2022/03/04/3%20Simple%20Steps%20to%20Celo /cli/account 301',
      '/command-line-interface/commands/exchange%5B/TD%5D /network 301',
      // Prefix rules of old families, deepest first; one over a folder of real pages must not hide them.
      '/tooling/libraries-sdks/* /cli/account 301',
      '/tooling/* /network 301',
      '/cel2/* /network 301',
      '',
    ].join('\n'),
  );
  fs.writeFileSync(path.join(os.tmpdir(), 'secret-outside.txt'), 'secret');
  // Links inside the build: two that lead outside it (a file, a folder), one that stays inside.
  fs.symlinkSync(path.join(os.tmpdir(), 'secret-outside.txt'), path.join(dir, 'leak.txt'));
  fs.symlinkSync('/etc', path.join(dir, 'system'));
  fs.symlinkSync(path.join(dir, 'network.html'), path.join(dir, 'alias.html'));
  // Larger than the socket buffers of both ends, so a client that stops reading leaves most of it unsent.
  fs.writeFileSync(path.join(dir, 'large.bin'), Buffer.alloc(LARGE_BYTES, 7));
  // Markdown twins (src/plugins/ai-docs).
  fs.writeFileSync(path.join(dir, 'network.md'), '# network');
  fs.writeFileSync(path.join(dir, 'index.md'), '# home');
  fs.mkdirSync(path.join(dir, 'cli'));
  fs.writeFileSync(path.join(dir, 'cli', 'account.html'), '<h1>account</h1>');
  fs.writeFileSync(path.join(dir, 'cli', 'account.md'), '# account');
  fs.mkdirSync(path.join(dir, 'search-index'));
  fs.writeFileSync(path.join(dir, 'search-index', 'manifest.json'), searchIndex);
  fs.mkdirSync(path.join(dir, 'assets', 'js'), {recursive: true});
  fs.writeFileSync(path.join(dir, 'assets', 'js', 'main.1234abcd.js'), script);
  fs.writeFileSync(path.join(dir, 'assets', 'js', 'plain.js'), script);
  fs.mkdirSync(path.join(dir, 'img'));
  fs.writeFileSync(path.join(dir, 'img', 'logo.png'), image);
  fs.writeFileSync(path.join(dir, 'empty.txt'), '');
  // The security headers as the build writes them, and the playground frame that has its own.
  fs.writeFileSync(path.join(dir, '_headers'), headersFile({script: [], connect: [], scriptHashes: ['sha256-abc=']}));
  fs.mkdirSync(path.join(dir, 'playground'));
  fs.writeFileSync(path.join(dir, 'playground', 'frame.html'), '<div id="root"></div>');
  await startServer(dir, port);
});

afterAll(() => {
  for (const child of children) child.kill();
  fs.rmSync(dir, {recursive: true, force: true});
});

const get = (p: string) => fetch(base + p, {redirect: 'manual'});

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request whose body comes back as sent (fetch would decompress it and hide HEAD bodies). */
function raw(p: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${p}`, {method, headers}, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks)}));
    });
    request.on('error', reject);
    request.end();
  });
}

/** Everything the server writes back for bytes sent on a bare socket, until it closes. */
function rawSocket(target: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(target, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

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

  it('serves each language’s not-found page at its own name, as the service worker precaches it', async () => {
    for (const [url, text] of [['/404.html', 'Page Not Found'], ['/es/404.html', 'Página no encontrada']]) {
      const response = await get(url!);
      expect(response.status, url).toBe(200);
      expect(await response.text()).toContain(text);
    }
    const missing = await get('/es/missing');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Página no encontrada');
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

  it('matches old paths with spaces and brackets as the server decodes them', async () => {
    const spaced = await get('/blog/2022/03/04/3%20Simple%20Steps%20to%20Celo');
    expect(spaced.status).toBe(301);
    expect(spaced.headers.get('location')).toBe('/cli/account');
    expect((await get('/command-line-interface/commands/exchange%5B/TD%5D')).headers.get('location')).toBe('/network');
    expect((await get('/command-line-interface/commands/exchange[/TD]')).headers.get('location')).toBe('/network');
  });

  it('sends a path of an old family no rule names to the family\'s nearest page, after exact rules and files', async () => {
    expect((await get('/tooling/libraries-sdks/unknown/page?x=1')).headers.get('location')).toBe('/cli/account?x=1');
    expect((await get('/tooling/somewhere/else/')).headers.get('location')).toBe('/network');
    // The exact rule wins over the prefix rule; the family root itself is not matched.
    expect((await get('/tooling/libraries-sdks/cli/account')).headers.get('location')).toBe('/cli/account');
    expect((await get('/tooling')).status).toBe(404);
    // A prefix rule never hides a file of the build.
    expect((await get('/cel2/notices/native-eth-bridging')).status).toBe(200);
    expect((await get('/cel2/gone')).headers.get('location')).toBe('/network');
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

  it("sends the build's _headers: the page policy with its hashes, and the frame's own policy", async () => {
    const page = await get('/network');
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self' 'strict-dynamic' 'sha256-abc=';/);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const frame = await get('/playground/frame');
    expect(frame.status).toBe(200);
    expect(frame.headers.get('content-security-policy')).toMatch(/^default-src 'none'; script-src 'self' 'unsafe-eval';/);
    expect(frame.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(frame.headers.get('x-content-type-options')).toBe('nosniff');
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
    // Strong (no W/ prefix): If-Range needs a strong validator to resume a download.
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers.get('last-modified')).toBeTruthy();
    const again = await fetch(`${base}/network`, {headers: {'If-None-Match': etag!}});
    expect(again.status).toBe(304);
  });

  it('compresses text with Brotli when offered, else gzip, else not at all, and says it varies', async () => {
    const br = await raw('/search-index/manifest.json', {'Accept-Encoding': 'gzip, deflate, br'});
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(searchIndex);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(searchIndex.length / 4);
    const gzip = await raw('/search-index/manifest.json', {'Accept-Encoding': 'gzip'});
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(searchIndex);
    // A refused coding is not sent, whatever the server prefers.
    expect((await raw('/search-index/manifest.json', {'Accept-Encoding': 'br;q=0, gzip'})).headers['content-encoding']).toBe('gzip');
    const plain = await raw('/search-index/manifest.json', {'Accept-Encoding': 'identity'});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(searchIndex);
    for (const response of [br, gzip, plain]) expect(response.headers.vary).toContain('Accept-Encoding');
    // Pages too; a file too small to gain from it is sent as it is.
    expect((await raw('/assets/js/main.1234abcd.js', {'Accept-Encoding': 'br'})).headers['content-encoding']).toBe('br');
    expect((await raw('/network', {'Accept-Encoding': 'br'})).headers['content-encoding']).toBeUndefined();
  });

  it('gives each encoding its own strong ETag, and answers If-None-Match with 304 and no body', async () => {
    const br = await raw('/search-index/manifest.json', {'Accept-Encoding': 'br'});
    const gzip = await raw('/search-index/manifest.json', {'Accept-Encoding': 'gzip'});
    const plain = await raw('/search-index/manifest.json');
    const tags = [br, gzip, plain].map((response) => response.headers.etag!);
    for (const tag of tags) expect(tag).toMatch(/^"[^"]+"$/);
    expect(new Set(tags).size).toBe(3);
    const cached = await raw('/search-index/manifest.json', {'Accept-Encoding': 'br', 'If-None-Match': `"other", ${tags[0]}`});
    expect(cached.status).toBe(304);
    expect(cached.body.length).toBe(0);
    expect(cached.headers.etag).toBe(tags[0]);
    // If-None-Match compares weakly: a W/ copy of the tag matches too, and * matches anything.
    expect((await raw('/search-index/manifest.json', {'Accept-Encoding': 'br', 'If-None-Match': `W/${tags[0]}`})).status).toBe(304);
    expect((await raw('/search-index/manifest.json', {'If-None-Match': '*'})).status).toBe(304);
    // Another encoding's tag, or a stale one: the full body.
    expect((await raw('/search-index/manifest.json', {'Accept-Encoding': 'gzip', 'If-None-Match': tags[0]!})).status).toBe(200);
    expect((await raw('/search-index/manifest.json', {'If-None-Match': '"stale"'})).status).toBe(200);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    for (const p of ['/search-index/manifest.json', '/img/logo.png', '/missing']) {
      const got = await raw(p, {'Accept-Encoding': 'br'});
      const answer = await rawSocket(port, `HEAD ${p} HTTP/1.1\r\nHost: x\r\nAccept-Encoding: br\r\nConnection: close\r\n\r\n`);
      const [head = '', body] = answer.split('\r\n\r\n');
      expect(head, p).toContain(`HTTP/1.1 ${got.status}`);
      expect(head.toLowerCase(), p).toContain(`content-length: ${got.headers['content-length']}`);
      expect(head.toLowerCase(), p).toContain(`etag: ${got.headers.etag}`);
      expect(body, p).toBe('');
    }
  });

  it('sends one byte range with 206, of files in memory and of files streamed from disk', async () => {
    for (const [p, whole] of [
      ['/search-index/manifest.json', Buffer.from(searchIndex)],
      ['/img/logo.png', image],
    ] as const) {
      const size = whole.length;
      const first = await raw(p, {Range: 'bytes=0-9'});
      expect(first.status, p).toBe(206);
      expect(first.headers['content-range'], p).toBe(`bytes 0-9/${size}`);
      expect(first.headers['content-length'], p).toBe('10');
      expect(first.body.equals(whole.subarray(0, 10)), p).toBe(true);
      expect((await raw(p, {Range: 'bytes=-5'})).body.equals(whole.subarray(size - 5)), p).toBe(true);
      expect((await raw(p, {Range: `bytes=${size - 3}-`})).body.equals(whole.subarray(size - 3)), p).toBe(true);
      // An end past the file is cut to its last byte.
      const tail = await raw(p, {Range: `bytes=10-99999999999999999999`});
      expect(tail.headers['content-range'], p).toBe(`bytes 10-${size - 1}/${size}`);
      expect(tail.body.equals(whole.subarray(10)), p).toBe(true);
      expect((await raw(p)).headers['accept-ranges'], p).toBe('bytes');
    }
  });

  it('ranges the encoded body when the client takes an encoding', async () => {
    const br = await raw('/search-index/manifest.json', {'Accept-Encoding': 'br'});
    const part = await raw('/search-index/manifest.json', {'Accept-Encoding': 'br', Range: 'bytes=0-99'});
    expect(part.status).toBe(206);
    expect(part.headers['content-encoding']).toBe('br');
    expect(part.headers['content-range']).toBe(`bytes 0-99/${br.body.length}`);
    expect(part.body.equals(br.body.subarray(0, 100))).toBe(true);
  });

  it('answers 416 to a range past the end, and the whole file to ranges it does not take', async () => {
    const size = Buffer.byteLength(searchIndex);
    for (const range of [`bytes=${size}-`, `bytes=${size + 10}-${size + 20}`, 'bytes=99999999999999999999999-', 'bytes=-0']) {
      const response = await raw('/search-index/manifest.json', {Range: range});
      expect(response.status, range).toBe(416);
      expect(response.headers['content-range'], range).toBe(`bytes */${size}`);
      expect(response.body.length, range).toBe(0);
    }
    expect((await raw('/empty.txt', {Range: 'bytes=0-'})).status).toBe(416);
    // Several ranges, another unit, nonsense or a reversed range: 200 with everything.
    for (const range of ['bytes=0-1,5-6', 'items=0-1', 'bytes=abc', 'bytes=9-2', `bytes=0-${'9'.repeat(4000)}x`]) {
      const response = await raw('/search-index/manifest.json', {Range: range});
      expect(response.status, range).toBe(200);
      expect(response.body.toString(), range).toBe(searchIndex);
    }
  });

  it('sends the range only while If-Range still names the file', async () => {
    const {etag, 'last-modified': modified} = (await raw('/search-index/manifest.json')).headers;
    expect((await raw('/search-index/manifest.json', {Range: 'bytes=0-9', 'If-Range': etag!})).status).toBe(206);
    expect((await raw('/search-index/manifest.json', {Range: 'bytes=0-9', 'If-Range': modified!})).status).toBe(206);
    expect((await raw('/search-index/manifest.json', {Range: 'bytes=0-9', 'If-Range': '"changed"'})).status).toBe(200);
    expect((await raw('/search-index/manifest.json', {Range: 'bytes=0-9', 'If-Range': `W/${etag}`})).status).toBe(200);
  });

  it('lets browsers keep hashed assets for a year, and revalidate everything else', async () => {
    expect((await raw('/assets/js/main.1234abcd.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const p of ['/assets/js/plain.js', '/network', '/search-index/manifest.json', '/img/logo.png', '/missing']) {
      expect((await raw(p)).headers['cache-control'], p).toBe('no-cache');
    }
  });

  it('answers malformed requests with a 4xx, and keeps serving', async () => {
    const badEncoding = await raw('/%E0%A4%A');
    expect(badEncoding.status).toBe(400);
    expect(badEncoding.headers['x-content-type-options']).toBe('nosniff');
    expect((await raw('/%')).status).toBe(400);
    expect((await raw(`/${'a'.repeat(9000)}`)).status).toBe(414);
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']) {
      const response = await raw('/network', {}, method);
      expect(response.status, method).toBe(405);
      expect(response.headers.allow, method).toBe('GET, HEAD');
    }
    // Not HTTP at all: Node's parser answers 400 and closes that one connection.
    expect(await rawSocket(port, 'NONSENSE\r\n\r\n')).toMatch(/^HTTP\/1\.1 400/);
    expect((await raw('/network')).status).toBe(200);
  });

  it('cuts off a client that never finishes its headers, and serves others meanwhile', async () => {
    const slowPort = port + 300;
    await startServer(dir, slowPort, '--headers-timeout', '300');
    const started = Date.now();
    // The request line and one header, then silence: the server must answer 408 and close.
    const stalled = rawSocket(slowPort, 'GET / HTTP/1.1\r\nHost: x\r\n');
    expect((await fetch(`http://127.0.0.1:${slowPort}/network`)).status).toBe(200);
    expect(await stalled).toMatch(/^HTTP\/1\.1 408/);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('refuses links that lead outside the build folder, and follows those that stay inside it (issue 40)', async () => {
    for (const p of ['/leak.txt', '/system/hostname', '/system/passwd']) {
      const response = await raw(p);
      expect(response.status, p).toBe(404);
      expect(response.body.toString(), p).not.toContain('secret');
      expect(response.body.toString(), p).not.toContain('root:');
    }
    expect((await raw('/alias')).body.toString()).toBe('<h1>network</h1>');
  });

  it('answers 304 to an If-Modified-Since not older than the file, unless If-None-Match says otherwise (issue 40)', async () => {
    const modified = (await raw('/network')).headers['last-modified']!;
    const cached = await raw('/network', {'If-Modified-Since': modified});
    expect(cached.status).toBe(304);
    expect(cached.body.length).toBe(0);
    expect((await raw('/img/logo.png', {'If-Modified-Since': new Date(Date.now() + 60_000).toUTCString()})).status).toBe(304);
    expect((await raw('/network', {'If-Modified-Since': new Date(Date.parse(modified) - 1000).toUTCString()})).status).toBe(200);
    expect((await raw('/network', {'If-Modified-Since': 'not a date'})).status).toBe(200);
    // If-None-Match takes precedence (RFC 9110, 13.2.2): a stale tag gets the body.
    expect((await raw('/network', {'If-Modified-Since': modified, 'If-None-Match': '"stale"'})).status).toBe(200);
    // The 404 page is never "not modified".
    expect((await raw('/missing', {'If-Modified-Since': modified})).status).toBe(404);
  });

  it('drops a client that stops reading a large response, by the response deadline and by the idle limit (issue 40)', async () => {
    // Limits of a second and a pause of three: on a machine busy with other work (npm test runs this
    // beside the build) a timer fires late, and a 400 ms response limit also cut off the check below
    // that the server still serves others ("fetch failed").
    for (const [offset, limits] of [
      [301, ['--response-timeout', '1000', '--idle-timeout', '60000']],
      [302, ['--response-timeout', '60000', '--idle-timeout', '1000']],
    ] as const) {
      const slowPort = port + offset;
      await startServer(dir, slowPort, ...limits);
      const socket = net.connect(slowPort, '127.0.0.1');
      let received = 0;
      socket.on('data', (chunk: Buffer) => (received += chunk.length));
      const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now())));
      socket.on('error', () => {});
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      // The request, then no reading for well past the limit: the server must give up on it.
      socket.write('GET /large.bin HTTP/1.1\r\nHost: x\r\n\r\n');
      socket.pause();
      await new Promise((resolve) => setTimeout(resolve, 3000));
      // The server serves others meanwhile (uncompressed: no compressing to wait for under the limit).
      expect((await fetch(`http://127.0.0.1:${slowPort}/network`, {headers: {'accept-encoding': 'identity'}})).status, limits.join(' ')).toBe(200);
      // Reading again, the client gets what was already in the socket buffers, then the end: never the whole file.
      const resumed = Date.now();
      socket.resume();
      expect((await closed) - resumed, limits.join(' ')).toBeLessThan(5000);
      expect(received, limits.join(' ')).toBeGreaterThan(0);
      expect(received, limits.join(' ')).toBeLessThan(LARGE_BYTES);
    }
  });

  it('keeps an idle keep-alive connection open well past Node\'s 5 s default, so a pooled client can reuse it (issue 40)', async () => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    let closed = false;
    socket.on('close', () => (closed = true));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const answers = () => text.split('HTTP/1.1 200').length - 1;
    const request = 'HEAD /network HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n';
    socket.write(request);
    await expect.poll(answers).toBe(1);
    // afdocs paused this long (scanning twins) before reusing its pooled connections.
    await new Promise((resolve) => setTimeout(resolve, 6500));
    expect(closed, 'the server closed the idle connection').toBe(false);
    socket.write(request);
    await expect.poll(answers).toBe(2);
    socket.destroy();
  });

  it('never serves files outside the build folder, whatever the encoding of the path', async () => {
    for (const p of ['/..%5csecret-outside.txt', '/%2e%2e%2f%2e%2e%2fetc/passwd', '/assets/..%2f..%2fsecret-outside.txt']) {
      const response = await raw(p, {Range: 'bytes=0-5'});
      expect(response.status, p).toBe(404);
      expect(response.body.toString(), p).not.toContain('secret');
    }
  });
});
