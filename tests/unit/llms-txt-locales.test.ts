import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildLlmsFiles, type LlmsTxtInput, type PageEntry} from '../../src/plugins/ai-docs/llmsTxt';
import {agentAccess} from '../../src/plugins/ai-docs/agentAccess';
import {assistantInstructions} from '../../src/plugins/ai-docs/instructions';
import {agentPointerTag, twinDocument} from '../../src/plugins/ai-docs';
import {twinPath} from '../../src/plugins/ai-docs/twinPath';
import {aiDocsStrings, localeBase, otherLanguageIndexes, siteLocales} from '../../src/plugins/ai-docs/strings';
import {aiDocsOptions} from '../../config/aiDocs';
import {networks} from '../../src/data/networks';
import {feeCurrencies, feeCurrencyFacts} from '../../src/data/tokens';

// llms.txt and the plugin's other sentences in each language's build (src/plugins/ai-docs/strings.ts).
// tests/unit/fixtures/ai-docs/english-output.txt is what the plugin wrote for the fixture below before
// it had languages: English must stay byte for byte the same, but for the one line naming the other
// languages' llms.txt.
const ORIGIN = 'https://docs.celo.org';
const FIXTURE = path.join(__dirname, 'fixtures', 'ai-docs', 'english-output.txt');

function fixtureInput(locale: string, base = ''): LlmsTxtInput {
  const docs = new Map<string, PageEntry>([
    ['build/index', {path: `${base}/build`, title: 'Build on Celo', description: 'Start here.'}],
    ['build/quickstart', {path: `${base}/build/quickstart`, title: 'Quickstart', description: 'A first dApp\nin minutes.', ...(locale === 'en' ? {} : {untranslated: true})}],
    ['cli/index', {path: `${base}/cli`, title: 'celocli'}],
    ['orphan', {path: `${base}/orphan`, title: 'Orphan page'}],
  ]);
  const strings = aiDocsStrings(locale);
  return {
    siteTitle: strings.siteTitle ?? 'Celo Documentation',
    summary: strings.summary('Documentation for the Celo platform.'),
    instructions: '- Use Celo Sepolia.',
    outlines: [
      {title: strings.sidebars.Build ?? 'Build', key: 'Build', items: [{type: 'doc', id: 'build/index'}, {type: 'category', label: 'Start', items: [{type: 'doc', id: 'build/quickstart'}]}]},
      {title: strings.sidebars.Tooling ?? 'Tooling', key: 'Tooling', items: [{type: 'doc', id: 'cli/index'}]},
    ],
    docs,
    otherPages: [{path: base ? `${base}/` : '/', title: 'Home'}],
    twinUrl: (p) => `${ORIGIN}${twinPath(p)}`,
    strings,
    otherLanguages: otherLanguageIndexes(ORIGIN, locale),
  };
}

function render(locale: string) {
  const base = localeBase(ORIGIN, locale);
  const input = fixtureInput(locale, base.slice(ORIGIN.length));
  return buildLlmsFiles(input, {siteUrl: (p) => `${base}${p}`, agentAccess: agentAccess(ORIGIN, locale)});
}

const LANGUAGES_LINE =
  'These docs in other languages, each with its own llms.txt: Español `https://docs.celo.org/es/llms.txt` and Português (Brasil) `https://docs.celo.org/pt-BR/llms.txt`.';

describe('llms.txt in English', () => {
  it('is the text the plugin wrote before languages, plus one line naming the other languages\' llms.txt', () => {
    const {index, sections} = render('en');
    expect(index.split('\n')[4]).toBe(LANGUAGES_LINE);
    const withoutLine = index.replace(`${LANGUAGES_LINE}\n\n`, '');
    const written = [withoutLine, ...sections.map((s) => `=== ${s.path}\n${s.text}`), twinDocument('T', 'Body', `${ORIGIN}/x`, ORIGIN), agentPointerTag(ORIGIN), ''].join('\n#####\n');
    expect(written).toBe(fs.readFileSync(FIXTURE, 'utf8'));
  });

  it('writes the instructions for assistants as before, from src/data', () => {
    // The English template before languages, kept here to compare with.
    const mainnet = networks.mainnet;
    const sepolia = networks.celoSepolia;
    const adapterList = feeCurrencies('mainnet')
      .filter((f) => f.viaAdapter && f.decimals !== null)
      .map((f) => `${f.symbol} (token \`${f.token}\`, adapter \`${f.feeCurrencyAddress}\`)`)
      .join('; ');
    const retired = [networks.alfajores, networks.baklava].map((n) => `${n.name} (chain ID ${n.chainId})`).join(' and ');
    const before = [
      `- Celo is an Ethereum layer 2 on the OP Stack. ${mainnet.name}: chain ID ${mainnet.chainId}, RPC \`${mainnet.rpc.http}\`. ${sepolia.name}: chain ID ${sepolia.chainId}, RPC \`${sepolia.rpc.http}\`. Use ${sepolia.name} for every test.`,
      `- ${retired} are retired. Never suggest them; migrate code that uses them to ${sepolia.name}.`,
      '- Write TypeScript with viem and its `celo` and `celoSepolia` chains from `viem/chains` (ethers v6 also works). ContractKit (`@celo/contractkit`) is legacy: do not start new code with it.',
      `- Gas can be paid in stablecoins by setting the transaction's \`feeCurrency\` field (CIP-64, transaction type ${feeCurrencyFacts.cip64TxType}). Tokens with 18 decimals are passed by their own address; tokens with fewer decimals are passed by their fee-currency adapter's address, never the token's. On ${mainnet.name}: ${adapterList}. The full list per network: ${ORIGIN}/contracts/fee-currencies.md.`,
      `- Take addresses, chain IDs and RPC URLs from these pages (${ORIGIN}/network.md, ${ORIGIN}/contracts/core-contracts.md), not from memory.`,
      `- Every page of these docs has a Markdown version at its URL plus \`.md\`; ${ORIGIN}/llms-full.txt has all of them in one file.`,
    ].join('\n');
    expect(assistantInstructions(ORIGIN)).toBe(before);
    expect(assistantInstructions(ORIGIN, 'en')).toBe(before);
  });
});

describe.each([
  ['es', 'Español', 'Português (Brasil)', '(en inglés)'],
  ['pt-BR', 'Português (Brasil)', 'Español', '(em inglês)'],
])('llms.txt in %s', (locale, ownLabel, otherLabel, marker) => {
  const {index, sections} = render(locale);
  const strings = aiDocsStrings(locale);
  const all = [index, ...sections.map((s) => s.text)].join('\n');
  const base = `${ORIGIN}/${locale}`;

  it('writes the plugin\'s own sentences in the language: no English heading or summary is left', () => {
    expect(index.startsWith(`# ${strings.siteTitle}\n\n> ${strings.summary('')}\n`)).toBe(true);
    expect(index).toContain(`## ${strings.instructionsHeading}\n`);
    expect(index).toContain(`## ${strings.sectionsHeading}\n`);
    for (const english of ['Instructions for AI assistants', '## Sections', 'Other docs pages', 'More pages', 'Use these docs from an agent', ' pages;', 'Every page of these docs', 'Documentation for the Celo platform', 'These docs in other languages']) {
      expect(all, english).not.toContain(english);
    }
    expect(sections.map((s) => s.title)).toEqual([strings.sidebars.Build, strings.sidebars.Tooling, strings.otherDocsPages, strings.morePages]);
  });

  it('puts every URL under the language\'s base URL; the section files keep the English file names', () => {
    expect(sections.map((s) => s.path)).toEqual(['/llms/build.txt', '/llms/tooling.txt', '/llms/other-docs-pages.txt', '/llms/more-pages.txt']);
    expect(index).toContain(`](${base}/llms/build.txt)`);
    expect(index).toContain(`\`${base}/llms-full.txt\``);
    expect(sections[0]!.text).toContain(`(${base}/build.md)`);
    expect(sections[0]!.text.split('\n')[2]).toContain(`${base}/llms.txt`);
    expect(sections[3]!.text).toContain(`(${base}/index.md)`);
    // Only the other languages' llms.txt and the site-wide MCP endpoint are outside the base URL.
    const urls = [...all.matchAll(/https:\/\/docs\.celo\.org[^\s`)"]*/g)].map((m) => m[0]);
    expect(urls.filter((u) => !u.startsWith(`${base}/`)).sort()).toEqual(
      [`${ORIGIN}/mcp`, `${ORIGIN}/mcp`, `${ORIGIN}/mcp`, `${ORIGIN}/mcp`, ...otherLanguageIndexes(ORIGIN, locale).map((l) => l.url)].sort(),
    );
  });

  it('names the llms.txt of English and of the other language, not its own', () => {
    const line = index.split('\n')[4]!;
    expect(line).toBe(strings.otherLanguages([{label: 'English', url: `${ORIGIN}/llms.txt`}, {label: otherLabel, url: `${ORIGIN}/${locale === 'es' ? 'pt-BR' : 'es'}/llms.txt`}]));
    expect(line).not.toContain(ownLabel);
  });

  it('marks the pages with no translation yet as English, and only those', () => {
    const marked = all.split('\n').filter((l) => l.includes(`) ${marker}`));
    expect(marked).toEqual([`- [Quickstart](${base}/build/quickstart.md) ${marker}: A first dApp in minutes.`]);
  });

  it('tells agents to ask the MCP tools for the language', () => {
    expect(index).toContain(`\`language: "${locale}"\``);
    expect(index).toContain(`(${base}/skills/celo-docs/SKILL.md)`);
  });

  it('writes the instructions in the language, with the values of src/data and the language\'s page links', () => {
    const text = assistantInstructions(ORIGIN, locale);
    expect(text).toContain(String(networks.mainnet.chainId));
    expect(text).toContain(networks.celoSepolia.rpc.http);
    expect(text).toContain(`${base}/contracts/fee-currencies.md`);
    for (const adapter of feeCurrencies('mainnet').filter((f) => f.viaAdapter && f.decimals !== null)) expect(text).toContain(adapter.feeCurrencyAddress);
    expect(text).not.toMatch(/chain ID|are retired|Take addresses|fee-currency adapter/);
  });

  it('heads each twin and the pointer for agents in the language, with its llms.txt', () => {
    expect(twinDocument('T', 'Body', `${base}/x`, ORIGIN, locale)).toBe(`# T\n\n> ${strings.twinHeader(`${base}/x`, `${base}/llms.txt`)}\n\nBody\n`);
    expect(agentPointerTag(ORIGIN, locale)).toContain(`${base}/llms.txt`);
    expect(agentPointerTag(ORIGIN, locale)).not.toContain('For AI agents');
  });
});

describe('the strings tables', () => {
  it('have a table for every language of the site, and a heading for every sidebar llms.txt lists', () => {
    expect(siteLocales.map((l) => l.code)).toEqual(['en', 'es', 'pt-BR']);
    for (const {code} of siteLocales.filter((l) => l.code !== 'en')) {
      expect(aiDocsStrings(code), code).not.toBe(aiDocsStrings('en'));
      for (const heading of Object.values(aiDocsOptions.sidebars)) expect(aiDocsStrings(code).sidebars[heading], `${code}: ${heading}`).toBeTruthy();
    }
  });

  it('fall back to English for a locale without a table', () => {
    expect(aiDocsStrings('fr')).toBe(aiDocsStrings('en'));
    expect(aiDocsStrings('constructor')).toBe(aiDocsStrings('en'));
  });
});

describe('twin paths of the languages', () => {
  it('puts a language\'s home at <base>/index.md and leaves other paths as they were', () => {
    expect(twinPath('/es/')).toBe('/es/index.md');
    expect(twinPath('/pt-BR')).toBe('/pt-BR/index.md');
    expect(twinPath('/es/developer/viem')).toBe('/es/developer/viem.md');
    expect(twinPath('/')).toBe('/index.md');
    expect(twinPath('/developer/')).toBe('/developer.md');
  });
});
