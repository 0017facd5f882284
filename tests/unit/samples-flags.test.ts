/**
 * The flag and environment-variable check of `npm run check:samples -- --only=flags`
 * (scripts/samples/nodeFlags.ts) and its data (src/data/nodeFlags.ts): planted unknown names are caught
 * with page and line, known ones pass, and a flag is read as the flag of the client whose command it follows.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {checkNodeFlags, clientBefore, commandFlags, envVarUses, flagUses} from '../../scripts/samples/nodeFlags';
import {walk} from '../../scripts/samples/extract';
import {isNodeFlag, nodeFlagLists, nodeFlags} from '@site/src/data/nodeFlags';
import {isSourceRef, parseRepoFile} from '@site/src/data/sources';

const ROOT = path.resolve(__dirname, '../..');
const OPS = 'docs/cel2/operators/example.mdx';
const OTHER = 'docs/build/example.md';

/** `page:line: message` of every problem of a page. */
const problems = (page: string, text: string): string[] => checkNodeFlags(page, text).problems.map((p) => `${p.page}:${p.line}: ${p.message}`);

describe('node flag data', () => {
  it('keeps every list sorted and without duplicates', () => {
    for (const [name, list] of Object.entries(nodeFlagLists)) {
      expect([...list].sort(), `${name} is sorted`).toEqual([...list]);
      expect(new Set(list).size, `${name} has no duplicates`).toBe(list.length);
    }
  });

  it('pins every source to a commit', () => {
    for (const c of Object.values(nodeFlags)) {
      for (const s of c.sources) {
        expect(isSourceRef(s), s).toBe(true);
        expect(parseRepoFile(s)?.commit, s).toMatch(/^[0-9a-f]{40}$/);
      }
    }
  });

  it('has the flags the Docker Compose start scripts run (v1.4.1; op-geth as of v1.3.4, its last release with op-geth)', () => {
    // celo-org/celo-l2-node-docker-compose@7aafa1c0e202e7ec6dcd7c14757c55522006a12f:scripts/start-op-node.sh,
    // celo-org/celo-l2-node-docker-compose@7aafa1c0e202e7ec6dcd7c14757c55522006a12f:scripts/start-op-reth.sh,
    // celo-org/celo-l2-node-docker-compose@a0dd6d9d3420bcc947ca510216dcb56bc5a10e66:scripts/start-op-geth.sh.
    const used: Record<'op-node' | 'op-reth' | 'op-geth', string> = {
      'op-node':
        'l1 l2 l2.enginekind rpc.addr rpc.port l2.jwt-secret l1.trustrpc l1.rpckind l1.beacon metrics.enabled metrics.addr metrics.port syncmode verifier.l1-confs p2p.priv.path p2p.peerstore.path network p2p.advertise.ip',
      'op-reth':
        'chain datadir storage.v2 http http.corsdomain http.addr http.port http.api ws ws.addr ws.port ws.origins ws.api metrics authrpc.addr authrpc.port authrpc.jwtsecret rollup.sequencer rollup.disable-tx-pool-gossip bootnodes port discovery.port discovery.v5.port max-peers nat txpool.nolocals rpc.txfeecap rollup.historicalrpc trusted-peers minimal full archive proofs-history proofs-history.storage-path proofs-history.storage-version proofs-history.window log.stdout.format',
      'op-geth':
        'authrpc.addr authrpc.jwtsecret authrpc.port authrpc.vhosts bootnodes datadir discovery.port gcmode history.transactions http http.addr http.api http.corsdomain http.port http.vhosts ipcpath metrics metrics.influxdb metrics.influxdb.database metrics.influxdb.endpoint nat port rollup.disabletxpoolgossip rollup.historicalrpc rollup.sequencerhttp snapshot syncmode txpool.nolocals verbosity ws ws.addr ws.api ws.origins ws.port',
    };
    for (const [client, flags] of Object.entries(used) as [keyof typeof used, string][]) {
      expect(flags.split(' ').filter((f) => !isNodeFlag(client, f)), client).toEqual([]);
    }
  });

  it('keeps each client its own flags (the check would pass anything otherwise)', () => {
    expect(isNodeFlag('op-node', 'p2p.bootnodes')).toBe(true);
    expect(isNodeFlag('op-reth', 'p2p.bootnodes')).toBe(false);
    expect(isNodeFlag('op-node', 'bootnodes')).toBe(false);
    expect(isNodeFlag(null, 'bootnodes')).toBe(true);
    expect(isNodeFlag(null, 'p2p.peers.low')).toBe(false);
    expect(nodeFlags['op-node'].envVars.has('OP_NODE_L2_ENGINE_KIND')).toBe(true);
    expect(nodeFlags['op-node'].envVars.has('OP_NODE_P2P_PEER_COUNT')).toBe(false);
  });
});

describe('flags on the pages', () => {
  it('catches an unknown flag after op-node in a shell block, with page and line', () => {
    const page = ['# Run', '', '```bash', 'op-node --network=celo-mainnet \\', '  --p2p.peers.low=20 \\', '  --p2p.peers.lo=20', '```', ''].join('\n');
    const found = problems(OPS, page);
    expect(found).toHaveLength(1);
    // Reported on the line the command starts on.
    expect(found[0]).toMatch(/^docs\/cel2\/operators\/example\.mdx:4: op-node has no flag --p2p\.peers\.low \(src\/data\/nodeFlags\.ts/);
    expect(found[0]).toContain(`op-node ${nodeFlags['op-node'].documented}`);
  });

  it('reads the flags after the binary as that client’s, and only when the binary starts the command', () => {
    expect(commandFlags('op-node --bootnodes=x')).toEqual([{client: 'op-node', name: 'bootnodes'}]);
    expect(commandFlags('$ sudo celo-reth node --chain celo --p2p.bootnodes x')).toEqual([
      {client: 'op-reth', name: 'chain'},
      {client: 'op-reth', name: 'p2p.bootnodes'},
    ]);
    expect(commandFlags('docker compose logs op-node --tail 50')).toEqual([]);
    expect(commandFlags('OP_NODE_LOG_LEVEL=debug ./bin/op-node --l1=$L1 | tee log --append')).toEqual([{client: 'op-node', name: 'l1'}]);
    expect(problems(OTHER, '```bash\ncelo-reth node --p2p.bootnodes x\n```\n')).toEqual([
      expect.stringMatching(/^docs\/build\/example\.md:2: op-reth has no flag --p2p\.bootnodes/),
    ]);
  });

  it('reads a <CodeBlock> rendered from data, with its escaped continuations and ${…} values', () => {
    const page = ['<CodeBlock language="bash">{`celo-reth proofs init \\\\', '  --datadir=<datadir> \\\\', '  --chain=${chainNames.mainnet.opRethChain} \\\\', '  --proofs-history.storage-versions=v2`}</CodeBlock>'].join('\n');
    expect(flagUses(OPS, page).map((u) => `${u.line} ${u.client} ${u.name}`)).toEqual([
      '1 op-reth datadir',
      '1 op-reth chain',
      '1 op-reth proofs-history.storage-versions',
    ]);
    expect(problems(OPS, page)).toEqual([expect.stringMatching(/:1: op-reth has no flag --proofs-history\.storage-versions/)]);
  });

  it('reads the command of a compose service that runs a client', () => {
    const page = ['```yaml', 'services:', '  node:', '    image: example/op-node:celo-v2.2.1', '    command:', '      - --l1=http://l1', '      - --l1.beacon-url=http://beacon', '  other:', '    command: --anything', '```'].join('\n');
    expect(problems(OPS, page)).toEqual([expect.stringMatching(/example\.mdx:7: op-node has no flag --l1\.beacon-url/)]);
  });

  it('reads inline code: a command, and a bare flag by the client named just before it', () => {
    expect(problems(OPS, 'op-reth takes them with `--bootnodes`, op-node with `--p2p.bootnodes`.\n')).toEqual([]);
    expect(problems(OPS, 'op-node takes them with `--bootnodes`.\n')).toEqual([expect.stringMatching(/:1: op-node has no flag --bootnodes/)]);
    expect(problems(OPS, '| op-node `--network` | op-reth `--chain` |\n| op-reth `--network` | x |\n')).toEqual([expect.stringMatching(/:2: op-reth has no flag --network/)]);
    expect(problems(OPS, 'Run `op-node --l1=x --l1.trust` first.\n')).toEqual([expect.stringMatching(/:1: op-node has no flag --l1\.trust/)]);
    expect(clientBefore("Point op-node at op-reth's engine API and add `--l2.enginekind=reth`", 46)).toBe(null);
  });

  it('checks a bare flag against all three clients, on operator pages, in a paragraph that names a client and not celocli', () => {
    expect(problems(OPS, 'op-reth keeps the history; set `--proofs-historyy` to\nkeep it longer.\n')).toEqual([
      expect.stringMatching(/:1: --proofs-historyy is a flag of none of op-node, op-geth and op-reth/),
    ]);
    expect(problems(OPS, 'Point op-node at op-reth and add `--l2.enginekind=reth`.\n')).toEqual([]);
    expect(problems(OPS, 'celocli signs with `--from`; op-reth is not involved.\n')).toEqual([]);
    expect(problems(OPS, 'The legacy node runs with `--gcmode=archive`.\n')).toEqual([]);
    expect(problems(OTHER, 'op-reth keeps the history; set `--proofs-historyy`.\n')).toEqual([]);
  });
});

describe('environment variables on the pages', () => {
  it('catches an unknown op-node variable in prose, with page and line', () => {
    const page = ['# Peers', '', 'op-node reads the peer limit from `OP_NODE_P2P_PEER_COUNT`.', 'Set `OP_NODE_P2P_PEERS_LO` instead.', ''].join('\n');
    expect(problems(OPS, page)).toEqual([
      expect.stringMatching(/^docs\/cel2\/operators\/example\.mdx:3: op-node reads no environment variable OP_NODE_P2P_PEER_COUNT \(src\/data\/nodeFlags\.ts/),
    ]);
  });

  it('leaves the Docker Compose variables and file names to others, and reads the rest by prefix', () => {
    const text = 'See RETH_MIGRATION.md; set OP_RETH__NAT, OP_NODE__RPC_ENDPOINT and OP_NODE_P2P_BOOTNODES. GETH_SYNCMODE, OP_GETH_FOO, RETH_LOG.';
    expect(envVarUses(text).map((v) => `${v.client} ${v.name}`)).toEqual(['op-geth GETH_SYNCMODE', 'op-geth OP_GETH_FOO', 'op-reth RETH_LOG']);
    expect(problems(OPS, text)).toEqual([
      expect.stringMatching(/op-geth reads no environment variable OP_GETH_FOO/),
      expect.stringMatching(/op-reth reads no environment variable RETH_LOG/),
    ]);
  });

  it('reads variables only on operator pages and pages that run a client', () => {
    expect(problems(OTHER, 'OP_NODE_P2P_PEER_COUNT\n')).toEqual([]);
    expect(problems(OTHER, '```bash\nop-node --l1=x\n```\nOP_NODE_P2P_PEER_COUNT\n')).toHaveLength(1);
  });
});

describe('the site', () => {
  it('names only flags and variables the clients define', () => {
    let flags = 0;
    const found = walk(path.join(ROOT, 'docs')).flatMap((file) => {
      const page = path.relative(ROOT, file);
      const r = checkNodeFlags(page, fs.readFileSync(file, 'utf8'));
      flags += r.flags;
      return r.problems.map((p) => `${p.page}:${p.line}: ${p.message}`);
    });
    expect(found).toEqual([]);
    // The operator pages name dozens of flags; none read would mean the reader broke.
    expect(flags).toBeGreaterThan(30);
  });
});
