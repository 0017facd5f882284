// src: celo-org/developer-tooling@88cbd54f1c1c9f0c322f5e8d1af9d5c23fa2d557:docs/command-line-interface/epochs.md
// src: celo-org/developer-tooling@88cbd54f1c1c9f0c322f5e8d1af9d5c23fa2d557:packages/cli/src/commands/epochs
// Descriptions and examples are written for this site; names, types, defaults and options come from the facts.
import type {Topic} from '../types';

export const epochs: Topic = {
  name: 'epochs',
  description: 'Inspect the current epoch and drive the epoch transition on Celo L2: start it, process validator groups and finish it.',
  lifecycle: {state: 'current'},
  commands: [
    {
      id: 'epochs:current',
      description: 'Show the current epoch: its number, first block, timing and whether a transition is under way.',
      aliasOf: 'epochs:status',
      args: [],
      flags: [],
      inherits: {global: [], table: []},
    },
    {
      id: 'epochs:finish',
      description: 'Finish the epoch transition that `epochs:start` began.',
      source: 'packages/cli/src/commands/epochs/finish.ts',
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'Address of the account that signs the transaction.'},
      ],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli epochs:finish --from $ACCOUNT_ADDRESS --node celo --useLedger',
    },
    {
      id: 'epochs:process-groups',
      description: 'Process the validator groups during an epoch transition that `epochs:start` began.',
      source: 'packages/cli/src/commands/epochs/process-groups.ts',
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'Address of the account that signs the transaction.'},
      ],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli epochs:process-groups --from $ACCOUNT_ADDRESS --node celo --useLedger',
    },
    {
      id: 'epochs:send-validator-payment',
      description: 'Pay a validator the rewards it has earned, sending the group its commission.',
      source: 'packages/cli/src/commands/epochs/send-validator-payment.ts',
      aliases: ['validator:send-payment'],
      args: [],
      flags: [
        {name: 'for', type: 'address', required: true, description: 'Address of the validator to pay.'},
        {name: 'from', type: 'address', required: true, description: 'Address of the account that signs the transaction.'},
      ],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli epochs:send-validator-payment --for $VALIDATOR_ADDRESS --from $ACCOUNT_ADDRESS --node celo --useLedger',
    },
    {
      id: 'epochs:start',
      description: 'Start the epoch transition once the current epoch may end.',
      source: 'packages/cli/src/commands/epochs/start.ts',
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'Address of the account that signs the transaction.'},
      ],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli epochs:start --from $ACCOUNT_ADDRESS --node celo --useLedger',
    },
    {
      id: 'epochs:status',
      description: 'Show the current epoch: its number, first block, timing and whether a transition is under way.',
      source: 'packages/cli/src/commands/epochs/status.ts',
      aliases: ['epochs:current'],
      args: [],
      flags: [],
      inherits: {global: ['node'], table: ['columns', 'csv', 'extended', 'filter', 'no-header', 'no-truncate', 'output', 'sort']},
      example: 'celocli epochs:status --node celo',
    },
    {
      id: 'epochs:switch',
      description: 'Run a full epoch transition: start it, process the groups and finish it.',
      source: 'packages/cli/src/commands/epochs/switch.ts',
      args: [],
      flags: [
        {name: 'delay', type: 'integer', required: false, default: '2000', description: 'Milliseconds to wait between the steps of the transition.'},
        {name: 'from', type: 'address', required: true, description: 'Address of the account that signs the transaction.'},
      ],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli epochs:switch --from $ACCOUNT_ADDRESS --node celo --useLedger',
    },
  ],
};
