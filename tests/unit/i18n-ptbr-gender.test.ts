// One grammatical gender per name in Brazilian Portuguese (src/data/glossary.ts, `nameGenders`): "a Celo",
// "o Ethereum". Fails on the other gender's article or contraction before a name standing alone (not the
// first word of a longer name such as "o Celo Composer" or "a Ethereum Sepolia") in what a pt-BR reader
// reads: the translated pages (outside code, link targets and URLs), the interface strings and the pt-BR
// prose of the data modules. Each hit is listed as file:line.
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {nameGenders} from '../../src/data/glossary';
import {translatedDocs} from '../../scripts/i18n/translations';

const root = path.resolve(__dirname, '../..');

const articles = {
  masculine: ['o', 'do', 'no', 'pelo', 'ao', 'um', 'dum', 'num'],
  feminine: ['a', 'da', 'na', 'pela', 'à', 'uma', 'duma', 'numa'],
};

/** For each name, the articles of the other gender before it, standing alone ("L1"/"L2" do not make a longer name). */
const wrongGender = nameGenders.map(({name, 'pt-BR': gender}) => {
  const wrong = articles[gender === 'feminine' ? 'masculine' : 'feminine'];
  const alternatives = wrong.map((word) => `[${word[0]}${word[0]!.toUpperCase()}]${word.slice(1)}`).join('|');
  return {name, gender, pattern: new RegExp(`(?<![\\p{L}\\p{N}_])(?:${alternatives})\\s+${name}(?![\\p{L}\\p{N}_])(?![ \\t]+(?!L[12]\\b)\\p{Lu})`, 'gu')};
});

/** Blanks (keeping line breaks) what a reader does not read as prose: code, link targets, URLs, heading ids, ESM lines, front matter but its prose keys. */
function readableProse(markdown: string): string {
  const blank = (text: string) => text.replace(/[^\n]/g, ' ');
  return markdown
    .replace(/^---\n[\s\S]*?\n---\n/, (frontMatter) =>
      frontMatter.replace(/^.*$/gm, (line) => (/^(title|description|sidebar_label|keywords):/.test(line) ? line : blank(line))),
    )
    .replace(/^(```|~~~)[\s\S]*?^\1.*$/gm, blank)
    .replace(/`[^`\n]*`/g, blank)
    .replace(/<code>[\s\S]*?<\/code>/g, blank)
    .replace(/\]\([^)]*\)/g, (target) => `]${blank(target.slice(1))}`)
    .replace(/https?:\/\/\S+/g, blank)
    .replace(/\{#[^}]*\}/g, blank)
    .replace(/^(import|export) .*$/gm, blank);
}

/** `line: words` for each article of the wrong gender before a name in `text`. */
function wrongGenderHits(text: string): string[] {
  const hits: {offset: number; words: string}[] = [];
  for (const {name, gender, pattern} of wrongGender) {
    for (const match of text.matchAll(pattern)) hits.push({offset: match.index, words: `"${match[0].replace(/\s+/g, ' ')}" (${name} is ${gender})`});
  }
  return hits.sort((a, b) => a.offset - b.offset).map(({offset, words}) => `${text.slice(0, offset).split('\n').length}: ${words}`);
}

/** The pt-BR strings of a data module or plugin strings file, each blanked around so line numbers stay right. */
function ptBrStrings(source: string): string {
  const kept = [...source.matchAll(/'pt-BR':\s*('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")/g)].map((match) => ({start: match.index + match[0].length - match[1]!.length, end: match.index + match[0].length}));
  const ptBrObject = source.indexOf('const ptBR');
  if (ptBrObject >= 0) kept.push({start: ptBrObject, end: source.indexOf('\n};', ptBrObject)});
  let text = source.replace(/[^\n]/g, ' ');
  for (const {start, end} of kept) text = text.slice(0, start) + source.slice(start, end) + text.slice(end);
  return text.replace(/\$\{[^}]*\}/g, (expression) => ' '.repeat(expression.length));
}

/** The "message" values of a Docusaurus translation file, blanked around. */
function messages(json: string): string {
  return json.replace(/^.*$/gm, (line) => (/^\s*"message":/.test(line) ? line : ' '));
}

function filesIn(dir: string, pattern: RegExp): string[] {
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => pattern.test(name)).map((name) => path.join(dir, name)) : [];
}

describe('one gender per name in Brazilian Portuguese', () => {
  it('names what it looks for in the glossary', () => {
    expect(nameGenders.map(({name}) => name).sort()).toEqual(['Celo', 'Ethereum']);
  });

  it('finds the wrong gender before a name standing alone, and nothing else', () => {
    const bad = 'O Celo é rápido.\nSaque da Ethereum para no Celo L2 e pelo Celo.\nÀ Ethereum.';
    expect(wrongGenderHits(bad)).toEqual([
      '1: "O Celo" (Celo is feminine)',
      '2: "da Ethereum" (Ethereum is masculine)',
      '2: "no Celo" (Celo is feminine)',
      '2: "pelo Celo" (Celo is feminine)',
      '3: "À Ethereum" (Ethereum is masculine)',
    ]);
    const good = 'A Celo, da Celo, na Celo L1, pela Celo, à Celo; o Ethereum, do Ethereum, ao Ethereum.\n' +
      'O Celo Composer, do Celo Mondo, a Celo Sepolia, na Ethereum Mainnet, a Ethereum Virtual Machine, o CELO, do CELO, Marcelo.';
    expect(wrongGenderHits(good)).toEqual([]);
    expect(wrongGenderHits(readableProse('---\ntitle: A Celo\nsources: [o Celo]\n---\nUse `o Celo` e [a Celo](https://x.org/o Celo).\n\n```\ndo Celo\n```\n'))).toEqual([]);
  });

  it('in every pt-BR page', () => {
    const found = translatedDocs(root, 'pt-BR').flatMap(({relPath, file}) =>
      wrongGenderHits(readableProse(fs.readFileSync(file, 'utf8'))).map((hit) => `${relPath}:${hit}`),
    );
    expect(found).toEqual([]);
  });

  it('in the pt-BR interface strings and the pt-BR prose of the data modules', () => {
    const i18n = path.join(root, 'i18n/pt-BR');
    const jsonFiles = [
      ...filesIn(i18n, /\.json$/),
      ...filesIn(path.join(i18n, 'docusaurus-theme-classic'), /\.json$/),
      ...filesIn(path.join(i18n, 'docusaurus-plugin-content-docs'), /\.json$/),
    ];
    const sourceFiles = [
      ...filesIn(path.join(root, 'src/data'), /\.ts$/),
      ...fs.readdirSync(path.join(root, 'src/plugins')).map((plugin) => path.join(root, 'src/plugins', plugin, 'strings.ts')).filter((file) => fs.existsSync(file)),
    ];
    const found = [
      ...jsonFiles.flatMap((file) => wrongGenderHits(messages(fs.readFileSync(file, 'utf8'))).map((hit) => `${path.relative(root, file)}:${hit}`)),
      ...sourceFiles.flatMap((file) => wrongGenderHits(ptBrStrings(fs.readFileSync(file, 'utf8'))).map((hit) => `${path.relative(root, file)}:${hit}`)),
    ];
    expect(found).toEqual([]);
  });
});
