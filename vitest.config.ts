import {defineConfig} from 'vitest/config';
import os from 'node:os';
import path from 'node:path';

export default defineConfig({
  resolve: {alias: {'@site': path.resolve(__dirname)}},
  // The site's components use React's automatic JSX runtime, as Docusaurus compiles them (no React import).
  esbuild: {jsx: 'automatic'},
  test: {
    include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    // A limit catches a test that hangs; it does not time one. Vitest's 5 s default failed tests
    // that read the whole repository when two busy processes shared this machine's 2 cores
    // (feature-layout: 1 s idle, over 5 s at a load average of 12). `npm test` also runs these
    // beside the production build (scripts/test.sh), so with two busy processes besides, a test
    // gets a quarter of a processor or less: 7 s idle is then near 30 s. Every test gets 120 s.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Vitest's default is one worker fewer than the processors: one worker on this 2-core machine,
    // which then sat idle for the 80 s the link-check test waits on its Docusaurus builds (child
    // processes). A worker per processor, at least two, ran the suite in 93 s instead of 171 s.
    maxWorkers: Math.max(2, os.availableParallelism()),
  },
});
