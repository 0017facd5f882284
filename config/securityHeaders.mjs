// Security headers for the production site, shared by the local server
// (scripts/serve.mjs reads them back from the build's `_headers`) and the
// deployable header files written by src/plugins/deploy-config. Third-party
// origins are added only when their service is switched on by environment
// variables (config/services.ts).
//
// Scripts: no 'unsafe-inline' and no 'unsafe-eval'. The few inline scripts of
// the built pages (the colour-mode script that runs before first paint, the
// anchor-layout script, the redirect pages' script, any a service plugin adds)
// are allowed one by one by their sha256 hash, computed from the built HTML by
// src/plugins/deploy-config. With 'strict-dynamic', CSP3 browsers run only
// those and the scripts they create: no page names a script by `<script src>`;
// two of the hashed scripts, the script loader, start each page's scripts, which
// load the rest (src/script-loader/README.md). 'self' and the services' hosts
// stay for browsers before CSP3, which ignore 'strict-dynamic' (CSP3 browsers
// ignore them instead). The live playgrounds compile the reader's code in
// a sandboxed frame (src/plugins/live-playground) that has its own policy,
// `playgroundFrameHeaders()`: only that document may evaluate code, and it runs
// in an opaque origin with no access to the site. The frame's policy has no
// 'strict-dynamic': its page loads its one script by `<script src>`.
//
// Styles keep 'unsafe-inline': React and the theme set `style` attributes
// (code colours, sidebar and table-of-contents layout). Google's CSP Evaluator
// judges script-src; tests/unit/csp-evaluator.test.ts runs it on these policies.
//
// Plain JavaScript (not TypeScript) so the server runs with `node` alone.

/** Where the playground frame is served (`.html` dropped: the hosts serve clean URLs). */
export const PLAYGROUND_FRAME_PATH = '/playground/frame';

/** @param {{script?: string[]; connect?: string[]; scriptHashes?: string[]}} [extra] */
export function contentSecurityPolicy(extra = {}) {
  const {script = [], connect = [], scriptHashes = []} = extra;
  const directives = {
    'default-src': ["'self'"],
    // 'strict-dynamic' trusts what allowed scripts start; with no hash to start from, no script
    // could run (a build without `_headers`, such as the benchmark's stock site, served by
    // scripts/serve.mjs), so such a policy keeps plain 'self'.
    'script-src': ["'self'", ...(scriptHashes.length > 0 ? ["'strict-dynamic'"] : []), ...scriptHashes.map((hash) => `'${hash}'`), ...script],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...connect],
    'frame-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
    'worker-src': ["'self'", 'blob:'],
  };
  return serialize(directives);
}

/**
 * The playground frame's policy: its own script, and 'unsafe-eval' for the
 * reader's code (react-live compiles it with `new Function`). Nothing else
 * may load or connect; only pages of this site may frame it. The page embeds it
 * with `sandbox="allow-scripts"`, so the code runs in an opaque origin.
 */
export function playgroundFramePolicy() {
  return serialize({
    'default-src': ["'none'"],
    'script-src': ["'self'", "'unsafe-eval'"],
    'style-src': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'frame-ancestors': ["'self'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
  });
}

/** @param {Record<string, string[]>} directives */
function serialize(directives) {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ');
}

/** @param {{script?: string[]; connect?: string[]; scriptHashes?: string[]}} [extra] */
export function securityHeaders(extra) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(extra),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'X-Frame-Options': 'DENY',
  };
}

/** The headers that differ for the playground frame: its policy, and framing by the site itself. */
export function playgroundFrameHeaders() {
  return {
    'Content-Security-Policy': playgroundFramePolicy(),
    'X-Frame-Options': 'SAMEORIGIN',
  };
}
