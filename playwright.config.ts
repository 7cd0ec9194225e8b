import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { freePort } from './scripts/free-port.ts';

/**
 * Browser tests run the built app on the real server, on a free port, over a fresh embedded
 * database. Workers re-read this file, so the port and data folder chosen by the runner are
 * handed down through the environment instead of being chosen again.
 */
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'angels-e2e-'));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

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
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'npx tsx server/main.ts',
    url: `${baseURL}/api/vars`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      NODE_ENV: 'production',
      // A build other than ./dist (e.g. one engineer's build while another rebuilds dist).
      ...(process.env.E2E_DIST_DIR ? { DIST_DIR: process.env.E2E_DIST_DIR } : {}),
      // Every browser test comes from one address; the limits themselves have server tests.
      AUTH_RATE_LIMIT_PER_IP: '100000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '100000',
      WRITE_LIMIT_SCALE: '1000',
      READ_LIMIT_SCALE: '1000',
      // Replies stream word by word: slow enough to watch them grow, fast enough for tests.
      REPLY_WORD_DELAY_MS: '30',
      // Notifications: push.spec runs its own push service on a local port (server/testing).
      PUSH_SERVICE_ORIGINS: 'http://127.0.0.1',
      // Angels who write first: looked for twice a second, without the quiet hours after a chat.
      PROACTIVE_CHECK_MS: '500',
      PROACTIVE_QUIET_MINUTES: '0',
    },
  },
});
