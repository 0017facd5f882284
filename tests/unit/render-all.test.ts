import {describe, expect, it} from 'vitest';
import {HEAD_SCRIPT, isSamePageAnchor, loadNeedsFullLayout, RENDER_ALL_ATTRIBUTE} from '../../src/features/on-demand-layout/renderAll';

const page = {href: 'https://docs.celo.org/cli/account', pathname: '/cli/account', origin: 'https://docs.celo.org'};

describe('loadNeedsFullLayout', () => {
  it('lays out everything for an anchor, a reload, or Back and Forward', () => {
    expect(loadNeedsFullLayout('#account-balance', 'navigate')).toBe(true);
    expect(loadNeedsFullLayout('', 'reload')).toBe(true);
    expect(loadNeedsFullLayout('', 'back_forward')).toBe(true);
  });
  it('keeps on-demand layout for a plain visit, and for an empty hash', () => {
    expect(loadNeedsFullLayout('', 'navigate')).toBe(false);
    expect(loadNeedsFullLayout('#', 'navigate')).toBe(false);
    expect(loadNeedsFullLayout('', 'prerender')).toBe(false);
    expect(loadNeedsFullLayout('', undefined)).toBe(false);
  });
});

describe('isSamePageAnchor', () => {
  it('is true for an anchor on this page, written any way', () => {
    expect(isSamePageAnchor('#account-balance', page)).toBe(true);
    expect(isSamePageAnchor('/cli/account#account-balance', page)).toBe(true);
    expect(isSamePageAnchor('https://docs.celo.org/cli/account#account-balance', page)).toBe(true);
  });
  it('is false for another page, another site, no anchor, or a broken href', () => {
    expect(isSamePageAnchor('/cli/validator#validator-show', page)).toBe(false);
    expect(isSamePageAnchor('https://example.com/cli/account#x', page)).toBe(false);
    expect(isSamePageAnchor('/cli/account', page)).toBe(false);
    expect(isSamePageAnchor('#', page)).toBe(false);
    expect(isSamePageAnchor('http://[bad', page)).toBe(false);
  });
});

describe('HEAD_SCRIPT', () => {
  /** Runs the inline script against a stand-in window; returns whether it set the attribute. */
  function run(hash: string, navigationType: string | undefined, options: {throws?: boolean} = {}): boolean {
    const attributes = new Map<string, string>();
    const documentElement = {setAttribute: (name: string, value: string) => attributes.set(name, value)};
    const performance = {
      getEntriesByType: (type: string) => {
        if (options.throws) throw new Error('no navigation timing');
        return type === 'navigation' && navigationType ? [{type: navigationType}] : [];
      },
    };
    new Function('document', 'location', 'performance', HEAD_SCRIPT)({documentElement}, {hash}, performance);
    return attributes.has(RENDER_ALL_ATTRIBUTE);
  }

  it('agrees with loadNeedsFullLayout', () => {
    for (const hash of ['', '#', '#account-balance']) {
      for (const type of [undefined, 'navigate', 'reload', 'back_forward', 'prerender']) {
        expect(run(hash, type), `${hash} ${type}`).toBe(loadNeedsFullLayout(hash, type));
      }
    }
  });
  it('never throws without Navigation Timing, and still honours an anchor', () => {
    expect(run('', 'reload', {throws: true})).toBe(false);
    expect(run('#account-balance', undefined, {throws: true})).toBe(true);
  });
});
