/**
 * The Celo L1 to L2 migration as a specification: the hard forks the first L2 block activated,
 * the Celo precompiles it removed, the core contracts it deactivated, and the contract methods
 * that replace L1-only ones. Block numbers and dates of the migration itself are in `upgrades.ts`
 * (`l2-migration`) and `networks.ts`; the contract code size limit is in `protocolParams.ts`.
 *
 * Contract and function names are checked against celo-org/celo-monorepo at the release tags
 * `core-contracts.v12` (the release that prepared the L2, commit 46e1bcc) and `core-contracts.v17`
 * (the newest, commit 7e54153); hard forks against the Mainnet genesis.json of the node setup.
 */
import type {Sources} from './sources';

const GENESIS = 'celo-org/celo-l2-node-docker-compose@a0dd6d9d3420bcc947ca510216dcb56bc5a10e66:envs/mainnet/config/genesis.json' as const;
const ROLLUP = 'celo-org/celo-l2-node-docker-compose@a0dd6d9d3420bcc947ca510216dcb56bc5a10e66:envs/mainnet/config/rollup.json' as const;
const SPEC = 'celo-org/docs@27616910173aff6753fc7a912739f39e2a04067f:operate/specification/l2-migration.mdx' as const;
const UPDATES = 'celo-org/docs@608a69bb533c061df5ee27f97db2e263ca95ce2c:operate/specification/smart-contract-updates-from-l1.mdx' as const;
const V12 = 'celo-org/celo-monorepo@46e1bcc2f1b9593fdbf737c845d65408493d6501:packages/protocol' as const;
const V17 = 'celo-org/celo-monorepo@7e54153e62e50eb54f7763c4b63699d4a19b8024:packages/protocol' as const;

/** Core contract releases referred to by the migration pages. */
export const contractReleases = {
  /** The release that prepared the core contracts for the L2 (EpochManager, FeeCurrencyDirectory, L1-only checks). */
  l2Release: 12, // src: UPDATES ("Contract Release 12")
  /** Governance proposal that deployed release 12 to Mainnet, before the migration. */
  l2ReleaseProposal: 'CGP-166', // src: UPDATES ("Update March 24th 2025")
  /** Newest release tag read for this page. */
  newestRelease: 17, // src: V17 (tag core-contracts.v17, 2026-06-16)
  /** Pull request with the contract changes deployed before the transition. */
  diffUrl: 'https://github.com/celo-org/celo-monorepo/pull/11035/files', // src: UPDATES
  sources: [UPDATES, `${V12}/contracts-0.8/common/EpochManager.sol`, `${V17}/contracts-0.8/common/EpochManager.sol`],
} as const;

export interface MigrationFork {
  name: string;
  layer: 'ethereum' | 'op-stack';
  /** Where the activation is set: a key of genesis.json `config` (a block number or a time), or of rollup.json. */
  configKey: string;
  /** Specification of the fork. */
  spec: string;
  /** What the fork brings that a Celo developer is most likely to notice. */
  note?: string;
  sources: Sources;
}

/** Forks that became active with the first L2 block on Mainnet (block-based at the migration block, time-based at cel2Time). */
export const migrationForks: readonly MigrationFork[] = [
  {name: 'Berlin', layer: 'ethereum', configKey: 'genesis.json berlinBlock', spec: 'https://github.com/ethereum/execution-specs/blob/mainnet/src/ethereum/forks/berlin/__init__.py', sources: [GENESIS, SPEC]},
  {name: 'London', layer: 'ethereum', configKey: 'genesis.json londonBlock', spec: 'https://github.com/ethereum/execution-specs/blob/mainnet/src/ethereum/forks/london/__init__.py', sources: [GENESIS, SPEC]},
  {name: 'Arrow Glacier', layer: 'ethereum', configKey: 'genesis.json arrowGlacierBlock', spec: 'https://github.com/ethereum/execution-specs/blob/mainnet/src/ethereum/forks/arrow_glacier/__init__.py', sources: [GENESIS, SPEC]},
  {name: 'Gray Glacier', layer: 'ethereum', configKey: 'genesis.json grayGlacierBlock', spec: 'https://github.com/ethereum/execution-specs/blob/mainnet/src/ethereum/forks/gray_glacier/__init__.py', sources: [GENESIS, SPEC]},
  {name: 'Shanghai', layer: 'ethereum', configKey: 'genesis.json shanghaiTime', spec: 'https://github.com/ethereum/execution-specs/blob/mainnet/src/ethereum/forks/shanghai/__init__.py', sources: [GENESIS, SPEC]},
  {name: 'Cancun', layer: 'ethereum', configKey: 'genesis.json cancunTime', spec: 'https://github.com/ethereum/execution-specs/blob/mainnet/src/ethereum/forks/cancun/__init__.py', sources: [GENESIS, SPEC]},
  {name: 'Regolith', layer: 'op-stack', configKey: 'genesis.json regolithTime', spec: 'https://specs.optimism.io/protocol/regolith/overview.html', sources: [GENESIS, ROLLUP]},
  {name: 'Canyon', layer: 'op-stack', configKey: 'genesis.json canyonTime', spec: 'https://specs.optimism.io/protocol/canyon/overview.html', sources: [GENESIS, ROLLUP, SPEC]},
  {name: 'Delta', layer: 'op-stack', configKey: 'rollup.json delta_time', spec: 'https://specs.optimism.io/protocol/delta/overview.html', note: 'A consensus-layer fork (span batches), so only rollup.json sets it.', sources: [ROLLUP, SPEC]},
  {name: 'Ecotone', layer: 'op-stack', configKey: 'genesis.json ecotoneTime', spec: 'https://specs.optimism.io/protocol/ecotone/overview.html', sources: [GENESIS, ROLLUP, SPEC]},
  {
    name: 'Fjord',
    layer: 'op-stack',
    configKey: 'genesis.json fjordTime',
    spec: 'https://specs.optimism.io/fjord/overview.html',
    note: 'Adds the P256VERIFY precompile (RIP-7212) for secp256r1 signatures, the curve of passkeys and secure enclaves.',
    sources: [GENESIS, ROLLUP, SPEC],
  },
  {name: 'Granite', layer: 'op-stack', configKey: 'genesis.json graniteTime', spec: 'https://specs.optimism.io/protocol/granite/overview.html', sources: [GENESIS, ROLLUP, SPEC]},
];

export interface RemovedPrecompile {
  /** Constant of `UsingPrecompiles` that holds its address. */
  constant: string;
  /** The address is `0xff - offset` (the `transfer` precompile, which stays, is `0xff - 2`). */
  offset: number;
  /** What contracts used it for. */
  use: string;
  sources: Sources;
}

const usingPrecompiles = `${V12}/contracts/common/UsingPrecompiles.sol` as const;

/** The Celo precompiles the migration removed: calls to these addresses no longer run Celo code. */
export const removedPrecompiles: readonly RemovedPrecompile[] = [
  {constant: 'FRACTION_MUL', offset: 3, use: 'Fraction exponentiation (`fractionMulExp`), used to turn a validator\'s uptime into its score', sources: [usingPrecompiles, SPEC]},
  {constant: 'PROOF_OF_POSSESSION', offset: 4, use: 'Checking a BLS proof of possession when a validator registered its BLS key', sources: [usingPrecompiles, SPEC]},
  {constant: 'GET_VALIDATOR', offset: 5, use: 'The signer of the validator at an index of the elected set', sources: [usingPrecompiles, SPEC]},
  {constant: 'NUMBER_VALIDATORS', offset: 6, use: 'The size of the elected validator set', sources: [usingPrecompiles, SPEC]},
  {constant: 'EPOCH_SIZE', offset: 7, use: 'The number of blocks in an epoch', sources: [usingPrecompiles, SPEC]},
  {constant: 'BLOCK_NUMBER_FROM_HEADER', offset: 8, use: 'The block number inside an RLP-encoded header', sources: [usingPrecompiles, SPEC]},
  {constant: 'HASH_HEADER', offset: 9, use: 'The hash of an RLP-encoded header', sources: [usingPrecompiles, SPEC]},
  {constant: 'GET_PARENT_SEAL_BITMAP', offset: 10, use: 'Which validators signed the parent of a block (uptime and slashing)', sources: [usingPrecompiles, SPEC]},
  {constant: 'GET_VERIFIED_SEAL_BITMAP', offset: 11, use: 'Which validators signed a given header (double-signing evidence)', sources: [usingPrecompiles, SPEC]},
];

/** Address of a Celo precompile from its offset below 0xff, as op-geth computes it. */
export function celoPrecompileAddress(offset: number): string {
  return `0x${(0xff - offset).toString(16).padStart(40, '0')}`;
}

export interface DeactivatedContract {
  name: string;
  /** What replaces it on the L2, or what still works. */
  onL2: string;
  sources: Sources;
}

/** Core contracts that no longer serve the chain: most of their functions revert with the L2 check. */
export const deactivatedContracts: readonly DeactivatedContract[] = [
  {name: 'Attestations', onL2: 'Deprecated with the L1 identity protocol; withdrawing the attestation fees it holds still works.', sources: [UPDATES, `${V12}/contracts/identity/Attestations.sol`]},
  {name: 'FeeCurrencyWhitelist', onL2: 'Replaced by FeeCurrencyDirectory; its getters and setters are L1-only.', sources: [UPDATES, `${V17}/contracts/common/FeeCurrencyWhitelist.sol`]},
  {name: 'GasPriceMinimum', onL2: 'The base fee is computed by the node (EIP-1559 with a floor), not read from this contract.', sources: [UPDATES, `${V12}/contracts-0.8/common/GasPriceMinimum.sol`]},
  {name: 'BlockchainParameters', onL2: 'Block gas limit: SystemConfig.gasLimit() on Ethereum. Intrinsic gas of a fee currency: FeeCurrencyDirectory.getCurrencyConfig(token).intrinsicGas.', sources: [UPDATES, SPEC, `${V12}/contracts/governance/BlockchainParameters.sol`]},
  {name: 'DowntimeSlasher', onL2: 'No validator signs blocks, so there is no downtime to slash.', sources: [UPDATES, `${V12}/contracts/governance/DowntimeSlasher.sol`]},
  {name: 'DoubleSigningSlasher', onL2: 'No validator signs blocks, so there is no double signing to slash.', sources: [UPDATES, `${V12}/contracts/governance/DoubleSigningSlasher.sol`]},
  {name: 'Random', onL2: 'Use the PREVRANDAO opcode (EIP-4399), with the limits below.', sources: [UPDATES, SPEC, `${V12}/contracts/identity/Random.sol`]},
  {name: 'UsingPrecompiles', onL2: 'A base contract, not a deployment: its precompile helpers are L1-only. Core contracts read epochs and elected validators through PrecompilesOverride, which asks the EpochManager on the L2.', sources: [UPDATES, usingPrecompiles, `${V17}/contracts-0.8/common/PrecompilesOverride.sol`]},
];

/** Predeploy whose code tells a core contract it runs on the L2 (IsL2Check), and the revert reason of L1-only functions. */
export const l2Check = {
  /** `proxyAdminAddress` of IsL2Check: the OP Stack ProxyAdmin predeploy. */
  markerPredeploy: '0x4200000000000000000000000000000000000018', // src: celo-org/celo-monorepo@46e1bcc2f1b9593fdbf737c845d65408493d6501:packages/protocol/contracts-0.8/common/IsL2Check.sol
  revertReason: 'This method is no longer supported in L2.', // src: celo-org/celo-monorepo@46e1bcc2f1b9593fdbf737c845d65408493d6501:packages/protocol/contracts-0.8/common/IsL2Check.sol (allowOnlyL1)
  sources: [`${V12}/contracts-0.8/common/IsL2Check.sol`],
} as const;

export interface MethodReplacement {
  /** What L1 code used. */
  l1: string;
  /** What to call on the L2. */
  l2: string;
  note?: string;
  sources: Sources;
}

export const methodReplacements: readonly MethodReplacement[] = [
  {
    l1: 'Epoch of a block from the EPOCH_SIZE precompile (UsingPrecompiles.getEpochNumberOfBlock, getEpochNumber)',
    l2: 'EpochManager.getEpochNumberOfBlock(uint256), EpochManager.getCurrentEpochNumber()',
    note: 'Epochs no longer have a fixed number of blocks, so an epoch number cannot be computed from a block number alone.',
    sources: [`${V17}/contracts-0.8/common/EpochManager.sol`, usingPrecompiles, SPEC],
  },
  {
    l1: 'First and last block of an epoch, computed from the epoch size (ContractKit getFirstBlockNumberForEpoch)',
    l2: 'EpochManager.getFirstBlockAtEpoch(uint256), EpochManager.getLastBlockAtEpoch(uint256)',
    sources: [`${V17}/contracts-0.8/common/EpochManager.sol`, UPDATES],
  },
  {
    l1: 'Elected validator signers (Election.getCurrentValidatorSigners, validatorSignerAddressFromCurrentSet)',
    l2: 'EpochManager.getElectedSigners(), EpochManager.getElectedSignerByIndex(uint256); accounts with getElectedAccounts()',
    sources: [`${V17}/contracts-0.8/common/EpochManager.sol`, `${V17}/contracts-0.8/common/PrecompilesOverride.sol`, UPDATES],
  },
  {
    l1: 'Size of the elected set (numberValidatorsInCurrentSet)',
    l2: 'EpochManager.numberOfElectedInCurrentSet()',
    sources: [`${V17}/contracts-0.8/common/EpochManager.sol`, `${V17}/contracts-0.8/common/PrecompilesOverride.sol`],
  },
  {
    l1: 'FeeCurrencyWhitelist.getWhitelist()',
    l2: 'FeeCurrencyDirectory.getCurrencies(), and getCurrencyConfig(token) for its oracle and intrinsic gas',
    sources: [`${V17}/contracts-0.8/common/FeeCurrencyDirectory.sol`, `${V17}/contracts/common/FeeCurrencyWhitelist.sol`, UPDATES],
  },
  {
    l1: 'Election.getGroupEpochRewards(group, totalEpochRewards, uptimes)',
    l2: 'Election.getGroupEpochRewardsBasedOnScore(group, totalEpochRewards, groupScore)',
    note: 'Rewards follow the score that the ScoreManager holds, not the measured uptime.',
    sources: [`${V12}/contracts/governance/Election.sol`, `${V17}/contracts/governance/Election.sol`, UPDATES],
  },
  {
    l1: 'GovernanceSlasher.slash(...)',
    l2: 'GovernanceSlasher.slashL2(...)',
    note: 'In the newest release slash(...) forwards to slashL2(...).',
    sources: [`${V17}/contracts/governance/GovernanceSlasher.sol`, UPDATES],
  },
  {
    l1: 'Validators.registerValidator(ecdsaPublicKey, blsPublicKey, blsPop)',
    l2: 'Validators.registerValidatorNoBls(ecdsaPublicKey)',
    note: 'In the newest release registerValidator takes only the ECDSA key and forwards to registerValidatorNoBls.',
    sources: [`${V12}/contracts-0.8/governance/Validators.sol`, `${V17}/contracts-0.8/governance/Validators.sol`, UPDATES],
  },
];

/** Epochs before and after the migration. */
export const epochFacts = {
  /** Blocks per epoch on the L1 (one epoch block about every day at 5-second blocks). */
  l1EpochBlocks: 17280, // src: UPDATES ("every 17280 blocks")
  /** Events of EpochManager.startNextEpochProcess and finishNextEpochProcess. */
  startEvent: 'EpochProcessingStarted(uint256 indexed epochNumber)', // src: celo-org/celo-monorepo@7e54153e62e50eb54f7763c4b63699d4a19b8024:packages/protocol/contracts-0.8/common/EpochManager.sol
  endEvent: 'EpochProcessingEnded(uint256 indexed epochNumber)', // src: celo-org/celo-monorepo@7e54153e62e50eb54f7763c4b63699d4a19b8024:packages/protocol/contracts-0.8/common/EpochManager.sol
  /** Event of CeloUnreleasedTreasury when it pays out rewards. */
  releaseEvent: 'Released(address indexed to, uint256 amount)', // src: celo-org/celo-monorepo@46e1bcc2f1b9593fdbf737c845d65408493d6501:packages/protocol/contracts-0.8/common/CeloUnreleasedTreasury.sol
  sources: [UPDATES, `${V17}/contracts-0.8/common/EpochManager.sol`, `${V12}/contracts-0.8/common/CeloUnreleasedTreasury.sol`] satisfies Sources as Sources,
};
