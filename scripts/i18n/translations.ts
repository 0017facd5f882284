/**
 * The state of each locale's translations, from the files alone (no Git needed): a translated page records
 * in `translated_from:` the Git blob id of the English file it was translated from, and the English file's
 * blob id today is a hash of its bytes. Used by check-translations.ts and by the site plugin that shows the
 * reader a notice on an outdated or missing translation.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {splitFrontMatter} from './structure';

/** The Git blob id of a file's content, as `git hash-object` prints it. */
export function gitBlobId(content: Buffer | string): string {
  const bytes = typeof content === 'string' ? Buffer.from(content) : content;
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}

export const localizedDocsDir = (root: string, locale: string) => path.join(root, 'i18n', locale, 'docusaurus-plugin-content-docs', 'current');

const isPage = (file: string) => /\.mdx?$/.test(file) && !path.basename(file).startsWith('_');

function pagesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, {recursive: true, encoding: 'utf8'}) as string[]).filter(isPage).map((file) => file.split(path.sep).join('/')).sort();
}

export type TranslationState =
  | {relPath: string; state: 'current'; translatedFrom: string}
  | {relPath: string; state: 'outdated'; translatedFrom: string; englishBlob: string}
  | {relPath: string; state: 'missing'}
  /** A translated file whose English page is gone, or that does not say what it was translated from. */
  | {relPath: string; state: 'invalid'; why: string};

export function translatedDocs(root: string, locale: string): {relPath: string; file: string}[] {
  const dir = localizedDocsDir(root, locale);
  return pagesUnder(dir).map((relPath) => ({relPath, file: path.join(dir, relPath)}));
}

export function translationStates(root: string, locale: string): TranslationState[] {
  const translated = new Set(translatedDocs(root, locale).map(({relPath}) => relPath));
  const english = pagesUnder(path.join(root, 'docs'));
  const states: TranslationState[] = english.map((relPath) => {
    if (!translated.has(relPath)) return {relPath, state: 'missing'};
    let frontMatter: Record<string, unknown>;
    try {
      ({frontMatter} = splitFrontMatter(fs.readFileSync(path.join(localizedDocsDir(root, locale), relPath), 'utf8')));
    } catch (error) {
      return {relPath, state: 'invalid', why: `front matter is not valid YAML (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`};
    }
    const translatedFrom = frontMatter.translated_from;
    if (typeof translatedFrom !== 'string' || !/^[0-9a-f]{40}$/.test(translatedFrom)) {
      return {relPath, state: 'invalid', why: 'no "translated_from:" blob id (git hash-object of the English file)'};
    }
    const englishBlob = gitBlobId(fs.readFileSync(path.join(root, 'docs', relPath)));
    return englishBlob === translatedFrom ? {relPath, state: 'current', translatedFrom} : {relPath, state: 'outdated', translatedFrom, englishBlob};
  });
  for (const relPath of translated) {
    if (!english.includes(relPath)) states.push({relPath, state: 'invalid', why: `docs/${relPath} no longer exists`});
  }
  return states;
}
