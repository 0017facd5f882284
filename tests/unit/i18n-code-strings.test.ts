// The interface strings of each language (i18n/<locale>/code.json) against the site's code: every id a
// `translate()` or `<Translate>` under src/ uses has a translation, and no translation of a sentence is
// still the English text. The ids and English messages come from Docusaurus's own extractor (the one
// `docusaurus write-translations` runs), so what this test reads is what the build looks up. The prose
// of the data modules (`localized()`, src/i18n/locale.ts) is held to the same rules, and both to the
// glossary's terms kept in English.
import fs from 'node:fs';
import path from 'node:path';
import {extractAllSourceCodeFileTranslations, getBabelOptions} from '@docusaurus/babel';
import {beforeAll, describe, expect, it} from 'vitest';
import locales from '../../config/locales.json';
import {glossary, type Locale} from '../../src/data/glossary';
import {Tags as showcaseTags} from '../../src/data/showcase';
import {TutorialLevels, TutorialTags} from '../../src/data/tutorialTags';
import {siteNamespace} from '../../src/plugins/i18n/codeStringsLoader.cjs';

const repo = path.resolve(__dirname, '../..');
const otherLocales = Object.keys(locales.locales).filter((locale) => locale !== locales.defaultLocale);

/**
 * Translations that may equal the English: names and terms the glossary keeps (src/data/glossary.ts),
 * which are the same words in every language. Only entries of more than three words need to be here.
 */
const SAME_AS_ENGLISH: ReadonlySet<string> = new Set<string>([]);

type Messages = Map<string, string>;

function sourceFiles(dir: string): string[] {
  return (fs.readdirSync(path.join(repo, dir), {recursive: true}) as string[])
    .filter((file) => /\.(tsx?|jsx?)$/.test(file) && !/\.test\.|\.d\.ts$/.test(file))
    .map((file) => path.join(repo, dir, file));
}

/** Every id the site's code uses, with its English message, as `write-translations` extracts them. */
async function codeMessages(): Promise<{messages: Messages; warnings: string[]; idsByFile: Map<string, string[]>}> {
  const results = await extractAllSourceCodeFileTranslations(sourceFiles('src'), getBabelOptions({isServer: true}));
  const messages: Messages = new Map();
  const warnings: string[] = [];
  const idsByFile = new Map<string, string[]>();
  for (const result of results) {
    for (const [id, {message}] of Object.entries(result.translations)) messages.set(id, message);
    warnings.push(...result.warnings.map((warning) => `${path.relative(repo, result.sourceCodeFilePath)}: ${warning}`));
    idsByFile.set(path.relative(repo, result.sourceCodeFilePath), Object.keys(result.translations));
  }
  return {messages, warnings, idsByFile};
}

/** The theme's own English strings (for ids the theme renders and code.json translates). */
function themeMessages(): Messages {
  const dir = path.join(repo, 'node_modules/@docusaurus/theme-translations/locales/base');
  const messages: Messages = new Map();
  for (const file of fs.readdirSync(dir)) {
    const json = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Record<string, string>;
    for (const [id, message] of Object.entries(json)) if (!id.endsWith('___DESCRIPTION')) messages.set(id, message);
  }
  return messages;
}

/** The `localized(english, {es, 'pt-BR'})` prose of the data modules (src/i18n/locale.ts). */
function dataProse(): {file: string; english: string; translations: Record<string, string>}[] {
  const unquote = (text: string) => text.replace(/\\(.)/g, '$1');
  const quoted = "'((?:[^'\\\\]|\\\\.)*)'";
  const call = new RegExp(`localized\\(\\s*${quoted},\\s*\\{\\s*es: ${quoted},\\s*'pt-BR': ${quoted},?\\s*\\}\\)`, 'g');
  return sourceFiles('src/data').flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(call)].map((m) => ({
      file: path.relative(repo, file),
      english: unquote(m[1]!),
      translations: {es: unquote(m[2]!), 'pt-BR': unquote(m[3]!)},
    })),
  );
}

function codeJson(locale: string): Record<string, {message: string; description?: string}> {
  return JSON.parse(fs.readFileSync(path.join(repo, 'i18n', locale, 'code.json'), 'utf8'));
}

const words = (text: string): number => text.trim().split(/\s+/).filter(Boolean).length;

let code: Awaited<ReturnType<typeof codeMessages>>;
beforeAll(async () => {
  code = await codeMessages();
}, 180_000); // Babel over every file of src/: seconds alone, longer when the test suite shares the cores.

describe('interface strings', () => {
  it('are all static, so write-translations and this test see every one', () => {
    expect(code.warnings, 'translate() needs a literal id and message; <Translate> a literal id and text').toEqual([]);
    expect(code.messages.size).toBeGreaterThan(100);
  });

  it('load with the components that use them: a file importing the namespace of every site id it uses (src/i18n/codeStrings.ts)', () => {
    const missing: string[] = [];
    let namespaced = 0;
    for (const [file, ids] of code.idsByFile) {
      const text = fs.readFileSync(path.join(repo, file), 'utf8');
      const imported = new Set([...text.matchAll(/^import '@site\/src\/i18n\/codeStrings\?namespace=(\w+)';$/gm)].map((m) => m[1]));
      const used = new Set(ids.map((id) => siteNamespace(id)).filter((namespace) => namespace !== undefined));
      namespaced += used.size;
      for (const namespace of used) {
        if (!imported.has(namespace)) missing.push(`${file}: import '@site/src/i18n/codeStrings?namespace=${namespace}';`);
      }
    }
    // Without the import the file's strings are English on a translated page (the entry no longer holds them).
    expect(missing, 'add these imports before the file\'s other imports').toEqual([]);
    expect(namespaced).toBeGreaterThan(20);
  });

  it("keep the home page's tagline the config's (src/pages/_home/HomePage.tsx translates siteConfig.tagline)", () => {
    const config = fs.readFileSync(path.join(repo, 'docusaurus.config.ts'), 'utf8');
    expect(code.messages.get('home.tagline')).toBe(/^\s*tagline: '([^']+)',$/m.exec(config)?.[1]);
  });

  it('keep the English of the catalogue tags the data modules\' (the pages translate them by id)', () => {
    const camel = (id: string) => id.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
    const labelled = (id: string, english: {label: string; description: string}) => {
      // A label without an id is a name that stays as it is (Solidity, viem, DeFi).
      if (code.messages.has(id)) expect(code.messages.get(id), id).toBe(english.label);
      expect(code.messages.get(`${id}.description`), `${id}.description`).toBe(english.description);
    };
    for (const level of Object.values(TutorialLevels)) labelled(`tutorials.level.${level.id}`, level);
    for (const [tag, meta] of Object.entries(TutorialTags)) labelled(`tutorials.tag.${camel(tag)}`, meta);
    for (const [tag, meta] of Object.entries(showcaseTags)) labelled(`showcase.tag.${tag}`, meta);
  });

  it('find the prose of the data modules, each sentence translated', () => {
    const prose = dataProse();
    expect(prose.length).toBeGreaterThan(20);
    const same = prose.flatMap(({file, english, translations}) =>
      Object.entries(translations)
        .filter(([, text]) => text === english && words(english) > 3)
        .map(([locale]) => `${file}: ${locale} is the English "${english}"`),
    );
    expect(same).toEqual([]);
  });

  describe.each(otherLocales)('%s', (locale) => {
    it('has a translation for every id the code uses', () => {
      const translations = codeJson(locale);
      const missing = [...code.messages.keys()].filter((id) => !(id in translations));
      expect(missing, `add these ids to i18n/${locale}/code.json, translated (CONTRIBUTING.md, "Translate a page")`).toEqual([]);
    });

    it('has no sentence left in English', () => {
      const english = new Map([...themeMessages(), ...code.messages]);
      const untranslated = Object.entries(codeJson(locale))
        .filter(([id, {message}]) => english.get(id) === message && words(message) > 3 && !SAME_AS_ENGLISH.has(id))
        .map(([id, {message}]) => `${id}: ${message}`);
      expect(untranslated, `translate these in i18n/${locale}/code.json, or add a name to SAME_AS_ENGLISH`).toEqual([]);
    });

    it('keeps every {placeholder} of the English, and adds none', () => {
      const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();
      const english = new Map([...themeMessages(), ...code.messages]);
      const wrong = Object.entries(codeJson(locale))
        .filter(([id]) => english.has(id) && !id.endsWith('.plurals'))
        .filter(([id, {message}]) => placeholders(message).join() !== placeholders(english.get(id)!).join())
        .map(([id, {message}]) => `${id}: ${message}`);
      const prose = dataProse()
        .filter(({english: text, translations}) => placeholders(translations[locale] ?? '').join() !== placeholders(text).join())
        .map(({file, english: text}) => `${file}: ${text}`);
      expect([...wrong, ...prose]).toEqual([]);
    });

    it('says, in the search box and on the search page, which language it searches (each build searches its own index)', () => {
      const language = {es: 'español', 'pt-BR': 'português'}[locale];
      expect(language, `the language's name in ${locale}`).toBeDefined();
      const messages = codeJson(locale);
      for (const id of ['theme.SearchModal.placeholder', 'theme.SearchPage.emptyResultsTitle']) {
        expect(messages[id]?.message, id).toContain(language);
      }
    });

    it('uses no translated form of a term the glossary keeps in English', () => {
      const found: string[] = [];
      const texts = [
        ...Object.entries(codeJson(locale)).map(([id, {message}]) => ({where: id, text: message})),
        ...dataProse().map(({file, english, translations}) => ({where: `${file} (${english})`, text: translations[locale] ?? ''})),
      ];
      for (const entry of glossary) {
        const rendering = entry[locale as Locale];
        if (!('keep' in rendering)) continue;
        for (const form of rendering.avoid) {
          const pattern = new RegExp(`(?<!\\p{L})${form}(?!\\p{L})`, 'iu');
          for (const {where, text} of texts) if (pattern.test(text)) found.push(`${where}: "${form}" (keep "${entry.en}")`);
        }
      }
      expect(found).toEqual([]);
    });
  });
});
