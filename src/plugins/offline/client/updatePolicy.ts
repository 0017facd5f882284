/** What the page knows of the service worker that controls it. */
export interface WorkerState {
  /** A worker controls the page. */
  controlled: boolean;
  /** Another worker (a newer build's) took over after the page loaded. */
  replaced: boolean;
}

/**
 * How a route change goes: 'none' when the path did not change (a hash or the first render),
 * 'full-load' when a newer build's worker took over (the page's scripts are the old build's and
 * the new build may not have their chunks), else 'client'.
 */
export function nextNavigation(state: WorkerState, from: string | undefined, to: string): 'none' | 'client' | 'full-load' {
  if (from === undefined || from === to) return 'none';
  return state.replaced ? 'full-load' : 'client';
}
