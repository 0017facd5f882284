/**
 * The values a diagram's DOT source may name as `{{name}}` placeholders (src/remark/diagram). Each
 * is derived from the data module that owns the fact, so a drawing never retypes a number: change
 * the fact there and every diagram follows. An unknown placeholder fails the build.
 */
import {bridgeRules, transferPrecompile, txTypes} from './protocolParams';
import {networks} from './networks';
import {internalPorts, ports} from './nodeSoftware';
import {governanceFacts, proposalStages, rewardFacts, stakingFacts} from './governance';
import {formatNumber} from '../i18n/locale';

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
  'duality.precompileGas': `${formatNumber(transferPrecompile.gas, 'en')} gas`,
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

/**
 * The same values for a translated page's diagrams (src/remark/diagrams.ts picks them by the page's
 * folder, i18n/<locale>/): the English values rewritten by pattern, so a number still comes only from
 * the data: "up to 4 weeks" becomes "hasta 4 semanas", "10,000 CELO" "10.000 CELO", "Type 0: Legacy
 * (Ethereum)" "Tipo 0: Legacy (Ethereum)" (a transaction type's name stays, as the specification names
 * it). Ports, addresses and counts stay as they are. A value with words that no pattern knows stays in
 * English, and tests/unit/diagram-render.test.ts fails on it, so a new value is worded here too.
 */
const DIAGRAM_WORDS: Record<string, {units: Record<string, [string, string]>; qualifiers: Record<string, string>; type: string}> = {
  es: {
    units: {second: ['segundo', 'segundos'], minute: ['minuto', 'minutos'], hour: ['hora', 'horas'], day: ['día', 'días'], week: ['semana', 'semanas']},
    qualifiers: {'about ': 'aproximadamente ', 'up to ': 'hasta ', 'at least ': 'al menos '},
    type: 'Tipo',
  },
  'pt-BR': {
    units: {second: ['segundo', 'segundos'], minute: ['minuto', 'minutos'], hour: ['hora', 'horas'], day: ['dia', 'dias'], week: ['semana', 'semanas']},
    qualifiers: {'about ': 'cerca de ', 'up to ': 'até ', 'at least ': 'pelo menos '},
    type: 'Tipo',
  },
};

export const diagramLocales = Object.keys(DIAGRAM_WORDS);

const englishNumber = (text: string): number => Number(text.replace(/,/g, ''));

export function localizeDiagramValue(value: string, locale: string): string {
  const words = DIAGRAM_WORDS[locale];
  if (!words) return value;
  const duration = /^(about |up to |at least )?(\d[\d,]*(?:\.\d+)?) (second|minute|hour|day|week)s?$/.exec(value);
  if (duration) {
    const [, qualifier = '', number = '', unit = ''] = duration;
    const n = englishNumber(number);
    const [one, many] = words.units[unit]!;
    return `${qualifier ? words.qualifiers[qualifier] : ''}${formatNumber(n, locale)} ${n === 1 ? one : many}`;
  }
  const amount = /^(\d[\d,]*(?:\.\d+)?) (CELO|gas)$/.exec(value);
  if (amount) return `${formatNumber(englishNumber(amount[1]!), locale)} ${amount[2]}`;
  const percent = /^(\d+(?:\.\d+)?)%$/.exec(value);
  if (percent) return (Number(percent[1]) / 100).toLocaleString(locale, {style: 'percent', maximumFractionDigits: 2});
  const txType = /^Type (\d+): (.+)$/.exec(value);
  if (txType) return `${words.type} ${txType[1]}: ${txType[2]}`;
  return value;
}

/** The placeholder values of each translated language's diagrams. */
export const localizedDiagramValues: Readonly<Record<string, Readonly<Record<string, string>>>> = Object.fromEntries(
  diagramLocales.map((locale) => [locale, Object.fromEntries(Object.entries(diagramValues).map(([name, value]) => [name, localizeDiagramValue(value, locale)]))]),
);
