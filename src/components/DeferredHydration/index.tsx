/**
 * Keeps the server-rendered HTML of a heavy, mostly static part of a page (a
 * highlighted code block, a large table) as it is while React hydrates the
 * page, and renders it with React only when the reader reaches for it
 * (points at it, focuses it, taps or clicks it).
 *
 * Used by code blocks (src/features/code-blocks/README.md says why), Markdown
 * tables and the last-updated line (src/theme/README.md). Deferred parts look
 * the same from the first paint. Until they render, their links work as plain
 * links, and a click on one of their buttons (a code block's copy button) is
 * replayed once the part has rendered.
 *
 * Only the first render after a full page load is deferred: on the server and
 * on client-side navigation the children render as usual.
 */
import '@site/src/i18n/codeStrings?namespace=deferredHydration';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import {flushSync} from 'react-dom';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {translate} from '@docusaurus/Translate';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';
/** How long after a release the HTML waits for that release's click. */
const TAP_CLICK_WAIT_MS = 400;
// What a click is replayed on once the part has rendered.
const CLICKABLE = 'a[href], button';
// One object, so re-renders before activation never touch the kept HTML.
const KEEP_SERVER_HTML = {__html: ''};


interface Props {
  children: ReactNode;
  /**
   * Loads what the children need before they can render (code split out of
   * the first load); the server HTML stays until it resolves.
   */
  prepare?: () => Promise<unknown>;
  /**
   * Said when `prepare` failed after the reader clicked, tapped or focused the part (not on mere
   * hover): what does not work until the connection returns.
   */
  unavailableNotice?: ReactNode;
}

function defaultUnavailableNotice(): string {
  return translate({
    id: 'deferredHydration.unavailable',
    message: 'This part needs a connection: its code could not load. It works again when you are back online.',
    description: 'Shown when the code of a part of the page could not load (offline)',
  });
}

/** Runs `then` once `prepare` resolves, `failed` if it rejects (the server HTML stays in place). */
function afterPrepared(prepare: Props['prepare'], then: () => void, failed: () => void): void {
  if (!prepare) then();
  else prepare().then(then, failed);
}

export default function DeferredHydration({children, prepare, unavailableNotice = defaultUnavailableNotice()}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  // True only for the render that hydrates server HTML (useIsBrowser is false
  // then, and `window` exists). Fixed at the first render.
  const [deferred, setDeferred] = useState(() => typeof window !== 'undefined' && !isBrowser);
  const container = useRef<HTMLDivElement>(null);
  // Index of the focused element among the part's focusables, to restore focus
  // after the server HTML is replaced.
  const focusIndex = useRef(-1);
  // Index of a link or button clicked before the part rendered, to click it again after.
  const clicked = useRef(-1);
  // A pointer is down on the part: swapping the HTML now would split the
  // press and release over two elements, and the browser would drop the click.
  const pressed = useRef(false);
  const swapAfterRelease = useRef(false);
  // When a pointer was last released on the part; its click may still be coming.
  const releasedAt = useRef(0);

  const swap = () => {
    if (pressed.current) {
      swapAfterRelease.current = true;
      return;
    }
    // A tap focuses its target before the click: wait for that click (replayed
    // on the rendered part) rather than remove its target under it.
    const sinceRelease = Date.now() - releasedAt.current;
    if (sinceRelease < TAP_CLICK_WAIT_MS) {
      window.setTimeout(swap, TAP_CLICK_WAIT_MS - sinceRelease);
      return;
    }
    flushSync(() => setDeferred(false));
  };
  // The reader clicked, tapped or focused the part (a pointer passing over it is not asked for
  // anything). If its code then cannot load (offline), the part says so, and tries again when the
  // connection returns; a hover that fails stays quiet and the next one tries again.
  const intent = useRef(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const activate = () =>
    afterPrepared(
      prepare,
      () => {
        setLoadFailed(false);
        swap();
      },
      () => {
        if (intent.current || clicked.current >= 0) setLoadFailed(true);
      },
    );
  useEffect(() => {
    if (!loadFailed) return undefined;
    const retry = () => activate();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  });

  useLayoutEffect(() => {
    if (deferred) return;
    const root = container.current;
    if (focusIndex.current >= 0) root?.querySelectorAll<HTMLElement>(FOCUSABLE)[focusIndex.current]?.focus();
    if (clicked.current >= 0) root?.querySelectorAll<HTMLElement>(CLICKABLE)[clicked.current]?.click();
    focusIndex.current = -1;
    clicked.current = -1;
  }, [deferred]);

  if (!deferred) {
    return (
      <div key="live" ref={container} className="deferred-hydration">
        {children}
      </div>
    );
  }

  const activateNow = (withIntent: boolean) => {
    if (withIntent) intent.current = true;
    const active = document.activeElement;
    const focusables = Array.from(container.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    focusIndex.current = active instanceof HTMLElement ? focusables.indexOf(active) : -1;
    activate();
  };
  // A click on a link or button of the server HTML is replayed on the rendered
  // part: client-side navigation for links, the copy button's action.
  const replayClick = (event: MouseEvent<HTMLDivElement>) => {
    // Opening in a new tab or window is the browser's job: leave those clicks alone.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const target = (event.target as Element).closest(CLICKABLE);
    const clickables = Array.from(container.current?.querySelectorAll(CLICKABLE) ?? []);
    if (!target || !clickables.includes(target)) return;
    event.preventDefault();
    clicked.current = clickables.indexOf(target);
    pressed.current = false;
    releasedAt.current = 0;
    activateNow(true);
  };
  // A mouse renders the part as it enters it. A touch renders it on touch-down,
  // swapping the HTML only after the release (and replaying the tap's click).
  const onPointerEnter = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'touch') activateNow(false);
  };
  const onPointerDown = () => {
    pressed.current = true;
    activateNow(true);
  };
  const onPointerUp = () => {
    pressed.current = false;
    releasedAt.current = Date.now();
    if (swapAfterRelease.current) {
      swapAfterRelease.current = false;
      // After the click that follows this release: a tap's click comes from the
      // gesture a little later, and the browser drops it if its element is gone
      // by then. The click, when it comes, is replayed and swaps at once.
      swap();
    }
  };
  // Empty inner HTML during hydration tells React to leave the server's children alone.
  return (
    <>
      <div
        key="static"
        ref={container}
        className="deferred-hydration"
        onPointerEnter={onPointerEnter}
        onPointerDownCapture={onPointerDown}
        onPointerUpCapture={onPointerUp}
        onPointerCancelCapture={onPointerUp}
        onFocus={() => activateNow(true)}
        onClickCapture={replayClick}
        suppressHydrationWarning
        dangerouslySetInnerHTML={KEEP_SERVER_HTML}
      />
      {loadFailed ? (
        <p className="code-load-notice" role="status">
          {unavailableNotice}
        </p>
      ) : null}
    </>
  );
}
