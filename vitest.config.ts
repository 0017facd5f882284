import {defineConfig} from 'vitest/config';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const TEST_FILES = ['tests/unit/**/*.test.ts', 'src/**/*.test.ts'];

/**
 * Test files that change what other files would see: module mocks, stubbed globals or environment,
 * fake timers, spies on shared objects, assignments to process.env or globalThis. Each of these runs
 * in a module graph of its own (Vitest's default); every other file shares its worker's modules with
 * the files before it, so a module imported by forty files (the data, remark, Docusaurus's utils) is
 * loaded once per worker instead of forty times: the suite took 128 s instead of 188 s here.
 */
const SIDE_EFFECTS = /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers|spyOn|hoisted)\b|process\.env\.\w+\s*=[^=]|process\.env\[[^\]]+\]\s*=[^=]|globalThis\.\w+\s*=[^=]|process\.chdir\(/;
const isolatedFiles = ['tests/unit', 'src']
  .flatMap((dir) => fs.readdirSync(path.join(__dirname, dir), {recursive: true, encoding: 'utf8'}).map((file) => path.posix.join(dir, file.split(path.sep).join('/'))))
  .filter((file) => file.endsWith('.test.ts') && SIDE_EFFECTS.test(fs.readFileSync(path.join(__dirname, file), 'utf8')));

export default defineConfig({
  resolve: {alias: {'@site': path.resolve(__dirname)}},
  // The site's components use React's automatic JSX runtime, as Docusaurus compiles them (no React import).
  esbuild: {jsx: 'automatic'},
  test: {
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
    // Workers are kept from file to file. Within the shared project a file finds the modules the
    // files before it loaded; the isolated project's files each start from an empty module cache,
    // and their stubbed globals and environment are put back after each test. Vitest recycles the
    // workers between the two projects.
    poolOptions: {forks: {isolate: false}},
    projects: [
      {extends: true, test: {name: 'shared', include: TEST_FILES, exclude: isolatedFiles}},
      {
        extends: true,
        test: {
          name: 'isolated',
          include: isolatedFiles.length > 0 ? isolatedFiles : ['no-such-file'],
          poolOptions: {forks: {isolate: true}},
          unstubGlobals: true,
          unstubEnvs: true,
        },
      },
    ],
  },
});
