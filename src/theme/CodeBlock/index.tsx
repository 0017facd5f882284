import {useEffect, useReducer, useState, type ComponentProps, type ComponentType, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import LiveCodeBlock from '@theme/LiveCodeBlock';
import DeferredHydration from '@site/src/components/DeferredHydration';
import {loadOnce} from '@site/src/utils/loadOnce';

/**
 * Code blocks, lighter on every page:
 *
 * - The theme's CodeBlock and Prism (about 30 KB compressed) are a lazy chunk
 *   (`highlighter.ts`), not part of every page's first load. The server
 *   renders it in full, so the HTML is highlighted.
 * - After a full page load, blocks keep their server HTML through hydration
 *   (DeferredHydration) and render with React only when the reader reaches
 *   for one (its copy and wrap buttons). Token colours are CSS rules per
 *   colour mode (src/plugins/prism-css), so the server HTML is right in both
 *   modes. The theme would render every block twice after a full load (to
 *   hydrate, then again for the colour mode).
 * - The chunk is prefetched (downloaded, not run) with this wrapper. After a
 *   client-side navigation the plain code shows until it has run, a moment
 *   the first time.
 */
const loadHighlighter = async (): Promise<{default: ComponentType<Props>}> => {
  // Prefetched (downloaded, not run) once the code block wrapper loads, so a
  // block reached later, or a page opened by client-side navigation, does not
  // wait for the network.
  const module = await import(/* webpackChunkName: "code-highlighter", webpackPrefetch: true */ './highlighter');
  return {default: module.default as ComponentType<Props>};
};

/** Loads the chunk once; a failure is forgotten so the next block retries. */
const highlighter = loadOnce(loadHighlighter);
const prepareHighlighter = (): Promise<void> => highlighter().then(() => undefined);

// On the server the chunk is loaded as this module loads, long before the
// first page renders, so the server HTML is highlighted in place; a block that
// suspended would be streamed as the plain fallback plus a swap script.
if (typeof window === 'undefined') void prepareHighlighter();

/** What shows while the chunk loads after a client-side navigation, or if it cannot load. */
function PlainCode({children, failed}: Props & {failed: boolean}): ReactNode {
  return (
    <>
      <pre className="prism-code">
        <code>{typeof children === 'string' ? children.replace(/\n$/, '') : children}</code>
      </pre>
      {failed ? (
        <p className="code-load-notice" role="status">
          Highlighting and the copy button could not load (no connection). They load when you are back online.
        </p>
      ) : null}
    </>
  );
}

/**
 * The highlighted block once its chunk is in; until then, or when the chunk cannot load
 * (offline after a client-side navigation), the plain code, with a note, retried when the
 * connection returns. Not React.lazy: it would keep a failed load and crash the page.
 */
function CodeBlockNow(props: Props): ReactNode {
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (highlighter.current()) return undefined;
    let current = true;
    const load = () =>
      prepareHighlighter().then(
        () => current && loaded(),
        () => current && setFailed(true),
      );
    void load();
    window.addEventListener('online', load);
    return () => {
      current = false;
      window.removeEventListener('online', load);
    };
  }, []);
  const Highlighted = highlighter.current()?.default;
  if (Highlighted) return <Highlighted {...props} />;
  return <PlainCode {...props} failed={failed} />;
}

/** theme-live-codeblock's rule for a playground: `live` with plain-text code. */
function isLive(props: Props): boolean {
  const {live} = props as Props & {live?: boolean};
  return Boolean(live) && (props.children === undefined || typeof props.children === 'string');
}

export default function CodeBlock(props: Props): ReactNode {
  // A playground goes straight to its own lazy wrapper (src/theme/LiveCodeBlock),
  // as theme-live-codeblock's CodeBlock would send it.
  if (isLive(props)) return <LiveCodeBlock {...(props as ComponentProps<typeof LiveCodeBlock>)} />;
  return (
    <DeferredHydration
      prepare={prepareHighlighter}
      unavailableNotice="The copy button could not load: it needs a connection. It appears when you are back online.">
      <CodeBlockNow {...props} />
    </DeferredHydration>
  );
}
