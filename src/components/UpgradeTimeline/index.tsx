import '@site/src/i18n/codeStrings?namespace=upgradeTimeline';
import React, {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {
  upgrades,
  primaryActivation,
  activationStatus,
  type Activation,
  type Upgrade,
  type UpgradeKind,
  type UpgradeStatus,
} from '@site/src/data/upgrades';
import {formatNumber} from '@site/src/i18n/locale';
import {formatActivationDate, latestKnownActivation, sortUpgrades} from './logic';
import {dateWords} from './words';
import styles from './styles.module.css';

export interface UpgradeTimelineProps {
  /** ISO date to compute past/upcoming against. Defaults to today in the reader's browser. */
  date?: string;
  /** Only show these kinds of upgrade. */
  kinds?: readonly UpgradeKind[];
  /** Add columns for the sunset Alfajores and Baklava testnets. */
  showSunsetTestnets?: boolean;
}

const kindLabels: Record<UpgradeKind, string> = {
  'celo-l1-hardfork': translate({id: 'upgradeTimeline.kind.l1', message: 'Celo L1 hard fork'}),
  migration: translate({id: 'upgradeTimeline.kind.migration', message: 'L1 to L2 migration'}),
  'celo-l2-hardfork': translate({id: 'upgradeTimeline.kind.l2', message: 'Celo L2 hard fork'}),
  'data-availability': translate({id: 'upgradeTimeline.kind.da', message: 'Data availability'}),
  proofs: translate({id: 'upgradeTimeline.kind.proofs', message: 'Fault proofs'}),
  'node-software': translate({id: 'upgradeTimeline.kind.nodeSoftware', message: 'Node software'}),
  ethereum: translate({id: 'upgradeTimeline.kind.ethereum', message: 'Ethereum (settlement layer)'}),
};

const statusLabels: Record<UpgradeStatus, string> = {
  done: translate({id: 'upgradeTimeline.status.done', message: 'Activated'}),
  upcoming: translate({id: 'upgradeTimeline.status.upcoming', message: 'Scheduled'}),
  planned: translate({id: 'upgradeTimeline.status.planned', message: 'Planned'}),
  'not-announced': translate({id: 'upgradeTimeline.status.notAnnounced', message: 'Not announced'}),
};

function StatusBadge({status}: {status: UpgradeStatus}): ReactNode {
  return (
    <span
      className={clsx(
        'badge',
        {'badge--success': status === 'done', 'badge--secondary': status === 'not-announced'},
        // Infima's warning badge puts white text on yellow (about 2:1); this one meets 4.5:1 in both modes.
        (status === 'upcoming' || status === 'planned') && styles.badgeAhead,
      )}>
      {statusLabels[status]}
    </span>
  );
}

function ActivationCell({activation}: {activation: Activation | undefined}): ReactNode {
  if (!activation) {
    return <span className={styles.muted}>–</span>;
  }
  const date = formatActivationDate(activation, dateWords());
  return (
    <div className={styles.activation} data-activation={activation.kind}>
      {date && <span>{date}</span>}
      {activation.note && <span className={styles.muted}>{activation.note}</span>}
      {activation.block !== undefined && (
        <span className={styles.muted}>
          <Translate id="upgradeTimeline.block" values={{block: formatNumber(activation.block)}}>
            {'block {block}'}
          </Translate>
        </span>
      )}
      {activation.timestamp !== undefined && (
        <span className={styles.muted}>
          <Translate id="upgradeTimeline.timestamp" values={{timestamp: <code>{activation.timestamp}</code>}}>
            {'timestamp {timestamp}'}
          </Translate>
        </span>
      )}
      {activation.detail && <span className={styles.muted}>{activation.detail}</span>}
    </div>
  );
}

function UpgradeName({upgrade}: {upgrade: Upgrade}): ReactNode {
  return (
    <div>
      <strong>{upgrade.notice ? <Link to={`/${upgrade.notice}`}>{upgrade.name}</Link> : upgrade.name}</strong>
      <div className={styles.summary}>{upgrade.summary}</div>
    </div>
  );
}

/**
 * Ordered table of Celo upgrades with their activation on each network and
 * whether they are past or upcoming. Without a `date` prop the server render
 * uses the latest known activation as reference (so the static HTML and the
 * first client render agree), then the browser recomputes against today.
 */
export default function UpgradeTimeline({date, kinds, showSunsetTestnets = false}: UpgradeTimelineProps): ReactNode {
  const [now, setNow] = useState<Date>(() => (date ? new Date(date) : latestKnownActivation(upgrades)));
  useEffect(() => {
    if (!date) {
      setNow(new Date());
    }
  }, [date]);

  const rows = sortUpgrades(upgrades.filter((u) => !kinds || kinds.includes(u.kind)));

  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          <Translate id="upgradeTimeline.caption">
            Celo upgrades in order of activation, with the status on Celo Mainnet.
          </Translate>
        </caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">
              <Translate id="upgradeTimeline.col.upgrade">Upgrade</Translate>
            </th>
            <th scope="col">
              <Translate id="upgradeTimeline.col.kind">Type</Translate>
            </th>
            <th scope="col">
              <Translate id="upgradeTimeline.col.mainnet">Celo Mainnet</Translate>
            </th>
            <th scope="col">
              <Translate id="upgradeTimeline.col.celoSepolia">Celo Sepolia</Translate>
            </th>
            {showSunsetTestnets && (
              <>
                <th scope="col">
                  <Translate id="upgradeTimeline.col.alfajores">Alfajores (sunset)</Translate>
                </th>
                <th scope="col">
                  <Translate id="upgradeTimeline.col.baklava">Baklava (sunset)</Translate>
                </th>
              </>
            )}
            <th scope="col">
              <Translate id="upgradeTimeline.col.status">Status</Translate>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((upgrade, index) => (
            <tr key={upgrade.id} data-upgrade={upgrade.id}>
              <td>{index + 1}</td>
              <th scope="row" className={styles.rowHeader}>
                <UpgradeName upgrade={upgrade} />
              </th>
              <td>{kindLabels[upgrade.kind]}</td>
              <td>
                <ActivationCell activation={upgrade.activations.mainnet} />
              </td>
              <td>
                <ActivationCell activation={upgrade.activations.celoSepolia} />
              </td>
              {showSunsetTestnets && (
                <>
                  <td>
                    <ActivationCell activation={upgrade.activations.alfajores} />
                  </td>
                  <td>
                    <ActivationCell activation={upgrade.activations.baklava} />
                  </td>
                </>
              )}
              <td>
                <StatusBadge status={activationStatus(primaryActivation(upgrade), now)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
