// The build's `_headers` file (written by src/plugins/deploy-config) as the
// headers of each path, so scripts/serve.mjs sends what the production host
// sends: the site's security headers, and the playground frame's own policy.
// Pure functions, tested in tests/unit/serve-headers.test.ts.

/**
 * The blocks of a `_headers` file: a path pattern on its own line, then
 * indented `Name: value` lines. `#` starts a comment.
 * @param {string} text
 * @returns {{pattern: RegExp, headers: Record<string, string>}[]}
 */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({pattern: patternOf(line.trim()), headers: {}});
      continue;
    }
    const at = line.indexOf(':');
    const rule = rules.at(-1);
    if (rule && at > 0) rule.headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return rules;
}

/** `/*` matches every path; `*` stands for any characters, `/` included (as on Netlify). */
function patternOf(path) {
  const escaped = path.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.*')}$`);
}

/**
 * The headers for a request path: every matching block, in order, a later
 * block's value replacing an earlier one's (Netlify's rule).
 * @param {{pattern: RegExp, headers: Record<string, string>}[]} rules
 * @param {string} pathname
 * @returns {Record<string, string>}
 */
export function headersFor(rules, pathname) {
  const out = {};
  for (const rule of rules) if (rule.pattern.test(pathname)) Object.assign(out, rule.headers);
  return out;
}
