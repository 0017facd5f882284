// src: celo-org/developer-tooling@88cbd54f1c1c9f0c322f5e8d1af9d5c23fa2d557:docs/command-line-interface/validatorgroup.md
// src: celo-org/developer-tooling@88cbd54f1c1c9f0c322f5e8d1af9d5c23fa2d557:packages/cli/src/commands/validatorgroup
// Descriptions and examples are written for this site; names, types, defaults and options come from the facts.
import type {Topic} from '../types';

export const validatorgroup: Topic = {
  name: 'validatorgroup',
  description: 'Register and manage validator groups: members, commission, slashing multiplier and the RPC URLs that groups publish.',
  lifecycle: {state: 'current'},
  commands: [
    {
      id: 'validatorgroup:commission',
      description: 'Queue a change of the commission of a validator group, then apply it once the waiting period is over.',
      source: 'packages/cli/src/commands/validatorgroup/commission.ts',
      args: [],
      flags: [
        {name: 'apply', type: 'boolean', required: false, description: 'Apply a queued commission change.'},
        {name: 'from', type: 'address', required: true, description: 'Address of the validator group.'},
        {name: 'queue-update', type: 'string', required: false, description: 'New commission rate to queue, as a fraction between 0 and 1.'},
      ],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli validatorgroup:commission --from $GROUP_ADDRESS --queue-update 0.1 --node celo --useLedger',
    },
    {
      id: 'validatorgroup:community-rpc-nodes',
      description: 'List the RPC URLs that validators publish in their metadata, with the group each validator belongs to.',
      aliasOf: 'validatorgroup:rpc-urls',
      args: [],
      flags: [],
      inherits: {global: [], table: []},
    },
    {
      id: 'validatorgroup:deregister',
      description: 'Deregister a validator group. The group must have no members.',
      source: 'packages/cli/src/commands/validatorgroup/deregister.ts',
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'Address of the validator group.'},
      ],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli validatorgroup:deregister --from $GROUP_ADDRESS --node celo --useLedger',
    },
    {
      id: 'validatorgroup:list',
      description: 'List the registered validator groups.',
      source: 'packages/cli/src/commands/validatorgroup/list.ts',
      args: [],
      flags: [],
      inherits: {global: ['globalHelp', 'node'], table: ['columns', 'csv', 'extended', 'filter', 'no-header', 'no-truncate', 'output', 'sort']},
      example: 'celocli validatorgroup:list --node celo',
    },
    {
      id: 'validatorgroup:member',
      description: 'Add, remove or reorder the members of a validator group.',
      source: 'packages/cli/src/commands/validatorgroup/member.ts',
      args: [
        {name: 'ARG1', type: 'address', required: true, description: 'Address of the validator to add, remove or move.'},
      ],
      flags: [
        {name: 'accept', type: 'boolean', required: false, description: 'Accept a validator that asked to join the group.'},
        {name: 'from', type: 'address', required: true, description: 'Address of the validator group.'},
        {name: 'remove', type: 'boolean', required: false, description: 'Remove a member from the group.'},
        {name: 'reorder', type: 'integer', required: false, description: 'New position of the member in the group, starting at 0.'},
        {name: 'yes', type: 'boolean', required: false, description: 'Answer yes to the confirmation prompt.'},
      ],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli validatorgroup:member $VALIDATOR_ADDRESS --from $GROUP_ADDRESS --accept --node celo --useLedger',
    },
    {
      id: 'validatorgroup:register',
      description: 'Register a validator group with a commission rate.',
      source: 'packages/cli/src/commands/validatorgroup/register.ts',
      args: [],
      flags: [
        {name: 'commission', type: 'string', required: true, description: 'Commission rate, as a fraction between 0 and 1.'},
        {name: 'from', type: 'address', required: true, description: 'Address of the account to register as a validator group.'},
        {name: 'yes', type: 'boolean', required: false, description: 'Answer yes to the confirmation prompt.'},
      ],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli validatorgroup:register --from $GROUP_ADDRESS --commission 0.1 --node celo --useLedger',
    },
    {
      id: 'validatorgroup:reset-slashing-multiplier',
      description: 'Reset the slashing multiplier of a validator group after the reset period.',
      source: 'packages/cli/src/commands/validatorgroup/reset-slashing-multiplier.ts',
      args: [
        {name: 'ARG1', type: 'address', required: true, description: 'Address of the validator group.'},
      ],
      flags: [],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli validatorgroup:reset-slashing-multiplier $GROUP_ADDRESS --node celo --useLedger',
    },
    {
      id: 'validatorgroup:rpc-urls',
      description: 'List the RPC URLs that validators publish in their metadata, with the group each validator belongs to.',
      source: 'packages/cli/src/commands/validatorgroup/rpc-urls.ts',
      aliases: ['network:community-rpc-nodes', 'network:rpc-urls', 'node:list', 'validator:community-rpc-nodes', 'validator:rpc-urls', 'validatorgroup:community-rpc-nodes'],
      args: [],
      flags: [
        {name: 'all', type: 'boolean', required: false, default: 'false', description: 'Include validators that are not elected.'},
      ],
      inherits: {global: ['globalHelp', 'node'], table: ['columns', 'csv', 'extended', 'filter', 'no-header', 'no-truncate', 'output', 'sort']},
      example: 'celocli validatorgroup:rpc-urls --node celo',
    },
    {
      id: 'validatorgroup:show',
      description: 'Show the details of a validator group.',
      source: 'packages/cli/src/commands/validatorgroup/show.ts',
      args: [
        {name: 'ARG1', type: 'address', required: true, description: 'Address of the validator group.'},
      ],
      flags: [],
      inherits: {global: ['globalHelp', 'node'], table: []},
      example: 'celocli validatorgroup:show $GROUP_ADDRESS --node celo',
    },
  ],
  // Pages of this site, not facts.
  related: [
    {label: 'Run a community RPC node', doc: 'cel2/operators/community-rpc-node.mdx'},
  ],
};
