/**
 * Every old Celo docs URL that readers still follow, and where it leads now.
 *
 * One table, three outputs, all written by src/plugins/deploy-config: a redirect
 * page at each old path (works on any static host), the same rules as
 * `_redirects` (Netlify, Cloudflare Pages) and `vercel.json`; scripts/serve.mjs
 * answers 301 from `_redirects`.
 *
 * The old paths come from config/routes/*.txt: the 2025 Docusaurus sidebar
 * (routes-2025.txt), the 2025 pages outside the sidebar (routes-2025-extra.txt)
 * and page files of the Mintlify site (routes-mintlify.txt); and from the
 * navigations of the Mintlify site's docs.json (config/routes/navigation/).
 * A path with no entry here follows what upstream's own redirect rules and
 * moves say of it (config/routes/upstream.ts); an entry here always wins.
 * tests/unit/redirects.test.ts checks that every listed path is a page, a
 * redirect to a page (and anchor) that exists, or an honest "no page yet".
 *
 * Three kinds of entry:
 * - `{from, to}`: the page (optionally `page#anchor`) that covers the topic now.
 * - `{from, issue, topic}`: no page covers the topic yet; the issue writes it.
 *   `planned` is the path the page is expected at when it is not `from` itself.
 *   When the page lands, the test says so: replace the entry with `{from, to}`
 *   (or delete it when the page is at `from`).
 * - `{from, same}`: a later URL of the same page as another old path (a Mintlify
 *   path of a 2025 page). It follows that path's decision: a page, its redirect,
 *   or its "no page yet", so flipping the 2025 entry fixes both eras at once.
 */

export interface Redirect {
  from: string;
  /** A site path, optionally with `#anchor`. */
  to: string;
}

export interface NoPageYet {
  from: string;
  /**
   * The issue that writes the page: 14 corrections, 16 the "Build with AI" section, 17 ecosystem and
   * stablecoins, 18 protocol and operators, 39 the topics of today's Celo docs still partial or absent.
   */
  issue: 14 | 16 | 17 | 18 | 39;
  topic: string;
  /** Where the page is expected, when not at `from`. */
  planned?: string;
}

export interface SameAs {
  from: string;
  same: string;
}

export type Entry = Redirect | NoPageYet | SameAs;

const to = (from: string, target: string): Redirect => ({from, to: target});
/** A topic no page covers yet (exported so the list can be empty while the helper stays in use). */
export const none = (from: string, issue: NoPageYet['issue'], topic: string, planned?: string): NoPageYet =>
  planned ? {from, issue, topic, planned} : {from, issue, topic};
const same = (from: string, path: string): SameAs => ({from, same: path});

const L1 = '/what-is-celo/about-celo-l1';
const PROTOCOL_2025 = '/what-is-celo/using-celo/protocol';

// celocli topics whose old reference pages lived under /command-line-interface/.
const cliTopics = [
  'account', 'autocomplete', 'commands', 'config', 'election', 'epochs', 'governance', 'help', 'identity',
  'lockedcelo', 'multisig', 'network', 'node', 'oracle', 'plugins', 'releasecelo', 'rewards', 'transfer',
  'validator', 'validatorgroup',
];
// celocli topics in today's Mintlify navigation (tooling/libraries-sdks/cli/<topic>).
const mintlifyCliTopics = [
  ...cliTopics.filter((topic) => topic !== 'commands'), 'commands', 'dkg', 'exchange', 'lockedgold',
];

// L1-era protocol pages, now kept as history under /what-is-celo/about-celo-l1/.
const protocolPages = ['consensus', 'identity', 'pos', 'stability', 'transaction'];

/** Paths that moved before 2025 and are still linked. */
const older: Entry[] = [
  to('/contract-addresses', '/contracts/core-contracts'),
  to('/token-addresses', '/contracts/token-contracts'),
  to('/developer/build-on-minipay', '/build/build-on-minipay/overview'),
  to('/protocol', L1),
  ...protocolPages.map((page) => to(`/protocol/${page}`, `${L1}/${page}`)),
  to('/command-line-interface/introduction', '/cli'),
  ...cliTopics.map((topic) => to(`/command-line-interface/${topic}`, `/cli/${topic}`)),
  to('/getting-started/wallets', '/wallet'),
];

/** The 2025 sidebar (config/routes/routes-2025.txt) paths that are not pages here. */
const sidebar2025: Entry[] = [
  // What is Celo: protocol pages that issue 18 writes at their 2025 paths.
  to(`${PROTOCOL_2025}/escrow`, '/what-is-celo/using-celo/escrow'),
  to('/what-is-celo/using-celo/manage/exchange', '/build/stablecoins/swap-with-mento'),
  to('/what-is-celo/using-celo/manage/asset', '/what-is-celo/using-celo/wallets-and-accounts'),
  to('/what-is-celo/using-celo/gas-fees', '/what-is-celo/using-celo/fees'),
  to('/what-is-celo/using-celo/bridges', '/learn/bridging-overview'),
  to('/what-is-celo/using-celo/native-ETH-bridging', '/cel2/notices/native-eth-bridging'),
  to('/what-is-celo/using-celo/exchanges', '/build/stablecoins/ramps-and-exchanges#exchanges-that-list-celo'),
  to('/what-is-celo/joining-celo/builders', '/what-is-celo/joining-celo#build-an-app'),
  to('/what-is-celo/joining-celo/contributors/overview', '/community'),
  to('/what-is-celo/joining-celo/contributors/code-contributors', '/community#contributing-code'),
  to('/what-is-celo/joining-celo/contributors/cip-contributors', '/what-is-celo/joining-celo#propose-changes'),
  to('/what-is-celo/joining-celo/contributors/documentation-contributors', '/community/contributing'),
  to('/what-is-celo/joining-celo/contributors/release-process', '/community/release-process'),
  to('/what-is-celo/joining-celo/contributors/release-process/smart-contracts', '/community/release-process/network-upgrades'),
  to('/what-is-celo/joining-celo/contributors/release-process/blockchain-client', '/community/release-process/node-software'),
  to('/what-is-celo/joining-celo/contributors/release-process/base-cli-contractkit-dappkit-utils', '/community/release-process/celocli'),
  to('/what-is-celo/joining-celo/contributors/release-process/attestation-service', `${L1}/identity#1-validator-attestations`),
  // Community RPC providers: node operator pages that issue 18 writes at their 2025 paths.
  // About Celo L1: folded into one history page per topic, a section per old page.
  to(`${L1}/overview`, L1),
  to(`${L1}/l1-architecture`, `${L1}/protocol#three-layers`),
  to(`${L1}/protocol/pos`, `${L1}/pos`),
  to(`${L1}/protocol/pos/validator-groups`, `${L1}/pos#validator-groups-and-votes`),
  to(`${L1}/protocol/pos/locked-gold`, `${L1}/pos#locked-celo`),
  to(`${L1}/protocol/pos/validator-elections`, `${L1}/pos#the-election`),
  to(`${L1}/protocol/pos/epoch-rewards`, `${L1}/pos#rewards`),
  to(`${L1}/protocol/pos/epoch-rewards-validator`, `${L1}/pos#rewards`),
  to(`${L1}/protocol/pos/epoch-rewards-locked-gold`, `${L1}/pos#rewards`),
  to(`${L1}/protocol/pos/epoch-rewards-community-fund`, `${L1}/pos#rewards`),
  to(`${L1}/protocol/pos/epoch-rewards-carbon-offsetting-fund`, `${L1}/pos#rewards`),
  to(`${L1}/protocol/pos/penalties`, `${L1}/pos#rewards`),
  to(`${L1}/protocol/consensus`, `${L1}/consensus`),
  to(`${L1}/protocol/consensus/validator-set-differences`, `${L1}/consensus#the-validator-set`),
  to(`${L1}/protocol/consensus/locating-nodes`, `${L1}/consensus#locating-nodes`),
  to(`${L1}/protocol/transaction`, `${L1}/transaction`),
  to(`${L1}/protocol/transaction/native-currency`, `${L1}/protocol#token-duality`),
  to(`${L1}/protocol/transaction/erc20-transaction-fees`, `${L1}/transaction#how-a-fee-currency-transaction-was-charged`),
  to(`${L1}/protocol/transaction/gas-pricing`, `${L1}/transaction#fees-and-their-destination`),
  to(`${L1}/protocol/transaction/escrow`, '/what-is-celo/using-celo/escrow'),
  same(`${L1}/protocol/transaction/tx-comment-encryption`, `${PROTOCOL_2025}/transaction/tx-comment-encryption`),
  to(`${L1}/protocol/transaction/transaction-types`, `${L1}/transaction#transaction-types-over-time`),
  to(`${L1}/protocol/stability`, `${L1}/stability`),
  to(`${L1}/protocol/stability/doto`, `${L1}/stability#cp-doto`),
  to(`${L1}/protocol/stability/granda-mento`, `${L1}/stability#later-versions`),
  to(`${L1}/protocol/stability/oracles`, `${L1}/stability#how-mento-kept-the-peg`),
  to(`${L1}/protocol/stability/stability-fees`, `${L1}/stability#stability-fees`),
  to(`${L1}/protocol/stability/adding-stable-assets`, `${L1}/stability#adding-stable-assets`),
  to(`${L1}/protocol/identity`, `${L1}/identity`),
  to(`${L1}/protocol/identity/metadata`, `${PROTOCOL_2025}/metadata`),
  to(`${L1}/protocol/identity/smart-contract-accounts`, `${L1}/identity#smart-contract-accounts`),
  to(`${L1}/protocol/identity/encrypted-cloud-backup`, `${L1}/identity#encrypted-cloud-backup`),
  to(`${L1}/protocol/identity/privacy-research`, `${L1}/identity#privacy-research`),
  to(`${L1}/protocol/identity/odis`, `${L1}/identity#2-odis-private-lookups`),
  to(`${L1}/protocol/identity/odis-use-case-phone-number-privacy`, `${L1}/identity#2-odis-private-lookups`),
  to(`${L1}/protocol/identity/odis-use-case-key-hardening`, `${L1}/identity#2-odis-private-lookups`),
  to(`${L1}/protocol/identity/odis-domain`, `${L1}/identity#2-odis-private-lookups`),
  to(`${L1}/protocol/identity/odis-domain-sequential-delay-domain`, `${L1}/identity#2-odis-private-lookups`),
  to(`${L1}/protocol/randomness`, `${L1}/protocol#randomness`),
  to(`${L1}/protocol/contracts/add-contract`, `${L1}/protocol#add-contract`),
  to(`${L1}/validator/voting`, '/what-is-celo/using-celo/staking'),
  to(`${L1}/validator/run/mainnet`, `${L1}/validator#what-a-validator-did`),
  to(`${L1}/validator/key-management/summary`, `${L1}/validator#accounts-and-keys`),
  to(`${L1}/validator/key-management/detailed`, `${L1}/validator#accounts-and-keys`),
  to(`${L1}/validator/key-management/key-rotation`, `${L1}/validator#accounts-and-keys`),
  to(`${L1}/validator/security`, `${L1}/validator#security`),
  to(`${L1}/validator/monitoring`, `${L1}/validator#monitoring`),
  to(`${L1}/validator/devops-best-practices`, `${L1}/validator#devops-best-practices`),
  to(`${L1}/validator/node-upgrade`, `${L1}/validator#node-upgrade`),
  to(`${L1}/validator/proxy`, `${L1}/validator#proxies`),
  to(`${L1}/validator/validator-explorer`, `${L1}/validator#validator-explorer`),
  to(`${L1}/validator/celo-foundation-voting-policy`, `${L1}/validator#celo-foundation-voting-policy`),
  to(`${L1}/validator/celo-signal`, `${L1}/validator#celo-signal`),
  to(`${L1}/validator/troubleshooting-faq`, `${L1}/validator#troubleshooting-faq`),
  // Build.
  to('/build/build-with-ai/build-with-goat/token-swap-agent', '/build/build-with-ai/goat/token-swap'),
  to('/build/build-with-ai/build-with-goat/mint-nft-agent', '/build/build-with-ai/goat/mint-nft'),
  to('/build/build-with-ai/build-with-goat/send-token-agent', '/build/build-with-ai/goat/send-token'),
  to('/build/build-with-ai/mcp', '/build/mcp'),
  to('/build/build-with-ai/examples/building_with_goat', '/build/build-with-ai/examples#example-list'),
  // Network.
  to('/network/node/overview', '/network/node'),
  to('/network/node/run-hosted', '/network/node/run-hosted-node'),
  // Wallets.
  to('/wallet/metamask/add-celo-testnet-to-metamask', '/wallet/metamask#step-1-add-the-network'),
  to('/wallet/metamask/setup', '/wallet/metamask#step-1-add-the-network'),
  to('/wallet/metamask/use', '/wallet/metamask'),
  to('/wallet/metamask/import', '/wallet/metamask#import-an-account-from-valora-or-another-celo-wallet'),
  to('/wallet/ledger/setup', '/wallet/ledger#step-1-prepare-the-device'),
  to('/wallet/ledger/to-celo-terminal', '/wallet/ledger#celo-terminal-with-a-ledger-history'),
  to('/wallet/ledger/to-celo-web', '/wallet/ledger#use-a-ledger-with-a-browser-wallet'),
  to('/wallet/ledger/to-celo-cli', '/wallet/ledger#use-a-ledger-with-celocli'),
  // Developer: ecosystem directories that issue 17 writes at their 2025 paths.
  to('/developer/explorers/overview', '/developer/explorers'),
  to('/developer/indexers/overview', '/developer/indexers'),
  to('/developer/deploy/thirdweb/overview', '/developer/deploy/thirdweb'),
  to('/developer/deploy/thirdweb/one-click-deploy', '/developer/deploy/thirdweb#2-deploy-from-the-dashboard'),
  to('/developer/sdks/celo-sdks', '/developer/sdks'),
  to('/developer/thirdweb-sdk', '/build/build-with-thirdweb'),
  to('/developer/web3modal/wagmi', '/developer/wallet-libraries#wagmi-setup'),
  to('/developer/web3modal/ethers', '/developer/web3modal'),
  to('/developer/particle-network', '/developer/sdks#libraries-sdks-and-wallet-kits'),
  to('/developer/contractkit/setup', '/developer/contractkit'),
  to('/developer/contractkit/usage', '/developer/contractkit/migrate-to-viem'),
  to('/developer/contractkit/contracts-wrappers-registry', '/developer/contractkit/migrate-to-viem#5-core-contract-addresses-through-the-registry'),
  to('/developer/contractkit/odis', '/build/build-on-socialconnect'),
  to('/developer/rainbowkit-celo', '/developer/wallet-libraries#rainbowkit'),
  // Celo L2.
  to('/cel2/notices/isthmus-upgrade', '/cel2/notices/isthmus'),
  to('/cel2/whats-changed/overview', '/cel2/whats-changed'),
  to('/cel2/whats-changed/cel2-architecture', '/cel2/whats-changed/architecture'),
  to('/cel2/whats-changed/l1-l2', '/cel2/whats-changed/l1-vs-l2'),
  to('/cel2/whats-changed/op-l2', '/cel2/whats-changed/vs-op-stack'),
  to('/cel2/guides/bridging-celo-from-l1-to-l2', '/cel2/guides/bridging-celo-l1-to-l2'),
  to('/cel2/guides/withdrawing-celo-from-l2-to-l1', '/cel2/guides/withdrawing-l2-to-l1'),
  to('/cel2/guides/fee-abstraction', '/cel2/guides/fee-abstraction-on-l2'),
];

/** 2025 pages outside the sidebar (config/routes/routes-2025-extra.txt) that are not pages here. */
const extra2025: Entry[] = [
  to('/cel2/notices/native-ETH-bridging', '/cel2/notices/native-eth-bridging'),
  to('/cel2/notices/eigenda-v2-upgrade', '/cel2/notices/eigenda-v2'),
  to('/cel2/notices/pectra-upgrade', '/cel2/notices/pectra'),
  to('/cel2/notices/prepare-node', '/cel2/notices/l2-migration#what-node-operators-did'),
  to('/cel2/l2-operator-guide', '/cel2/operators/overview'),
  to('/cel2/network-information', '/network'),
  to('/cel2/fee-currencies', '/developer/fee-abstraction'),
  to('/cel2/contract-addresses', '/contracts/core-contracts'),
  to('/cel2/operators/rpc-provider', '/cel2/operators/community-rpc-node'),
  to('/cel2/operators/community-rpc-provider', '/cel2/operators/community-rpc-node'),
  to('/network/mainnet/run-full-node', '/network/node/run-full-node'),
  same('/network/mainnet/run-validator', `${L1}/validator/run/mainnet`),
  to('/network/node/alchemy', '/network/node/run-hosted-node#providers-that-serve-celo'),
  to('/network/node/run-mainnet', '/network/node/run-full-node'),
  to('/network/node/run-alfajores', '/network/alfajores/run-full-node'),
  to('/network/node/run-baklava', '/network/baklava/run-full-node'),
  same('/network/eclair', '/cel2/eclair'),
];

const OPERATORS = '/cel2/operators';
const SPEC = '/cel2/specification';

/** Today's Mintlify navigation (config/routes/routes-mintlify.txt). */
const mintlify: Entry[] = [
  // Home.
  to('/home/celo', '/what-is-celo'),
  to('/home/index', '/what-is-celo'),
  to('/home/history', '/what-is-celo/history'),
  to('/home/wallets', '/wallet'),
  same('/home/exchanges', '/what-is-celo/using-celo/exchanges'),
  same('/home/gas-fees', '/what-is-celo/using-celo/gas-fees'),
  to('/home/ramps', '/build/stablecoins/ramps-and-exchanges#ramp-providers'),
  same('/home/bridged-tokens/bridges', '/what-is-celo/using-celo/bridges'),
  same('/home/bridged-tokens/native-ETH-bridging', '/what-is-celo/using-celo/native-ETH-bridging'),
  same('/home/protocol/index', PROTOCOL_2025),
  same('/home/protocol', PROTOCOL_2025),
  ...['consensus', 'celo-token', 'escrow'].map((page) => same(`/home/protocol/${page}`, `${PROTOCOL_2025}/${page}`)),
  ...['overview', 'create-governance-proposal', 'voting-in-governance', 'voting-in-governance-using-mondo', 'governable-parameters'].map(
    (page) => same(`/home/protocol/governance/${page}`, `${PROTOCOL_2025}/governance/${page}`),
  ),
  to('/home/protocol/governance/governance-toolkit', `${PROTOCOL_2025}/governance/governance-toolkit`),
  to('/home/protocol/governance/smart-contracts-upgrades', `${PROTOCOL_2025}/governance/smart-contract-upgrades`),
  ...['overview', 'tx-comment-encryption', 'transaction-types'].map((page) =>
    same(`/home/protocol/transactions/${page}`, `${PROTOCOL_2025}/transaction/${page}`),
  ),
  same('/home/protocol/epoch-rewards/index', `${PROTOCOL_2025}/epoch-rewards`),
  same('/home/protocol/epoch-rewards', `${PROTOCOL_2025}/epoch-rewards`),
  same('/home/protocol/epoch-rewards/community-fund', `${PROTOCOL_2025}/epoch-rewards/community-fund`),
  same('/home/protocol/epoch-rewards/carbon-offsetting-fund', `${PROTOCOL_2025}/epoch-rewards/carbon-offsetting-fund`),
  ...['self-custody', 'release-gold', 'exchange', 'asset'].map((page) => same(`/home/manage/${page}`, `/what-is-celo/using-celo/manage/${page}`)),
  // Build on Celo.
  to('/build-on-celo/index', '/build'),
  to('/build-on-celo', '/build'),
  to('/build-on-celo/quickstart', '/build/quickstart'),
  same('/build-on-celo/cel2-architecture', '/cel2/whats-changed/cel2-architecture'),
  to('/build-on-celo/launch-checklist', '/developer/launch-checklist'),
  to('/build-on-celo/fund-your-project', '/build/fund-your-project'),
  to('/build-on-celo/nightfall', '/build/nightfall'),
  ...['overview', 'vibe-coding', 'resources', 'tools', 'usecases', 'examples/ai-memecoins', 'examples/building_with_goat', 'examples/build-with-nebula'].map(
    (page) => same(`/build-on-celo/build-with-ai/${page}`, `/build/build-with-ai/${page}`),
  ),
  ...['token-swap-agent', 'mint-nft-agent', 'send-token-agent'].map((page) =>
    same(`/build-on-celo/build-with-ai/build-with-goat/${page}`, `/build/build-with-ai/build-with-goat/${page}`),
  ),
  to('/build-on-celo/build-with-ai/multi-agent-systems', '/build/build-with-ai/multi-agent-systems'),
  same('/build-on-celo/build-with-ai/mcp/index', '/build/build-with-ai/mcp'),
  same('/build-on-celo/build-with-ai/mcp', '/build/build-with-ai/mcp'),
  same('/build-on-celo/build-with-ai/mcp/celo-mcp', '/build/mcp/celo-mcp'),
  same('/build-on-celo/build-with-ai/mcp/composer-mcp', '/build/mcp/composer-mcp'),
  ...['overview', 'quickstart', 'prerequisites/ngrok-setup', 'code-library', 'deeplinks'].map((page) =>
    same(`/build-on-celo/build-on-minipay/${page}`, `/build/build-on-minipay/${page}`),
  ),
  to('/build-on-celo/build-with-local-stablecoin', '/build/stablecoins'),
  same('/build-on-celo/build-with-defi', '/build/build-with-defi'),
  to('/build-on-celo/build-with-zk-identity', '/build/build-with-self'),
  same('/build-on-celo/build-with-self', '/build/build-with-self'),
  // Tooling.
  to('/tooling/overview/index', '/developer'),
  to('/tooling/overview', '/developer'),
  to('/tooling/overview/network-overview', '/network'),
  same('/tooling/bridges/bridges', '/developer/bridges'),
  to('/tooling/overview/fee-abstraction', '/developer/fee-abstraction'),
  to('/tooling/overview/faucet', '/network/celo-sepolia/faucet'),
  to('/tooling/testnets/celo-sepolia/index', '/network/celo-sepolia'),
  to('/tooling/testnets/celo-sepolia', '/network/celo-sepolia'),
  same('/tooling/testnets/eclair/index', '/cel2/eclair'),
  same('/tooling/testnets/eclair', '/cel2/eclair'),
  same('/tooling/nodes/overview', '/network/node/overview'),
  to('/tooling/nodes/run-a-celo-node', '/network/node/run-full-node'),
  same('/tooling/nodes/forno', '/network/node/forno'),
  same('/tooling/nodes/alchemy', '/network/node/alchemy'),
  ...['core-contracts', 'token-contracts', 'uniswap-contracts'].map((page) => same(`/tooling/contracts/${page}`, `/contracts/${page}`)),
  same('/tooling/wallets/index', '/wallet'),
  same('/tooling/wallets', '/wallet'),
  ...['add-celo-testnet-to-metamask', 'setup', 'use', 'import'].map((page) => same(`/tooling/wallets/metamask/${page}`, `/wallet/metamask/${page}`)),
  ...['setup', 'to-celo-terminal', 'to-celo-web', 'to-celo-cli'].map((page) => same(`/tooling/wallets/ledger/${page}`, `/wallet/ledger/${page}`)),
  to('/tooling/wallets/staking', '/what-is-celo/using-celo/staking'),
  ...['overview', 'block-explorers', 'analytics'].map((page) => same(`/tooling/explorers/${page}`, `/developer/explorers/${page}`)),
  same('/tooling/explorers/blockscout', '/developer/explorers/block-explorers'),
  same('/tooling/explorers/celoscan', '/developer/explorers/block-explorers'),
  ...['overview', 'the-graph', 'subquery', 'envio'].map((page) => same(`/tooling/indexers/${page}`, `/developer/indexers/${page}`)),
  same('/tooling/dev-environments/index', '/developer/deploy'),
  same('/tooling/dev-environments', '/developer/deploy'),
  ...['foundry', 'remix', 'hardhat', 'thirdweb/overview', 'thirdweb/one-click-deploy'].map((page) =>
    same(`/tooling/dev-environments/${page}`, `/developer/deploy/${page}`),
  ),
  same('/tooling/dev-environments/thirdweb/thirdweb', '/developer/deploy/thirdweb'),
  same('/tooling/libraries-sdks/celo-sdks', '/developer/sdks/celo-sdks'),
  same('/tooling/libraries-sdks/composer-kit', '/build/composer-kit'),
  same('/tooling/libraries-sdks/cli/index', '/cli'),
  same('/tooling/libraries-sdks/cli', '/cli'),
  ...mintlifyCliTopics.map((topic) => same(`/tooling/libraries-sdks/cli/${topic}`, `/cli/${topic}`)),
  ...['viem', 'thirdweb-sdk', 'ethers', 'particle-network', 'rainbowkit-celo', 'web3'].flatMap((lib) => [
    same(`/tooling/libraries-sdks/${lib}/index`, `/developer/${lib}`),
    same(`/tooling/libraries-sdks/${lib}`, `/developer/${lib}`),
  ]),
  to('/tooling/libraries-sdks/reown/index', '/developer/web3modal'),
  to('/tooling/libraries-sdks/reown', '/developer/web3modal'),
  to('/tooling/libraries-sdks/dynamic/index', '/developer/dynamic'),
  same('/tooling/libraries-sdks/dynamic', '/tooling/libraries-sdks/dynamic/index'),
  to('/tooling/libraries-sdks/portal/index', '/developer/portal'),
  same('/tooling/libraries-sdks/portal', '/tooling/libraries-sdks/portal/index'),
  same('/tooling/libraries-sdks/contractkit/index', '/developer/contractkit'),
  same('/tooling/libraries-sdks/contractkit', '/developer/contractkit'),
  ...['setup', 'usage', 'contracts-wrappers-registry', 'odis'].map((page) =>
    same(`/tooling/libraries-sdks/contractkit/${page}`, `/developer/contractkit/${page}`),
  ),
  same('/tooling/contract-verification/index', '/developer/verify'),
  same('/tooling/contract-verification', '/developer/verify'),
  ...['blockscout', 'celoscan', 'remix', 'hardhat'].map((page) => same(`/tooling/contract-verification/${page}`, `/developer/verify/${page}`)),
  same('/tooling/oracles/index', '/developer/oracles'),
  same('/tooling/oracles', '/developer/oracles'),
  ...['run', 'band-protocol', 'chainlink-oracles', 'redstone', 'supra', 'quex-oracles'].map((page) =>
    same(`/tooling/oracles/${page}`, `/developer/oracles/${page}`),
  ),
  to('/tooling/plumo/index', `${L1}/plumo`),
  same('/tooling/plumo', '/tooling/plumo/index'),
  to('/tooling/plumo/verification-phase-1', `${L1}/plumo#verify-phase-1`),
  same('/tooling/bridges/cross-chain-messaging', '/developer/bridges/cross-chain-messaging'),
  // Contribute to Celo.
  same('/contribute-to-celo/index', '/what-is-celo/joining-celo'),
  same('/contribute-to-celo', '/what-is-celo/joining-celo'),
  same('/contribute-to-celo/builders', '/what-is-celo/joining-celo/builders'),
  same('/contribute-to-celo/daos', '/what-is-celo/joining-celo/daos'),
  to('/contribute-to-celo/code-of-conduct', '/community/code-of-conduct'),
  ...['overview', 'code-contributors', 'cip-contributors', 'documentation-contributors'].map((page) =>
    same(`/contribute-to-celo/contributors/${page}`, `/what-is-celo/joining-celo/contributors/${page}`),
  ),
  same('/contribute-to-celo/community-rpc-nodes/how-it-works', `${OPERATORS}/how-it-works`),
  same('/contribute-to-celo/community-rpc-nodes/registering-as-rpc-node', `${OPERATORS}/registering-as-rpc-node`),
  same('/contribute-to-celo/community-rpc-nodes/community-rpc-node', `${OPERATORS}/community-rpc-node`),
  same('/contribute-to-celo/community-rpc-nodes/penalties', `${OPERATORS}/penalties`),
  same('/contribute-to-celo/community-rpc-nodes/validator-rpc-faq', `${OPERATORS}/validator-rpc-faq`),
  same('/contribute-to-celo/release-process/index', '/what-is-celo/joining-celo/contributors/release-process'),
  same('/contribute-to-celo/release-process', '/what-is-celo/joining-celo/contributors/release-process'),
  ...['smart-contracts', 'blockchain-client', 'base-cli-contractkit-dappkit-utils', 'attestation-service'].map((page) =>
    same(`/contribute-to-celo/release-process/${page}`, `/what-is-celo/joining-celo/contributors/release-process/${page}`),
  ),
  // Infra partners (later moved to /operate).
  same('/infra-partners/notices/l1-fusaka-upgrade', '/operate/notices/archive/l1-fusaka-upgrade'),
  same('/infra-partners/notices/celo-sepolia-launch', '/cel2/notices/celo-sepolia-launch'),
  same('/infra-partners/notices/eigenda-v2-upgrade', '/cel2/notices/eigenda-v2-upgrade'),
  same('/infra-partners/notices/isthmus-upgrade', '/cel2/notices/isthmus-upgrade'),
  same('/infra-partners/notices/l2-migration', '/cel2/notices/l2-migration'),
  ...['overview', 'architecture', 'run-node', 'migrate-node'].map((page) => same(`/infra-partners/operators/${page}`, `${OPERATORS}/${page}`)),
  same('/infra-partners/specs', '/operate/specification/index'),
  same('/infra-partners/integration/index', '/integration'),
  same('/infra-partners/integration', '/integration'),
  ...['general', 'checklist', 'custody', 'listings', 'cloud-hsm'].map((page) => same(`/infra-partners/integration/${page}`, `/integration/${page}`)),
  // Legacy: the 2025 "About Celo L1" pages under a new prefix.
  same('/legacy/overview', `${L1}/overview`),
  same('/legacy/l1-architecture', `${L1}/l1-architecture`),
  to('/legacy/whitepapers', '/what-is-celo/history#whitepapers'),
  same('/legacy/faq', '/cel2/faq'),
  same('/legacy/transition/whats-changed/overview', '/cel2/whats-changed/overview'),
  same('/legacy/transition/whats-changed/l1-l2', '/cel2/whats-changed/l1-l2'),
  same('/legacy/transition/optimism/op-l2', '/cel2/whats-changed/op-l2'),
  same('/legacy/transition/guides/bridging-celo-from-l1-to-l2', '/cel2/guides/bridging-celo-from-l1-to-l2'),
  same('/legacy/transition/guides/withdrawing-celo-from-l2-to-l1', '/cel2/guides/withdrawing-celo-from-l2-to-l1'),
  ...[
    'pos', 'pos/validator-groups', 'pos/locked-gold', 'pos/validator-elections', 'pos/epoch-rewards', 'pos/epoch-rewards-validator',
    'pos/epoch-rewards-locked-gold', 'pos/penalties', 'consensus', 'consensus/validator-set-differences', 'consensus/locating-nodes',
    'transaction', 'transaction/native-currency', 'transaction/erc20-transaction-fees', 'transaction/gas-pricing', 'transaction/escrow',
    'transaction/tx-comment-encryption', 'transaction/transaction-types', 'stability', 'stability/doto', 'stability/granda-mento',
    'stability/oracles', 'stability/stability-fees', 'stability/adding-stable-assets', 'identity', 'identity/metadata',
    'identity/smart-contract-accounts', 'identity/encrypted-cloud-backup', 'identity/privacy-research',
    'identity/odis-use-case-phone-number-privacy', 'identity/odis-use-case-key-hardening', 'identity/odis-domain',
    'identity/odis-domain-sequential-delay-domain', 'randomness', 'contracts/add-contract',
  ].flatMap((page) => {
    const old = `/legacy/protocol/${page}`;
    const isSection = !page.includes('/') && ['pos', 'consensus', 'transaction', 'stability', 'identity'].includes(page);
    return isSection ? [same(`${old}/index`, `${L1}/protocol/${page}`), same(old, `${L1}/protocol/${page}`)] : [same(old, `${L1}/protocol/${page}`)];
  }),
  same('/legacy/protocol', `${L1}/protocol`),
  same('/legacy/node/run-mainnet', '/network/node/run-mainnet'),
  same('/legacy/node/run-alfajores', '/network/node/run-alfajores'),
  same('/legacy/node/run-baklava', '/network/node/run-baklava'),
  same('/legacy/validator/index', `${L1}/validator`),
  same('/legacy/validator', `${L1}/validator`),
  ...[
    'voting', 'run/mainnet', 'key-management/summary', 'key-management/detailed', 'key-management/key-rotation', 'security', 'monitoring',
    'devops-best-practices', 'node-upgrade', 'proxy', 'validator-explorer', 'celo-foundation-voting-policy', 'troubleshooting-faq',
  ].map((page) => same(`/legacy/validator/${page}`, `${L1}/validator/${page}`)),
  to('/legacy/validator/celo-website', `${L1}/validator#celo-website`),
  to('/legacy/validator/discord', '/community#talking-with-the-community'),
];

/** Later Mintlify navigation: the /operate tree and the /specs and /infra-partners pages before it. */
const operate: Entry[] = [
  same('/operate/index', `${OPERATORS}/overview`),
  same('/operate', `${OPERATORS}/overview`),
  to('/operate/notices/overview', '/cel2/notices'),
  to('/operate/notices/op-geth-deprecation', '/cel2/notices/op-geth-deprecation'),
  same('/operate/notices/archive/celo-sepolia-launch', '/cel2/notices/celo-sepolia-launch'),
  same('/operate/notices/archive/eigenda-v2-upgrade', '/cel2/notices/eigenda-v2-upgrade'),
  same('/operate/notices/archive/isthmus-upgrade', '/cel2/notices/isthmus-upgrade'),
  to('/operate/notices/archive/jello-upgrade', '/cel2/notices/jello'),
  to('/operate/notices/archive/jovian-upgrade', '/cel2/notices/jovian'),
  to('/operate/notices/archive/l1-fusaka-upgrade', '/cel2/notices/fusaka'),
  same('/operate/notices/archive/l2-migration', '/cel2/notices/l2-migration'),
  ...['overview', 'architecture', 'run-node', 'migrate-node'].map((page) => same(`/operate/operators/${page}`, `${OPERATORS}/${page}`)),
  to('/operate/operators/archive-node', `${OPERATORS}/archive-node`),
  to('/operate/operators/historical-proofs', `${OPERATORS}/historical-rpc-and-proofs#historical-proofs`),
  to('/operate/operators/public-rpc-node', '/cel2/operators/public-rpc-node'),
  to('/operate/operators/monitoring', `${OPERATORS}/monitoring`),
  to('/operate/operators/maintenance', `${OPERATORS}/maintenance`),
  to('/operate/operators/troubleshooting', '/cel2/operators/troubleshooting'),
  to('/operate/operators/configuration', `${OPERATORS}/configuration-reference`),
  to('/operate/operators/network-config', `${OPERATORS}/network-config`),
  same('/operate/operators/faq', '/cel2/faq'),
  to('/operate/specification/index', SPEC),
  same('/operate/specification', '/operate/specification/index'),
  ...['deployments', 'token-duality', 'transaction-fees', 'fee-abstraction', 'transaction-types', 'native-bridge', 'finality'].map((page) =>
    to(`/operate/specification/${page}`, `${SPEC}/${page}`),
  ),
  to('/operate/specification/smart-contract-updates-from-l1', '/cel2/whats-changed/l1-vs-l2#contracts-and-protocol-features'),
  // The migration itself: what happened, when, and what operators did.
  to('/operate/specification/l2-migration', '/cel2/notices/l2-migration#what-happened'),
  to('/operate/specification/upgrades/ice-cream', '/cel2/notices/eigenda-v2'),
  to('/operate/specification/upgrades/isthmus', '/cel2/notices/isthmus#what-changed'),
  to('/operate/specification/upgrades/jello', '/cel2/notices/jello#what-changed'),
  to('/operate/specification/upgrades/jovian', '/cel2/notices/jovian'),
  same('/specs/index', '/operate/specification/index'),
  same('/specs', '/operate/specification/index'),
  ...[
    'deployments', 'fee-abstraction', 'finality', 'l2-migration', 'native-bridge', 'smart-contract-updates-from-l1', 'token-duality',
    'transaction-fees', 'transaction-types', 'upgrades/ice-cream', 'upgrades/isthmus', 'upgrades/jello', 'upgrades/jovian',
  ].map((page) => same(`/specs/${page}`, `/operate/specification/${page}`)),
  to('/specs/eigenda', '/cel2/specification/eigenda'),
  to('/specs/l1-smart-contract-verification', `${SPEC}/l1-deployment-verification`),
  same('/infra-partners/notices/overview', '/operate/notices/overview'),
  same('/infra-partners/notices/jello-upgrade', '/operate/notices/archive/jello-upgrade'),
  same('/infra-partners/notices/jovian-upgrade', '/operate/notices/archive/jovian-upgrade'),
  same('/infra-partners/notices/op-geth-deprecation', '/operate/notices/op-geth-deprecation'),
  to('/infra-partners/notices/req-resp-cl-sync-deprecation', '/cel2/notices/req-resp-cl-sync-deprecation'),
  ...['archive-node', 'configuration', 'faq', 'historical-proofs', 'maintenance', 'monitoring', 'network-config', 'public-rpc-node', 'troubleshooting'].map(
    (page) => same(`/infra-partners/operators/${page}`, `/operate/operators/${page}`),
  ),
];

/** Later Mintlify pages under home/, build-on-celo/ and tooling/ (part 3 of routes-mintlify.txt). */
const laterPages: Entry[] = [
  to('/home/bridged-tokens/bridging-celo-from-ethereum', '/cel2/guides/bridging-celo-l1-to-l2'),
  to('/home/bridged-tokens/withdrawing-celo-to-ethereum', '/cel2/guides/withdrawing-l2-to-l1'),
  to('/home/celo-l1', L1),
  to('/home/protocol/challengers', `${PROTOCOL_2025}/challengers`),
  same('/home/protocol/metadata', `${L1}/protocol/identity/metadata`),
  to('/home/protocol/security-council', `${PROTOCOL_2025}/security-council`),
  to('/home/protocol/staking/index', `${PROTOCOL_2025}/staking`),
  to('/home/protocol/staking', `${PROTOCOL_2025}/staking`),
  ...['locked-celo', 'validator-elections', 'validator-groups'].map((page) => to(`/home/protocol/staking/${page}`, `${PROTOCOL_2025}/staking/${page}`)),
  to('/home/protocol/staking/voting', `${PROTOCOL_2025}/staking/voting-for-groups`),
  to('/home/protocol/staking/key-management/summary', `${PROTOCOL_2025}/staking/key-management#roles`),
  to('/home/protocol/staking/key-management/detailed', `${PROTOCOL_2025}/staking/signer-roles`),
  to('/home/protocol/staking/key-management/key-rotation', `${PROTOCOL_2025}/staking/key-management#authorize-or-rotate-a-signer`),
  to('/build-on-celo/attribution-tags', '/build/launch/attribution-tags'),
  to('/build-on-celo/build-on-socialconnect', '/build/build-on-socialconnect'),
  to('/build-on-celo/build-with-ai/8004', '/build/build-with-ai/erc-8004'),
  to('/build-on-celo/build-with-ai/agent-skills', '/build/build-with-ai/agent-skills'),
  to('/build-on-celo/build-with-ai/celina/index', '/build/build-with-ai/celina'),
  to('/build-on-celo/build-with-ai/celina', '/build/build-with-ai/celina'),
  to('/build-on-celo/build-with-ai/celina/sdk', '/build/build-with-ai/celina#sdk'),
  to('/build-on-celo/build-with-ai/celina/api', '/build/build-with-ai/celina#api'),
  to('/build-on-celo/build-with-ai/celina/mcp', '/build/build-with-ai/celina#mcp-server'),
  to('/build-on-celo/build-with-ai/celina/hosted-mcp', '/build/build-with-ai/celina#hosted-mcp'),
  to('/build-on-celo/build-with-ai/mcp/celina', '/build/build-with-ai/celina'),
  to('/build-on-celo/build-with-ai/celopedia', '/build/build-with-ai/celopedia'),
  same('/build-on-celo/build-with-ai/celo-pedia', '/build-on-celo/build-with-ai/celopedia'),
  same('/build-on-celo/build-with-ai/examples/build-with-thirdweb-ai', '/build/build-with-ai/examples/build-with-nebula'),
  to('/build-on-celo/build-with-ai/mpp', '/build/build-with-ai/mpp'),
  to('/build-on-celo/build-with-ai/self-agent-id', '/build/build-with-ai/self-agent-id'),
  to('/build-on-celo/build-with-ai/use-docs-with-ai', '/build/build-with-ai/use-docs-with-ai'),
  to('/build-on-celo/build-with-ai/x402', '/build/build-with-ai/x402'),
  to('/build-on-celo/build-with-ai/x402-get-discovered', '/build/build-with-ai/x402#get-discovered'),
  to('/build-on-celo/build-with-bridge', '/developer/bridges'),
  to('/build-on-celo/build-with-farcaster', '/build/build-with-farcaster'),
  to('/build-on-celo/build-with-thirdweb/overview', '/build/build-with-thirdweb'),
  to('/build-on-celo/build-with-thirdweb', '/build/build-with-thirdweb'),
  to('/build-on-celo/build-with-thirdweb/celo-nft-drop-tutorial', '/build/build-with-thirdweb/celo-nft-drop-tutorial'),
  to('/build-on-celo/build-with-usat', '/build/stablecoins/usdt-and-usat'),
  to('/build-on-celo/fee-abstraction/overview', '/developer/fee-abstraction'),
  to('/build-on-celo/fee-abstraction/using-fee-abstraction', '/developer/fee-abstraction'),
  to('/build-on-celo/fee-abstraction/add-fee-currency', '/build/stablecoins/add-fee-currency'),
  to('/build-on-celo/network-overview', '/network'),
  to('/build-on-celo/scaling-your-app', '/build/launch/scaling-your-app'),
  to('/build-on-celo/support', '/build/support'),
  to('/tooling/contract-verification/foundry', '/developer/verify/foundry'),
  to('/tooling/contracts/fee-currencies', '/contracts/fee-currencies'),
  to('/tooling/contracts/l1-contracts', '/contracts/core-contracts#rollup-contracts-on-ethereum'),
  to('/tooling/contracts/stablecoin-contracts', '/contracts/stablecoin-contracts'),
  ...['overview', 'contracts', 'webhooks'].map((page) => to(`/tooling/dev-environments/multibaas/${page}`, '/developer/deploy/multibaas')),
  same('/tooling/dev-environments/thirdweb', '/developer/deploy/thirdweb'),
  ...['codex', 'goldrush', 'indexing-co', 'pinax'].map((page) => to(`/tooling/indexers/${page}`, `/developer/indexers/${page}`)),
  to('/tooling/libraries-sdks/contractkit/data-encryption-key', '/cli/account#account-register-data-encryption-key'),
  to('/tooling/libraries-sdks/contractkit/migrating-to-contractkit-v1', '/developer/contractkit/older-migrations#contractkit-10-the-package-split'),
  to('/tooling/libraries-sdks/contractkit/migrating-to-contractkit-v2', '/developer/contractkit/older-migrations#contractkit-20-smaller-bundles'),
  to('/tooling/libraries-sdks/contractkit/migrating-to-viem', '/developer/contractkit/migrate-to-viem'),
  to('/tooling/libraries-sdks/contractkit/notes-web3-with-contractkit', '/developer/web3'),
  to('/tooling/libraries-sdks/jaw/index', '/developer/jaw'),
  to('/tooling/libraries-sdks/jaw', '/developer/jaw'),
  to('/tooling/oracles/dia', '/developer/oracles/dia'),
  to('/tooling/oracles/wit-oracle', '/developer/oracles/wit-oracle'),
  to('/tooling/overview/migrate/from-ethereum', '/build#how-celo-differs-from-other-evm-chains'),
  ...['overview', 'mac', 'windows'].map((page) => to(`/tooling/overview/setup/${page}`, '/developer/setup')),
  to('/tooling/overview/setup', '/developer/setup'),
  to('/tooling/overview/setup/wallet', '/developer/setup#5-add-a-wallet-for-testing'),
  to('/tooling/overview/setup/development-chain', '/developer/setup#run-a-local-development-chain'),
  to('/tooling/overview/setup/replit', '/developer/setup#deploy-from-replit-history'),
  to('/tooling/plumo/verification-phase-2', `${L1}/plumo#verify-phase-2`),
  to('/tooling/testnets/baklava/disclaimer', '/network/baklava/disclaimer'),
  to('/tooling/testnets/celo-sepolia/disclaimer', '/network/celo-sepolia/disclaimer'),
  to('/tooling/wallets/coinbase-wallet', '/wallet/coinbase-wallet'),
  to('/tooling/wallets/ledger/eip712-workaround', '/wallet/ledger#sign-eip-712-typed-data-with-the-celo-app'),
];

/**
 * The later Mintlify restructure into build/ and learn/ (part 4 of routes-mintlify.txt), and page files the
 * earlier parts missed. Most are pages that moved again: they follow the earlier Mintlify path of the same
 * page (`same`), so one mapping serves both.
 */
const restructure: Entry[] = [
  // build/agents/: the "Build with AI" pages (earlier build-on-celo/build-with-ai/).
  ...['overview', 'vibe-coding', 'celopedia', 'mpp', 'self-agent-id', 'use-docs-with-ai', 'x402', 'x402-get-discovered'].map((page) =>
    same(`/build/agents/${page}`, `/build-on-celo/build-with-ai/${page}`),
  ),
  same('/build/agents/8004', '/build-on-celo/build-with-ai/8004'),
  same('/build/agents/attribution-tags', '/build-on-celo/attribution-tags'),
  same('/build/agents/mcp/index', '/build/mcp'),
  same('/build/agents/mcp', '/build/mcp'),
  same('/build/agents/mcp/celo-mcp', '/build/mcp/celo-mcp'),
  // build/: pages of build-on-celo/ one level up (build/quickstart, build/build-with-defi and others are pages here).
  ...['build-with-local-stablecoin', 'build-with-usat', 'launch-checklist', 'scaling-your-app', 'fee-abstraction/overview',
    'fee-abstraction/using-fee-abstraction', 'fee-abstraction/add-fee-currency'].map((page) => same(`/build/${page}`, `/build-on-celo/${page}`)),
  // "Build for MiniPay": what is Celo-specific in a MiniPay Mini App.
  to('/build/mini-apps/overview', '/build/build-on-minipay/overview'),
  // build/tools/: the tooling/ tree one level down.
  ...[
    'overview/index', 'overview', 'testnets/celo-sepolia/index', 'testnets/celo-sepolia', 'bridges/bridges', 'bridges/cross-chain-messaging',
    'nodes/overview', 'nodes/forno', 'contracts/fee-currencies', 'contracts/stablecoin-contracts', 'contracts/uniswap-contracts',
    'wallets/index', 'wallets', 'wallets/ledger/setup', 'wallets/ledger/to-celo-terminal', 'wallets/metamask/import', 'wallets/metamask/setup',
    'wallets/metamask/use', 'explorers/overview', 'explorers/block-explorers', 'explorers/analytics', 'indexers/overview', 'indexers/envio',
    'indexers/pinax', 'dev-environments/index', 'dev-environments', 'dev-environments/foundry', 'dev-environments/hardhat',
    'dev-environments/remix', 'dev-environments/thirdweb', 'libraries-sdks/celo-sdks', 'libraries-sdks/composer-kit',
    'libraries-sdks/cli/index', 'libraries-sdks/cli', 'libraries-sdks/cli/election', 'libraries-sdks/cli/governance',
    'libraries-sdks/cli/network', 'libraries-sdks/cli/oracle', 'libraries-sdks/contractkit/index', 'libraries-sdks/contractkit',
    'libraries-sdks/contractkit/setup', 'libraries-sdks/contractkit/odis', 'libraries-sdks/contractkit/migrating-to-contractkit-v1',
    'libraries-sdks/contractkit/migrating-to-contractkit-v2', 'libraries-sdks/contractkit/notes-web3-with-contractkit',
    ...['ethers', 'portal', 'reown', 'web3'].flatMap((lib) => [`libraries-sdks/${lib}/index`, `libraries-sdks/${lib}`]),
    'contract-verification/index', 'contract-verification', 'contract-verification/celoscan', 'oracles/index', 'oracles',
    'oracles/band-protocol', 'oracles/chainlink-oracles', 'oracles/quex-oracles', 'oracles/redstone', 'oracles/run', 'oracles/supra',
    'oracles/wit-oracle',
  ].map((page) => same(`/build/tools/${page}`, `/tooling/${page}`)),
  // learn/: the home/ pages under a new prefix.
  ...['celo', 'celo-l1', 'wallets', 'gas-fees', 'bridged-tokens/bridges', 'bridged-tokens/bridging-celo-from-ethereum',
    'bridged-tokens/withdrawing-celo-to-ethereum', 'manage/asset', 'manage/release-gold', 'manage/self-custody', 'protocol/index', 'protocol',
    'protocol/celo-token', 'protocol/challengers', 'protocol/metadata', 'protocol/epoch-rewards/index', 'protocol/epoch-rewards',
    'protocol/epoch-rewards/carbon-offsetting-fund', 'protocol/governance/overview', 'protocol/governance/voting-in-governance',
    'protocol/governance/voting-in-governance-using-mondo', 'protocol/staking/index', 'protocol/staking', 'protocol/staking/locked-celo',
    'protocol/staking/validator-elections', 'protocol/staking/validator-groups', 'protocol/staking/voting',
    'protocol/staking/key-management/summary', 'protocol/staking/key-management/detailed', 'protocol/staking/key-management/key-rotation',
    'protocol/transactions/overview', 'protocol/transactions/transaction-types',
  ].map((page) => same(`/learn/${page}`, `/home/${page}`)),
  same('/learn/network/overview', '/tooling/overview/network-overview'),
  same('/learn/add-gas-currency', '/build-on-celo/fee-abstraction/add-fee-currency'),
  // learn/: older overview pages (onboarding link lists, summaries) kept as files.
  to('/learn/celo-overview', '/what-is-celo'),
  to('/learn/celo-highlights', '/what-is-celo'),
  to('/learn/celo-onboarding', '/what-is-celo'),
  to('/learn/developer-onboarding', '/build#where-to-start'),
  to('/learn/celo-resources', '/community'),
  to('/learn/celo-protocol', PROTOCOL_2025),
  to('/learn/celo-protocol-summary', PROTOCOL_2025),
  to('/learn/celo-stack', `${L1}/protocol#three-layers`),
  to('/learn/platform-native-stablecoins-summary', '/learn/stablecoins'),
  // The Celo Payments SDK (celo-org/payments, an L1-era merchant payments protocol): payments on Celo today.
  to('/learn/Celo-payments', '/learn/payments'),
  // legacy/ and infra-partners/ page files the earlier parts missed.
  same('/legacy/protocol/identity/odis', `${L1}/protocol/identity/odis`),
  to('/legacy/protocol/pos/becoming-a-validator', `${L1}/validator#what-a-validator-did`),
  same('/infra-partners/integration/nightfall', '/build-on-celo/nightfall'),
  ...['celo-sepolia-launch', 'isthmus-upgrade', 'jovian-upgrade', 'l1-fusaka-upgrade'].map((page) =>
    same(`/infra-partners/notices/archive/${page}`, `/operate/notices/archive/${page}`),
  ),
  // "Building a node from source": two sentences pointing to the Docker Compose repository and the network files.
  to('/infra-partners/operators/run-from-source', `${OPERATORS}/configuration-reference#per-network-files`),
  // developer/, network/: an interim layout with the 2025 paths (most are pages here).
  same('/developer/contractkit/migrating-to-contractkit-v2', '/tooling/libraries-sdks/contractkit/migrating-to-contractkit-v2'),
  same('/developer/migrate/from-ethereum', '/tooling/overview/migrate/from-ethereum'),
  same('/developer/reown/index', '/tooling/libraries-sdks/reown/index'),
  same('/developer/reown', '/tooling/libraries-sdks/reown/index'),
  same('/developer/sdks/composer-kit', '/tooling/libraries-sdks/composer-kit'),
  same('/developer/setup/mac', '/tooling/overview/setup/mac'),
  same('/network/node/run-a-celo-node', '/tooling/nodes/run-a-celo-node'),
];

/**
 * Page paths of the committed docs.json navigations (config/routes/navigation/) that neither a page
 * here nor upstream's own redirects and moves lead to the page that covers them.
 */
const navigation: Entry[] = [
  // The "Overview" page of the Learn tab, upstream's home/index under its later path (this site's /learn
  // is its own hub of overviews).
  same('/learn/index', '/home/index'),
  // "Architecture" of the Network group: the components of the L2 and how they fit together.
  to('/learn/network/architecture', '/cel2/whats-changed/architecture'),
];

/**
 * Sources of upstream's redirect rules whose rules lead to a page here that does not cover them (the
 * 2020 protocol pages of the L1, sent to the Security Council or a hub by later rules).
 */
const upstreamRedirects: Entry[] = [
  same('/celo-codebase/protocol/consensus', '/protocol/consensus'),
  same('/celo-codebase/protocol/consensus/index', '/protocol/consensus'),
  to('/celo-codebase/protocol/consensus/ultralight-sync', `${L1}/plumo`),
  to('/protocol/consensus/ultralight-sync', `${L1}/plumo`),
];

export const entries: Entry[] = [...older, ...sidebar2025, ...extra2025, ...mintlify, ...operate, ...laterPages, ...restructure, ...navigation, ...upstreamRedirects];

export const isRedirect = (entry: Entry): entry is Redirect => 'to' in entry;
export const isNoPageYet = (entry: Entry): entry is NoPageYet => 'issue' in entry;
export const isSameAs = (entry: Entry): entry is SameAs => 'same' in entry;

const byFrom = new Map(entries.map((entry) => [entry.from, entry]));

/**
 * What an old path comes to: a redirect target, a "no page yet", or `null`
 * when the path is expected to be a page of this site.
 */
export function decide(path: string, seen: string[] = []): {to: string} | NoPageYet | null {
  const entry = byFrom.get(path);
  if (!entry) return null;
  if (isRedirect(entry)) return {to: entry.to};
  if (isNoPageYet(entry)) return entry;
  if (seen.includes(path)) throw new Error(`config/redirects.ts: "same" loop through ${[...seen, path].join(' -> ')}`);
  const next = decide(entry.same, [...seen, path]);
  return next ?? {to: entry.same};
}

/** Every redirect, resolved to its final target: the client redirect pages and the server rules. */
export const redirects: Redirect[] = entries.flatMap((entry) => {
  const decision = decide(entry.from);
  return decision && 'to' in decision ? [{from: entry.from, to: decision.to}] : [];
});

/** Old paths whose topic has no page yet, with the issue that writes it (aliases included). */
export const noPageYet: NoPageYet[] = entries.flatMap((entry) => {
  const decision = decide(entry.from);
  if (!decision || !('issue' in decision)) return [];
  // An alias waits for the same page as the path it follows.
  return [{...decision, from: entry.from, planned: decision.planned ?? decision.from}].map((item) =>
    item.planned === item.from ? {from: item.from, issue: item.issue, topic: item.topic} : item,
  );
});
