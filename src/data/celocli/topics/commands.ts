// src: celo-org/developer-tooling@88cbd54f1c1c9f0c322f5e8d1af9d5c23fa2d557:docs/command-line-interface/commands.md
// Descriptions and examples are written for this site; names, types, defaults and options come from the facts.
import type {Topic} from '../types';

export const commands: Topic = {
  name: 'commands',
  description: 'List every command that your installed celocli provides, including those added by plugins.',
  lifecycle: {state: 'current'},
  commands: [
    {
      id: 'commands',
      description: 'List all commands of celocli.',
      providedBy: '@oclif/plugin-commands@v4.1.21',
      args: [],
      flags: [
        {name: 'deprecated', type: 'boolean', required: false, description: 'Include deprecated commands.'},
        {name: 'hidden', type: 'boolean', required: false, description: 'Include hidden commands.'},
        {name: 'tree', type: 'boolean', required: false, description: 'Show the commands as a tree.'},
        {name: 'json', type: 'boolean', required: false, description: 'Print the command list as JSON.'},
      ],
      inherits: {global: [], table: ['columns', 'extended', 'no-truncate', 'sort']},
      example: 'celocli commands --tree',
    },
  ],
};
