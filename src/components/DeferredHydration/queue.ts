/**
 * Activates deferred parts a few at a time, each group in its own idle period,
 * so the work after hydration is a series of short tasks rather than one long
 * one. Groups rather than single parts: every commit lays out the whole page
 * again, so one part per commit costs more layout than it saves.
 */
const GROUP_SIZE = 8;
type Activate = () => void;

const queue: Activate[] = [];
let scheduled = false;

function whenIdle(work: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, {timeout: 1500});
  else window.setTimeout(work, 16);
}

function runNext(): void {
  scheduled = false;
  queue.splice(0, GROUP_SIZE).forEach((activate) => activate());
  schedule();
}

function schedule(): void {
  if (scheduled || queue.length === 0) return;
  scheduled = true;
  // A macrotask first, so React can commit the previous part before the next idle period.
  window.setTimeout(() => whenIdle(runNext), 0);
}

/** Queues a part's activation; the returned function takes it out again (the part unmounted). */
export function enqueueActivation(activate: Activate): () => void {
  queue.push(activate);
  schedule();
  return () => {
    const index = queue.indexOf(activate);
    if (index >= 0) queue.splice(index, 1);
  };
}
