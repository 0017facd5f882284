// src: celo-org/docs@2f7bb974acb4595388b1bcd94db5cb70a4b70f74:docs/cli/utils.md
// Descriptions and examples are written for this site; names, types, defaults and options come from the facts.
import type {Topic} from '../types';

export const utils: Topic = {
  name: 'utils',
  description: 'A topic of older celocli releases that held a single command for listing the fee currency allowlist.',
  lifecycle: {state: 'removed', replacement: 'network:whitelist', note: 'The `utils` topic appears only in the older celocli reference and never in the celo-org/developer-tooling repository, so the release that dropped it is not recorded.'},
  commands: [
    {
      id: 'utils:whitelist',
      description: 'List the fee currency allowlist. Use `network:whitelist` instead.',
      args: [],
      flags: [
        {name: 'gasCurrency', type: 'address (fee currency)', required: false, description: 'Address of the token to pay gas with.'},
        {name: 'globalHelp', type: 'boolean', required: false, description: 'Show the global flags in the help text.'},
      ],
      inherits: {global: [], table: []},
      example: 'celocli utils:whitelist',
    },
  ],
};
