/** Faults the browser tests can inject; see tests/e2e/faults.spec.ts. */
export type InjectedFault = 'render';

declare global {
  interface Window {
    __CELO_FAULT__?: InjectedFault;
  }
}

export function readInjectedFault(): InjectedFault | undefined {
  return typeof window === 'undefined' ? undefined : window.__CELO_FAULT__;
}
