// src: celo-org/developer-tooling@88cbd54f1c1c9f0c322f5e8d1af9d5c23fa2d557:docs/command-line-interface/plugins.md
// Descriptions and examples are written for this site; names, types, defaults and options come from the facts.
import type {Topic} from '../types';

export const plugins: Topic = {
  name: 'plugins',
  description: 'Install, link, inspect, update and remove oclif plugins that add commands to celocli.',
  lifecycle: {state: 'current'},
  commands: [
    {
      id: 'plugins',
      description: 'List the plugins that are installed.',
      providedBy: '@oclif/plugin-plugins@v5.4.34',
      args: [],
      flags: [
        {name: 'core', type: 'boolean', required: false, description: 'Also show the core plugins.'},
        {name: 'json', type: 'boolean', required: false, description: 'Print the plugin list as JSON.'},
      ],
      inherits: {global: [], table: []},
      example: 'celocli plugins --core',
    },
    {
      id: 'plugins:add',
      description: 'Install a plugin. Same as `plugins:install`.',
      args: [
        {name: 'PLUGIN...', required: true, description: 'Plugin to install: an npm package name, a Git URL or a tarball.'},
      ],
      flags: [
        {name: 'force', char: 'f', type: 'boolean', required: false, description: 'Install even when npm reports problems.'},
        {name: 'help', char: 'h', type: 'boolean', required: false, description: 'Show help for the command.'},
        {name: 'silent', char: 's', type: 'boolean', required: false, description: 'Print nothing while installing.'},
        {name: 'verbose', char: 'v', type: 'boolean', required: false, description: 'Print the package manager output.'},
        {name: 'json', type: 'boolean', required: false, description: 'Print the output as JSON.'},
      ],
      inherits: {global: [], table: []},
      example: 'celocli plugins:add PLUGIN_NAME',
    },
    {
      id: 'plugins:inspect',
      description: 'Show details about an installed plugin.',
      providedBy: '@oclif/plugin-plugins@v5.4.34',
      args: [
        {name: 'PLUGIN...', required: true, description: 'Name of the installed plugin.'},
      ],
      flags: [
        {name: 'help', char: 'h', type: 'boolean', required: false, description: 'Show help for the command.'},
        {name: 'verbose', char: 'v', type: 'boolean', required: false, description: 'Print more detail about the plugin.'},
        {name: 'json', type: 'boolean', required: false, description: 'Print the details as JSON.'},
      ],
      inherits: {global: [], table: []},
      example: 'celocli plugins:inspect PLUGIN_NAME',
    },
    {
      id: 'plugins:install',
      description: 'Install a plugin from npm, a Git URL or a local tarball.',
      providedBy: '@oclif/plugin-plugins@v5.4.34',
      aliases: ['plugins:add'],
      args: [
        {name: 'PLUGIN...', required: true, description: 'Plugin to install: an npm package name, a Git URL or a tarball.'},
      ],
      flags: [
        {name: 'force', char: 'f', type: 'boolean', required: false, description: 'Install even when npm reports problems.'},
        {name: 'help', char: 'h', type: 'boolean', required: false, description: 'Show help for the command.'},
        {name: 'silent', char: 's', type: 'boolean', required: false, description: 'Print nothing while installing.'},
        {name: 'verbose', char: 'v', type: 'boolean', required: false, description: 'Print the package manager output.'},
        {name: 'json', type: 'boolean', required: false, description: 'Print the output as JSON.'},
      ],
      inherits: {global: [], table: []},
      example: 'celocli plugins:install PLUGIN_NAME',
    },
    {
      id: 'plugins:link',
      description: 'Link a plugin from a local folder, for plugin development.',
      providedBy: '@oclif/plugin-plugins@v5.4.34',
      args: [
        {name: 'PATH', required: true, description: 'Folder of the plugin.'},
      ],
      flags: [
        {name: 'help', char: 'h', type: 'boolean', required: false, description: 'Show help for the command.'},
        {name: 'verbose', char: 'v', type: 'boolean', required: false, description: 'Print more detail.'},
      ],
      inherits: {global: [], table: []},
      example: 'celocli plugins:link ./my-plugin',
    },
    {
      id: 'plugins:remove',
      description: 'Remove a plugin. Same as `plugins:uninstall`.',
      aliases: ['plugins:unlink'],
      args: [
        {name: 'PLUGIN...', required: false, description: 'Name of the plugin to remove.'},
      ],
      flags: [
        {name: 'help', char: 'h', type: 'boolean', required: false, description: 'Show help for the command.'},
        {name: 'verbose', char: 'v', type: 'boolean', required: false, description: 'Print more detail.'},
      ],
      inherits: {global: [], table: []},
      example: 'celocli plugins:remove PLUGIN_NAME',
    },
    {
      id: 'plugins:reset',
      description: 'Remove every user-installed and linked plugin.',
      providedBy: '@oclif/plugin-plugins@v5.4.34',
      args: [],
      flags: [
        {name: 'hard', type: 'boolean', required: false, description: 'Also delete the node_modules and package manager files of plugins.'},
        {name: 'reinstall', type: 'boolean', required: false, description: 'Reinstall every plugin after resetting.'},
      ],
      inherits: {global: [], table: []},
      example: 'celocli plugins:reset --reinstall',
    },
    {
      id: 'plugins:uninstall',
      description: 'Remove a plugin.',
      providedBy: '@oclif/plugin-plugins@v5.4.34',
      aliases: ['plugins:unlink', 'plugins:remove'],
      args: [
        {name: 'PLUGIN...', required: false, description: 'Name of the plugin to remove.'},
      ],
      flags: [
        {name: 'help', char: 'h', type: 'boolean', required: false, description: 'Show help for the command.'},
        {name: 'verbose', char: 'v', type: 'boolean', required: false, description: 'Print more detail.'},
      ],
      inherits: {global: [], table: []},
      example: 'celocli plugins:uninstall PLUGIN_NAME',
    },
    {
      id: 'plugins:unlink',
      description: 'Remove a plugin. Same as `plugins:uninstall`.',
      aliases: ['plugins:remove'],
      args: [
        {name: 'PLUGIN...', required: false, description: 'Name of the plugin to remove.'},
      ],
      flags: [
        {name: 'help', char: 'h', type: 'boolean', required: false, description: 'Show help for the command.'},
        {name: 'verbose', char: 'v', type: 'boolean', required: false, description: 'Print more detail.'},
      ],
      inherits: {global: [], table: []},
      example: 'celocli plugins:unlink PLUGIN_NAME',
    },
    {
      id: 'plugins:update',
      description: 'Update the installed plugins.',
      providedBy: '@oclif/plugin-plugins@v5.4.34',
      args: [],
      flags: [
        {name: 'help', char: 'h', type: 'boolean', required: false, description: 'Show help for the command.'},
        {name: 'verbose', char: 'v', type: 'boolean', required: false, description: 'Print more detail.'},
      ],
      inherits: {global: [], table: []},
      example: 'celocli plugins:update',
    },
  ],
};
