/**
 * Takes WebRTC away from the playground frame before any reader's code runs. The frame's policy
 * (config/securityHeaders.mjs, `default-src 'none'`) stops fetch, WebSocket and every other
 * request, but Content-Security-Policy does not cover WebRTC: an `RTCPeerConnection` given a STUN
 * or TURN server sends UDP packets to it, so code in a live block could reach any host that way.
 * Nothing a live block does needs WebRTC, so its constructors are removed from the frame's globals
 * (issue 40).
 */

/** WebRTC's globals, with the old prefixed names: `RTCPeerConnection`, `RTCDataChannel`, `webkitRTCPeerConnection`... */
export const WEBRTC_GLOBAL = /^(?:webkit|moz)?RTC[A-Z]/;

/** The names every engine with WebRTC defines; removed even where a global scan would miss one. */
export const WEBRTC_NAMES = [
  'RTCPeerConnection',
  'webkitRTCPeerConnection',
  'mozRTCPeerConnection',
  'RTCDataChannel',
  'RTCSessionDescription',
  'RTCIceCandidate',
  'RTCRtpSender',
  'RTCRtpReceiver',
  'RTCRtpTransceiver',
  'RTCIceTransport',
  'RTCDtlsTransport',
  'RTCSctpTransport',
  'RTCCertificate',
] as const;

/**
 * Removes every WebRTC global of `global` (the frame's `window`): deleted, or, where a property
 * cannot be deleted, set to `undefined` for good. Returns the names it found.
 */
export function removeWebRtc(global: object): string[] {
  const names = new Set<string>(WEBRTC_NAMES);
  for (const name of Object.getOwnPropertyNames(global)) if (WEBRTC_GLOBAL.test(name)) names.add(name);
  const removed: string[] = [];
  for (const name of names) {
    if (!(name in global)) continue;
    removed.push(name);
    // Interface objects are configurable own properties of the global: deleting them is enough.
    if (Reflect.deleteProperty(global, name) && !(name in global)) continue;
    // Otherwise (an inherited or locked property), shadow it with an own `undefined` that code cannot change.
    try {
      Object.defineProperty(global, name, {value: undefined, writable: false, configurable: false, enumerable: false});
    } catch {
      // A non-configurable own property: overwrite its value where it is writable (no engine locks these).
      try {
        (global as Record<string, unknown>)[name] = undefined;
      } catch {
        // Read-only and locked: nothing more can be done from script.
      }
    }
  }
  return removed;
}
