/**
 * What the docs MCP server answers, over a built site and `src/data`, with no network:
 * search with the site's own engine and ranking, a page's Markdown twin, a network's values,
 * a contract's address. Pure of any transport, so tests call it directly and through the SDK.
 * The build's files come through a `BuildFiles` reader: from the build folder (`npm run mcp`), or
 * from memory (the bundle mcp/bundle.mjs writes, which carries them).
 * Each language of the site is a build under its base URL (`es/search-index`, `es/developer/viem.md`);
 * search and pages take a `language` (config/locales.json), English by default.
 */
import fs from 'node:fs';
import path from 'node:path';
import {snippet} from '../src/plugins/local-search/engine/search';
import {SHARD_DIR} from '../src/plugins/local-search/engine/format';
import {openIndexFrom} from '../src/plugins/local-search/indexer/onDisk';
import {decodePath, parseRedirectsFile, prefixTarget} from '../scripts/serve/redirects.mjs';
import {createFileLookup} from '../scripts/serve/paths.mjs';
import {twinPath} from '../src/plugins/ai-docs/twinPath';
import locales from '../config/locales.json';
import {networks, networkIds, type Network, type NetworkId} from '../src/data/networks';
import {coreContracts, l1Contracts, opStackPredeploys, type Contract} from '../src/data/contracts';
import {tokens} from '../src/data/tokens';

/** An error the client caused (bad arguments, unknown names): reported to it as a tool error. */
export class ToolInputError extends Error {}

/** The search index's tag for docs pages (the DocSearch `docusaurus_tag` of the current docs version). */
const DOCS_TAG = 'docs-default-current';

export const LIMITS = {maxQueryChars: 256, maxResults: 20, defaultResults: 5, maxPathChars: 512} as const;

/** A language of the docs: its code, its name, and its pages' path prefix (`/es`; '' for English). */
export interface DocsLanguage {
  code: string;
  label: string;
  prefix: string;
}

/** The site's languages (config/locales.json), the default first. */
export const LANGUAGES: readonly DocsLanguage[] = Object.entries(locales.locales)
  .map(([code, config]) => ({code, label: config.label, prefix: config.baseUrl.replace(/\/+$/, '')}))
  .sort((a, b) => Number(b.code === locales.defaultLocale) - Number(a.code === locales.defaultLocale));

export const DEFAULT_LANGUAGE = locales.defaultLocale;

/** The languages as a tool's argument describes them: `en (English, the default), es (Español), …`. */
export const languageChoices = LANGUAGES.map((l) => `${l.code} (${l.label}${l.code === DEFAULT_LANGUAGE ? ', the default' : ''})`).join(', ');

/** A language by its code (any case; `pt_BR` as `pt-BR`); none given: the default. */
export function docsLanguage(code: string | undefined): DocsLanguage {
  const wanted = (code ?? '').trim().toLowerCase().replace(/_/g, '-') || DEFAULT_LANGUAGE.toLowerCase();
  const found = LANGUAGES.find((l) => l.code.toLowerCase() === wanted);
  if (!found) throw new ToolInputError(`Unknown language "${(code ?? '').slice(0, 32)}". Use one of: ${languageChoices}.`);
  return found;
}

export interface SearchResultItem {
  title: string;
  section: string | null;
  url: string;
  markdownUrl: string;
  snippet: string;
}

export interface DocsSite {
  origin: string;
  search(query: string, limit?: number, language?: string): SearchResultItem[];
  getPage(pathOrUrl: string, language?: string): {path: string; markdown: string};
  getNetwork(name: string): Record<string, unknown>;
  getContract(name: string, network?: string): Record<string, unknown>[];
}

/** The build's text files, by their `/`-separated path inside the build folder. */
export interface BuildFiles {
  /** Where the files come from, for messages. */
  where: string;
  /** The text of a file, or undefined when there is none (missing, a folder, or outside the build). */
  read(file: string): string | undefined;
}

/**
 * The files of a build folder, found as scripts/serve.mjs finds them (scripts/serve/paths.mjs): a
 * path must stay inside the folder, and so must the file it finally names, so a symbolic link
 * inside the build that leads outside it reads as no file.
 */
export function folderFiles(buildDir: string): BuildFiles {
  const root = path.resolve(buildDir);
  let lookup: (relative: string) => string | null;
  try {
    lookup = createFileLookup(root);
  } catch {
    // No such folder: no files (openDocsSite then says to build first).
    lookup = () => null;
  }
  return {
    where: root,
    read(file) {
      const full = lookup(file);
      try {
        return full === null ? undefined : fs.readFileSync(full, 'utf8');
      } catch {
        return undefined;
      }
    },
  };
}

/** Files held in memory (the bundle's), looked up as own properties only. */
export function memoryFiles(files: Record<string, string>, where = 'the MCP bundle'): BuildFiles {
  return {where, read: (file) => (Object.hasOwn(files, file) ? files[file] : undefined)};
}

const NETWORK_ALIASES: Record<string, NetworkId> = {
  mainnet: 'mainnet',
  celo: 'mainnet',
  'celo-mainnet': 'mainnet',
  '42220': 'mainnet',
  sepolia: 'celoSepolia',
  celosepolia: 'celoSepolia',
  'celo-sepolia': 'celoSepolia',
  testnet: 'celoSepolia',
  '11142220': 'celoSepolia',
  alfajores: 'alfajores',
  '44787': 'alfajores',
  baklava: 'baklava',
  '62320': 'baklava',
};

/** An alias's network; own properties only, so `constructor` or `__proto__` is no network. */
const alias = (key: string): NetworkId | undefined => (Object.hasOwn(NETWORK_ALIASES, key) ? NETWORK_ALIASES[key] : undefined);

export function networkId(name: string): NetworkId {
  const key = name.trim().toLowerCase().replace(/[\s_]+/g, '-');
  const id = alias(key) ?? alias(key.replace(/-/g, ''));
  if (!id) {
    throw new ToolInputError(`Unknown network "${name.slice(0, 64)}". Use one of: ${networkIds.join(', ')} (or a chain ID).`);
  }
  return id;
}

/** Compares names loosely: case, punctuation and the tugrik sign in USD₮ do not matter. */
const normalName = (name: string) => name.toLowerCase().replace(/₮/g, 't').replace(/[^a-z0-9]/g, '');

function explorerLink(network: Network, address: string): string | null {
  const explorer = network.explorers.find((e) => e.addressPaths);
  return explorer ? `${explorer.url}/address/${address}` : null;
}

/**
 * A site path from what a client may send: `/developer/viem`, `developer/viem.md`,
 * `https://docs.celo.org/developer/viem#install`, `/blog/3%20Simple%20Steps`. Percent-escapes are
 * decoded as the server decodes them (scripts/serve/redirects.mjs), then anything that could leave
 * the build folder (`..`, backslashes, NUL, control characters) is refused before a file is touched.
 */
export function pagePath(input: string, origin: string): string {
  if (input.length > LIMITS.maxPathChars) throw new ToolInputError(`The path is longer than ${LIMITS.maxPathChars} characters.`);
  let value = input.trim();
  if (/^https?:\/\//i.test(value)) {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new ToolInputError(`"${value.slice(0, 80)}" is not a valid URL.`);
    }
    if (url.origin !== origin) throw new ToolInputError(`Only pages of ${origin} can be read (got ${url.origin}).`);
    value = url.pathname;
  }
  value = decodePath(value.replace(/[?#].*$/, ''));
  if (!value.startsWith('/')) value = `/${value}`;
  if (value.includes('\\') || value.split('/').some((part) => part === '..' || part === '.')) {
    throw new ToolInputError('The path must be a page of these docs, such as /developer/viem: it cannot contain ".." or backslashes.');
  }
  // Control characters (NUL among them): no page or old URL of these docs has one.
  if (/[\u0000-\u001f\u007f]/.test(value)) throw new ToolInputError('The path contains characters no page of these docs has.');
  value = value.replace(/\.(md|html)$/, '').replace(/\/index$/, '').replace(/\/+$/, '');
  return value || '/';
}

function toNetworkFacts(network: Network): Record<string, unknown> {
  return {
    name: network.name,
    id: network.id,
    status: network.status,
    ...(network.retirement ? {retirement: network.retirement} : {}),
    chainId: network.chainId,
    chainIdHex: network.chainIdHex,
    currency: network.currency,
    rpc: network.rpc,
    ...(network.rpcNotes ? {rpcNotes: network.rpcNotes} : {}),
    explorers: network.explorers.map(({name, url}) => ({name, url})),
    faucets: network.faucets,
    bridges: network.bridges,
    settlementLayer: network.settlementLayer,
    blockTimeSeconds: network.blockTimeSeconds,
  };
}

/** Redirects followed at most this many times (a chain longer than that is a loop in the table). */
const MAX_HOPS = 5;

/** A build folder, or the build's files from a reader (`folderFiles`, `memoryFiles`). */
export function openDocsSite(build: string | BuildFiles, origin: string): DocsSite {
  const files = typeof build === 'string' ? folderFiles(build) : build;
  // The site's own sharded index, read as the browser reads it: each query loads the parts it
  // needs, which stay in for the next queries. Each language has its own, in its folder.
  const indexOf = (language: DocsLanguage) => openIndexFrom((file) => files.read(`${language.prefix.slice(1)}${language.prefix ? '/' : ''}${SHARD_DIR}/${file}`), files.where);
  const indexes = new Map<string, ReturnType<typeof openIndexFrom>>();
  try {
    indexes.set(DEFAULT_LANGUAGE, indexOf(docsLanguage(DEFAULT_LANGUAGE)));
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)} Build the site first: npm run build.`);
  }
  /** A language's index, opened the first time it is asked for; a language the build lacks is the client's to change. */
  const indexFor = (language: DocsLanguage) => {
    let index = indexes.get(language.code);
    if (!index) {
      try {
        index = indexOf(language);
      } catch {
        throw new ToolInputError(`These docs are not built in ${language.label} (${language.code}) on this server. Use language "${DEFAULT_LANGUAGE}".`);
      }
      indexes.set(language.code, index);
    }
    return index;
  };
  // Old paths → new ones, as scripts/serve.mjs answers them: exact paths (decoded), then the prefix
  // rules of old URL families (config/routes/redirectTable.ts writes both into `_redirects`).
  const moved = parseRedirectsFile(files.read('_redirects') ?? '');
  const twinFile = (sitePath: string) => twinPath(sitePath).slice(1);
  const markdownUrl = (sitePath: string) => `${origin}${twinPath(sitePath)}`;
  /** A path in a language: `/developer/viem` → `/es/developer/viem`; a path that already names a language stays. */
  const inLanguage = (sitePath: string, language: DocsLanguage) => {
    if (!language.prefix || LANGUAGES.some((l) => l.prefix && (sitePath === l.prefix || sitePath.startsWith(`${l.prefix}/`)))) return sitePath;
    return sitePath === '/' ? language.prefix : `${language.prefix}${sitePath}`;
  };

  return {
    origin,
    search(query, limit = LIMITS.defaultResults, language) {
      const text = query.trim();
      if (!text) throw new ToolInputError('The query is empty: give a few words, such as "fee currency adapter".');
      if (text.length > LIMITS.maxQueryChars) throw new ToolInputError(`The query is longer than ${LIMITS.maxQueryChars} characters.`);
      const count = Math.min(Math.max(Math.trunc(limit), 1), LIMITS.maxResults);
      const index = indexFor(docsLanguage(language));
      // Docs pages only: the home and catalogue pages repeat the docs' headings as cards.
      const result = index.search(text, {limit: 200, tags: [DOCS_TAG]});
      const seen = new Set<string>();
      const items: SearchResultItem[] = [];
      // One result per page, the page's best record first (the site's search does the same).
      for (const hit of result.hits) {
        const page = hit.record.url.split('#')[0] ?? hit.record.url;
        if (seen.has(page)) continue;
        seen.add(page);
        const {record} = hit;
        const level = Number(record.type.slice(3));
        const section = record.type === 'content' ? record.hierarchy.slice(2).filter(Boolean).pop() ?? null : level >= 2 ? record.hierarchy[level] ?? null : null;
        const text = record.content ?? record.hierarchy.filter(Boolean).slice(1).join(' › ');
        items.push({
          title: record.hierarchy[1] ?? page,
          section,
          url: `${origin}${record.url}`,
          markdownUrl: markdownUrl(page),
          snippet: snippet(text, result.matchedTerms, 30).map((s) => s.text).join(''),
        });
        if (items.length >= count) break;
      }
      return items;
    },

    getPage(pathOrUrl, language) {
      const lang = docsLanguage(language);
      if (lang.prefix) indexFor(lang); // says so when the build has no pages in that language
      const asked = inLanguage(pagePath(pathOrUrl, origin), lang);
      let sitePath = asked;
      for (let hop = 0; hop <= MAX_HOPS; hop++) {
        const markdown = files.read(twinFile(sitePath));
        if (markdown !== undefined) return {path: sitePath, markdown};
        // An old URL: the page that covers it now. Only a same-site path is followed.
        const target = (moved.exact.get(sitePath) ?? prefixTarget(moved.prefixes, sitePath))?.split('#')[0];
        if (!target || !target.startsWith('/') || target.startsWith('//')) break;
        sitePath = pagePath(target, origin);
      }
      const languageArg = lang.prefix ? ` with language "${lang.code}"` : '';
      throw new ToolInputError(`No page at ${asked}. Use search_docs${languageArg} to find the page, or read ${origin}${lang.prefix}/llms.txt for the list.`);
    },

    getNetwork(name) {
      return toNetworkFacts(networks[networkId(name)]);
    },

    getContract(name, network) {
      const wanted = name.trim().toLowerCase();
      if (!wanted) throw new ToolInputError('Give a contract or token name, such as "FeeCurrencyDirectory" or "USDC".');
      const ids = network ? [networkId(network)] : networkIds.filter((id) => networks[id].status === 'live');
      const out: Record<string, unknown>[] = [];
      for (const id of ids) {
        const net = networks[id];
        const settlement = l1Contracts[id];
        const candidates: Array<Contract & {kind: string; chain: string; aliases?: string[]; feeCurrency?: string}> = [
          ...coreContracts[id].map((c) => ({...c, kind: 'core contract', chain: net.name})),
          ...tokens[id].map((t) => ({
            name: t.symbol,
            address: t.address,
            note: t.name,
            kind: 'token',
            chain: net.name,
            aliases: t.legacySymbol ? [t.legacySymbol] : [],
            ...(t.feeCurrency ? {feeCurrency: t.feeCurrency.kind === 'adapter' ? t.feeCurrency.adapter : t.address} : {}),
          })),
          ...(settlement?.contracts ?? []).map((c) => ({...c, kind: 'rollup contract', chain: settlement!.chain})),
          ...opStackPredeploys.map((c) => ({...c, kind: 'OP Stack predeploy', chain: net.name})),
        ];
        for (const c of candidates) {
          if (![c.name, ...(c.aliases ?? [])].some((n) => normalName(n) === normalName(wanted))) continue;
          const onL2 = c.chain === net.name;
          out.push({
            name: c.name,
            network: net.name,
            chain: c.chain,
            kind: c.kind,
            address: c.address,
            ...(c.note ? {note: c.note} : {}),
            ...(c.feeCurrency ? {feeCurrencyAddress: c.feeCurrency} : {}),
            explorer: onL2 ? explorerLink(net, c.address) : null,
          });
        }
      }
      if (out.length === 0) {
        throw new ToolInputError(`No contract or token named "${name.slice(0, 64)}"${network ? ` on ${network}` : ''}. See ${origin}/contracts/core-contracts.md for the list.`);
      }
      return out;
    },
  };
}
