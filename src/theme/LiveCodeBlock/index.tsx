import {lazy, Suspense, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import type {Props} from '@theme/LiveCodeBlock';

// The live editor (react-live and its compiler) is loaded only on pages that
// have a playground, and only in the browser: every other page stays light.
const LiveCodeBlock = lazy(() => import('@theme-original/LiveCodeBlock'));

/** What the server renders, and what shows while the editor loads: the code itself. */
function StaticCode({code}: {code: string}): ReactNode {
  return (
    <pre className="margin-bottom--md">
      <code>{code}</code>
    </pre>
  );
}

export default function LazyLiveCodeBlock(props: Props): ReactNode {
  const fallback = <StaticCode code={typeof props.children === 'string' ? props.children : ''} />;
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
