import {describe, expect, it} from 'vitest';
import {buildLlmsTxt, readingOrder, type LlmsTxtInput} from '../../src/plugins/ai-docs/llmsTxt';
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

describe('llms.txt', () => {
  const text = buildLlmsTxt(input);
  const links = [...text.matchAll(/^- \[[^\]]*\]\(([^)]+)\)/gm)].map((m) => m[1]);

  it('opens with the H1, the summary quote and the instructions', () => {
    expect(text.startsWith('# Celo Documentation\n\n> Docs for Celo.\n\n## Instructions for AI assistants\n\n- Use Celo Sepolia.\n')).toBe(true);
  });

  it('lists every docs page exactly once, sidebar order first, unlisted docs after', () => {
    const docLinks = links.filter((l) => l !== 'https://docs.celo.org/index.md');
    expect(docLinks).toEqual([
      'https://docs.celo.org/build.md',
      'https://docs.celo.org/build/quickstart.md',
      'https://docs.celo.org/build/ai/overview.md',
      'https://docs.celo.org/build/ai/x402.md',
      'https://docs.celo.org/cli.md',
      'https://docs.celo.org/orphan.md',
    ]);
    expect(new Set(links).size).toBe(links.length);
  });

  it('groups by sidebar and category, and writes descriptions on one line', () => {
    expect(text).toContain('## Build\n\n- [Build on Celo](https://docs.celo.org/build.md): Start here.\n- [Quickstart](https://docs.celo.org/build/quickstart.md): A first dApp in minutes.\n\n### Build with AI\n\n- [Build with AI](https://docs.celo.org/build/ai/overview.md)\n');
    expect(text).toContain('- [x402 payments](https://docs.celo.org/build/ai/x402.md): HTTP 402.');
    expect(text).not.toContain('## Empty');
    expect(text).toContain('## Other docs pages\n\n- [Orphan page](https://docs.celo.org/orphan.md)');
    expect(text).toContain('## Optional\n\n- [Home](https://docs.celo.org/index.md)');
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
