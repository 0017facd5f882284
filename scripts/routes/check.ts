/**
 * `npm run routes:check -- <docs.json>`: reads a navigation of the Celo docs that is not committed
 * yet (say, docs.json at the next upstream restructure) and prints what of it does not resolve on
 * this site yet: page URLs and in-scope redirect sources that are neither a page nor lead to one.
 * Exits 1 when something does not resolve. Then: add the entries it names to config/redirects.ts,
 * and commit the navigation with `npm run routes:extract` (scripts/routes/extract-nav.ts).
 */
import fs from 'node:fs';
import {checkNavigation, formatReport} from './checkNav';

const [file] = process.argv.slice(2).filter((arg) => arg !== '--');
if (!file) {
  console.error('Usage: npm run routes:check -- <docs.json>');
  process.exit(1);
}
const report = checkNavigation(JSON.parse(fs.readFileSync(file, 'utf8')));
console.log(formatReport(report).join('\n'));
process.exit(report.pages.unresolved.length + report.sources.unresolved.length > 0 ? 1 : 0);
