// src: celo-org/developer-tooling@88cbd54f1c1c9f0c322f5e8d1af9d5c23fa2d557:docs/command-line-interface/transfer.md
// src: celo-org/developer-tooling@88cbd54f1c1c9f0c322f5e8d1af9d5c23fa2d557:packages/cli/src/commands/transfer
// Descriptions and examples are written for this site; names, types, defaults and options come from the facts.
import type {Topic} from '../types';

export const transfer: Topic = {
  name: 'transfer',
  description: 'Send CELO, Mento stablecoins or any ERC-20 token from an account.',
  lifecycle: {state: 'current'},
  commands: [
    {
      id: 'transfer:celo',
      description: 'Send CELO to an address.',
      source: 'packages/cli/src/commands/transfer/celo.ts',
      args: [],
      flags: [
        {name: 'comment', type: 'string', required: false, description: 'Comment to attach to the transfer.'},
        {name: 'from', type: 'address', required: true, description: 'Address that sends the CELO.'},
        {name: 'to', type: 'address', required: true, description: 'Address that receives the funds.'},
        {name: 'value', type: 'bigint (wei)', required: true, description: 'Amount of CELO to send, in wei.'},
      ],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli transfer:celo --from $ACCOUNT_ADDRESS --to $RECIPIENT_ADDRESS --value 1000000000000000000 --node celo --useLedger',
    },
    {
      id: 'transfer:dollars',
      description: 'Send USDm (formerly cUSD) to an address.',
      source: 'packages/cli/src/commands/transfer/dollars.ts',
      args: [],
      flags: [
        {name: 'comment', type: 'string', required: false, description: 'Comment to attach to the transfer.'},
        {name: 'from', type: 'address', required: true, description: 'Address that sends the USDm.'},
        {name: 'to', type: 'address', required: true, description: 'Address that receives the funds.'},
        {name: 'value', type: 'bigint (wei)', required: true, description: 'Amount of USDm to send, in wei.'},
      ],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli transfer:dollars --from $ACCOUNT_ADDRESS --to $RECIPIENT_ADDRESS --value 1000000000000000000 --node celo --useLedger',
    },
    {
      id: 'transfer:erc20',
      description: 'Send any ERC-20 token to an address.',
      source: 'packages/cli/src/commands/transfer/erc20.ts',
      args: [],
      flags: [
        {name: 'erc20Address', type: 'address', required: true, description: 'Address of the ERC-20 token.'},
        {name: 'from', type: 'address', required: true, description: 'Address that sends the tokens.'},
        {name: 'to', type: 'address', required: true, description: 'Address that receives the funds.'},
        {name: 'value', type: 'bigint (wei)', required: true, description: 'Amount to send, in the smallest unit of the token.'},
      ],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli transfer:erc20 --erc20Address $TOKEN_ADDRESS --from $ACCOUNT_ADDRESS --to $RECIPIENT_ADDRESS --value 1000000 --node celo --useLedger',
    },
    {
      id: 'transfer:euros',
      description: 'Send EURm (formerly cEUR) to an address.',
      source: 'packages/cli/src/commands/transfer/euros.ts',
      args: [],
      flags: [
        {name: 'comment', type: 'string', required: false, description: 'Comment to attach to the transfer.'},
        {name: 'from', type: 'address', required: true, description: 'Address that sends the EURm.'},
        {name: 'to', type: 'address', required: true, description: 'Address that receives the funds.'},
        {name: 'value', type: 'bigint (wei)', required: true, description: 'Amount of EURm to send, in wei.'},
      ],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli transfer:euros --from $ACCOUNT_ADDRESS --to $RECIPIENT_ADDRESS --value 1000000000000000000 --node celo --useLedger',
    },
    {
      id: 'transfer:reals',
      description: 'Send BRLm (formerly cREAL) to an address.',
      source: 'packages/cli/src/commands/transfer/reals.ts',
      args: [],
      flags: [
        {name: 'comment', type: 'string', required: false, description: 'Comment to attach to the transfer.'},
        {name: 'from', type: 'address', required: true, description: 'Address that sends the BRLm.'},
        {name: 'to', type: 'address', required: true, description: 'Address that receives the funds.'},
        {name: 'value', type: 'bigint (wei)', required: true, description: 'Amount of BRLm to send, in wei.'},
      ],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli transfer:reals --from $ACCOUNT_ADDRESS --to $RECIPIENT_ADDRESS --value 1000000000000000000 --node celo --useLedger',
    },
    {
      id: 'transfer:stable',
      description: 'Send the Mento stablecoin you choose to an address.',
      source: 'packages/cli/src/commands/transfer/stable.ts',
      args: [],
      flags: [
        {name: 'comment', type: 'string', required: false, description: 'Comment to attach to the transfer.'},
        {name: 'from', type: 'address', required: true, description: 'Address that sends the stablecoin.'},
        {name: 'stableToken', type: 'option', required: true, options: ['USDm', 'usdm', 'EURm', 'eurm', 'BRLm', 'brlm'], description: 'Stablecoin to use.'},
        {name: 'to', type: 'address', required: true, description: 'Address that receives the funds.'},
        {name: 'value', type: 'bigint (wei)', required: true, description: 'Amount of the stablecoin to send, in wei.'},
      ],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli transfer:stable --from $ACCOUNT_ADDRESS --to $RECIPIENT_ADDRESS --value 1000000000000000000 --stableToken USDm --node celo --useLedger',
    },
  ],
  // Pages of this site, not facts.
  related: [
    {label: 'Pay gas with ERC-20 tokens (fee abstraction)', doc: 'developer/fee-abstraction.mdx'},
  ],
};
