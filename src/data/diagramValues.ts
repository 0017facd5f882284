/**
 * The values a diagram's DOT source may name as `{{name}}` placeholders (src/remark/diagram). Each
 * is derived from the data module that owns the fact, so a drawing never retypes a number: change
 * the fact there and every diagram follows. An unknown placeholder fails the build.
 */
import {bridgeRules, transferPrecompile, txTypes} from './protocolParams';
import {networks} from './networks';
import {internalPorts, ports} from './nodeSoftware';
import {governanceFacts, proposalStages, rewardFacts, stakingFacts} from './governance';

const DAY = 86_400;

/** "about 12.8 minutes", the short form of the deposit delay the bridge rules state. */
function aboutPart(text: string): string {
  const match = /about [^)]+/.exec(text);
  if (!match) throw new Error(`diagramValues: no "about ..." in "${text}" (src/data/protocolParams.ts bridgeRules)`);
  return match[0];
}

function stage(id: (typeof proposalStages)[number]['id']): string {
  const found = proposalStages.find((s) => s.id === id);
  if (!found) throw new Error(`diagramValues: no proposal stage ${id} in src/data/governance.ts`);
  return found.duration;
}

const days = (n: number): string => `${n} day${n === 1 ? '' : 's'}`;
const seconds = (n: number): string => `${n} second${n === 1 ? '' : 's'}`;

/** "Type 123: CIP-64 fee currency", from the transaction types table. */
const txTypeLabels = Object.fromEntries(txTypes.map((t) => [`txType.${t.type}`, `Type ${t.type}: ${t.name}`]));

export const diagramValues: Readonly<Record<string, string>> = {
  'mainnet.blockTime': seconds(networks.mainnet.blockTimeSeconds),
  // Node ports by id ("port.op_node_p2p"), published and internal.
  ...Object.fromEntries([...ports, ...internalPorts].map((p) => [`port.${p.id}`, String(p.port)])),
  ...txTypeLabels,
  'withdrawal.proofMaturity': days(bridgeRules.proofMaturityDelaySeconds / DAY),
  'withdrawal.provableAfter': bridgeRules.provableAfterUpTo,
  'deposit.inclusion': bridgeRules.depositInclusion,
  'duality.precompile': `${transferPrecompile.address.slice(0, 4)}…${transferPrecompile.address.slice(-2)} (${transferPrecompile.addressNumber})`,
  'duality.precompileGas': `${transferPrecompile.gas.toLocaleString('en-US')} gas`,
  'deposit.inclusionAbout': aboutPart(bridgeRules.depositInclusion),
  'governance.forumDays': days(governanceFacts.forumDiscussionDays),
  'governance.queued': stage('Queued'),
  'governance.referendum': stage('Referendum'),
  'governance.execution': stage('Execution'),
  'governance.depositCelo': `${governanceFacts.depositCelo} CELO`,
  // "about 24 hours", the first clause of the documented epoch length.
  'epoch.length': stakingFacts.epochApprox.split(';')[0]!.trim(),
  'rewards.communityFundShare': rewardFacts.communityFundShareOfRewards,
  'rewards.carbonFundShare': rewardFacts.carbonFundShareOfRewards,
  'staking.unlockingPeriod': days(stakingFacts.unlockingPeriodDays),
  'staking.maxGroupsPerVoter': String(stakingFacts.maxGroupsPerVoter),
  'staking.maxGroupSize': String(stakingFacts.maxGroupSizeMainnet),
};
