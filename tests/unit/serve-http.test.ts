import {afterAll, describe, expect, it} from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {cacheControl, etagMatches, ifRangeHolds, notModified, parseRange, pickEncoding} from '../../scripts/serve/http.mjs';
import {createTextCache} from '../../scripts/serve/files.mjs';

// The rules and the file cache behind scripts/serve.mjs, called directly; serve.test.ts checks them over HTTP.

describe('pickEncoding', () => {
  it('prefers br, falls back to gzip, and honours q=0 and *', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0.5, gzip;q=1')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*, br;q=0')).toBe('gzip');
    expect(pickEncoding('GZIP;Q=0.8')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

describe('parseRange', () => {
  it('reads one range: first-last, first-, and -suffix, cut to the file', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({start: 0, end: 9});
    expect(parseRange('bytes=90-', 100)).toEqual({start: 90, end: 99});
    expect(parseRange('bytes=-10', 100)).toEqual({start: 90, end: 99});
    expect(parseRange('bytes=-500', 100)).toEqual({start: 0, end: 99});
    expect(parseRange('bytes=50-5000', 100)).toEqual({start: 50, end: 99});
  });

  it('says unsatisfiable for a start past the end, an empty suffix or an empty file', () => {
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=100-200', 100)).toBe('unsatisfiable');
    expect(parseRange(`bytes=${'9'.repeat(400)}-`, 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable');
  });

  it('ignores what it does not take: no header, other units, several ranges, nonsense', () => {
    for (const header of [undefined, '', 'items=0-1', 'bytes=0-1,4-5', 'bytes=-', 'bytes=a-b', 'bytes=9-2', 'bytes 0-1']) {
      expect(parseRange(header, 100), String(header)).toBeNull();
    }
  });
});

describe('validators', () => {
  it('If-None-Match: weak comparison over a list, or *', () => {
    expect(etagMatches('"a"', '"a"')).toBe(true);
    expect(etagMatches('W/"a"', '"a"')).toBe(true);
    expect(etagMatches('"x", "a"', '"a"')).toBe(true);
    expect(etagMatches('*', '"a"')).toBe(true);
    expect(etagMatches('"b"', '"a"')).toBe(false);
    expect(etagMatches(undefined, '"a"')).toBe(false);
  });

  it('304 by If-None-Match, else by an If-Modified-Since not older than the file (RFC 9110, 13.2.2)', () => {
    const mtimeMs = Date.parse('Mon, 23 Nov 2026 10:00:00 GMT') + 400;
    expect(notModified({'if-modified-since': 'Mon, 23 Nov 2026 10:00:00 GMT'}, '"a"', mtimeMs)).toBe(true);
    expect(notModified({'if-modified-since': 'Tue, 24 Nov 2026 10:00:00 GMT'}, '"a"', mtimeMs)).toBe(true);
    expect(notModified({'if-modified-since': 'Mon, 23 Nov 2026 09:59:59 GMT'}, '"a"', mtimeMs)).toBe(false);
    // If-None-Match takes precedence: a stale tag means the body, whatever the date says.
    expect(notModified({'if-none-match': '"b"', 'if-modified-since': 'Tue, 24 Nov 2026 10:00:00 GMT'}, '"a"', mtimeMs)).toBe(false);
    expect(notModified({'if-none-match': '"a"', 'if-modified-since': 'Mon, 23 Nov 2020 10:00:00 GMT'}, '"a"', mtimeMs)).toBe(true);
    // Not a date, or several: ignored.
    expect(notModified({'if-modified-since': 'yesterday'}, '"a"', mtimeMs)).toBe(false);
    expect(notModified({'if-modified-since': 'Tue, 24 Nov 2026 10:00:00 GMT, Wed, 25 Nov 2026 10:00:00 GMT'}, '"a"', mtimeMs)).toBe(false);
    expect(notModified({}, '"a"', mtimeMs)).toBe(false);
  });

  it('If-Range: the same strong ETag or exactly the Last-Modified date', () => {
    const date = 'Mon, 23 Nov 2026 10:00:00 GMT';
    expect(ifRangeHolds(undefined, '"a"', date)).toBe(true);
    expect(ifRangeHolds('"a"', '"a"', date)).toBe(true);
    expect(ifRangeHolds(date, '"a"', date)).toBe(true);
    expect(ifRangeHolds('W/"a"', '"a"', date)).toBe(false);
    expect(ifRangeHolds('"b"', '"a"', date)).toBe(false);
    expect(ifRangeHolds('Tue, 24 Nov 2026 10:00:00 GMT', '"a"', date)).toBe(false);
  });
});

describe('cacheControl', () => {
  it('keeps content-hashed assets for a year, and revalidates the rest', () => {
    const year = 'public, max-age=31536000, immutable';
    for (const p of [
      '/assets/js/main.149b0125.js',
      '/assets/js/17840c44.8890127c.js',
      '/assets/css/styles.b861eef2.css',
      '/assets/images/page-anatomy-773303bae8b586d6c4d8dc9b763d3175.png',
      '/assets/ideal-img/page-anatomy.4b93130.640.png',
      // Each language's build has its own.
      '/es/assets/js/main.149b0125.js',
      '/pt-BR/assets/css/styles.b861eef2.css',
    ]) {
      expect(cacheControl(p), p).toBe(year);
    }
    for (const p of ['/assets/js/runtime.js', '/developer/viem.html', '/search-index/manifest.json', '/search-index/0123456789ab/p-63-0.json', '/img/logo.149b0125.svg', '/assets/deadbeef', '/es/developer/assets/x.149b0125.js', '/cli/assets/x.149b0125.js', '/es/search-index/manifest.json']) {
      expect(cacheControl(p), p).toBe('no-cache');
    }
  });
});

describe('createTextCache', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-files-'));
  afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));
  const write = (name: string, text: string) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, text);
    return file;
  };

  it('compresses a file once, and again only after it changes', async () => {
    const cache = createTextCache();
    const text = '<p>celo</p>'.repeat(200);
    const file = write('page.html', text);
    const first = cache.get(file, fs.statSync(file));
    expect(cache.get(file, fs.statSync(file))).toBe(first);
    const bodies = (await first)!;
    expect(bodies.identity.toString()).toBe(text);
    expect(zlib.brotliDecompressSync(bodies.br!).toString()).toBe(text);
    expect(zlib.gunzipSync(bodies.gzip!).toString()).toBe(text);
    write('page.html', text + '<p>new</p>');
    const changed = cache.get(file, fs.statSync(file));
    expect(changed).not.toBe(first);
    expect((await changed)!.identity.toString()).toContain('<p>new</p>');
  });

  it('keeps no encoding that is not smaller than the file', async () => {
    const file = write('tiny.txt', 'hi');
    const bodies = (await createTextCache().get(file, fs.statSync(file)))!;
    expect(bodies).toMatchObject({br: null, gzip: null});
    expect(bodies.identity.toString()).toBe('hi');
  });

  it('lets the oldest files go past its size budget', async () => {
    const cache = createTextCache({maxBytes: 3000});
    const files = ['a.js', 'b.js', 'c.js'].map((name) => write(name, `/* ${name} */ `.repeat(100)));
    for (const file of files) await cache.get(file, fs.statSync(file));
    // Each holds just over 1.1 KB with its encodings: the newest two fit in 3000 bytes.
    expect(files.map((file) => cache.has(file))).toEqual([false, true, true]);
  });
});
