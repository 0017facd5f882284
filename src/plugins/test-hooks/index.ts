/**
 * Test hooks compiled in only for the test build. Sets the constant `__CELO_TEST_HOOKS__` in the
 * client and server bundles: `true` when the build runs with CELO_TEST_HOOKS=1 (only
 * scripts/build-services.sh sets it, for tests/e2e-services), `false` otherwise, so the
 * production site ships none of the hooks (./faultInjection.ts). Readers' builds never set it.
 */
import type {Plugin} from '@docusaurus/types';

export interface TestHooksOptions {
  enabled: boolean;
}

export default function testHooksPlugin(_context: unknown, options: TestHooksOptions): Plugin {
  return {
    name: 'test-hooks',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {plugins: [new currentBundler.instance.DefinePlugin({__CELO_TEST_HOOKS__: JSON.stringify(options.enabled)})]};
    },
  };
}
