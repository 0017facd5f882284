// src: celo-org/developer-tooling@88cbd54f1c1c9f0c322f5e8d1af9d5c23fa2d557:packages/cli/src/commands/dkg
// src: celo-org/developer-tooling@c7514dd9434d250e2b380313e54eccdcb75dca0d:docs/command-line-interface/dkg.md
// Descriptions and examples are written for this site; names, types, defaults and options come from the facts.
import type {Topic} from '../types';

export const dkg: Topic = {
  name: 'dkg',
  description: 'Commands for the distributed key generation (DKG) contract that was used during the Celo L1 era.',
  lifecycle: {state: 'deprecated', lastDocumentedIn: '6.1.0', docsRemovedOn: '2025-05-13', note: 'The `dkg` commands are still in the celocli 9.0.1 source, but hidden and marked deprecated. celocli 9.0.1 has no other topic for DKG contracts.'},
  commands: [
    {
      id: 'dkg:allowlist',
      description: 'Add a participant address to the allowlist of a DKG contract.',
      source: 'packages/cli/src/commands/dkg/allowlist.ts',
      args: [],
      flags: [
        {name: 'address', type: 'address', required: true, description: 'Address of the DKG contract.'},
        {name: 'from', type: 'address', required: true, description: 'Address of the contract owner.'},
        {name: 'participantAddress', type: 'string', required: true, description: 'Address of the participant.'},
      ],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli dkg:allowlist --address $DKG_ADDRESS --from $ACCOUNT_ADDRESS --participantAddress $PARTICIPANT_ADDRESS',
    },
    {
      id: 'dkg:deploy',
      description: 'Deploy a DKG contract.',
      source: 'packages/cli/src/commands/dkg/deploy.ts',
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'Address that deploys the contract.'},
        {name: 'phaseDuration', type: 'integer', required: true, description: 'Length of each phase, in blocks.'},
        {name: 'threshold', type: 'integer', required: true, description: 'Number of participants needed.'},
      ],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli dkg:deploy --from $ACCOUNT_ADDRESS --phaseDuration 100 --threshold 3',
    },
    {
      id: 'dkg:get',
      description: 'Read the state of a DKG contract: shares, responses, justifications, participants, phase or group.',
      source: 'packages/cli/src/commands/dkg/get.ts',
      args: [],
      flags: [
        {name: 'address', type: 'address', required: true, description: 'Address of the DKG contract.'},
        {name: 'method', type: 'option', required: true, options: ['shares', 'responses', 'justifications', 'participants', 'phase', 'group'], description: 'Value to read.'},
      ],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli dkg:get --address $DKG_ADDRESS --method phase',
    },
    {
      id: 'dkg:publish',
      description: 'Publish data to a DKG contract.',
      source: 'packages/cli/src/commands/dkg/publish.ts',
      args: [],
      flags: [
        {name: 'address', type: 'address', required: true, description: 'Address of the DKG contract.'},
        {name: 'data', type: 'string', required: true, description: 'Data to publish.'},
        {name: 'from', type: 'address', required: true, description: 'Address of the participant.'},
      ],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli dkg:publish --address $DKG_ADDRESS --data $DKG_DATA --from $ACCOUNT_ADDRESS',
    },
    {
      id: 'dkg:register',
      description: 'Register a participant and its BLS key with a DKG contract.',
      source: 'packages/cli/src/commands/dkg/register.ts',
      args: [],
      flags: [
        {name: 'address', type: 'address', required: true, description: 'Address of the DKG contract.'},
        {name: 'blsKey', type: 'string', required: true, description: 'BLS public key.'},
        {name: 'from', type: 'address', required: true, description: 'Address of the participant.'},
      ],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli dkg:register --address $DKG_ADDRESS --blsKey $BLS_PUBLIC_KEY --from $ACCOUNT_ADDRESS',
    },
    {
      id: 'dkg:start',
      description: 'Start the DKG process.',
      source: 'packages/cli/src/commands/dkg/start.ts',
      args: [],
      flags: [
        {name: 'address', type: 'address', required: true, description: 'Address of the DKG contract.'},
        {name: 'from', type: 'address', required: true, description: 'Address of the contract owner.'},
      ],
      inherits: {global: ['gasCurrency', 'globalHelp', 'ledgerAddresses', 'ledgerLiveMode', 'node', 'privateKey', 'useLedger'], table: []},
      example: 'celocli dkg:start --address $DKG_ADDRESS --from $ACCOUNT_ADDRESS',
    },
  ],
};
