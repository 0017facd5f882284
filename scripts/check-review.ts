/**
 * Lists docs pages whose last review against their sources is older than a
 * threshold, for the people who keep the docs current.
 *
 *   npm run check:review                 pages not reviewed in 180 days
 *   npm run check:review -- --days 90    another threshold
 *   npm run check:review -- --strict     exit 1 when any page is due (for CI jobs)
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {dueForReview, readPageReviews} from './review/stale';

const args = process.argv.slice(2);
const daysArg = args.indexOf('--days');
const maxAge = daysArg >= 0 ? Number(args[daysArg + 1]) : 180;
if (!Number.isInteger(maxAge) || maxAge < 0) {
  console.error('check:review: --days takes a whole number of days, for example --days 90');
  process.exit(2);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pages = readPageReviews(root);
const due = dueForReview(pages, new Date(), maxAge);

if (due.length === 0) {
  console.log(`All ${pages.length} docs pages were reviewed in the last ${maxAge} days.`);
} else {
  console.log(`${due.length} of ${pages.length} docs pages are due for review (older than ${maxAge} days):\n`);
  for (const page of due) {
    const when = page.lastReviewed ? `${page.lastReviewed}  (${page.age} days)` : 'never reviewed';
    console.log(`  ${when.padEnd(28)}${page.file}`);
  }
  console.log('\nRe-read each page\'s sources (its "sources:" front matter), fix what changed, then set last_reviewed.');
}
process.exit(args.includes('--strict') && due.length > 0 ? 1 : 0);
