/**
 * The result of a live code block, in a frame: `sandbox="allow-scripts"` without
 * `allow-same-origin`, so the reader's code runs in an opaque origin with no access to the page,
 * its storage or cookies. The page sends the code (and its text style) by postMessage; the frame
 * answers when it is ready and with its content's height, which the page gives the frame.
 *
 * A frame that does not load (offline, or a host that does not serve it) leaves a message and a
 * Retry button in its place; the editor keeps working.
 */
import '@site/src/i18n/codeStrings?namespace=playground';
import {useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import {useColorMode} from '@docusaurus/theme-common';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import PlaygroundHeader from '@theme/Playground/Header';
import {PLAYGROUND_FRAME_PATH} from '@site/config/securityHeaders.mjs';
import {asFrameMessage, type FrameStyle} from '@site/src/plugins/live-playground/protocol';
import {opaqueBackground} from './opaqueBackground';
import styles from './styles.module.css';

type FrameState = 'loading' | 'ready' | 'failed';

/** After the frame's load event, how long its script may take to say it is ready. */
const READY_AFTER_LOAD_MS = 3000;
/** A frame with no load event at all (a stalled connection) is given up after this long. */
const LOAD_TIMEOUT_MS = 20_000;

function styleOf(element: HTMLElement): FrameStyle {
  const style = getComputedStyle(element);
  return {
    backgroundColor: opaqueBackground(element),
    color: style.color,
    colorScheme: style.colorScheme,
    fontFamily: style.fontFamily,
    fontSize: style.fontSize,
    lineHeight: style.lineHeight,
  };
}

function Unavailable({onRetry}: {onRetry: () => void}): ReactNode {
  return (
    <div className={styles.unavailable} role="status">
      <p>
        <Translate id="playground.frameUnavailable" description="Shown when the live code result frame could not load">
          The result could not load: it runs in a frame loaded from this site, which needs a connection. The editor
          still works; reconnect and retry to see the result.
        </Translate>
      </p>
      <button type="button" className="button button--sm button--secondary" onClick={onRetry}>
        <Translate id="playground.frameRetry" description="Button that loads the live code result frame again">
          Retry
        </Translate>
      </button>
    </div>
  );
}

export default function FramePreview({code, noInline}: {code: string; noInline: boolean}): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [state, setState] = useState<FrameState>('loading');
  const [height, setHeight] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);
  const src = useBaseUrl(PLAYGROUND_FRAME_PATH);
  const {colorMode} = useColorMode();

  // A layout effect, so the page listens before the frame's script can run and say it is ready.
  useLayoutEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only this playground's frame; its origin is opaque, so the window is what identifies it.
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const message = asFrameMessage(event.data);
      if (message?.type === 'ready') setState('ready');
      else if (message?.type === 'height') setHeight(message.height);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  // Every edit (and a change of colour mode) goes to the frame once it listens. Its origin is
  // opaque, so the target is `*`: the message is the reader's own code, nothing secret.
  useEffect(() => {
    if (state !== 'ready' || !box.current) return;
    frame.current?.contentWindow?.postMessage({type: 'render', code, noInline, style: styleOf(box.current)}, '*');
  }, [state, code, noInline, colorMode]);

  useEffect(() => {
    if (state !== 'loading') return undefined;
    const timer = window.setTimeout(() => setState('failed'), LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [state, attempt]);

  // The load event fires for an error page too; a frame whose script never says "ready" failed.
  const onLoad = useCallback(() => {
    window.setTimeout(() => setState((current) => (current === 'loading' ? 'failed' : current)), READY_AFTER_LOAD_MS);
  }, []);

  const retry = useCallback(() => {
    setHeight(null);
    setState('loading');
    setAttempt((count) => count + 1);
  }, []);

  return (
    <>
      <PlaygroundHeader>
        <Translate id="theme.Playground.result" description="The result label of the live codeblocks">
          Result
        </Translate>
      </PlaygroundHeader>
      {/* data-frame-state: loading, ready or failed; the browser tests wait on it. */}
      <div ref={box} className={styles.preview} data-frame-state={state}>
        {state === 'failed' ? (
          <Unavailable onRetry={retry} />
        ) : (
          <iframe
            key={attempt}
            ref={frame}
            src={src}
            sandbox="allow-scripts"
            className={styles.frame}
            style={height === null ? undefined : {height}}
            title={translate({id: 'playground.frameTitle', message: 'Result of the live code', description: 'Accessible name of the live code result frame'})}
            onLoad={onLoad}
          />
        )}
      </div>
    </>
  );
}
