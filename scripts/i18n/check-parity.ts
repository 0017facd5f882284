/**
 * `npx tsx scripts/i18n/check-parity.ts <locale> [<path under docs/> ...]`: compares translated pages with their
 * English pages (structure.ts says what must match). Without paths, every translated page of the locale.
 * Exits 1 when a page differs, printing each difference with the page.
 */
import fs from 'node:fs';
import path from 'node:path';
import {compareStructures, pageStructure, splitFrontMatter} from './structure';
import {translatedDocs} from './translations';

const [locale, ...paths] = process.argv.slice(2);
if (!locale) {
  console.error('usage: npx tsx scripts/i18n/check-parity.ts <locale> [<path under docs/> ...]');
  process.exit(2);
}
const root = path.resolve(__dirname, '../..');
const relPaths = paths.length ? paths.map((p) => p.replace(/^docs\//, '')) : translatedDocs(root, locale).map((doc) => doc.relPath);
let failed = 0;
for (const relPath of relPaths) {
  const englishFile = path.join(root, 'docs', relPath);
  const translatedFile = path.join(root, 'i18n', locale, 'docusaurus-plugin-content-docs/current', relPath);
  let problems: string[];
  if (!fs.existsSync(translatedFile)) problems = [`no translation at ${path.relative(root, translatedFile)}`];
  else if (!fs.existsSync(englishFile)) problems = [`no English page docs/${relPath} (a translation of a removed page)`];
  else {
    try {
      const translatedText = fs.readFileSync(translatedFile, 'utf8');
      const translatedFrom = splitFrontMatter(translatedText).frontMatter.translated_from ?? null;
      problems = compareStructures(pageStructure(fs.readFileSync(englishFile, 'utf8')), pageStructure(translatedText), translatedFrom);
    } catch (error) {
      problems = [`does not parse: ${error instanceof Error ? error.message : String(error)}`];
    }
  }
  if (problems.length) {
    failed += 1;
    console.log(`✗ ${locale}/${relPath}\n${problems.map((problem) => `    ${problem}`).join('\n')}`);
  } else console.log(`✓ ${locale}/${relPath}`);
}
console.log(`${relPaths.length - failed} of ${relPaths.length} pages match their English page`);
process.exit(failed ? 1 : 0);
