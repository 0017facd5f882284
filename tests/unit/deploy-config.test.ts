import {describe, expect, it} from 'vitest';
import {redirects} from '../../config/redirects';
import {headersFile} from '../../src/plugins/deploy-config';
import {redirectsFile, vercelConfig} from '../../src/plugins/deploy-config/files';
import {securityHeaders} from '../../config/securityHeaders.mjs';

const security = securityHeaders({script: [], connect: []});

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
});

describe('security headers', () => {
  it('writes the site policy, and the frame policy after it', () => {
    const file = headersFile({script: [], connect: []});
    expect(file).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src 'self'; script-src 'self' 'unsafe-inline';/);
    expect(file).toContain('  X-Content-Type-Options: nosniff');
    const [site, frame] = file.split('\n/playground/*\n');
    expect(site).not.toContain("'unsafe-eval'");
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
