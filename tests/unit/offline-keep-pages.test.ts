/**
 * client/keepPages.ts: after each route update the page tells the worker which page to keep and
 * which files it loaded since its last message, so pages opened by client-side navigation are kept
 * like full loads (issue 40). tests/unit/offline-worker.test.ts runs the worker on these messages.
 */
import {describe, expect, it} from 'vitest';
import {arrivalOf, createPageKeeper, MAX_WAITING_PAGES, type KeepHost} from '../../src/plugins/offline/client/keepPages';
import {KEEP_PAGE_MESSAGE} from '../../src/plugins/offline/messages';

const ORIGIN = 'https://docs.example';

function fakeHost(controlled: boolean) {
  const messages: unknown[] = [];
  const resources: string[] = [];
  const state = {controlled};
  const host: KeepHost = {
    origin: ORIGIN,
    controller: () => (state.controlled ? {postMessage: (data: unknown) => void messages.push(data)} : null),
    resources: () => [...resources],
  };
  return {host, messages, resources, state};
}

describe('createPageKeeper', () => {
  it('sends each page opened client-side, with only the hashed same-origin files no earlier message named', () => {
    const {host, messages, resources} = fakeHost(true);
    const keeper = createPageKeeper(host);
    resources.push(`${ORIGIN}/assets/js/main.aaaa.js`, `${ORIGIN}/assets/css/styles.aaaa.css`, `${ORIGIN}/img/logo.svg`, 'https://other.example/assets/x.js');
    keeper.pageOpened('/developer', 'client');
    resources.push(`${ORIGIN}/assets/js/viem.bbbb.js`);
    keeper.pageOpened('/developer/viem', 'client');
    expect(messages).toEqual([
      {type: KEEP_PAGE_MESSAGE, page: '/developer', files: [`${ORIGIN}/assets/js/main.aaaa.js`, `${ORIGIN}/assets/css/styles.aaaa.css`]},
      {type: KEEP_PAGE_MESSAGE, page: '/developer/viem', files: [`${ORIGIN}/assets/js/viem.bbbb.js`]},
    ]);
  });

  it('sends nothing for the first render of a page the worker answered, nor on a page of a replaced build', () => {
    const {host, messages, resources} = fakeHost(true);
    const keeper = createPageKeeper(host);
    resources.push(`${ORIGIN}/assets/js/main.aaaa.js`);
    keeper.pageOpened('/network', 'worker');
    expect(messages).toEqual([]);
    keeper.pageOpened('/cli', 'replaced');
    expect(messages).toEqual([]);
    // The files the worker already answered are not named again.
    keeper.pageOpened('/developer', 'client');
    expect(messages).toEqual([{type: KEEP_PAGE_MESSAGE, page: '/developer', files: []}]);
  });

  it('remembers the pages opened before a worker takes over, and sends them, the current one included, when it does', () => {
    const {host, messages, resources, state} = fakeHost(false);
    const keeper = createPageKeeper(host);
    resources.push(`${ORIGIN}/assets/js/main.aaaa.js`);
    keeper.pageOpened('/developer', 'client');
    keeper.pageOpened('/developer/viem', 'client');
    keeper.pageOpened('/developer', 'client');
    expect(messages).toEqual([]);
    // No worker yet: nothing to send to.
    keeper.workerArrived('/developer');
    expect(messages).toEqual([]);
    state.controlled = true;
    keeper.workerArrived('/developer');
    expect(messages).toEqual([
      {type: KEEP_PAGE_MESSAGE, page: '/developer', files: [`${ORIGIN}/assets/js/main.aaaa.js`]},
      {type: KEEP_PAGE_MESSAGE, page: '/developer/viem', files: []},
    ]);
    // Sent once: a later worker change sends nothing again.
    keeper.workerArrived('/developer');
    expect(messages).toHaveLength(3);
    expect(messages[2]).toEqual({type: KEEP_PAGE_MESSAGE, page: '/developer', files: []});
  });

  it('remembers at most MAX_WAITING_PAGES pages, and always the one on screen', () => {
    const {host, messages, state} = fakeHost(false);
    const keeper = createPageKeeper(host);
    for (let i = 0; i < MAX_WAITING_PAGES + 5; i += 1) keeper.pageOpened(`/page-${i}`, 'client');
    state.controlled = true;
    keeper.workerArrived(`/page-${MAX_WAITING_PAGES + 4}`);
    const pages = messages.map((message) => (message as {page: string}).page);
    expect(pages).toHaveLength(MAX_WAITING_PAGES + 1);
    expect(pages.at(-1)).toBe(`/page-${MAX_WAITING_PAGES + 4}`);
  });
});

describe('arrivalOf', () => {
  it('the first render of a page the worker loaded is the worker’s; later renders are client-side; a replaced build sends nothing', () => {
    expect(arrivalOf({first: true, loadedByWorker: true, replaced: false})).toBe('worker');
    expect(arrivalOf({first: true, loadedByWorker: false, replaced: false})).toBe('client');
    expect(arrivalOf({first: false, loadedByWorker: true, replaced: false})).toBe('client');
    expect(arrivalOf({first: false, loadedByWorker: true, replaced: true})).toBe('replaced');
  });
});
