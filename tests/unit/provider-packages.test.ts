/**
 * The package versions of the provider guides (src/data/providerPackages.ts) and the provider
 * endpoints (src/data/ecosystem.ts): versions are exact, sources parse, the pages that install a
 * package exist and render its version from the data, and no page retypes an endpoint.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {providerEndpoints, providers} from '../../src/data/ecosystem';
import {providerInstallArgs, providerPackages} from '../../src/data/providerPackages';
import {parseSource} from '../../src/data/sources';

const ROOT = path.resolve(__dirname, '../..');
const rootPackage = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  devDependencies: Record<string, string>;
};

function docsFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return docsFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

describe('provider packages', () => {
  it.each(Object.entries(providerPackages))('%s is exact and sourced', (key, pkg) => {
    expect(pkg.version, `providerPackages.${key}: give an exact version such as 1.2.3`).toMatch(/^\d+\.\d+\.\d+$/);
    for (const source of pkg.sources) expect(parseSource(source), `providerPackages.${key}: bad source "${source}"`).toBeDefined();
  });

  it('pins viem to the version this site type-checks samples with', () => {
    expect(providerPackages.viem.version).toBe(rootPackage.devDependencies.viem);
  });

  it.each(Object.entries(providerPackages))('%s: its pages exist and render the version from data', (key, pkg) => {
    for (const rel of pkg.pages) {
      const file = path.join(ROOT, 'docs', rel);
      expect(fs.existsSync(file), `providerPackages.${key}.pages: docs/${rel} does not exist`).toBe(true);
      const text = fs.readFileSync(file, 'utf8');
      expect(text, `docs/${rel} should install with providerInstallArgs`).toContain('providerInstallArgs(');
      expect(text.includes(`${pkg.name}@${pkg.version}`), `docs/${rel} types ${pkg.name}@${pkg.version}; render it from providerPackages`).toBe(false);
    }
  });

  it('builds install arguments in order', () => {
    expect(providerInstallArgs(['goldrushSdk', 'viem'])).toBe(
      `@covalenthq/client-sdk@${providerPackages.goldrushSdk.version} viem@${providerPackages.viem.version}`,
    );
  });
});

describe('provider endpoints', () => {
  it.each(providerEndpoints.map((e) => [`${e.provider} ${e.service} ${e.network ?? ''}`, e] as const))('%s is sourced and names a provider', (_label, endpoint) => {
    expect(providers.some((p) => p.name === endpoint.provider), `provider "${endpoint.provider}" is not in providers`).toBe(true);
    for (const source of endpoint.sources) expect(parseSource(source), `bad source "${source}"`).toBeDefined();
  });

  it('no docs page retypes an endpoint', () => {
    const problems: string[] = [];
    for (const file of docsFiles(path.join(ROOT, 'docs'))) {
      const body = fs.readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
      for (const endpoint of providerEndpoints) {
        const host = endpoint.endpoint.replace(/^[a-z]+:\/\//, '');
        if (body.includes(host)) problems.push(`${path.relative(ROOT, file)} retypes ${host}; render it with providerEndpoint()`);
      }
    }
    expect(problems).toEqual([]);
  });
});
