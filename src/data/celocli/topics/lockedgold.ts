// src: celo-org/developer-tooling@88cbd54f1c1c9f0c322f5e8d1af9d5c23fa2d557:packages/cli/src/commands/lockedcelo
// src: celo-org/developer-tooling@c7514dd9434d250e2b380313e54eccdcb75dca0d:docs/command-line-interface/lockedgold.md
// Descriptions and examples are written for this site; names, types, defaults and options come from the facts.
import type {Topic} from '../types';

export const lockedgold: Topic = {
  name: 'lockedgold',
  description: 'The former name of the `lockedcelo` topic, kept as a set of command aliases.',
  lifecycle: {state: 'renamed', lastDocumentedIn: '6.1.0', docsRemovedOn: '2025-05-05', replacement: 'lockedcelo', note: 'The topic is now called `lockedcelo`. Every `lockedcelo` command still answers to its `lockedgold` name in celocli 9.0.1, so old scripts keep working. New scripts should use the `lockedcelo` names.'},
  commands: [
    {
      id: 'lockedgold:delegate',
      description: 'Delegate a percentage of your locked CELO voting power to another account.',
      source: 'packages/cli/src/commands/lockedgold/delegate.ts',
      aliasOf: 'lockedcelo:delegate',
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'Address of the account that delegates.'},
        {name: 'percent', type: 'string', required: true, description: 'Percentage of voting power, from 0 to 100.'},
        {name: 'to', type: 'address', required: true, description: 'Address of the account that receives the voting power.'},
      ],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli lockedgold:delegate --from $ACCOUNT_ADDRESS --to $DELEGATEE_ADDRESS --percent 50 --node celo --useLedger',
    },
    {
      id: 'lockedgold:delegate-info',
      description: 'Show who an account delegates to and who delegates to it.',
      source: 'packages/cli/src/commands/lockedgold/delegate-info.ts',
      aliasOf: 'lockedcelo:delegate-info',
      args: [],
      flags: [
        {name: 'account', type: 'address', required: true, description: 'Address of the account to look up.'},
      ],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli lockedgold:delegate-info --account $ACCOUNT_ADDRESS --node celo',
    },
    {
      id: 'lockedgold:lock',
      description: 'Lock CELO so that it can be used to vote in elections and governance.',
      source: 'packages/cli/src/commands/lockedgold/lock.ts',
      aliasOf: 'lockedcelo:lock',
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'Address of the account that signs the transaction.'},
        {name: 'value', type: 'string', required: true, description: 'Amount of CELO to lock, in wei.'},
      ],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli lockedgold:lock --from $ACCOUNT_ADDRESS --value 10000000000000000000 --node celo --useLedger',
    },
    {
      id: 'lockedgold:max-delegatees-count',
      description: 'Print the largest number of accounts that one account may delegate to.',
      source: 'packages/cli/src/commands/lockedgold/max-delegatees-count.ts',
      aliasOf: 'lockedcelo:max-delegatees-count',
      args: [],
      flags: [],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli lockedgold:max-delegatees-count --node celo',
    },
    {
      id: 'lockedgold:revoke-delegate',
      description: 'Take back a percentage of voting power that you delegated.',
      source: 'packages/cli/src/commands/lockedgold/revoke-delegate.ts',
      aliasOf: 'lockedcelo:revoke-delegate',
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'Address of the account that delegated.'},
        {name: 'percent', type: 'string', required: true, description: 'Percentage of voting power, from 0 to 100.'},
        {name: 'to', type: 'address', required: true, description: 'Address of the account that received the voting power.'},
      ],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli lockedgold:revoke-delegate --from $ACCOUNT_ADDRESS --to $DELEGATEE_ADDRESS --percent 50 --node celo --useLedger',
    },
    {
      id: 'lockedgold:show',
      description: 'Show the locked, pending and voting CELO of an account.',
      source: 'packages/cli/src/commands/lockedgold/show.ts',
      aliasOf: 'lockedcelo:show',
      args: [
        {name: 'ARG1', type: 'address', required: true, description: 'Address of the account.'},
      ],
      flags: [],
      inherits: {global: ['globalHelp', 'node'], table: []},
      example: 'celocli lockedgold:show $ACCOUNT_ADDRESS --node celo',
    },
    {
      id: 'lockedgold:unlock',
      description: 'Start unlocking CELO. It can be withdrawn after the unlocking period.',
      source: 'packages/cli/src/commands/lockedgold/unlock.ts',
      aliasOf: 'lockedcelo:unlock',
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'Address of the account that signs the transaction.'},
        {name: 'value', type: 'string', required: true, description: 'Amount of CELO to unlock, in wei.'},
      ],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli lockedgold:unlock --from $ACCOUNT_ADDRESS --value 10000000000000000000 --node celo --useLedger',
    },
    {
      id: 'lockedgold:update-delegated-amount',
      description: 'Recompute the amount delegated to an account after your locked balance changed.',
      source: 'packages/cli/src/commands/lockedgold/update-delegated-amount.ts',
      aliasOf: 'lockedcelo:update-delegated-amount',
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'Address of the account that delegates.'},
        {name: 'to', type: 'address', required: true, description: 'Address of the account that receives the voting power.'},
      ],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli lockedgold:update-delegated-amount --from $ACCOUNT_ADDRESS --to $DELEGATEE_ADDRESS --node celo --useLedger',
    },
    {
      id: 'lockedgold:withdraw',
      description: 'Withdraw all CELO whose unlocking period is over.',
      source: 'packages/cli/src/commands/lockedgold/withdraw.ts',
      aliasOf: 'lockedcelo:withdraw',
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'Address of the account that signs the transaction.'},
      ],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli lockedgold:withdraw --from $ACCOUNT_ADDRESS --node celo --useLedger',
    },
  ],
  // Pages of this site, not facts.
  related: [
    {label: 'Lock CELO and vote for validator groups', doc: 'what-is-celo/using-celo/staking.md'},
  ],
};
