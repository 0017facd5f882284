import {describe, expect, it} from 'vitest';
import {flatten, parseColor} from '../../src/components/LivePlayground/opaqueBackground';
import {asFrameMessage, asRenderMessage} from '../../src/plugins/live-playground/protocol';

describe('live playground frame', () => {
  it('paints the background the reader sees: translucent layers over the first opaque one', () => {
    expect(parseColor('rgba(255, 255, 255, 0.1)')).toEqual([255, 255, 255, 0.1]);
    expect(parseColor('rgb(27 27 29 / 50%)')).toEqual([27, 27, 29, 0.5]);
    expect(parseColor('transparent')).toBeNull();
    // The dark theme's code box: white at 10% over the page's #1b1b1d.
    expect(flatten(['rgba(255, 255, 255, 0.1)', 'rgba(0, 0, 0, 0)', 'rgb(27, 27, 29)', 'rgb(255, 0, 0)'])).toBe('rgb(50, 50, 52)');
    expect(flatten(['rgba(0, 0, 0, 0)'])).toBe('rgb(255, 255, 255)');
  });

  it('reads only the messages of its protocol', () => {
    expect(asFrameMessage({type: 'ready'})).toEqual({type: 'ready'});
    expect(asFrameMessage({type: 'height', height: 42})).toEqual({type: 'height', height: 42});
    for (const bad of [null, 'ready', {type: 'height', height: -1}, {type: 'height', height: Number.NaN}, {type: 'render'}]) {
      expect(asFrameMessage(bad)).toBeNull();
    }
    const style = {backgroundColor: 'rgb(0, 0, 0)', color: 'rgb(1, 1, 1)', colorScheme: 'dark', fontFamily: 'serif', fontSize: '16px', lineHeight: '1.5'};
    expect(asRenderMessage({type: 'render', code: '<p/>', noInline: true, style})).toEqual({type: 'render', code: '<p/>', noInline: true, style});
    expect(asRenderMessage({type: 'render', code: '<p/>', style: {color: 5}})).toEqual({
      type: 'render',
      code: '<p/>',
      noInline: false,
      style: {backgroundColor: '', color: '', colorScheme: '', fontFamily: '', fontSize: '', lineHeight: ''},
    });
    expect(asRenderMessage({type: 'render', code: 1, style})).toBeNull();
  });
});
