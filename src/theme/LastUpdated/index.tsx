import type {ReactNode} from 'react';
import LastUpdated from '@theme-original/LastUpdated';
import type {Props} from '@theme/LastUpdated';
import DeferredHydration from '@site/src/components/DeferredHydration';

/**
 * The theme formats the date with a new Intl.DateTimeFormat, whose first use
 * on a page costs about 70 ms of main thread on a mid-range phone, in the
 * middle of hydration. The server HTML already shows the date and the line
 * has nothing to click, so it renders with React only if the reader points at
 * it.
 */
export default function DeferredLastUpdated(props: Props): ReactNode {
  return (
    <DeferredHydration>
      <LastUpdated {...props} />
    </DeferredHydration>
  );
}
