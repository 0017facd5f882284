import {startTransition, useEffect, useState, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {whenIdle} from '@site/src/utils/whenIdle';

/**
 * The side menu of narrow screens, mounted when the page is idle rather than
 * as soon as it hydrates.
 *
 * The theme mounts the closed menu right after hydration on a phone: its
 * primary menu, and on docs pages the whole docs sidebar again. That was
 * about half of the long task that follows hydration. Here it mounts in an
 * idle period, as an interruptible update, so it is ready (and slides in)
 * before most readers open it. A reader who opens it sooner gets it at once,
 * without the slide. `useNavbarMobileSidebar` is theme-common's internal API
 * (PATCHES.md says why and when to drop it).
 */

export default function MobileSidebarWhenIdle(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return undefined;
    return whenIdle(() => startTransition(() => setReady(true)));
  }, [ready]);
  return ready || shown ? <MobileSidebar /> : null;
}
