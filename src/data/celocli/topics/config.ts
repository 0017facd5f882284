// src: celo-org/developer-tooling@88cbd54f1c1c9f0c322f5e8d1af9d5c23fa2d557:docs/command-line-interface/config.md
// src: celo-org/developer-tooling@88cbd54f1c1c9f0c322f5e8d1af9d5c23fa2d557:packages/cli/src/commands/config
// Descriptions and examples are written for this site; names, types, defaults and options come from the facts.
import type {Topic} from '../types';

export const config: Topic = {
  name: 'config',
  description: 'Read and change the settings that celocli stores in its configuration file, such as the default node.',
  lifecycle: {state: 'current'},
  commands: [
    {
      id: 'config:get',
      description: 'Print the current configuration of celocli.',
      source: 'packages/cli/src/commands/config/get.ts',
      args: [],
      flags: [],
      inherits: {global: [], table: []},
      example: 'celocli config:get',
    },
    {
      id: 'config:set',
      description: 'Change the configuration of celocli: the default node, the derivation path or telemetry.',
      source: 'packages/cli/src/commands/config/set.ts',
      args: [],
      flags: [
        {name: 'derivationPath', type: 'string', required: false, description: 'Default derivation path for Ledger and new accounts, as a BIP-44 path or `eth` or `celoLegacy`.'},
        {name: 'telemetry', type: 'string', required: false, options: ['1', '0'], description: 'Turn telemetry on (`1`) or off (`0`).'},
      ],
      inherits: {global: ['node'], table: []},
      example: 'celocli config:set --node celo',
    },
  ],
};
