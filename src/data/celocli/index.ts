// src: derived from the topic modules of ./topics, each of which names its own sources
// The celocli command reference: every topic, command, argument and flag.
import type {Topic} from './types';
import {account} from './topics/account';
import {autocomplete} from './topics/autocomplete';
import {bridge} from './topics/bridge';
import {commands} from './topics/commands';
import {config} from './topics/config';
import {dkg} from './topics/dkg';
import {election} from './topics/election';
import {epochs} from './topics/epochs';
import {exchange} from './topics/exchange';
import {governance} from './topics/governance';
import {grandamento} from './topics/grandamento';
import {help} from './topics/help';
import {identity} from './topics/identity';
import {lockedcelo} from './topics/lockedcelo';
import {lockedgold} from './topics/lockedgold';
import {multisig} from './topics/multisig';
import {network} from './topics/network';
import {node} from './topics/node';
import {oracle} from './topics/oracle';
import {plugins} from './topics/plugins';
import {releasecelo} from './topics/releasecelo';
import {reserve} from './topics/reserve';
import {rewards} from './topics/rewards';
import {transfer} from './topics/transfer';
import {utils} from './topics/utils';
import {validator} from './topics/validator';
import {validatorgroup} from './topics/validatorgroup';

export * from './types';
export * from './global';
export * from './sources';

/** Every topic, in alphabetical order. */
export const topics: readonly Topic[] = [
  account,
  autocomplete,
  bridge,
  commands,
  config,
  dkg,
  election,
  epochs,
  exchange,
  governance,
  grandamento,
  help,
  identity,
  lockedcelo,
  lockedgold,
  multisig,
  network,
  node,
  oracle,
  plugins,
  releasecelo,
  reserve,
  rewards,
  transfer,
  utils,
  validator,
  validatorgroup,
];

/** Topics that the site's /cli section must have a page for (from the site spec). */
export const requiredTopicNames = [
  'account', 'autocomplete', 'bridge', 'commands', 'config', 'dkg', 'election', 'epochs', 'exchange', 'governance',
  'help', 'identity', 'lockedcelo', 'lockedgold', 'multisig', 'network', 'node', 'oracle', 'plugins', 'releasecelo',
  'rewards', 'transfer', 'utils', 'validator', 'validatorgroup',
] as const;

export function findTopic(name: string): Topic | undefined {
  return topics.find((t) => t.name === name);
}
