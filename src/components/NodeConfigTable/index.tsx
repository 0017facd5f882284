import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

import Address from '@site/src/components/Address';
import {envGroups, envVars, rollupConfigs, type EnvGroupId, type EnvVar, type RollupNetwork} from '@site/src/data/nodeConfig';
import {networks} from '@site/src/data/networks';
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

function Value({value}: {value: string | undefined}): ReactNode {
  if (value === undefined) return <span className={styles.muted}>not in this file</span>;
  if (value === '') return <span className={styles.muted}>empty</span>;
  if (ADDRESS.test(value)) return <Address address={value} />;
  if (/^\d+ (enode URLs|ENRs)/.test(value) || value === 'a placeholder hex key') return <span>{value}</span>;
  return <code className={styles.value}>{value}</code>;
}

function Defaults({v}: {v: EnvVar}): ReactNode {
  if (v.value !== undefined) return <Value value={v.value} />;
  if (v.mainnet === undefined && v.celoSepolia === undefined) return <span className={styles.muted}>not set in a file</span>;
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
      <caption className={styles.caption}>{meta.title}</caption>
      <thead>
        <tr>
          <th scope="col">Variable</th>
          <th scope="col">Default</th>
          <th scope="col">Effect</th>
          <th scope="col">Read by</th>
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
                  When empty: <code className={styles.value}>{v.fallback}</code>
                </div>
              )}
            </td>
            <td>
              <Inline text={v.effect} />
              {v.allowed && (
                <div>
                  Values: <Inline text={v.allowed} />
                </div>
              )}
              <div>
                Source: <SourceLinks v={v} />
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
          <th scope="col">Variable</th>
          <th scope="col">Default ({networks.mainnet.name})</th>
          <th scope="col">What it sets</th>
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
  return seconds === 0 ? 'from genesis' : `${new Date(seconds * 1000).toISOString().replace('.000Z', 'Z')} (${seconds})`;
}

function n(value: number): string {
  return value.toLocaleString('en-US');
}

/** The rollup configuration of Mainnet and Celo Sepolia side by side. */
export function RollupConfigTable(): ReactNode {
  const nets: RollupNetwork[] = ['mainnet', 'celoSepolia'];
  const c = (net: RollupNetwork) => rollupConfigs[net];
  const rows: [string, (net: RollupNetwork) => ReactNode][] = [
    ['Settlement layer (L1 chain id)', (net) => `${c(net).l1ChainName} (${c(net).l1ChainId})`],
    ['L2 chain id', (net) => c(net).l2ChainId],
    ['Block time', (net) => `${c(net).blockTimeSeconds} s`],
    ['First L2 block', (net) => n(c(net).genesis.l2Number)],
    ['First L2 block hash', (net) => <code className={styles.hash}>{c(net).genesis.l2Hash}</code>],
    ['First L2 block time', (net) => utc(c(net).genesis.l2Time)],
    ['L1 origin block', (net) => n(c(net).genesis.l1Number)],
    ['L1 origin hash', (net) => <code className={styles.hash}>{c(net).genesis.l1Hash}</code>],
    ['Gas limit at genesis', (net) => n(c(net).genesis.gasLimit)],
    ['Batcher at genesis', (net) => <Address address={c(net).genesis.batcher} />],
    ['Batch inbox', (net) => <Address address={c(net).batchInbox} />],
    ['Deposit contract (OptimismPortal)', (net) => <Address address={c(net).depositContract} />],
    ['SystemConfig', (net) => <Address address={c(net).systemConfig} />],
    ['ProtocolVersions', (net) => <Address address={c(net).protocolVersions} />],
    ['Max sequencer drift', (net) => `${n(c(net).maxSequencerDrift)} s`],
    ['Sequencing window', (net) => `${n(c(net).seqWindowSize)} L1 blocks`],
    ['Channel timeout', (net) => `${n(c(net).channelTimeout)} L1 blocks`],
    ['EIP-1559 elasticity', (net) => c(net).eip1559.elasticity],
    ['EIP-1559 denominator (before / after Canyon)', (net) => `${c(net).eip1559.denominator} / ${c(net).eip1559.denominatorCanyon}`],
    ['Alt-DA commitment type', (net) => <code>{c(net).altDa.commitmentType}</code>],
    ...Object.keys(FORK_LABELS).map(
      (fork): [string, (net: RollupNetwork) => ReactNode] => [
        `${FORK_LABELS[fork]} activation`,
        (net) => (c(net).forks[fork] === undefined ? <span className={styles.muted}>not in this file</span> : utc(c(net).forks[fork]!)),
      ],
    ),
  ];
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>rollup.json</caption>
      <thead>
        <tr>
          <th scope="col">Setting</th>
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
