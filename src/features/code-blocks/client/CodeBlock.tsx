import '@site/src/i18n/codeStrings?namespace=codeBlock';
import {useEffect, useReducer, useState, type ComponentProps, type ComponentType, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import LiveCodeBlock from '@theme/LiveCodeBlock';
import {translate} from '@docusaurus/Translate';
import DeferredHydration from '@site/src/components/DeferredHydration';
import {loadOnce} from '@site/src/utils/loadOnce';

/**
 * The `@theme/CodeBlock` wrapper (src/theme/CodeBlock/index.tsx re-exports it): the theme's block
 * from a lazy chunk (`highlighter.ts`), kept as server HTML through hydration until the reader
 * reaches for it. src/features/code-blocks/README.md says why.
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
          {translate({
            id: 'codeBlock.highlightUnavailable',
            message: 'Highlighting and the copy button could not load (no connection). They load when you are back online.',
            description: 'Shown under a code block whose highlighting code could not load (offline)',
          })}
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
      unavailableNotice={translate({
        id: 'codeBlock.copyUnavailable',
        message: 'The copy button could not load: it needs a connection. It appears when you are back online.',
        description: "Shown on a code block when its copy button's code could not load (offline)",
      })}>
      <CodeBlockNow {...props} />
    </DeferredHydration>
  );
}
