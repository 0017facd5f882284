// Types of the celocli command reference data. One module per topic lives in ./topics.

/** Value types as recorded in the facts (from the oclif flag constructors in the celocli source). */
export type ValueType =
  | 'string'
  | 'boolean'
  | 'integer'
  | 'option'
  | 'address'
  | 'address (fee currency)'
  | 'address[] (JSON array)'
  | 'bigint (wei)'
  | 'wei'
  | 'url'
  | 'url (proposal description)'
  | 'hex string'
  | 'hex (proof of possession)'
  | 'hex (ECDSA public key)'
  | 'file path'
  | 'file path (new)'
  | 'CustomFlags.blsPublicKey'
  | 'CustomFlags.blsProofOfPossession';

export interface Flag {
  /** Long name, used as `--name`. */
  name: string;
  /** One-letter short form, used as `-c`. */
  char?: string;
  type: ValueType;
  required: boolean;
  /** Default value exactly as celocli prints it. */
  default?: string;
  /** Allowed values; any other value is rejected. */
  options?: readonly string[];
  description: string;
}

export interface Arg {
  /** Positional argument name as shown in the generated help (`ARG1`, `PLUGIN...`). */
  name: string;
  type?: ValueType;
  required: boolean;
  options?: readonly string[];
  description: string;
}

/** Names of the global flags (see ./global.ts). */
export type GlobalFlagName =
  | 'privateKey'
  | 'node'
  | 'gasCurrency'
  | 'useLedger'
  | 'ledgerAddresses'
  | 'ledgerLiveMode'
  | 'globalHelp'
  | 'ledgerCustomAddresses'
  | 'ledgerConfirmAddress'
  | 'useAKV'
  | 'azureVaultName';

/** Names of the table output flags (see ./global.ts). */
export type TableFlagName = 'columns' | 'csv' | 'extended' | 'filter' | 'no-header' | 'no-truncate' | 'output' | 'sort';

export interface GlobalFlag extends Omit<Flag, 'name' | 'type'> {
  name: GlobalFlagName;
  type: ValueType | 'address (fee currency)';
  /** Other names of the flag itself, such as `--rpc-url` for `--node`. */
  flagAliases?: readonly string[];
  /** Flags that cannot be combined with this one. */
  exclusive?: readonly GlobalFlagName[];
  /** Flags that must be set for this one to take effect. */
  dependsOn?: readonly GlobalFlagName[];
  /** Hidden flags work but are left out of `--help`. */
  hidden?: boolean;
  deprecated?: boolean;
}

export interface TableFlag extends Omit<Flag, 'name' | 'required'> {
  name: TableFlagName;
  exclusive?: readonly TableFlagName[];
}

/** Where a topic or a command stands in the release history. */
export type Lifecycle =
  | {state: 'current'}
  | {
      state: 'deprecated' | 'removed' | 'renamed';
      /** Last celocli release whose reference documents it. */
      lastDocumentedIn?: string;
      /** First celocli release without it. */
      removedIn?: string;
      /** Day its reference page was deleted from the celocli repository (YYYY-MM-DD). */
      docsRemovedOn?: string;
      /** Topic or command id to use instead. */
      replacement?: string;
      /** One or two sentences for the reader, written for this site. */
      note: string;
    };

export interface Command {
  /** Full command id, `topic:command` (or a bare name for oclif plugin commands). */
  id: string;
  description: string;
  /** Source file in celo-org/developer-tooling. */
  source?: string;
  /** oclif plugin (and version) that provides the command. */
  providedBy?: string;
  /** This id is another name for the command with the given id. */
  aliasOf?: string;
  /** Other ids that run this command. */
  aliases?: readonly string[];
  lifecycle?: Lifecycle;
  args: readonly Arg[];
  flags: readonly Flag[];
  /** Global and table flags that the command also accepts, as shown in its generated help. */
  inherits: {global: readonly GlobalFlagName[]; table: readonly TableFlagName[]};
  /** A realistic invocation; omitted only for plain aliases, whose example is on the target command. */
  example?: string;
}

/** A page of this site that readers of a topic often need next. */
export interface RelatedDoc {
  label: string;
  /** Path of the doc file under docs/, such as `network/mainnet.md`. */
  doc: string;
}

export interface Topic {
  name: string;
  description: string;
  lifecycle: Lifecycle;
  commands: readonly Command[];
  /** Guides and concept pages to list under "See also". */
  related?: readonly RelatedDoc[];
}
