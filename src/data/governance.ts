/**
 * Governance, staking and epoch-reward facts: the stages of a governance proposal and the
 * parameters that governance can change, with the view function that returns each current value.
 *
 * Values in `documented` are what a source states; most are governable and may have changed since.
 * Pages tell readers to read the live value with the `getter` (viem) or the `cli` command.
 * Every record carries `sources` (tests/unit/governance-data.test.ts checks them).
 */
import type {Sources} from './sources';

/** Commit of celo-org/celo-monorepo read for contract names and functions (2026-06-18). */
export const monorepoCommit = '045aa0061b7d0e9655ff3673cbd25a1bf2b4b74a';

const mono = (path: string) => `celo-org/celo-monorepo@${monorepoCommit}:packages/protocol/${path}` as const;

export const src = {
  governanceSol: mono('contracts/governance/Governance.sol'),
  proposalsSol: mono('contracts/governance/Proposals.sol'),
  lockedGoldSol: mono('contracts/governance/LockedGold.sol'),
  electionSol: mono('contracts/governance/Election.sol'),
  epochRewardsSol: mono('contracts/governance/EpochRewards.sol'),
  validatorsSol: mono('contracts-0.8/governance/Validators.sol'),
  epochManagerSol: mono('contracts-0.8/common/EpochManager.sol'),
  feeHandlerSol: mono('contracts/common/FeeHandler.sol'),
  goldTokenSol: mono('contracts/common/GoldToken.sol'),
  escrowSol: mono('contracts/identity/Escrow.sol'),
  /** Deployment parameters of the core contracts, Solidity migrations (the durations in seconds, with "180 * DAY" helpers). */
  migrationsConfigJson: mono('migrations_sol/migrationsConfig.json'),
  /** The last JavaScript migrations config before its removal: the Mainnet defaults, with testnet overrides "1/12 of the Mainnet duration". */
  migrationsConfigJs: 'celo-org/celo-monorepo@ccd18bcfbb938fea13f0e9e9ac087d439d9cb8ca:packages/protocol/migrationsConfig.js',
  govOverview: 'celo-org/docs@1dbd1af66b578cd0a37656d8012b24e254b9b024:home/protocol/governance/overview.mdx',
  govCreate: 'celo-org/docs@0e24a700dfc7475c66f7af296bea8f4577f22cc4:home/protocol/governance/create-governance-proposal.mdx',
  govVoting: 'celo-org/docs@318ab239f42c36180d66e4eb2c6d15cd60b3df63:home/protocol/governance/voting-in-governance.mdx',
  govMondo: 'celo-org/docs@3274d94d149b7c5483dd1a387bd7c72a7f65adfe:home/protocol/governance/voting-in-governance-using-mondo.mdx',
  govParams: 'celo-org/docs@a940f9a4b44ab3272e4fced1726b037bda2d64cb:home/protocol/governance/governable-parameters.mdx',
  govUpgrades: 'celo-org/docs@a940f9a4b44ab3272e4fced1726b037bda2d64cb:home/protocol/governance/smart-contracts-upgrades.mdx',
  govToolkit: 'celo-org/docs@01db0b0a82898edcad36656fa56f2a59157b4b65:home/protocol/governance/governance-toolkit.mdx',
  securityCouncil: 'celo-org/docs@608a69bb533c061df5ee27f97db2e263ca95ce2c:home/protocol/security-council.mdx',
  lockedCelo: 'celo-org/docs@529aab4c820e23c5c24a7ca40289d5866cea4f57:home/protocol/staking/locked-celo.mdx',
  stakingIndex: 'celo-org/docs@529aab4c820e23c5c24a7ca40289d5866cea4f57:home/protocol/staking/index.mdx',
  elections: 'celo-org/docs@138cae5fd663779575fa173f932736aecf88157e:home/protocol/staking/validator-elections.mdx',
  groups: 'celo-org/docs@529aab4c820e23c5c24a7ca40289d5866cea4f57:home/protocol/staking/validator-groups.mdx',
  votingGroups: 'celo-org/docs@529aab4c820e23c5c24a7ca40289d5866cea4f57:home/protocol/staking/voting.mdx',
  keySummary: 'celo-org/docs@529aab4c820e23c5c24a7ca40289d5866cea4f57:home/protocol/staking/key-management/summary.mdx',
  keyRotation: 'celo-org/docs@138cae5fd663779575fa173f932736aecf88157e:home/protocol/staking/key-management/key-rotation.mdx',
  epochRewards: 'celo-org/docs@08d229d3f797084d3631d97846f96ef5bbe0071b:home/protocol/epoch-rewards/index.mdx',
  communityFund: 'celo-org/docs@608a69bb533c061df5ee27f97db2e263ca95ce2c:home/protocol/epoch-rewards/community-fund.mdx',
  carbonFund: 'celo-org/docs@608a69bb533c061df5ee27f97db2e263ca95ce2c:home/protocol/epoch-rewards/carbon-offsetting-fund.mdx',
  txOverview: 'celo-org/docs@10957be81f00ad90fc668eada0f6c8bc00861905:home/protocol/transactions/overview.mdx',
  rpcRegistering: 'celo-org/docs@3274d94d149b7c5483dd1a387bd7c72a7f65adfe:contribute-to-celo/community-rpc-nodes/registering-as-rpc-node.mdx',
  /** The pull request that added the voter reward commission (merged 2026-06-11), and the release tag that ships it. */
  voterCommissionPr: 'https://github.com/celo-org/celo-monorepo/pull/11694', // src: https://github.com/celo-org/celo-monorepo/pull/11694 (read 2026-11-28)
  release17Tag: 'celo-org/celo-monorepo@7e54153e62e50eb54f7763c4b63699d4a19b8024:packages/protocol/contracts-0.8/governance/Validators.sol',
  release17InitData: mono('releaseData/initializationData/release17.json'),
  release16Validators: 'celo-org/celo-monorepo@77a89007477dbe0cc3b9144bbc5a16d85dbfee53:packages/protocol/contracts-0.8/governance/Validators.sol',
  /** What `celocli network:parameters` prints: the getConfig of Election, Governance, LockedCelo, Validators, EpochManager and others. */
  cliNetworkConfig: 'celo-org/developer-tooling@88cbd54f1c1c9f0c322f5e8d1af9d5c23fa2d557:packages/sdk/contractkit/src/kit.ts',
} as const;

/** One stage in the life of an on-chain governance proposal. */
export interface ProposalStage {
  /** Name as returned by `Governance.getProposalStage` (enum `Proposals.Stage`). */
  id: 'Queued' | 'Referendum' | 'Execution' | 'Expiration';
  /** Duration as the source states it. */
  duration: string;
  /** Where the current value comes from on chain. */
  readWith: string;
  what: string;
  sources: Sources;
}

export const proposalStages: readonly ProposalStage[] = [
  {
    id: 'Queued',
    duration: 'up to 4 weeks',
    readWith: 'queueExpiry() (seconds); dequeueFrequency() and concurrentProposals() set how many leave the queue and how often',
    what: 'The proposal waits in the queue and collects upvotes. The most upvoted proposals are dequeued into the referendum; a proposal still queued when the queue expiry passes expires and its deposit is forfeited.',
    sources: [src.govOverview, src.governanceSol],
  },
  {
    id: 'Referendum',
    duration: '7 days',
    readWith: 'getReferendumStageDuration() (seconds)',
    what: 'Holders of locked CELO vote Yes, No or Abstain. The approver can approve the proposal during this stage or the next.',
    sources: [src.govOverview, src.governanceSol],
  },
  {
    id: 'Execution',
    duration: 'up to 3 days',
    readWith: 'getExecutionStageDuration() (seconds)',
    what: 'Anyone can execute a proposal that passed and is approved. A proposal not executed in this window expires.',
    sources: [src.govOverview, src.governanceSol],
  },
  {
    id: 'Expiration',
    duration: 'none (final state)',
    readWith: 'getProposalStage(proposalId)',
    what: 'The proposal can no longer be voted on or executed.',
    sources: [src.proposalsSol, src.governanceSol],
  },
];

/** Facts about proposals that are policy or documentation, not a single contract value. */
export const governanceFacts = {
  /** Minimum deposit stated by the docs; the live value is `Governance.minDeposit()` in wei. */
  depositCelo: '10,000', // src: govOverview, govCreate
  /** Proposals dequeued per day, stated by the docs; live value `concurrentProposals()`. */
  dequeuedPerDay: 3, // src: govOverview
  /** Minimum forum discussion before a proposal goes on chain. */
  forumDiscussionDays: 7, // src: govOverview
  /** Cool-off before resubmitting a proposal that failed quorum with a Yes majority. */
  coolOffNoQuorumDays: 14, // src: govOverview
  /** Cool-off before resubmitting a proposal rejected by a No majority (also needs Guardian approval). */
  coolOffRejectedDays: 28, // src: govOverview
  /** Approval threshold the create-proposal guide quotes; thresholds are per function on chain. */
  guideApprovalPercent: 60, // src: govCreate
  /** Threshold the contract applies when no constitution entry is set: more than half. */
  contractDefaultThreshold: 'a simple majority (more than 50% of Yes among Yes and No)', // src: governanceSol (_getConstitution)
  /** Approver as first configured, per the overview page. */
  approverInitially: 'a 3-of-9 multisig held by members of the Celo community', // src: govOverview
  forumGovernanceUrl: 'https://forum.celo.org/c/governance/12', // src: govOverview
  governanceRepoUrl: 'https://github.com/celo-org/governance', // src: govCreate
  mondoGovernanceUrl: 'https://mondo.celo.org/governance', // src: govMondo
  mondoDelegateUrl: 'https://mondo.celo.org/delegate', // src: govMondo
  mondoRepoUrl: 'https://github.com/celo-org/celo-mondo', // src: govMondo
} as const;

export const governanceFactSources: Sources = [src.govOverview, src.govCreate, src.governanceSol, src.govMondo];

/** Where governance happens: the tools to vote and propose, and the places where proposals are discussed. */
export interface GovernanceTool {
  name: string;
  url: string;
  kind: 'on-chain' | 'discussion';
  /** What a reader uses it for, in a few words. */
  use: string;
  sources: Sources;
}

/** The Celo docs' governance toolkit page, read at two stored versions that list the same tools and Guardians. */
const toolkitPages: Sources = [
  src.govToolkit,
  'celo-org/docs@a397be8accac7112131a9e856fe510f9c2cf3895:home/protocol/governance/governance-toolkit.mdx',
];

export const governanceTools: readonly GovernanceTool[] = [
  {name: 'Celo Mondo', url: 'https://mondo.celo.org/', kind: 'on-chain', use: 'Lock CELO, vote for validator groups, delegate, and vote on proposals in a browser', sources: toolkitPages},
  {name: 'Celo Terminal', url: 'https://celoterminal.com/', kind: 'on-chain', use: 'A desktop application for Celo accounts, including governance', sources: toolkitPages},
  {name: 'StakedCelo', url: 'https://app.stcelo.xyz/connect', kind: 'on-chain', use: 'Liquid staking of CELO, with votes on governance proposals', sources: toolkitPages},
  {name: 'Celo Forum', url: 'https://forum.celo.org/', kind: 'discussion', use: 'Where proposals are drafted and discussed before they go on chain', sources: toolkitPages},
  {name: 'Discord', url: 'https://discord.com/invite/celo', kind: 'discussion', use: 'Informal governance discussion and feedback', sources: toolkitPages},
  {name: 'celo-org/governance', url: 'https://github.com/celo-org/governance', kind: 'discussion', use: 'Governance guidelines and every Celo Governance Proposal (CGP) document', sources: toolkitPages},
];

/** A Celo Governance Guardian (formerly "CGP editor"): helps proposers and reviews proposals. */
export interface GovernanceGuardian {
  /** Name as the toolkit page gives it. */
  name: string;
  role: 'guardian' | 'advisor';
  forum: string;
  x: string;
  sources: Sources;
}

export const governanceGuardians: readonly GovernanceGuardian[] = [
  {name: '0xj4an', role: 'guardian', forum: 'https://forum.celo.org/u/0xj4an-work', x: 'https://x.com/0xj4an', sources: toolkitPages},
  {name: 'Wade', role: 'guardian', forum: 'https://forum.celo.org/u/wade', x: 'https://x.com/0xZOZ', sources: toolkitPages},
  {name: 'Eric', role: 'advisor', forum: 'https://forum.celo.org/u/ericnakagawa', x: 'https://x.com/ericnakagawa', sources: toolkitPages},
  {name: 'Anna', role: 'advisor', forum: 'https://forum.celo.org/u/annaalexa', x: 'https://x.com/AnnaAlexaK', sources: toolkitPages},
];

/** Staking facts stated by the docs (most are governable; pages show how to read the live value). */
export const stakingFacts = {
  unlockingPeriodDays: 3, // src: lockedCelo
  maxGroupsPerVoter: 10, // src: elections, votingGroups
  maxDelegatees: 10, // src: govVoting, lockedCelo; LockedGold.initialize sets maxDelegateesCount = 10
  maxGroupSizeMainnet: 5, // src: groups, votingGroups
  epochApprox: 'about 24 hours; an epoch lasts at least one day, with no guaranteed maximum', // src: epochRewards, lockedCelo
} as const;

export const stakingFactSources: Sources = [src.lockedCelo, src.elections, src.groups, src.votingGroups, src.govVoting, src.epochRewards];

const DAY_SECONDS = 86_400;
/** "180 * DAY" in the source. */
const groupRequirementSeconds = 15_552_000; // src: migrationsConfigJson (validators.groupLockedGoldRequirements.duration), migrationsConfigJs
/** "60 * DAY" in the source. */
const validatorRequirementSeconds = 5_184_000; // src: migrationsConfigJson (validators.validatorLockedGoldRequirements.duration), migrationsConfigJs

/**
 * The locked CELO requirements of the `Validators` contract: what a validator (a community RPC node) and a
 * validator group must keep locked, and how long each requirement outlasts membership. A requirement
 * duration is not the unlocking period (`stakingFacts.unlockingPeriodDays`), which starts only when CELO is
 * unlocked, after the requirement has ended.
 *
 * - Validator: a registered validator keeps `validatorCelo` locked, and `deregisterValidator` fails until
 *   the validator duration has passed since it last left its group. (src: validatorsSol)
 * - Group: the requirement is `groupCeloPerMember` times the largest size the group had within the group
 *   duration; `deregisterValidatorGroup` fails until the group has been empty that long. (src: validatorsSol)
 *
 * The values are the deployment parameters; governance can change them, so pages show how to read the live
 * ones (`celocli validator:requirements`). Rendered on docs/cel2/operators/registering-as-rpc-node.mdx and
 * docs/what-is-celo/using-celo/protocol/staking/validator-groups.md; tests/unit/lock-requirements.test.ts
 * keeps both pages on this data.
 */
export const lockedCeloRequirements = {
  groupDurationSeconds: groupRequirementSeconds,
  validatorDurationSeconds: validatorRequirementSeconds,
  groupDurationDays: groupRequirementSeconds / DAY_SECONDS,
  validatorDurationDays: validatorRequirementSeconds / DAY_SECONDS,
  groupCeloPerMember: '10,000', // src: migrationsConfigJson (value 10000000000000000000000 wei), rpcRegistering
  validatorCelo: '10,000', // src: migrationsConfigJson (value 10000000000000000000000 wei), rpcRegistering
} as const;

export const lockedCeloRequirementSources: Sources = [src.validatorsSol, src.migrationsConfigJson, src.migrationsConfigJs, src.rpcRegistering];

/**
 * The voter reward commission: a validator group may keep a share of its voters' epoch rewards, paid to the
 * group in CELO from `CeloUnreleasedTreasury`, on top of its commission on validator payments. Added by
 * celo-org/celo-monorepo PR #11694 to `Validators` and `EpochManager`, shipped in core contracts release 17
 * (tag core-contracts.v17). No source available here says whether or when a governance proposal has upgraded
 * Mainnet to release 17, or set the cap; pages say so and show how to read both on chain.
 */
export const voterRewardCommission = {
  release: 'core contracts release 17', // src: release17Tag (tag core-contracts.v17), voterCommissionPr
  /** Governance-set cap, a fixidity fraction; 0 until a proposal sets it, and release 17 sets nothing at upgrade. */
  capGetter: 'maxVoterRewardCommission()', // src: validatorsSol ("Defaults to 0 (commissions disabled until governance sets a value)"), release17InitData ([])
  capSetter: 'setMaxVoterRewardCommission(uint256)', // src: validatorsSol (onlyOwner, i.e. Governance)
  /** A group queues a rate, waits `commissionUpdateDelay` blocks, then activates it. */
  queue: 'setNextVoterRewardCommissionUpdate(uint256)', // src: validatorsSol
  activate: 'updateVoterRewardCommission()', // src: validatorsSol
  /** Returns the active rate, the queued rate and the block from which the queued rate can be activated. */
  groupGetter: 'getVoterRewardCommission(address)', // src: validatorsSol
  /** Where the commission is taken: each group's voter rewards, before they are distributed to its votes. */
  deductedIn: 'EpochManager._deductVoterRewardCommission', // src: epochManagerSol
  event: 'VoterRewardCommissionDistributed(address group, uint256 commission, uint256 epochNumber)', // src: epochManagerSol
  /** `Validators.getVersionNumber()` of release 17; release 16's is 1.4.0.0, without the commission. */
  validatorsVersion: '1.4.1.0', // src: release17Tag, release16Validators
  sources: [src.validatorsSol, src.epochManagerSol, src.voterCommissionPr, src.release17Tag, src.release16Validators, src.release17InitData],
} as const;

/** Epoch-reward and fund facts. */
export const rewardFacts = {
  epochRewardsTotalCelo: '400 million', // src: epochRewards
  communityFundShareOfRewards: '1%', // src: communityFund
  carbonFundShareOfRewards: '0.1%', // src: carbonFund
  carbonFundShareOfFees: '10%', // src: carbonFund, txOverview
  cgp79ReturnedCelo: '120M', // src: communityFund (CGP-79, April 2023)
  communityFundSiteUrl: 'https://www.celocommunityfund.xyz/', // src: communityFund
  communityFundDuneUrl: 'https://dune.com/superchain_eco/celo-community-treasury', // src: communityFund
} as const;

export const rewardFactSources: Sources = [src.epochRewards, src.communityFund, src.carbonFund, src.txOverview];

/** CELO token constants from GoldToken.sol. */
export const celoTokenFacts = {
  name: 'Celo native asset', // src: goldTokenSol (NAME)
  symbol: 'CELO', // src: goldTokenSol (SYMBOL)
  decimals: 18, // src: goldTokenSol (DECIMALS)
  supplyCap: '1,000,000,000', // src: goldTokenSol (CELO_SUPPLY_CAP = 1 billion CELO)
} as const;

export const celoTokenFactSources: Sources = [src.goldTokenSol];

/** How to interpret the number a getter returns. */
export type ParameterUnit = 'seconds' | 'wei' | 'fraction (fixidity, 1e24 = 100%)' | 'count' | 'address' | 'tuple';

/** A parameter that a passed governance proposal can change. */
export interface GovernableParameter {
  /** Core contract, named as in `src/data/contracts.ts`. */
  contract: string;
  parameter: string;
  /** View function as a viem human-readable ABI item; absent when there is no public getter. */
  getter?: `function ${string}() view returns (${string})`;
  /** Setter that a proposal calls. */
  setter: string;
  /** A celocli command that prints the value, when one exists. */
  cli?: string;
  unit: ParameterUnit;
  /** Value a source states, if any. It may have changed since. */
  documented?: string;
  /** The core contracts release that added the parameter, when a network may not run it yet; the read script tolerates its absence. */
  since?: string;
  description: string;
  sources: Sources;
}

const parameterList: readonly GovernableParameter[] = [
  {
    contract: 'Governance',
    parameter: 'Minimum deposit',
    getter: 'function minDeposit() view returns (uint256)',
    setter: 'setMinDeposit(uint256)',
    cli: 'celocli network:parameters --node celo',
    unit: 'wei',
    documented: '10,000 CELO',
    description: 'CELO a proposer sends with a proposal; refunded once the proposal is dequeued.',
    sources: [src.governanceSol, src.govOverview, src.govCreate],
  },
  {
    contract: 'Governance',
    parameter: 'Queue expiry',
    getter: 'function queueExpiry() view returns (uint256)',
    setter: 'setQueueExpiry(uint256)',
    cli: 'celocli network:parameters --node celo',
    unit: 'seconds',
    documented: '4 weeks',
    description: 'How long a proposal can wait in the queue before it expires.',
    sources: [src.governanceSol, src.govOverview],
  },
  {
    contract: 'Governance',
    parameter: 'Dequeue frequency',
    getter: 'function dequeueFrequency() view returns (uint256)',
    setter: 'setDequeueFrequency(uint256)',
    cli: 'celocli network:parameters --node celo',
    unit: 'seconds',
    documented: 'once per day',
    description: 'Minimum time between two batches of proposals leaving the queue.',
    sources: [src.governanceSol, src.govOverview],
  },
  {
    contract: 'Governance',
    parameter: 'Concurrent proposals',
    getter: 'function concurrentProposals() view returns (uint256)',
    setter: 'setConcurrentProposals(uint256)',
    cli: 'celocli network:parameters --node celo',
    unit: 'count',
    documented: '3',
    description: 'How many proposals are dequeued in each batch.',
    sources: [src.governanceSol, src.govOverview],
  },
  {
    contract: 'Governance',
    parameter: 'Referendum stage duration',
    getter: 'function getReferendumStageDuration() view returns (uint256)',
    setter: 'setReferendumStageDuration(uint256)',
    cli: 'celocli network:parameters --node celo',
    unit: 'seconds',
    documented: '7 days',
    description: 'How long voting on a dequeued proposal lasts.',
    sources: [src.governanceSol, src.govOverview],
  },
  {
    contract: 'Governance',
    parameter: 'Execution stage duration',
    getter: 'function getExecutionStageDuration() view returns (uint256)',
    setter: 'setExecutionStageDuration(uint256)',
    cli: 'celocli network:parameters --node celo',
    unit: 'seconds',
    documented: '3 days',
    description: 'How long a passed proposal can be executed before it expires.',
    sources: [src.governanceSol, src.govOverview],
  },
  {
    contract: 'Governance',
    parameter: 'Participation parameters (baseline, floor, update factor, quorum factor)',
    getter: 'function getParticipationParameters() view returns (uint256, uint256, uint256, uint256)',
    setter: 'setParticipationBaseline, setParticipationFloor, setBaselineUpdateFactor, setBaselineQuorumFactor',
    cli: 'celocli network:parameters --node celo',
    unit: 'tuple',
    description: 'Quorum is the baseline times the quorum factor. The baseline follows past participation and never drops below the floor.',
    sources: [src.governanceSol, src.govOverview],
  },
  {
    contract: 'Governance',
    parameter: 'Approver',
    getter: 'function approver() view returns (address)',
    setter: 'setApprover(address)',
    unit: 'address',
    description: 'Address that must approve a proposal before it can be executed, and that approves hotfixes.',
    sources: [src.governanceSol, src.govOverview],
  },
  {
    contract: 'Governance',
    parameter: 'Security Council',
    getter: 'function securityCouncil() view returns (address)',
    setter: 'setSecurityCouncil(address)',
    unit: 'address',
    description: 'Second approver of hotfixes, next to the approver.',
    sources: [src.governanceSol, src.govUpgrades],
  },
  {
    contract: 'Governance',
    parameter: 'Hotfix execution time window',
    getter: 'function hotfixExecutionTimeWindow() view returns (uint256)',
    setter: 'setHotfixExecutionTimeWindow(uint256)',
    unit: 'seconds',
    description: 'How long a prepared hotfix can be executed before it must be reset and approved again.',
    sources: [src.governanceSol, src.govUpgrades],
  },
  {
    contract: 'LockedGold (LockedCelo)',
    parameter: 'Unlocking period',
    getter: 'function unlockingPeriod() view returns (uint256)',
    setter: 'setUnlockingPeriod(uint256)',
    cli: 'celocli network:parameters --node celo',
    unit: 'seconds',
    documented: '3 days',
    description: 'Wait between unlocking CELO and being able to withdraw it.',
    sources: [src.lockedGoldSol, src.lockedCelo],
  },
  {
    contract: 'LockedGold (LockedCelo)',
    parameter: 'Maximum delegatees',
    setter: 'setMaxDelegateesCount(uint256)',
    cli: 'celocli lockedcelo:max-delegatees-count --node celo',
    unit: 'count',
    documented: '10',
    description: 'How many accounts one account can delegate governance votes to. The contract has no public getter; use celocli.',
    sources: [src.lockedGoldSol, src.govVoting],
  },
  {
    contract: 'Election',
    parameter: 'Maximum groups voted for',
    getter: 'function maxNumGroupsVotedFor() view returns (uint256)',
    setter: 'setMaxNumGroupsVotedFor(uint256)',
    cli: 'celocli network:parameters --node celo',
    unit: 'count',
    documented: '10',
    description: 'How many validator groups one account can vote for at the same time.',
    sources: [src.electionSol, src.elections, src.votingGroups],
  },
  {
    contract: 'Election',
    parameter: 'Electable validators (minimum, maximum)',
    getter: 'function getElectableValidators() view returns (uint256, uint256)',
    setter: 'setElectableValidators(uint256,uint256)',
    cli: 'celocli network:parameters --node celo',
    unit: 'tuple',
    description: 'Target minimum and maximum size of the elected set. If fewer than the minimum can be elected, the election reverts and the current set stays.',
    sources: [src.electionSol, src.epochManagerSol, src.elections],
  },
  {
    contract: 'Election',
    parameter: 'Electability threshold',
    getter: 'function getElectabilityThreshold() view returns (uint256)',
    setter: 'setElectabilityThreshold(uint256)',
    cli: 'celocli network:parameters --node celo',
    unit: 'fraction (fixidity, 1e24 = 100%)',
    description: 'Share of all voting locked CELO a group needs before it can win seats.',
    sources: [src.electionSol, src.elections],
  },
  {
    contract: 'Validators',
    parameter: 'Maximum group size',
    getter: 'function getMaxGroupSize() view returns (uint256)',
    setter: 'setMaxGroupSize(uint256)',
    cli: 'celocli network:parameters --node celo',
    unit: 'count',
    documented: '5 on Mainnet',
    description: 'Most member validators a validator group can have.',
    sources: [src.validatorsSol, src.groups],
  },
  {
    contract: 'Validators',
    parameter: 'Group locked CELO requirements (value, duration)',
    getter: 'function getGroupLockedGoldRequirements() view returns (uint256, uint256)',
    setter: 'setGroupLockedGoldRequirements(uint256,uint256)',
    // validator:requirements prints only the validator's; network:parameters prints both (Validators config).
    cli: 'celocli network:parameters --node celo',
    unit: 'tuple',
    documented: `${lockedCeloRequirements.groupCeloPerMember} CELO per member, ${lockedCeloRequirements.groupDurationDays} days (deployment value)`,
    description: 'Locked CELO a group must hold per member, and how long the requirement for a size lasts after the group shrinks (a group can deregister only after being empty that long).',
    sources: [src.validatorsSol, src.migrationsConfigJson, src.migrationsConfigJs, src.groups, src.cliNetworkConfig],
  },
  {
    contract: 'Validators',
    parameter: 'Validator locked CELO requirements (value, duration)',
    getter: 'function getValidatorLockedGoldRequirements() view returns (uint256, uint256)',
    setter: 'setValidatorLockedGoldRequirements(uint256,uint256)',
    cli: 'celocli validator:requirements --node celo',
    unit: 'tuple',
    documented: `${lockedCeloRequirements.validatorCelo} CELO, ${lockedCeloRequirements.validatorDurationDays} days (deployment value)`,
    description: 'Locked CELO a validator must hold, and how long after leaving its group a validator must wait before it can deregister.',
    sources: [src.validatorsSol, src.migrationsConfigJson, src.migrationsConfigJs],
  },
  {
    contract: 'Validators',
    parameter: 'Commission update delay',
    getter: 'function getCommissionUpdateDelay() view returns (uint256)',
    setter: 'setCommissionUpdateDelay(uint256)',
    unit: 'count',
    description: 'Blocks a group waits between queuing a new commission (on validator payments or on voter rewards) and applying it.',
    sources: [src.validatorsSol],
  },
  {
    contract: 'Validators',
    parameter: 'Maximum voter reward commission',
    getter: 'function maxVoterRewardCommission() view returns (uint256)',
    setter: 'setMaxVoterRewardCommission(uint256)',
    unit: 'fraction (fixidity, 1e24 = 100%)',
    documented: '0 (off) until a proposal sets it',
    since: voterRewardCommission.release,
    description:
      'Highest share of its voters\' epoch rewards a validator group may keep as voter reward commission. 0 turns the commission off; a lower cap also limits rates already active.',
    sources: [src.validatorsSol, src.epochManagerSol, src.voterCommissionPr, src.release17InitData],
  },
  {
    contract: 'EpochManager',
    parameter: 'Epoch duration',
    getter: 'function epochDuration() view returns (uint256)',
    setter: 'setEpochDuration(uint256)',
    cli: 'celocli network:parameters --node celo',
    unit: 'seconds',
    documented: 'at least one day (about 24 hours)',
    description: 'Minimum time from the start of an epoch until the next epoch can be processed.',
    sources: [src.epochManagerSol, src.epochRewards],
  },
  {
    contract: 'EpochRewards',
    parameter: 'Community fund share of rewards',
    getter: 'function getCommunityRewardFraction() view returns (uint256)',
    setter: 'setCommunityRewardFraction(uint256)',
    unit: 'fraction (fixidity, 1e24 = 100%)',
    documented: '1%',
    description: 'Share of each epoch\'s rewards paid to the Community Fund (the Governance contract).',
    sources: [src.epochRewardsSol, src.communityFund],
  },
  {
    contract: 'EpochRewards',
    parameter: 'Carbon offsetting share of rewards',
    getter: 'function getCarbonOffsettingFraction() view returns (uint256)',
    setter: 'setCarbonOffsettingFund(address,uint256)',
    unit: 'fraction (fixidity, 1e24 = 100%)',
    documented: '0.1%',
    description: 'Share of each epoch\'s rewards paid to the carbon offsetting partner.',
    sources: [src.epochRewardsSol, src.carbonFund],
  },
  {
    contract: 'EpochRewards',
    parameter: 'Carbon offsetting partner',
    getter: 'function carbonOffsettingPartner() view returns (address)',
    setter: 'setCarbonOffsettingFund(address,uint256)',
    unit: 'address',
    description: 'Address that receives the carbon offsetting share of epoch rewards.',
    sources: [src.epochRewardsSol, src.carbonFund],
  },
  {
    contract: 'EpochRewards',
    parameter: 'Target voting yield parameters (target, max, adjustment factor)',
    getter: 'function getTargetVotingYieldParameters() view returns (uint256, uint256, uint256)',
    setter: 'setTargetVotingYieldParameters(uint256,uint256)',
    unit: 'tuple',
    description: 'Yield that voter rewards aim for, its ceiling, and how fast it adjusts toward the target share of locked CELO voting.',
    sources: [src.epochRewardsSol, src.epochRewards],
  },
  {
    contract: 'EpochRewards',
    parameter: 'Target voting CELO fraction',
    getter: 'function getTargetVotingGoldFraction() view returns (uint256)',
    setter: 'setTargetVotingGoldFraction(uint256)',
    unit: 'fraction (fixidity, 1e24 = 100%)',
    description: 'Share of the CELO supply that the protocol aims to have voting; the voting yield adjusts toward it.',
    sources: [src.epochRewardsSol],
  },
  {
    contract: 'EpochRewards',
    parameter: 'Target validator epoch payment',
    getter: 'function targetValidatorEpochPayment() view returns (uint256)',
    setter: 'setTargetValidatorEpochPayment(uint256)',
    unit: 'wei',
    description: 'Payment per elected validator per epoch at a perfect score, before the group takes its share.',
    sources: [src.epochRewardsSol],
  },
  {
    contract: 'FeeHandler',
    parameter: 'Carbon share of transaction fees',
    getter: 'function getCarbonFraction() view returns (uint256)',
    setter: 'setCarbonFraction(uint256)',
    unit: 'fraction (fixidity, 1e24 = 100%)',
    documented: '10%',
    description: 'Share of transaction fees that goes to the carbon offsetting fund.',
    sources: [src.feeHandlerSol, src.carbonFund, src.txOverview],
  },
];

/** Every parameter; records read with `celocli network:parameters` also cite what that command prints. */
export const governableParameters: readonly GovernableParameter[] = parameterList.map((p) =>
  p.cli?.startsWith('celocli network:parameters') ? {...p, sources: [...p.sources, src.cliNetworkConfig]} : p,
);

/** Contracts whose parameters appear above, in display order. */
export function parameterContracts(): string[] {
  return [...new Set(governableParameters.map((p) => p.contract))];
}

/**
 * A complete viem script that prints the current value of each listed parameter. Addresses come
 * from `src/data/contracts.ts`, so pages never type them.
 */
export function parameterReadScript(
  addressOf: (name: string) => string,
  chain: 'celo' | 'celoSepolia',
  only?: readonly string[],
): string {
  const params = governableParameters.filter((p) => p.getter && (!only || only.includes(p.contract)));
  const names = [...new Set(params.map((p) => p.contract))];
  const contracts = names.map((n) => `  ${JSON.stringify(n)}: '${addressOf(n)}',`).join('\n');
  const reads = params
    .map(
      (p) =>
        `  {contract: ${JSON.stringify(p.contract)}, name: ${JSON.stringify(p.parameter)}, fn: '${p.getter}'${p.since ? `, since: ${JSON.stringify(p.since)}` : ''}},`,
    )
    .join('\n');
  return `import {createPublicClient, http, parseAbi, type Abi} from 'viem';
import {${chain}} from 'viem/chains';

const client = createPublicClient({chain: ${chain}, transport: http()});

// Core contract proxies (from this site's contract list).
const contracts: Record<string, \`0x\${string}\`> = {
${contracts}
};

const reads: {contract: string; name: string; fn: string; since?: string}[] = [
${reads}
];

async function main() {
  for (const read of reads) {
    const abi: Abi = parseAbi([read.fn]);
    const functionName = read.fn.slice('function '.length, read.fn.indexOf('('));
    try {
      const value = await client.readContract({address: contracts[read.contract], abi, functionName});
      console.log(\`\${read.contract} - \${read.name}:\`, value);
    } catch (error) {
      // A parameter added by a later release reverts where that release is not deployed yet.
      if (!read.since) throw error;
      console.log(\`\${read.contract} - \${read.name}: not readable; added in \${read.since}, which this network may not run yet\`);
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
`;
}
