/**
 * The sentences the AI layer writes itself, in each of the site's languages: the headings and the
 * summaries of `llms.txt` and its section files, the instructions for assistants, the "Use these docs
 * from an agent" section, the header of each Markdown twin and the pointer for agents. Each language
 * is a build of its own (scripts/build.mjs), and the plugin picks the table of the build's locale
 * (`context.i18n.currentLocale`). Facts (chain IDs, RPC URLs, addresses, names) come in as
 * arguments, from `src/data`, never typed here. The English table is the text the site always wrote:
 * `tests/unit/llms-txt-locales.test.ts` checks it byte for byte.
 *
 * These are files for agents, not interface strings, so they live here and not in `i18n/<locale>/code.json`.
 */
import locales from '../../../config/locales.json';

/** The site's languages (config/locales.json). */
export type AiDocsLocale = 'en' | 'es' | 'pt-BR';

/** The values the instructions for assistants name, from `src/data`. */
export interface InstructionFacts {
  mainnet: {name: string; chainId: number; rpc: string};
  sepolia: {name: string; chainId: number; rpc: string};
  retired: {name: string; chainId: number}[];
  cip64TxType: number;
  adapters: {symbol: string; token: string; adapter: string}[];
  /** The locale's base URL without its trailing slash (`https://docs.celo.org/es`). */
  base: string;
}

/** An MCP client's line, as `src/data/docsMcp.ts` gives it. */
export interface ClientLine {
  client: string;
  /** Files the line goes in (none: a command for a terminal). */
  files: string[];
  line: string;
}

export interface AgentAccessFacts {
  mcpUrl: string;
  tools: string[];
  clients: ClientLine[];
  skillUrl: string;
  /** The locale's base URL without its trailing slash. */
  base: string;
  /** The locale's code, when it is not English: the MCP tools take it as `language`. */
  language?: string;
}

export interface AiDocsStrings {
  /** The site's title in the H1s; undefined: the site config's `title`. */
  siteTitle?: string;
  /** The summary quote of llms.txt; `tagline` is the site config's. */
  summary(tagline: string): string;
  instructionsHeading: string;
  sectionsHeading: string;
  sectionsIntro(fullTxtUrl: string): string;
  /** The quote under a section file's H1. */
  sectionSummary(title: string, siteTitle: string, pages: number, indexUrl: string): string;
  /** A section's line in the index, after its link. */
  sectionLine(pages: number, topics: string[]): string;
  otherDocsPages: string;
  morePages: string;
  /** A sidebar's English heading (config/aiDocs.ts) → its heading in this language (the navbar's). */
  sidebars: Readonly<Record<string, string>>;
  /** After the link of a page that has no translation yet (English is shown); empty in English. */
  untranslated: string;
  /** The line that names the llms.txt of the site's other languages. */
  otherLanguages(list: {label: string; url: string}[]): string;
  instructions(facts: InstructionFacts): string[];
  agentAccess(facts: AgentAccessFacts): string[];
  /** The quote under a twin's H1. */
  twinHeader(pageUrl: string, indexUrl: string): string;
  /** The visually hidden sentence first in every page's body. */
  agentPointer(indexUrl: string, mcpUrl: string): string;
}

const code = (text: string) => `\`${text}\``;
/** `A \`url\`, B \`url\` and C \`url\``, with the language's "and". */
function codeList(items: {label: string; url: string}[], and: string): string {
  const named = items.map((l) => `${l.label} ${code(l.url)}`);
  return named.length > 1 ? `${named.slice(0, -1).join(', ')}${and}${named.at(-1)}` : named.join('');
}

const en: AiDocsStrings = {
  summary: (tagline) => `${tagline} Celo is an Ethereum layer 2 built on the OP Stack: these docs cover building apps, stablecoins, developer tools, running nodes and the protocol.`,
  instructionsHeading: 'Instructions for AI assistants',
  sectionsHeading: 'Sections',
  sectionsIntro: (full) => `Every page of these docs is listed once, in one of these files, with a link to its Markdown version and a one-line description. ${code(full)} has the Markdown of every page in this order, in one file.`,
  sectionSummary: (title, site, pages, index) => `The "${title}" pages of the ${site} (${pages} pages), each linked to its Markdown version, with its description. The index of every section and the instructions for assistants: ${index}`,
  sectionLine: (pages, topics) => `${pages} pages${topics.length > 0 ? `; topics: ${topics.join(', ')}` : ''}`,
  otherDocsPages: 'Other docs pages',
  morePages: 'More pages',
  sidebars: {},
  untranslated: '',
  otherLanguages: (list) => `These docs in other languages, each with its own llms.txt: ${codeList(list, ' and ')}.`,
  instructions: (f) => [
    `- Celo is an Ethereum layer 2 on the OP Stack. ${f.mainnet.name}: chain ID ${f.mainnet.chainId}, RPC ${code(f.mainnet.rpc)}. ${f.sepolia.name}: chain ID ${f.sepolia.chainId}, RPC ${code(f.sepolia.rpc)}. Use ${f.sepolia.name} for every test.`,
    `- ${f.retired.map((n) => `${n.name} (chain ID ${n.chainId})`).join(' and ')} are retired. Never suggest them; migrate code that uses them to ${f.sepolia.name}.`,
    '- Write TypeScript with viem and its `celo` and `celoSepolia` chains from `viem/chains` (ethers v6 also works). ContractKit (`@celo/contractkit`) is legacy: do not start new code with it.',
    `- Gas can be paid in stablecoins by setting the transaction's \`feeCurrency\` field (CIP-64, transaction type ${f.cip64TxType}). Tokens with 18 decimals are passed by their own address; tokens with fewer decimals are passed by their fee-currency adapter's address, never the token's. On ${f.mainnet.name}: ${f.adapters.map((a) => `${a.symbol} (token ${code(a.token)}, adapter ${code(a.adapter)})`).join('; ')}. The full list per network: ${f.base}/contracts/fee-currencies.md.`,
    `- Take addresses, chain IDs and RPC URLs from these pages (${f.base}/network.md, ${f.base}/contracts/core-contracts.md), not from memory.`,
    `- Every page of these docs has a Markdown version at its URL plus \`.md\`; ${f.base}/llms-full.txt has all of them in one file.`,
  ],
  agentAccess: (f) => [
    '## Use these docs from an agent',
    '',
    `- MCP endpoint (Streamable HTTP, no sign-in): ${code(f.mcpUrl)}. Tools: ${f.tools.map(code).join(', ')}. One line per client:`,
    ...f.clients.map((c) => `  - ${c.client}, in ${c.files.length === 0 ? 'a terminal' : c.files.map(code).join(' or ')}: ${code(c.line)}`),
    `- [Agent skill for these docs](${f.skillUrl}): a \`SKILL.md\` in the Agent Skills format that tells an agent how to use the endpoint, the Markdown pages and the rules above.`,
    `- Every page has a Markdown version at its URL plus \`.md\` (${code(`${f.base}/developer/viem.md`)}; the home page is ${code(`${f.base}/index.md`)}), also sent for a page URL requested with \`Accept: text/markdown\`.`,
  ],
  twinHeader: (page, index) => `Markdown version of ${page}. Index of every page of these docs: ${index}`,
  agentPointer: (index, mcp) => `For AI agents: every page of these docs has a Markdown version at its URL plus .md, the index of all pages is ${index}, and the docs MCP endpoint is ${mcp}.`,
};

const es: AiDocsStrings = {
  siteTitle: 'Documentación de Celo',
  summary: () => 'Documentación de la plataforma Celo. Celo es una capa 2 (L2) de Ethereum construida sobre el OP Stack: esta documentación trata de crear aplicaciones, stablecoins, herramientas para desarrolladores, operar nodos y el protocolo.',
  instructionsHeading: 'Instrucciones para asistentes de IA',
  sectionsHeading: 'Secciones',
  sectionsIntro: (full) => `Cada página de esta documentación figura una vez, en uno de estos archivos, con un enlace a su versión en Markdown y una descripción de una línea. ${code(full)} reúne el Markdown de todas las páginas en este orden, en un solo archivo.`,
  sectionSummary: (title, site, pages, index) => `Las páginas de "${title}" de la ${site} (${pages} páginas), cada una con un enlace a su versión en Markdown y su descripción. El índice de todas las secciones y las instrucciones para asistentes: ${index}`,
  sectionLine: (pages, topics) => `${pages} páginas${topics.length > 0 ? `; temas: ${topics.join(', ')}` : ''}`,
  otherDocsPages: 'Otras páginas de la documentación',
  morePages: 'Más páginas',
  sidebars: {'What is Celo': 'Qué es Celo', Build: 'Construir', Tooling: 'Herramientas', 'Celo L2': 'Celo L2', Community: 'Comunidad'},
  untranslated: '(en inglés)',
  otherLanguages: (list) => `Esta documentación en otros idiomas, cada uno con su propio llms.txt: ${codeList(list, ' y ')}.`,
  instructions: (f) => [
    `- Celo es una capa 2 (L2) de Ethereum sobre el OP Stack. ${f.mainnet.name}: ID de cadena ${f.mainnet.chainId}, RPC ${code(f.mainnet.rpc)}. ${f.sepolia.name}: ID de cadena ${f.sepolia.chainId}, RPC ${code(f.sepolia.rpc)}. Use ${f.sepolia.name} para toda prueba.`,
    `- ${f.retired.map((n) => `${n.name} (ID de cadena ${n.chainId})`).join(' y ')} están retiradas. No las sugiera nunca; migre a ${f.sepolia.name} el código que las use.`,
    '- Escriba TypeScript con viem y sus cadenas `celo` y `celoSepolia` de `viem/chains` (ethers v6 también sirve). ContractKit (`@celo/contractkit`) es heredado: no empiece código nuevo con él.',
    `- El gas se puede pagar en stablecoins con el campo \`feeCurrency\` de la transacción (CIP-64, tipo de transacción ${f.cip64TxType}). Los tokens de 18 decimales se indican por su propia dirección; los de menos decimales, por la dirección de su adaptador de moneda de comisión, nunca por la del token. En ${f.mainnet.name}: ${f.adapters.map((a) => `${a.symbol} (token ${code(a.token)}, adaptador ${code(a.adapter)})`).join('; ')}. La lista completa por red: ${f.base}/contracts/fee-currencies.md.`,
    `- Tome las direcciones, los ID de cadena y las URL de RPC de estas páginas (${f.base}/network.md, ${f.base}/contracts/core-contracts.md), no de memoria.`,
    `- Cada página de esta documentación tiene una versión en Markdown en su URL más \`.md\`; ${f.base}/llms-full.txt las reúne todas en un archivo.`,
  ],
  agentAccess: (f) => [
    '## Usar esta documentación desde un agente',
    '',
    `- Endpoint MCP (Streamable HTTP, sin inicio de sesión): ${code(f.mcpUrl)}. Herramientas: ${f.tools.map(code).join(', ')}; ${code('search_docs')} y ${code('get_page')} responden en español con ${code(`language: "${f.language}"`)}. Una línea por cliente:`,
    ...f.clients.map((c) => `  - ${c.client}, ${c.files.length === 0 ? 'en una terminal' : `en ${c.files.map(code).join(' o ')}`}: ${code(c.line)}`),
    `- [Skill de agente para esta documentación](${f.skillUrl}): un \`SKILL.md\` en el formato Agent Skills que le indica a un agente cómo usar el endpoint, las páginas en Markdown y las reglas anteriores (en inglés).`,
    `- Cada página tiene una versión en Markdown en su URL más \`.md\` (${code(`${f.base}/developer/viem.md`)}; la página de inicio es ${code(`${f.base}/index.md`)}), que también se envía cuando se pide la URL de una página con \`Accept: text/markdown\`.`,
  ],
  twinHeader: (page, index) => `Versión en Markdown de ${page}. Índice de todas las páginas de esta documentación: ${index}`,
  agentPointer: (index, mcp) => `Para agentes de IA: cada página de esta documentación tiene una versión en Markdown en su URL más .md, el índice de todas las páginas está en ${index} y el endpoint MCP de la documentación es ${mcp}.`,
};

const ptBR: AiDocsStrings = {
  siteTitle: 'Documentação da Celo',
  summary: () => 'Documentação da plataforma Celo. A Celo é uma camada 2 (L2) do Ethereum construída sobre o OP Stack: esta documentação trata de criar aplicativos, stablecoins, ferramentas para desenvolvedores, operar nós e o protocolo.',
  instructionsHeading: 'Instruções para assistentes de IA',
  sectionsHeading: 'Seções',
  sectionsIntro: (full) => `Cada página desta documentação aparece uma vez, em um destes arquivos, com um link para sua versão em Markdown e uma descrição de uma linha. ${code(full)} reúne o Markdown de todas as páginas nesta ordem, em um só arquivo.`,
  sectionSummary: (title, site, pages, index) => `As páginas de "${title}" da ${site} (${pages} páginas), cada uma com um link para sua versão em Markdown e sua descrição. O índice de todas as seções e as instruções para assistentes: ${index}`,
  sectionLine: (pages, topics) => `${pages} páginas${topics.length > 0 ? `; tópicos: ${topics.join(', ')}` : ''}`,
  otherDocsPages: 'Outras páginas da documentação',
  morePages: 'Mais páginas',
  sidebars: {'What is Celo': 'O que é a Celo', Build: 'Construir', Tooling: 'Ferramentas', 'Celo L2': 'Celo L2', Community: 'Comunidade'},
  untranslated: '(em inglês)',
  otherLanguages: (list) => `Esta documentação em outros idiomas, cada um com seu próprio llms.txt: ${codeList(list, ' e ')}.`,
  instructions: (f) => [
    `- A Celo é uma camada 2 (L2) do Ethereum sobre o OP Stack. ${f.mainnet.name}: ID da cadeia ${f.mainnet.chainId}, RPC ${code(f.mainnet.rpc)}. ${f.sepolia.name}: ID da cadeia ${f.sepolia.chainId}, RPC ${code(f.sepolia.rpc)}. Use a ${f.sepolia.name} para todo teste.`,
    `- ${f.retired.map((n) => `${n.name} (ID da cadeia ${n.chainId})`).join(' e ')} foram desativadas. Nunca as sugira; migre para a ${f.sepolia.name} o código que as usa.`,
    '- Escreva TypeScript com viem e as cadeias `celo` e `celoSepolia` de `viem/chains` (ethers v6 também funciona). ContractKit (`@celo/contractkit`) é legado: não comece código novo com ele.',
    `- O gas pode ser pago em stablecoins definindo o campo \`feeCurrency\` da transação (CIP-64, tipo de transação ${f.cip64TxType}). Tokens com 18 casas decimais são passados pelo próprio endereço; tokens com menos casas decimais, pelo endereço do adaptador da moeda de taxa, nunca pelo do token. Na ${f.mainnet.name}: ${f.adapters.map((a) => `${a.symbol} (token ${code(a.token)}, adaptador ${code(a.adapter)})`).join('; ')}. A lista completa por rede: ${f.base}/contracts/fee-currencies.md.`,
    `- Tire endereços, IDs da cadeia e URLs de RPC destas páginas (${f.base}/network.md, ${f.base}/contracts/core-contracts.md), não da memória.`,
    `- Toda página desta documentação tem uma versão em Markdown na sua URL mais \`.md\`; ${f.base}/llms-full.txt reúne todas em um arquivo.`,
  ],
  agentAccess: (f) => [
    '## Usar esta documentação a partir de um agente',
    '',
    `- Endpoint MCP (Streamable HTTP, sem login): ${code(f.mcpUrl)}. Ferramentas: ${f.tools.map(code).join(', ')}; ${code('search_docs')} e ${code('get_page')} respondem em português com ${code(`language: "${f.language}"`)}. Uma linha por cliente:`,
    ...f.clients.map((c) => `  - ${c.client}, ${c.files.length === 0 ? 'em um terminal' : `em ${c.files.map(code).join(' ou ')}`}: ${code(c.line)}`),
    `- [Skill de agente para esta documentação](${f.skillUrl}): um \`SKILL.md\` no formato Agent Skills que diz a um agente como usar o endpoint, as páginas em Markdown e as regras acima (em inglês).`,
    `- Cada página tem uma versão em Markdown na sua URL mais \`.md\` (${code(`${f.base}/developer/viem.md`)}; a página inicial é ${code(`${f.base}/index.md`)}), também enviada quando a URL de uma página é pedida com \`Accept: text/markdown\`.`,
  ],
  twinHeader: (page, index) => `Versão em Markdown de ${page}. Índice de todas as páginas desta documentação: ${index}`,
  agentPointer: (index, mcp) => `Para agentes de IA: cada página desta documentação tem uma versão em Markdown na sua URL mais .md, o índice de todas as páginas está em ${index} e o endpoint MCP da documentação é ${mcp}.`,
};

const TABLES: Readonly<Record<AiDocsLocale, AiDocsStrings>> = {en, es, 'pt-BR': ptBR};

/** The sentences of a locale; English for a locale without a table. */
export function aiDocsStrings(locale: string): AiDocsStrings {
  return Object.hasOwn(TABLES, locale) ? TABLES[locale as AiDocsLocale] : en;
}

/** The site's locales with their label and base URL (config/locales.json), the default first. */
export const siteLocales: {code: string; label: string; baseUrl: string}[] = Object.entries(locales.locales)
  .map(([code, config]) => ({code, label: config.label, baseUrl: config.baseUrl}))
  .sort((a, b) => Number(b.code === locales.defaultLocale) - Number(a.code === locales.defaultLocale));

/** The base URL of a locale's pages under the site's origin, without a trailing slash (`https://docs.celo.org/es`). */
export function localeBase(origin: string, locale: string): string {
  const baseUrl = siteLocales.find((l) => l.code === locale)?.baseUrl ?? '/';
  return `${origin}${baseUrl.replace(/\/+$/, '')}`;
}

/** The llms.txt of each of the site's languages other than `locale`, for the line that names them. */
export function otherLanguageIndexes(origin: string, locale: string): {label: string; url: string}[] {
  return siteLocales.filter((l) => l.code !== locale).map((l) => ({label: l.label, url: `${localeBase(origin, l.code)}/llms.txt`}));
}
