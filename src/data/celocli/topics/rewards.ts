// src: celo-org/developer-tooling@88cbd54f1c1c9f0c322f5e8d1af9d5c23fa2d557:docs/command-line-interface/rewards.md
// src: celo-org/developer-tooling@88cbd54f1c1c9f0c322f5e8d1af9d5c23fa2d557:packages/cli/src/commands/rewards
// Descriptions and examples are written for this site; names, types, defaults and options come from the facts.
import type {Topic} from '../types';

export const rewards: Topic = {
  name: 'rewards',
  description: 'Show the epoch rewards earned by voters, validators and validator groups.',
  lifecycle: {state: 'current'},
  commands: [
    {
      id: 'rewards:show',
      description: 'Show the rewards earned by voters, validators and groups over recent epochs.',
      source: 'packages/cli/src/commands/rewards/show.ts',
      args: [],
      flags: [
        {name: 'epochs', type: 'integer', required: false, default: '1', description: 'Number of epochs to show.'},
        {name: 'estimate', type: 'boolean', required: false, description: 'Estimate the rewards of the current epoch.'},
        {name: 'group', type: 'address', required: false, description: 'Show rewards of this validator group.'},
        {name: 'slashing', type: 'boolean', required: false, default: 'false', description: 'Also show slashing penalties.'},
        {name: 'validator', type: 'address', required: false, description: 'Show rewards of this validator.'},
        {name: 'voter', type: 'address', required: false, description: 'Show rewards of this voter.'},
      ],
      inherits: {global: ['globalHelp', 'node'], table: ['columns', 'csv', 'extended', 'filter', 'no-header', 'no-truncate', 'output', 'sort']},
      example: 'celocli rewards:show --voter $ACCOUNT_ADDRESS --epochs 5 --node celo',
    },
  ],
  // Pages of this site, not facts.
  related: [
    {label: 'Lock CELO and vote for validator groups', doc: 'what-is-celo/using-celo/staking.md'},
  ],
};
