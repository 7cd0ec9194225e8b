import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests run the built app on the real server over a fresh embedded database: one
 * server per worker, started by the worker's `server` fixture (tests/e2e/worker-server.ts),
 * which also gives the tests their baseURL.
 */

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Chromium 150 gives every navigation a new document host (RenderDocument), and the offline
  // emulation that context.setOffline() sets no longer reaches it: after a reload the page
  // reads navigator.onLine as true while every request fails. Offline tests need the old model.
  '--disable-features=RenderDocument',
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
