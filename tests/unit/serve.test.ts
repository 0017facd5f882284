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
  fs.mkdirSync(path.join(dir, 'cel2'));
  fs.writeFileSync(path.join(dir, 'cel2', 'index.html'), '<h1>cel2</h1>');
  fs.writeFileSync(path.join(os.tmpdir(), 'secret-outside.txt'), 'secret');
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

  it('drops trailing slashes and never redirects to another host', async () => {
    expect((await get('/network/')).headers.get('location')).toBe('/network');
    const response = await get('//evil.example/');
    expect(response.headers.get('location') ?? '').not.toMatch(/^\/\//);
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
});
