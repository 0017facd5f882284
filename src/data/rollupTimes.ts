/**
 * The times (Unix seconds) that the published rollup configuration (rollup.json) of each live Celo L2
 * network fixes: the first L2 block and the fork activations.
 *
 * One place for values that three modules state: `upgrades.ts` (activation timestamps),
 * `protocolParams.ts` (`rollupConfig`) and `nodeConfig.ts` (the rollup.json values). It imports
 * only a type, so each of them can read it: `protocolParams.ts` imports `upgrades.ts`, so neither of
 * those two could hold the values for the other without an import cycle.
 */
import type {Sources} from './sources';

/** Commit of celo-org/celo-l2-node-docker-compose with the last published rollup.json files (tag v1.3.4). */
const rollupConfigCommit = 'a0dd6d9d3420bcc947ca510216dcb56bc5a10e66';

const rollupMainnet = `celo-org/celo-l2-node-docker-compose@${rollupConfigCommit}:envs/mainnet/config/rollup.json` as const;
const rollupSepolia = `celo-org/celo-l2-node-docker-compose@${rollupConfigCommit}:envs/celo-sepolia/config/rollup.json` as const;

export interface RollupTimes {
  /** Unix time of the first L2 block (`genesis.l2_time`). */
  l2GenesisTime: number;
  /** `holocene_time`. */
  holocene: number;
  /** `isthmus_time`. */
  isthmus: number;
  /** `pectra_blob_schedule_time`, where the file sets it. */
  pectraBlobSchedule?: number;
  /** `jovian_time`. */
  jovian: number;
}

export const rollupTimes = {
  mainnet: {
    l2GenesisTime: 1742957258, // src: rollupMainnet (genesis.l2_time)
    // rollup.json gives Holocene, Isthmus and the Pectra blob schedule the same second.
    holocene: 1752073200, // src: rollupMainnet (holocene_time)
    isthmus: 1752073200, // src: rollupMainnet (isthmus_time)
    pectraBlobSchedule: 1752073200, // src: rollupMainnet (pectra_blob_schedule_time)
    jovian: 1774958788, // src: rollupMainnet (jovian_time)
  },
  celoSepolia: {
    l2GenesisTime: 1753283988, // src: rollupSepolia (genesis.l2_time)
    holocene: 0, // src: rollupSepolia (holocene_time)
    isthmus: 0, // src: rollupSepolia (isthmus_time)
    jovian: 1773749037, // src: rollupSepolia (jovian_time)
  },
} as const satisfies Record<'mainnet' | 'celoSepolia', RollupTimes>;

/** The rollup.json file each network's times come from. */
export const rollupTimesSources: Record<keyof typeof rollupTimes, Sources> = {
  mainnet: [rollupMainnet],
  celoSepolia: [rollupSepolia],
};
