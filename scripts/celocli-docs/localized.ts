/**
 * The celocli reference in another language: the same generator (./generate.ts) with that language's
 * words (./strings.ts) and the data's sentences from src/data/celocli/translations/<locale>.json,
 * written to i18n/<locale>/docusaurus-plugin-content-docs/current/cli/ (./write.ts).
 *
 * Each page is a translated page like any other: `translated_from:` names the English page it was made
 * beside, and its headings carry the English page's ids. A page with a sentence the translations lack is
 * not written, so the reader gets the English page with the "not translated" notice, and
 * `npm run check:translations` lists it as missing; the partials the overview imports are always written,
 * with such a sentence in English.
 */
import fs from 'node:fs';
import path from 'node:path';
import {topics as allTopics} from '../../src/data/celocli';
import {pageStructure} from '../i18n/structure';
import {gitBlobId, localizedDocsDir} from '../i18n/translations';
import {generateCliDocs, headingId, type GeneratedFile} from './generate';
import {celocliProse} from './prose';
import {cliStrings, proseFile} from './strings';

export const localizedCliDir = (root: string, locale: string) => path.join(localizedDocsDir(root, locale), 'cli');

export function readTranslations(root: string, locale: string): Record<string, string> {
  return JSON.parse(fs.readFileSync(proseFile(root, locale), 'utf8')) as Record<string, string>;
}

/**
 * Gives each heading of a translated page that has no explicit id the id of the English page's heading
 * at the same place (both come from one generator, so the headings match one to one): Docusaurus would
 * otherwise slug the translated text, and an anchor would differ between languages.
 */
export function withEnglishHeadingIds(translated: string, english: string): string {
  const headings = pageStructure(english).headings;
  let next = 0;
  let frontMatterFences = 0;
  let inCode = false;
  return translated
    .split('\n')
    .map((line) => {
      if (frontMatterFences < 2) {
        if (line === '---') frontMatterFences += 1;
        return line;
      }
      if (line.startsWith('```')) inCode = !inCode;
      const match = inCode ? null : /^(#{1,6}) \S/.exec(line);
      if (!match) return line;
      const heading = headings[next];
      next += 1;
      if (!heading || heading.depth !== match[1]!.length) throw new Error(`celocli docs: heading ${next} ("${line}") has no English twin`);
      return /\{\/\* #[^*]+ \*\/\}$/.test(line) ? line : `${line} ${headingId(heading.id)}`;
    })
    .join('\n');
}

export interface LocalizedCliDocs {
  files: GeneratedFile[];
  /** Pages not written, each with the sentences its translation lacks. */
  untranslated: {path: string; missing: string[]}[];
  /** Keys of the translations file that no page shows any more. */
  unused: string[];
}

export function generateLocalizedCliDocs(root: string, locale: string, translations: Record<string, string> = readTranslations(root, locale)): LocalizedCliDocs {
  const english = new Map(generateCliDocs().map((file) => [file.path, file.content]));
  const missing = new Map<string, Set<string>>();
  let current = '';
  const strings = cliStrings(locale, translations, (sentence) => missing.get(current)?.add(sentence));
  const generated = generateCliDocs(allTopics, strings, (page) => gitBlobId(english.get(page)!), (path) => {
    current = path;
    missing.set(path, new Set());
  });
  const files: GeneratedFile[] = [];
  const untranslated: LocalizedCliDocs['untranslated'] = [];
  for (const file of generated) {
    const lacking = [...(missing.get(file.path) ?? [])];
    if (file.path.startsWith('_')) files.push(file);
    else if (lacking.length > 0) untranslated.push({path: file.path, missing: lacking});
    else files.push({path: file.path, content: withEnglishHeadingIds(file.content, english.get(file.path)!)});
  }
  const shown = new Set(celocliProse());
  const unused = Object.keys(translations).filter((sentence) => !shown.has(sentence));
  return {files, untranslated, unused};
}
