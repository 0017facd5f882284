import fs from 'node:fs';
import {defineConfig, devices} from '@playwright/test';
import {chromiumPath} from './tests/e2e/support/chromium';

// Browser tests run against production builds served by scripts/serve.mjs,
// in Debian's Chromium (no browser download). `npm test` builds first:
// - build/           the default site (no third-party service): tests/e2e
// - build-services/  the same site with every optional service switched on
//                    by test values (see scripts/build-services.sh): tests/e2e-services
const SITE_PORT = Number(process.env.E2E_PORT ?? 4173);
const SERVICES_PORT = SITE_PORT + 1;
// `npm test` always builds both. Running Playwright by hand without the
// services build skips that project, and says so.
const withServices = fs.existsSync('build-services/index.html');
if (!withServices) console.warn('build-services/ is missing: the "services" project is skipped (npm run build:services).');

const chromium = {
  ...devices['Desktop Chrome'],
  colorScheme: 'light' as const,
  launchOptions: {
    executablePath: chromiumPath(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      // No request leaves the machine, whatever a page asks for: every host name but the local
      // server's fails to resolve. The tests' fixtures record off-site requests from the page's
      // events (tests/e2e/support/fixtures.ts); blocking them with page.route instead turns the
      // HTTP cache off.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
    ],
  },
};

export default defineConfig({
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 60_000,
  expect: {timeout: 10_000},
  // The service worker would answer from its caches what tests mean to get from the server (or
  // to fail); only tests/e2e/offline-worker.spec.ts, which is about it, lets it run.
  use: {trace: 'off', serviceWorkers: 'block'},
  projects: [
    {name: 'site', testDir: './tests/e2e', use: {...chromium, baseURL: `http://127.0.0.1:${SITE_PORT}`}},
    ...(withServices
      ? [{name: 'services', testDir: './tests/e2e-services', use: {...chromium, baseURL: `http://127.0.0.1:${SERVICES_PORT}`}}]
      : []),
  ],
  webServer: [
    {
      command: `node scripts/serve.mjs --dir build --port ${SITE_PORT}`,
      url: `http://127.0.0.1:${SITE_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    ...(withServices
      ? [
          {
            command: `node scripts/serve.mjs --dir build-services --port ${SERVICES_PORT}`,
            url: `http://127.0.0.1:${SERVICES_PORT}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 30_000,
          },
        ]
      : []),
  ],
});
