/**
 * A lazily imported chunk (or any asynchronous value), loaded on first use and shared by every
 * caller. A failed load is forgotten, so the next call tries again: a reader who went offline and
 * came back gets the feature without reloading the page.
 */
export interface LoadOnce<T> {
  /** Starts the load, or returns the load under way or done. */
  (): Promise<T>;
  /** The value once loaded, for code that must render synchronously (undefined until then). */
  readonly current: () => T | undefined;
}

export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let value: {loaded: T} | undefined;
  let pending: Promise<T> | undefined;
  const get = () => {
    if (value) return Promise.resolve(value.loaded);
    pending ??= load().then(
      (loaded) => {
        value = {loaded};
        return loaded;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return Object.assign(get, {current: () => value?.loaded});
}
