/**
 * `npm run check:translations [-- --strict] [-- --locale es]`: for each language other than English, the
 * docs pages translated and current, translated but older than their English page (with the English diff
 * since the translation, when Git has both versions), and not translated. A translated file that does not
 * say what it was translated from, or whose English page is gone, always fails; `--strict` also fails on
 * outdated or missing pages (for release branches).
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {translationStates} from './translations';

const args = process.argv.slice(2);
// `--root <dir>`: another site folder (the tests' fixtures).
const rootArg = args.indexOf('--root');
const root = rootArg >= 0 ? path.resolve(args[rootArg + 1]!) : path.resolve(__dirname, '../..');
const strict = args.includes('--strict');
const localeArg = args.indexOf('--locale');
const config = JSON.parse(fs.readFileSync(path.join(root, 'config/locales.json'), 'utf8')) as {defaultLocale: string; locales: Record<string, unknown>};
const locales = localeArg >= 0 ? [args[localeArg + 1]!] : Object.keys(config.locales).filter((locale) => locale !== config.defaultLocale);

/** The English page's changes since the version translated, or why they cannot be shown. */
function englishDiff(from: string, to: string, relPath: string): string {
  try {
    return execFileSync('git', ['diff', '--no-color', '--stat=100', '-p', from, to], {cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe']})
      .trim()
      .replace(/^/gm, '      ');
  } catch {
    return `      (no diff: Git does not have the translated version ${from.slice(0, 10)} of docs/${relPath})`;
  }
}

let failed = false;
for (const locale of locales) {
  if (!(locale in config.locales) || locale === config.defaultLocale) {
    console.error(`unknown locale "${locale}" (config/locales.json: ${Object.keys(config.locales).join(', ')})`);
    process.exit(2);
  }
  const states = translationStates(root, locale);
  const count = (state: string) => states.filter((entry) => entry.state === state).length;
  console.log(`\n${locale}: ${count('current')} current, ${count('outdated')} outdated, ${count('missing')} missing, ${count('invalid')} invalid (of ${states.length - count('invalid')} English pages)`);
  for (const entry of states) {
    if (entry.state === 'outdated') {
      console.log(`  outdated  ${entry.relPath}\n${englishDiff(entry.translatedFrom, entry.englishBlob, entry.relPath)}`);
    } else if (entry.state === 'invalid') {
      console.log(`  invalid   ${entry.relPath}: ${entry.why}`);
    }
  }
  const missing = states.filter((entry) => entry.state === 'missing').map((entry) => entry.relPath);
  if (missing.length) console.log(`  missing   ${missing.join('\n            ')}`);
  if (count('invalid') || (strict && (count('outdated') || count('missing')))) failed = true;
}
process.exit(failed ? 1 : 0);
