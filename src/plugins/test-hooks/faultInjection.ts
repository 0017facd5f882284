/**
 * Faults the browser tests can inject (tests/e2e-services/faults.spec.ts). They exist only in a
 * build made with CELO_TEST_HOOKS=1 (scripts/build-services.sh): there `__CELO_TEST_HOOKS__` is
 * `true`; in every other build it is `false`, the minifier drops the branches it guards, and the
 * shipped scripts carry no trace of the hook (tests/e2e/special-pages.spec.ts checks that).
 */
export type InjectedFault = 'render';

declare global {
  /** Replaced at build time by ./index.ts: true only in the test build. */
  const __CELO_TEST_HOOKS__: boolean;
  interface Window {
    __CELO_FAULT__?: InjectedFault;
  }
}

/** The fault a test asked for. Call it only behind `__CELO_TEST_HOOKS__`, so production drops the call. */
export function readInjectedFault(): InjectedFault | undefined {
  return __CELO_TEST_HOOKS__ && typeof window !== 'undefined' ? window.__CELO_FAULT__ : undefined;
}
