/**
 * Reads and checks the provenance keys of a page's front matter:
 * `sources:` (what the page was checked against) and `last_reviewed:` (when).
 * Pure functions, shared by the page footer, the content tests and
 * `npm run check:review`.
 */
import {parseSource, type ParsedSource} from '../../data/sources';
import {currentLocale} from '../../i18n/locale';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Short month names per language, and the order of day, month and year each writes. */
const MONTHS: Record<string, string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  es: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
  pt: ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'],
};

export interface Provenance {
  sources: ParsedSource[];
  /** ISO day, `YYYY-MM-DD`. */
  lastReviewed: string;
}

/**
 * A YAML date (`last_reviewed: 2026-11-23`) arrives as a Date from a YAML
 * parser, as an ISO timestamp string in the page's data, or as the plain day;
 * all become the ISO day.
 */
export function reviewDay(value: unknown): string | undefined {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10);
  if (typeof value !== 'string') return undefined;
  // The site's YAML parser turns the day into a Date, which reaches the page
  // as JSON: `2026-11-23T00:00:00.000Z`.
  const iso = /^(\d{4}-\d{2}-\d{2})T00:00:00(?:\.000)?Z$/.exec(value);
  if (iso) return reviewDay(iso[1]);
  const match = DAY.exec(value);
  if (!match) return undefined;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  // Rejects days that do not exist, such as 2026-02-30.
  return date.toISOString().slice(0, 10) === value ? value : undefined;
}

/** What is wrong with a page's provenance front matter; empty when nothing is. */
export function provenanceProblems(frontMatter: Record<string, unknown>, today: Date): string[] {
  const problems: string[] = [];
  const {sources} = frontMatter;
  if (!Array.isArray(sources) || sources.length === 0) {
    problems.push('add "sources:", a list of what the page was checked against (owner/name:path or an https URL)');
  } else {
    for (const source of sources) {
      if (typeof source !== 'string' || !parseSource(source)) {
        problems.push(`source ${JSON.stringify(source)} is neither owner/name[@commit]:path nor an https URL`);
      }
    }
    if (new Set(sources).size !== sources.length) problems.push('a source is listed twice');
  }
  const day = reviewDay(frontMatter.last_reviewed);
  if (!day) {
    problems.push('add "last_reviewed: YYYY-MM-DD", the day the page was last checked against its sources');
  } else if (Date.parse(day) > today.getTime()) {
    problems.push(`last_reviewed ${day} is in the future`);
  }
  return problems;
}

/** The provenance to show, or undefined for a page without it. */
export function readProvenance(frontMatter: Record<string, unknown>): Provenance | undefined {
  const day = reviewDay(frontMatter.last_reviewed);
  const raw = Array.isArray(frontMatter.sources) ? frontMatter.sources : [];
  const sources = raw.flatMap((s) => {
    const parsed = typeof s === 'string' ? parseSource(s) : undefined;
    return parsed ? [parsed] : [];
  });
  if (!day && sources.length === 0) return undefined;
  return {sources, lastReviewed: day ?? ''};
}

/**
 * `Nov 23, 2026`, the theme's "Last updated" style, without Intl: the first
 * Intl formatter on a page costs tens of milliseconds on a phone. In Spanish and
 * Portuguese pages, `23 nov 2026` (the language comes from the build).
 */
export function formatDay(day: string, locale: string = currentLocale()): string {
  const match = DAY.exec(day);
  if (!match) return day;
  const [, y, m, d] = match;
  const language = locale.split('-')[0]!;
  const month = MONTHS[language]?.[Number(m) - 1];
  if (!month || language === 'en') return `${MONTHS.en![Number(m) - 1] ?? m} ${Number(d)}, ${y}`;
  return `${Number(d)} ${month} ${y}`;
}

/** Whole days from an ISO day to `today`. */
export function daysSince(day: string, today: Date): number {
  return Math.floor((today.getTime() - Date.parse(day)) / 86_400_000);
}
