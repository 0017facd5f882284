// src: celo-org/developer-tooling@88cbd54f1c1c9f0c322f5e8d1af9d5c23fa2d557:docs/command-line-interface/multisig.md
// src: celo-org/developer-tooling@88cbd54f1c1c9f0c322f5e8d1af9d5c23fa2d557:packages/cli/src/commands/multisig
// Descriptions and examples are written for this site; names, types, defaults and options come from the facts.
import type {Topic} from '../types';

export const multisig: Topic = {
  name: 'multisig',
  description: 'Inspect a MultiSig contract and propose, approve or send transactions through it.',
  lifecycle: {state: 'current'},
  commands: [
    {
      id: 'multisig:approve',
      description: 'Confirm a pending transaction of a MultiSig contract.',
      source: 'packages/cli/src/commands/multisig/approve.ts',
      args: [],
      flags: [
        {name: 'for', type: 'address', required: true, description: 'Address of the MultiSig contract.'},
        {name: 'from', type: 'address', required: true, description: 'Address of a MultiSig owner.'},
        {name: 'tx', type: 'bigint (wei)', required: true, description: 'Index of the MultiSig transaction.'},
      ],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli multisig:approve --for $MULTISIG_ADDRESS --from $OWNER_ADDRESS --tx 3 --node celo --useLedger',
    },
    {
      id: 'multisig:propose',
      description: 'Submit a new transaction to a MultiSig contract.',
      source: 'packages/cli/src/commands/multisig/propose.ts',
      args: [
        {name: 'ARG1', type: 'address', required: true, description: 'Address of the MultiSig contract.'},
      ],
      flags: [
        {name: 'data', type: 'hex string', required: false, default: '0x', description: 'Call data of the transaction, as hex.'},
        {name: 'from', type: 'address', required: true, description: 'Address of a MultiSig owner.'},
        {name: 'to', type: 'address', required: true, description: 'Address the MultiSig transaction calls.'},
        {name: 'value', type: 'bigint (wei)', required: false, description: 'CELO to send with the transaction, in wei.'},
      ],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli multisig:propose $MULTISIG_ADDRESS --from $OWNER_ADDRESS --to $TARGET_ADDRESS --data 0x --value 1000000000000000000 --node celo --useLedger',
    },
    {
      id: 'multisig:show',
      description: 'Show the owners, confirmation thresholds and transactions of a MultiSig contract.',
      source: 'packages/cli/src/commands/multisig/show.ts',
      args: [
        {name: 'ARG1', type: 'address', required: true, description: 'Address of the MultiSig contract.'},
      ],
      flags: [
        {name: 'all', type: 'boolean', required: false, default: 'false', description: 'Show every transaction, not only pending ones.'},
        {name: 'raw', type: 'boolean', required: false, default: 'false', description: 'Show transaction data without decoding it.'},
        {name: 'tx', type: 'integer', required: false, description: 'Show only the transaction with this index.'},
      ],
      inherits: {global: ['globalHelp', 'node'], table: []},
      example: 'celocli multisig:show $MULTISIG_ADDRESS --all --node celo',
    },
    {
      id: 'multisig:transfer',
      description: 'Propose or confirm a CELO transfer from a MultiSig contract.',
      source: 'packages/cli/src/commands/multisig/transfer.ts',
      args: [
        {name: 'ARG1', type: 'address', required: true, description: 'Address of the MultiSig contract.'},
      ],
      flags: [
        {name: 'amount', type: 'bigint (wei)', required: true, description: 'Amount of CELO to transfer, in wei.'},
        {name: 'from', type: 'address', required: true, description: 'Address of a MultiSig owner.'},
        {name: 'sender', type: 'address', required: false, description: 'Address to transfer from, with `--transferFrom`.'},
        {name: 'to', type: 'address', required: true, description: 'Address that receives the CELO.'},
        {name: 'transferFrom', type: 'boolean', required: false, description: 'Transfer from `--sender` with `transferFrom` instead of from the MultiSig itself.'},
      ],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli multisig:transfer $MULTISIG_ADDRESS --from $OWNER_ADDRESS --to $RECIPIENT_ADDRESS --amount 1000000000000000000 --node celo --useLedger',
    },
  ],
};
