/**
 * The playground frame takes WebRTC away before the reader's code runs (issue 40): CSP does not
 * cover it, so an RTCPeerConnection could reach a STUN or TURN host from the sandboxed frame.
 * tests/e2e/playground.spec.ts checks the built frame in Chromium.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {removeWebRtc, WEBRTC_GLOBAL} from '../../src/plugins/live-playground/frame/withoutWebRtc';

class FakePeerConnection {}

/** A window-like global: interface objects as configurable, non-enumerable own properties, as browsers define them. */
function fakeWindow(names: string[], prototype: object = {}): Record<string, unknown> {
  const global = Object.create(prototype) as Record<string, unknown>;
  for (const name of names) Object.defineProperty(global, name, {value: FakePeerConnection, writable: true, configurable: true, enumerable: false});
  global.fetch = () => undefined;
  global.WebSocket = class {};
  return global;
}

describe('removeWebRtc', () => {
  it('removes every WebRTC constructor, prefixed or not, and nothing else', () => {
    const names = ['RTCPeerConnection', 'webkitRTCPeerConnection', 'RTCDataChannel', 'RTCIceCandidate', 'RTCEncodedVideoFrame', 'RTCRtpScriptTransform'];
    const global = fakeWindow(names);
    expect(removeWebRtc(global).sort()).toEqual([...names].sort());
    for (const name of names) {
      expect(name in global, name).toBe(false);
      expect(typeof global[name], name).toBe('undefined');
    }
    expect(typeof global.fetch).toBe('function');
    expect(typeof global.WebSocket).toBe('function');
  });

  it('shadows a constructor inherited from a prototype, and one that cannot be deleted, with undefined for good', () => {
    const global = fakeWindow([], {RTCPeerConnection: FakePeerConnection});
    Object.defineProperty(global, 'RTCDataChannel', {value: FakePeerConnection, writable: true, configurable: false});
    expect(removeWebRtc(global).sort()).toEqual(['RTCDataChannel', 'RTCPeerConnection']);
    expect(global.RTCPeerConnection).toBeUndefined();
    expect(global.RTCDataChannel).toBeUndefined();
    // The reader's code cannot put the inherited one back by assignment.
    expect(() => {
      'use strict';
      global.RTCPeerConnection = FakePeerConnection;
    }).toThrow(TypeError);
    expect(global.RTCPeerConnection).toBeUndefined();
  });

  it('matches WebRTC names only', () => {
    for (const name of ['RTCPeerConnection', 'webkitRTCPeerConnection', 'mozRTCPeerConnection', 'RTCDtlsTransport']) expect(WEBRTC_GLOBAL.test(name), name).toBe(true);
    for (const name of ['RTC', 'fetch', 'WebSocket', 'WebTransport', 'MediaStream', 'rtcSomething']) expect(WEBRTC_GLOBAL.test(name), name).toBe(false);
  });

  it('runs in the frame before anything that can compile the reader\'s code', () => {
    const main = fs.readFileSync(path.join(__dirname, '../../src/plugins/live-playground/frame/main.tsx'), 'utf8');
    const call = main.indexOf('removeWebRtc(window);');
    expect(call).toBeGreaterThan(0);
    // Module top level, before the frame listens for code or renders anything.
    expect(main.slice(0, call)).not.toMatch(/addEventListener|createRoot\(|<LiveProvider/);
    expect(main.indexOf('createRoot(')).toBeGreaterThan(call);
  });
});
