/**
 * The words the celocli generator writes around the data, in each of the site's languages: headings,
 * table headers, and the sentences that join the data's facts (versions, links, flag names come in as
 * arguments). The data's own sentences (descriptions, notes) are translated once each in
 * src/data/celocli/translations/<locale>.json, read here by `prose`.
 *
 * What celocli itself prints (usage lines, examples, flag names, values) is never translated: the
 * generator writes it as code, the same in every language.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface CliStrings {
  locale: string;
  /** A sentence of the data in this language (English: itself). */
  prose(english: string): string;
  yes: string;
  no: string;
  headers: {
    flags: [string, string, string, string, string, string, string];
    args: [string, string, string, string, string];
    globalFlags: [string, string, string, string, string, string];
    tableFlags: [string, string, string, string, string];
    nodeAliases: [string, string, string];
    configKeys: [string, string, string];
    releases: [string, string];
    commands: [string, string];
    topics: [string, string, string];
  };
  alsoSpelled(names: string): string;
  needs(names: string): string;
  notWith(names: string): string;
  deprecated: string;
  /** After a table flag's description: the flags it cannot go with. */
  tableNotWith(names: string): string;
  inheritsGlobal(names: string): string;
  inheritsTable(names: string): string;
  notInVersion(version: string): string;
  aliasOf(link: string): string;
  alsoRunsAs(names: string): string;
  providedBy(plugin: string): string;
  usage: string;
  argumentsHeading: string;
  flagsHeading: string;
  exampleHeading: string;
  sameAsTarget(link: string): string;
  noFlags: string;
  banner: {
    deprecated: string;
    removed: string;
    renamed: string;
    renamedTo(replacement: string): string;
    /** "Removed in celocli 6.0.0" from the state's word. */
    inVersion(state: string, version: string): string;
    deprecatedHidden(version: string): string;
    fromCelocli(state: string): string;
    lastDocumentedIn(version: string): string;
    removedIn(version: string): string;
    docsRemovedOn(date: string): string;
    useInstead(link: string): string;
  };
  pageDescription(topic: string, description: string): string;
  pageDescriptionShort(topic: string): string;
  introCurrent(count: number, version: string): string;
  introKept(count: number, source: string): string;
  documentedIn(version: string): string;
  recordedInOlder: string;
  overviewPointer: string;
  commandsHeading: string;
  removedHeading: string;
  removedIntro(version: string): string;
  seeAlsoHeading: string;
  seeAlso: [string, string, string];
  keyword: string;
  status: {
    current(version: string): string;
    renamedTo(replacement: string): string;
    deprecatedHidden: string;
    removedIn(version: string): string;
    removed: string;
  };
}

const en: CliStrings = {
  locale: 'en',
  prose: (english) => english,
  yes: 'Yes',
  no: 'No',
  headers: {
    flags: ['Flag', 'Short', 'Type', 'Required', 'Default', 'Allowed values', 'Description'],
    args: ['Argument', 'Type', 'Required', 'Allowed values', 'Description'],
    globalFlags: ['Flag', 'Short', 'Type', 'Default', 'Works with', 'Description'],
    tableFlags: ['Flag', 'Short', 'Type', 'Allowed values', 'Description'],
    nodeAliases: ['Value of `--node`', 'Connects to', 'URL'],
    configKeys: ['Key', 'Default', 'What it sets'],
    releases: ['Version', 'Tagged on'],
    commands: ['Command', 'What it does'],
    topics: ['Topic', 'Status', 'What it covers'],
  },
  alsoSpelled: (names) => `also spelled ${names}`,
  needs: (names) => `needs ${names}`,
  notWith: (names) => `not with ${names}`,
  deprecated: 'deprecated',
  tableNotWith: (names) => ` Not with ${names}.`,
  inheritsGlobal: (names) => `It also accepts the [global flags](./index.mdx#global-flags) ${names}.`,
  inheritsTable: (names) => `Its table output takes the [table flags](./index.mdx#table-flags) ${names}.`,
  notInVersion: (version) => `Not in celocli ${version}`,
  aliasOf: (link) => `Alias of ${link}.`,
  alsoRunsAs: (names) => `Also runs as ${names}.`,
  providedBy: (plugin) => `Provided by the oclif plugin ${plugin}.`,
  usage: 'Usage',
  argumentsHeading: 'Arguments',
  flagsHeading: 'Flags',
  exampleHeading: 'Example',
  sameAsTarget: (link) => `It takes the same arguments and flags as ${link}; see that command for the tables.`,
  noFlags: 'This command has no flags of its own.',
  banner: {
    deprecated: 'Deprecated',
    removed: 'Removed',
    renamed: 'Renamed',
    renamedTo: (replacement) => `Renamed to ${replacement}`,
    inVersion: (state, version) => `${state} in celocli ${version}`,
    deprecatedHidden: (version) => `Deprecated and hidden in celocli ${version}`,
    fromCelocli: (state) => `${state} from celocli`,
    lastDocumentedIn: (version) => `Last documented in celocli ${version}.`,
    removedIn: (version) => `Removed in celocli ${version}.`,
    docsRemovedOn: (date) => `Reference removed from the celocli repository on ${date}.`,
    useInstead: (link) => `Use ${link} instead.`,
  },
  pageDescription: (topic, description) => `celocli ${topic} reference: ${description}`,
  pageDescriptionShort: (topic) => `Reference for every celocli ${topic} command, with its arguments, flags and an example.`,
  introCurrent: (count, version) =>
    count === 1
      ? `This page covers the one command of the topic in celocli ${version}, with its usage, arguments, flags and an example.`
      : `This page covers the ${count} commands of the topic in celocli ${version}, each with its usage, arguments, flags and an example.`,
  introKept: (count, source) =>
    count === 1
      ? `This page keeps the one command of the topic, ${source}, for readers who maintain old scripts.`
      : `This page keeps the ${count} commands of the topic, ${source}, for readers who maintain old scripts.`,
  documentedIn: (version) => `as documented in celocli ${version}`,
  recordedInOlder: 'as recorded in the older celocli reference',
  overviewPointer: 'Install celocli and learn how to pick a node and a signer in the [celocli overview](./index.mdx).',
  commandsHeading: 'Commands',
  removedHeading: 'Removed commands',
  removedIntro: (version) => `These commands were part of earlier celocli releases and are not in celocli ${version}. They stay here so you can read old scripts.`,
  seeAlsoHeading: 'See also',
  seeAlso: [
    '- [celocli overview](./index.mdx): install, node selection, signing with a Ledger and paying gas in another token.',
    '- [Global flags](./index.mdx#global-flags) and [table flags](./index.mdx#table-flags) that most commands accept.',
    '- [All celocli topics](./index.mdx#topics).',
  ],
  keyword: 'command reference',
  status: {
    current: (version) => `In ${version}`,
    renamedTo: (replacement) => `Renamed to ${replacement}`,
    deprecatedHidden: 'Deprecated, hidden',
    removedIn: (version) => `Removed in ${version}`,
    removed: 'Removed',
  },
};

type Words = Omit<CliStrings, 'locale' | 'prose'>;

const es: Words = {
  yes: 'Sí',
  no: 'No',
  headers: {
    flags: ['Flag', 'Forma corta', 'Tipo', 'Obligatorio', 'Valor predeterminado', 'Valores permitidos', 'Descripción'],
    args: ['Argumento', 'Tipo', 'Obligatorio', 'Valores permitidos', 'Descripción'],
    globalFlags: ['Flag', 'Forma corta', 'Tipo', 'Valor predeterminado', 'Relación con otros flags', 'Descripción'],
    tableFlags: ['Flag', 'Forma corta', 'Tipo', 'Valores permitidos', 'Descripción'],
    nodeAliases: ['Valor de `--node`', 'Se conecta a', 'URL'],
    configKeys: ['Clave', 'Valor predeterminado', 'Qué define'],
    releases: ['Versión', 'Fecha de la etiqueta'],
    commands: ['Comando', 'Qué hace'],
    topics: ['Tema', 'Estado', 'Qué cubre'],
  },
  alsoSpelled: (names) => `también se escribe ${names}`,
  needs: (names) => `requiere ${names}`,
  notWith: (names) => `no se combina con ${names}`,
  deprecated: 'obsoleto',
  tableNotWith: (names) => ` No se combina con ${names}.`,
  inheritsGlobal: (names) => `También acepta los [flags globales](./index.mdx#global-flags) ${names}.`,
  inheritsTable: (names) => `Su salida en tabla acepta los [flags de tabla](./index.mdx#table-flags) ${names}.`,
  notInVersion: (version) => `No está en celocli ${version}`,
  aliasOf: (link) => `Alias de ${link}.`,
  alsoRunsAs: (names) => `También se ejecuta como ${names}.`,
  providedBy: (plugin) => `Lo proporciona el plugin de oclif ${plugin}.`,
  usage: 'Uso',
  argumentsHeading: 'Argumentos',
  flagsHeading: 'Flags',
  exampleHeading: 'Ejemplo',
  sameAsTarget: (link) => `Acepta los mismos argumentos y flags que ${link}; consulte ese comando para ver las tablas.`,
  noFlags: 'Este comando no tiene flags propios.',
  banner: {
    deprecated: 'Obsoleto',
    removed: 'Eliminado',
    renamed: 'Renombrado',
    renamedTo: (replacement) => `Renombrado a ${replacement}`,
    inVersion: (state, version) => `${state} en celocli ${version}`,
    deprecatedHidden: (version) => `Obsoleto y oculto en celocli ${version}`,
    fromCelocli: (state) => `${state} de celocli`,
    lastDocumentedIn: (version) => `Documentado por última vez en celocli ${version}.`,
    removedIn: (version) => `Eliminado en celocli ${version}.`,
    docsRemovedOn: (date) => `La referencia se eliminó del repositorio de celocli el ${date}.`,
    useInstead: (link) => `Use ${link} en su lugar.`,
  },
  pageDescription: (topic, description) => `Referencia de celocli ${topic}. ${description}`,
  pageDescriptionShort: (topic) => `Referencia de cada comando de celocli ${topic}, con sus argumentos, flags y un ejemplo.`,
  introCurrent: (count, version) =>
    count === 1
      ? `Esta página cubre el único comando del tema en celocli ${version}, con su uso, argumentos, flags y un ejemplo.`
      : `Esta página cubre los ${count} comandos del tema en celocli ${version}, cada uno con su uso, argumentos, flags y un ejemplo.`,
  introKept: (count, source) =>
    count === 1
      ? `Esta página conserva el único comando del tema, ${source}, para quienes mantienen scripts antiguos.`
      : `Esta página conserva los ${count} comandos del tema, ${source}, para quienes mantienen scripts antiguos.`,
  documentedIn: (version) => `según la documentación de celocli ${version}`,
  recordedInOlder: 'según la referencia anterior de celocli',
  overviewPointer: 'Para instalar celocli y aprender a elegir un nodo y un firmante, consulte la [descripción general de celocli](./index.mdx).',
  commandsHeading: 'Comandos',
  removedHeading: 'Comandos eliminados',
  removedIntro: (version) => `Estos comandos formaban parte de versiones anteriores de celocli y no están en celocli ${version}. Se conservan aquí para que pueda leer scripts antiguos.`,
  seeAlsoHeading: 'Vea también',
  seeAlso: [
    '- [Descripción general de celocli](./index.mdx): instalación, elección del nodo, firma con un Ledger y pago del gas con otro token.',
    '- [Flags globales](./index.mdx#global-flags) y [flags de tabla](./index.mdx#table-flags) que aceptan la mayoría de los comandos.',
    '- [Todos los temas de celocli](./index.mdx#topics).',
  ],
  keyword: 'referencia de comandos',
  status: {
    current: (version) => `En ${version}`,
    renamedTo: (replacement) => `Renombrado a ${replacement}`,
    deprecatedHidden: 'Obsoleto, oculto',
    removedIn: (version) => `Eliminado en ${version}`,
    removed: 'Eliminado',
  },
};

const ptBR: Words = {
  yes: 'Sim',
  no: 'Não',
  headers: {
    flags: ['Flag', 'Forma curta', 'Tipo', 'Obrigatório', 'Valor padrão', 'Valores permitidos', 'Descrição'],
    args: ['Argumento', 'Tipo', 'Obrigatório', 'Valores permitidos', 'Descrição'],
    globalFlags: ['Flag', 'Forma curta', 'Tipo', 'Valor padrão', 'Relação com outras flags', 'Descrição'],
    tableFlags: ['Flag', 'Forma curta', 'Tipo', 'Valores permitidos', 'Descrição'],
    nodeAliases: ['Valor de `--node`', 'Conecta-se a', 'URL'],
    configKeys: ['Chave', 'Valor padrão', 'O que define'],
    releases: ['Versão', 'Data da tag'],
    commands: ['Comando', 'O que faz'],
    topics: ['Tópico', 'Status', 'O que cobre'],
  },
  alsoSpelled: (names) => `também escrita ${names}`,
  needs: (names) => `exige ${names}`,
  notWith: (names) => `incompatível com ${names}`,
  deprecated: 'obsoleta',
  tableNotWith: (names) => ` Incompatível com ${names}.`,
  inheritsGlobal: (names) => `O comando também aceita as [flags globais](./index.mdx#global-flags) ${names}.`,
  inheritsTable: (names) => `Para a saída em tabela, o comando aceita as [flags de tabela](./index.mdx#table-flags) ${names}.`,
  notInVersion: (version) => `Não está no celocli ${version}`,
  aliasOf: (link) => `Alias de ${link}.`,
  alsoRunsAs: (names) => `Também pode ser executado como ${names}.`,
  providedBy: (plugin) => `Fornecido pelo plugin do oclif ${plugin}.`,
  usage: 'Uso',
  argumentsHeading: 'Argumentos',
  flagsHeading: 'Flags',
  exampleHeading: 'Exemplo',
  sameAsTarget: (link) => `Este comando aceita os mesmos argumentos e flags que ${link}; veja as tabelas na seção daquele comando.`,
  noFlags: 'Este comando não tem flags próprias.',
  banner: {
    deprecated: 'Obsoleto',
    removed: 'Removido',
    renamed: 'Renomeado',
    renamedTo: (replacement) => `Renomeado para ${replacement}`,
    inVersion: (state, version) => `${state} no celocli ${version}`,
    deprecatedHidden: (version) => `Obsoleto e oculto no celocli ${version}`,
    fromCelocli: (state) => `${state} do celocli`,
    lastDocumentedIn: (version) => `Documentado pela última vez no celocli ${version}.`,
    removedIn: (version) => `Removido no celocli ${version}.`,
    docsRemovedOn: (date) => `A referência foi removida do repositório do celocli em ${date}.`,
    useInstead: (link) => `Use ${link} em vez disso.`,
  },
  pageDescription: (topic, description) => `Referência do celocli ${topic}. ${description}`,
  pageDescriptionShort: (topic) => `Referência de cada comando do celocli ${topic}, com seus argumentos, flags e um exemplo.`,
  introCurrent: (count, version) =>
    count === 1
      ? `Esta página cobre o único comando do tópico no celocli ${version}, com seu uso, argumentos, flags e um exemplo.`
      : `Esta página cobre os ${count} comandos do tópico no celocli ${version}, cada um com seu uso, argumentos, flags e um exemplo.`,
  introKept: (count, source) =>
    count === 1
      ? `Esta página preserva o único comando do tópico, ${source}, para quem mantém scripts antigos.`
      : `Esta página preserva os ${count} comandos do tópico, ${source}, para quem mantém scripts antigos.`,
  documentedIn: (version) => `como documentados no celocli ${version}`,
  recordedInOlder: 'como registrados na referência anterior do celocli',
  overviewPointer: 'Para instalar o celocli e aprender a escolher um nó e um signatário, veja a [visão geral do celocli](./index.mdx).',
  commandsHeading: 'Comandos',
  removedHeading: 'Comandos removidos',
  removedIntro: (version) => `Estes comandos faziam parte de versões anteriores do celocli e não estão no celocli ${version}. Eles continuam aqui para que você possa ler scripts antigos.`,
  seeAlsoHeading: 'Veja também',
  seeAlso: [
    '- [Visão geral do celocli](./index.mdx): instalação, escolha do nó, assinatura com um Ledger e pagamento do gas com outro token.',
    '- [Flags globais](./index.mdx#global-flags) e [flags de tabela](./index.mdx#table-flags) que a maioria dos comandos aceita.',
    '- [Todos os tópicos do celocli](./index.mdx#topics).',
  ],
  keyword: 'referência de comandos',
  status: {
    current: (version) => `Na ${version}`,
    renamedTo: (replacement) => `Renomeado para ${replacement}`,
    deprecatedHidden: 'Obsoleto, oculto',
    removedIn: (version) => `Removido na ${version}`,
    removed: 'Removido',
  },
};

const WORDS: Readonly<Record<string, Words>> = {es, 'pt-BR': ptBR};

/** Where each language's translations of the data's sentences are. */
export const proseFile = (root: string, locale: string) => path.join(root, 'src', 'data', 'celocli', 'translations', `${locale}.json`);

/** The languages the generator writes besides English: those with words here and a translations file. */
export function cliLocales(root: string): string[] {
  return Object.keys(WORDS).filter((locale) => fs.existsSync(proseFile(root, locale)));
}

/** The sentences a translations file lacks, of those given. */
export function missingProse(translations: Readonly<Record<string, string>>, sentences: readonly string[]): string[] {
  return sentences.filter((sentence) => !(typeof translations[sentence] === 'string' && translations[sentence].trim() !== ''));
}

/**
 * The generator's words in a language. The data's sentences come from `translations` (English →
 * translation); a sentence that has none is given in English and passed to `onMissing`, so the
 * caller can leave that page untranslated rather than mix languages unnoticed.
 */
export function cliStrings(locale: string, translations: Readonly<Record<string, string>> = {}, onMissing: (english: string) => void = () => undefined): CliStrings {
  if (locale === 'en') return en;
  const words = WORDS[locale];
  if (!words) throw new Error(`celocli docs: no words for the language "${locale}" in scripts/celocli-docs/strings.ts`);
  return {
    ...words,
    locale,
    prose: (english) => {
      const translated = translations[english];
      if (typeof translated === 'string' && translated.trim() !== '') return translated;
      onMissing(english);
      return english;
    },
  };
}

export const englishStrings = en;
