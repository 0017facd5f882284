/**
 * The values a diagram's DOT source may name as `{{name}}` placeholders (src/remark/diagram). Each
 * is derived from the data module that owns the fact, so a drawing never retypes a number: change
 * the fact there and every diagram follows. An unknown placeholder fails the build.
 */
import {bridgeRules} from './protocolParams';
import {governanceFacts, proposalStages, stakingFacts} from './governance';

const DAY = 86_400;

function stage(id: (typeof proposalStages)[number]['id']): string {
  const found = proposalStages.find((s) => s.id === id);
  if (!found) throw new Error(`diagramValues: no proposal stage ${id} in src/data/governance.ts`);
  return found.duration;
}

const days = (n: number): string => `${n} day${n === 1 ? '' : 's'}`;

export const diagramValues: Readonly<Record<string, string>> = {
  'withdrawal.proofMaturity': days(bridgeRules.proofMaturityDelaySeconds / DAY),
  'withdrawal.provableAfter': bridgeRules.provableAfterUpTo,
  'deposit.inclusion': bridgeRules.depositInclusion,
  'governance.forumDays': days(governanceFacts.forumDiscussionDays),
  'governance.queued': stage('Queued'),
  'governance.referendum': stage('Referendum'),
  'governance.execution': stage('Execution'),
  'governance.depositCelo': `${governanceFacts.depositCelo} CELO`,
  'staking.unlockingPeriod': days(stakingFacts.unlockingPeriodDays),
  'staking.maxGroupsPerVoter': String(stakingFacts.maxGroupsPerVoter),
  'staking.maxGroupSize': String(stakingFacts.maxGroupSizeMainnet),
};
