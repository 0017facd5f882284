// Security headers for the production site, shared by the local server
// (scripts/serve.mjs) and the deployable header files written by
// src/plugins/deploy-config. Third-party origins are added only when
// their service is switched on by environment variables (config/services.ts).
//
// Plain JavaScript (not TypeScript) so the server runs with `node` alone.

/** @param {{script: string[]; connect: string[]}} extra */
export function contentSecurityPolicy(extra = {script: [], connect: []}) {
  const directives = {
    'default-src': ["'self'"],
    // Docusaurus inlines a small script that applies the colour mode before
    // first paint (no flash of the wrong theme); it needs 'unsafe-inline'.
    // Live code playgrounds compile the reader's edits in the browser
    // (react-live uses `new Function`), which needs 'unsafe-eval'.
    'script-src': ["'self'", "'unsafe-inline'", "'unsafe-eval'", ...extra.script],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...extra.connect],
    'frame-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
    'worker-src': ["'self'", 'blob:'],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ');
}

/** @param {{script: string[]; connect: string[]}} [extra] */
export function securityHeaders(extra) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(extra),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'X-Frame-Options': 'DENY',
  };
}
