import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {CspEvaluator, STRICTCSP_CHECKS} from 'csp_evaluator/dist/evaluator.js';
import {CspParser} from 'csp_evaluator/dist/parser.js';
import {Severity, Type, type Finding} from 'csp_evaluator/dist/finding.js';
import {contentSecurityPolicy, playgroundFramePolicy} from '../../config/securityHeaders.mjs';
import {readServices, SEARCH_INSIGHTS_SCRIPT, thirdPartyOrigins} from '../../config/services';

// Google's CSP Evaluator (csp_evaluator) on the policies the site sends: the default build, a
// build with every optional service on (the values of scripts/build-services.sh), and the
// playground frame's own policy. Any HIGH, MEDIUM or MEDIUM_MAYBE finding in the site's policies
// fails: with 'strict-dynamic' and hashes, CSP3 browsers ignore 'self' and the services' hosts, so
// the evaluator has nothing to say about them (NONE). The pages load their scripts through the
// script loader, two inline scripts allowed by their hashes (src/script-loader/README.md).
// The frame's policy keeps two "maybe" findings, each for its reason:
// - 'unsafe-eval': the frame exists to run the reader's code, sandboxed in an opaque origin
//   (src/plugins/live-playground);
// - script-src 'self': its page loads its own script by `<script src>` (no 'strict-dynamic'), and
//   the site serves no JSONP endpoint, AngularJS or uploaded file.
// The strict-CSP checks are printed, not enforced: they suggest fallbacks for browsers older than
// CSP3 ('unsafe-inline', `https:`) that would loosen the policy there.

const SERVICES_ENV = {
  ALGOLIA_APP_ID: 'TESTAPPID',
  ALGOLIA_SEARCH_API_KEY: 'test-search-key',
  GA_MEASUREMENT_ID: 'G-TEST000000',
  AI_ASSISTANT_SCRIPT_URL: 'https://assistant.invalid/widget.js',
  AI_ASSISTANT_API_KEY: 'test-assistant-key',
};
/** Hashes like the build's (the colour-mode, anchor-layout and redirect-page scripts). */
const HASHES = ['sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=', 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='];

const policies: Record<string, {policy: string; frame: boolean}> = {
  'default build': {policy: contentSecurityPolicy({...thirdPartyOrigins(readServices({})), scriptHashes: HASHES}), frame: false},
  'every service on': {policy: contentSecurityPolicy({...thirdPartyOrigins(readServices(SERVICES_ENV)), scriptHashes: HASHES}), frame: false},
  'playground frame': {policy: playgroundFramePolicy(), frame: true},
};

function describeFinding(finding: Finding): string {
  return `${Severity[finding.severity]} ${finding.directive}${finding.value ? ` ${finding.value}` : ''}: ${finding.description}`;
}

function accepted(finding: Finding, frame: boolean): boolean {
  if (finding.severity === Severity.INFO || finding.severity === Severity.NONE) return true;
  if (!frame || finding.severity !== Severity.MEDIUM_MAYBE) return false;
  return finding.type === Type.SCRIPT_UNSAFE_EVAL || (finding.type === Type.SCRIPT_ALLOWLIST_BYPASS && finding.value === "'self'");
}

describe('CSP Evaluator', () => {
  for (const [name, {policy, frame}] of Object.entries(policies)) {
    it(`finds nothing HIGH${frame ? ' or MEDIUM' : ', MEDIUM or MEDIUM_MAYBE'} in the ${name} policy`, () => {
      const findings = new CspEvaluator(new CspParser(policy).csp).evaluate();
      const strict = new CspEvaluator(new CspParser(policy).csp).evaluate(undefined, STRICTCSP_CHECKS);
      console.log(
        [`CSP Evaluator, ${name}: ${policy}`, ...findings.map((f) => `  ${describeFinding(f)}`), ...strict.map((f) => `  (strict CSP) ${describeFinding(f)}`)].join('\n'),
      );
      expect(findings.filter((finding) => !accepted(finding, frame)).map(describeFinding)).toEqual([]);
    });
  }

  it('sees no inline or eval allowance in the site policy, with every service on, and strict-dynamic', () => {
    const scriptSrc = policies['every service on']!.policy.split('; ').find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc).not.toMatch(/'unsafe-inline'|'unsafe-eval'|'unsafe-hashes'|\*/);
    expect(scriptSrc).toMatch(/^script-src 'self' 'strict-dynamic' 'sha256-/);
  });

  it('names the DocSearch insights script of the installed DocSearch', () => {
    // DocSearch loads search-insights from jsDelivr at a version it pins; the policy names that file.
    const docsearch = fs.readFileSync(require.resolve('@docsearch/react'), 'utf8');
    const version = /"(\d+\.\d+\.\d+)",\w+="https:\/\/cdn\.jsdelivr\.net\/npm\/search-insights@"/.exec(docsearch)?.[1];
    expect(version, 'the search-insights version in @docsearch/react').toBeDefined();
    expect(SEARCH_INSIGHTS_SCRIPT).toBe(`https://cdn.jsdelivr.net/npm/search-insights@${version}/dist/search-insights.min.js`);
  });
});
