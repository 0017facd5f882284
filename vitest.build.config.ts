import {defineConfig} from 'vitest/config';
import path from 'node:path';

// Tests of the production build's output (tests/build-output/): `npm test` runs them after
// `npm run build`, with their own report; `npm run test:unit` (vitest.config.ts) leaves them out,
// as it runs before the build.
export default defineConfig({
  resolve: {alias: {'@site': path.resolve(__dirname)}},
  test: {
    include: ['tests/build-output/**/*.test.ts'],
    environment: 'node',
    // As in vitest.config.ts: a limit for a hang, not a timing, so a busy machine passes too.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
