// src: celo-org/developer-tooling@88cbd54f1c1c9f0c322f5e8d1af9d5c23fa2d557:docs/command-line-interface/bridge.md
// src: celo-org/developer-tooling@88cbd54f1c1c9f0c322f5e8d1af9d5c23fa2d557:packages/cli/src/commands/bridge
// Descriptions and examples are written for this site; names, types, defaults and options come from the facts.
import type {Topic} from '../types';

export const bridge: Topic = {
  name: 'bridge',
  description: 'Move CELO between Ethereum (L1) and Celo (L2) through the native bridge: deposit, then start, prove, finalize and track withdrawals.',
  lifecycle: {state: 'current'},
  commands: [
    {
      id: 'bridge:deposit',
      description: 'Deposit CELO from Ethereum into Celo through the native bridge.',
      source: 'packages/cli/src/commands/bridge/deposit.ts',
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'Address on Ethereum that sends the CELO and signs the deposit.'},
        {name: 'gasLimit', type: 'integer', required: false, default: '100000', description: 'Gas limit for the deposit transaction on Celo.'},
        {name: 'l1RpcUrl', type: 'string', required: true, description: 'URL of an Ethereum (L1) RPC endpoint.'},
        {name: 'network', type: 'string', required: true, options: ['mainnet', 'sepolia'], description: 'Network pair to use: `mainnet` (Ethereum and Celo Mainnet) or `sepolia` (Ethereum Sepolia and Celo Sepolia).'},
        {name: 'to', type: 'address', required: false, description: 'Address on Celo that receives the CELO. Defaults to `--from`.'},
        {name: 'value', type: 'bigint (wei)', required: true, description: 'Amount of CELO to deposit, in wei.'},
      ],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli bridge:deposit --network sepolia --from $ACCOUNT_ADDRESS --value 1000000000000000000 --l1RpcUrl $L1_RPC_URL --node celo-sepolia --useLedger',
    },
    {
      id: 'bridge:withdraw-finalize',
      description: 'Finalize a withdrawal on Ethereum once its challenge period is over.',
      source: 'packages/cli/src/commands/bridge/withdraw-finalize.ts',
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'Address on Ethereum that signs the finalize transaction.'},
        {name: 'l1RpcUrl', type: 'string', required: true, description: 'URL of an Ethereum (L1) RPC endpoint.'},
        {name: 'network', type: 'string', required: true, options: ['mainnet', 'sepolia'], description: 'Network pair to use: `mainnet` (Ethereum and Celo Mainnet) or `sepolia` (Ethereum Sepolia and Celo Sepolia).'},
        {name: 'txHash', type: 'hex string', required: true, description: 'Hash of the L2 withdrawal transaction.'},
      ],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli bridge:withdraw-finalize --network sepolia --from $ACCOUNT_ADDRESS --txHash $WITHDRAWAL_TX_HASH --l1RpcUrl $L1_RPC_URL --node celo-sepolia --useLedger',
    },
    {
      id: 'bridge:withdraw-init',
      description: 'Start a withdrawal of CELO from Celo to Ethereum.',
      source: 'packages/cli/src/commands/bridge/withdraw-init.ts',
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'Address on Celo that sends the CELO.'},
        {name: 'network', type: 'string', required: true, options: ['mainnet', 'sepolia'], description: 'Network pair to use: `mainnet` (Ethereum and Celo Mainnet) or `sepolia` (Ethereum Sepolia and Celo Sepolia).'},
        {name: 'to', type: 'address', required: false, description: 'Address on Ethereum that receives the CELO. Defaults to `--from`.'},
        {name: 'value', type: 'bigint (wei)', required: true, description: 'Amount of CELO to withdraw, in wei.'},
      ],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli bridge:withdraw-init --network sepolia --from $ACCOUNT_ADDRESS --value 1000000000000000000 --node celo-sepolia --useLedger',
    },
    {
      id: 'bridge:withdraw-prove',
      description: 'Prove a started withdrawal on Ethereum. The withdrawal can be finalized after the challenge period.',
      source: 'packages/cli/src/commands/bridge/withdraw-prove.ts',
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'Address on Ethereum that signs the prove transaction.'},
        {name: 'l1RpcUrl', type: 'string', required: true, description: 'URL of an Ethereum (L1) RPC endpoint.'},
        {name: 'network', type: 'string', required: true, options: ['mainnet', 'sepolia'], description: 'Network pair to use: `mainnet` (Ethereum and Celo Mainnet) or `sepolia` (Ethereum Sepolia and Celo Sepolia).'},
        {name: 'txHash', type: 'hex string', required: true, description: 'Hash of the L2 withdrawal transaction.'},
      ],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli bridge:withdraw-prove --network sepolia --from $ACCOUNT_ADDRESS --txHash $WITHDRAWAL_TX_HASH --l1RpcUrl $L1_RPC_URL --node celo-sepolia --useLedger',
    },
    {
      id: 'bridge:withdraw-status',
      description: 'Show the state of a withdrawal, such as whether it is ready to be proven or finalized.',
      source: 'packages/cli/src/commands/bridge/withdraw-status.ts',
      args: [],
      flags: [
        {name: 'l1RpcUrl', type: 'string', required: true, description: 'URL of an Ethereum (L1) RPC endpoint.'},
        {name: 'network', type: 'string', required: true, options: ['mainnet', 'sepolia'], description: 'Network pair to use: `mainnet` (Ethereum and Celo Mainnet) or `sepolia` (Ethereum Sepolia and Celo Sepolia).'},
        {name: 'txHash', type: 'hex string', required: true, description: 'Hash of the L2 withdrawal transaction.'},
      ],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli bridge:withdraw-status --network sepolia --txHash $WITHDRAWAL_TX_HASH --l1RpcUrl $L1_RPC_URL --node celo-sepolia',
    },
  ],
  // Pages of this site, not facts.
  related: [
    {label: 'Bridge from Ethereum to Celo', doc: 'cel2/guides/bridging-celo-l1-to-l2.mdx'},
    {label: 'Withdraw from Celo to Ethereum', doc: 'cel2/guides/withdrawing-l2-to-l1.mdx'},
  ],
};
