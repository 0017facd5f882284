// src: celo-org/developer-tooling@88cbd54f1c1c9f0c322f5e8d1af9d5c23fa2d557:docs/command-line-interface/network.md
// src: celo-org/developer-tooling@88cbd54f1c1c9f0c322f5e8d1af9d5c23fa2d557:packages/cli/src/commands/network
// Descriptions and examples are written for this site; names, types, defaults and options come from the facts.
import type {Topic} from '../types';

export const network: Topic = {
  name: 'network',
  description: 'Read network-wide information: core contract addresses, protocol parameters, recent blocks and the fee currency allowlist.',
  lifecycle: {state: 'current'},
  commands: [
    {
      id: 'network:community-rpc-nodes',
      description: 'List the RPC URLs that validators publish in their metadata, with the group each validator belongs to.',
      aliasOf: 'validatorgroup:rpc-urls',
      args: [],
      flags: [],
      inherits: {global: [], table: []},
    },
    {
      id: 'network:contracts',
      description: 'List the core contracts of the network with their proxy and implementation addresses and versions.',
      source: 'packages/cli/src/commands/network/contracts.ts',
      args: [],
      flags: [],
      inherits: {global: ['globalHelp', 'node'], table: ['columns', 'csv', 'extended', 'filter', 'no-header', 'no-truncate', 'output', 'sort']},
      example: 'celocli network:contracts --node celo --output json',
    },
    {
      id: 'network:info',
      description: 'Show the latest block number and epoch information of the network.',
      source: 'packages/cli/src/commands/network/info.ts',
      args: [],
      flags: [
        {name: 'lastN', type: 'integer', required: false, default: '1', description: 'Number of recent epochs to show.'},
      ],
      inherits: {global: ['globalHelp', 'node'], table: []},
      example: 'celocli network:info --lastN 3 --node celo',
    },
    {
      id: 'network:parameters',
      description: 'Show the protocol parameters stored in the core contracts.',
      source: 'packages/cli/src/commands/network/parameters.ts',
      args: [],
      flags: [
        {name: 'raw', type: 'boolean', required: false, default: 'false', description: 'Print the values without formatting.'},
      ],
      inherits: {global: ['globalHelp', 'node'], table: []},
      example: 'celocli network:parameters --node celo',
    },
    {
      id: 'network:rpc-urls',
      description: 'List the RPC URLs that validators publish in their metadata, with the group each validator belongs to.',
      aliasOf: 'validatorgroup:rpc-urls',
      args: [],
      flags: [],
      inherits: {global: [], table: []},
    },
    {
      id: 'network:whitelist',
      description: 'List the tokens that are allowed as fee currencies (the fee currency allowlist).',
      source: 'packages/cli/src/commands/network/whitelist.ts',
      args: [],
      flags: [],
      inherits: {global: ['globalHelp', 'node'], table: ['columns', 'csv', 'extended', 'filter', 'no-header', 'no-truncate', 'output', 'sort']},
      example: 'celocli network:whitelist --node celo',
    },
  ],
  // Pages of this site, not facts.
  related: [
    {label: 'Celo Mainnet', doc: 'network/mainnet.md'},
    {label: 'Celo Sepolia', doc: 'network/celo-sepolia/index.md'},
    {label: 'Pay gas with ERC-20 tokens (fee abstraction)', doc: 'developer/fee-abstraction.mdx'},
  ],
};
