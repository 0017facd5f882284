/**
 * "Save for offline": keeps every page of the docs in the reader's language on this device, with a
 * progress bar and the size it takes, and removes them again. On the docs home and in the search
 * modal's footer (`compact`). The work is in src/plugins/offline/client/savedPages.ts; each language
 * saves its own pages (its build's lists, under its base URL). Until the reader starts a save it
 * reads only the counts (the summary); the list of files comes when the save starts.
 */
import '@site/src/i18n/codeStrings?namespace=offline';
import {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import type {SaveSummary} from '@site/src/plugins/offline/files';
import {
  formatSize,
  offlineSupported,
  readSaveManifest,
  readSaveSummary,
  removeSaved,
  saveAll,
  SaveError,
  savedState,
  type SaveProgress,
  type SaveStop,
} from '@site/src/plugins/offline/client/savedPages';
import styles from './styles.module.css';

type State =
  | {kind: 'loading'}
  | {kind: 'unsupported'}
  | {kind: 'no-manifest'}
  | {kind: 'ready'; saved: 'none' | 'complete' | 'outdated'}
  | {kind: 'saving'; progress: SaveProgress}
  | {kind: 'failed'; message: string; progress: SaveProgress};

/** How long to wait for the service worker before saying it is not there. */
const WORKER_WAIT_MS = 10_000;

function workerReady(): Promise<boolean> {
  return Promise.race([
    navigator.serviceWorker.ready.then(() => true),
    new Promise<boolean>((resolve) => window.setTimeout(() => resolve(false), WORKER_WAIT_MS)),
  ]);
}

/** Why a save stopped, in the reader's language. */
function stopReason(stop: SaveStop): string {
  switch (stop.reason) {
    case 'quota':
      return translate({id: 'offline.save.stop.quota', message: 'This device has no room left for the saved pages.', description: 'Why saving the docs for offline reading stopped'});
    case 'cancelled':
      return translate({id: 'offline.save.stop.cancelled', message: 'Saving was cancelled.', description: 'Why saving the docs for offline reading stopped'});
    case 'connection':
      return translate({id: 'offline.save.stop.connection', message: 'The connection was lost.', description: 'Why saving the docs for offline reading stopped'});
    case 'http':
      return translate(
        {id: 'offline.save.stop.http', message: '{url} answered HTTP {status}.', description: 'Why saving stopped: the server refused a file ({url}, HTTP status {status})'},
        {url: stop.url, status: stop.status},
      );
    case 'other':
      return stop.message;
  }
}

function ProgressBar({progress, locale}: {progress: SaveProgress; locale: string}): ReactNode {
  const sizes = {saved: formatSize(progress.bytes, locale), total: formatSize(progress.totalBytes, locale)};
  return (
    <div className={styles.progress}>
      <progress
        max={progress.totalBytes || 1}
        value={progress.bytes}
        aria-label={translate({id: 'offline.save.progressLabel', message: 'Saving pages for offline reading', description: 'The accessible name of the progress bar of "Save for offline"'})}
        aria-valuetext={translate({id: 'offline.save.progressValue', message: '{saved} of {total}', description: 'How much of the docs is saved, as sizes ("2.1 MB of 23 MB")'}, sizes)}
      />
      <span>
        {translate(
          {id: 'offline.save.progress', message: '{saved} of {total} ({files} of {totalFiles} files)', description: 'Progress of "Save for offline": sizes, then file counts'},
          {...sizes, files: progress.files, totalFiles: progress.totalFiles},
        )}
      </span>
    </div>
  );
}

export default function SaveForOffline({compact = false}: {compact?: boolean}): ReactNode {
  const {i18n, siteConfig} = useDocusaurusContext();
  const locale = i18n.currentLocale;
  // This language's build: its lists are under its base URL, and its saved pages are its own.
  const base = siteConfig.baseUrl;
  const [state, setState] = useState<State>({kind: 'loading'});
  const summary = useRef<SaveSummary | null>(null);
  const abort = useRef<AbortController | null>(null);

  const refresh = useCallback(async () => {
    if (!offlineSupported()) {
      setState({kind: 'unsupported'});
      return;
    }
    try {
      summary.current ??= await readSaveSummary(base);
      // The page's own base: lists an older worker still answers from its shell have no `base`.
      const saved = await savedState(caches, {build: summary.current.build, base});
      setState({kind: 'ready', saved: saved.kind});
    } catch {
      setState({kind: 'no-manifest'});
    }
  }, [base]);

  useEffect(() => {
    void refresh();
    return () => abort.current?.abort();
  }, [refresh]);

  const save = async () => {
    const counts = summary.current;
    if (!counts) return;
    const empty = {files: 0, totalFiles: counts.files, bytes: 0, totalBytes: counts.bytes};
    setState({kind: 'saving', progress: empty});
    if (!(await workerReady())) {
      const message = translate({
        id: 'offline.save.noWorker',
        message: 'This browser did not start the site’s offline support, so pages cannot be saved.',
        description: 'Shown when "Save for offline" cannot start because the service worker did not start',
      });
      setState({kind: 'failed', message, progress: empty});
      return;
    }
    abort.current = new AbortController();
    try {
      const plan = await readSaveManifest(base).catch(() => {
        throw new Error(
          translate({id: 'offline.save.noList', message: 'The list of pages to save could not be loaded.', description: 'Why "Save for offline" stopped before it started'}),
        );
      });
      await saveAll({...plan, base}, {signal: abort.current.signal, onProgress: (progress) => setState({kind: 'saving', progress})});
      setState({kind: 'ready', saved: 'complete'});
    } catch (error) {
      const progress = error instanceof SaveError ? error.progress : empty;
      const reason = error instanceof SaveError ? stopReason(error.stop) : error instanceof Error ? error.message : String(error);
      const message = translate(
        {
          id: 'offline.save.stopped',
          message: 'Saving stopped: {reason} {files} of {totalFiles} files are saved; saving again continues from there.',
          description: 'Shown when "Save for offline" stops; {reason} is a sentence saying why',
        },
        {reason, files: progress.files, totalFiles: progress.totalFiles},
      );
      setState({kind: 'failed', message, progress});
    } finally {
      abort.current = null;
    }
  };

  const remove = async () => {
    if (summary.current) await removeSaved(summary.current.build);
    await refresh();
  };

  const size = summary.current ? formatSize(summary.current.bytes, locale) : '';
  const pages = summary.current?.pages ?? 0;
  const saveAgain = translate({id: 'offline.save.again', message: 'Save again', description: 'Starts "Save for offline" again after it stopped'});
  const removeLabel = translate({id: 'offline.save.remove', message: 'Remove saved pages', description: 'Removes the pages saved for offline reading'});
  let body: ReactNode;
  switch (state.kind) {
    case 'loading':
      body = null;
      break;
    case 'unsupported':
      body = (
        <p className={styles.text}>
          {translate({id: 'offline.save.unsupported', message: 'This browser cannot keep the docs for offline reading.', description: 'Shown instead of "Save for offline" in a browser without service workers'})}
        </p>
      );
      break;
    case 'no-manifest':
      body = (
        <p className={styles.text} role="status">
          {translate({
            id: 'offline.save.noSummary',
            message: 'The list of pages to save could not be loaded. Reload the page when you are online to save the docs for offline reading.',
            description: 'Shown instead of "Save for offline" when its list of pages did not load',
          })}
        </p>
      );
      break;
    case 'saving':
      body = (
        <>
          <ProgressBar progress={state.progress} locale={locale} />
          <button type="button" className="button button--sm button--secondary" onClick={() => abort.current?.abort()}>
            {translate({id: 'offline.save.cancel', message: 'Cancel', description: 'Stops "Save for offline" while it saves'})}
          </button>
        </>
      );
      break;
    case 'failed':
      body = (
        <>
          <p className={clsx(styles.text, styles.error)} role="alert">
            {state.message}
          </p>
          <button type="button" className="button button--sm button--primary" onClick={() => void save()}>
            {saveAgain}
          </button>
        </>
      );
      break;
    case 'ready':
      body =
        state.saved === 'complete' ? (
          <>
            <p className={styles.text} role="status">
              {translate({id: 'offline.save.complete', message: 'All {pages} pages are saved on this device ({size}).', description: 'Shown once every page is saved for offline reading'}, {pages, size})}
            </p>
            <button type="button" className="button button--sm button--secondary" onClick={() => void remove()}>
              {removeLabel}
            </button>
          </>
        ) : (
          <>
            {!compact || state.saved === 'outdated' ? (
              <p className={styles.text}>
                {state.saved === 'outdated'
                  ? translate(
                      {
                        id: 'offline.save.outdated',
                        message: 'The pages saved on this device are from an earlier version of the docs. Save again to update them ({size}).',
                        description: 'Shown when the saved pages are from an earlier build of the docs',
                      },
                      {size},
                    )
                  : translate(
                      {id: 'offline.save.offer', message: 'Keep all {pages} pages on this device to read without a connection. They take {size}.', description: 'Offers to save every page for offline reading'},
                      {pages, size},
                    )}
              </p>
            ) : null}
            <button type="button" className={clsx('button button--sm', compact ? 'button--secondary' : 'button--primary')} onClick={() => void save()}>
              {compact
                ? translate({id: 'offline.save.buttonWithSize', message: 'Save for offline ({size})', description: 'The "Save for offline" button in the search modal, with the size it takes'}, {size})
                : translate({id: 'offline.save.button', message: 'Save for offline', description: 'The button that saves every page for offline reading'})}
            </button>
            {state.saved === 'outdated' ? (
              <button type="button" className="button button--sm button--link" onClick={() => void remove()}>
                {removeLabel}
              </button>
            ) : null}
          </>
        );
      break;
  }
  return (
    <div className={clsx(styles.box, compact && styles.compact)} data-save-offline={state.kind}>
      {body}
    </div>
  );
}
