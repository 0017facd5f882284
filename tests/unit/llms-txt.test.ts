import {describe, expect, it} from 'vitest';
import {buildLlmsFiles, LLMS_FILE_LIMIT, readingOrder, type LlmsTxtInput} from '../../src/plugins/ai-docs/llmsTxt';
import {agentAccess, SKILL_PATH} from '../../src/plugins/ai-docs/agentAccess';
import {assistantInstructions} from '../../src/plugins/ai-docs/instructions';
import {networks} from '../../src/data/networks';
import {feeCurrencies} from '../../src/data/tokens';

const docs = new Map([
  ['build/index', {path: '/build', title: 'Build on Celo', description: 'Start here.'}],
  ['build/quickstart', {path: '/build/quickstart', title: 'Quickstart', description: 'A first dApp\nin minutes.'}],
  ['build/ai/overview', {path: '/build/ai/overview', title: 'Build with AI'}],
  ['build/ai/x402', {path: '/build/ai/x402', title: 'x402 [payments]', description: 'HTTP 402.'}],
  ['cli/index', {path: '/cli', title: 'celocli'}],
  ['orphan', {path: '/orphan', title: 'Orphan page'}],
]);

const input: LlmsTxtInput = {
  siteTitle: 'Celo Documentation',
  summary: 'Docs for Celo.',
  instructions: '- Use Celo Sepolia.',
  outlines: [
    {
      title: 'Build',
      items: [
        {type: 'doc', id: 'build/index'},
        {type: 'doc', id: 'build/quickstart'},
        {type: 'category', label: 'Build with AI', docId: 'build/ai/overview', items: [{type: 'doc', id: 'build/ai/overview'}, {type: 'doc', id: 'build/ai/x402'}]},
      ],
    },
    {title: 'Tooling', items: [{type: 'doc', id: 'cli/index'}, {type: 'doc', id: 'build/quickstart'}]},
    {title: 'Empty', items: [{type: 'doc', id: 'missing'}]},
  ],
  docs,
  otherPages: [{path: '/', title: 'Home'}],
  twinUrl: (p) => `https://docs.celo.org${p === '/' ? '/index' : p}.md`,
};

const ORIGIN = 'https://docs.celo.org';
const extras = {siteUrl: (p: string) => `${ORIGIN}${p}`, agentAccess: agentAccess(ORIGIN)};
const linksOf = (text: string) => [...text.matchAll(/^- \[[^\]]*\]\(([^)]+)\)/gm)].map((m) => m[1]!);

describe('llms.txt, split into an index and one file per section', () => {
  const {index, sections} = buildLlmsFiles(input, extras);
  const byTitle = new Map(sections.map((s) => [s.title, s]));

  it('opens the index with the H1, the summary quote and the instructions, then how agents reach the docs', () => {
    expect(index.startsWith('# Celo Documentation\n\n> Docs for Celo.\n\n## Instructions for AI assistants\n\n- Use Celo Sepolia.\n')).toBe(true);
    expect(index).toContain('## Use these docs from an agent');
    expect(index).toContain('`https://docs.celo.org/mcp`');
  });

  it('links every section file from the index, once, in sidebar order; empty sidebars get no file', () => {
    expect(sections.map((s) => s.title)).toEqual(['Build', 'Tooling', 'Other docs pages', 'More pages']);
    expect(sections.map((s) => s.path)).toEqual(['/llms/build.txt', '/llms/tooling.txt', '/llms/other-docs-pages.txt', '/llms/more-pages.txt']);
    const sectionLinks = linksOf(index).filter((l) => l.endsWith('.txt'));
    expect(sectionLinks).toEqual(sections.map((s) => `${ORIGIN}${s.path}`));
    expect(index).toContain('- [Build](https://docs.celo.org/llms/build.txt): 4 pages; topics: Build with AI');
  });

  it('lists every docs page exactly once across the section files, and no page in the index', () => {
    const pageLinks = sections.flatMap((s) => linksOf(s.text));
    expect(pageLinks).toEqual([
      'https://docs.celo.org/build.md',
      'https://docs.celo.org/build/quickstart.md',
      'https://docs.celo.org/build/ai/overview.md',
      'https://docs.celo.org/build/ai/x402.md',
      'https://docs.celo.org/cli.md',
      'https://docs.celo.org/orphan.md',
      'https://docs.celo.org/index.md',
    ]);
    expect(new Set(pageLinks).size).toBe(pageLinks.length);
    expect(linksOf(index).filter((l) => /\/[^/]+\.md$/.test(l) && !l.endsWith('SKILL.md'))).toEqual([]);
    expect(sections.reduce((n, s) => n + s.pages, 0)).toBe(pageLinks.length);
  });

  it('writes each section file in the llms.txt format: H1, summary quote pointing back to the index, grouped links', () => {
    const build = byTitle.get('Build')!.text;
    expect(build.startsWith('# Celo Documentation: Build\n\n> ')).toBe(true);
    expect(build.split('\n')[2]).toContain('https://docs.celo.org/llms.txt');
    expect(build).toContain('## Build\n\n- [Build on Celo](https://docs.celo.org/build.md): Start here.\n- [Quickstart](https://docs.celo.org/build/quickstart.md): A first dApp in minutes.\n\n### Build with AI\n\n- [Build with AI](https://docs.celo.org/build/ai/overview.md)\n');
    expect(build).toContain('- [x402 payments](https://docs.celo.org/build/ai/x402.md): HTTP 402.');
    expect(byTitle.get('Other docs pages')!.text).toContain('## Other docs pages\n\n- [Orphan page](https://docs.celo.org/orphan.md)');
    expect(byTitle.get('More pages')!.text).toContain('## More pages\n\n- [Home](https://docs.celo.org/index.md)');
  });

  it('links the agent skill from the index', () => {
    expect(linksOf(index)).toContain(`${ORIGIN}${SKILL_PATH}`);
  });

  it('keeps every file under the 50,000-character limit at the size of the real site', () => {
    // 2,000 docs pages in ten sidebars of four categories, each with a long description.
    const manyDocs = new Map<string, {path: string; title: string; description: string}>();
    const outlines = Array.from({length: 10}, (_, s) => ({
      title: `Sidebar ${s}`,
      items: Array.from({length: 4}, (__, c) => ({
        type: 'category' as const,
        label: `Category ${s}.${c}`,
        items: Array.from({length: 50}, (___, d) => {
          const id = `s${s}/c${c}/d${d}`;
          manyDocs.set(id, {path: `/${id}`, title: `Page ${id}`, description: 'A description of about eighty characters, as the pages of this site have one.'});
          return {type: 'doc' as const, id};
        }),
      })),
    }));
    const big = buildLlmsFiles({...input, outlines, docs: manyDocs, otherPages: []}, extras);
    expect(big.index.length).toBeLessThan(LLMS_FILE_LIMIT);
    for (const section of big.sections) expect(section.text.length, section.path).toBeLessThan(LLMS_FILE_LIMIT);
    expect(big.sections.reduce((n, s) => n + s.pages, 0)).toBe(2000);
  });

  it('reads pages for llms-full.txt in the same order', () => {
    expect(readingOrder(input)).toEqual(['/build', '/build/quickstart', '/build/ai/overview', '/build/ai/x402', '/cli', '/orphan', '/']);
  });
});

describe('instructions for assistants', () => {
  const text = assistantInstructions('https://docs.celo.org');
  it('renders chain ids and RPC URLs from src/data', () => {
    expect(text).toContain(`chain ID ${networks.mainnet.chainId}, RPC \`${networks.mainnet.rpc.http}\``);
    expect(text).toContain(`chain ID ${networks.celoSepolia.chainId}, RPC \`${networks.celoSepolia.rpc.http}\``);
  });
  it('names the retired testnets, viem chains, ContractKit as legacy, and adapters for 6-decimal tokens', () => {
    expect(text).toMatch(/Alfajores.*Baklava.*retired/);
    expect(text).toContain('`celo` and `celoSepolia` chains');
    expect(text).toContain('ContractKit (`@celo/contractkit`) is legacy');
    const usdc = feeCurrencies('mainnet').find((f) => f.symbol === 'USDC')!;
    expect(usdc.viaAdapter).toBe(true);
    expect(text).toContain(`adapter \`${usdc.feeCurrencyAddress}\``);
  });
});
