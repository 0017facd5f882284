import '@site/src/i18n/codeStrings?namespace=copyButton';
import React, {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';

import styles from './styles.module.css';

/** How long the "Copied" state stays visible, in milliseconds. */
const FEEDBACK_MS = 2000;

/** Copy text with the async Clipboard API, falling back to a hidden textarea for older browsers. */
async function copyText(text: string): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy command failed');
}

export interface CopyButtonProps {
  /** The text put on the clipboard. */
  value: string;
  /** What is copied, for assistive technology, e.g. "address 0x…" or "RPC URL". */
  what: string;
  className?: string;
}

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * A small button that copies `value`. Its accessible name is "Copy <what>"; after a click it
 * shows "Copied" and announces the result through a polite live region.
 */
export default function CopyButton({value, what, className}: CopyButtonProps): ReactNode {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = window.setTimeout(() => setState('idle'), FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const visible =
    state === 'copied'
      ? translate({id: 'copyButton.copied', message: 'Copied', description: 'Shown on a copy button after a successful copy'})
      : translate({id: 'copyButton.copy', message: 'Copy', description: 'Label of a copy-to-clipboard button'});

  const announcement =
    state === 'copied'
      ? translate(
          {id: 'copyButton.copiedAnnouncement', message: 'Copied {what} to the clipboard', description: 'Screen-reader announcement after copying'},
          {what},
        )
      : state === 'failed'
        ? translate(
            {id: 'copyButton.failedAnnouncement', message: 'Could not copy {what}. Select the text and copy it by hand.', description: 'Announcement when copying fails'},
            {what},
          )
        : '';

  return (
    <>
      <button
        type="button"
        className={clsx('button button--sm button--secondary', styles.copyButton, className)}
        data-state={state}
        onClick={() => {
          copyText(value).then(
            () => setState('copied'),
            () => setState('failed'),
          );
        }}>
        {visible}
        <span className="visually-hidden"> {what}</span>
      </button>
      <span role="status" aria-live="polite" className={state === 'failed' ? styles.failed : 'visually-hidden'}>
        {announcement}
      </span>
    </>
  );
}
