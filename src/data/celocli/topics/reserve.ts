// src: celo-org/docs@28d32fa08a67475ac721b2ee5904bcab547fed9b:docs/cli/reserve.md
// Descriptions and examples are written for this site; names, types, defaults and options come from the facts.
import type {Topic} from '../types';

export const reserve: Topic = {
  name: 'reserve',
  description: 'Commands of older celocli releases that read the Mento Reserve and moved CELO out of it.',
  lifecycle: {state: 'removed', docsRemovedOn: '2024-10-30', note: 'celocli 9.0.1 has no `reserve` topic. Its reference left the celocli repository before the 6.0.0 release.'},
  commands: [
    {
      id: 'reserve:status',
      description: 'Show the reserve balances and the addresses that hold them.',
      args: [],
      flags: [
        {name: 'gasCurrency', type: 'address (fee currency)', required: false, description: 'Address of the token to pay gas with.'},
        {name: 'globalHelp', type: 'boolean', required: false, description: 'Show the global flags in the help text.'},
      ],
      inherits: {global: [], table: []},
      example: 'celocli reserve:status',
    },
    {
      id: 'reserve:transfergold',
      description: 'Transfer CELO from the Reserve to an address, as a reserve spender.',
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'Address of the reserve spender.'},
        {name: 'to', type: 'address', required: true, description: 'Address that receives the CELO.'},
        {name: 'value', type: 'string', required: true, description: 'Amount of CELO, in wei.'},
        {name: 'useMultiSig', type: 'boolean', required: false, description: 'Send the transfer through the reserve spender MultiSig.'},
        {name: 'gasCurrency', type: 'address (fee currency)', required: false, description: 'Address of the token to pay gas with.'},
        {name: 'globalHelp', type: 'boolean', required: false, description: 'Show the global flags in the help text.'},
      ],
      inherits: {global: [], table: []},
      example: 'celocli reserve:transfergold --from $ACCOUNT_ADDRESS --to $RECIPIENT_ADDRESS --value 1000000000000000000',
    },
  ],
};
