/**
 * Each language's build carries the stemmer of its own language only (src/plugins/local-search/engine/
 * language.ts, `languageOf`): the bundler drops the others, which an English reader's search chunk (and
 * the offline shell that precaches it) would otherwise download for nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import locales from '../../config/locales.json';
import {BUILD_DIR, builtFile} from './support/buildOutput';

/** Suffixes only each Snowball stemmer's tables hold, as quoted strings (@orama/stemmers/dist/es.js, pt.js). */
const STEMMERS = {
  es: ['"uciones"', '"imiento"'],
  pt: ['"amentos"', '"imentos"'],
} as const;

/** Which stemmers appear in a language's scripts. */
function stemmersIn(base: string): string[] {
  const dir = builtFile(BUILD_DIR, path.join(base, 'assets', 'js'));
  const scripts = fs.readdirSync(dir).filter((name) => name.endsWith('.js')).map((name) => fs.readFileSync(path.join(dir, name), 'utf8'));
  return Object.entries(STEMMERS)
    .filter(([, markers]) => scripts.some((script) => markers.every((marker) => script.includes(marker))))
    .map(([language]) => language);
}

describe('the stemmers in each language’s scripts', () => {
  it.each(Object.entries(locales.locales))('%s: its own language’s only', (locale, {baseUrl}) => {
    const own = locale.split('-')[0]!;
    expect(stemmersIn(baseUrl.slice(1))).toEqual(own in STEMMERS ? [own] : []);
  });
});
