// src: celo-org/developer-tooling@88cbd54f1c1c9f0c322f5e8d1af9d5c23fa2d557:docs/command-line-interface/identity.md
// src: celo-org/developer-tooling@88cbd54f1c1c9f0c322f5e8d1af9d5c23fa2d557:packages/cli/src/commands/identity
// Descriptions and examples are written for this site; names, types, defaults and options come from the facts.
import type {Topic} from '../types';

export const identity: Topic = {
  name: 'identity',
  description: 'Withdraw rewards left from the attestation service.',
  lifecycle: {state: 'current'},
  commands: [
    {
      id: 'identity:withdraw-attestation-rewards',
      description: 'Withdraw the rewards that an account earned by serving attestations.',
      source: 'packages/cli/src/commands/identity/withdraw-attestation-rewards.ts',
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'Address of the account that earned the rewards.'},
        {name: 'tokenAddress', type: 'address', required: false, description: 'Address of the token in which the rewards are held.'},
      ],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli identity:withdraw-attestation-rewards --from $ACCOUNT_ADDRESS --node celo --useLedger',
    },
  ],
};
