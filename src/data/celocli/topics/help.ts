// src: celo-org/developer-tooling@88cbd54f1c1c9f0c322f5e8d1af9d5c23fa2d557:docs/command-line-interface/help.md
// Descriptions and examples are written for this site; names, types, defaults and options come from the facts.
import type {Topic} from '../types';

export const help: Topic = {
  name: 'help',
  description: 'Print the help text of celocli or of one command.',
  lifecycle: {state: 'current'},
  commands: [
    {
      id: 'help',
      description: 'Show help for celocli, or for the command you name.',
      providedBy: '@oclif/plugin-help@v6.2.8',
      args: [
        {name: 'COMMAND...', required: false, description: 'Command to show help for, such as `account:balance`.'},
      ],
      flags: [
        {name: 'nested-commands', char: 'n', type: 'boolean', required: false, description: 'Include the commands of all topics below this one.'},
      ],
      inherits: {global: [], table: []},
      example: 'celocli help account:balance',
    },
  ],
};
