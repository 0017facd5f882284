// src: /work/shared/facts/celocli.yaml package, release_history, global_flags, table_flags, view_commands_note
// Descriptions are written for this site; names, types, defaults and relations come from the facts.
import type {GlobalFlag, TableFlag} from './types';

/** The celocli release this reference describes. */
// src: package.latest_version_in_repo
export const CELOCLI_VERSION = '9.0.1';

export const celocliPackage = {
  // src: package.npm_name
  npmName: '@celo/celocli',
  // src: package.binary
  binary: 'celocli',
  // src: package.engines_node
  nodeEngines: '>=20',
  // src: package.readme_tested_on_node
  readmeTestedOnNode: 24,
  // src: package.repository
  repository: 'https://github.com/celo-org/developer-tooling',
  repositoryDirectory: 'packages/cli',
  // src: package.license
  license: 'Apache-2.0',
  // src: package.command_pattern
  commandPattern: 'celocli <topic>:<command> <...args> <...flags>',
  // src: package.list_all_commands
  listAllCommands: 'celocli commands',
  // src: package.show_global_flags
  showGlobalFlags: '--globalHelp',
  // src: package.additional_help_flags, package.additional_version_flags
  helpShortFlag: '-h',
  versionShortFlag: '-v',
} as const;

// src: package.install
export const installCommands = {
  npmGlobal: 'npm install -g @celo/celocli',
  npmBeta: 'npm install -g @celo/celocli@beta',
  npmLocal: 'npm install @celo/celocli',
  npmLocalRun: 'npx celocli',
  yarnLocal: 'yarn add @celo/celocli',
  yarnLocalRun: 'yarn celocli',
  homebrew: ['brew tap celo-org/brew', 'brew install celocli'],
} as const;

// src: package.config_file (packages/cli/src/utils/config.ts)
export const configKeys = [
  {key: 'node', default: 'http://localhost:8545', description: 'Node that commands talk to when you pass no --node flag.'},
  {key: 'derivationPath', default: 'ETHEREUM_DERIVATION_PATH', description: 'Derivation path used for Ledger accounts and new keys. The default is the `ETHEREUM_DERIVATION_PATH` constant of the celocli source.'},
  {key: 'telemetry', default: 'true', description: 'Whether celocli sends anonymous usage data.'},
] as const;

/** Short names that `--node` accepts instead of a URL. */
// src: global_flags[node].value_aliases
export const nodeAliases = [
  {names: ['celo', 'forno', 'mainnet'], target: 'Celo Mainnet public RPC', url: 'https://forno.celo.org'},
  {names: ['celo-sepolia', 'cs', 'testnet'], target: 'Celo Sepolia public RPC', url: 'https://forno.celo-sepolia.celo-testnet.org'},
  {names: ['local', 'localhost'], target: 'A node on your machine', url: 'http://localhost:8545'},
] as const;

// src: global_flags (packages/cli/src/base.ts BaseCommand.flags)
export const globalFlags: readonly GlobalFlag[] = [
  {name: 'privateKey', char: 'k', type: 'string', required: false, exclusive: ['useLedger', 'useAKV'], description: 'Private key to sign transactions with. Read it from an environment variable rather than typing it.'},
  {name: 'node', char: 'n', type: 'string', required: false, flagAliases: ['rpc-url', 'rpc'], description: 'URL of the node to talk to, or one of the short names `celo`, `celo-sepolia` or `local`. Falls back to the node in the config file, then to `http://localhost:8545`.'},
  {name: 'gasCurrency', type: 'address (fee currency)', required: false, description: 'Address of an allowlisted token to pay gas with instead of CELO.'},
  {name: 'useLedger', type: 'boolean', required: false, default: 'false', exclusive: ['privateKey'], description: 'Sign with a Ledger hardware wallet.'},
  {name: 'ledgerAddresses', type: 'integer', required: false, default: '1', dependsOn: ['useLedger'], description: 'Number of Ledger addresses to load, starting at index 0.'},
  {name: 'ledgerLiveMode', type: 'boolean', required: false, default: 'false', dependsOn: ['useLedger'], description: 'Derive addresses the way Ledger Live does, changing the account index instead of the address index.'},
  {name: 'globalHelp', type: 'boolean', required: false, default: 'false', description: 'Show the global flags in the help text.'},
  {name: 'ledgerCustomAddresses', type: 'string', required: false, default: '[0]', dependsOn: ['useLedger'], hidden: true, description: 'JSON array of the Ledger address indexes to load.'},
  {name: 'ledgerConfirmAddress', type: 'boolean', required: false, default: 'false', dependsOn: ['useLedger'], hidden: true, description: 'Ask the Ledger to show and confirm the address before signing.'},
  {name: 'useAKV', type: 'boolean', required: false, hidden: true, deprecated: true, description: 'Sign with a key in Azure Key Vault.'},
  {name: 'azureVaultName', type: 'string', required: false, dependsOn: ['useAKV'], hidden: true, description: 'Name of the Azure Key Vault that holds the key.'},
];

// src: table_flags (oclif ux.table flags as rendered in the generated docs)
export const tableFlags: readonly TableFlag[] = [
  {name: 'columns', type: 'string', description: 'Comma-separated list of the columns to show.'},
  {name: 'csv', type: 'boolean', exclusive: ['no-truncate'], description: 'Print the table as CSV. Same as `--output csv`.'},
  {name: 'extended', char: 'x', type: 'boolean', description: 'Show the extra columns that are hidden by default.'},
  {name: 'filter', type: 'string', description: 'Keep only the rows whose column matches, written as `column=value`.'},
  {name: 'no-header', type: 'boolean', description: 'Leave out the header row.'},
  {name: 'no-truncate', type: 'boolean', description: 'Print long values in full instead of cutting them to the terminal width.'},
  {name: 'output', type: 'option', options: ['csv', 'json', 'yaml'], description: 'Print the table in another format.'},
  {name: 'sort', type: 'string', description: 'Column to sort by; put `-` in front to sort in descending order.'},
];

// src: release_history (git tags @celo/celocli@X, tag commit date)
export const releaseHistory = [
  {version: '4.0.0', date: '2024-02-13'},
  {version: '5.0.0', date: '2024-03-26'},
  {version: '5.1.0', date: '2024-07-24'},
  {version: '6.0.0', date: '2024-12-11'},
  {version: '6.1.0', date: '2025-02-19'},
  {version: '7.0.0', date: '2025-07-10'},
  {version: '7.1.0', date: '2025-08-29'},
  {version: '8.0.0', date: '2025-10-21'},
  {version: '8.0.1', date: '2025-10-30'},
  {version: '8.0.3', date: '2026-01-07'},
  {version: '9.0.0', date: '2026-06-15'},
  {version: '9.0.1', date: '2026-06-16'},
] as const;
