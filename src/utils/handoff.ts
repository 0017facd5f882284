/**
 * A value one plugin's postBuild makes and another's needs. Docusaurus runs every plugin's
 * postBuild at once, so the second cannot read the first's output from disk: it waits for this.
 */
export interface Handoff<T> {
  readonly promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

export function handoff<T>(): Handoff<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  // The maker's failure fails the build through its own postBuild; a waiter that has not asked yet
  // must not turn it into an unhandled rejection as well.
  promise.catch(() => undefined);
  return {promise, resolve, reject};
}
