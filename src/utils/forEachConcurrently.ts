/**
 * Runs `task` on every item with at most `concurrency` tasks in flight, in the items' order of
 * start. Build steps that read every built page use it: a few files at a time keep the disk busy
 * without holding every page in memory at once (at 2,000 pages, reading them all together was the
 * build's peak memory; bench/scale/README.md). The first task that fails rejects the whole run,
 * after the tasks already started have settled.
 */
export async function forEachConcurrently<T>(
  items: Iterable<T>,
  concurrency: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError(`concurrency must be a whole number of at least 1, not ${concurrency}`);
  const iterator = items[Symbol.iterator]();
  let failed: {error: unknown} | undefined;
  const worker = async () => {
    for (let next = iterator.next(); !next.done && !failed; next = iterator.next()) {
      try {
        await task(next.value);
      } catch (error) {
        failed ??= {error};
      }
    }
  };
  await Promise.all(Array.from({length: concurrency}, worker));
  if (failed) throw failed.error;
}
