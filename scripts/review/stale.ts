/**
 * Which docs pages are due for review: `last_reviewed` older than a number of
 * days, or missing. Pure, so tests call it with a fixed "today"; the command
 * is scripts/check-review.ts (`npm run check:review`).
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';
import {docsPages} from '../../config/docsFiles';
import {daysSince, reviewDay} from '../../src/components/PageProvenance/provenance';

export interface PageReview {
  /** Path relative to the repository root. */
  file: string;
  /** ISO day, or undefined when the page has none. */
  lastReviewed?: string;
}

export interface DueReview extends PageReview {
  /** Days since the last review; undefined when the page was never reviewed. */
  age?: number;
}

/** Pages never reviewed first, then the oldest reviews. */
export function dueForReview(pages: readonly PageReview[], today: Date, maxAgeDays: number): DueReview[] {
  return pages
    .map((page) => ({...page, age: page.lastReviewed ? daysSince(page.lastReviewed, today) : undefined}))
    .filter((page) => page.age === undefined || page.age > maxAgeDays)
    .sort((a, b) => (b.age ?? Infinity) - (a.age ?? Infinity) || a.file.localeCompare(b.file));
}

/** Every docs page (Markdown partials, whose names start with `_`, are not pages). */
export function readPageReviews(root: string): PageReview[] {
  return docsPages(root).map((file) => {
    const match = /^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(path.join(root, file), 'utf8'));
    const frontMatter = (match ? parseYaml(match[1] ?? '') : {}) as Record<string, unknown> | null;
    return {file, lastReviewed: reviewDay(frontMatter?.last_reviewed)};
  });
}
