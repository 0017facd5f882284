#!/usr/bin/env node
/**
 * The production build (`npm run build`): `docusaurus build` in two processes, one after the other,
 * with the same arguments (`node scripts/build.mjs --out-dir build-services`).
 *
 * 1. Bundling (`DOCUSAURUS_EXIT_AFTER_BUNDLING=true`): Rspack compiles the client and the server
 *    bundle, then the process exits.
 * 2. Pages (`DOCUSAURUS_SKIP_BUNDLING=true`): the site is loaded again, the pages are rendered from
 *    the server bundle of step 1, then the plugins' `postBuild` (search index, Markdown twins,
 *    offline lists, deploy files) and the broken-link check run.
 *
 * Why: Rspack keeps its memory until the process ends (about 1.7 GB at 2,000 pages, even after the
 * compilers are closed and collected), and in one process the page rendering and `postBuild` came on
 * top of it: 4.2 GB at 2,000 pages in one process, against 2.1 and 1.7 GB for the two steps apart
 * (bench/scale/README.md). Both environment variables are Docusaurus's own, made for splitting the
 * build this way.
 *
 * The bundling step runs Node with `--heap-growing-percent=20` (a V8 flag NODE_OPTIONS refuses,
 * hence here): by default V8 let the JavaScript heap grow to 800 MB for 170 MB live while bundling
 * 2,000 pages, which made that step the build's peak (2.5 GB; 2.1 GB with the flag, in about the
 * same time). The pages step is left as it is: with the flag it peaked lower still, but its page
 * rendering took half as long again.
 *
 * 3. Then the docs MCP endpoint is bundled from the build's own files (mcp/bundle.mjs) into
 *    `<out-dir>-functions/`, beside the build and never inside it, with its Vercel and Netlify
 *    wrappers and their rules in the build's `vercel.json` and `_redirects`.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {bundleMcp} from '../mcp/bundle.mjs';
import {splitLocales} from './build-locales.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const docusaurus = path.join(root, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');

/** Longer than any step has taken on a busy two-core machine (7 minutes at most, with eight other jobs). */
const STEP_TIMEOUT_MS = 12 * 60_000;

const steps = [
  {name: 'bundling', nodeFlags: ['--heap-growing-percent=20'], env: {DOCUSAURUS_EXIT_AFTER_BUNDLING: 'true'}},
  {name: 'pages and postBuild', nodeFlags: [], env: {DOCUSAURUS_SKIP_BUNDLING: 'true'}},
];

// Docusaurus builds several locales in one process, one after the other, and would exit after bundling
// the first; so each locale gets its own two processes. The default locale comes first: bundling it
// empties the out dir, where the other locales live in sub-folders. `--locale <name>` (repeatable)
// builds only those.
const localeConfig = JSON.parse(fs.readFileSync(path.join(root, 'config', 'locales.json'), 'utf8'));
let chosen;
try {
  chosen = splitLocales(process.argv.slice(2), localeConfig);
} catch (error) {
  console.error(`[build] ${error.message}`);
  process.exit(2);
}
const {locales, rest: args} = chosen;
for (const locale of locales) {
  for (const [index, step] of steps.entries()) {
    console.log(`[build] ${locale}: step ${index + 1} of ${steps.length}: ${step.name}`);
    const started = Date.now();
    const run = () => spawnSync(
      process.execPath,
      [...step.nodeFlags, docusaurus, 'build', '--locale', locale, ...args],
      {
        stdio: 'inherit',
        // Once, a bundling step sat idle for minutes with its Rspack threads asleep, and a second run
        // finished in 47 s: a step that outlives STEP_TIMEOUT_MS is killed and run once more.
        timeout: STEP_TIMEOUT_MS,
        killSignal: 'SIGKILL',
        env: {
          ...process.env,
          DOCUSAURUS_EXIT_AFTER_BUNDLING: undefined,
          DOCUSAURUS_SKIP_BUNDLING: undefined,
          // Each language writes its generated files (routes, chunk names) to a folder of its own, so
          // `.docusaurus` stays the English build's, which the build-output and browser tests read.
          DOCUSAURUS_GENERATED_FILES_DIR_NAME: locale === localeConfig.defaultLocale ? undefined : `.docusaurus-${locale}`,
          ...step.env,
        },
      },
    );
    let {status, signal, error} = run();
    if (error?.code === 'ETIMEDOUT') {
      console.error(`[build] ${locale}: step ${index + 1} (${step.name}) took over ${STEP_TIMEOUT_MS / 60_000} minutes; running it again`);
      ({status, signal, error} = run());
    }
    if (status !== 0) {
      const why = error ? error.message : signal ? `killed by ${signal}` : `exit code ${status}`;
      console.error(`[build] ${locale}: step ${index + 1} (${step.name}) failed: ${why}`);
      process.exit(status || 1);
    }
    console.log(`[build] ${locale}: step ${index + 1} (${step.name}) done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

// The out dir as Docusaurus reads it (`--out-dir dir` or `--out-dir=dir`), relative to the site.
const outArg = args.findIndex((arg) => arg === '--out-dir' || arg.startsWith('--out-dir='));
const outDir = outArg === -1 ? 'build' : args[outArg].includes('=') ? args[outArg].slice('--out-dir='.length) : args[outArg + 1];
const started = Date.now();
// The endpoint answers from the build's own search index; a build whose search is Algolia's
// (ALGOLIA_APP_ID set, as in the services build) has none, so there is no endpoint to bundle.
if (!fs.existsSync(path.join(root, outDir, 'search-index', 'manifest.json'))) {
  console.log('[build] MCP endpoint: not bundled, this build has no local search index (Algolia search is on)');
  process.exit(0);
}
try {
  const {outDir: functions, bytes, files} = await bundleMcp({buildDir: path.resolve(root, outDir)});
  console.log(
    `[build] MCP endpoint: ${path.relative(root, functions)}/mcp.mjs (${files} build files, ${(bytes / 1024 / 1024).toFixed(1)} MB) ` +
      `and its Vercel and Netlify wrappers, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} catch (error) {
  console.error(`[build] MCP endpoint bundle failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
