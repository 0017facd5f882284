import {describe, expect, it} from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import {redirects} from '../../config/redirects';
import {headersFile, redirectsFile} from '../../src/plugins/deploy-config';

const docs = path.resolve(__dirname, '../../docs');

/** The docs file that serves a site path, if any (docs are served from the root). */
function docFor(sitePath: string): string | undefined {
  const base = path.join(docs, sitePath);
  return [`${base}.md`, `${base}.mdx`, path.join(base, 'index.md'), path.join(base, 'index.mdx')].find((f) =>
    fs.existsSync(f),
  );
}

describe('redirect map', () => {
  it('has unique, clean source paths', () => {
    const froms = redirects.map((r) => r.from);
    expect(new Set(froms).size).toBe(froms.length);
    for (const {from, to} of redirects) {
      expect(from, from).toMatch(/^\/[a-z0-9/-]+$/);
      expect(to, to).toMatch(/^\/[a-z0-9/-]*$/);
      expect(from).not.toBe(to);
    }
  });

  it('never shadows a real page, and every target is a docs page', () => {
    for (const {from, to} of redirects) {
      expect(docFor(from), `${from} is a real page: remove its redirect`).toBeUndefined();
      expect(docFor(to), `redirect target ${to} has no page under docs/`).toBeDefined();
    }
  });

  it('is written as server rules and headers', () => {
    expect(redirectsFile([{from: '/a', to: '/b'}])).toBe('/a /b 301\n');
    const headers = headersFile({script: [], connect: []});
    expect(headers).toMatch(/^\/\*\n  Content-Security-Policy: default-src 'self'/);
    expect(headers).toContain('  X-Content-Type-Options: nosniff');
  });
});
