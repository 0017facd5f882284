/**
 * Runs `work` in the browser's next idle period (at most `timeout` ms later), or after a short
 * delay where there is no idle callback (Safari); the returned function cancels it. Work that
 * must not compete with a page's own loading and start-up goes through here.
 */
export function whenIdle(work: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => work(), {timeout});
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, 200);
  return () => window.clearTimeout(id);
}
