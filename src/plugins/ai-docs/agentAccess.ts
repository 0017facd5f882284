/**
 * How an agent reaches these docs: the MCP endpoint with its client lines, the agent skill and the
 * Markdown twins. Written into `/llms.txt` (after the instructions) and into the skill's `SKILL.md`,
 * both from `src/data/docsMcp.ts`, so the endpoint is named the same way everywhere.
 */
import {docsMcpClientConfigs, docsMcpUrl, docsMcpWhere} from '../../data/docsMcp';
import {assistantInstructions} from './instructions';
import {aiDocsStrings, localeBase} from './strings';

/** The skill's folder name, which the Agent Skills format requires to equal its `name`. */
export const SKILL_NAME = 'celo-docs';
/** Site path of the skill's SKILL.md. */
export const SKILL_PATH = `/skills/${SKILL_NAME}/SKILL.md`;
/** The skill's description: what it does and when an agent should load it (at most 1,024 characters). */
export const SKILL_DESCRIPTION =
  'Answer questions and write code about Celo (the Ethereum L2: networks, stablecoins, fee currencies, contracts, nodes) from the current Celo documentation, through its MCP endpoint or the Markdown version of each page. Use it whenever a task involves Celo, celocli, Celo Sepolia or Celo contract addresses.';

/** The docs MCP tools, as the server registers them (mcp/server.ts). */
const TOOLS = [
  ['search_docs', 'the best-matching pages for a question, with their Markdown URLs (`language: "es"` or `"pt-BR"` searches the Spanish or Portuguese docs)'],
  ['get_page', 'the Markdown of a page, by path or URL (old Celo docs URLs lead to the page that covers them now; `language` as for `search_docs`)'],
  ['get_network', 'chain ID, RPC endpoints, explorers and faucets of a network'],
  ['get_contract', 'the address of a core contract, token, rollup contract or predeploy, with its explorer link'],
] as const;

/**
 * The "Use these docs from an agent" section of `/llms.txt`, in the build's language (./strings.ts).
 * The MCP endpoint is the site's, at its root, in every language; the skill and the example twin
 * are the language's own files.
 */
export function agentAccess(origin: string, locale = 'en'): string {
  const base = localeBase(origin, locale);
  return aiDocsStrings(locale)
    .agentAccess({
      mcpUrl: docsMcpUrl(origin),
      tools: TOOLS.map(([name]) => name),
      clients: docsMcpClientConfigs(origin),
      skillUrl: `${base}${SKILL_PATH}`,
      base,
      ...(locale === 'en' ? {} : {language: locale}),
    })
    .join('\n');
}

/** The skill's `SKILL.md`: YAML front matter (name, description), then the instructions. */
export function skillDocument(origin: string): string {
  const yamlString = (text: string) => JSON.stringify(text);
  return `---
name: ${SKILL_NAME}
description: ${yamlString(SKILL_DESCRIPTION)}
---

# Celo documentation

Use this skill to answer from the current Celo documentation (${origin}) instead of from memory: Celo is now an Ethereum L2, and much of what models learned about it when it was its own L1 is out of date.

## 1. Ask the docs MCP server

If your client can add an MCP server, connect to \`${docsMcpUrl(origin)}\` (Streamable HTTP, no sign-in):

${docsMcpClientConfigs(origin).map((c) => `- ${c.client}, in ${docsMcpWhere(c, (f) => `\`${f}\``)}:\n\n  \`\`\`${c.language}\n  ${c.line}\n  \`\`\``).join('\n\n')}

Tools:

${TOOLS.map(([name, what]) => `- \`${name}\`: ${what}.`).join('\n')}

Start with \`search_docs\`, then read the page with \`get_page\`. Take chain IDs, RPC URLs and addresses from \`get_network\` and \`get_contract\`, never from memory.

## 2. Or read the Markdown pages

When the endpoint does not answer, or your tool can only fetch URLs:

1. Read ${origin}/llms.txt: the instructions for assistants, then one file per section of the docs, each listing its pages with a one-line description.
2. Open the section file that fits the task and pick the pages.
3. Fetch each page's Markdown: its URL plus \`.md\` (${origin}/developer/viem.md), or the page URL with the header \`Accept: text/markdown\`. The Markdown is made from the rendered page, so tables, addresses and every tab of a tab group are written out.
4. ${origin}/llms-full.txt has every page in one file, for tools that load a whole corpus.

## Rules

${assistantInstructions(origin)}
- Link the reader to the page you used (its URL without \`.md\`), so they can check it.
- Never ask for or handle a private key or seed phrase; code reads keys from environment variables.
`;
}
