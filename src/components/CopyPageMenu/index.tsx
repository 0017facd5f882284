import '@site/src/i18n/codeStrings?namespace=copyPage';
import {useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {twinPath} from '@site/src/plugins/ai-docs/twinPath';
import {assistantTargets} from './targets';
import {copyMarkdown, type CopyFailure} from './copy';
import styles from './styles.module.css';

type Status = {kind: 'idle'} | {kind: 'copied'} | {kind: 'error'; reason: CopyFailure};

function failureMessage(reason: CopyFailure): string {
  return reason === 'load'
    ? translate({
        id: 'copyPage.error.load',
        message: 'Could not copy: the Markdown version of this page did not load. Check your connection, or use View as Markdown.',
        description: 'Copy page failed because the Markdown version did not download',
      })
    : translate({
        id: 'copyPage.error.clipboard',
        message: 'Could not copy: the browser did not allow access to the clipboard. Use View as Markdown and copy from there.',
        description: 'Copy page failed because the browser refused the clipboard',
      });
}

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
    setStatus(result.ok ? {kind: 'copied'} : {kind: 'error', reason: result.reason});
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
          <Translate id="copyPage.button" description="Button beside a docs page's title that copies the page as Markdown">
            Copy page
          </Translate>
        </button>
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={translate({
            id: 'copyPage.more',
            message: 'More ways to use this page with AI',
            description: 'Accessible name of the button that opens the Copy page menu',
          })}
          onClick={() => setOpen((value) => !value)}>
          <span aria-hidden="true" className={styles.chevron} />
        </button>
      </div>
      <ul id={panelId} className={styles.panel} hidden={!open}>
        <li>
          <button type="button" data-menu-item className={styles.item} onClick={copy}>
            <span className={styles.label}>
              <Translate id="copyPage.copyMarkdown" description="Copy page menu item">
                Copy as Markdown
              </Translate>
            </span>
            <span className={styles.hint}>
              <Translate id="copyPage.copyMarkdown.hint" description="Under the Copy as Markdown menu item">
                The page as Markdown, for an assistant or a note
              </Translate>
            </span>
          </button>
        </li>
        <li>
          {/* A file, not a route: <Link> would route it inside the app and check it as a page. */}
          {/* eslint-disable-next-line @docusaurus/no-html-links */}
          <a data-menu-item className={styles.item} href={twin} target="_blank" rel="noopener noreferrer">
            <span className={styles.label}>
              <Translate id="copyPage.viewMarkdown" description="Copy page menu item that opens the Markdown version">
                View as Markdown
              </Translate>
            </span>
            <span className={styles.hint}>
              <Translate id="copyPage.viewMarkdown.hint" description="Under the View as Markdown menu item; path is the Markdown file" values={{path: twin}}>
                {'Opens {path} in a new tab'}
              </Translate>
            </span>
          </a>
        </li>
        {assistantTargets(publicTwinUrl).map((target) => (
          <li key={target.id}>
            {/* eslint-disable-next-line @docusaurus/no-html-links -- another site, opened only on a click */}
            <a data-menu-item className={styles.item} href={target.href} target="_blank" rel="noopener noreferrer">
              <span className={styles.label}>{target.label}</span>
              <span className={styles.hint}>
                <Translate id="copyPage.openIn.hint" description="Under each Open in (assistant) menu item">
                  Asks it to read this page (opens a new tab)
                </Translate>
              </span>
            </a>
          </li>
        ))}
      </ul>
      <span role="status" className={clsx(styles.status, status.kind === 'error' && styles.error)}>
        {status.kind === 'copied'
          ? translate({id: 'copyPage.copied', message: 'Copied the page as Markdown', description: 'Status after Copy page succeeded'})
          : status.kind === 'error'
            ? failureMessage(status.reason)
            : ''}
      </span>
    </div>
  );
}
