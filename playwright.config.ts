import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests drive Debian's Chromium (browser downloads do not work here) against the BUILT
 * server (`pnpm test:e2e` builds first) and the example storefront on another origin.
 * Specs live beside what they test: packages/host-app/e2e, examples/storefront/e2e, packages/widgets/e2e.
 */
// SHIPDECK_E2E_PORT moves every server (the shop takes the next port, the packed-package test's React
// app the one after), so two checkouts can run e2e at once.
const API_PORT = Number(process.env.SHIPDECK_E2E_PORT ?? 3100);
const SHOP_PORT = API_PORT + 1;
const APP_PORT = API_PORT + 2;
const API = `http://127.0.0.1:${API_PORT}`;
const SHOP = `http://127.0.0.1:${SHOP_PORT}`;
const APP = `http://127.0.0.1:${APP_PORT}`;

// A fresh embedded database per run. Workers load this file too; they inherit the directory through
// the environment instead of making their own, and only the process that made it removes it.
if (!process.env.SHIPDECK_E2E_DATA_DIR) {
  const dir = mkdtempSync(join(tmpdir(), 'shipdeck-e2e-'));
  process.env.SHIPDECK_E2E_DATA_DIR = dir;
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
}
const dataDir = process.env.SHIPDECK_E2E_DATA_DIR;

export default defineConfig({
  testMatch: [
    'packages/host-app/e2e/**/*.spec.ts',
    'examples/storefront/e2e/**/*.spec.ts',
    'packages/widgets/e2e/**/*.spec.ts',
  ],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Two cores shared with the servers under test.
  workers: process.env.CI ? 1 : 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.SHIPDECK_CHROMIUM ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'host-app', testMatch: 'packages/host-app/e2e/**/*.spec.ts', use: { baseURL: API } },
    { name: 'storefront', testMatch: 'examples/storefront/e2e/**/*.spec.ts', use: { baseURL: SHOP } },
    // The packed packages in a fresh React app, which the spec itself builds and serves on APP.
    {
      name: 'widgets-package',
      testMatch: 'packages/widgets/e2e/**/*.spec.ts',
      use: { baseURL: APP },
      metadata: { apiOrigin: API },
    },
  ],
  webServer: [
    {
      command: 'node packages/server/dist/main.js',
      url: `${API}/api/country_options`,
      env: {
        PORT: String(API_PORT),
        SHIPDECK_DATA_DIR: dataDir,
        // The end-to-end tests sign in with the demo accounts.
        SHIPDECK_DEMO_DATA: 'on',
        SHIPDECK_PARTNER_ORIGINS: `${SHOP},${APP}`,
        // The suite signs in from one address far more often than people do (30 a minute is the
        // budget): request budgets are checked by the server tests (rateLimits.test.ts), not here.
        // Per-account sign-in locks stay on.
        SHIPDECK_RATE_LIMITS: 'off',
        // The super admin's Inspect Quote shows only with the inspection flag (spec 03 §2; inspection-survey.spec.ts);
        // the orders screen only with the orders flag (spec 02 §2; orders.spec.ts).
        SHIPDECK_FLAGS: 'INSPECTION=on,ORDERS=on',
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node examples/storefront/serve.mjs',
      url: SHOP,
      env: { PORT: String(SHOP_PORT), SHIPDECK_API_ORIGIN: API },
      reuseExistingServer: false,
      timeout: 10_000,
    },
  ],
});
