// Every translated docs page against its English page (scripts/i18n/structure.ts): the same code, links,
// components and data props, imports, and heading ids; a valid `translated_from:`; and none of the glossary's
// "keep in English" terms in translated form (src/data/glossary.ts).
import fs from 'node:fs';
import path from 'node:path';
import {setImmediate as nextTurn} from 'node:timers/promises';
import {describe, expect, it} from 'vitest';
import {glossary} from '../../src/data/glossary';
import {compareStructures, pageStructure, splitFrontMatter} from '../../scripts/i18n/structure';
import {translatedDocs, translationStates} from '../../scripts/i18n/translations';
import locales from '../../config/locales.json';

const root = path.resolve(__dirname, '../..');
const otherLocales = Object.keys(locales.locales).filter((locale) => locale !== locales.defaultLocale) as ('es' | 'pt-BR')[];

/** The words a reader reads: no code, no URLs, no JSX or ESM lines, no front matter keys but the prose ones. */
function readableText(text: string): string {
  const {frontMatter, body} = splitFrontMatter(text);
  return [
    String(frontMatter.title ?? ''),
    String(frontMatter.description ?? ''),
    body
      .replace(/^(```|~~~)[\s\S]*?^\1/gm, ' ')
      .replace(/`[^`\n]*`/g, ' ')
      .replace(/\]\([^)]*\)/g, ']')
      .replace(/https?:\/\/\S+/g, ' ')
      .replace(/^(import|export) .*$/gm, ' '),
  ].join('\n');
}

// Both languages compare with the same English page: parse it once (a page takes about 30 ms to parse).
const englishStructures = new Map<string, ReturnType<typeof pageStructure>>();
function englishStructure(relPath: string) {
  let structure = englishStructures.get(relPath);
  if (!structure) {
    structure = pageStructure(fs.readFileSync(path.join(root, 'docs', relPath), 'utf8'));
    englishStructures.set(relPath, structure);
  }
  return structure;
}

describe.each(otherLocales)('translated pages (%s)', (locale) => {
  const docs = translatedDocs(root, locale);

  it('each say what they were translated from, of an English page that exists', () => {
    const invalid = translationStates(root, locale).filter((state) => state.state === 'invalid');
    expect(invalid).toEqual([]);
  });

  it.each(docs.map((doc) => [doc.relPath, doc.file]))('%s keeps its English page\'s code, links, components and heading ids', async (relPath, file) => {
    // Vitest runs synchronous tests back to back without giving the event loop a turn, so the worker
    // never reads the main process's answers while this file's ~500 pages are parsed (over a minute
    // on a busy machine), and its 60 s RPC timeout then fails the whole run ("Timeout calling
    // onTaskUpdate"). One turn per page lets those answers in.
    await nextTurn();
    const translated = fs.readFileSync(file, 'utf8');
    expect(compareStructures(englishStructure(relPath), pageStructure(translated), splitFrontMatter(translated).frontMatter.translated_from ?? null)).toEqual([]);
  });

  it('use no "keep in English" term in translated form', () => {
    const found: string[] = [];
    const texts = docs.map((doc) => ({relPath: doc.relPath, text: readableText(fs.readFileSync(doc.file, 'utf8'))}));
    for (const entry of glossary) {
      const rendering = entry[locale];
      if (!('keep' in rendering)) continue;
      for (const form of rendering.avoid) {
        const pattern = new RegExp(`(?<!\\p{L})${form}(?!\\p{L})`, 'iu');
        for (const {relPath, text} of texts) {
          if (pattern.test(text)) found.push(`${relPath}: "${form}" (keep "${entry.en}")`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});

describe('the glossary', () => {
  it('gives every term a rendering in every language, and the forms to avoid for each term kept in English', () => {
    for (const entry of glossary) {
      for (const locale of otherLocales) {
        const rendering = entry[locale];
        expect(rendering, `${entry.en} (${locale})`).toBeDefined();
        if ('term' in rendering) expect(rendering.term.trim(), `${entry.en} (${locale})`).not.toBe('');
      }
    }
    expect(new Set(glossary.map((entry) => entry.en)).size).toBe(glossary.length);
  });
});

describe('the parity check', () => {
  const english = `---
title: Send a payment
sources: [celo-org/docs@0123456789012345678901234567890123456789:a.md]
---
import Thing from '@site/src/components/Thing';

## Before you start

Install the tool and read the [network page](../network/index.md) first, because the values differ between networks.

\`\`\`bash
npm install viem
\`\`\`

<Thing network="mainnet" title="Mainnet values" />
`;
  const spanish = english
    .replace('title: Send a payment', 'title: Enviar un pago\ntranslated_from: 0123456789012345678901234567890123456789')
    .replace('## Before you start', '## Antes de empezar {#before-you-start}')
    .replace('Install the tool and read the [network page](../network/index.md) first, because the values differ between networks.', 'Instale la herramienta y lea primero la [página de la red](../network/index.md), porque los valores cambian entre redes.')
    .replace('title="Mainnet values"', 'title="Valores de Mainnet"');

  it('passes a faithful translation (prose props such as title may change)', () => {
    expect(compareStructures(pageStructure(english), pageStructure(spanish), '0123456789012345678901234567890123456789')).toEqual([]);
  });
  it('names each thing a translation changed that it must keep', () => {
    const broken = spanish
      .replace('npm install viem', 'npm instalar viem')
      .replace('(../network/index.md)', '(../network/mainnet.md)')
      .replace('network="mainnet"', 'network="sepolia"')
      .replace(' {#before-you-start}', '')
      .replace('Instale la herramienta y lea primero la', 'Install the tool and read the [network page](../network/mainnet.md) first, because the values differ between networks.\n\nLea la');
    const problems = compareStructures(pageStructure(english), pageStructure(broken), 'not-a-blob');
    expect(problems.join('\n')).toMatch(/translated_from/);
    expect(problems.join('\n')).toMatch(/^code blocks differ; missing: .*npm install viem/m);
    expect(problems.join('\n')).toMatch(/^links differ/m);
    expect(problems.join('\n')).toMatch(/^components and their data props differ; missing: "<Thing network=\\"mainnet\\">"/m);
    expect(problems.join('\n')).toMatch(/heading without an explicit \{#id\}/);
    expect(problems.join('\n')).toMatch(/paragraph\(s\) left in English/);
  });
  it('does not count a table cell of code names as English left untranslated', () => {
    const table = (cell: string) => `| a | b |\n|---|---|\n| ${cell} | \`git pull && docker compose pull && docker compose up -d --build\` |\n`;
    expect(compareStructures(pageStructure(table('Update the node software')), pageStructure(table('Actualizar el software')), undefined)).toEqual([]);
  });
});
