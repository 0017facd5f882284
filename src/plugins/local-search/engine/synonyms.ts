/**
 * Words readers type for things Celo has renamed or retired, and the words
 * the pages use now. A query word listed here also matches its synonyms, at a
 * slightly lower weight than the word itself, so a page that uses the reader's
 * own word still ranks first when one exists.
 *
 * Two-way pairs are names of the same thing (a token renamed, a CLI topic
 * renamed); one-way entries send a retired name to its replacement (the old
 * testnets to Celo Sepolia), while a query for the replacement does not pull
 * in pages about the retired one. Terms are folded (lower case), single words:
 * `celo l2` is reached through `l2`.
 */
export const TWO_WAY: ReadonlyArray<readonly [string, string]> = [
  // Mento stablecoins, renamed in 2025: `legacySymbol` and `symbol` in
  // src/data/tokens.ts (a test keeps this list equal to the data; the data
  // module is not imported here because this file ships to the browser).
  ['cusd', 'usdm'],
  ['ceur', 'eurm'],
  ['creal', 'brlm'],
  ['exof', 'xofm'],
  ['ckes', 'kesm'],
  ['puso', 'phpm'],
  ['ccop', 'copm'],
  ['cghs', 'ghsm'],
  // celocli: the lockedgold topic is lockedcelo today; the contract is still LockedGold.
  ['lockedgold', 'lockedcelo'],
  ['releasegold', 'releasecelo'],
  // Celo's L2 had the working name cel2.
  ['cel2', 'l2'],
];

const ONE_WAY: ReadonlyArray<readonly [string, readonly string[]]> = [
  // Retired testnets: their successor is Celo Sepolia.
  ['alfajores', ['sepolia']],
  ['baklava', ['sepolia']],
];

/** Folded query word -> the other words it also matches. */
export const SYNONYMS: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, string[]>();
  const add = (from: string, to: string) => map.set(from, [...(map.get(from) ?? []), to]);
  for (const [a, b] of TWO_WAY) {
    add(a, b);
    add(b, a);
  }
  for (const [from, targets] of ONE_WAY) for (const to of targets) add(from, to);
  return map;
})();
