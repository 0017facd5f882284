import {describe, expect, it} from 'vitest';
import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';

// Content rules for the build, integration and developer sections
// (shared/CONTENT-GUIDE.md and HELPERS.md): front matter, tutorial blocks,
// fenced code with a language, no retyped network facts.
const root = path.resolve(__dirname, '../../docs');
const sections = ['build', 'integration', 'developer'];
const ownedElsewhere = new Set(['developer/fee-abstraction.md', 'developer/fee-abstraction.mdx']);

const tutorialTags = new Set([
  'solidity', 'viem', 'ethers', 'hardhat', 'foundry', 'remix', 'thirdweb', 'minipay', 'ai-agents',
  'node-operation', 'react', 'mobile', 'defi', 'wallets', 'fee-abstraction', 'bridging', 'cli',
  'stablecoins', 'identity',
]);
const levels = new Set(['Beginner', 'Intermediate', 'Advanced']);

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return walk(full);
    return /\.mdx?$/.test(name) ? [full] : [];
  });
}

const pages = sections
  .flatMap((section) => walk(path.join(root, section)))
  .map((file) => ({file, rel: path.relative(root, file), text: readFileSync(file, 'utf8')}))
  .filter((page) => !ownedElsewhere.has(page.rel));

function frontMatter(text: string): Record<string, unknown> {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
  if (!match?.[1]) throw new Error('missing front matter');
  return parse(match[1]) as Record<string, unknown>;
}

describe('builder docs', () => {
  it('finds the pages', () => {
    expect(pages.length).toBeGreaterThan(40);
  });

  it.each(pages.map((p) => [p.rel, p] as const))('%s has a title and a short description', (_rel, page) => {
    const fm = frontMatter(page.text);
    expect(typeof fm.title, 'title').toBe('string');
    expect(typeof fm.description, 'description').toBe('string');
    expect((fm.description as string).length, 'description must be at most 160 characters').toBeLessThanOrEqual(160);
  });

  it.each(pages.map((p) => [p.rel, p] as const))('%s: tutorial block uses known levels and tags', (_rel, page) => {
    const fm = frontMatter(page.text);
    if (!fm.tutorial) return;
    const tutorial = fm.tutorial as {level?: string; tags?: string[]};
    expect(levels.has(tutorial.level ?? ''), `level ${tutorial.level}`).toBe(true);
    expect(tutorial.tags?.length ?? 0).toBeGreaterThan(0);
    for (const tag of tutorial.tags ?? []) expect(tutorialTags.has(tag), `unknown tag ${tag}`).toBe(true);
  });

  it.each(pages.map((p) => [p.rel, p] as const))('%s: step-by-step guides carry a tutorial block', (_rel, page) => {
    const hasSteps = /^## 1\. /m.test(page.text);
    if (hasSteps) expect(frontMatter(page.text).tutorial, 'numbered steps but no tutorial block').toBeTruthy();
  });

  it.each(pages.map((p) => [p.rel, p] as const))('%s: every code fence names its language', (_rel, page) => {
    const fences = page.text.match(/^```.*$/gm) ?? [];
    // Opening fences alternate with closing ones.
    const openings = fences.filter((_f, i) => i % 2 === 0);
    for (const fence of openings) expect(fence, 'code fence without a language').toMatch(/^```\w+/);
  });

  it.each(pages.map((p) => [p.rel, p] as const))('%s: retypes no address, chain ID or RPC URL', (_rel, page) => {
    // The body only: front matter `sources:` name files such as tooling/nodes/forno.mdx.
    const body = page.text.replace(/^---\n[\s\S]*?\n---\n/, '');
    expect(body).not.toMatch(/\b0x[0-9a-fA-F]{40}\b/);
    expect(body).not.toMatch(/\b(42220|11142220|44787|62320)\b/);
    // RPC hosts (forno.celo.org, forno.celo-sepolia.celo-testnet.org, alfajores-forno.celo-testnet.org), not links to forno.md.
    expect(body).not.toMatch(/forno\.celo|celo-testnet\.org/);
  });

  it.each(pages.map((p) => [p.rel, p] as const))('%s: reads secrets from the environment', (_rel, page) => {
    expect(page.text).not.toMatch(/privateKeyToAccount\(\s*['"]0x/);
    expect(page.text).not.toMatch(/new ethers\.Wallet\(\s*['"]0x/);
  });

  it('the viem page has a live playground', () => {
    const viem = pages.find((p) => p.rel === 'developer/viem.md');
    expect(viem?.text).toMatch(/^```jsx live$/m);
  });
});
