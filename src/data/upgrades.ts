/**
 * Celo protocol upgrades and hard forks, from the L1 era to today.
 *
 * One entry per upgrade, with its activation on each network where the
 * sources give one. Every value carries a `// src:` comment naming the key
 * of /work/shared/facts/networks.yaml (`sources:` block) it comes from.
 *
 * Dates are UTC. `at` is an ISO 8601 string: a full timestamp
 * (`2025-07-09T15:00:00Z`) when the exact time is known, otherwise a day
 * (`2025-09-10`). When only an approximate period is known (for example
 * "mid-November 2025"), `at` is the first day of the month the source names,
 * `approximate` is true and `label` says what the source says.
 */

export type UpgradeNetwork = 'mainnet' | 'celoSepolia' | 'alfajores' | 'baklava';

export type UpgradeKind =
  /** Hard fork of the original Celo L1 (celo-blockchain). */
  | 'celo-l1-hardfork'
  /** The move from L1 to an OP Stack L2. */
  | 'migration'
  /** Hard fork of the Celo L2 (op-node and execution client). */
  | 'celo-l2-hardfork'
  /** Change to the data availability layer. */
  | 'data-availability'
  /** Change to the fault-proof system (L1 contracts). */
  | 'proofs'
  /** Ethereum hard fork that affects Celo through its settlement layer. */
  | 'ethereum';

export interface Activation {
  /** ISO 8601 day or timestamp (UTC). Absent when only a block is known. */
  at?: string;
  /** Unix timestamp (seconds) of the activation, when the source gives one. */
  timestamp?: number;
  /** Block number on the Celo network itself. */
  block?: number;
  /** True when `at` stands for a period ("early December 2025"). */
  approximate?: boolean;
  /** Human wording for approximate or planned dates. */
  label?: string;
  /** Extra precision the source gives (Ethereum epoch or slot). */
  detail?: string;
}

export type UpgradeId =
  | 'churrito'
  | 'donut'
  | 'espresso'
  | 'gingerbread'
  | 'gingerbread-p2'
  | 'l2-migration'
  | 'pectra'
  | 'isthmus'
  | 'ice-cream'
  | 'jello'
  | 'fusaka'
  | 'jovian'
  | 'glamsterdam';

export interface Upgrade {
  id: UpgradeId;
  name: string;
  kind: UpgradeKind;
  /** One sentence: what the upgrade changed. */
  summary: string;
  activations: Partial<Record<UpgradeNetwork, Activation>>;
  /** Minimum or recommended node software named in the upgrade notice. */
  versions?: {opGeth?: string; opNode?: string; opReth?: string; eigendaProxy?: string};
  /** Doc id of the notice page on this site, when there is one. */
  notice?: string;
  /** Keys of the `sources:` block in networks.yaml. */
  sources: string[];
}

export const upgrades: readonly Upgrade[] = [
  {
    id: 'churrito',
    name: 'Churrito',
    kind: 'celo-l1-hardfork',
    summary: 'First hard fork of the Celo L1 chain.',
    activations: {
      mainnet: {block: 6774000}, // src: cb_config
      alfajores: {block: 4960000}, // src: cb_config
      baklava: {block: 2719099}, // src: cb_config
    },
    sources: ['cb_config'],
  },
  {
    id: 'donut',
    name: 'Donut',
    kind: 'celo-l1-hardfork',
    summary: 'Celo L1 hard fork; on Mainnet and Alfajores it activated at the same block as Churrito.',
    activations: {
      mainnet: {block: 6774000}, // src: cb_config
      alfajores: {block: 4960000}, // src: cb_config
      baklava: {block: 5002000}, // src: cb_config
    },
    sources: ['cb_config'],
  },
  {
    id: 'espresso',
    name: 'Espresso',
    kind: 'celo-l1-hardfork',
    summary: 'Celo L1 hard fork.',
    activations: {
      mainnet: {block: 11838440}, // src: cb_config
      alfajores: {block: 9472000}, // src: cb_config
      baklava: {block: 9195000}, // src: cb_config
    },
    sources: ['cb_config'],
  },
  {
    id: 'gingerbread',
    name: 'Gingerbread',
    kind: 'celo-l1-hardfork',
    summary: 'The last large Celo L1 hard fork before the move to an L2.',
    activations: {
      mainnet: {block: 21616000}, // src: cb_config, dc_rollup_configs (gingerbreadBlock)
      alfajores: {block: 19814000}, // src: cb_config, dc_alfajores_baklava
      baklava: {block: 18785000}, // src: cb_config, dc_alfajores_baklava
    },
    sources: ['cb_config', 'dc_rollup_configs', 'dc_alfajores_baklava'],
  },
  {
    id: 'gingerbread-p2',
    name: 'Gingerbread P2',
    kind: 'celo-l1-hardfork',
    summary: 'Second phase of Gingerbread; same block as Gingerbread on Mainnet.',
    activations: {
      mainnet: {block: 21616000}, // src: cb_config
      baklava: {block: 19157000}, // src: cb_config
    },
    sources: ['cb_config'],
  },
  {
    id: 'l2-migration',
    name: 'L2 migration',
    kind: 'migration',
    summary:
      'Celo stops being an independent L1 and becomes an OP Stack L2 on Ethereum; the OP Stack forks up to Granite are active from the first L2 block.',
    activations: {
      alfajores: {
        block: 26384000, // src: docs_l2_migration, cb_config
        timestamp: 1727339320, // src: dc_alfajores_baklava (cel2Time)
        at: '2024-09-26T08:28:40Z', // src: dc_alfajores_baklava
      },
      baklava: {
        block: 28308600, // src: docs_l2_migration, cb_config
        timestamp: 1740081460, // src: dc_alfajores_baklava (cel2Time)
        at: '2025-02-20T19:57:40Z', // src: dc_alfajores_baklava
      },
      mainnet: {
        block: 31056500, // src: docs_l2_migration, cb_config, dc_head, dc_rollup_configs
        timestamp: 1742957258, // src: dc_rollup_configs (cel2Time)
        at: '2025-03-26T02:47:38Z', // src: dc_rollup_configs
        label: 'announced for 26 March 2025, 03:00 UTC', // src: docs_l2_migration
      },
    },
    versions: {opGeth: 'celo-v2.0.0', opNode: 'celo-v2.0.0'}, // src: docs_pectra
    notice: 'cel2/notices/l2-migration',
    sources: ['docs_l2_migration', 'cb_config', 'dc_rollup_configs', 'dc_alfajores_baklava'],
  },
  {
    id: 'pectra',
    name: 'Ethereum Pectra',
    kind: 'ethereum',
    summary:
      'Ethereum hard fork on the settlement layer; Celo nodes needed releases that understand the new L1 blocks.',
    activations: {
      alfajores: {at: '2025-02-24T21:55:12Z', detail: 'Holesky slot 3710976'}, // src: docs_pectra
      baklava: {at: '2025-02-24T21:55:12Z', detail: 'Holesky slot 3710976'}, // src: docs_pectra
      mainnet: {at: '2025-05-07T10:05:11Z', detail: 'Ethereum epoch 364032'}, // src: docs_pectra
    },
    versions: {opGeth: 'celo-v2.0.0', opNode: 'celo-v2.0.0'}, // src: docs_pectra
    notice: 'cel2/notices/pectra',
    sources: ['docs_pectra'],
  },
  {
    id: 'isthmus',
    name: 'Isthmus',
    kind: 'celo-l2-hardfork',
    summary:
      'OP Stack hard fork (bundled with Holocene) that brings the Prague execution features, including EIP-7702, EIP-2537, EIP-2935 and EIP-7623, to Celo.',
    activations: {
      baklava: {block: 37881140, timestamp: 1749654000, at: '2025-06-11T15:00:00Z'}, // src: docs_isthmus
      alfajores: {block: 49908280, timestamp: 1750863600, at: '2025-06-25T15:00:00Z'}, // src: docs_isthmus
      mainnet: {block: 40172442, timestamp: 1752073200, at: '2025-07-09T15:00:00Z'}, // src: docs_isthmus, dc_rollup_configs
      celoSepolia: {block: 0, timestamp: 1753283988, at: '2025-07-23T15:19:48Z', label: 'active from genesis'}, // src: dc_rollup_configs
    },
    versions: {opGeth: 'celo-v2.1.0', opNode: 'celo-v2.1.0', eigendaProxy: 'v1.8.2'}, // src: docs_isthmus
    notice: 'cel2/notices/isthmus',
    sources: ['docs_isthmus', 'dc_rollup_configs'],
  },
  {
    id: 'ice-cream',
    name: 'Ice Cream (EigenDA v2)',
    kind: 'data-availability',
    summary:
      'Moves batch data from EigenDA v1 to EigenDA v2 (Blazar); the sequencer switches over, so there is no fork block.',
    activations: {
      baklava: {at: '2025-07-30'}, // src: docs_eigenda_v2_final
      celoSepolia: {at: '2025-07-23T15:19:48Z', label: 'EigenDA v2 from genesis'}, // src: docs_sepolia_launch, dc_rollup_configs
      alfajores: {at: '2025-08-20'}, // src: docs_eigenda_v2_final
      mainnet: {at: '2025-09-10'}, // src: docs_eigenda_v2_final
    },
    versions: {eigendaProxy: 'v1.8.2'}, // src: docs_isthmus (proxy release that supports EigenDA v2)
    notice: 'cel2/notices/eigenda-v2',
    sources: ['docs_eigenda_v2_final', 'docs_eigenda_v2_early', 'docs_sepolia_launch'],
  },
  {
    id: 'jello',
    name: 'Jello (OP Succinct Lite)',
    kind: 'proofs',
    summary:
      'Switches the L1 dispute contracts to OP Succinct Lite, a ZK fault-proof system built on Kona, SP1 and the Succinct Prover Network.',
    activations: {
      celoSepolia: {at: '2025-10-22', label: 'planned for 22 October 2025'}, // src: docs_jello
      mainnet: {at: '2025-11-01', approximate: true, label: 'planned for mid-November 2025'}, // src: docs_jello
    },
    versions: {opGeth: 'celo-v2.1.2'}, // src: docs_jello
    notice: 'cel2/notices/jello',
    sources: ['docs_jello'],
  },
  {
    id: 'fusaka',
    name: 'Ethereum Fusaka',
    kind: 'ethereum',
    summary:
      'Ethereum hard fork on the settlement layer (PeerDAS and blob changes); Celo nodes follow it through their L1 and beacon endpoints.',
    activations: {
      celoSepolia: {at: '2025-10-14T07:36:00Z', detail: 'Ethereum Sepolia'}, // src: docs_fusaka
      mainnet: {at: '2025-12-01', approximate: true, label: 'expected early December 2025'}, // src: docs_fusaka
    },
    versions: {opGeth: 'celo-v2.1.2'}, // src: docs_fusaka
    notice: 'cel2/notices/fusaka',
    sources: ['docs_fusaka'],
  },
  {
    id: 'jovian',
    name: 'Jovian',
    kind: 'celo-l2-hardfork',
    summary:
      'OP Stack Jovian hard fork with Celo-specific changes, including Optimism Upgrade 16 and the EigenDA certificate router.',
    activations: {
      celoSepolia: {
        timestamp: 1773749037, // src: docs_jovian_final, dc_rollup_configs (jovian_time)
        at: '2026-03-17T12:03:57Z', // src: docs_jovian_final
      },
      mainnet: {
        timestamp: 1774958788, // src: docs_jovian_final, dc_rollup_configs (jovian_time)
        at: '2026-03-31T12:06:28Z', // src: docs_jovian_final
      },
    },
    versions: {opGeth: 'celo-v2.2.2', opNode: 'celo-v2.2.1', eigendaProxy: 'v2.6.0'}, // src: docs_jovian_final
    notice: 'cel2/notices/jovian',
    sources: ['docs_jovian_final', 'docs_jovian_mid', 'docs_jovian_early', 'dc_rollup_configs'],
  },
  {
    id: 'glamsterdam',
    name: 'Ethereum Glamsterdam',
    kind: 'ethereum',
    summary:
      'Next Ethereum hard fork. op-geth will not support it: every Celo node must run op-reth before it activates.',
    activations: {}, // src: docs_opgeth_deprecation (no date given)
    versions: {opReth: 'celo-v1.0.1'}, // src: dc_head (current op-reth default)
    notice: 'cel2/notices/op-geth-deprecation',
    sources: ['docs_opgeth_deprecation'],
  },
];

export type UpgradeStatus = 'done' | 'upcoming' | 'unscheduled';

/** The activation used to place an upgrade on the timeline: Mainnet first, then the earliest testnet. */
export function primaryActivation(upgrade: Upgrade): Activation | undefined {
  if (upgrade.activations.mainnet) {
    return upgrade.activations.mainnet;
  }
  const dated = Object.values(upgrade.activations).filter((a) => a.at !== undefined);
  dated.sort((a, b) => Date.parse(a.at ?? '') - Date.parse(b.at ?? ''));
  return dated[0];
}

/**
 * Whether an upgrade has happened on a network by `now`.
 * An L1-era fork known only by block number is in the past: every Celo L1 block
 * is older than the L2 migration.
 */
export function activationStatus(activation: Activation | undefined, now: Date): UpgradeStatus {
  if (!activation) {
    return 'unscheduled';
  }
  if (activation.at === undefined) {
    return activation.block !== undefined ? 'done' : 'unscheduled';
  }
  return Date.parse(activation.at) <= now.getTime() ? 'done' : 'upcoming';
}

export function upgradeStatus(upgrade: Upgrade, now: Date): UpgradeStatus {
  return activationStatus(primaryActivation(upgrade), now);
}

export function getUpgrade(id: UpgradeId): Upgrade {
  const found = upgrades.find((u) => u.id === id);
  if (!found) {
    throw new Error(`Unknown upgrade id: ${id}`);
  }
  return found;
}

export const upgradeNetworkLabels: Record<UpgradeNetwork, string> = {
  mainnet: 'Celo Mainnet',
  celoSepolia: 'Celo Sepolia',
  alfajores: 'Alfajores (sunset)',
  baklava: 'Baklava (sunset)',
};
