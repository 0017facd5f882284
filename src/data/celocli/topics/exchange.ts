// src: celo-org/developer-tooling@103ca3561fb01fdd5489d239acd8f33f498354bb:docs/command-line-interface/exchange.md
// Descriptions and examples are written for this site; names, types, defaults and options come from the facts.
import type {Topic} from '../types';

export const exchange: Topic = {
  name: 'exchange',
  description: 'Commands that swapped CELO and Mento stablecoins through the on-chain exchange contracts.',
  lifecycle: {state: 'removed', lastDocumentedIn: '7.1.0', removedIn: '8.0.0', note: 'celocli 9.0.1 has no command that swaps CELO and stablecoins. The commands below only run on celocli 7.1.0 or earlier.'},
  commands: [
    {
      id: 'exchange:celo',
      description: 'Sell CELO for a stablecoin.',
      source: 'packages/cli/src/commands/exchange/celo.ts',
      args: [],
      flags: [
        {name: 'forAtLeast', type: 'wei', required: false, default: '0', description: 'Smallest amount you accept in return, in wei.'},
        {name: 'from', type: 'address', required: true, description: 'Address of the account that signs the transaction.'},
        {name: 'stableToken', type: 'option', required: false, default: 'cusd', options: ['cUSD', 'cusd', 'cEUR', 'ceur', 'cREAL', 'creal'], description: 'Stablecoin to receive.'},
        {name: 'value', type: 'wei', required: true, description: 'Amount of CELO to sell, in wei.'},
      ],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli exchange:celo --from $ACCOUNT_ADDRESS --value 1000000000000000000',
    },
    {
      id: 'exchange:dollars',
      description: 'Sell cUSD for CELO.',
      source: 'packages/cli/src/commands/exchange/dollars.ts',
      args: [],
      flags: [
        {name: 'forAtLeast', type: 'string', required: false, default: '0', description: 'Smallest amount you accept in return, in wei.'},
        {name: 'from', type: 'address', required: true, description: 'Address of the account that signs the transaction.'},
        {name: 'value', type: 'wei', required: true, description: 'Amount of cUSD to sell, in wei.'},
      ],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli exchange:dollars --from $ACCOUNT_ADDRESS --value 1000000000000000000',
    },
    {
      id: 'exchange:euros',
      description: 'Sell cEUR for CELO.',
      source: 'packages/cli/src/commands/exchange/euros.ts',
      args: [],
      flags: [
        {name: 'forAtLeast', type: 'string', required: false, default: '0', description: 'Smallest amount you accept in return, in wei.'},
        {name: 'from', type: 'address', required: true, description: 'Address of the account that signs the transaction.'},
        {name: 'value', type: 'wei', required: true, description: 'Amount of cEUR to sell, in wei.'},
      ],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli exchange:euros --from $ACCOUNT_ADDRESS --value 1000000000000000000',
    },
    {
      id: 'exchange:reals',
      description: 'Sell cREAL for CELO.',
      source: 'packages/cli/src/commands/exchange/reals.ts',
      args: [],
      flags: [
        {name: 'forAtLeast', type: 'string', required: false, default: '0', description: 'Smallest amount you accept in return, in wei.'},
        {name: 'from', type: 'address', required: true, description: 'Address of the account that signs the transaction.'},
        {name: 'value', type: 'wei', required: true, description: 'Amount of cREAL to sell, in wei.'},
      ],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli exchange:reals --from $ACCOUNT_ADDRESS --value 1000000000000000000',
    },
    {
      id: 'exchange:show',
      description: 'Show the current exchange rates between CELO and the stablecoins.',
      source: 'packages/cli/src/commands/exchange/show.ts',
      args: [],
      flags: [
        {name: 'amount', type: 'string', required: false, default: '1000000000000000000', description: 'Amount to price, in wei.'},
      ],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli exchange:show --amount 1000000000000000000',
    },
    {
      id: 'exchange:stable',
      description: 'Sell a stablecoin you choose for CELO.',
      source: 'packages/cli/src/commands/exchange/stable.ts',
      args: [],
      flags: [
        {name: 'forAtLeast', type: 'string', required: false, default: '0', description: 'Smallest amount you accept in return, in wei.'},
        {name: 'from', type: 'address', required: true, description: 'Address of the account that signs the transaction.'},
        {name: 'stableToken', type: 'option', required: false, options: ['cUSD', 'cusd', 'cEUR', 'ceur', 'cREAL', 'creal'], description: 'Stablecoin to sell.'},
        {name: 'value', type: 'bigint (wei)', required: true, description: 'Amount of the stablecoin to sell, in wei.'},
      ],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli exchange:stable --from $ACCOUNT_ADDRESS --value 1000000000000000000 --stableToken cUSD',
    },
  ],
};
