// The build's `_redirects` file (written by src/plugins/deploy-config) as the
// redirects scripts/serve.mjs answers, matched the way Netlify matches them:
// exact paths first, then `prefix/*` rules in file order (deepest first), and
// a rule never hides a file of the build (serve.mjs tries prefix rules only
// when no page answers). Paths are compared as the server decodes them, so an
// old URL with a space (`%20`) or a bracket (`%5B`) finds its rule.
// Pure functions, tested in tests/unit/serve-redirects.test.ts.

/** A path as the server sees it: percent-escapes decoded; a malformed one stays as written. */
export function decodePath(path) {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * The rules of a `_redirects` file: `from to [status]` lines, `#` comments.
 * @param {string} text
 * @returns {{exact: Map<string, string>, prefixes: {prefix: string, to: string}[]}}
 */
export function parseRedirectsFile(text) {
  const exact = new Map();
  const prefixes = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    const [from, to] = line.trim().split(/\s+/);
    if (!from || !to) continue;
    if (from.endsWith('/*')) prefixes.push({prefix: decodePath(from.slice(0, -2)), to});
    else if (!exact.has(decodePath(from))) exact.set(decodePath(from), to);
  }
  return {exact, prefixes};
}

/**
 * The target of the first prefix rule that matches a (decoded) path: `/a/*` matches `/a/b` and
 * `/a/b/c`, never `/a` itself.
 * @param {{prefix: string, to: string}[]} prefixes
 * @param {string} path
 * @returns {string | undefined}
 */
export function prefixTarget(prefixes, path) {
  return prefixes.find(({prefix}) => path.startsWith(prefix === '/' ? '/' : `${prefix}/`) && path.length > prefix.length + 1)?.to;
}
