import {describe, expect, it} from 'vitest';
import {headersFor, parseHeadersFile} from '../../scripts/serve/headers.mjs';
import {headersFile} from '../../src/plugins/deploy-config';

describe('the server reads _headers (scripts/serve/headers.mjs)', () => {
  it('reads blocks, comments and blank lines; a later block replaces a header of an earlier one', () => {
    const rules = parseHeadersFile('# comment\n/*\n  X-One: 1\n  X-Two: 2: two\n\n/a/*\n  X-One: a\n/b\n  X-Three: 3\n');
    expect(headersFor(rules, '/')).toEqual({'X-One': '1', 'X-Two': '2: two'});
    expect(headersFor(rules, '/a/b/c')).toEqual({'X-One': 'a', 'X-Two': '2: two'});
    expect(headersFor(rules, '/b')).toEqual({'X-One': '1', 'X-Two': '2: two', 'X-Three': '3'});
    expect(headersFor(rules, '/bc')).toEqual({'X-One': '1', 'X-Two': '2: two'});
  });

  describe('with the file the build writes (src/plugins/deploy-config)', () => {
    const rules = parseHeadersFile(headersFile({script: [], connect: [], scriptHashes: ['sha256-abc=']}));

    it('sends the site policy on pages and files', () => {
      for (const pathname of ['/', '/network', '/assets/js/main.1234567.js', '/network.md']) {
        const headers = headersFor(rules, pathname);
        expect(headers['Content-Security-Policy'], pathname).toMatch(/^default-src 'self'; script-src 'self' 'strict-dynamic' 'sha256-abc=';/);
        expect(headers['X-Frame-Options'], pathname).toBe('DENY');
      }
      expect(headersFor(rules, '/assets/js/main.1234567.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    });

    it('keeps every language’s hashed files for a year', () => {
      const withLanguages = parseHeadersFile(headersFile({script: [], connect: [], scriptHashes: []}, ['', '/es', '/pt-BR']));
      for (const pathname of ['/assets/js/main.1234567.js', '/es/assets/js/main.1234567.js', '/pt-BR/assets/css/styles.1234567.css']) {
        expect(headersFor(withLanguages, pathname)['Cache-Control'], pathname).toBe('public, max-age=31536000, immutable');
      }
      expect(headersFor(withLanguages, '/es/network')['Cache-Control']).toBeUndefined();
    });

    it('sends the frame policy in the playground folder', () => {
      const headers = headersFor(rules, '/playground/frame');
      expect(headers['Content-Security-Policy']).toMatch(/^default-src 'none'; script-src 'self' 'unsafe-eval';/);
      expect(headers['X-Frame-Options']).toBe('SAMEORIGIN');
      expect(headers['X-Content-Type-Options']).toBe('nosniff');
    });
  });
});
