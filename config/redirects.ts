/**
 * Pages of the old site that moved. Each entry becomes a client redirect page
 * (plugin-client-redirects) and a server rule in build/_redirects (written by
 * src/plugins/deploy-config). tests/unit/redirects.test.ts checks that every
 * target exists in the build and no old path shadows a real page.
 */
export interface Redirect {
  from: string;
  to: string;
}

// celocli topics whose old reference pages lived under /command-line-interface/.
const cliTopics = [
  'account', 'autocomplete', 'commands', 'config', 'election', 'epochs', 'governance', 'help', 'identity',
  'lockedcelo', 'multisig', 'network', 'node', 'oracle', 'plugins', 'releasecelo', 'rewards', 'transfer',
  'validator', 'validatorgroup',
];

// L1-era protocol pages, now kept as history under /what-is-celo/about-celo-l1/.
const protocolPages = ['consensus', 'identity', 'pos', 'stability', 'transaction'];

export const redirects: Redirect[] = [
  {from: '/contract-addresses', to: '/contracts/core-contracts'},
  {from: '/token-addresses', to: '/contracts/token-contracts'},
  {from: '/developer/build-on-minipay', to: '/build/build-on-minipay/overview'},
  {from: '/protocol', to: '/what-is-celo/about-celo-l1'},
  ...protocolPages.map((page) => ({from: `/protocol/${page}`, to: `/what-is-celo/about-celo-l1/${page}`})),
  {from: '/command-line-interface/introduction', to: '/cli'},
  ...cliTopics.map((topic) => ({from: `/command-line-interface/${topic}`, to: `/cli/${topic}`})),
  {from: '/cel2/fee-currencies', to: '/developer/fee-abstraction'},
  {from: '/getting-started/wallets', to: '/wallet'},
];
