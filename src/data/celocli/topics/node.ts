// src: celo-org/developer-tooling@88cbd54f1c1c9f0c322f5e8d1af9d5c23fa2d557:docs/command-line-interface/node.md
// src: celo-org/developer-tooling@88cbd54f1c1c9f0c322f5e8d1af9d5c23fa2d557:packages/cli/src/commands/node
// src: celo-org/developer-tooling@c7514dd9434d250e2b380313e54eccdcb75dca0d:docs/command-line-interface/node.md
// Descriptions and examples are written for this site; names, types, defaults and options come from the facts.
import type {Topic} from '../types';

export const node: Topic = {
  name: 'node',
  description: 'Check whether the node that celocli talks to is synced.',
  lifecycle: {state: 'current'},
  commands: [
    {
      id: 'node:list',
      description: 'List the RPC URLs that validators publish in their metadata, with the group each validator belongs to.',
      aliasOf: 'validatorgroup:rpc-urls',
      args: [],
      flags: [],
      inherits: {global: [], table: []},
    },
    {
      id: 'node:synced',
      description: 'Check whether the node is fully synced.',
      source: 'packages/cli/src/commands/node/synced.ts',
      args: [],
      flags: [
        {name: 'verbose', type: 'boolean', required: false, description: 'Print the sync state reported by the node.'},
      ],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli node:synced --verbose --node local',
    },
    {
      id: 'node:accounts',
      description: 'List the accounts that the node manages.',
      source: 'packages/cli/src/commands/node/accounts.ts',
      lifecycle: {state: 'removed', lastDocumentedIn: '6.1.0', note: 'Documented in celocli 6.1.0 and absent from the 9.0.1 reference.'},
      args: [],
      flags: [],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli node:accounts',
    },
  ],
};
