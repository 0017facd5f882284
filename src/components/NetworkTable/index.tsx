import '@site/src/i18n/codeStrings?namespace=networkTable';
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';

import AddToWallet from '@site/src/components/AddToWallet';
import CopyButton from '@site/src/components/CopyButton';
import {formatDate, networks, type NamedLink, type NetworkId} from '@site/src/data/networks';
import {formatNumber} from '@site/src/i18n/locale';

import styles from './styles.module.css';

export interface NetworkTableProps {
  network: NetworkId;
}

function ExternalLinks({links, empty}: {links: readonly NamedLink[]; empty: string}): ReactNode {
  if (links.length === 0) return <span className={styles.muted}>{empty}</span>;
  return (
    <ul className={styles.linkList}>
      {links.map((link) => (
        <li key={link.url}>
          <Link href={link.url} target="_blank" rel="noopener noreferrer">
            {link.name}
          </Link>
          {link.note && <span className={styles.muted}> ({link.note})</span>}
        </li>
      ))}
    </ul>
  );
}

function CopyableUrl({url, what}: {url: string; what: string}): ReactNode {
  return (
    <span className={styles.copyable}>
      <code>{url}</code>
      <CopyButton value={url} what={what} />
    </span>
  );
}

/**
 * The facts of one network as a two-column table, from `src/data/networks.ts`, followed by an
 * "Add to wallet" button when the network is live.
 */
export default function NetworkTable({network}: NetworkTableProps): ReactNode {
  const n = networks[network];
  const replacement = n.retirement ? networks[n.retirement.replacement] : undefined;
  const rpcLabel = translate({id: 'networkTable.rpc', message: 'RPC URL'});
  const wsLabel = translate({id: 'networkTable.ws', message: 'WebSocket URL'});

  const rows: {label: string; value: ReactNode}[] = [
    {label: translate({id: 'networkTable.name', message: 'Network name'}), value: n.name},
    {
      label: translate({id: 'networkTable.status', message: 'Status'}),
      value:
        n.status === 'live' ? (
          <span className={clsx('badge', styles.badgeLive)}>
            <Translate id="networkTable.live">Live</Translate>
          </span>
        ) : (
          <>
            <span className={clsx('badge', styles.badgeRetired)}>
              <Translate id="networkTable.retired">Retired</Translate>
            </span>{' '}
            {n.retirement && (
              <Translate
                id="networkTable.retiredOn"
                values={{
                  date: formatDate(n.retirement.date),
                  removed: formatDate(n.retirement.removedFromNodeSoftware),
                  replacement: replacement ? <Link to={replacement.docsPath}>{replacement.name}</Link> : '',
                }}>
                {'Support ended on {date}; removed from the Celo node software on {removed}. Use {replacement} instead.'}
              </Translate>
            )}
          </>
        ),
    },
    {label: translate({id: 'networkTable.role', message: 'Purpose'}), value: n.role},
    {
      label: translate({id: 'networkTable.chainId', message: 'Chain ID'}),
      value: (
        <Translate
          id="networkTable.chainIdValue"
          values={{decimal: <code>{n.chainId}</code>, hex: <code>{n.chainIdHex}</code>}}>
          {'{decimal} (hex {hex})'}
        </Translate>
      ),
    },
    {
      label: translate({id: 'networkTable.currency', message: 'Currency symbol'}),
      value: (
        <Translate
          id="networkTable.currencyValue"
          values={{symbol: <code>{n.currency.symbol}</code>, decimals: n.currency.decimals}}>
          {'{symbol} ({decimals} decimals)'}
        </Translate>
      ),
    },
    {label: rpcLabel, value: <CopyableUrl url={n.rpc.http} what={rpcLabel} />},
    {
      label: wsLabel,
      value: n.rpc.ws ? (
        <CopyableUrl url={n.rpc.ws} what={wsLabel} />
      ) : (
        <span className={styles.muted}>
          <Translate id="networkTable.noWs">No public WebSocket endpoint was published.</Translate>
        </span>
      ),
    },
    {
      label: translate({id: 'networkTable.explorers', message: 'Block explorers'}),
      value: <ExternalLinks links={n.explorers} empty={translate({id: 'networkTable.noExplorer', message: 'None published'})} />,
    },
    {
      label: translate({id: 'networkTable.faucets', message: 'Faucets'}),
      value: (
        <ExternalLinks
          links={n.faucets}
          empty={translate({id: 'networkTable.noFaucet', message: 'None: Mainnet CELO has real value and is not handed out by a faucet.'})}
        />
      ),
    },
    {
      label: translate({id: 'networkTable.bridges', message: 'Bridges'}),
      value: <ExternalLinks links={n.bridges} empty={translate({id: 'networkTable.noBridge', message: 'None published'})} />,
    },
    {
      label: translate({id: 'networkTable.settlement', message: 'Settlement layer'}),
      value: n.settlementLayer.name,
    },
    {
      label: translate({id: 'networkTable.blockTime', message: 'Block time'}),
      value: translate({id: 'networkTable.blockTimeValue', message: '{seconds} s'}, {seconds: n.blockTimeSeconds}),
    },
    {
      label: translate({id: 'networkTable.l2', message: 'Running as an L2'}),
      value: n.l2Migration
        ? translate(
            {id: 'networkTable.l2Migration', message: 'Since block {block} ({date}), when it migrated from a Celo L1'},
            {block: formatNumber(n.l2Migration.block), date: formatDate(n.l2Migration.date)},
          )
        : n.launched
          ? translate({id: 'networkTable.l2Launch', message: 'Since launch on {date}'}, {date: formatDate(n.launched)})
          : '',
    },
  ];

  return (
    <div className={styles.networkTable}>
      <table>
        <caption className={styles.caption}>
          <Translate id="networkTable.caption" values={{network: n.name}}>
            {'{network} at a glance'}
          </Translate>
        </caption>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {n.status === 'live' && <AddToWallet network={network} />}
    </div>
  );
}
