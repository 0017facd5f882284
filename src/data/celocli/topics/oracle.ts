// src: celo-org/developer-tooling@88cbd54f1c1c9f0c322f5e8d1af9d5c23fa2d557:docs/command-line-interface/oracle.md
// src: celo-org/developer-tooling@88cbd54f1c1c9f0c322f5e8d1af9d5c23fa2d557:packages/cli/src/commands/oracle
// Descriptions and examples are written for this site; names, types, defaults and options come from the facts.
import type {Topic} from '../types';

export const oracle: Topic = {
  name: 'oracle',
  description: 'Read and submit price reports for the SortedOracles contract, and clear expired reports.',
  lifecycle: {state: 'current'},
  commands: [
    {
      id: 'oracle:list',
      description: 'List the oracle addresses allowed to report for a token.',
      source: 'packages/cli/src/commands/oracle/list.ts',
      args: [
        {name: 'ARG1', type: 'string', required: true, description: 'Token or rate feed whose oracles to list.'},
      ],
      flags: [],
      inherits: {global: ['globalHelp', 'node'], table: []},
      example: 'celocli oracle:list StableToken --node celo',
    },
    {
      id: 'oracle:remove-expired-reports',
      description: 'Remove expired price reports for a token.',
      source: 'packages/cli/src/commands/oracle/remove-expired-reports.ts',
      args: [
        {name: 'ARG1', type: 'string', required: true, description: 'Token or rate feed whose expired reports to remove.'},
      ],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'Address of the account that sends the transaction.'},
      ],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli oracle:remove-expired-reports StableToken --from $ACCOUNT_ADDRESS --node celo --useLedger',
    },
    {
      id: 'oracle:report',
      description: 'Report a price for a token as an allowed oracle.',
      source: 'packages/cli/src/commands/oracle/report.ts',
      args: [
        {name: 'ARG1', type: 'string', required: true, description: 'Token or rate feed to report a price for.'},
      ],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'Address of the oracle.'},
        {name: 'value', type: 'string', required: true, description: 'Price to report.'},
      ],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli oracle:report StableToken --from $ORACLE_ADDRESS --value 0.5 --node celo --useLedger',
    },
    {
      id: 'oracle:reports',
      description: 'List the price reports for a token.',
      source: 'packages/cli/src/commands/oracle/reports.ts',
      args: [
        {name: 'ARG1', type: 'string', required: true, description: 'Token or rate feed whose reports to list.'},
      ],
      flags: [],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: ['columns', 'csv', 'extended', 'filter', 'no-header', 'no-truncate', 'output', 'sort']},
      example: 'celocli oracle:reports StableToken --node celo',
    },
  ],
};
