import '@site/src/i18n/codeStrings?namespace=nodeConfig';
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

import Address from '@site/src/components/Address';
import {envGroups, envVars, rollupConfigs, type EnvGroupId, type EnvVar, type RollupNetwork} from '@site/src/data/nodeConfig';
import {networks} from '@site/src/data/networks';
import {formatNumber} from '@site/src/i18n/locale';
import {parseSource} from '@site/src/data/sources';

import styles from './styles.module.css';

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** Inline code with `backtick` spans, for the short texts stored in the data. */
function Inline({text}: {text: string}): ReactNode {
  const parts = text.split(/(`[^`]+`)/g);
  return (
    <>
      {parts.map((part, i) =>
        part.startsWith('`') && part.endsWith('`') && part.length > 1 ? <code key={i}>{part.slice(1, -1)}</code> : <React.Fragment key={i}>{part}</React.Fragment>,
      )}
    </>
  );
}

function notInFile(): string {
  return translate({id: 'nodeConfig.notInFile', message: 'not in this file', description: 'A setting the configuration file does not contain'});
}

/**
 * A group's caption in the page's language. The data module keeps the English titles for the tests
 * and Node scripts, which cannot load `@docusaurus/Translate`; the `Record` makes the compiler refuse a
 * group without a caption here, and tests/unit/node-config-data.test.ts holds the English ones to the data's.
 */
export function envGroupTitle(group: EnvGroupId): string {
  const titles: Record<EnvGroupId, string> = {
    network: translate({id: 'nodeConfig.group.network', message: 'Network and node type'}),
    l1: translate({id: 'nodeConfig.group.l1', message: 'Ethereum (L1) connection'}),
    datadir: translate({id: 'nodeConfig.group.datadir', message: 'Data directory and snapshot'}),
    historical: translate({id: 'nodeConfig.group.historical', message: 'State from before the L2 migration'}),
    proofs: translate({id: 'nodeConfig.group.proofs', message: 'Historical proofs'}),
    p2p: translate({id: 'nodeConfig.group.p2p', message: 'Peer-to-peer networking'}),
    eigenda: translate({id: 'nodeConfig.group.eigenda', message: 'EigenDA'}),
    challenger: translate({id: 'nodeConfig.group.challenger', message: 'Challenger'}),
    monitoring: translate({id: 'nodeConfig.group.monitoring', message: 'Monitoring'}),
    images: translate({id: 'nodeConfig.group.images', message: 'Image overrides'}),
    ports: translate({id: 'nodeConfig.group.ports', message: 'Host ports'}),
    'network-files': translate({id: 'nodeConfig.group.networkFiles', message: 'Per-network files'}),
    'common-files': translate({id: 'nodeConfig.group.commonFiles', message: 'Shared service files'}),
    internal: translate({id: 'nodeConfig.group.internal', message: 'Set by the setup itself'}),
  };
  return titles[group];
}

/**
 * The values the data describes instead of quoting (a list of peers, a secret), in the page's language;
 * undefined for a value to show as code. Their English is the data's (src/data/nodeConfig.ts).
 */
function describedValue(value: string): string | undefined {
  if (value === 'a placeholder hex key') {
    return translate({id: 'nodeConfig.value.placeholderKey', message: 'a placeholder hex key', description: 'The value of a private-key variable in the env files'});
  }
  const list = /^(\d+) (enode URLs|ENRs)(?: \((.+)\))?$/.exec(value);
  if (!list) return undefined;
  const [, count = '', kind, note] = list;
  const items =
    kind === 'ENRs'
      ? translate({id: 'nodeConfig.value.enrs', message: '{count} ENRs', description: 'A number of node records (ENRs) in a variable'}, {count})
      : translate({id: 'nodeConfig.value.enodes', message: '{count} enode URLs', description: 'A number of enode URLs in a variable'}, {count});
  const notes: Record<string, string> = {
    'the bootnodes': translate({id: 'nodeConfig.value.theBootnodes', message: 'the bootnodes', description: 'The peers listed are the bootnodes'}),
    'the first four bootnodes': translate({id: 'nodeConfig.value.firstFourBootnodes', message: 'the first four bootnodes'}),
  };
  return note === undefined ? items : `${items} (${notes[note] ?? note})`;
}

function Value({value}: {value: string | undefined}): ReactNode {
  if (value === undefined) return <span className={styles.muted}>{notInFile()}</span>;
  if (value === '')
    return <span className={styles.muted}>{translate({id: 'nodeConfig.empty', message: 'empty', description: 'A variable set to the empty string'})}</span>;
  if (ADDRESS.test(value)) return <Address address={value} />;
  const described = describedValue(value);
  if (described !== undefined) return <span>{described}</span>;
  return <code className={styles.value}>{value}</code>;
}

function Defaults({v}: {v: EnvVar}): ReactNode {
  if (v.value !== undefined) return <Value value={v.value} />;
  if (v.mainnet === undefined && v.celoSepolia === undefined) return (
      <span className={styles.muted}>
        {translate({id: 'nodeConfig.notSet', message: 'not set in a file', description: 'A variable no configuration file sets'})}
      </span>
    );
  if (v.mainnet === v.celoSepolia) return <Value value={v.mainnet} />;
  return (
    <dl className={styles.perNetwork}>
      <dt>{networks.mainnet.name}</dt>
      <dd>
        <Value value={v.mainnet} />
      </dd>
      <dt>{networks.celoSepolia.name}</dt>
      <dd>
        <Value value={v.celoSepolia} />
      </dd>
    </dl>
  );
}

function SourceLinks({v}: {v: EnvVar}): ReactNode {
  return (
    <span className={styles.sources}>
      {v.sources.map((s, i) => {
        const parsed = parseSource(s);
        const label = parsed ? parsed.label.replace(/^celo-org\/celo-l2-node-docker-compose /, '') : s;
        return (
          <React.Fragment key={s}>
            {i > 0 && ', '}
            {parsed ? <Link href={parsed.href}>{label}</Link> : label}
          </React.Fragment>
        );
      })}
    </span>
  );
}

/** Anchor id of a variable's row, for links such as `configuration-reference#env-node-type`. */
export function envAnchor(name: string): string {
  return `env-${name.toLowerCase().replace(/_/g, '-')}`;
}

export interface EnvVarTableProps {
  group: EnvGroupId;
}

/** All environment variables of one group, with defaults per network, effect, readers and sources. */
export function EnvVarTable({group}: EnvVarTableProps): ReactNode {
  const meta = envGroups.find((g) => g.id === group);
  const rows = envVars.filter((v) => v.group === group);
  if (!meta || rows.length === 0) throw new Error(`EnvVarTable: unknown or empty group ${group}`);
  const brokenLinks = useBrokenLinks();
  for (const v of rows) brokenLinks.collectAnchor(envAnchor(v.name));
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{envGroupTitle(group)}</caption>
      <thead>
        <tr>
          <th scope="col">
            <Translate id="nodeConfig.col.variable">Variable</Translate>
          </th>
          <th scope="col">
            <Translate id="nodeConfig.col.default">Default</Translate>
          </th>
          <th scope="col">
            <Translate id="nodeConfig.col.effect">Effect</Translate>
          </th>
          <th scope="col">
            <Translate id="nodeConfig.col.readBy" description="Column: the services that read the variable">
              Read by
            </Translate>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((v) => (
          <tr key={v.name} id={envAnchor(v.name)}>
            <th scope="row">
              <code>{v.name}</code>
              <br />
              <span className={styles.muted}>{v.definedIn.join(', ')}</span>
            </th>
            <td>
              <Defaults v={v} />
              {v.fallback !== undefined && (
                <div className={styles.muted}>
                  <Translate
                    id="nodeConfig.fallback"
                    description="The value a variable takes when it is set to the empty string"
                    values={{value: <code className={styles.value}>{v.fallback}</code>}}>
                    {'When empty: {value}'}
                  </Translate>
                </div>
              )}
            </td>
            <td>
              <Inline text={v.effect} />
              {v.allowed && (
                <div>
                  <Translate id="nodeConfig.allowed" description="The values a variable accepts" values={{values: <Inline text={v.allowed} />}}>
                    {'Values: {values}'}
                  </Translate>
                </div>
              )}
              <div>
                <Translate id="nodeConfig.source" description="Where a variable is defined" values={{sources: <SourceLinks v={v} />}}>
                  {'Source: {sources}'}
                </Translate>
              </div>
            </td>
            <td>{v.services.join(', ')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface EnvVarSummaryProps {
  /** Variables to show, in this order. */
  names: readonly string[];
}

/** A short table of chosen variables with their Mainnet default, linking to the full reference. */
export function EnvVarSummary({names}: EnvVarSummaryProps): ReactNode {
  const rows = names.map((name) => {
    const found = envVars.find((v) => v.name === name);
    if (!found) throw new Error(`EnvVarSummary: unknown variable ${name}`);
    return found;
  });
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">
            <Translate id="nodeConfig.col.variable">Variable</Translate>
          </th>
          <th scope="col">
            <Translate id="nodeConfig.col.defaultOn" description="Column: the default value on one network" values={{network: networks.mainnet.name}}>
              {'Default ({network})'}
            </Translate>
          </th>
          <th scope="col">
            <Translate id="nodeConfig.col.whatItSets">What it sets</Translate>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((v) => (
          <tr key={v.name}>
            <th scope="row">
              <Link to={`/cel2/operators/configuration-reference#${envAnchor(v.name)}`}>
                <code>{v.name}</code>
              </Link>
            </th>
            <td>
              <Value value={v.value ?? v.mainnet} />
            </td>
            <td>
              <Inline text={v.effect} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const FORK_LABELS: Record<string, string> = {
  regolith: 'Regolith',
  cel2: 'Cel2',
  canyon: 'Canyon',
  delta: 'Delta',
  ecotone: 'Ecotone',
  fjord: 'Fjord',
  granite: 'Granite',
  holocene: 'Holocene',
  isthmus: 'Isthmus',
  pectraBlobSchedule: 'Pectra blob schedule',
  jovian: 'Jovian',
};

function utc(seconds: number): string {
  return seconds === 0
    ? translate({id: 'nodeConfig.fromGenesis', message: 'from genesis', description: 'A fork active from the first block'})
    : `${new Date(seconds * 1000).toISOString().replace('.000Z', 'Z')} (${seconds})`;
}

const n = formatNumber;

function seconds(value: number | string): string {
  return translate({id: 'nodeConfig.seconds', message: '{seconds} s', description: 'A duration in seconds'}, {seconds: value});
}

function l1Blocks(count: number): string {
  return translate({id: 'nodeConfig.l1Blocks', message: '{count} L1 blocks', description: 'A number of Ethereum blocks'}, {count: n(count)});
}

/** The rollup configuration of Mainnet and Celo Sepolia side by side. */
export function RollupConfigTable(): ReactNode {
  const nets: RollupNetwork[] = ['mainnet', 'celoSepolia'];
  const c = (net: RollupNetwork) => rollupConfigs[net];
  // Labels are translated; the names of contracts, forks and fields (SystemConfig, Canyon, EIP-1559) stay.
  const rows: [string, (net: RollupNetwork) => ReactNode][] = [
    [translate({id: 'nodeConfig.rollup.settlement', message: 'Settlement layer (L1 chain id)'}), (net) => `${c(net).l1ChainName} (${c(net).l1ChainId})`],
    [translate({id: 'nodeConfig.rollup.l2ChainId', message: 'L2 chain id'}), (net) => c(net).l2ChainId],
    [translate({id: 'nodeConfig.rollup.blockTime', message: 'Block time'}), (net) => seconds(c(net).blockTimeSeconds)],
    [translate({id: 'nodeConfig.rollup.firstBlock', message: 'First L2 block'}), (net) => n(c(net).genesis.l2Number)],
    [
      translate({id: 'nodeConfig.rollup.firstBlockHash', message: 'First L2 block hash'}),
      (net) => <code className={styles.hash}>{c(net).genesis.l2Hash}</code>,
    ],
    [translate({id: 'nodeConfig.rollup.firstBlockTime', message: 'First L2 block time'}), (net) => utc(c(net).genesis.l2Time)],
    [translate({id: 'nodeConfig.rollup.l1Origin', message: 'L1 origin block'}), (net) => n(c(net).genesis.l1Number)],
    [translate({id: 'nodeConfig.rollup.l1OriginHash', message: 'L1 origin hash'}), (net) => <code className={styles.hash}>{c(net).genesis.l1Hash}</code>],
    [translate({id: 'nodeConfig.rollup.gasLimit', message: 'Gas limit at genesis'}), (net) => n(c(net).genesis.gasLimit)],
    [translate({id: 'nodeConfig.rollup.batcher', message: 'Batcher at genesis'}), (net) => <Address address={c(net).genesis.batcher} />],
    [translate({id: 'nodeConfig.rollup.batchInbox', message: 'Batch inbox'}), (net) => <Address address={c(net).batchInbox} />],
    [
      translate({id: 'nodeConfig.rollup.depositContract', message: 'Deposit contract (OptimismPortal)'}),
      (net) => <Address address={c(net).depositContract} />,
    ],
    ['SystemConfig', (net) => <Address address={c(net).systemConfig} />],
    ['ProtocolVersions', (net) => <Address address={c(net).protocolVersions} />],
    [translate({id: 'nodeConfig.rollup.maxSequencerDrift', message: 'Max sequencer drift'}), (net) => seconds(n(c(net).maxSequencerDrift))],
    [translate({id: 'nodeConfig.rollup.seqWindow', message: 'Sequencing window'}), (net) => l1Blocks(c(net).seqWindowSize)],
    [translate({id: 'nodeConfig.rollup.channelTimeout', message: 'Channel timeout'}), (net) => l1Blocks(c(net).channelTimeout)],
    [translate({id: 'nodeConfig.rollup.elasticity', message: 'EIP-1559 elasticity'}), (net) => c(net).eip1559.elasticity],
    [
      translate({id: 'nodeConfig.rollup.denominator', message: 'EIP-1559 denominator (before / after Canyon)'}),
      (net) => `${c(net).eip1559.denominator} / ${c(net).eip1559.denominatorCanyon}`,
    ],
    [translate({id: 'nodeConfig.rollup.altDa', message: 'Alt-DA commitment type'}), (net) => <code>{c(net).altDa.commitmentType}</code>],
    ...Object.keys(FORK_LABELS).map(
      (fork): [string, (net: RollupNetwork) => ReactNode] => [
        translate({id: 'nodeConfig.rollup.forkActivation', message: '{fork} activation', description: 'When a network upgrade (fork) activates'}, {fork: FORK_LABELS[fork]!}),
        (net) => (c(net).forks[fork] === undefined ? <span className={styles.muted}>{notInFile()}</span> : utc(c(net).forks[fork]!)),
      ],
    ),
  ];
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>rollup.json</caption>
      <thead>
        <tr>
          <th scope="col">
            <Translate id="nodeConfig.col.setting">Setting</Translate>
          </th>
          {nets.map((net) => (
            <th scope="col" key={net}>
              {networks[net].name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, cell]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            {nets.map((net) => (
              <td key={net}>{cell(net)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
