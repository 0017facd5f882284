/**
 * The locked CELO requirements of validators and groups (src/data/governance.ts `lockedCeloRequirements`):
 * the two pages that state them render them from the data, no page retypes a requirement duration by hand,
 * and no page calls a duration other than the unlocking period's an "unlocking period". A review found the
 * group and validator durations swapped on one page and the group's called an unlocking period on another.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {lockedCeloRequirementSources, lockedCeloRequirements, stakingFacts} from '@site/src/data/governance';
import {isSourceRef} from '@site/src/data/sources';
import {walkFiles} from '../../config/docsFiles';
import {paragraphs} from '../../scripts/samples/pageFacts';

const ROOT = path.resolve(__dirname, '../..');
const DAY = 86_400;

/** The pages that explain the requirements; each must render both durations from the data. */
const PAGES = [
  'docs/cel2/operators/registering-as-rpc-node.mdx',
  'docs/what-is-celo/using-celo/protocol/staking/validator-groups.md',
];

const pages = walkFiles(path.join(ROOT, 'docs'))
  .filter((file) => /\.mdx?$/.test(file))
  .map((file) => ({
    rel: path.relative(ROOT, file),
    text: fs.readFileSync(file, 'utf8'),
  }));

describe('locked CELO requirement data', () => {
  it('gives whole days, the group duration longer than the validator one', () => {
    const {groupDurationSeconds, validatorDurationSeconds, groupDurationDays, validatorDurationDays} = lockedCeloRequirements;
    expect(groupDurationSeconds % DAY, 'groupDurationSeconds: the source gives a whole number of days').toBe(0);
    expect(validatorDurationSeconds % DAY, 'validatorDurationSeconds: the source gives a whole number of days').toBe(0);
    expect(groupDurationDays).toBe(groupDurationSeconds / DAY);
    expect(validatorDurationDays).toBe(validatorDurationSeconds / DAY);
    // Validators.sol's config: groupLockedGoldRequirements is the long one, validatorLockedGoldRequirements the short one.
    expect(groupDurationDays, 'the group and validator durations look swapped').toBeGreaterThan(validatorDurationDays);
    expect(groupDurationDays, 'a requirement duration is not the unlocking period').not.toBe(stakingFacts.unlockingPeriodDays);
  });

  it('names its sources', () => {
    expect(lockedCeloRequirementSources.length).toBeGreaterThan(0);
    for (const s of lockedCeloRequirementSources) expect(isSourceRef(s), `source "${s}"`).toBe(true);
  });
});

describe('pages that state the requirements', () => {
  it.each(PAGES)('%s renders both durations from src/data/governance.ts', (rel) => {
    const text = fs.readFileSync(path.join(ROOT, rel), 'utf8');
    expect(text, `${rel}: import {lockedCeloRequirements} from '@site/src/data/governance'`).toMatch(
      /import \{[^}]*\blockedCeloRequirements\b[^}]*\} from '@site\/src\/data\/governance'/,
    );
    for (const key of ['groupDurationDays', 'validatorDurationDays']) {
      expect(text, `${rel}: render {lockedCeloRequirements.${key}} instead of typing the number`).toContain(
        `{lockedCeloRequirements.${key}}`,
      );
    }
  });
});

describe('every docs page', () => {
  const HAND_TYPED_DAYS = /\b\d[\d,]*(?:[- ]|&nbsp;)days?\b/i;

  it('finds the pages', () => {
    expect(pages.length).toBeGreaterThan(150);
  });

  it.each(pages.map((p) => [p.rel, p] as const))('%s types no requirement duration by hand', (_rel, page) => {
    const problems = paragraphs(page.text)
      .filter((p) => /lock/i.test(p.text) && /requirement|deregist/i.test(p.text) && HAND_TYPED_DAYS.test(p.text))
      .map(
        (p) =>
          `${page.rel}:${p.line}: "${HAND_TYPED_DAYS.exec(p.text)?.[0]}" near a locked CELO requirement; render ` +
          '{lockedCeloRequirements.groupDurationDays} or {lockedCeloRequirements.validatorDurationDays} (or stakingFacts.unlockingPeriodDays) from src/data/governance.ts',
      );
    expect(problems).toEqual([]);
  });

  it.each(pages.map((p) => [p.rel, p] as const))('%s calls only the unlocking period an unlocking period', (_rel, page) => {
    const problems: string[] = [];
    for (const p of paragraphs(page.text)) {
      const typed = [
        ...p.text.matchAll(/\b(\d+)[- ]days?\s+unlocking period/gi),
        ...p.text.matchAll(/unlocking period (?:of|is) (?:about |approximately )?(\d+) days?/gi),
      ];
      for (const m of typed) {
        if (Number(m[1]) !== stakingFacts.unlockingPeriodDays) {
          problems.push(
            `${page.rel}:${p.line}: "${m[0]}": the unlocking period is ${stakingFacts.unlockingPeriodDays} days; a longer lock is a requirement duration (lockedCeloRequirements)`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
