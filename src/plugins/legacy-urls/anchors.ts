/**
 * Anchors of the 2025 docs that readers link to, and the anchor that covers
 * the same section on this site. Read by ./client.ts on every page, so it
 * stays small: a short table for the network and contract pages and one rule
 * for the celocli pages.
 *
 * Sources: the 2025 pages of celo-org/docs, celo-org/docs:docs/network/index.md,
 * celo-org/docs:docs/contracts/core-contracts.md, celo-org/docs:docs/contracts/token-contracts.md
 * and celo-org/docs:docs/cli/*.md; tests/unit/redirects.test.ts checks every new anchor against
 * this site's pages.
 */

/** Page path -> old anchor -> new anchor. */
export const legacyAnchors: Record<string, Record<string, string>> = {
  '/network': {
    'celo-alfajores-l2-testnet': 'alfajores',
    'celo-alfajores-testnet': 'alfajores',
    'celo-baklava-l2-testnet': 'baklava',
    'celo-baklava-testnet': 'baklava',
  },
  '/network/node': {'as-a-service': 'three-ways-to-reach-celo'},
  '/network/node/forno': {'celo-mainnet': 'endpoints'},
  '/contracts/core-contracts': {'alfajores-testnet': 'alfajores-retired', 'baklava-testnet': 'baklava-retired'},
  '/contracts/token-contracts': {'alfajores-testnet': 'alfajores-retired', 'baklava-testnet': 'baklava-retired'},
};

/**
 * The 2025 celocli pages gave each command the GitHub slug of its heading,
 * `celocli account:balance ARG1` -> `celocli-accountbalance-arg1`. This site's
 * ids are `account-balance`. Given the commands of the page (id and anchor),
 * returns the anchor of the command the old id names: the longest command
 * whose old slug is the old id or starts it, followed by its arguments.
 */
export function legacyCliAnchor(oldId: string, commands: readonly {id: string; anchor: string}[]): string | undefined {
  if (!oldId.startsWith('celocli-')) return undefined;
  let best: {length: number; anchor: string} | undefined;
  for (const {id, anchor} of commands) {
    const slug = `celocli-${id.toLowerCase().replace(/[^a-z0-9_ -]/g, '')}`;
    const matches = oldId === slug || oldId.startsWith(`${slug}-`);
    if (matches && (!best || slug.length > best.length)) best = {length: slug.length, anchor};
  }
  return best?.anchor;
}

/** The new anchor for `oldId` on `pathname`, if the id is an old one. */
export function newAnchor(
  pathname: string,
  oldId: string,
  cliCommands: () => readonly {id: string; anchor: string}[],
): string | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  const mapped = legacyAnchors[path]?.[oldId];
  if (mapped) return mapped;
  return /^\/cli\/[^/]+$/.test(path) ? legacyCliAnchor(oldId, cliCommands()) : undefined;
}
