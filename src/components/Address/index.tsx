import '@site/src/i18n/codeStrings?namespace=address';
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';

import CopyButton from '@site/src/components/CopyButton';
import {addressExplorer, explorerAddressUrl} from '@site/src/data/explorer';
import type {NetworkId} from '@site/src/data/networks';

import styles from './styles.module.css';

export interface AddressProps {
  /** The address, as stored in `src/data` (EIP-55 checksummed). */
  address: string;
  /** Network whose explorer the address links to. Without it, no explorer link is shown. */
  network?: NetworkId;
  /** Optional label shown before the address, such as a contract name. */
  label?: string;
}

/**
 * An on-chain address: monospace, with a copy button and, when a network is given, a link to the
 * address page on that network's block explorer (opens in a new tab).
 */
export default function Address({address, network, label}: AddressProps): ReactNode {
  const url = network ? explorerAddressUrl(network, address) : undefined;
  const explorer = network ? addressExplorer(network) : undefined;
  const what = label
    ? translate({id: 'address.copyWhatLabelled', message: '{label} address', description: 'What the copy button copies, with a label'}, {label})
    : translate({id: 'address.copyWhat', message: 'address {address}', description: 'What the copy button copies'}, {address});

  const code = <code className={styles.value}>{address}</code>;

  return (
    <span className={clsx(styles.address)}>
      {label && <span className={styles.label}>{label}</span>}
      {url && explorer ? (
        <Link href={url} target="_blank" rel="noopener noreferrer" className={styles.link}>
          {code}
          <span className="visually-hidden">
            {translate(
              {id: 'address.opensExplorer', message: ' (view on {explorer}, opens in a new tab)', description: 'Screen-reader hint on an address explorer link'},
              {explorer: explorer.name},
            )}
          </span>
        </Link>
      ) : (
        code
      )}
      <CopyButton value={address} what={what} />
    </span>
  );
}
