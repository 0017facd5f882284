import {useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {twinPath} from '@site/src/plugins/ai-docs/twinPath';
import {assistantTargets} from './targets';
import {copyMarkdown} from './copy';
import styles from './styles.module.css';

type Status = {kind: 'idle'} | {kind: 'copied'} | {kind: 'error'; message: string};

/**
 * "Copy page", beside a docs page's title: copy the page's Markdown twin, view it, or open it in
 * an assistant. A disclosure (a button that shows a list of actions): Tab moves through the
 * actions, arrow keys too, Escape closes and returns to the button.
 */
export default function CopyPageMenu(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {pathname} = useLocation();
  const twin = twinPath(pathname);
  const publicTwinUrl = `${siteConfig.url.replace(/\/+$/, '')}${twin}`;
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Status>({kind: 'idle'});
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) toggleRef.current?.focus();
  }, []);

  // A click outside, or focus leaving the menu, closes it.
  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    const onFocus = (event: FocusEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) close(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open, close]);

  // The status line clears itself after a while, so an old "Copied" does not linger.
  useEffect(() => {
    if (status.kind === 'idle') return undefined;
    const timer = window.setTimeout(() => setStatus({kind: 'idle'}), 6000);
    return () => window.clearTimeout(timer);
  }, [status]);

  const copy = async () => {
    const result = await copyMarkdown(twin);
    setStatus(result.ok ? {kind: 'copied'} : {kind: 'error', message: result.message});
    if (open) close(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
      return;
    }
    if (!open || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    const items = Array.from(rootRef.current?.querySelectorAll<HTMLElement>('[data-menu-item]') ?? []);
    if (items.length === 0) return;
    event.preventDefault();
    const index = items.indexOf(document.activeElement as HTMLElement);
    const next = event.key === 'ArrowDown' ? (index + 1) % items.length : (index - 1 + items.length) % items.length;
    items[next]?.focus();
  };

  return (
    // data-markdown-ignore: controls for readers, absent from the Markdown twin by design (the
    // attribute is how agent checkers such as afdocs tell human-only markup from content).
    <div ref={rootRef} className={clsx(styles.menu, 'ai-docs-chrome')} data-markdown-ignore onKeyDown={onKeyDown}>
      <div className={styles.buttons}>
        <button type="button" className={styles.copyButton} onClick={copy}>
          Copy page
        </button>
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          aria-label="More ways to use this page with AI"
          onClick={() => setOpen((value) => !value)}>
          <span aria-hidden="true" className={styles.chevron} />
        </button>
      </div>
      <ul id={panelId} className={styles.panel} hidden={!open}>
        <li>
          <button type="button" data-menu-item className={styles.item} onClick={copy}>
            <span className={styles.label}>Copy as Markdown</span>
            <span className={styles.hint}>The page as Markdown, for an assistant or a note</span>
          </button>
        </li>
        <li>
          {/* A file, not a route: <Link> would route it inside the app and check it as a page. */}
          {/* eslint-disable-next-line @docusaurus/no-html-links */}
          <a data-menu-item className={styles.item} href={twin} target="_blank" rel="noopener noreferrer">
            <span className={styles.label}>View as Markdown</span>
            <span className={styles.hint}>Opens {twin} in a new tab</span>
          </a>
        </li>
        {assistantTargets(publicTwinUrl).map((target) => (
          <li key={target.id}>
            {/* eslint-disable-next-line @docusaurus/no-html-links -- another site, opened only on a click */}
            <a data-menu-item className={styles.item} href={target.href} target="_blank" rel="noopener noreferrer">
              <span className={styles.label}>{target.label}</span>
              <span className={styles.hint}>Asks it to read this page (opens a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
      <span role="status" className={clsx(styles.status, status.kind === 'error' && styles.error)}>
        {status.kind === 'copied' ? 'Copied the page as Markdown' : status.kind === 'error' ? status.message : ''}
      </span>
    </div>
  );
}
