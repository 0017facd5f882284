import {primaryActivation, type Activation, type Upgrade} from '../../data/upgrades';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * "9 Jul 2025, 15:00 UTC" for a timestamp, "10 Sep 2025" for a day, "Nov 2025"
 * for an approximate month. Formatted by hand (not Intl) so server and browser
 * always print the same text.
 */
export function formatActivationDate(activation: Activation): string | undefined {
  if (activation.at === undefined) {
    return undefined;
  }
  const d = new Date(activation.at);
  const month = MONTHS[d.getUTCMonth()] ?? '';
  if (activation.approximate) {
    return `${month} ${d.getUTCFullYear()}`;
  }
  const day = `${d.getUTCDate()} ${month} ${d.getUTCFullYear()}`;
  return activation.at.includes('T') ? `${day}, ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} UTC` : day;
}

/**
 * Timeline order: upgrades known only by block (the L1 era) first, by block;
 * then by the date of their primary activation; undated upgrades last.
 */
export function sortUpgrades(list: readonly Upgrade[]): Upgrade[] {
  const key = (u: Upgrade): [number, number] => {
    const a = primaryActivation(u);
    if (a?.at !== undefined) {
      return [1, Date.parse(a.at)];
    }
    if (a?.block !== undefined) {
      return [0, a.block];
    }
    return [2, 0];
  };
  return [...list].sort((x, y) => {
    const [gx, vx] = key(x);
    const [gy, vy] = key(y);
    return gx - gy || vx - vy;
  });
}

/** The latest activation date in the data: a fixed reference for server rendering. */
export function latestKnownActivation(list: readonly Upgrade[]): Date {
  let max = 0;
  for (const u of list) {
    for (const a of Object.values(u.activations)) {
      if (a.at !== undefined) {
        max = Math.max(max, Date.parse(a.at));
      }
    }
  }
  return new Date(max);
}
