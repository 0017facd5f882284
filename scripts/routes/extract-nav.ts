/**
 * Writes the committed navigation data of one celo-org/docs commit from its `docs.json`:
 * every tab, group, nested group and page path, every redirect rule, and the rules this site
 * leaves out, with the reason (config/routes/navigation.ts says what each field holds).
 *
 *   npm run routes:extract -- <docs.json> --commit <40-hex> --sequence <n> [--read YYYY-MM-DD]
 *                             [--repository owner/name] [--out <file>]
 *
 * The file goes to config/routes/navigation/<nn>-<commit8>.json unless --out says otherwise.
 * `--read` is the day the file was read at that commit (default: today, UTC).
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {NAVIGATION_DIR, extractNavigation, outOfScope, serializeNavigation, type Navigation} from '../../config/routes/navigation';

const {values, positionals} = parseArgs({
  allowPositionals: true,
  options: {
    commit: {type: 'string'},
    sequence: {type: 'string'},
    read: {type: 'string', default: new Date().toISOString().slice(0, 10)},
    repository: {type: 'string', default: 'celo-org/docs'},
    out: {type: 'string'},
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const [input] = positionals;
if (!input) fail('Usage: npm run routes:extract -- <docs.json> --commit <40-hex> --sequence <n> [--read YYYY-MM-DD] [--out <file>]');
if (!values.commit || !/^[0-9a-f]{40}$/.test(values.commit)) fail('--commit: the full 40-hex commit the docs.json was read at');
const sequence = Number(values.sequence);
if (!Number.isInteger(sequence) || sequence < 1) fail('--sequence: a positive integer, the layout order (oldest first)');
if (!/^\d{4}-\d{2}-\d{2}$/.test(values.read!)) fail('--read: a date, YYYY-MM-DD');

const {tabs, redirects} = extractNavigation(JSON.parse(fs.readFileSync(input, 'utf8')));
const navigation: Navigation = {
  repository: values.repository!,
  commit: values.commit,
  file: 'docs.json',
  read: values.read!,
  sequence,
  layout: tabs.map((tab) => tab.tab).join(' / '),
  tabs,
  redirects,
  outOfScope: outOfScope(redirects),
};
const out = values.out ?? path.join(NAVIGATION_DIR, `${String(sequence).padStart(2, '0')}-${values.commit.slice(0, 8)}.json`);
fs.writeFileSync(out, serializeNavigation(navigation));
console.log(`${path.relative(process.cwd(), out)}: ${tabs.length} tabs, ${redirects.length} redirects (${navigation.outOfScope.length} out of scope)`);
