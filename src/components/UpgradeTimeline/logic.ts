import {activationTime, primaryActivation, type Activation, type Upgrade} from '../../data/upgrades';

/** The words of an activation date; the components pass them in the page's language (./words.ts). */
export interface DateWords {
  /** Month abbreviations, January first. */
  months: readonly string[];
  /** "planned, " and the source's words. */
  planned: (when: string) => string;
  notAnnounced: string;
}

export const ENGLISH_DATE_WORDS: DateWords = {
  months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  planned: (when) => `planned, ${when}`,
  notAnnounced: 'no date announced',
};

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * The date text of an activation, formatted by hand (not Intl) so server and
 * browser always print the same text:
 * - exact timestamp: "9 Jul 2025, 15:00 UTC"; exact day: "10 Sep 2025";
 * - planned: "planned, " and the source's own words ("planned, mid-November 2025"),
 *   never a day the source did not give;
 * - not announced: "no date announced";
 * - an L1-era fork known only by block: undefined (the block is shown instead).
 */
export function formatActivationDate(activation: Activation, words: DateWords = ENGLISH_DATE_WORDS): string | undefined {
  switch (activation.kind) {
    case 'planned':
      return words.planned(activation.planned);
    case 'not-announced':
      return words.notAnnounced;
    case 'exact': {
      if (activation.at === undefined) {
        return undefined;
      }
      const d = new Date(activation.at);
      const day = `${d.getUTCDate()} ${words.months[d.getUTCMonth()] ?? ''} ${d.getUTCFullYear()}`;
      return activation.at.includes('T') ? `${day}, ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} UTC` : day;
    }
  }
}

/**
 * Where an activation sits on the timeline, as [group, value]:
 * 0: L1-era forks known only by block, by block;
 * 1: exact dates and planned months, by time (a planned month sorts at its
 *    end, after any exact date in the same month);
 * 2: planned without a month, and not announced.
 */
export function timelineKey(a: Activation | undefined): [number, number] {
  const t = activationTime(a);
  if (t !== undefined) {
    return [1, t];
  }
  if (a?.kind === 'exact' && a.block !== undefined) {
    return [0, a.block];
  }
  if (a?.kind === 'planned' && a.period !== undefined) {
    const [y, m] = a.period.split('-').map(Number);
    // The last millisecond of the month: a plan for "July" sorts after anything dated in July.
    return [1, Date.UTC(y ?? 0, m ?? 1, 1) - 1];
  }
  return [2, 0];
}

/**
 * Timeline order: upgrades known only by block (the L1 era) first, by block;
 * then by the date (or planned month) of their primary activation; upgrades
 * without either last, in the order of the data.
 */
export function sortUpgrades(list: readonly Upgrade[]): Upgrade[] {
  return [...list]
    .map((u, i) => ({u, i, k: timelineKey(primaryActivation(u))}))
    .sort((x, y) => x.k[0] - y.k[0] || x.k[1] - y.k[1] || x.i - y.i)
    .map(({u}) => u);
}

/** The latest exact activation date in the data: a fixed reference for server rendering. */
export function latestKnownActivation(list: readonly Upgrade[]): Date {
  let max = 0;
  for (const u of list) {
    for (const a of Object.values(u.activations)) {
      max = Math.max(max, activationTime(a) ?? 0);
    }
  }
  return new Date(max);
}
