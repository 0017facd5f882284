/**
 * JSON-RPC methods a curl example in the docs may call, by namespace, with
 * the source each group was read from. A method missing here fails
 * `npm run check:samples`: add it with its source, or fix the example.
 */

/** Method name as Go's RPC server exposes it: namespace + method with a lower-case first letter. */
const rpc = (namespace: string, goNames: string): string[] =>
  goNames.split(/\s+/).filter(Boolean).map((n) => `${namespace}_${n[0]!.toLowerCase()}${n.slice(1)}`);

export const rpcMethodGroups: readonly {source: string; methods: readonly string[]}[] = [
  {
    // Services registered under "eth" in internal/ethapi/backend.go: EthereumAPI, BlockChainAPI, TransactionAPI.
    source: 'celo-org/op-geth@ffa122403fea6acc8130752cda345df5d50c1320:internal/ethapi/api.go',
    methods: rpc(
      'eth',
      `BlobBaseFee BlockNumber Call ChainId CreateAccessList EstimateGas FeeHistory FillTransaction GasPrice GetBalance
       GetBlockByHash GetBlockByNumber GetBlockReceipts GetBlockTransactionCountByHash GetBlockTransactionCountByNumber
       GetCode GetHeaderByHash GetHeaderByNumber GetProof GetRawTransactionByBlockHashAndIndex
       GetRawTransactionByBlockNumberAndIndex GetRawTransactionByHash GetStorageAt GetTransactionByBlockHashAndIndex
       GetTransactionByBlockNumberAndIndex GetTransactionByHash GetTransactionCount GetTransactionReceipt
       GetUncleByBlockHashAndIndex GetUncleByBlockNumberAndIndex GetUncleCountByBlockHash GetUncleCountByBlockNumber
       MaxPriorityFeePerGas PendingTransactions Resend SendRawTransaction SendTransaction Sign SignTransaction Syncing`,
    ),
  },
  {
    // FilterAPI, registered under "eth".
    source: 'celo-org/op-geth@ffa122403fea6acc8130752cda345df5d50c1320:eth/filters/api.go',
    methods: rpc('eth', 'NewPendingTransactionFilter NewBlockFilter NewFilter GetLogs UninstallFilter GetFilterLogs GetFilterChanges'),
  },
  {
    // nodeAPI, registered under "optimism" in op-node/node/server.go.
    source: 'celo-org/optimism:op-node/node/api.go',
    methods: rpc('optimism', 'OutputAtBlock SafeHeadAtL1Block SyncStatus RollupConfig Version'),
  },
  {
    // op-node's peer-to-peer API, registered under "opp2p" (p2p.NamespaceRPC in op-node/p2p/rpc_client.go).
    source: 'celo-org/optimism@1b60358679f6b5c6984e95240cf2d347c608e79a:op-node/p2p/rpc_api.go',
    methods: rpc(
      'opp2p',
      `Self Peers PeerStats DiscoveryTable BlockPeer UnblockPeer ListBlockedPeers BlockAddr UnblockAddr ListBlockedAddrs
       BlockSubnet UnblockSubnet ListBlockedSubnets ProtectPeer UnprotectPeer ConnectPeer DisconnectPeer`,
    ),
  },
  {
    // op-reth's historical-proofs sidecar (--proofs-history): the window of blocks its store serves.
    source: 'celo-org/docs@2287776b1b7a052d2507d9dd43bc20c5063cd0ce:infra-partners/operators/historical-proofs.mdx',
    methods: ['debug_proofsSyncStatus'],
  },
  {
    // web3API, registered under "web3".
    source: 'celo-org/op-geth@ffa122403fea6acc8130752cda345df5d50c1320:node/api.go',
    methods: rpc('web3', 'ClientVersion Sha3'),
  },
  {
    // NetAPI, registered under "net".
    source: 'celo-org/op-geth@ffa122403fea6acc8130752cda345df5d50c1320:internal/ethapi/api.go',
    methods: rpc('net', 'Listening PeerCount Version'),
  },
];

export const rpcMethods: ReadonlySet<string> = new Set(rpcMethodGroups.flatMap((g) => g.methods));
