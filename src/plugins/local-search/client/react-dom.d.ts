// The project has no @types/react-dom; this is the one react-dom API the search
// bar uses. Delete this file if @types/react-dom is added.
declare module 'react-dom' {
  import type {ReactNode, ReactPortal} from 'react';

  export function createPortal(
    children: ReactNode,
    container: Element | DocumentFragment,
    key?: string | null,
  ): ReactPortal;
}
