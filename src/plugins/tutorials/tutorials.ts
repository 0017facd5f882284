/**
 * Builds the /tutorials catalogue from docs front matter. Pure functions with
 * no Docusaurus imports, so unit tests call them directly with fixture data.
 */
import {
  TutorialLevelList,
  TutorialTagList,
  type TutorialLevel,
  type TutorialTagType,
} from '../../data/tutorialTags';

/** One guide in the catalogue, as the page receives it through global data. */
export interface TutorialEntry {
  title: string;
  description: string;
  /** Site-relative URL of the guide, or an https URL for an external guide. */
  permalink: string;
  level: TutorialLevel;
  tags: TutorialTagType[];
  external?: boolean;
}

export interface TutorialsCatalogue {
  tutorials: TutorialEntry[];
}

/** The subset of a docs plugin document that the catalogue needs. */
export interface DocLike {
  /** Where the doc comes from, e.g. `@site/docs/build/quickstart.md`; named in error messages. */
  source: string;
  title: string;
  description: string;
  permalink: string;
  frontMatter: Record<string, unknown>;
  unlisted?: boolean;
}

export interface TutorialBlock {
  level: TutorialLevel;
  tags: TutorialTagType[];
}

const ALLOWED_KEYS = ['level', 'tags'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks a `tutorial` front-matter block. Returns the block when it is valid,
 * `undefined` when the doc has no block, and a list of problems otherwise.
 */
export function validateTutorialBlock(
  value: unknown,
): {ok: true; block: TutorialBlock | undefined} | {ok: false; problems: string[]} {
  if (value === undefined) {
    return {ok: true, block: undefined};
  }
  if (!isRecord(value)) {
    return {ok: false, problems: ['`tutorial` must be a mapping with `level` and `tags`.']};
  }
  const problems: string[] = [];
  for (const key of Object.keys(value)) {
    if (!ALLOWED_KEYS.includes(key)) {
      problems.push(`unknown key \`tutorial.${key}\`; allowed keys: ${ALLOWED_KEYS.join(', ')}.`);
    }
  }

  const {level, tags} = value;
  if (level === undefined) {
    problems.push(`\`tutorial.level\` is missing; use one of: ${TutorialLevelList.join(', ')}.`);
  } else if (typeof level !== 'string' || !(TutorialLevelList as string[]).includes(level)) {
    problems.push(`unknown level ${JSON.stringify(level)}; use one of: ${TutorialLevelList.join(', ')}.`);
  }

  const validTags: TutorialTagType[] = [];
  if (tags !== undefined && tags !== null) {
    if (!Array.isArray(tags)) {
      problems.push('`tutorial.tags` must be a list, e.g. `tags: [viem, solidity]`.');
    } else {
      for (const tag of tags as unknown[]) {
        if (typeof tag !== 'string' || !(TutorialTagList as string[]).includes(tag)) {
          problems.push(`unknown tag ${JSON.stringify(tag)}; known tags: ${TutorialTagList.join(', ')}.`);
        } else if (validTags.includes(tag as TutorialTagType)) {
          problems.push(`tag "${tag}" is listed twice.`);
        } else {
          validTags.push(tag as TutorialTagType);
        }
      }
    }
  }

  if (problems.length > 0) {
    return {ok: false, problems};
  }
  return {ok: true, block: {level: level as TutorialLevel, tags: validTags}};
}

export class TutorialValidationError extends Error {
  constructor(readonly failures: {source: string; problems: string[]}[]) {
    super(
      [
        `Invalid \`tutorial\` front matter in ${failures.length} file(s):`,
        ...failures.map(({source, problems}) => `- ${source}\n${problems.map((p) => `    ${p}`).join('\n')}`),
        'Levels and tags are defined in src/data/tutorialTags.ts.',
      ].join('\n'),
    );
    this.name = 'TutorialValidationError';
  }
}

const levelRank = (level: TutorialLevel): number => TutorialLevelList.indexOf(level);

/** Sorts by level (Beginner first), then by title. */
export function sortTutorials(entries: TutorialEntry[]): TutorialEntry[] {
  return [...entries].sort(
    (a, b) => levelRank(a.level) - levelRank(b.level) || a.title.localeCompare(b.title, 'en', {sensitivity: 'base'}),
  );
}

/**
 * Collects every doc with a valid `tutorial` block. Unlisted docs are skipped.
 * Throws one TutorialValidationError naming every file with an invalid block.
 */
export function buildTutorialList(docs: readonly DocLike[]): TutorialEntry[] {
  const entries: TutorialEntry[] = [];
  const failures: {source: string; problems: string[]}[] = [];
  for (const doc of docs) {
    const result = validateTutorialBlock(doc.frontMatter.tutorial);
    if (!result.ok) {
      failures.push({source: doc.source, problems: result.problems});
      continue;
    }
    if (result.block === undefined || doc.unlisted) {
      continue;
    }
    entries.push({
      title: doc.title,
      description: doc.description,
      permalink: doc.permalink,
      level: result.block.level,
      tags: result.block.tags,
    });
  }
  if (failures.length > 0) {
    throw new TutorialValidationError(failures);
  }
  return sortTutorials(entries);
}
