// src: celo-org/docs@4cdbef62ba12895223e0a9905aa4a358cde420f5:docs/cli/grandamento.md
// Descriptions and examples are written for this site; names, types, defaults and options come from the facts.
import type {Topic} from '../types';

export const grandamento: Topic = {
  name: 'grandamento',
  description: 'Commands of older celocli releases for Granda Mento, the process for large CELO to stablecoin exchanges.',
  lifecycle: {state: 'removed', note: 'The `grandamento` topic appears only in the older celocli reference; the release that dropped it is not recorded. Each of its commands also accepted `--gasCurrency` and `--globalHelp`. celocli 9.0.1 has no `grandamento` topic.'},
  commands: [
    {
      id: 'grandamento:cancel',
      description: 'Cancel a Granda Mento exchange proposal.',
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'Address of the account that signs the transaction.'},
        {name: 'proposalID', type: 'string', required: true, description: 'ID of the proposal.'},
      ],
      inherits: {global: [], table: []},
      example: 'celocli grandamento:cancel --from $ACCOUNT_ADDRESS --proposalID 42',
    },
    {
      id: 'grandamento:execute',
      description: 'Execute an approved Granda Mento exchange proposal.',
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'Address of the account that signs the transaction.'},
        {name: 'proposalID', type: 'string', required: true, description: 'ID of the proposal.'},
      ],
      inherits: {global: [], table: []},
      example: 'celocli grandamento:execute --from $ACCOUNT_ADDRESS --proposalID 42',
    },
    {
      id: 'grandamento:get-buy-amount',
      description: 'Estimate how much you would receive in a Granda Mento exchange.',
      args: [],
      flags: [
        {name: 'value', type: 'string', required: true, description: 'Amount to sell, in wei.'},
        {name: 'stableToken', type: 'option', required: true, default: 'cusd', options: ['cUSD', 'cusd', 'cEUR', 'ceur', 'cREAL', 'creal'], description: 'Stablecoin to use.'},
        {name: 'sellCelo', type: 'boolean', required: true, description: 'Sell CELO for the stablecoin instead of the reverse.'},
      ],
      inherits: {global: [], table: []},
      example: 'celocli grandamento:get-buy-amount --value 1000000000000000000 --stableToken cusd --sellCelo',
    },
    {
      id: 'grandamento:list',
      description: 'List the active Granda Mento exchange proposals.',
      args: [],
      flags: [],
      inherits: {global: [], table: []},
      example: 'celocli grandamento:list',
    },
    {
      id: 'grandamento:propose',
      description: 'Create a Granda Mento exchange proposal.',
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'Address of the proposer.'},
        {name: 'value', type: 'string', required: true, description: 'Amount to sell, in wei.'},
        {name: 'stableToken', type: 'option', required: true, default: 'cusd', options: ['cUSD', 'cusd', 'cEUR', 'ceur', 'cREAL', 'creal'], description: 'Stablecoin to use.'},
        {name: 'sellCelo', type: 'boolean', required: true, description: 'Sell CELO for the stablecoin instead of the reverse.'},
      ],
      inherits: {global: [], table: []},
      example: 'celocli grandamento:propose --from $ACCOUNT_ADDRESS --value 1000000000000000000 --stableToken cusd --sellCelo',
    },
    {
      id: 'grandamento:show',
      description: 'Show one Granda Mento exchange proposal.',
      args: [],
      flags: [
        {name: 'proposalID', type: 'string', required: true, description: 'ID of the proposal.'},
      ],
      inherits: {global: [], table: []},
      example: 'celocli grandamento:show --proposalID 42',
    },
  ],
};
