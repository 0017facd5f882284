/**
 * Keeps the server-rendered HTML of a heavy, mostly static part of a page (a
 * highlighted code block, a large table) as it is while React hydrates the
 * page, and renders it with React shortly after, when the browser is idle.
 *
 * Hydrating a code block means tokenizing it again with Prism and matching
 * hundreds of spans; on a long docs or CLI page that is most of the blocking
 * time on a mid-range phone. Deferred parts look the same from the first
 * paint; they become interactive (copy and wrap buttons, client-side links)
 * one by one in short tasks after hydration, or at once when the reader
 * points at or focuses them.
 *
 * Only the first render after a full page load is deferred: on the server and
 * on client-side navigation the children render as usual.
 */
import {startTransition, useEffect, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {enqueueActivation} from './queue';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';
// One object, so re-renders before activation never touch the kept HTML.
const KEEP_SERVER_HTML = {__html: ''};

interface Props {
  children: ReactNode;
  /**
   * Loads what the children need before they can render (code split out of
   * the first load); the server HTML stays until it resolves.
   */
  prepare?: () => Promise<unknown>;
}

/** Runs `then` after `prepare` settles; a failed load leaves the server HTML in place. */
function afterPrepared(prepare: Props['prepare'], then: () => void): void {
  if (!prepare) then();
  else prepare().then(then, () => undefined);
}

export default function DeferredHydration({children, prepare}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  // True only for the render that hydrates server HTML (useIsBrowser is false
  // then, and `window` exists). Fixed at the first render.
  const [deferred, setDeferred] = useState(() => typeof window !== 'undefined' && !isBrowser);
  const container = useRef<HTMLDivElement>(null);
  // Index of the focused element among the part's focusables, to restore focus
  // after the server HTML is replaced.
  const focusIndex = useRef(-1);

  useEffect(() => {
    if (!deferred) return undefined;
    return enqueueActivation(() => afterPrepared(prepare, () => startTransition(() => setDeferred(false))));
  }, [deferred, prepare]);

  useLayoutEffect(() => {
    if (deferred || focusIndex.current < 0) return;
    const target = container.current?.querySelectorAll<HTMLElement>(FOCUSABLE)[focusIndex.current];
    focusIndex.current = -1;
    target?.focus();
  }, [deferred]);

  if (!deferred) {
    return (
      <div key="live" ref={container} className="deferred-hydration">
        {children}
      </div>
    );
  }

  const activateNow = () => {
    const active = document.activeElement;
    const focusables = Array.from(container.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    focusIndex.current = active instanceof HTMLElement ? focusables.indexOf(active) : -1;
    afterPrepared(prepare, () => setDeferred(false));
  };
  // Empty inner HTML during hydration tells React to leave the server's children alone.
  return (
    <div
      key="static"
      ref={container}
      className="deferred-hydration"
      onPointerEnter={activateNow}
      onFocus={activateNow}
      suppressHydrationWarning
      dangerouslySetInnerHTML={KEEP_SERVER_HTML}
    />
  );
}
