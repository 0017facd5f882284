/**
 * Celo L2 protocol parameters for the specification pages (docs/cel2/specification): rollup
 * configuration, fee rules, transaction types, the transfer precompile, bridge timing, finality
 * and governance addresses.
 *
 * Network facts that other modules already hold are not repeated here: chain ids, block time and
 * settlement layer live in `networks.ts`, contract addresses in `contracts.ts`, EigenDA proxy
 * settings in `nodeSoftware.ts`.
 *
 * Every record carries a `sources` list (see `sources.ts`); scalar values carry a `// src:` comment.
 * Addresses are EIP-55 checksummed (tests/unit/protocol-params-data.test.ts).
 */
import type {Sources} from './sources';
import {formatNumber} from '../i18n/locale';
import {l2MigrationBlock} from './networks';
import {rollupTimes} from './rollupTimes';
import {jelloActivationAt} from './upgrades';

/** The networks the specification covers: the two live Celo L2 networks. */
export type SpecNetworkId = 'mainnet' | 'celoSepolia';

export const specNetworkIds = ['mainnet', 'celoSepolia'] as const satisfies readonly SpecNetworkId[];

/** Commit of celo-org/celo-l2-node-docker-compose with the last published rollup.json files. */
export const rollupConfigCommit = 'a0dd6d9d3420bcc947ca510216dcb56bc5a10e66';

const rollupMainnet = `celo-org/celo-l2-node-docker-compose@${rollupConfigCommit}:envs/mainnet/config/rollup.json` as const;
const genesisMainnet = `celo-org/celo-l2-node-docker-compose@${rollupConfigCommit}:envs/mainnet/config/genesis.json` as const;
const rollupSepolia = `celo-org/celo-l2-node-docker-compose@${rollupConfigCommit}:envs/celo-sepolia/config/rollup.json` as const;
const specDeployments = 'celo-org/docs@07366f28a7cad15cd2c0641a020223e5e9d6df6c:specs/deployments.mdx' as const;
const specFees = 'celo-org/docs@3c684c69c0947fcc2a1b4b375936ea4ac9ed212a:specs/transaction-fees.mdx' as const;
const specTxTypes = 'celo-org/docs@3c684c69c0947fcc2a1b4b375936ea4ac9ed212a:specs/transaction-types.mdx' as const;
const specDuality = 'celo-org/docs@3c684c69c0947fcc2a1b4b375936ea4ac9ed212a:specs/token-duality.mdx' as const;
const specVerification = 'celo-org/docs@3c684c69c0947fcc2a1b4b375936ea4ac9ed212a:specs/l1-smart-contract-verification.mdx' as const;
const specFinality = 'celo-org/docs@681abb426beab4ce549a2d32b406adf1ca953f3a:specs/finality.mdx' as const;
const specJello = 'celo-org/docs@369ba55188b1b0ab39a0cd0b93ec40abcc0eb747:operate/specification/upgrades/jello.mdx' as const;
const opGethStateTransition = 'celo-org/op-geth@ffa122403fea6acc8130752cda345df5d50c1320:core/state_transition.go' as const;

/** Values of the published rollup configuration (rollup.json) of one network. */
export interface RollupConfig {
  /** First L2 block (`genesis.l2.number`). */
  l2GenesisBlock: number;
  /** Unix time of the first L2 block (`genesis.l2_time`). */
  l2GenesisTime: number;
  /** Block gas limit at the L2 genesis (`genesis.system_config.gasLimit`); later changed only through the SystemConfig on L1. */
  genesisGasLimit: number;
  /** `chain_op_config`: EIP-1559 parameters. */
  eip1559: {elasticity: number; denominator: number; denominatorCanyon: number};
  /** `genesis.system_config.minBaseFee` (the OP Stack minimum base fee, used from Jovian on). */
  genesisMinBaseFee: number;
  maxSequencerDrift: number;
  seqWindowSize: number;
  channelTimeout: number;
  /** Address on L1 that receives batch transactions (`batch_inbox_address`). */
  batchInbox: string;
  /** Batcher account at the L2 genesis (`genesis.system_config.batcherAddr`). */
  batcher: string;
  /** `alt_da.da_commitment_type`. */
  daCommitmentType: string;
  /** `alt_da.da_challenge_contract_address`: the zero address means no DA challenge contract. */
  daChallengeContract: string;
  /** Activation times (Unix seconds) of the forks after the L2 genesis. */
  forkTimes: {holocene: number; isthmus: number; jovian: number};
  sources: Sources;
}

const zeroAddress = '0x0000000000000000000000000000000000000000';

export const rollupConfig: Record<SpecNetworkId, RollupConfig> = {
  mainnet: {
    l2GenesisBlock: l2MigrationBlock('mainnet'), // src: rollupMainnet (genesis.l2.number), defined in networks.ts
    l2GenesisTime: rollupTimes.mainnet.l2GenesisTime, // src: rollupMainnet (genesis.l2_time), defined in rollupTimes.ts
    genesisGasLimit: 30000000, // src: rollupMainnet (genesis.system_config.gasLimit)
    eip1559: {elasticity: 5, denominator: 400, denominatorCanyon: 400}, // src: rollupMainnet (chain_op_config)
    genesisMinBaseFee: 0, // src: rollupMainnet (genesis.system_config.minBaseFee)
    maxSequencerDrift: 2892, // src: rollupMainnet (max_sequencer_drift)
    seqWindowSize: 7200, // src: rollupMainnet (seq_window_size)
    channelTimeout: 300, // src: rollupMainnet (channel_timeout)
    batchInbox: '0xff00000000000000000000000000000000042220', // src: rollupMainnet (batch_inbox_address)
    batcher: '0x0cd08c7f7A96AA9635f761b49216B9eA74C5cA60', // src: rollupMainnet (genesis.system_config.batcherAddr)
    daCommitmentType: 'GenericCommitment', // src: rollupMainnet (alt_da.da_commitment_type)
    daChallengeContract: zeroAddress, // src: rollupMainnet (alt_da.da_challenge_contract_address)
    forkTimes: {holocene: rollupTimes.mainnet.holocene, isthmus: rollupTimes.mainnet.isthmus, jovian: rollupTimes.mainnet.jovian}, // src: rollupMainnet (*_time), defined in rollupTimes.ts
    sources: [rollupMainnet],
  },
  celoSepolia: {
    l2GenesisBlock: 0, // src: rollupSepolia (genesis.l2.number)
    l2GenesisTime: rollupTimes.celoSepolia.l2GenesisTime, // src: rollupSepolia (genesis.l2_time), defined in rollupTimes.ts
    genesisGasLimit: 60000000, // src: rollupSepolia (genesis.system_config.gasLimit)
    eip1559: {elasticity: 5, denominator: 400, denominatorCanyon: 250}, // src: rollupSepolia (chain_op_config)
    genesisMinBaseFee: 0, // src: rollupSepolia (genesis.system_config.minBaseFee)
    maxSequencerDrift: 600, // src: rollupSepolia (max_sequencer_drift)
    seqWindowSize: 7200, // src: rollupSepolia (seq_window_size)
    channelTimeout: 300, // src: rollupSepolia (channel_timeout)
    batchInbox: '0x00076c1f80CdB1D670046465c5ccD04E9E78c1F0', // src: rollupSepolia (batch_inbox_address)
    batcher: '0xE80D3F16E4D44A5127E1BD6ad9ed4E17A96475F0', // src: rollupSepolia (genesis.system_config.batcherAddr)
    daCommitmentType: 'GenericCommitment', // src: rollupSepolia (alt_da.da_commitment_type)
    daChallengeContract: zeroAddress, // src: rollupSepolia (alt_da.da_challenge_contract_address)
    forkTimes: {holocene: rollupTimes.celoSepolia.holocene, isthmus: rollupTimes.celoSepolia.isthmus, jovian: rollupTimes.celoSepolia.jovian}, // src: rollupSepolia (*_time), defined in rollupTimes.ts
    sources: [rollupSepolia],
  },
};

/**
 * Values where the celo-org/docs specification page disagrees with the published rollup.json.
 * The rollup.json values are what nodes run with; the pages show both.
 */
export const specConflicts: readonly {network: SpecNetworkId; field: string; rollupJson: number; specPage: number; sources: Sources}[] = [
  {network: 'mainnet', field: 'seqWindowSize', rollupJson: 7200, specPage: 3600, sources: [rollupMainnet, specDeployments]},
  {network: 'celoSepolia', field: 'genesisGasLimit', rollupJson: 60000000, specPage: 30000000, sources: [rollupSepolia, specDeployments]},
  {network: 'celoSepolia', field: 'eip1559.denominatorCanyon', rollupJson: 250, specPage: 400, sources: [rollupSepolia, specDeployments]},
];

/** The base fee floor (minimum base fee), in wei of CELO. */
export interface BaseFeeFloor {
  /** Value of the Celo-specific floor (`celo.eip1559BaseFeeFloor` in genesis.json) from the L2 genesis until Jovian. */
  preJovianWei: number;
  sources: Sources;
}

export const baseFeeFloor: Record<SpecNetworkId, BaseFeeFloor> = {
  mainnet: {
    preJovianWei: 25_000_000_000, // src: genesisMainnet (config.celo.eip1559BaseFeeFloor), specDeployments ("EIP-1559 floor: 25 Gwei")
    sources: [genesisMainnet, specDeployments],
  },
  celoSepolia: {
    // The Celo Sepolia genesis.json could not be read (too large in the mirror); the specification
    // page gives the same floor for both networks.
    preJovianWei: 25_000_000_000, // src: specDeployments ("EIP-1559 floor: 25 Gwei")
    sources: [specDeployments],
  },
};

/**
 * From Jovian on, op-geth takes the floor from the OP Stack `minBaseFee` that the SystemConfig
 * contract on L1 sets and op-node writes into each block header, instead of the genesis value.
 */
export const minBaseFeeRule = {
  /** SystemConfig getter that returns the current value. */
  systemConfigGetter: 'minBaseFee()', // src: ethereum-optimism/specs@aea51154e306cd6e5a1cc8396e47786a829ced04:specs/protocol/jovian/system-config.md (minBaseFee() returns uint64), celo-org/celo-superchain-ops@03fabd7cbe697562c496456439bebee1e14367fe:sign-basefee.sh (setMinBaseFee(uint64))
  /** Value a signing proposal in celo-superchain-ops sets on Mainnet; that repository does not list it as executed. */
  proposedMainnetWei: 50_000_000_000, // src: celo-org/celo-superchain-ops@03fabd7cbe697562c496456439bebee1e14367fe:upgrades/mainnet/08-basefee.json (min_base_fee_wei)
  sources: [
    'celo-org/docs@0e49134d8ac5b1341d418755acacddff7b078346:specs/upgrades/jovian.mdx',
    'celo-org/docs@08d229d3f797084d3631d97846f96ef5bbe0071b:infra-partners/notices/archive/jovian-upgrade.mdx',
    'ethereum-optimism/specs@aea51154e306cd6e5a1cc8396e47786a829ced04:specs/protocol/jovian/system-config.md',
    'celo-org/celo-superchain-ops@03fabd7cbe697562c496456439bebee1e14367fe:upgrades/mainnet/08-basefee.json',
    'celo-org/celo-superchain-ops@03fabd7cbe697562c496456439bebee1e14367fe:README.md',
  ] satisfies Sources as Sources,
};

/** Where each part of a transaction fee goes (op-geth `distributeTxFees`). */
export const feeRecipients = {
  /** Base fee × gas used: credited to the FeeHandler core contract (address in contracts.ts). */
  baseFee: 'FeeHandler', // src: opGethStateTransition (rules.IsCel2 → feeHandlerAddress)
  /** Priority fee (tip) × gas used: credited to the block's fee recipient (coinbase), set by the sequencer. */
  tip: 'Block fee recipient (coinbase)', // src: opGethStateTransition
  /** OP Stack L1 data fee and operator fee: both configured to zero on Celo. */
  l1DataFeeScalars: {baseFeeScalar: 0, blobBaseFeeScalar: 0}, // src: specFees, specDeployments
  operatorFee: {scalar: 0, constant: 0}, // src: specFees
  sources: [opGethStateTransition, specFees, specDeployments] satisfies Sources as Sources,
};

/** Release tag commit of celo-org/celo-monorepo `core-contracts.v17` (FeeHandler 1.2.0.0, GoldToken 1.2.0.0). */
const coreContractsV17 = '7e54153e62e50eb54f7763c4b63699d4a19b8024';
const feeHandlerSource = `celo-org/celo-monorepo@${coreContractsV17}:packages/protocol/contracts/common/FeeHandler.sol` as const;
const goldTokenSource = `celo-org/celo-monorepo@${coreContractsV17}:packages/protocol/contracts/common/GoldToken.sol` as const;
const specContractUpdates = 'celo-org/docs@681abb426beab4ce549a2d32b406adf1ca953f3a:specs/smart-contract-updates-from-l1.mdx' as const;

/** What the FeeHandler does with the base fees it holds. */
export const feeHandlerSplit = {
  /** Behaviour on the Celo L1: burn share and carbon-offsetting share, in percent. */
  l1: {burnPercent: 80, carbonOffsetPercent: 20}, // src: specFees
  /** Split the Celo docs state for the L2, based on the "Great Celo Halvening" tokenomics proposal. */
  l2DocsStatement: {carbonOffsetPercent: 10, networkOperationsPercent: 90}, // src: celo-org/docs@9626f73da96f80fd85cfe5045d4827f51585fd29:docs/what-is-celo/using-celo/protocol/epoch-rewards/carbon-offsetting-fund.md
  /**
   * Contract release that introduced the current FeeHandler (multiple beneficiaries, burn share =
   * the rest); it was deployed to Mainnet before the L2 migration (CGP-166).
   */
  contractRelease: 12, // src: specContractUpdates ("After Contract Release 12 ...", "Update March 24th 2025")
  releaseProposal: 'CGP-166', // src: specContractUpdates
  /** View functions of the FeeHandler from release 12 on (core-contracts.v12 to v17). */
  getters: {
    carbonFraction: 'getCarbonFraction()', // src: feeHandlerSource (returns a FixidityLib fraction)
    carbonBeneficiary: 'carbonFeeBeneficiary()', // src: feeHandlerSource
    otherBeneficiaries: 'getOtherBeneficiariesAddresses()', // src: feeHandlerSource
    otherBeneficiaryInfo: 'getOtherBeneficiariesInfo(address)', // src: feeHandlerSource (fraction, name, exists)
    burnFraction: 'getBurnFraction()', // src: feeHandlerSource (1 minus the carbon and other fractions)
  },
  /** FixidityLib representation of 1 (100%). */
  fixed1: '1000000000000000000000000', // src: feeHandlerSource FIXED1_UINT
  sources: [specFees, specContractUpdates, 'celo-org/docs@9626f73da96f80fd85cfe5045d4827f51585fd29:docs/what-is-celo/using-celo/protocol/epoch-rewards/carbon-offsetting-fund.md', feeHandlerSource] satisfies Sources as Sources,
};

/** The `transfer` precompile behind token duality. */
export const transferPrecompile = {
  /** `0xff - 2` = 253. */
  address: '0x00000000000000000000000000000000000000fd', // src: specDuality ("0xff - 2 == 253"), celo-org/op-geth@ffa122403fea6acc8130752cda345df5d50c1320:core/vm/celo_contracts.go
  addressNumber: 253, // src: specDuality
  gas: 9000, // src: specDuality, celo-org/op-geth@ffa122403fea6acc8130752cda345df5d50c1320:core/vm/celo_contracts.go (params.CallValueTransferGas)
  inputs: 'address from, address to, uint256 value', // src: specDuality
  /** The only contract allowed to call it. */
  allowedCaller: 'GoldToken (CeloToken)', // src: specDuality, celo-org/op-geth@ffa122403fea6acc8130752cda345df5d50c1320:core/vm/celo_contracts.go (IsCallerCeloToken)
  sources: [
    specDuality,
    'celo-org/op-geth@ffa122403fea6acc8130752cda345df5d50c1320:core/vm/celo_contracts.go',
    goldTokenSource,
  ] satisfies Sources as Sources,
};

/** Contract code size limit for new contracts on Celo L2, in bytes. */
export const maxCodeSize = {
  celo: 65536, // src: celo-org/docs@ac6c52c19afe4906d0ccf3aa232c5561932d07c2:specs/index.mdx
  ethereum: 24576, // src: celo-org/docs@ac6c52c19afe4906d0ccf3aa232c5561932d07c2:specs/index.mdx
  sources: ['celo-org/docs@ac6c52c19afe4906d0ccf3aa232c5561932d07c2:specs/index.mdx'] satisfies Sources as Sources,
};

export type TxTypeStatus = 'supported' | 'deposit-only' | 'rejected' | 'not-supported';

export interface TxType {
  /** EIP-2718 type number (the Celo legacy transaction has none: it is untyped like type 0). */
  type: number;
  name: string;
  status: TxTypeStatus;
  /** Recommended for new code. */
  recommended?: boolean;
  note?: string;
  /** Specification of the transaction format. */
  spec: string;
  sources: Sources;
}

export const txTypes: readonly TxType[] = [
  {type: 0, name: 'Legacy (Ethereum)', status: 'supported', spec: 'https://ethereum.github.io/yellowpaper/paper.pdf', sources: [specTxTypes]},
  {type: 1, name: 'EIP-2930 access list', status: 'supported', spec: 'https://eips.ethereum.org/EIPS/eip-2930', sources: [specTxTypes]},
  {type: 2, name: 'EIP-1559 dynamic fee', status: 'supported', recommended: true, spec: 'https://eips.ethereum.org/EIPS/eip-1559', sources: [specTxTypes]},
  {
    type: 3,
    name: 'EIP-4844 blob',
    status: 'not-supported',
    note: 'Blobs belong to Ethereum; the Celo L2 does not accept blob transactions.',
    spec: 'https://eips.ethereum.org/EIPS/eip-4844',
    sources: [specTxTypes],
  },
  {
    type: 4,
    name: 'EIP-7702 set code',
    status: 'supported',
    note: 'Accepted since the Isthmus hard fork.',
    spec: 'https://eips.ethereum.org/EIPS/eip-7702',
    sources: [specTxTypes],
  },
  {
    type: 123,
    name: 'CIP-64 fee currency',
    status: 'supported',
    recommended: true,
    note: 'EIP-1559 fields plus feeCurrency; the way to pay gas in an ERC-20 token.',
    spec: 'https://github.com/celo-org/celo-proposals/blob/master/CIPs/cip-0064.md',
    sources: [specTxTypes, 'celo-org/docs@00604e21b1b32401d7197e91e933985e0d780215:build-on-celo/fee-abstraction/using-fee-abstraction.mdx'],
  },
  {
    type: 124,
    name: 'CIP-42 Celo dynamic fee',
    status: 'rejected',
    note: 'Rejected since the L2 migration; older blocks still contain it.',
    spec: 'https://github.com/celo-org/celo-proposals/blob/master/CIPs/cip-0042.md',
    sources: [specTxTypes, 'celo-org/op-geth@ffa122403fea6acc8130752cda345df5d50c1320:core/types/celo_transaction_signing_forks.go'],
  },
  {
    type: 126,
    name: 'Deposited transaction',
    status: 'deposit-only',
    note: 'Created by op-node from deposits on the L1 OptimismPortal; cannot be sent over JSON-RPC.',
    spec: 'https://specs.optimism.io/glossary.html#deposited-transaction',
    sources: [specTxTypes, 'celo-org/op-geth@ffa122403fea6acc8130752cda345df5d50c1320:core/types/deposit_tx.go'],
  },
];

/** The untyped Celo L1 legacy transaction, told apart from Ethereum legacy by its extra fields. */
export const celoLegacyTx = {
  status: 'rejected' as TxTypeStatus,
  extraFields: ['feeCurrency', 'gatewayFeeRecipient', 'gatewayFee'], // src: specTxTypes
  rlp: 'RLP([nonce, gasPrice, gasLimit, feeCurrency, gatewayFeeRecipient, gatewayFee, recipient, amount, data, v, r, s])', // src: specTxTypes
  sources: [specTxTypes, 'celo-org/op-geth@ffa122403fea6acc8130752cda345df5d50c1320:core/types/celo_transaction_signing_forks.go'] satisfies Sources as Sources,
};

/** Native bridge timing and CELO supply rules. */
export const bridgeRules = {
  /** OptimismPortal `proofMaturityDelaySeconds()` on Mainnet: time between proving and finalizing a withdrawal. */
  proofMaturityDelaySeconds: 604800, // src: specVerification, celo-org/celo-monorepo@045aa0061b7d0e9655ff3673cbd25a1bf2b4b74a:packages/op-tooling/withdrawal/README.md ("7-day challenge period")
  /** A withdrawal can take up to this long after initiation before it can be proven. */
  provableAfterUpTo: 'up to 1 hour', // src: celo-org/celo-monorepo@045aa0061b7d0e9655ff3673cbd25a1bf2b4b74a:packages/op-tooling/withdrawal/README.md (Sepolia and Mainnet tooling)
  /** Minimum delay before a deposit from Ethereum is included on Celo: the sequencer uses finalized L1 origins. */
  depositInclusion: 'at least 2 Ethereum epochs (64 slots, about 12.8 minutes)', // src: specFinality
  /** Total supply of the CELO ERC-20 on Ethereum, all minted to the OptimismPortal at deployment. */
  celoL1TotalSupply: '1,000,000,000 CELO', // src: celo-org/docs@3c684c69c0947fcc2a1b4b375936ea4ac9ed212a:specs/native-bridge.mdx, specVerification
  celoL1Decimals: 18, // src: specVerification (gasPayingToken)
  sources: [
    specVerification,
    'celo-org/docs@3c684c69c0947fcc2a1b4b375936ea4ac9ed212a:specs/native-bridge.mdx',
    specFinality,
    'celo-org/celo-monorepo@045aa0061b7d0e9655ff3673cbd25a1bf2b4b74a:packages/op-tooling/withdrawal/README.md',
  ] satisfies Sources as Sources,
};

/** OP Succinct Lite (Jello) dispute game facts. */
export const faultProofs = {
  /** Game type of the OPSuccinctFaultDisputeGame in the DisputeGameFactory. */
  gameType: 42, // src: celo-org/celo-l2-node-docker-compose@7aafa1c0e202e7ec6dcd7c14757c55522006a12f:envs/mainnet/challenger.env (GAME_TYPE=42), celo-org/celo-monorepo@3a9c618f3d8fd71a82285fea6dcfdf7918dd0eb4:packages/op-tooling/verify/README.md
  /** Game type of the permissioned Cannon game used before Jello. */
  previousGameType: 1, // src: celo-org/celo-monorepo@3a9c618f3d8fd71a82285fea6dcfdf7918dd0eb4:packages/op-tooling/verify/README.md ("type 1 = PermissionedGame")
  /** Minimum challenger bond the node README names. */
  minChallengerBond: '0.01 ETH', // src: dc_readme (Challenger requirements)
  /** AccessManager on Ethereum that grants the challenger role (Mainnet). */
  accessManagerMainnet: '0xF59a19c5578291cB7fd22618D16281aDf76f2816', // src: dc_readme
  /** Jello activation: an L1 contract upgrade, executed by the Security Council after CGP-265. */
  activations: {
    // Times from src/data/upgrades.ts (jelloActivationAt), which says why Mainnet's is 10:24:11 UTC.
    celoSepolia: {at: jelloActivationAt.celoSepolia, tx: '0x736deb757f4708eeafecc961f36e14f3711c1d9f944e45c933b666329743b31a'}, // src: specJello
    mainnet: {at: jelloActivationAt.mainnet, tx: '0x5fb3f2225dd2ba91efe941d4c9151df120ab06f6611b7b494bdecc96ff84c44b'}, // src: specJello
  },
  governanceProposal: 'CGP-265', // src: specJello
  sources: [
    specJello,
    'celo-org/celo-l2-node-docker-compose@7aafa1c0e202e7ec6dcd7c14757c55522006a12f:README.md',
    'celo-org/celo-l2-node-docker-compose@7aafa1c0e202e7ec6dcd7c14757c55522006a12f:envs/mainnet/challenger.env',
    'celo-org/celo-monorepo@3a9c618f3d8fd71a82285fea6dcfdf7918dd0eb4:packages/op-tooling/verify/README.md',
  ] satisfies Sources as Sources,
};

/** Finality settings of the Celo sequencer and of the published op-node configuration. */
export const finalityRules = {
  sequencerFlag: '--sequencer.use-finalized', // src: specFinality
  /** `--verifier.l1-confs` in the docker-compose op-node start script. */
  verifierL1Confs: 4, // src: celo-org/celo-l2-node-docker-compose@a0dd6d9d3420bcc947ca510216dcb56bc5a10e66:scripts/start-op-node.sh
  sources: [specFinality, `celo-org/celo-l2-node-docker-compose@${rollupConfigCommit}:scripts/start-op-node.sh`] satisfies Sources as Sources,
};

/** EigenDA proxy settings of the published node setup that the specification explains. */
export const eigendaRules = {
  /** op-node flags set by the docker-compose env file. */
  opNodeAltDa: {enabled: true, daService: true, verifyOnRead: false}, // src: celo-org/celo-l2-node-docker-compose@a0dd6d9d3420bcc947ca510216dcb56bc5a10e66:envs/mainnet/op-node.env
  /** Public cache bucket the proxy reads as a fallback target when archiving is enabled. */
  mainnetCacheBucket: 'eigenda-proxy-cache-mainnet', // src: celo-org/celo-l2-node-docker-compose@a0dd6d9d3420bcc947ca510216dcb56bc5a10e66:mainnet.env (EIGENDA_LOCAL_S3_BUCKET)
  /** Error the Alt-DA client returns for a 5xx answer of the DA server: the signal to fail over to Ethereum DA. */
  failoverError: 'alt DA is down: failover to eth DA', // src: celo-org/optimism@88f5cb87c97845645aa7b90061e92d4fd3232f57:op-alt-da/daclient.go
  sources: [
    `celo-org/celo-l2-node-docker-compose@${rollupConfigCommit}:envs/mainnet/op-node.env`,
    `celo-org/celo-l2-node-docker-compose@${rollupConfigCommit}:mainnet.env`,
    `celo-org/celo-l2-node-docker-compose@${rollupConfigCommit}:scripts/start-eigenda-proxy.sh`,
    'celo-org/optimism@88f5cb87c97845645aa7b90061e92d4fd3232f57:op-alt-da/daclient.go',
    'celo-org/docs@0e49134d8ac5b1341d418755acacddff7b078346:specs/eigenda.mdx',
  ] satisfies Sources as Sources,
};

/** Accounts that control the Mainnet rollup contracts on Ethereum. */
export interface GovernanceAccount {
  name: string;
  address: string;
  role: string;
  sources: Sources;
}

export const mainnetL1Governance: readonly GovernanceAccount[] = [
  {
    name: 'Guardian',
    address: '0x6E226fa22e5F19363d231D3FA048aaBa73CC1f47',
    role: 'Can pause and unpause the bridge; a cLabs-managed account.',
    sources: [specDeployments, specVerification],
  },
  {
    name: 'cLabs Safe',
    address: '0x9Eb44Da23433b5cAA1c87e35594D15FcEb08D34d',
    role: 'Member of the SystemOwnerSafe; 6-of-8 multisig when the verification guide was written. Owner of the SystemConfig after the succ-v2 upgrade.',
    sources: [
      specVerification,
      'celo-org/celo-superchain-ops@03fabd7cbe697562c496456439bebee1e14367fe:upgrades/mainnet/07-succ-v2.json',
      'celo-org/celo-superchain-ops@03fabd7cbe697562c496456439bebee1e14367fe:upgrades/mainnet/08-basefee.json',
    ],
  },
  {
    name: 'Celo Community Security Council',
    address: '0xC03172263409584f7860C25B6eB4985f0f6F4636',
    role: 'Member of the SystemOwnerSafe; 6-of-8 multisig when the verification guide was written.',
    sources: [specVerification],
  },
];

/** Release of celo-org/optimism whose L1 contracts the verification guide compares against. */
export const l1ContractsRelease = {
  tag: 'celo-contracts.L1/v1.8.0--1', // src: specVerification
  url: 'https://github.com/celo-org/optimism/releases/tag/celo-contracts.L1%2Fv1.8.0--1', // src: specVerification
  /** L1 contract upgrades executed on Mainnet after the migration, as listed by celo-superchain-ops. */
  laterUpgrades: ['v2', 'v3 (Isthmus)', 'succ-v1 (OP Succinct v1.0.0)', 'succ-v102', 'v4', 'v5', 'succ-v2'], // src: celo-org/celo-superchain-ops@03fabd7cbe697562c496456439bebee1e14367fe:README.md
  sources: [specVerification, 'celo-org/celo-superchain-ops@03fabd7cbe697562c496456439bebee1e14367fe:README.md'] satisfies Sources as Sources,
};

/** Format a Unix timestamp (seconds) as an ISO 8601 UTC string without milliseconds. */
export function unixToIso(seconds: number): string {
  return new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');
}

/** Format a wei amount as gwei with the page language's digit grouping, e.g. 25000000000 → "25". */
export function weiToGwei(wei: number): string {
  return formatNumber(wei / 1e9);
}

/** `0x`-prefixed lowercase hex of a transaction type number. */
export function txTypeHex(type: number): string {
  return `0x${type.toString(16)}`;
}
