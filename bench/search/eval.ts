/**
 * Search quality on real reader questions: hit@1, hit@5 and MRR of the local
 * index of a production build, and of @easyops-cn/docusaurus-search-local's
 * index when a build made with it is given (EASYOPS_BUILD_DIR).
 *
 *   npx tsx bench/search/eval.ts [buildDir] [--locale <locale>] [--verbose]
 *
 * buildDir defaults to `build`; with `--locale es` (or `pt-BR`) the questions are
 * `questions.<locale>.json`, written in that language, with expected pages under
 * the locale (`/es/network/mainnet`), and buildDir is that locale's build
 * (`build/es`). A question counts as found at rank r when the r-th distinct page
 * of the results is one of its expected pages (anchors ignored).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {loadBuiltIndex} from './builtIndex';
import {openBuiltIndex} from '../../src/plugins/local-search/indexer/onDisk';
import {easyopsSearcher} from './easyops';

interface Question {
  q: string;
  expect: string[];
}

export interface Scores {
  hit1: number;
  hit5: number;
  mrr: number;
  missing: string[];
  failures: Array<{q: string; got: string[]}>;
}

/** The reader questions of a locale: `questions.json` for English, else `questions.<locale>.json`. */
export function loadQuestions(locale = 'en'): Question[] {
  const file = locale === 'en' ? 'questions.json' : `questions.${locale}.json`;
  return JSON.parse(readFileSync(path.join(__dirname, file), 'utf8')) as Question[];
}

/** Scores a search function that returns page paths, best first. */
export function score(search: (q: string) => string[], pages: Set<string> | null, questions: Question[] = loadQuestions()): Scores {
  let hit1 = 0;
  let hit5 = 0;
  let reciprocal = 0;
  const missing: string[] = [];
  const failures: Scores['failures'] = [];
  for (const question of questions) {
    if (pages && !question.expect.some((url) => pages.has(url))) {
      missing.push(question.q);
    }
    const seen: string[] = [];
    for (const url of search(question.q)) {
      const page = url.split('#')[0]!.replace(/\/$/, '') || '/';
      if (!seen.includes(page)) seen.push(page);
    }
    const rank = seen.findIndex((page) => question.expect.includes(page));
    if (rank === 0) hit1 += 1;
    if (rank >= 0 && rank < 5) hit5 += 1;
    if (rank >= 0) reciprocal += 1 / (rank + 1);
    if (rank !== 0) failures.push({q: question.q, got: seen.slice(0, 3)});
  }
  const n = questions.length;
  return {hit1: hit1 / n, hit5: hit5 / n, mrr: reciprocal / n, missing, failures};
}

function print(name: string, scores: Scores) {
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  console.log(
    `${name.padEnd(34)} hit@1 ${pct(scores.hit1).padStart(6)}  hit@5 ${pct(scores.hit5).padStart(6)}  MRR ${scores.mrr.toFixed(3)}`,
  );
}

function main() {
  const args = process.argv.slice(2);
  const localeAt = args.indexOf('--locale');
  const locale = localeAt >= 0 ? args[localeAt + 1] : 'en';
  if (!locale) throw new Error('--locale needs a locale: es, pt-BR');
  const positional = args.filter((arg, i) => !arg.startsWith('--') && (localeAt < 0 || i !== localeAt + 1));
  const buildDir = path.resolve(positional[0] ?? 'build');
  const questions = loadQuestions(locale);
  const {sharded, engine, pages} = loadBuiltIndex(buildDir);
  console.log(
    `${questions.length} questions (${locale}), ${pages.size} pages in ${buildDir}, index language ${engine.language.code}\n`,
  );
  const local = score((q) => engine.search(q, {limit: 20}).hits.map((h) => h.record.url), pages, questions);
  print('local-search (this site)', local);
  // The browser loads each question's parts into an engine that starts from the manifest: its
  // results must be the whole index's, hit for hit and score for score.
  const differences = questions.filter(({q}) => {
    const fresh = openBuiltIndex(buildDir).search(q, {limit: 20});
    const whole = engine.search(q, {limit: 20});
    const key = (result: typeof whole) => JSON.stringify([result.total, result.hits.map((h) => [h.record.id, h.score])]);
    return key(fresh) !== key(whole);
  });
  console.log(
    `  sharded, each question loading its parts into a fresh engine: ${questions.length - differences.length} of ` +
      `${questions.length} identical to the whole index (${sharded.parts.length} parts in ${sharded.dir})`,
  );
  for (const {q} of differences) console.log(`    differs: ${q}`);
  if (differences.length > 0) process.exitCode = 1;

  const easyopsDir = process.env.EASYOPS_BUILD_DIR;
  const easyops = easyopsDir && locale === 'en' ? easyopsSearcher(path.resolve(easyopsDir)) : null;
  if (easyops) {
    print('@easyops-cn/docusaurus-search-local', score(easyops, null, questions));
  } else {
    console.log(
      'note: @easyops-cn/docusaurus-search-local skipped: set EASYOPS_BUILD_DIR to a build made with it ' +
        '(see bench/search/README.md).',
    );
  }

  if (local.missing.length > 0) {
    console.log(`\n${local.missing.length} questions expect pages this build does not have (they count as misses):`);
    for (const q of local.missing) console.log(`  - ${q}`);
  }
  // A translated build's questions are few: its failures are always listed.
  if (process.argv.includes('--verbose') || locale !== 'en') {
    console.log('\nNot first:');
    for (const f of local.failures) console.log(`  - ${f.q} -> ${f.got.join(', ') || '(nothing)'}`);
  }
}

if (require.main === module) main();
