/**
 * "Save for offline": keeps every page of the docs on this device, with a progress bar and the
 * size it takes, and removes them again. On the docs home and in the search modal's footer
 * (`compact`). The work is in src/plugins/offline/client/savedPages.ts. Until the reader starts a
 * save it reads only the counts (the summary); the list of files comes when the save starts.
 */
import {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
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

function ProgressBar({progress}: {progress: SaveProgress}): ReactNode {
  return (
    <div className={styles.progress}>
      <progress
        max={progress.totalBytes || 1}
        value={progress.bytes}
        aria-label="Saving pages for offline reading"
        aria-valuetext={`${formatSize(progress.bytes)} of ${formatSize(progress.totalBytes)}`}
      />
      <span>
        {formatSize(progress.bytes)} of {formatSize(progress.totalBytes)} ({progress.files} of {progress.totalFiles} files)
      </span>
    </div>
  );
}

export default function SaveForOffline(props: {compact?: boolean}): ReactNode {
  const {i18n} = useDocusaurusContext();
  // The saved set is the English pages (src/plugins/offline/README.md, "Languages"): offered in English only.
  return i18n.currentLocale === i18n.defaultLocale ? <SaveForOfflineControl {...props} /> : null;
}

function SaveForOfflineControl({compact = false}: {compact?: boolean}): ReactNode {
  const [state, setState] = useState<State>({kind: 'loading'});
  const summary = useRef<SaveSummary | null>(null);
  const abort = useRef<AbortController | null>(null);

  const refresh = useCallback(async () => {
    if (!offlineSupported()) {
      setState({kind: 'unsupported'});
      return;
    }
    try {
      summary.current ??= await readSaveSummary();
      const saved = await savedState(caches, summary.current.build);
      setState({kind: 'ready', saved: saved.kind});
    } catch {
      setState({kind: 'no-manifest'});
    }
  }, []);

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
      setState({kind: 'failed', message: 'This browser did not start the site’s offline support, so pages cannot be saved.', progress: empty});
      return;
    }
    abort.current = new AbortController();
    try {
      const plan = await readSaveManifest().catch(() => {
        throw new Error('The list of pages to save could not be loaded.');
      });
      await saveAll(plan, {signal: abort.current.signal, onProgress: (progress) => setState({kind: 'saving', progress})});
      setState({kind: 'ready', saved: 'complete'});
    } catch (error) {
      const progress = error instanceof SaveError ? error.progress : empty;
      const reason = error instanceof Error ? error.message : String(error);
      setState({kind: 'failed', message: `Saving stopped: ${reason} ${progress.files} of ${progress.totalFiles} files are saved; saving again continues from there.`, progress});
    } finally {
      abort.current = null;
    }
  };

  const remove = async () => {
    await removeSaved();
    await refresh();
  };

  const size = summary.current ? formatSize(summary.current.bytes) : '';
  const pages = summary.current?.pages ?? 0;
  let body: ReactNode;
  switch (state.kind) {
    case 'loading':
      body = null;
      break;
    case 'unsupported':
      body = <p className={styles.text}>This browser cannot keep the docs for offline reading.</p>;
      break;
    case 'no-manifest':
      body = (
        <p className={styles.text} role="status">
          The list of pages to save could not be loaded. Reload the page when you are online to save the docs for offline reading.
        </p>
      );
      break;
    case 'saving':
      body = (
        <>
          <ProgressBar progress={state.progress} />
          <button type="button" className="button button--sm button--secondary" onClick={() => abort.current?.abort()}>
            Cancel
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
            Save again
          </button>
        </>
      );
      break;
    case 'ready':
      body =
        state.saved === 'complete' ? (
          <>
            <p className={styles.text} role="status">
              All {pages} pages are saved on this device ({size}).
            </p>
            <button type="button" className="button button--sm button--secondary" onClick={() => void remove()}>
              Remove saved pages
            </button>
          </>
        ) : (
          <>
            {!compact || state.saved === 'outdated' ? (
              <p className={styles.text}>
                {state.saved === 'outdated'
                  ? `The pages saved on this device are from an earlier version of the docs. Save again to update them (${size}).`
                  : `Keep all ${pages} pages on this device to read without a connection. They take ${size}.`}
              </p>
            ) : null}
            <button type="button" className={clsx('button button--sm', compact ? 'button--secondary' : 'button--primary')} onClick={() => void save()}>
              {compact ? `Save for offline (${size})` : 'Save for offline'}
            </button>
            {state.saved === 'outdated' ? (
              <button type="button" className="button button--sm button--link" onClick={() => void remove()}>
                Remove saved pages
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
