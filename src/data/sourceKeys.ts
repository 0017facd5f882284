/**
 * The sources that `// src:` comments of src/data name by key (`// src: docs_net_mintlify`), each
 * pinned to the commit that was read: several modules cite the same file for many values, and a key
 * keeps those comments short. A module's own source constants (`specJello` in protocolParams.ts,
 * `src.govOverview` in governance.ts) can be named the same way within that module.
 *
 * `npm run check:drift` resolves these keys and reports a drifted source at every line that names it
 * (scripts/drift/dataSources.ts); tests/unit/provenance.test.ts fails a `// src:` comment that names
 * no pinned source. The keys and commits were first recorded in the site's facts sheets (networks,
 * tokens, celocli), where each file was read.
 */
import type {Sources} from './sources';

/** celo-org/celo-l2-node-docker-compose, the node software, at the commits its facts were read. */
const compose = (commit: string, path: string) => `celo-org/celo-l2-node-docker-compose@${commit}:${path}` as const;
/** Tag v1.4.1, the default branch when the compose facts were read (2026-07-20). */
const COMPOSE_HEAD = '7aafa1c0e202e7ec6dcd7c14757c55522006a12f';
/** Tag v1.3.4, the last commit with the rollup.json and genesis.json files (removed in dbf8deac). */
const COMPOSE_ROLLUP = 'a0dd6d9d3420bcc947ca510216dcb56bc5a10e66';
/** The parent of 741d2773 "chore: Remove Alfajores and Baklava (#76)" (2025-11-05). */
const COMPOSE_OLD_TESTNETS = 'e744817d6cae9081656213ca8d14d6c794804bed';
/** celo-org/developer-tooling when the celocli facts were read (2026-06-17; @celo/celocli 9.0.1). */
const tooling = (path: string) => `celo-org/developer-tooling@88cbd54f1c1c9f0c322f5e8d1af9d5c23fa2d557:${path}` as const;

export const sourceKeys = {
  // celo-org/docs, the upstream documentation (both its Docusaurus-era and current trees).
  docs_net_docusaurus: ['celo-org/docs@0240e76888b2bcee951da2f2ec28372875498c06:docs/network/index.md'],
  docs_net_mintlify: ['celo-org/docs@3decab22c72c0aaa2856d047dbffcb846d97e667:tooling/overview/network-overview.mdx'],
  docs_forno_mintlify: ['celo-org/docs@0c3bacf309fd383dd51a3f5897294cb649d67c6c:tooling/nodes/forno.mdx'],
  docs_forno_docusaurus: ['celo-org/docs@042ac50b3a17cb1939aeae4443330b1b0e4de03f:docs/network/node/forno.md'],
  docs_l2_migration: ['celo-org/docs@b555aecbccaafa896797f40742b0b63056efa823:_deprecated/cel2/notices/l2-migration.mdx'],
  docs_isthmus: ['celo-org/docs@dc2745498d6b2ed9c2cabcc6b908092175851df4:_deprecated/cel2/notices/isthmus-upgrade.mdx'],
  docs_eigenda_v2_final: ['celo-org/docs@b5f9618c542e50548dcaf219075bf66826d48444:infra-partners/notices/eigenda-v2-upgrade.mdx'],
  docs_jovian_final: ['celo-org/docs@08d229d3f797084d3631d97846f96ef5bbe0071b:infra-partners/notices/archive/jovian-upgrade.mdx'],
  docs_jovian_mid: ['celo-org/docs@0462612ff4035ce14a2db4522b4ac6ca5e462146:infra-partners/notices/jovian-upgrade.mdx'],
  docs_jello: [
    'celo-org/docs@8f5c3d132b28f5b572af8a4116f31efa67ec6912:infra-partners/notices/jello-upgrade.mdx',
    'celo-org/docs@405b8202f1574e45b59bb3d559f61664bb250095:infra-partners/notices/jello-upgrade.mdx',
  ],
  docs_fusaka: ['celo-org/docs@2c8b9d6ccb1d140c67bdcf8dc798de34e7d19ec2:infra-partners/notices/archive/l1-fusaka-upgrade.mdx'],
  docs_pectra: ['celo-org/docs@10b325bbf0ba3ec82ec4ec13d62fe803a4c65722:docs/cel2/notices/pectra-upgrade.md'],
  docs_sepolia_launch: ['celo-org/docs@08d229d3f797084d3631d97846f96ef5bbe0071b:infra-partners/notices/archive/celo-sepolia-launch.mdx'],
  /** The launch notice's newest version: every phase marked done, the end of support on 30 September 2025 included. */
  docs_sepolia_launch_done: ['celo-org/docs@0befecd661fdd3c8b253375ecda6cef5c5bb4107:operate/notices/archive/celo-sepolia-launch.mdx'],
  docs_sepolia_index: ['celo-org/docs@384f119b6149a35dd2784a1bcb01b294d57626f2:docs/network/celo-sepolia/index.md'],
  docs_alfajores_mintlify: ['celo-org/docs@b555aecbccaafa896797f40742b0b63056efa823:network/alfajores/index.mdx'],
  docs_network_config: ['celo-org/docs@0289dffca0e39e979e328c9a655e022193776d04:infra-partners/operators/network-config.mdx'],
  docs_architecture: ['celo-org/docs@0e24a700dfc7475c66f7af296bea8f4577f22cc4:infra-partners/operators/architecture.mdx'],
  docs_run_node: ['celo-org/docs@0c3bacf309fd383dd51a3f5897294cb649d67c6c:infra-partners/operators/run-node.mdx'],
  docs_l1_to_l2: ['celo-org/docs@051a9b39584168d975ec826c89feaa299586d3c7:docs/cel2/whats-changed/l1-l2.md'],
  docs_cel2_faq: ['celo-org/docs@030063159756209dd104b9cd0b5cc7ee7eed5dff:docs/cel2/faq.md'],
  docs_cel2_netinfo: ['celo-org/docs@5a4a497f1c19999c8ecf3f3b2987da070cef5acc:docs/cel2/network-information.md'],
  docs_bridges: ['celo-org/docs@3274d94d149b7c5483dd1a387bd7c72a7f65adfe:tooling/bridges/bridges.mdx'],
  docs_explorers: ['celo-org/docs@1c0bafcc029b16e1b0cebfb7c75d3f454b5fa8f3:tooling/explorers/block-explorers.mdx'],
  docs_faucet: ['celo-org/docs@12ed646646ab4ee82e088e836f5a85f1c1bfab7d:tooling/overview/faucet.mdx'],
  docs_l1_contracts: ['celo-org/docs@0620bdb5ff20851952a55906df20ec00ba87ca18:tooling/contracts/l1-contracts.mdx'],
  docs_fee_currencies: ['celo-org/docs@48151a00749b2d27e0c6761915b957596807bc3e:tooling/contracts/fee-currencies.mdx'],
  docs_token_contracts_new: ['celo-org/docs@07366f28a7cad15cd2c0641a020223e5e9d6df6c:tooling/contracts/token-contracts.mdx'],
  docs_stablecoins: ['celo-org/docs@07366f28a7cad15cd2c0641a020223e5e9d6df6c:tooling/contracts/stablecoin-contracts.mdx'],
  docs_stablecoins_newest: ['celo-org/docs@a5fae26323a86f3d2fd83c73e865e5f4bc4cb0ca:build/tools/contracts/stablecoin-contracts.mdx'],
  /** The generated table (Mainnet and Celo Sepolia). */
  docs_core_auto: ['celo-org/docs@e1a5a6a3d75f91d4f8e209e2bc8660879978e400:tooling/contracts/core-contracts.mdx'],
  /** The hand-written table it replaced (Mainnet and Alfajores). */
  docs_core_manual: ['celo-org/docs@12ed646646ab4ee82e088e836f5a85f1c1bfab7d:tooling/contracts/core-contracts.mdx'],
  docs_tokens_docusaurus: ['celo-org/docs@5953b4a8a39d57b8f4b7aa328693be59971b2805:docs/contracts/token-contracts.md'],
  docs_fee_abstraction_docusaurus: ['celo-org/docs@4c86885600db41f37ed5d2804189fa947cb45e61:docs/developer/fee-abstraction.md'],
  docs_using_fee_abstraction: ['celo-org/docs@00604e21b1b32401d7197e91e933985e0d780215:build-on-celo/fee-abstraction/using-fee-abstraction.mdx'],
  docs_dango_fee_currencies: ['celo-org/docs@18159540b5c8efdb41912807b35e42504a4b7be8:docs/cel2/fee-currencies.md'],
  /** The celocli overview: install commands, the command pattern, `celocli commands`, `--globalHelp`. */
  docs_cli_index: ['celo-org/docs@ca4ffde102f00852bd1ba263787b1b7981066d89:tooling/libraries-sdks/cli/index.mdx'],

  // celo-org/celo-l2-node-docker-compose.
  /** The environment files and compose file of the live networks at tag v1.4.1. */
  dc_head: [
    compose(COMPOSE_HEAD, 'mainnet.env'),
    compose(COMPOSE_HEAD, 'celo-sepolia.env'),
    compose(COMPOSE_HEAD, 'envs/mainnet/op-reth.env'),
    compose(COMPOSE_HEAD, 'envs/mainnet/op-node.env'),
    compose(COMPOSE_HEAD, 'envs/mainnet/challenger.env'),
    compose(COMPOSE_HEAD, 'envs/celo-sepolia/op-reth.env'),
    compose(COMPOSE_HEAD, 'envs/celo-sepolia/op-node.env'),
    compose(COMPOSE_HEAD, 'envs/celo-sepolia/challenger.env'),
    compose(COMPOSE_HEAD, 'docker-compose.yml'),
  ],
  dc_rollup_configs: [
    compose(COMPOSE_ROLLUP, 'envs/mainnet/config/rollup.json'),
    compose(COMPOSE_ROLLUP, 'envs/mainnet/config/genesis.json'),
    compose(COMPOSE_ROLLUP, 'envs/celo-sepolia/config/rollup.json'),
  ],
  dc_alfajores_baklava: [
    compose(COMPOSE_OLD_TESTNETS, 'alfajores.env'),
    compose(COMPOSE_OLD_TESTNETS, 'baklava.env'),
    compose(COMPOSE_OLD_TESTNETS, 'envs/alfajores/config/rollup.json'),
    compose(COMPOSE_OLD_TESTNETS, 'envs/alfajores/op-geth.env'),
    compose(COMPOSE_OLD_TESTNETS, 'envs/alfajores/op-node.env'),
    compose(COMPOSE_OLD_TESTNETS, 'envs/baklava/config/rollup.json'),
    compose(COMPOSE_OLD_TESTNETS, 'envs/baklava/op-geth.env'),
    compose(COMPOSE_OLD_TESTNETS, 'envs/baklava/op-node.env'),
  ],
  dc_genesis: [compose(COMPOSE_OLD_TESTNETS, 'envs/alfajores/config/genesis.json'), compose(COMPOSE_OLD_TESTNETS, 'envs/baklava/config/genesis.json')],
  /** docker-compose.yml at each release tag, v1.0.0 to v1.4.1 (a comment names the tag it means). */
  dc_tags: [
    compose('1030f1f757845731a576f6e54e359043b124b951', 'docker-compose.yml'), // v1.0.0
    compose('40ca6053e7944a45ac1692a6de189d51d84c9697', 'docker-compose.yml'), // v1.1.0
    compose('deb2c13e1816813615699179d56d78c582070261', 'docker-compose.yml'), // v1.2.0
    compose('12407598235685742f813164b983fd088cd55b83', 'docker-compose.yml'), // v1.2.1
    compose('2590f4769c001979149209534290e813950c7e95', 'docker-compose.yml'), // v1.3.0
    compose('a37ef72a62a7a892cce15cf62e500d78f2769c6b', 'docker-compose.yml'), // v1.3.1
    compose('94d74850ac870f97961b33f38832d4b8f6aa0312', 'docker-compose.yml'), // v1.3.2
    compose('3fb7a9ad3fa3072a5978d5052d520e5fb4a49963', 'docker-compose.yml'), // v1.3.3
    compose(COMPOSE_ROLLUP, 'docker-compose.yml'), // v1.3.4
    compose('da680ffbd5633434ddc91e71add53440cd467621', 'docker-compose.yml'), // v1.4.0
    compose(COMPOSE_HEAD, 'docker-compose.yml'), // v1.4.1
  ],
  dc_readme: [compose(COMPOSE_HEAD, 'README.md')],
  /** The op-geth to op-reth migration guide, when it was added (2026-07-09). */
  dc_reth_migration: [compose('58fd68f19c5706dcaaf180ec10a09448f4ea2238', 'RETH_MIGRATION.md')],

  // Other repositories.
  cb_config: ['celo-org/celo-blockchain@b1b88599dae455ccc08a1084acea6ccdcb817612:params/config.go'],
  l2beat: ['l2beat/l2beat@0e1d5f414e98ee1d8193f87b3b1abbf030515720:packages/config/src/projects/celo/celo.ts'],
  chainlist: ['ethereum-lists/chains@08104701bb6cf25bb1dc796602f44ecd2f0b10dc:_data/chains/eip155-42220.json'],
  monorepo_goldtoken: ['celo-org/celo-monorepo@015002a5deff86d5ab646ee811fdabf133fbd4d0:packages/protocol/contracts/common/GoldToken.sol'],
  composer_kit: ['celo-org/composer-kit@538d87fdadfd3a3781e1e7dc659b4c52a2fe05e4:packages/composer-kit/src/core/internal/utils/constants.ts'],
  dt_bridge: [tooling('packages/cli/src/utils/bridge.ts')],
  dt_base: [tooling('packages/cli/src/base.ts')],
  dt_cli_package: [tooling('packages/cli/package.json')],
  dt_cli_readme: [tooling('packages/cli/README.md')],
  dt_cli_changelog: [tooling('packages/cli/CHANGELOG.md')],
  dt_cli_config: [tooling('packages/cli/src/utils/config.ts')],
  dt_cli_flags: [tooling('packages/cli/src/utils/flags.ts')],
  /** An oclif-generated reference page of 9.0.1, which shows the table flags. */
  dt_cli_reference_node: [tooling('docs/command-line-interface/node.md')],
} as const satisfies Record<string, Sources>;

export type SourceKey = keyof typeof sourceKeys;
