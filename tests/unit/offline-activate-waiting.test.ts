/**
 * client/activateWaiting.ts: a page asks a newer build's waiting worker to take over, again while
 * it keeps waiting (Chromium can drop the first activation), and stops once it has taken over.
 */
import {describe, expect, it} from 'vitest';
import {activateWaitingWorkers, MAX_NUDGES, NUDGE_INTERVAL_MS, type WaitingHost} from '../../src/plugins/offline/client/activateWaiting';
import {SKIP_WAITING_MESSAGE} from '../../src/plugins/offline/messages';

class FakeWorker extends EventTarget {
  state = 'installing';
  messages: unknown[] = [];
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  become(state: string) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

/** A registration and a clock the test runs by hand: `run()` does the queued idle and timed work. */
function fakeHost(waiting: FakeWorker | null = null) {
  const registration = Object.assign(new EventTarget(), {waiting: waiting as FakeWorker | null, installing: null as FakeWorker | null});
  const queue: {work: () => void; ms: number}[] = [];
  const host: WaitingHost = {
    registration: registration as unknown as WaitingHost['registration'],
    idle: (work) => queue.push({work, ms: 0}),
    later: (work, ms) => queue.push({work, ms}),
  };
  const delays: number[] = [];
  const run = (steps = 1) => {
    for (let i = 0; i < steps && queue.length; i++) {
      const next = queue.shift()!;
      if (next.ms) delays.push(next.ms);
      next.work();
    }
  };
  return {registration, host, run, queue, delays};
}

/** The browser's side of an install finishing: the worker moves from installing to waiting. */
function finishInstalling(registration: ReturnType<typeof fakeHost>['registration'], worker: FakeWorker) {
  registration.installing = null;
  registration.waiting = worker;
  worker.become('installed');
}

describe('asking a waiting worker to take over', () => {
  it('asks a worker already waiting when the page starts, when the page is idle', () => {
    const worker = new FakeWorker();
    const {registration, host, run} = fakeHost(worker);
    activateWaitingWorkers(registration as unknown as ServiceWorkerRegistration, host);
    expect(worker.messages).toEqual([]);
    run();
    expect(worker.messages).toEqual([{type: SKIP_WAITING_MESSAGE}]);
  });

  it('asks a worker that installs later, once it is installed', () => {
    const {registration, host, run, queue} = fakeHost();
    activateWaitingWorkers(registration as unknown as ServiceWorkerRegistration, host);
    const worker = new FakeWorker();
    registration.installing = worker;
    registration.dispatchEvent(new Event('updatefound'));
    expect(queue).toHaveLength(0);
    finishInstalling(registration, worker);
    run();
    expect(worker.messages).toEqual([{type: SKIP_WAITING_MESSAGE}]);
  });

  it('asks a worker that was already installing when the page started (its updatefound came before)', () => {
    const worker = new FakeWorker();
    const {registration, host, run, queue} = fakeHost();
    registration.installing = worker;
    activateWaitingWorkers(registration as unknown as ServiceWorkerRegistration, host);
    expect(queue).toHaveLength(0);
    finishInstalling(registration, worker);
    run();
    expect(worker.messages).toEqual([{type: SKIP_WAITING_MESSAGE}]);
  });

  it(`asks again every ${NUDGE_INTERVAL_MS} ms while the worker waits, and stops once it has taken over`, () => {
    const worker = new FakeWorker();
    const {registration, host, run, queue, delays} = fakeHost(worker);
    activateWaitingWorkers(registration as unknown as ServiceWorkerRegistration, host);
    run(6); // idle, then (interval, idle) twice, then the interval
    expect(worker.messages).toHaveLength(3);
    expect(delays).toEqual([NUDGE_INTERVAL_MS, NUDGE_INTERVAL_MS, NUDGE_INTERVAL_MS]);
    registration.waiting = null; // activated
    run(10);
    expect(worker.messages).toHaveLength(3);
    expect(queue).toHaveLength(0);
  });

  it(`gives up after ${MAX_NUDGES} asks (the browser's own limit activates it in the end)`, () => {
    const worker = new FakeWorker();
    const {registration, host, run, queue} = fakeHost(worker);
    activateWaitingWorkers(registration as unknown as ServiceWorkerRegistration, host);
    run(10 * MAX_NUDGES);
    expect(worker.messages).toHaveLength(MAX_NUDGES);
    expect(queue).toHaveLength(0);
  });

  it('a second worker installing while the page is still asking starts no second round', () => {
    const worker = new FakeWorker();
    const {registration, host, run, queue} = fakeHost(worker);
    activateWaitingWorkers(registration as unknown as ServiceWorkerRegistration, host);
    const newer = new FakeWorker();
    registration.installing = newer;
    registration.dispatchEvent(new Event('updatefound'));
    newer.become('installed');
    expect(queue).toHaveLength(1);
    run();
    expect(worker.messages).toHaveLength(1);
  });
});
