// src: celo-org/developer-tooling@88cbd54f1c1c9f0c322f5e8d1af9d5c23fa2d557:docs/command-line-interface/election.md
// src: celo-org/developer-tooling@88cbd54f1c1c9f0c322f5e8d1af9d5c23fa2d557:packages/cli/src/commands/election
// Descriptions and examples are written for this site; names, types, defaults and options come from the facts.
import type {Topic} from '../types';

export const election: Topic = {
  name: 'election',
  description: 'Vote for validator groups with locked CELO, activate and revoke votes, and inspect election results.',
  lifecycle: {state: 'current'},
  commands: [
    {
      id: 'election:activate',
      description: 'Activate pending votes so that they start earning rewards. Pending votes can be activated in the epoch after they were cast.',
      source: 'packages/cli/src/commands/election/activate.ts',
      args: [],
      flags: [
        {name: 'for', type: 'address', required: false, description: 'Address of the group whose pending votes to activate. Defaults to every group.'},
        {name: 'from', type: 'address', required: true, description: 'Address of the voter.'},
        {name: 'wait', type: 'boolean', required: false, description: 'Wait until the votes can be activated, then activate them.'},
      ],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli election:activate --from $ACCOUNT_ADDRESS --wait --node celo --useLedger',
    },
    {
      id: 'election:current',
      description: 'Show the validators elected for the current epoch.',
      source: 'packages/cli/src/commands/election/current.ts',
      args: [],
      flags: [
        {name: 'valset', type: 'boolean', required: false, description: 'Show the signers of the current validator set instead of the authorized signers.'},
      ],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: ['columns', 'csv', 'extended', 'filter', 'no-header', 'no-truncate', 'output', 'sort']},
      example: 'celocli election:current --node celo --output csv',
    },
    {
      id: 'election:list',
      description: 'List the validator groups that can receive votes, with their votes and vote capacity.',
      source: 'packages/cli/src/commands/election/list.ts',
      args: [],
      flags: [],
      inherits: {global: ['globalHelp', 'node'], table: ['columns', 'csv', 'extended', 'filter', 'no-header', 'no-truncate', 'output', 'sort']},
      example: 'celocli election:list --node celo',
    },
    {
      id: 'election:revoke',
      description: 'Revoke votes from a validator group. The CELO stays locked.',
      source: 'packages/cli/src/commands/election/revoke.ts',
      args: [],
      flags: [
        {name: 'for', type: 'address', required: true, description: 'Address of the group to revoke votes from.'},
        {name: 'from', type: 'address', required: true, description: 'Address of the voter.'},
        {name: 'value', type: 'string', required: true, description: 'Votes to revoke, in wei.'},
      ],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli election:revoke --from $ACCOUNT_ADDRESS --for $GROUP_ADDRESS --value 10000000000000000000 --node celo --useLedger',
    },
    {
      id: 'election:run',
      description: 'Run the election with the current votes and show which validators it would pick.',
      source: 'packages/cli/src/commands/election/run.ts',
      args: [],
      flags: [],
      inherits: {global: ['globalHelp', 'node'], table: ['columns', 'csv', 'extended', 'filter', 'no-header', 'no-truncate', 'output', 'sort']},
      example: 'celocli election:run --node celo',
    },
    {
      id: 'election:show',
      description: 'Show the election data of a voter or of a validator group.',
      source: 'packages/cli/src/commands/election/show.ts',
      args: [
        {name: 'ARG1', type: 'address', required: true, description: 'Address of the voter or the validator group.'},
      ],
      flags: [
        {name: 'group', type: 'boolean', required: false, description: 'Show the data of a validator group.'},
        {name: 'voter', type: 'boolean', required: false, description: 'Show the data of a voter.'},
      ],
      inherits: {global: ['globalHelp', 'node'], table: []},
      example: 'celocli election:show $ACCOUNT_ADDRESS --voter --node celo',
    },
    {
      id: 'election:vote',
      description: 'Vote for a validator group with locked CELO.',
      source: 'packages/cli/src/commands/election/vote.ts',
      args: [],
      flags: [
        {name: 'for', type: 'address', required: true, description: 'Address of the group to vote for.'},
        {name: 'from', type: 'address', required: true, description: 'Address of the voter.'},
        {name: 'value', type: 'bigint (wei)', required: true, description: 'Votes to cast, in wei of locked CELO.'},
      ],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli election:vote --from $ACCOUNT_ADDRESS --for $GROUP_ADDRESS --value 10000000000000000000 --node celo --useLedger',
    },
  ],
  // Pages of this site, not facts.
  related: [
    {label: 'Lock CELO and vote for validator groups', doc: 'what-is-celo/using-celo/staking.md'},
  ],
};
