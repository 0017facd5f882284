import {describe, expect, it} from 'vitest';
import {compact, type PageFacts} from '../../src/plugins/local-search/indexer/build';
import type {ExtractedPage} from '../../src/plugins/local-search/engine/format';
import {SearchEngine, slugWords} from '../../src/plugins/local-search/engine/search';
import {stem} from '../../src/plugins/local-search/engine/text';
import {SYNONYMS, TWO_WAY} from '../../src/plugins/local-search/engine/synonyms';
import {pageWeight, WEIGHTS} from '../../config/searchRanking';
import {tokens} from '../../src/data/tokens';

function page(url: string, title: string, content: string, extra: Partial<ExtractedPage> = {}): ExtractedPage {
  return {url, title, keywords: '', isDoc: true, lvl0: 'Docs', language: 'en', tag: 'docs-default-current', sections: [{level: 1, heading: title, anchor: '', content}], ...extra};
}

function engineOf(pages: ExtractedPage[], frontMatter: Record<string, Record<string, unknown>> = {}): (query: string) => string[] {
  const engine = new SearchEngine(compact(pages, {contentWords: 60, pageWeight, frontMatter: new Map(Object.entries(frontMatter))}));
  return (query) => engine.search(query).hits.map((hit) => hit.record.url);
}

const facts = (url: string, title = 'A page', isDoc = true): PageFacts => ({url, title, isDoc, frontMatter: {}});

describe('page weights (config/searchRanking.ts)', () => {
  it('puts hubs and the glossary after the page about a thing, history after today', () => {
    expect(pageWeight(facts('/', 'Celo Documentation', false))).toBe(WEIGHTS.hub);
    expect(pageWeight(facts('/category/guides'))).toBe(WEIGHTS.hub);
    expect(pageWeight(facts('/what-is-celo/using-celo/glossary'))).toBe(WEIGHTS.glossary);
    expect(pageWeight(facts('/network/alfajores/faucet'))).toBe(WEIGHTS.history);
    expect(pageWeight(facts('/what-is-celo/about-celo-l1/pos'))).toBe(WEIGHTS.history);
    expect(pageWeight(facts('/learn/anything', 'Validators on Celo L1 (history)'))).toBe(WEIGHTS.history);
    expect(pageWeight(facts('/developer/viem', 'Use viem with Celo'))).toBe(1);
    // A prefix is a folder, not the start of a name.
    expect(pageWeight(facts('/network/alfajores-like'))).toBe(1);
  });
});

describe('ranking', () => {
  it('ranks the page a name is the title of before pages that mention it, hubs included', () => {
    const search = engineOf([
      page('/', 'Celo Documentation', 'Start with viem, wagmi or thirdweb.', {isDoc: false}),
      page('/build/quickstart', 'Quickstart - deploy a contract and call it with viem', 'Deploy with Foundry, then read it with viem.'),
      page('/developer/viem', 'Use viem with Celo', 'viem is a TypeScript library for Ethereum chains, Celo included.'),
    ]);
    expect(search('viem')[0]).toBe('/developer/viem');
  });

  it('ranks a current page before a history page with the same words', () => {
    const search = engineOf([
      page('/what-is-celo/about-celo-l1/pos', 'Proof of stake on Celo L1 (history)', 'Validators were elected by locked CELO votes.'),
      page('/what-is-celo/using-celo/protocol/staking', 'Proof of stake on Celo', 'Validators are elected by locked CELO votes.'),
    ]);
    expect(search('proof of stake validators')).toEqual(['/what-is-celo/using-celo/protocol/staking', '/what-is-celo/about-celo-l1/pos']);
  });

  it('answers a "how" question with the how-to page first', () => {
    const pages = [
      page('/protocol/staking', 'Staking on Celo', 'Staking means locking CELO and voting for a validator group.'),
      page('/using-celo/staking', 'Staking with celocli', 'Staking: lock CELO, then vote for a validator group, step by step.'),
    ];
    const search = engineOf(pages, {'/using-celo/staking': {tutorial: {level: 'Beginner'}}});
    expect(search('How do I start staking CELO?')[0]).toBe('/using-celo/staking');
    // Without the question, the concept page's shorter title wins as before.
    expect(engineOf(pages)('How do I start staking CELO?')[0]).toBe('/protocol/staking');
  });

  it('finds other forms of a word ("stake" finds "staking", "bridging" finds "bridge")', () => {
    const search = engineOf([
      page('/staking', 'Staking', 'Lock CELO and vote.'),
      page('/bridges', 'Bridges', 'Move tokens between chains.'),
    ]);
    expect(search('stake')).toEqual(['/staking']);
    expect(search('bridging tokens')).toEqual(['/bridges']);
    expect(stem('running')).toBe(stem('run'));
    expect(stem('0xabc123s')).toBe('0xabc123s');
  });

  it("matches Celo's renamed words both ways, and retired testnets to Celo Sepolia", () => {
    const search = engineOf([
      page('/contracts/tokens', 'Token contracts', 'USDm on Mainnet and on Celo Sepolia.'),
      page('/network/celo-sepolia', 'Celo Sepolia Testnet', 'The testnet, with a faucet.'),
      page('/cli/lockedgold', 'celocli lockedgold', 'Lock CELO to vote (the topic of celocli before its rename).'),
      page('/cel2', 'Celo as an Ethereum L2', 'Celo became an L2 on the OP Stack.'),
    ]);
    expect(search('cUSD address')).toEqual(['/contracts/tokens']);
    expect(search('alfajores faucet')).toEqual(['/network/celo-sepolia']);
    expect(search('lockedcelo')).toContain('/cli/lockedgold');
    expect(search('cel2')[0]).toBe('/cel2');
    expect(search('Is Celo an Ethereum layer 2?')[0]).toBe('/cel2');
  });

  it("matches a synonym and its other forms, not the synonym's typos", () => {
    const search = engineOf([
      page('/cel2/whats-changed', 'What changed when Celo became an L2', 'Developers keep their contracts.'),
      page('/cel2/notices', 'Upgrade notices', 'Every Celo hardfork, with what node operators did.'),
    ]);
    // "cel2", the synonym of "l2", is one letter from "celo": not a match for "l2".
    expect(search('l2')).toEqual(['/cel2/whats-changed']);
  });

  it("uses a page's front matter keywords", () => {
    const search = engineOf([
      page('/network/node/forno', 'Public RPC', 'Rate limited endpoints for Mainnet.', {keywords: 'forno, public rpc'}),
      page('/network', 'Networks', 'Mainnet and the testnet.'),
    ]);
    expect(search('forno')).toEqual(['/network/node/forno']);
  });
});

describe('synonyms', () => {
  it('pairs every renamed Mento stablecoin of src/data/tokens.ts with its old symbol', () => {
    const renamed = tokens.mainnet.flatMap((t) => (t.legacySymbol ? [[t.legacySymbol.toLowerCase(), t.symbol.toLowerCase()] as const] : []));
    expect(renamed.length).toBeGreaterThan(5);
    const pairs = TWO_WAY.map(([a, b]) => `${a}=${b}`);
    for (const [old, current] of renamed) expect(pairs, `${old} -> ${current}`).toContain(`${old}=${current}`);
  });

  it('goes both ways for renames and one way for retired testnets', () => {
    expect(SYNONYMS.get('cusd')).toContain('usdm');
    expect(SYNONYMS.get('usdm')).toContain('cusd');
    expect(SYNONYMS.get('alfajores')).toEqual(['sepolia']);
    expect(SYNONYMS.get('sepolia')).toBeUndefined();
  });
});

describe('ranking rules of issue 22', () => {
  it('ranks the page whose URL names the query first (slug words, index pages named by their folder)', () => {
    const search = engineOf([
      page('/developer/oracles', 'Oracles on Celo', 'RedStone, Chainlink and Band publish prices on Celo.'),
      page('/developer/oracles/redstone', 'Pull oracles on Celo', 'RedStone signs price data that a contract checks.'),
    ]);
    expect(search('redstone')[0]).toBe('/developer/oracles/redstone');
    expect([...slugWords('/build/build-on-minipay/overview')].sort()).toEqual(['build', 'minipay']);
    expect([...slugWords('/cel2/operators/configuration-reference')].sort()).toEqual(['configuration', 'reference']);
  });

  it('lets the page weight step aside for the one page whose URL name is the query', () => {
    const search = engineOf([
      page('/cel2', 'Celo as an Ethereum L2', 'What changed, for builders and node operators.'),
      page('/cel2/notices/l2-migration', 'Notice: Celo L2 migration', 'The L2 went live.', {keywords: 'cel2'}),
      page('/cli/identity', 'celocli identity', 'Withdraw attestation rewards.'),
      page('/what-is-celo/about-celo-l1/identity', 'Identity on Celo L1 (history)', 'Attestations mapped phone numbers.'),
    ]);
    // /cel2 is a hub (weight 0.6) and "cel2" its URL's name, no other page's.
    expect(search('cel2')[0]).toBe('/cel2');
    // Two pages are named "identity": the weights hold, today's page first.
    expect(search('identity')).toEqual(['/cli/identity', '/what-is-celo/about-celo-l1/identity']);
  });

  it('ranks the pages of the sidebar section the query names before a page of another section', () => {
    const search = engineOf([
      page('/developer/deploy/thirdweb', 'Deploy with thirdweb', 'Run the deploy command.', {lvl0: 'Deploy contracts'}),
      page('/build/build-with-thirdweb', 'Build with thirdweb', 'Create an app with the SDK.', {lvl0: 'thirdweb'}),
    ]);
    // The URL of the first is "thirdweb" alone; the second is in the section "thirdweb".
    expect(search('thirdweb')).toEqual(['/build/build-with-thirdweb', '/developer/deploy/thirdweb']);
  });

  it('ranks a heading with the query words side by side, in order, before one with them apart', () => {
    const search = engineOf([
      page('/a', 'RPC providers and community rewards', 'Rewards for providers.'),
      page('/b', 'Scores of community RPC providers', 'Scores of providers.'),
    ]);
    expect(search('community RPC')[0]).toBe('/b');
  });

  it("lets a section borrow the query's other words from the rest of its page", () => {
    const search = engineOf([
      page('/wallet/hardware', 'Hardware wallets', '', {
        sections: [
          {level: 1, heading: 'Hardware wallets', anchor: '', content: 'Keys on a device.'},
          {level: 2, heading: 'Ledger', anchor: 'ledger', content: 'Open the Ethereum app on the device.'},
          {level: 2, heading: 'From the command line', anchor: 'cli', content: 'celocli asks the device to sign each transaction.'},
        ],
      }),
      page('/cli/tools', 'Tools', '', {
        sections: [
          {level: 1, heading: 'Tools', anchor: '', content: 'Tools for Celo.'},
          {level: 2, heading: 'Ledger', anchor: 'ledger', content: 'A hardware wallet.'},
          {level: 2, heading: 'Foundry', anchor: 'foundry', content: 'Forge and cast.'},
        ],
      }),
    ]);
    expect(search('ledger celocli')[0]).toMatch(/^\/wallet\/hardware/);
  });

  it('gives how-tos the lead for task questions only ("how do I", not "how does ... work")', () => {
    const pages = [
      page('/protocol/staking', 'Staking on Celo', 'Staking means locking CELO and voting for a validator group.'),
      page('/using-celo/staking', 'Staking with celocli', 'Staking: lock CELO, then vote for a validator group, step by step.'),
    ];
    const search = engineOf(pages, {'/using-celo/staking': {tutorial: {level: 'Beginner'}}});
    expect(search('How can I start staking CELO?')[0]).toBe('/using-celo/staking');
    expect(search('How does staking on Celo work?')[0]).toBe('/protocol/staking');
  });

  it('pairs no word on nearly every page in a phrase (the site name), so the how-to keeps the lead', () => {
    const pages = [
      page('/protocol/staking', 'Staking on Celo', 'Validators are elected by votes of locked CELO.'),
      page('/using-celo/staking', 'Lock CELO and vote for validator groups', 'Lock CELO with celocli, then vote.', {keywords: 'staking'}),
      ...Array.from({length: 8}, (_, i) => page(`/other/${i}`, `Page ${i}`, 'Celo is a network.')),
    ];
    const search = engineOf(pages, {'/using-celo/staking': {tutorial: {level: 'Beginner'}}});
    // "stake ... CELO" side by side in "Staking on Celo" outweighed the how-to's lead.
    expect(search('How do I stake my CELO?')[0]).toBe('/using-celo/staking');
    // Without the task question, the page named "Staking on Celo" still comes first.
    expect(search('staking celo')[0]).toBe('/protocol/staking');
  });

  it('does not demote history pages for a question about the past', () => {
    const pages = [
      page('/what-is-celo/about-celo-l1/stability', 'Stability on Celo L1 (history)', 'Mento could keep cUSD stable on the L1 with a reserve.'),
      page('/learn/tokens', 'Tokens on Celo', 'Mento keeps its stablecoins stable, since the L1 as today: cUSD is now USDm.'),
    ];
    expect(engineOf(pages)('How did Mento keep cUSD stable on the L1?')[0]).toBe('/what-is-celo/about-celo-l1/stability');
    expect(engineOf(pages)('Mento cUSD stable')[0]).toBe('/learn/tokens');
  });

  it('lowers a record that misses a word of a longer question in proportion to the words it has', () => {
    const search = engineOf([
      page('/developer/sdks', 'SDKs and libraries for Celo', 'viem, ethers and wagmi.'),
      page('/build/ai', 'Build AI agents on Celo', '', {
        sections: [
          {level: 1, heading: 'Build AI agents on Celo', anchor: '', content: 'Agents act on chain.'},
          {level: 2, heading: 'Agent SDKs', anchor: 'sdks', content: 'Libraries for agents.'},
        ],
      }),
      page('/build/dapp', 'Build a dApp', 'Build with viem on Celo.'),
      page('/build/minipay', 'Build on MiniPay', 'Build for Celo phones.'),
    ]);
    // The SDKs page lacks "build", a word of most pages: 2 of 3 words with the rare one in its
    // title beat a sub-heading with all three. With (2/3) squared the sub-heading came first.
    expect(search('Which SDKs can I use to build on Celo?')[0]).toBe('/developer/sdks');
  });

  it('keeps the last nouns of a long question (the word cap counts meaningful words)', () => {
    const engine = new SearchEngine(compact([page('/self', 'Build with Self', 'Proof of humanity.')], {contentWords: 60}));
    expect(engine.parseQuery('How do I check that a user is a unique human with Self?').map((w) => w.term)).toContain('self');
  });
});

describe('rarity', () => {
  it("counts a word on every page for little beside a word on one page (BM25's rarity)", () => {
    const pages = Array.from({length: 10}, (_, i) => page(`/p${i}`, i === 0 ? 'Faucet' : `Celo page ${i}`, 'Celo text.'));
    const engine = new SearchEngine(compact(pages, {contentWords: 60}));
    const title = (query: string) => engine.search(query).hits.find((hit) => hit.record.type === 'lvl1')!.score;
    // Both a title match on one lvl1 record; "celo" is on all 10 pages, "faucet" on 1. With
    // log(1 + 10 / pages) the ratio is about 0.13.
    expect(title('celo') / title('faucet')).toBeLessThan(0.1);
    expect(title('celo')).toBeGreaterThan(0);
  });
});
