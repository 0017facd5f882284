/**
 * Checks src/data/aiTools.ts (Celina, Celopedia, the Gaia memecoin example and thirdweb AI) and the pages
 * that render it: URLs are https, versions exact, sources valid, and no page retypes an endpoint that the
 * data holds.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {isSourceRef} from '@site/src/data/sources';
import {celina, celopedia, gaiaMemecoinExample, thirdwebAi, type ToolPackage} from '@site/src/data/aiTools';

const ROOT = path.resolve(__dirname, '../..');

const records = {celina, celopedia, gaiaMemecoinExample, thirdwebAi};

/** Every string leaf of a value, with a readable path. */
function strings(value: unknown, where: string): {where: string; value: string}[] {
  if (typeof value === 'string') return [{where, value}];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${where}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, `${where}.${k}`));
  return [];
}

/** URL-shaped strings that are not https, with what to fix. */
function insecureUrls(value: unknown, where: string): string[] {
  return strings(value, where)
    .filter((s) => /^[a-z]+:\/\//i.test(s.value) && !/^https:\/\/[^\s/]+\.[^\s/]+/.test(s.value))
    .map((s) => `${s.where}: "${s.value}" must be an https URL`);
}

describe('helpers (self-test)', () => {
  it('flags http and malformed URLs, accepts https', () => {
    expect(insecureUrls({a: 'http://x.org', b: 'https://x.org/p', c: 'ftp://x.org', d: 'not a url'}, 't')).toEqual([
      't.a: "http://x.org" must be an https URL',
      't.c: "ftp://x.org" must be an https URL',
    ]);
  });
});

describe.each(Object.entries(records))('%s', (key, record) => {
  it('uses https for every URL', () => {
    expect(insecureUrls(record, key)).toEqual([]);
  });

  it('names valid, distinct sources', () => {
    expect(record.sources.length, `${key}.sources is empty`).toBeGreaterThan(0);
    for (const s of record.sources) expect(isSourceRef(s), `${key}.sources: "${s}" is not owner/name:path or an https URL`).toBe(true);
    expect(new Set(record.sources).size, `${key}.sources lists a source twice`).toBe(record.sources.length);
  });
});

describe('packages', () => {
  const packages: [string, ToolPackage][] = [
    ['celina.sdk', celina.sdk],
    ['celina.mcp', celina.mcp],
    ['celopedia.installer', celopedia.installer],
  ];

  it.each(packages)('%s has a name, an exact version, a GitHub repository and sources', (where, p) => {
    expect(p.name, `${where}.name is empty`).not.toBe('');
    expect(p.version, `${where}.version: write the exact version that was checked (x.y.z)`).toMatch(/^\d+\.\d+\.\d+$/);
    expect(p.repository, `${where}.repository must be a https://github.com/owner/name URL`).toMatch(/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+$/);
    for (const s of p.sources) expect(isSourceRef(s), `${where}.sources: "${s}" is not a valid source`).toBe(true);
  });

  it('names each Celina package after its repository', () => {
    for (const p of [celina.sdk, celina.mcp]) {
      const repo = p.repository.split('/').pop();
      expect(p.name, `${p.name} should be the npm name of ${p.repository}`).toBe(`@andrewkimjoseph/${repo}`);
    }
  });
});

describe('Celina', () => {
  it('keeps its endpoints distinct and on the project domain', () => {
    const endpoints = [celina.hostedMcpUrl, celina.a2aUrl, celina.healthUrl, celina.apiBaseUrl];
    expect(new Set(endpoints).size, 'two Celina endpoints are the same URL').toBe(endpoints.length);
    for (const url of endpoints) expect(new URL(url).hostname, `${url} is not on usecelina.xyz`).toMatch(/(^|\.)usecelina\.xyz$/);
    expect(celina.apiBaseUrl.endsWith('/'), 'celina.apiBaseUrl: drop the trailing slash; pages append /v1/...').toBe(false);
  });

  it('lists each environment variable once, in upper snake case, with what it does', () => {
    const names = celina.env.map((v) => v.name);
    expect(new Set(names).size, 'celina.env lists a variable twice').toBe(names.length);
    for (const v of celina.env) {
      expect(v.name, `celina.env: "${v.name}" is not an environment variable name`).toMatch(/^[A-Z][A-Z0-9_]*$/);
      expect(v.purpose.length, `celina.env ${v.name}: describe what it does`).toBeGreaterThan(10);
    }
    expect(names, 'celina.env must include the signing key the write tools need').toContain('CELO_PRIVATE_KEY');
  });
});

describe('Celopedia', () => {
  it('installs from the repository it links', () => {
    expect(celopedia.repository, 'celopedia.skillSource must be the owner/name of celopedia.repository').toBe(
      `https://github.com/${celopedia.skillSource}`,
    );
    expect(celopedia.skillVersion, 'celopedia.skillVersion: x.y.z from SKILL.md').toMatch(/^\d+\.\d+\.\d+$/);
  });
});

describe('examples', () => {
  it('gives the Gaia node as an OpenAI-compatible /v1 base URL', () => {
    expect(gaiaMemecoinExample.baseUrl, 'the openai client appends /chat/completions to a .../v1 base URL').toMatch(/\/v1$/);
    expect(gaiaMemecoinExample.model).not.toBe('');
  });

  it('dates the Nebula deprecation with a real past day', () => {
    const day = thirdwebAi.nebulaDeprecated;
    expect(day, 'thirdwebAi.nebulaDeprecated: YYYY-MM-DD').toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10), `${day} is not a calendar day`).toBe(day);
    expect(new Date(`${day}T00:00:00Z`).getTime(), 'a planned date must be written as planned, not as a fact').toBeLessThan(Date.now());
  });

  it('keeps the current thirdweb AI endpoint apart from the retired Nebula host', () => {
    expect(new URL(thirdwebAi.chatUrl).hostname).not.toBe(new URL(thirdwebAi.legacyNebulaApi).hostname);
  });
});

describe('pages', () => {
  const pages = {
    'build/build-with-ai/celina.md': ['celina'],
    'build/build-with-ai/celopedia.md': ['celopedia'],
    'build/build-with-ai/examples/ai-memecoins.md': ['gaiaMemecoinExample'],
    'build/build-with-ai/examples/build-with-nebula.md': ['thirdwebAi'],
  } as const;

  it.each(Object.entries(pages))('docs/%s exists and imports its data from aiTools', (rel, names) => {
    const file = path.join(ROOT, 'docs', rel);
    expect(fs.existsSync(file), `docs/${rel} is missing; update the page list in this test if it moved`).toBe(true);
    const text = fs.readFileSync(file, 'utf8');
    const imports = /import\s*\{([^}]*)\}\s*from\s*'@site\/src\/data\/aiTools'/.exec(text)?.[1] ?? '';
    for (const name of names) expect(imports, `docs/${rel} should import ${name} from @site/src/data/aiTools`).toContain(name);
  });

  /** Endpoints a page must render from the data, never type. */
  const endpoints = [celina.hostedMcpUrl, celina.apiBaseUrl, celina.a2aUrl, celina.healthUrl, thirdwebAi.chatUrl, gaiaMemecoinExample.baseUrl];

  function listPages(dir: string): string[] {
    return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return listPages(full);
      return /\.mdx?$/.test(entry.name) ? [full] : [];
    });
  }

  it('no page types an endpoint held in aiTools', () => {
    const problems: string[] = [];
    for (const file of listPages(path.join(ROOT, 'docs'))) {
      const text = fs.readFileSync(file, 'utf8');
      for (const url of endpoints) {
        if (text.includes(url)) problems.push(`${path.relative(ROOT, file)}: types ${url}; render it from @site/src/data/aiTools`);
      }
    }
    expect(problems).toEqual([]);
  });
});
