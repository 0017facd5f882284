import '@site/src/i18n/codeStrings?namespace=addToWallet';
import React, {useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';

import CopyButton from '@site/src/components/CopyButton';
import {formatDate, networks, type NetworkId} from '@site/src/data/networks';
import {addChainParameter, INJECTED_UUID, safeIcon, type WalletDetail} from './walletParams';
import type {WalletOutcome} from './walletLogic';
import {loadOnce} from '@site/src/utils/loadOnce';

import styles from './styles.module.css';

export interface AddToWalletProps {
  network: NetworkId;
}

type WalletModule = typeof import('./wallet');

type UiState =
  | {step: 'idle'}
  | {step: 'searching'}
  | {step: 'picking'; wallets: WalletDetail[]}
  | {step: 'waiting'; walletName: string}
  | {step: 'done'; outcome: WalletOutcome}
  | {step: 'noWallet'}
  /** The wallet code could not be fetched (the connection dropped after the page loaded). */
  | {step: 'loadFailed'};

/** The wallet code, loaded on the first click; a failed load is retried by the next click. */
const loadWalletModule = loadOnce<WalletModule>(() => import('./wallet'));

/** A wallet's name; the unnamed injected wallet's in the page's language. */
function walletLabel(wallet: WalletDetail): string {
  return wallet.info.uuid === INJECTED_UUID
    ? translate({id: 'addToWallet.browserWallet', message: 'Browser wallet', description: 'Name of a wallet extension that does not announce its own name'})
    : wallet.info.name;
}

function outcomeMessage(outcome: WalletOutcome, networkName: string): string {
  switch (outcome.kind) {
    case 'already':
      return translate(
        {id: 'addToWallet.already', message: 'Your wallet is already on {network}. Nothing to do.', description: 'The wallet is already connected to this network'},
        {network: networkName},
      );
    case 'switched':
      return translate(
        {id: 'addToWallet.switched', message: 'Your wallet switched to {network}.', description: 'The wallet switched network'},
        {network: networkName},
      );
    case 'added':
      return translate(
        {id: 'addToWallet.added', message: '{network} was added to your wallet.', description: 'The wallet added the network'},
        {network: networkName},
      );
    case 'rejected':
      return translate({
        id: 'addToWallet.rejected',
        message: 'You declined the request in your wallet, so nothing changed. You can try again whenever you like.',
        description: 'The user rejected the wallet request',
      });
    case 'pending':
      return translate({
        id: 'addToWallet.pending',
        message: 'Your wallet already has a request waiting. Open the wallet, finish or close that request, then try again.',
        description: 'The wallet has a pending request',
      });
    case 'unsupported':
      return translate({
        id: 'addToWallet.unsupported',
        message: 'This wallet cannot add networks from a web page. Add the network by hand with the values below.',
        description: 'The wallet does not support adding chains',
      });
    case 'failed':
      return outcome.detail
        ? translate(
            {id: 'addToWallet.failedDetail', message: 'The wallet could not add the network ({detail}). Add it by hand with the values below.', description: 'The wallet returned an error'},
            {detail: outcome.detail},
          )
        : translate({
            id: 'addToWallet.failed',
            message: 'The wallet could not add the network. Add it by hand with the values below.',
            description: 'The wallet returned an error without details',
          });
  }
}

/** Network values to type into a wallet by hand, each with a copy button. */
function ManualValues({network}: {network: NetworkId}): ReactNode {
  const params = addChainParameter(networks[network]);
  const rows: {label: string; value: string}[] = [
    {label: translate({id: 'addToWallet.manual.name', message: 'Network name'}), value: params.chainName},
    {label: translate({id: 'addToWallet.manual.rpc', message: 'RPC URL'}), value: params.rpcUrls[0] ?? ''},
    {label: translate({id: 'addToWallet.manual.chainId', message: 'Chain ID'}), value: String(networks[network].chainId)},
    {label: translate({id: 'addToWallet.manual.symbol', message: 'Currency symbol'}), value: params.nativeCurrency.symbol},
    ...(params.blockExplorerUrls?.[0]
      ? [{label: translate({id: 'addToWallet.manual.explorer', message: 'Block explorer URL'}), value: params.blockExplorerUrls[0]}]
      : []),
  ];
  return (
    <dl className={styles.manual}>
      {rows.map((row) => (
        <div key={row.label} className={styles.manualRow}>
          <dt>{row.label}</dt>
          <dd>
            <code>{row.value}</code>
            <CopyButton value={row.value} what={row.label} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Adds a network to the reader's browser wallet (EIP-3085) or switches to it (EIP-3326). Wallets
 * are found with EIP-6963, with a picker when several answer; the wallet code loads on click.
 */
export default function AddToWallet({network}: AddToWalletProps): ReactNode {
  const data = networks[network];
  const [state, setState] = useState<UiState>({step: 'idle'});
  const pickerLabelId = useId();
  const busy = useRef(false);

  if (data.status !== 'live') {
    return (
      <p className={styles.retired}>
        {translate(
          {
            id: 'addToWallet.retired',
            message: '{network} is retired: support for it ended on {date}, and it left the Celo node software on {removed}. Use {replacement} instead.',
            description: 'Shown instead of the button for a retired network',
          },
          {
            network: data.name,
            date: data.retirement ? formatDate(data.retirement.date) : '',
            removed: data.retirement ? formatDate(data.retirement.removedFromNodeSoftware) : '',
            replacement: data.retirement ? networks[data.retirement.replacement].name : '',
          },
        )}
      </p>
    );
  }

  async function connect(wallet: WalletDetail, mod: WalletModule) {
    setState({step: 'waiting', walletName: walletLabel(wallet)});
    const outcome = await mod.connectToNetwork(wallet.provider, network);
    setState({step: 'done', outcome});
  }

  async function onClick() {
    if (busy.current) return;
    busy.current = true;
    try {
      setState({step: 'searching'});
      let mod: WalletModule;
      try {
        mod = await loadWalletModule();
      } catch {
        setState({step: 'loadFailed'});
        return;
      }
      const wallets = await mod.discoverWallets();
      const [only] = wallets;
      if (!only) setState({step: 'noWallet'});
      else if (wallets.length > 1) setState({step: 'picking', wallets});
      else await connect(only, mod);
    } catch (error) {
      setState({step: 'done', outcome: {kind: 'failed', detail: error instanceof Error ? error.message : ''}});
    } finally {
      busy.current = false;
    }
  }

  async function onPick(wallet: WalletDetail) {
    if (busy.current) return;
    busy.current = true;
    try {
      await connect(wallet, await loadWalletModule());
    } finally {
      busy.current = false;
    }
  }

  const working = state.step === 'searching' || state.step === 'waiting';
  const status =
    state.step === 'searching'
      ? translate({id: 'addToWallet.searching', message: 'Looking for a browser wallet…'})
      : state.step === 'waiting'
        ? translate({id: 'addToWallet.waiting', message: 'Confirm the request in {wallet}.'}, {wallet: state.walletName})
        : state.step === 'done'
          ? outcomeMessage(state.outcome, data.name)
          : state.step === 'loadFailed'
            ? translate({
                id: 'addToWallet.loadFailed',
                message: 'The wallet connection could not be loaded. Check your network connection and try again, or add the network by hand with the values below.',
              })
          : state.step === 'noWallet'
            ? translate({
                id: 'addToWallet.noWallet',
                message: 'No browser wallet was found. Install a wallet extension and reload the page, or add the network by hand with these values:',
              })
            : '';
  const showManual =
    state.step === 'noWallet' ||
    state.step === 'loadFailed' ||
    (state.step === 'done' && (state.outcome.kind === 'failed' || state.outcome.kind === 'unsupported'));
  const tone =
    state.step === 'loadFailed'
      ? 'warning'
      : state.step === 'done'
      ? ['already', 'switched', 'added'].includes(state.outcome.kind)
        ? 'success'
        : state.outcome.kind === 'failed'
          ? 'warning'
          : 'info'
      : 'info';

  return (
    <div className={styles.addToWallet}>
      <button
        type="button"
        className={clsx('button button--primary', styles.button)}
        onClick={() => void onClick()}
        disabled={working}
        aria-busy={working}>
        {translate({id: 'addToWallet.button', message: 'Add {network} to your wallet', description: 'Label of the add-network button'}, {network: data.name})}
      </button>

      {state.step === 'picking' && (
        <div role="group" aria-labelledby={pickerLabelId} className={styles.picker}>
          <p id={pickerLabelId} className={styles.pickerLabel}>
            {translate({id: 'addToWallet.pick', message: 'Several wallets are installed. Choose the one to use:'})}
          </p>
          <ul className={styles.walletList}>
            {state.wallets.map((wallet) => {
              const icon = safeIcon(wallet.info.icon);
              return (
                <li key={wallet.info.uuid}>
                  <button type="button" className="button button--outline button--secondary" onClick={() => void onPick(wallet)}>
                    {icon && <img src={icon} alt="" width={20} height={20} className={styles.walletIcon} />}
                    {walletLabel(wallet)}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}

      <div role="status" aria-live="polite" className={clsx(status && styles.status, status && `alert alert--${tone}`)}>
        {status}
      </div>

      {showManual && <ManualValues network={network} />}
    </div>
  );
}
