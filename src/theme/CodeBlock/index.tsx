import type {ReactNode} from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type {Props} from '@theme/CodeBlock';
import DeferredHydration from '@site/src/components/DeferredHydration';

/**
 * Code blocks keep their server HTML through hydration and render with React
 * when the page is idle (see DeferredHydration). The theme's CodeBlock renders
 * every block twice after a full load (once to hydrate, once more to apply the
 * reader's colour mode); deferred, it renders once, in short idle tasks.
 * Live playgrounds load lazily already and pass through.
 */
export default function CodeBlockWrapper(props: Props): ReactNode {
  if ((props as Props & {live?: boolean}).live) return <CodeBlock {...props} />;
  return (
    <DeferredHydration>
      <CodeBlock {...props} />
    </DeferredHydration>
  );
}
