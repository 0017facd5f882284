// src: dt_cli_package, dt_cli_readme, dt_base, dt_cli_reference_node (celo-org/developer-tooling at @celo/celocli 9.0.1; each value below names its file)
// Descriptions are written for this site; names, types, defaults and relations come from the facts.
import type {GlobalFlag, TableFlag} from './types';

/** The celocli release this reference describes. */
// src: dt_cli_package (version), dt_cli_changelog (## 9.0.1)
export const CELOCLI_VERSION = '9.0.1';

export const celocliPackage = {
  // src: dt_cli_package (name)
  npmName: '@celo/celocli',
  // src: dt_cli_package (oclif.bin)
  binary: 'celocli',
  // src: dt_cli_package (engines.node)
  nodeEngines: '>=20',
  // src: dt_cli_readme ("tested on node 24")
  readmeTestedOnNode: 24,
  // src: dt_cli_package (repository.url, repository.directory)
  repository: 'https://github.com/celo-org/developer-tooling',
  repositoryDirectory: 'packages/cli',
  // src: dt_cli_package (license)
  license: 'Apache-2.0',
  // src: docs_cli_index (the module:command pattern)
  commandPattern: 'celocli <topic>:<command> <...args> <...flags>',
  // src: dt_cli_readme, docs_cli_index
  listAllCommands: 'celocli commands',
  // src: docs_cli_index, dt_base (globalHelp)
  showGlobalFlags: '--globalHelp',
  // src: dt_cli_package (oclif.additionalHelpFlags, oclif.additionalVersionFlags)
  helpShortFlag: '-h',
  versionShortFlag: '-v',
} as const;

// src: dt_cli_readme (npm, beta, npx, Homebrew), docs_cli_index (yarn)
export const installCommands = {
  npmGlobal: 'npm install -g @celo/celocli',
  npmBeta: 'npm install -g @celo/celocli@beta',
  npmLocal: 'npm install @celo/celocli',
  npmLocalRun: 'npx celocli',
  yarnLocal: 'yarn add @celo/celocli',
  yarnLocalRun: 'yarn celocli',
  homebrew: ['brew tap celo-org/brew', 'brew install celocli'],
} as const;

// src: dt_cli_config
export const configKeys = [
  {key: 'node', default: 'http://localhost:8545', description: 'Node that commands talk to when you pass no `--node` flag.'},
  {key: 'derivationPath', default: 'ETHEREUM_DERIVATION_PATH', description: 'Derivation path used for Ledger accounts and new keys. The default is the `ETHEREUM_DERIVATION_PATH` constant of the celocli source.'},
  {key: 'telemetry', default: 'true', description: 'Whether celocli sends anonymous usage data.'},
] as const;

/** Short names that `--node` accepts instead of a URL. */
// src: dt_base (the node flag's aliases)
export const nodeAliases = [
  {names: ['celo', 'forno', 'mainnet'], target: 'Celo Mainnet public RPC', url: 'https://forno.celo.org'},
  {names: ['celo-sepolia', 'cs', 'testnet'], target: 'Celo Sepolia public RPC', url: 'https://forno.celo-sepolia.celo-testnet.org'},
  {names: ['local', 'localhost'], target: 'A node on your machine', url: 'http://localhost:8545'},
] as const;

// src: dt_base (BaseCommand.flags)
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

// src: dt_cli_reference_node (the table flags of node:list, as oclif renders them)
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

// src: dt_cli_changelog (the versions); the dates are those of the commits the tags @celo/celocli@<version> point to
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
