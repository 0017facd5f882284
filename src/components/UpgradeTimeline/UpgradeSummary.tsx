import '@site/src/i18n/codeStrings?namespace=upgradeSummary';
import '@site/src/i18n/codeStrings?namespace=upgradeTimeline';
import React, {useEffect, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {
  getUpgrade,
  activationStatus,
  upgradeNetworkLabels,
  upgrades,
  type UpgradeId,
  type UpgradeNetwork,
  type UpgradeStatus,
} from '@site/src/data/upgrades';
import {formatNumber} from '@site/src/i18n/locale';
import {formatActivationDate, latestKnownActivation} from './logic';
import {dateWords} from './words';
import styles from './styles.module.css';

export interface UpgradeSummaryProps {
  id: UpgradeId;
  /** ISO date to compute the status against. Defaults to today in the reader's browser. */
  date?: string;
}

const ORDER: UpgradeNetwork[] = ['mainnet', 'celoSepolia', 'alfajores', 'baklava'];

const statusLabels: Record<UpgradeStatus, string> = {
  done: translate({id: 'upgradeSummary.status.done', message: 'Activated'}),
  upcoming: translate({id: 'upgradeSummary.status.upcoming', message: 'Scheduled'}),
  planned: translate({id: 'upgradeSummary.status.planned', message: 'Planned'}),
  'not-announced': translate({id: 'upgradeSummary.status.notAnnounced', message: 'Not announced'}),
};

/** Row labels: the data's (upgradeNetworkLabels) in the page's language, with the timeline's ids. */
const networkLabels: Record<UpgradeNetwork, string> = {
  mainnet: upgradeNetworkLabels.mainnet,
  celoSepolia: upgradeNetworkLabels.celoSepolia,
  alfajores: translate({id: 'upgradeTimeline.col.alfajores', message: 'Alfajores (sunset)'}),
  baklava: translate({id: 'upgradeTimeline.col.baklava', message: 'Baklava (sunset)'}),
};

const versionLabels = {
  opReth: 'op-reth',
  opGeth: 'op-geth',
  opNode: 'op-node',
  eigendaProxy: 'eigenda-proxy',
} as const;

/**
 * "At a glance" table for one upgrade notice: activation per network (date,
 * block, timestamp), the release versions the notice names, and the status.
 */
export default function UpgradeSummary({id, date}: UpgradeSummaryProps): ReactNode {
  const upgrade = getUpgrade(id);
  const [now, setNow] = useState<Date>(() => (date ? new Date(date) : latestKnownActivation(upgrades)));
  useEffect(() => {
    if (!date) {
      setNow(new Date());
    }
  }, [date]);

  const rows = ORDER.flatMap((net) => {
    const a = upgrade.activations[net];
    return a ? [{net, a}] : [];
  });
  const versions = Object.entries(upgrade.versions ?? {}) as [keyof typeof versionLabels, string][];

  return (
    <div className={styles.wrapper}>
      {rows.length > 0 ? (
        <table className={styles.table}>
          <caption className={styles.caption}>
            <Translate id="upgradeSummary.caption" values={{name: upgrade.name}}>
              {'{name}: activation by network'}
            </Translate>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Translate id="upgradeSummary.col.network">Network</Translate>
              </th>
              <th scope="col">
                <Translate id="upgradeSummary.col.date">Date (UTC)</Translate>
              </th>
              <th scope="col">
                <Translate id="upgradeSummary.col.block">Block</Translate>
              </th>
              <th scope="col">
                <Translate id="upgradeSummary.col.timestamp">Timestamp</Translate>
              </th>
              <th scope="col">
                <Translate id="upgradeSummary.col.status">Status</Translate>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({net, a}) => {
              const status = activationStatus(a, now);
              return (
                <tr key={net}>
                  <th scope="row" className={styles.rowHeader}>
                    {networkLabels[net]}
                  </th>
                  <td data-activation={a.kind}>
                    {formatActivationDate(a, dateWords()) ?? '–'}
                    {a.note && <div className={styles.muted}>{a.note}</div>}
                    {a.detail && <div className={styles.muted}>{a.detail}</div>}
                  </td>
                  <td>{a.block !== undefined ? formatNumber(a.block) : '–'}</td>
                  <td>{a.timestamp !== undefined ? <code>{a.timestamp}</code> : '–'}</td>
                  <td>{statusLabels[status]}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : (
        <p>
          <Translate id="upgradeSummary.noDate" values={{name: upgrade.name}}>
            {'No activation date for {name} has been announced.'}
          </Translate>
        </p>
      )}
      {versions.length > 0 && (
        <p>
          <strong>
            <Translate id="upgradeSummary.versions">Release versions named in the notice:</Translate>
          </strong>{' '}
          {versions.map(([client, version], i) => (
            <React.Fragment key={client}>
              {i > 0 && ', '}
              {versionLabels[client]} <code>{version}</code>
            </React.Fragment>
          ))}
        </p>
      )}
    </div>
  );
}
