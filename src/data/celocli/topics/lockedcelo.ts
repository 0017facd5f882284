// src: celo-org/developer-tooling@88cbd54f1c1c9f0c322f5e8d1af9d5c23fa2d557:docs/command-line-interface/lockedcelo.md
// src: celo-org/developer-tooling@88cbd54f1c1c9f0c322f5e8d1af9d5c23fa2d557:packages/cli/src/commands/lockedcelo
// Descriptions and examples are written for this site; names, types, defaults and options come from the facts.
import type {Topic} from '../types';

export const lockedcelo: Topic = {
  name: 'lockedcelo',
  description: 'Lock CELO to take part in elections and governance, unlock and withdraw it, and delegate voting power to other accounts.',
  lifecycle: {state: 'current'},
  commands: [
    {
      id: 'lockedcelo:delegate',
      description: 'Delegate a percentage of your locked CELO voting power to another account.',
      source: 'packages/cli/src/commands/lockedcelo/delegate.ts',
      aliases: ['lockedgold:delegate'],
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'Address of the account that delegates.'},
        {name: 'percent', type: 'string', required: true, description: 'Percentage of voting power, from 0 to 100.'},
        {name: 'to', type: 'address', required: true, description: 'Address of the account that receives the voting power.'},
      ],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli lockedcelo:delegate --from $ACCOUNT_ADDRESS --to $DELEGATEE_ADDRESS --percent 50 --node celo --useLedger',
    },
    {
      id: 'lockedcelo:delegate-info',
      description: 'Show who an account delegates to and who delegates to it.',
      source: 'packages/cli/src/commands/lockedcelo/delegate-info.ts',
      aliases: ['lockedgold:delegate-info'],
      args: [],
      flags: [
        {name: 'account', type: 'address', required: true, description: 'Address of the account to look up.'},
      ],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli lockedcelo:delegate-info --account $ACCOUNT_ADDRESS --node celo',
    },
    {
      id: 'lockedcelo:lock',
      description: 'Lock CELO so that it can be used to vote in elections and governance.',
      source: 'packages/cli/src/commands/lockedcelo/lock.ts',
      aliases: ['lockedgold:lock'],
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'Address of the account that signs the transaction.'},
        {name: 'value', type: 'string', required: true, description: 'Amount of CELO to lock, in wei.'},
      ],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli lockedcelo:lock --from $ACCOUNT_ADDRESS --value 10000000000000000000 --node celo --useLedger',
    },
    {
      id: 'lockedcelo:max-delegatees-count',
      description: 'Print the largest number of accounts that one account may delegate to.',
      source: 'packages/cli/src/commands/lockedcelo/max-delegatees-count.ts',
      aliases: ['lockedgold:max-delegatees-count'],
      args: [],
      flags: [],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli lockedcelo:max-delegatees-count --node celo',
    },
    {
      id: 'lockedcelo:revoke-delegate',
      description: 'Take back a percentage of voting power that you delegated.',
      source: 'packages/cli/src/commands/lockedcelo/revoke-delegate.ts',
      aliases: ['lockedgold:revoke-delegate'],
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'Address of the account that delegated.'},
        {name: 'percent', type: 'string', required: true, description: 'Percentage of voting power, from 0 to 100.'},
        {name: 'to', type: 'address', required: true, description: 'Address of the account that received the voting power.'},
      ],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli lockedcelo:revoke-delegate --from $ACCOUNT_ADDRESS --to $DELEGATEE_ADDRESS --percent 50 --node celo --useLedger',
    },
    {
      id: 'lockedcelo:show',
      description: 'Show the locked, pending and voting CELO of an account.',
      source: 'packages/cli/src/commands/lockedcelo/show.ts',
      aliases: ['lockedgold:show'],
      args: [
        {name: 'ARG1', type: 'address', required: true, description: 'Address of the account.'},
      ],
      flags: [],
      inherits: {global: ['globalHelp', 'node'], table: []},
      example: 'celocli lockedcelo:show $ACCOUNT_ADDRESS --node celo',
    },
    {
      id: 'lockedcelo:unlock',
      description: 'Start unlocking CELO. It can be withdrawn after the unlocking period.',
      source: 'packages/cli/src/commands/lockedcelo/unlock.ts',
      aliases: ['lockedgold:unlock'],
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'Address of the account that signs the transaction.'},
        {name: 'value', type: 'string', required: true, description: 'Amount of CELO to unlock, in wei.'},
      ],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli lockedcelo:unlock --from $ACCOUNT_ADDRESS --value 10000000000000000000 --node celo --useLedger',
    },
    {
      id: 'lockedcelo:update-delegated-amount',
      description: 'Recompute the amount delegated to an account after your locked balance changed.',
      source: 'packages/cli/src/commands/lockedcelo/update-delegated-amount.ts',
      aliases: ['lockedgold:update-delegated-amount'],
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'Address of the account that delegates.'},
        {name: 'to', type: 'address', required: true, description: 'Address of the account that receives the voting power.'},
      ],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli lockedcelo:update-delegated-amount --from $ACCOUNT_ADDRESS --to $DELEGATEE_ADDRESS --node celo --useLedger',
    },
    {
      id: 'lockedcelo:withdraw',
      description: 'Withdraw all CELO whose unlocking period is over.',
      source: 'packages/cli/src/commands/lockedcelo/withdraw.ts',
      aliases: ['lockedgold:withdraw'],
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'Address of the account that signs the transaction.'},
      ],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli lockedcelo:withdraw --from $ACCOUNT_ADDRESS --node celo --useLedger',
    },
  ],
  // Pages of this site, not facts.
  related: [
    {label: 'Lock CELO and vote for validator groups', doc: 'what-is-celo/using-celo/staking.md'},
  ],
};
