import {defineConfig} from 'vitest/config';
import os from 'node:os';
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
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // As in vitest.config.ts: a worker per processor, at least two (the default leaves one of two idle).
    maxWorkers: Math.max(2, os.availableParallelism()),
  },
});
