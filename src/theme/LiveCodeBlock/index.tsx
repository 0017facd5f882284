import {lazy, Suspense, useEffect, useRef, useState, type ReactNode, type RefObject} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import type {Props} from '@theme/LiveCodeBlock';

// The live editor is loaded only on pages that have a playground, only in the
// browser, and only when the playground comes near the screen: on a phone its
// start-up is a long task that readers who never scroll that far should not
// pay for. It is the site's own playground, not the theme's: the reader's code
// runs in a sandboxed frame, never in the page (src/plugins/live-playground).
const LiveCodeBlock = lazy(() => import('@site/src/components/LivePlayground'));

/** How far outside the screen a playground starts loading. */
const LOAD_MARGIN = '600px 0px';

/**
 * What the server renders, and what shows until the editor is loaded: the code
 * itself. Focusable like the theme's code blocks, so a long line can be
 * scrolled with the keyboard.
 */
function StaticCode({code}: {code: string}): ReactNode {
  return (
    <pre className="margin-bottom--md" tabIndex={0}>
      <code>{code}</code>
    </pre>
  );
}

/** True once the element has come within LOAD_MARGIN of the screen. */
function useNearScreen(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      {rootMargin: LOAD_MARGIN},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}

export default function LazyLiveCodeBlock(props: Props): ReactNode {
  const placeholder = useRef<HTMLDivElement>(null);
  const near = useNearScreen(placeholder);
  const fallback = <StaticCode code={typeof props.children === 'string' ? props.children : ''} />;
  if (!near) {
    return (
      <div ref={placeholder} data-live-code="waiting">
        {fallback}
      </div>
    );
  }
  return (
    <BrowserOnly fallback={fallback}>
      {() => (
        <Suspense fallback={fallback}>
          <LiveCodeBlock {...props} />
        </Suspense>
      )}
    </BrowserOnly>
  );
}
