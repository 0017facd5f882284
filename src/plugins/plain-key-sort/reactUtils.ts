/**
 * theme-common's `utils/reactUtils`, with `useShallowMemoObject` sorting keys
 * by code unit instead of `localeCompare` (see `index.ts` for why).
 */
import {useMemo} from 'react';
import {byKey} from './byKey';

// An alias set by index.ts; typed in src/types.d.ts.
export * from '@celo-docs/theme-common-react-utils';

/**
 * Returns the same object as on the previous render while its keys and
 * values are unchanged (values compared with `Object.is`, in key order).
 */
export function useShallowMemoObject<T extends object>(obj: T): T {
  const deps = Object.entries(obj).sort(byKey).flat();
  // The dependencies are the object's own entries, which the linter cannot see.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => obj, deps);
}
