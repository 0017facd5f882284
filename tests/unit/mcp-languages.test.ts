import fs from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {docsLanguage, LANGUAGES, memoryFiles, openDocsSite, ToolInputError} from '../../mcp/docsTools';
import {toolFiles} from '../../mcp/bundle.mjs';
import {compact, writeShardedIndex} from '../../src/plugins/local-search/indexer/build';
import {connectDocsClient, makeFixtureBuild, toolText} from './support/mcpFixture';

// The docs MCP tools in each language: the fixture build (English) with a Spanish build under es/, as
// scripts/build.mjs writes it (its own search index, twins under /es/, the /es/ redirect rules in the
// root _redirects), and no Portuguese build.
const ORIGIN = 'https://docs.celo.org';
let dir: string;
let client: Client;

const text = toolText;

async function writeSpanishBuild(root: string) {
  const page = (url: string, title: string, sections: [string, string, string][]) => ({
    url, title, keywords: '', isDoc: true, lvl0: 'Docs', language: 'es', tag: 'docs-default-current',
    sections: [{level: 1, heading: title, anchor: '', content: `${title}: resumen.`}, ...sections.map(([heading, anchor, content]) => ({level: 2, heading, anchor, content}))],
  });
  const es = path.join(root, 'es');
  const index = compact([
    page('/es/developer/viem', 'Usar viem con Celo', [['Pagar el gas en stablecoins', 'fee-currency', 'Indique en feeCurrency la dirección del adaptador de la moneda de comisión de USDC.']]),
    page('/es/cel2/operators/run-node', 'Ejecutar un nodo de Celo', [['Iniciar el nodo', 'start', 'Use docker compose para ejecutar op-geth y op-node.']]),
    page('/es/', 'Documentación de Celo', []),
  ], {contentWords: 12, locale: 'es'});
  await writeShardedIndex(es, 'search-index', index);
  fs.mkdirSync(path.join(es, 'developer'), {recursive: true});
  fs.mkdirSync(path.join(es, 'assets'), {recursive: true});
  fs.writeFileSync(path.join(es, 'developer/viem.md'), '# Usar viem con Celo\n\nCuerpo.\n');
  fs.writeFileSync(path.join(es, 'index.md'), '# Documentación de Celo\n');
  fs.writeFileSync(path.join(es, 'assets', 'not-a-twin.md'), 'hashed asset');
  fs.appendFileSync(path.join(root, '_redirects'), '/es/tooling/libraries-sdks/viem /es/developer/viem 301\n');
}

beforeAll(async () => {
  dir = await makeFixtureBuild('mcp-lang-');
  await writeSpanishBuild(dir);
  client = await connectDocsClient(dir, ORIGIN);
});

afterAll(async () => {
  await client?.close();
  fs.rmSync(path.dirname(dir), {recursive: true, force: true});
});

describe('the language of the docs MCP tools', () => {
  it('offers language on search_docs and get_page only, naming every language of the site', async () => {
    const {tools} = await client.listTools();
    const withLanguage = tools.filter((t) => 'language' in ((t.inputSchema.properties ?? {}) as object)).map((t) => t.name).sort();
    expect(withLanguage).toEqual(['get_page', 'search_docs']);
    const description = (tools.find((t) => t.name === 'search_docs')!.inputSchema.properties as Record<string, {description?: string}>).language!.description!;
    for (const {code} of LANGUAGES) expect(description).toContain(code);
    expect(LANGUAGES.map((l) => l.code)).toEqual(['en', 'es', 'pt-BR']);
  });

  it('search_docs searches English by default and the Spanish index with language "es"', async () => {
    const english = JSON.parse(text(await client.callTool({name: 'search_docs', arguments: {query: 'run a node'}})));
    expect(english[0]).toMatchObject({title: 'Run a Celo node', markdownUrl: `${ORIGIN}/cel2/operators/run-node.md`});
    const spanish = JSON.parse(text(await client.callTool({name: 'search_docs', arguments: {query: 'ejecutar un nodo', language: 'es'}})));
    expect(spanish[0]).toMatchObject({title: 'Ejecutar un nodo de Celo', url: `${ORIGIN}/es/cel2/operators/run-node`, markdownUrl: `${ORIGIN}/es/cel2/operators/run-node.md`});
    const home = JSON.parse(text(await client.callTool({name: 'search_docs', arguments: {query: 'documentación', language: 'es'}})));
    expect(home.map((r: {markdownUrl: string}) => r.markdownUrl)).toContain(`${ORIGIN}/es/index.md`);
    // The Spanish words are not in the English index.
    expect(JSON.parse(text(await client.callTool({name: 'search_docs', arguments: {query: 'ejecutar un nodo'}})))).toEqual([]);
  });

  it('get_page reads the language\'s twin by site path, by its own URL, and through the language\'s old URLs', async () => {
    expect(text(await client.callTool({name: 'get_page', arguments: {path: '/developer/viem', language: 'es'}}))).toContain('# Usar viem con Celo');
    expect(text(await client.callTool({name: 'get_page', arguments: {path: `${ORIGIN}/es/developer/viem.md`, language: 'es'}}))).toContain('# Usar viem');
    expect(text(await client.callTool({name: 'get_page', arguments: {path: `${ORIGIN}/es/developer/viem`}}))).toContain('# Usar viem');
    expect(text(await client.callTool({name: 'get_page', arguments: {path: '/tooling/libraries-sdks/viem', language: 'ES'}}))).toContain('# Usar viem');
    expect(text(await client.callTool({name: 'get_page', arguments: {path: '/', language: 'es'}}))).toContain('# Documentación de Celo');
    expect(text(await client.callTool({name: 'get_page', arguments: {path: '/developer/viem', language: 'en'}}))).toContain('# Use viem with Celo');
    const missing = await client.callTool({name: 'get_page', arguments: {path: '/network', language: 'es'}});
    expect(missing.isError).toBe(true);
    expect(text(missing)).toBe(`No page at /es/network. Use search_docs with language "es" to find the page, or read ${ORIGIN}/es/llms.txt for the list.`);
  });

  it('answers an unknown language with a tool error that names the languages', async () => {
    for (const name of ['search_docs', 'get_page']) {
      const result = await client.callTool({name, arguments: {query: 'node', path: '/developer/viem', language: 'fr'}});
      expect(result.isError, name).toBe(true);
      expect(text(result)).toBe('Unknown language "fr". Use one of: en (English, the default), es (Español), pt-BR (Português (Brasil)).');
    }
    expect(() => docsLanguage('constructor')).toThrow(ToolInputError);
    expect(docsLanguage('pt_br').code).toBe('pt-BR');
    expect(docsLanguage(undefined).code).toBe('en');
  });

  it('says when a language of the site is not in this build', async () => {
    for (const name of ['search_docs', 'get_page']) {
      const result = await client.callTool({name, arguments: {query: 'nó', path: '/developer/viem', language: 'pt-BR'}});
      expect(result.isError, name).toBe(true);
      expect(text(result)).toBe('These docs are not built in Português (Brasil) (pt-BR) on this server. Use language "en".');
    }
  });

  it('bundles each language\'s search index with its twins, and nothing from its assets', () => {
    const files = toolFiles(dir);
    expect(files['es/search-index/manifest.json']).toBeDefined();
    const {build} = JSON.parse(files['es/search-index/manifest.json']!);
    expect(Object.keys(files).filter((f) => f.startsWith(`es/search-index/${build}/`)).length).toBeGreaterThan(0);
    expect(files['es/developer/viem.md']).toContain('Usar viem');
    expect(Object.keys(files).some((f) => f.startsWith('es/assets/'))).toBe(false);
    const site = openDocsSite(memoryFiles(files), ORIGIN);
    expect(site.search('docker compose', 1, 'es')[0]?.url).toBe(`${ORIGIN}/es/cel2/operators/run-node#start`);
    expect(site.getPage('/developer/viem', 'es').path).toBe('/es/developer/viem');
  });
});
