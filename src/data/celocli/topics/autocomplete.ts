// src: celo-org/developer-tooling@88cbd54f1c1c9f0c322f5e8d1af9d5c23fa2d557:docs/command-line-interface/autocomplete.md
// Descriptions and examples are written for this site; names, types, defaults and options come from the facts.
import type {Topic} from '../types';

export const autocomplete: Topic = {
  name: 'autocomplete',
  description: 'Set up shell completion for celocli commands and flags in bash, zsh or PowerShell.',
  lifecycle: {state: 'current'},
  commands: [
    {
      id: 'autocomplete',
      description: 'Print the steps that turn on tab completion for celocli in your shell.',
      providedBy: '@oclif/plugin-autocomplete@v3.2.0',
      args: [
        {name: 'SHELL', required: false, options: ['zsh', 'bash', 'powershell'], description: 'Shell to set up. Detected from your environment when left out.'},
      ],
      flags: [
        {name: 'refresh-cache', char: 'r', type: 'boolean', required: false, description: 'Rebuild the completion cache.'},
      ],
      inherits: {global: [], table: []},
      example: 'celocli autocomplete zsh',
    },
  ],
};
